//===- FaultInjectionPlugin.cpp - Deliberately wrong MLIR passes ----------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
//===----------------------------------------------------------------------===//
//
// A pass plugin (load it with `mlir-opt --load-pass-plugin=...`) whose passes
// are deliberately WRONG. Each one injects a *silent miscompile* into
// tensor-level IR (linalg.generic, tensor.extract_slice, arith), or, for
// defuse-fault-buffer-reuse, into bufferized memref IR: the rewritten IR still
// verifies, still lowers to LLVM and still runs; only the numbers it computes
// change. defuse's tests use them as known culprits: the triage must
// name the pass, the kernel and the op each one breaks.
//
// Every pass:
//   * is op-agnostic, so it can be nested under `func.func(...)` or run on
//     `builtin.module` directly;
//   * counts candidate "sites" in walk order (pre-order over the anchor op)
//     and supports two options to aim it at one particular site:
//       skip=N   leave the first N sites untouched (default 0),
//       limit=N  rewrite at most N sites (default -1: all of them);
//     site numbering restarts at each anchor op (each function when nested
//     under func.func);
//   * leaves no marker on the IR it corrupts: finding it is the tool's job.
//     For tests that need the ground truth, the option `remarks=true` emits
//     one remark per corrupted site, at the corrupted op's location (for a
//     fused kernel, the fused locations of its source ops), on stderr.
//
// The passes (flag names):
//   defuse-fault-swap-operands        a - b  ->  b - a in a fused kernel
//   defuse-fault-wrong-indexing-map   reads the transposed element
//   defuse-fault-precision-loss       truncates f32 products by a few ULPs
//   defuse-fault-wrong-reduction      drops the last term of a sum
//   defuse-fault-maxnum-for-maximum   maximumf -> maxnumf (NaN handling)
//   defuse-fault-shape-trigger        a - b -> b - a, only in every 16th lane
//                                     of kernels whose inner dim is 16k
//   defuse-fault-off-by-one-slice     extract_slice window shifted by one
//   defuse-fault-value-trigger        tanh/exp wrong only beyond |x| > t
//   defuse-fault-false-nsw            integer add/sub/mul marked nsw (poison
//                                     that only LLVM -O1+ exploits)
//   defuse-fault-long-chain           an op folded to its operand, only in
//                                     kernels fused from 5+ source ops
//   defuse-fault-buffer-reuse         (memref IR) an alloc reuses a still-live
//                                     buffer of the same type
// and, in DriftFaults.cpp, four that only drift by 1e-4 or less (the
// statistical tier's test cases):
//   defuse-fault-leaky-reduction      each term of a long sum loses 2^-13
//   defuse-fault-bf16-transcendental  exp or tanh computed in bf16 in a
//                                     fused kernel
//   defuse-fault-rsqrt-bias           rsqrt off by 1e-4 relative
//   defuse-fault-epsilon              a LayerNorm epsilon changed
// and four that fail loudly, to test probe outcomes: defuse-test-fail (pass
// failure), defuse-test-break-verifier, defuse-test-crash-kernel (abort) and
// defuse-test-hang-kernel (sleep).
//
// DEFUSE_FAULTS_DISABLED (environment, any non-empty value) models "the fix
// has landed": the defuse-fault-* passes still register and parse their
// options, so pipelines naming them stay valid, but leave the IR untouched.
// A checked-in `expect: miscompile` reproducer then fails and an
// `expect: correct` one passes. The four loud defuse-test-* passes are not
// faults of the compiler under test and ignore it.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/FaultPass.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

using namespace mlir;
using namespace defuse_faults;

namespace {

/// True for the non-commutative binary arith ops whose operands the swap
/// faults exchange.
bool isNonCommutativeBinary(Operation *op) {
  return isa<arith::SubFOp, arith::DivFOp, arith::SubIOp>(op) &&
         op->getOperand(0) != op->getOperand(1);
}

/// Swaps the two operands of a binary op in place.
void swapOperands(Operation *op) {
  Value lhs = op->getOperand(0);
  op->setOperand(0, op->getOperand(1));
  op->setOperand(1, lhs);
}

//===----------------------------------------------------------------------===//
// 1. defuse-fault-swap-operands
//===----------------------------------------------------------------------===//

/// WRONG: in a fused kernel (a linalg.generic whose body has at least two
/// payload ops), swaps the operands of the first arith.subf / arith.divf /
/// arith.subi: `a - b` becomes `b - a`, `a / b` becomes `b / a`.
///
/// Why it is subtle: the types are unchanged, the IR verifies and lowers; the
/// unfused single-op kernels are left alone, so the bug only shows after
/// elementwise fusion and only inside one op of one kernel. When the operands
/// happen to be close (or the result goes through an even function such as
/// x*x or abs) the error is small or zero, which a loose tolerance misses.
class SwapOperandsPass : public FaultPass<SwapOperandsPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SwapOperandsPass)
  StringRef getArgument() const final { return "defuse-fault-swap-operands"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): swap the operands of the first "
           "subf/divf/subi in each fused linalg.generic";
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<Operation *> ops = payloadOps(generic);
      if (ops.size() < 2)
        continue;
      auto *it = llvm::find_if(ops, isNonCommutativeBinary);
      if (it == ops.end() || !takeSite())
        continue;
      swapOperands(*it);
      report(*it, "swapped the operands of " + (*it)->getName().getStringRef());
    }
  }
};

//===----------------------------------------------------------------------===//
// 2. defuse-fault-wrong-indexing-map
//===----------------------------------------------------------------------===//

/// WRONG: changes one input's indexing map of a linalg.generic so that the
/// kernel reads the transposed element:
///   (a) an input map that permutes the loop dims (a transpose folded into
///       the kernel, e.g. (d0, d1) -> (d1, d0)) is replaced by the map with
///       the same dims in loop order ((d0, d1) -> (d0, d1)): the transpose is
///       silently dropped;
///   (b) otherwise, in an input map whose dims are in loop order (identity or
///       a projection of it), two dims are exchanged.
/// Only dims with equal static loop bounds (> 1) are involved, so the operand
/// shape still matches the iteration space and the IR verifies.
///
/// Why it is subtle: shapes, types and the op count stay the same; it only
/// appears for square (sub)shapes; the result has the right values in the
/// wrong places (on the diagonal it is even exact), so sums, norms and
/// histograms of the output agree with the reference.
class WrongIndexingMapPass : public FaultPass<WrongIndexingMapPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(WrongIndexingMapPass)
  StringRef getArgument() const final {
    return "defuse-fault-wrong-indexing-map";
  }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): drop a folded transpose from, "
           "or add one to, an input indexing map of a linalg.generic";
  }

  /// Returns the dim positions of `map`'s results when every result is a
  /// plain loop dim, used once; std::nullopt otherwise.
  static std::optional<SmallVector<unsigned>> resultDims(AffineMap map) {
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/false))
      return std::nullopt;
    SmallVector<unsigned> dims;
    for (AffineExpr expr : map.getResults())
      dims.push_back(cast<AffineDimExpr>(expr).getPosition());
    return dims;
  }

  /// Computes the corrupted result dims for one input map, or std::nullopt
  /// when no valid corruption exists.
  static std::optional<SmallVector<unsigned>>
  corruptDims(ArrayRef<unsigned> dims, ArrayRef<int64_t> bounds) {
    auto sameBound = [&](unsigned a, unsigned b) {
      return !ShapedType::isDynamic(bounds[a]) && bounds[a] == bounds[b] &&
             bounds[a] > 1;
    };
    SmallVector<unsigned> sorted(dims);
    llvm::sort(sorted);
    if (sorted != SmallVector<unsigned>(dims)) {
      // (a) Drop the transpose, if every moved dim keeps its extent.
      for (auto [oldDim, newDim] : llvm::zip_equal(dims, sorted))
        if (oldDim != newDim && !sameBound(oldDim, newDim))
          return std::nullopt;
      return sorted;
    }
    // (b) Add a transpose of two dims with equal extents.
    for (unsigned i = 0; i < dims.size(); ++i) {
      for (unsigned j = i + 1; j < dims.size(); ++j) {
        if (!sameBound(dims[i], dims[j]))
          continue;
        SmallVector<unsigned> swapped(dims);
        std::swap(swapped[i], swapped[j]);
        return swapped;
      }
    }
    return std::nullopt;
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<int64_t> bounds = generic.getStaticLoopRanges();
      for (OpOperand *input : generic.getDpsInputOperands()) {
        // A dead input would make the corruption invisible.
        if (generic.getMatchingBlockArgument(input).use_empty())
          continue;
        AffineMap map = generic.getMatchingIndexingMap(input);
        std::optional<SmallVector<unsigned>> dims = resultDims(map);
        if (!dims)
          continue;
        std::optional<SmallVector<unsigned>> newDims =
            corruptDims(*dims, bounds);
        if (!newDims || !takeSite())
          continue;
        SmallVector<AffineExpr> exprs;
        for (unsigned dim : *newDims)
          exprs.push_back(getAffineDimExpr(dim, generic.getContext()));
        AffineMap newMap =
            AffineMap::get(map.getNumDims(), 0, exprs, generic.getContext());
        SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
        maps[input->getOperandNumber()] = newMap;
        OpBuilder b(generic);
        generic.setIndexingMapsAttr(b.getAffineMapArrayAttr(maps));
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "input #" << input->getOperandNumber() << " now read with "
           << newMap << " instead of " << map;
        report(generic, text);
        break; // One input per kernel.
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// 3. defuse-fault-precision-loss
//===----------------------------------------------------------------------===//

/// WRONG: after every f32 arith.mulf inside a linalg.generic body, clears the
/// lowest `bits` (default 3) bits of the product's mantissa:
///   %p = arith.mulf %a, %b : f32
///   %i = arith.bitcast %p : f32 to i32
///   %t = arith.andi %i, ~(2^bits - 1) : i32
///   %q = arith.bitcast %t : i32 to f32       // all uses of %p now use %q
/// (The "fast" multiplier of a hypothetical backend that truncates.)
///
/// Why it is subtle: each product is off by at most 2^bits - 1 ULPs, always
/// toward zero; exact products of small integers or powers of two are
/// unchanged; the error is far below the 1e-2 / 1e-3 tolerances other tools
/// use. Only an oracle with tight, per-element error bounds (or a check of the
/// error's bias over many elements) sees it. Side effect worth knowing: a NaN
/// whose payload lives only in the cleared bits becomes an infinity.
class PrecisionLossPass : public FaultPass<PrecisionLossPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PrecisionLossPass)
  PrecisionLossPass() = default;
  PrecisionLossPass(const PrecisionLossPass &other) : FaultPass(other) {}

  StringRef getArgument() const final { return "defuse-fault-precision-loss"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): truncate the low mantissa bits "
           "of every f32 arith.mulf in linalg.generic bodies";
  }

  Option<int64_t> bits{*this, "bits",
                       llvm::cl::desc("Number of low mantissa bits to clear "
                                      "(1..22)"),
                       llvm::cl::init(3)};

  void rewrite(Operation *root) {
    int64_t numBits = std::clamp<int64_t>(bits, 1, 22);
    int32_t mask = static_cast<int32_t>(~((uint32_t{1} << numBits) - 1));
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<arith::MulFOp> muls;
      generic.getBody()->walk([&](arith::MulFOp mul) {
        if (mul.getType().isF32())
          muls.push_back(mul);
      });
      for (arith::MulFOp mul : muls) {
        if (!takeSite())
          continue;
        OpBuilder b(mul.getContext());
        b.setInsertionPointAfter(mul);
        Location loc = mul.getLoc();
        Value asInt = arith::BitcastOp::create(b, loc, b.getI32Type(), mul);
        Value maskValue =
            arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(mask));
        Value truncated = arith::AndIOp::create(b, loc, asInt, maskValue);
        Value asFloat =
            arith::BitcastOp::create(b, loc, b.getF32Type(), truncated);
        mul.getResult().replaceAllUsesExcept(asFloat, asInt.getDefiningOp());
        report(mul, "cleared the low " + Twine(numBits) +
                        " mantissa bits of the product");
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// 4. defuse-fault-wrong-reduction
//===----------------------------------------------------------------------===//

/// WRONG: in a linalg.generic with a reduction iterator whose combiner is an
/// addition into the accumulator (`linalg.yield (addf %x, %acc)`, either
/// operand order; arith.addi too), drops the term of the last iteration of the
/// innermost reduction dim d (of extent N):
///   %s = arith.addf %x, %acc : f32
///   %i = linalg.index d : index
///   %last = arith.cmpi eq, %i, N-1
///   %r = arith.select %last, %acc, %s : f32
///   linalg.yield %r : f32
/// A classic off-by-one: `for (k = 0; k < N - 1; ++k)`.
///
/// Why it is subtle: one term out of N is missing, so for long reductions of
/// small or mixed-sign terms the relative error is around 1/N; the output
/// shape, the loop structure and every other kernel are right. For a dynamic
/// extent, N is computed with a dim op just before the kernel.
class WrongReductionPass : public FaultPass<WrongReductionPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(WrongReductionPass)
  StringRef getArgument() const final { return "defuse-fault-wrong-reduction"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): drop the last term of each "
           "additive reduction in linalg.generic";
  }

  /// The innermost reduction dim that is not known to have extent 1.
  static std::optional<unsigned> pickReductionDim(linalg::GenericOp generic) {
    SmallVector<utils::IteratorType> iterators =
        generic.getIteratorTypesArray();
    SmallVector<int64_t> bounds = generic.getStaticLoopRanges();
    for (unsigned d = iterators.size(); d-- > 0;)
      if (iterators[d] == utils::IteratorType::reduction && bounds[d] != 1)
        return d;
    return std::nullopt;
  }

  /// An operand and one of its dims that dim `dim` of the loop nest indexes
  /// directly (used to materialize a dynamic extent).
  static std::optional<std::pair<OpOperand *, int64_t>>
  findExtentSource(linalg::GenericOp generic, unsigned dim) {
    for (OpOperand &operand : generic->getOpOperands()) {
      AffineMap map = generic.getMatchingIndexingMap(&operand);
      for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
        auto dimExpr = dyn_cast<AffineDimExpr>(expr);
        if (dimExpr && dimExpr.getPosition() == dim)
          return std::make_pair(&operand, static_cast<int64_t>(pos));
      }
    }
    return std::nullopt;
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      std::optional<unsigned> dim = pickReductionDim(generic);
      if (!dim)
        continue;
      int64_t extent = generic.getStaticLoopRanges()[*dim];
      std::optional<std::pair<OpOperand *, int64_t>> extentSource;
      if (ShapedType::isDynamic(extent)) {
        extentSource = findExtentSource(generic, *dim);
        if (!extentSource)
          continue;
      }
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      for (auto [resultIndex, acc] :
           llvm::enumerate(generic.getRegionOutputArgs())) {
        Value yielded = yield.getOperand(resultIndex);
        Operation *combiner = yielded.getDefiningOp();
        if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(combiner) ||
            combiner->getBlock() != generic.getBody())
          continue;
        if (combiner->getOperand(0) != acc && combiner->getOperand(1) != acc)
          continue;
        if (!takeSite())
          continue;
        OpBuilder b(generic);
        Location loc = combiner->getLoc();
        Value last;
        if (extentSource) {
          // Dynamic extent: `dim - 1` just before the kernel.
          Value size = linalg::createOrFoldDimOp(
              b, loc, extentSource->first->get(), extentSource->second);
          Value one = arith::ConstantIndexOp::create(b, loc, 1);
          last = arith::SubIOp::create(b, loc, size, one);
        }
        b.setInsertionPoint(yield);
        if (!last)
          last = arith::ConstantIndexOp::create(b, loc, extent - 1);
        Value index = linalg::IndexOp::create(b, loc, *dim);
        Value isLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             index, last);
        Value kept = arith::SelectOp::create(b, loc, isLast, acc, yielded);
        yield->setOperand(resultIndex, kept);
        report(combiner, "dropped the last term (index of d" + Twine(*dim) +
                             ") of the reduction into output #" +
                             Twine(resultIndex));
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// 5. defuse-fault-maxnum-for-maximum
//===----------------------------------------------------------------------===//

/// WRONG: replaces arith.maximumf by arith.maxnumf and arith.minimumf by
/// arith.minnumf (fastmath flags kept), anywhere under the anchor op.
///
/// Why it is subtle: the two agree on every non-NaN input (up to the sign of
/// zero); they differ only when an operand is NaN: maximumf propagates it,
/// maxnumf returns the other operand. ReLU/clamp of a NaN activation then
/// yields a clean number instead of NaN, hiding an upstream blow-up. Random
/// finite inputs never trigger it; the oracle needs a NaN-aware comparison
/// and inputs with NaNs.
class MaxnumForMaximumPass : public FaultPass<MaxnumForMaximumPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MaxnumForMaximumPass)
  StringRef getArgument() const final {
    return "defuse-fault-maxnum-for-maximum";
  }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): replace arith.maximumf / "
           "minimumf by maxnumf / minnumf (NaN no longer propagates)";
  }

  template <typename NewOpTy, typename OldOpTy>
  static void replace(OldOpTy op) {
    OpBuilder b(op);
    auto newOp = NewOpTy::create(b, op.getLoc(), op.getLhs(), op.getRhs(),
                                 op.getFastmathAttr());
    op.getResult().replaceAllUsesWith(newOp.getResult());
    op.erase();
  }

  void rewrite(Operation *root) {
    SmallVector<Operation *> candidates;
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<arith::MaximumFOp, arith::MinimumFOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates) {
      if (!takeSite())
        continue;
      report(op, "replaced " + op->getName().getStringRef() +
                     " by its NaN-ignoring variant");
      if (auto max = dyn_cast<arith::MaximumFOp>(op))
        replace<arith::MaxNumFOp>(max);
      else
        replace<arith::MinNumFOp>(cast<arith::MinimumFOp>(op));
    }
  }
};

//===----------------------------------------------------------------------===//
// 6. defuse-fault-shape-trigger
//===----------------------------------------------------------------------===//

/// WRONG, but only for some shapes: in a linalg.generic whose innermost loop
/// has a static extent that is a non-zero multiple of 16, the first
/// arith.subf / divf / subi is computed with swapped operands in the last
/// lane of every 16-wide block of that loop (index % 16 == 15):
///   %d  = arith.subf %a, %b : f32
///   %d2 = arith.subf %b, %a : f32
///   %i  = linalg.index <innermost> : index
///   %tail = arith.cmpi eq, (%i rem 16), 15
///   %r  = arith.select %tail, %d2, %d : f32      // replaces uses of %d
/// (The tail lane of a hypothetical 16-wide vector kernel.)
///
/// Why it is subtle: 1 element in 16 is wrong, and only when the shape is a
/// multiple of 16; a reducer that shrinks the inner dim to 8 or 15 loses the
/// bug, so shape reduction must keep the failure signature.
class ShapeTriggerPass : public FaultPass<ShapeTriggerPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ShapeTriggerPass)
  StringRef getArgument() const final { return "defuse-fault-shape-trigger"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): swap subf/divf/subi operands "
           "in lane 15 of every 16 when the inner loop extent is 16k";
  }

  static constexpr int64_t kVectorWidth = 16;

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<int64_t> bounds = generic.getStaticLoopRanges();
      if (bounds.empty())
        continue;
      int64_t inner = bounds.back();
      if (ShapedType::isDynamic(inner) || inner <= 0 ||
          inner % kVectorWidth != 0)
        continue;
      SmallVector<Operation *> ops = payloadOps(generic);
      auto *it = llvm::find_if(ops, isNonCommutativeBinary);
      if (it == ops.end() || !takeSite())
        continue;
      Operation *op = *it;
      OpBuilder b(op->getContext());
      b.setInsertionPointAfter(op);
      Location loc = op->getLoc();
      Operation *swapped = b.clone(*op);
      swapOperands(swapped);
      Value index = linalg::IndexOp::create(b, loc, bounds.size() - 1);
      Value width = arith::ConstantIndexOp::create(b, loc, kVectorWidth);
      Value lane = arith::RemUIOp::create(b, loc, index, width);
      Value tailLane = arith::ConstantIndexOp::create(b, loc, kVectorWidth - 1);
      Value isTail = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           lane, tailLane);
      auto select = arith::SelectOp::create(
          b, loc, isTail, swapped->getResult(0), op->getResult(0));
      op->getResult(0).replaceAllUsesExcept(select, select);
      report(op, "operands of " + op->getName().getStringRef() +
                     " swapped in lanes where index % 16 == 15");
    }
  }
};

//===----------------------------------------------------------------------===//
// 7. defuse-fault-off-by-one-slice
//===----------------------------------------------------------------------===//

/// WRONG: shifts the window of a tensor.extract_slice by one element along
/// its outermost dim that has room: offset + 1 when the window still fits in
/// the source, else offset - 1 when the offset is positive. Only static
/// offsets, sizes, strides and source extents are touched; the result type is
/// unchanged.
///
/// Why it is subtle: the slice reads real, nearby data of the right type and
/// magnitude (no out-of-bounds access, no garbage), e.g. the next row of a
/// tosa.slice or the neighbour of a split; values look plausible and, for
/// smooth inputs, close to the expected ones.
class OffByOneSlicePass : public FaultPass<OffByOneSlicePass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(OffByOneSlicePass)
  StringRef getArgument() const final {
    return "defuse-fault-off-by-one-slice";
  }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): shift a tensor.extract_slice "
           "window by one element";
  }

  /// New static offsets for `slice`, or std::nullopt when no dim can move.
  static std::optional<SmallVector<int64_t>>
  shiftedOffsets(tensor::ExtractSliceOp slice) {
    RankedTensorType sourceType = slice.getSourceType();
    SmallVector<int64_t> offsets(slice.getStaticOffsets());
    ArrayRef<int64_t> sizes = slice.getStaticSizes();
    ArrayRef<int64_t> strides = slice.getStaticStrides();
    for (unsigned d = 0; d < offsets.size(); ++d) {
      int64_t offset = offsets[d], size = sizes[d], stride = strides[d];
      int64_t extent = sourceType.getDimSize(d);
      if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size) ||
          ShapedType::isDynamic(stride) || ShapedType::isDynamic(extent) ||
          size <= 0 || stride <= 0)
        continue;
      int64_t lastRead = offset + (size - 1) * stride;
      if (lastRead + 1 < extent) {
        offsets[d] = offset + 1;
        return offsets;
      }
      if (offset > 0) {
        offsets[d] = offset - 1;
        return offsets;
      }
    }
    return std::nullopt;
  }

  void rewrite(Operation *root) {
    SmallVector<tensor::ExtractSliceOp> slices;
    root->walk<WalkOrder::PreOrder>(
        [&](tensor::ExtractSliceOp slice) { slices.push_back(slice); });
    for (tensor::ExtractSliceOp slice : slices) {
      std::optional<SmallVector<int64_t>> offsets = shiftedOffsets(slice);
      if (!offsets || !takeSite())
        continue;
      slice.setStaticOffsets(*offsets);
      report(slice, "slice window shifted by one element");
    }
  }
};

//===----------------------------------------------------------------------===//
// 8. defuse-fault-value-trigger
//===----------------------------------------------------------------------===//

/// WRONG, but only for some runtime values: each math.tanh / math.exp on
/// floats inside a linalg.generic body keeps its exact value for
/// |x| <= threshold (default 0.5) and is replaced beyond it by the short
/// Taylor polynomial that is only meant for the reduced argument:
///   tanh(x) ~ x - x^3/3          exp(x) ~ 1 + x (1 + x (1/2 + x/6))
///   %ax    = math.absf %x
///   %small = arith.cmpf ole, %ax, threshold
///   %r     = arith.select %small, %exact, %poly   // replaces uses of %exact
/// (A fast-math lowering that dispatches on |x| but skips the range reduction
/// exp(x) = 2^k exp(r) / tanh's saturation for large arguments.)
///
/// Why it is subtle: shapes, types and structure are unchanged, and inputs of
/// small magnitude (normalized activations, small initializations) compute
/// exactly. A reducer that simplifies inputs toward zero, or a fuzzer drawing
/// from a narrow range, loses the bug; the error grows smoothly with |x| past
/// the threshold (NaN stays NaN, +-inf does not saturate).
class ValueTriggerPass : public FaultPass<ValueTriggerPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ValueTriggerPass)
  ValueTriggerPass() = default;
  ValueTriggerPass(const ValueTriggerPass &other) : FaultPass(other) {}

  StringRef getArgument() const final { return "defuse-fault-value-trigger"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): replace math.tanh / math.exp "
           "in linalg.generic bodies by a Taylor polynomial beyond |x| > "
           "threshold";
  }

  Option<double> threshold{
      *this, "threshold",
      llvm::cl::desc("Largest |x| still computed exactly (default 0.5)"),
      llvm::cl::init(0.5)};

  /// The polynomial that stands in for `op` beyond the threshold.
  static Value polynomial(OpBuilder &b, Location loc, Operation *op, Value x) {
    Type type = x.getType();
    auto constant = [&](double v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, v));
    };
    if (isa<math::TanhOp>(op)) {
      Value x2 = arith::MulFOp::create(b, loc, x, x);
      Value x3 = arith::MulFOp::create(b, loc, x2, x);
      Value term = arith::MulFOp::create(b, loc, x3, constant(1.0 / 3.0));
      return arith::SubFOp::create(b, loc, x, term);
    }
    Value acc = arith::MulFOp::create(b, loc, x, constant(1.0 / 6.0));
    acc = arith::AddFOp::create(b, loc, acc, constant(0.5));
    acc = arith::MulFOp::create(b, loc, x, acc);
    acc = arith::AddFOp::create(b, loc, acc, constant(1.0));
    acc = arith::MulFOp::create(b, loc, x, acc);
    return arith::AddFOp::create(b, loc, acc, constant(1.0));
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<Operation *> candidates;
      generic.getBody()->walk([&](Operation *op) {
        if (isa<math::TanhOp, math::ExpOp>(op) &&
            isa<FloatType>(op->getResult(0).getType()))
          candidates.push_back(op);
      });
      for (Operation *op : candidates) {
        if (!takeSite())
          continue;
        OpBuilder b(op->getContext());
        b.setInsertionPointAfter(op);
        Location loc = op->getLoc();
        Value x = op->getOperand(0);
        Value exact = op->getResult(0);
        Value approx = polynomial(b, loc, op, x);
        Value abs = math::AbsFOp::create(b, loc, x);
        Value limit = arith::ConstantOp::create(
            b, loc, b.getFloatAttr(x.getType(), threshold));
        Value small = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE,
                                            abs, limit);
        auto select = arith::SelectOp::create(b, loc, small, exact, approx);
        exact.replaceAllUsesExcept(select, select);
        std::string text;
        llvm::raw_string_ostream os(text);
        os << op->getName() << " replaced by its Taylor polynomial where |x| > "
           << threshold;
        report(op, text);
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// 9. defuse-fault-false-nsw
//===----------------------------------------------------------------------===//

/// WRONG, but latent: adds `overflow<nsw>` to every arith.addi / subi / muli
/// on integers (not index) inside a linalg.generic body. The ops still
/// compute the wrapped value; the flag only promises LLVM that signed
/// overflow never happens, so an overflowing lane is poison. At -O0 nothing
/// uses the promise and the kernel stays right; at -O2, InstCombine widens
/// `sext(add nsw a, b)` into `add (sext a), (sext b)` and folds comparisons
/// such as `(a + b) < a`, and the lanes that wrapped now get the unwrapped
/// result. (A range analysis that "proved" the sums of quantized values
/// small, and stamped the flags on ops it never checked.)
///
/// Why it is subtle: the MLIR after the pass computes exactly what it did
/// before (nsw does not change the value of a non-overflowing op, and the
/// reference interpreter wraps); only LLVM's optimizer turns the promise into
/// wrong numbers, so the bug shows at one optimization level and not another,
/// and only for inputs whose sums actually overflow.
class FalseNswPass : public FaultPass<FalseNswPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FalseNswPass)
  StringRef getArgument() const final { return "defuse-fault-false-nsw"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): mark integer addi/subi/muli in "
           "linalg.generic bodies overflow<nsw>";
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<Operation *> candidates;
      generic.getBody()->walk([&](Operation *op) {
        auto flagged = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op);
        if (flagged && isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(op) &&
            isa<IntegerType>(op->getResult(0).getType()) &&
            !flagged.hasNoSignedWrap())
          candidates.push_back(op);
      });
      for (Operation *op : candidates) {
        if (!takeSite())
          continue;
        auto flagged = cast<arith::ArithIntegerOverflowFlagsInterface>(op);
        arith::IntegerOverflowFlags flags =
            flagged.getOverflowAttr().getValue() |
            arith::IntegerOverflowFlags::nsw;
        op->setAttr(
            flagged.getIntegerOverflowAttrName(),
            arith::IntegerOverflowFlagsAttr::get(op->getContext(), flags));
        report(op, "marked " + op->getName().getStringRef() +
                       " overflow<nsw> although it can wrap");
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// 10. defuse-fault-long-chain
//===----------------------------------------------------------------------===//

/// WRONG, but only in long fused chains: in a linalg.generic whose payload
/// has at least `min-ops` (default 5) computing ops (ops with operands) that
/// come from at least `min-ops` distinct source locations, i.e. a kernel that
/// elementwise fusion built from 5+ source ops, one payload op is folded to
/// its first operand, as if it were an identity (x * 1, x + 0):
///   %t = arith.mulf %x, %y : f32    // the uses of %t now use %x
/// The op is chosen among the computing ops whose first operand has the
/// result's type: the one at index `position` (default -1: the middle one).
/// (A peephole that decides "identity" from a stale operand fact, which is
/// only reached once a long chain is in one block.)
///
/// Why it is subtle: unfused kernels and short chains are never touched, so
/// the bug only exists after fusion of a long epilogue (GELU, LayerNorm,
/// SwiGLU, a GRU/LSTM gate update); isolating any one source op, or any
/// small group of them, loses it. Kernel- and op-level bisection must keep
/// the whole chain fused.
class LongChainPass : public FaultPass<LongChainPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LongChainPass)
  LongChainPass() = default;
  LongChainPass(const LongChainPass &other) : FaultPass(other) {}

  StringRef getArgument() const final { return "defuse-fault-long-chain"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): fold one op in the middle of "
           "a fused chain of 5+ source ops to its first operand";
  }

  Option<int64_t> minOps{
      *this, "min-ops",
      llvm::cl::desc("Fewest computing payload ops (and distinct source "
                     "locations among them) a kernel needs to be corrupted"),
      llvm::cl::init(5)};
  Option<int64_t> position{
      *this, "position",
      llvm::cl::desc("Index of the op to fold among the eligible payload "
                     "ops (-1: the middle one)"),
      llvm::cl::init(-1)};

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      // Constants and linalg.index come from no source op of their own.
      SmallVector<Operation *> computing;
      llvm::SmallPtrSet<const void *, 8> sources;
      for (Operation *op : payloadOps(generic)) {
        if (op->getNumOperands() == 0 || op->getNumRegions() != 0)
          continue;
        computing.push_back(op);
        sources.insert(op->getLoc().getAsOpaquePointer());
      }
      if (static_cast<int64_t>(computing.size()) < minOps ||
          static_cast<int64_t>(sources.size()) < minOps)
        continue;
      SmallVector<Operation *> eligible;
      for (Operation *op : computing)
        if (op->getNumResults() == 1 &&
            op->getOperand(0).getType() == op->getResult(0).getType())
          eligible.push_back(op);
      int64_t index = position < 0 ? static_cast<int64_t>(eligible.size()) / 2
                                   : static_cast<int64_t>(position);
      if (index >= static_cast<int64_t>(eligible.size()) || !takeSite())
        continue;
      Operation *op = eligible[index];
      report(op, "folded " + op->getName().getStringRef() +
                     " to its first operand in a fused chain of " +
                     Twine(computing.size()) + " ops");
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }
  }
};

//===----------------------------------------------------------------------===//
// 11. defuse-fault-buffer-reuse
//===----------------------------------------------------------------------===//

/// WRONG: on bufferized IR, replaces a memref.alloc by an earlier alloc of
/// the identical static type in the same block although the earlier buffer is
/// still live: the earlier buffer is used after the first op that uses the
/// later one (uses through views such as expand_shape or subview count). Both
/// kernels now write the same memory, and the kernel that reads the earlier
/// result after the later one ran reads the later one's data:
///   %a = memref.alloc() : memref<4x8xf32>      // still read below
///   %b = memref.alloc() : memref<4x8xf32>      // uses of %b now use %a
/// (A buffer-reuse / memory-planning pass with an off-by-one live range, or
/// one that forgot that a view keeps its source alive.)
///
/// Why it is subtle: there is no out-of-bounds access and no garbage, only
/// real intermediate values in the wrong place; the tensor-level IR is right,
/// so every pass before bufferization is innocent, and the reference
/// interpreter cannot evaluate the memref IR the bug lives in. Each kernel is
/// correct in isolation: outlining one kernel gives it fresh buffers.
class BufferReusePass : public FaultPass<BufferReusePass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BufferReusePass)
  StringRef getArgument() const final { return "defuse-fault-buffer-reuse"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): make a memref.alloc reuse an "
           "earlier, still-live alloc of the same type";
  }

  /// The first and the last op in `alloc`'s block that use its buffer,
  /// directly or through views of it.
  static std::pair<Operation *, Operation *> useSpan(memref::AllocOp alloc) {
    Block *block = alloc->getBlock();
    Operation *first = nullptr, *last = nullptr;
    SmallVector<Value> worklist = {alloc.getResult()};
    while (!worklist.empty()) {
      Value buffer = worklist.pop_back_val();
      for (Operation *user : buffer.getUsers()) {
        if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
          if (view.getViewSource() == buffer) {
            llvm::append_range(worklist, user->getResults());
            continue;
          }
        }
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        if (!ancestor)
          continue;
        if (!first || ancestor->isBeforeInBlock(first))
          first = ancestor;
        if (!last || last->isBeforeInBlock(ancestor))
          last = ancestor;
      }
    }
    return {first, last};
  }

  void rewrite(Operation *root) {
    SmallVector<memref::AllocOp> allocs;
    root->walk<WalkOrder::PreOrder>([&](memref::AllocOp alloc) {
      if (alloc->getNumOperands() == 0 && !alloc.getResult().use_empty())
        allocs.push_back(alloc);
    });
    llvm::SmallPtrSet<Operation *, 8> erased;
    for (auto [j, later] : llvm::enumerate(allocs)) {
      for (memref::AllocOp earlier : ArrayRef(allocs).take_front(j)) {
        if (erased.contains(earlier) ||
            earlier->getBlock() != later->getBlock() ||
            earlier.getType() != later.getType())
          continue;
        // The earlier buffer must still be read after the first op that
        // uses the later one; when that op is itself the last reader, the
        // reuse is a legal in-place update and would corrupt nothing.
        Operation *lastRead = useSpan(earlier).second;
        Operation *firstWrite = useSpan(later).first;
        if (!lastRead || !firstWrite || !firstWrite->isBeforeInBlock(lastRead))
          continue;
        if (!takeSite())
          break;
        report(later, "buffer replaced by an earlier alloc of the same type "
                      "that is still live");
        later.getResult().replaceAllUsesWith(earlier.getResult());
        erased.insert(later);
        later->erase();
        break;
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// Probe outcomes: passes that make the compiler or the kernel fail loudly,
// so that the tests can check each failure is a distinct, reported outcome.
//===----------------------------------------------------------------------===//

/// Signals failure, as a pass does when it meets IR it cannot handle.
class FailPass : public PassWrapper<FailPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FailPass)
  StringRef getArgument() const final { return "defuse-test-fail"; }
  StringRef getDescription() const final { return "Always fails (test-only)"; }
  void runOnOperation() final {
    getOperation()->emitError("defuse-test-fail: failing on purpose");
    signalPassFailure();
  }
};

/// Leaves IR that does not verify: the terminator of each function body is
/// moved before the function's first op.
class BreakVerifierPass
    : public PassWrapper<BreakVerifierPass, OperationPass<func::FuncOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BreakVerifierPass)
  StringRef getArgument() const final { return "defuse-test-break-verifier"; }
  StringRef getDescription() const final {
    return "Leaves invalid IR behind (test-only)";
  }
  void runOnOperation() final {
    Block &body = getOperation().getBody().front();
    if (body.getOperations().size() > 1)
      body.getTerminator()->moveBefore(&body.front());
  }
};

/// Makes the compiled kernel call a C library function on entry: `abort`
/// (the kernel crashes) or `sleep(1000)` (the kernel hangs).
template <typename Derived>
class CallOnEntryPass : public PassWrapper<Derived, OperationPass<ModuleOp>> {
public:
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<func::FuncDialect, arith::ArithDialect>();
  }
  void runOnOperation() final {
    ModuleOp module = this->getOperation();
    bool isAbort = Derived::kAbort;
    StringRef callee = isAbort ? "abort" : "sleep";
    OpBuilder b(module.getBodyRegion());
    b.setInsertionPointToStart(module.getBody());
    Type i32 = b.getI32Type();
    auto type =
        isAbort ? b.getFunctionType({}, {}) : b.getFunctionType({i32}, {i32});
    SmallVector<func::FuncOp> targets;
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn.isPublic() && !fn.isExternal())
        targets.push_back(fn);
    auto decl = func::FuncOp::create(b, module.getLoc(), callee, type);
    decl.setPrivate();
    for (func::FuncOp fn : targets) {
      b.setInsertionPointToStart(&fn.getBody().front());
      SmallVector<Value> args;
      if (!isAbort)
        args.push_back(arith::ConstantIntOp::create(b, fn.getLoc(), i32, 1000));
      func::CallOp::create(b, fn.getLoc(), decl, args);
    }
  }
};

class CrashKernelPass : public CallOnEntryPass<CrashKernelPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CrashKernelPass)
  static constexpr bool kAbort = true;
  StringRef getArgument() const final { return "defuse-test-crash-kernel"; }
  StringRef getDescription() const final {
    return "Compiled entry calls abort() (test-only)";
  }
};

class HangKernelPass : public CallOnEntryPass<HangKernelPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(HangKernelPass)
  static constexpr bool kAbort = false;
  StringRef getArgument() const final { return "defuse-test-hang-kernel"; }
  StringRef getDescription() const final {
    return "Compiled entry calls sleep(1000) (test-only)";
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Plugin entry point.
//===----------------------------------------------------------------------===//

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DefuseFaultPlugin", "v0.1", []() {
            PassRegistration<SwapOperandsPass>();
            PassRegistration<WrongIndexingMapPass>();
            PassRegistration<PrecisionLossPass>();
            PassRegistration<WrongReductionPass>();
            PassRegistration<MaxnumForMaximumPass>();
            PassRegistration<ShapeTriggerPass>();
            PassRegistration<OffByOneSlicePass>();
            PassRegistration<ValueTriggerPass>();
            PassRegistration<FalseNswPass>();
            PassRegistration<LongChainPass>();
            PassRegistration<BufferReusePass>();
            defuse_faults::registerDriftFaults();
            PassRegistration<FailPass>();
            PassRegistration<BreakVerifierPass>();
            PassRegistration<CrashKernelPass>();
            PassRegistration<HangKernelPass>();
          }};
}
