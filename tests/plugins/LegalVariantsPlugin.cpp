//===- LegalVariantsPlugin.cpp - Passes that change numbers legally -------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
//===----------------------------------------------------------------------===//
//
// A pass plugin of CORRECT passes that change the computed numbers the way
// real compilers legally do: they reorder reductions, split them into
// partial sums, and let LLVM reassociate and contract. defuse must never
// report any of them (docs/ERROR-MODEL.md, "What counts as a legal
// execution"); the calibration of the statistical tier runs every model
// under every one of them (scripts/calibrate_oracle.py).
//
//   defuse-legal-fast-reductions   fastmath<reassoc, contract> on every
//                                  reduction's combiner (LLVM may reorder and
//                                  vectorize the sum) and contract on every
//                                  float mul and add (FMA contraction)
//   defuse-legal-reverse-reductions  each reduction of a linalg.generic
//                                  runs its reduction dimension backwards
//   defuse-legal-split-reductions  split-K: a reduction of extent N becomes
//                                  `ratio` partial sums of N / ratio terms
//                                  and a sum of the partial sums
//                                  (linalg::splitReduction), `times` times
//                                  over (ratio 2, times 3: a three-level tree)
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

using namespace mlir;

namespace {

/// The yielded combiners of `generic` that accumulate into an output: the
/// ops a reduction's order is about.
SmallVector<Operation *> reductionCombiners(linalg::GenericOp generic) {
  SmallVector<Operation *> combiners;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  for (auto [i, acc] : llvm::enumerate(generic.getRegionOutputArgs())) {
    Operation *def = yield.getOperand(i).getDefiningOp();
    if (def && def->getBlock() == generic.getBody() &&
        llvm::is_contained(def->getOperands(), acc))
      combiners.push_back(def);
  }
  return combiners;
}

bool hasReduction(linalg::GenericOp generic) {
  return llvm::is_contained(generic.getIteratorTypesArray(),
                            utils::IteratorType::reduction);
}

class FastReductionsPass
    : public PassWrapper<FastReductionsPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FastReductionsPass)
  StringRef getArgument() const final { return "defuse-legal-fast-reductions"; }
  StringRef getDescription() const final {
    return "LEGAL VARIANT: fastmath<reassoc,contract> on reduction combiners, "
           "contract on float mul/add";
  }

  void runOnOperation() override {
    auto flags = [](Operation *op, arith::FastMathFlags add) {
      auto fm = dyn_cast<arith::ArithFastMathInterface>(op);
      if (!fm)
        return;
      arith::FastMathFlags now = fm.getFastMathFlagsAttr().getValue();
      op->setAttr(fm.getFastMathAttrName(),
                  arith::FastMathFlagsAttr::get(op->getContext(), now | add));
    };
    getOperation()->walk([&](linalg::GenericOp generic) {
      generic.getBody()->walk([&](Operation *op) {
        if (isa<arith::AddFOp, arith::MulFOp, arith::SubFOp>(op))
          flags(op, arith::FastMathFlags::contract);
      });
      if (hasReduction(generic))
        for (Operation *combiner : reductionCombiners(generic))
          if (isa<arith::AddFOp, arith::MulFOp>(combiner))
            flags(combiner, arith::FastMathFlags::reassoc);
    });
  }
};

class ReverseReductionsPass
    : public PassWrapper<ReverseReductionsPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ReverseReductionsPass)
  StringRef getArgument() const final {
    return "defuse-legal-reverse-reductions";
  }
  StringRef getDescription() const final {
    return "LEGAL VARIANT: run the reduction dimensions of each "
           "linalg.generic backwards";
  }

  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp generic) {
      if (hasReduction(generic) && generic.hasPureTensorSemantics())
        generics.push_back(generic);
    });
    for (linalg::GenericOp generic : generics)
      reverse(generic);
  }

private:
  static void reverse(linalg::GenericOp generic) {
    SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
    MLIRContext *ctx = generic.getContext();
    unsigned loops = generic.getNumLoops();
    // d_k -> (N_k - 1) - d_k for every static reduction dim k: the inputs
    // are read back to front, so each sum takes its terms in reverse.
    SmallVector<AffineExpr> replacement;
    bool any = false;
    for (auto [k, it] : llvm::enumerate(generic.getIteratorTypesArray())) {
      AffineExpr d = getAffineDimExpr(k, ctx);
      if (it == utils::IteratorType::reduction &&
          !ShapedType::isDynamic(ranges[k]) && ranges[k] > 1) {
        replacement.push_back(getAffineConstantExpr(ranges[k] - 1, ctx) - d);
        any = true;
      } else {
        replacement.push_back(d);
      }
    }
    if (!any || generic.getBody()->getOps<linalg::IndexOp>().begin() !=
                    generic.getBody()->getOps<linalg::IndexOp>().end())
      return; // a body that reads its own indices sees the order
    // Linalg infers the loops' extents from operands indexed by plain
    // dims, which the reversed maps no longer are: each input is passed
    // once more under its original map, unread, to keep the extents.
    SmallVector<Value> inputs(generic.getDpsInputs());
    unsigned numInputs = inputs.size();
    SmallVector<AffineMap> oldMaps = generic.getIndexingMapsArray();
    SmallVector<AffineMap> maps;
    for (unsigned i = 0; i < numInputs; ++i)
      maps.push_back(
          oldMaps[i].replaceDimsAndSymbols(replacement, {}, loops, 0));
    for (unsigned i = 0; i < numInputs; ++i) {
      inputs.push_back(inputs[i]);
      maps.push_back(oldMaps[i]);
    }
    for (unsigned i = numInputs; i < oldMaps.size(); ++i)
      maps.push_back(oldMaps[i]);
    OpBuilder b(generic);
    auto reversed = linalg::GenericOp::create(
        b, generic.getLoc(), generic.getResultTypes(), inputs,
        generic.getDpsInits(), maps, generic.getIteratorTypesArray());
    reversed.getRegion().takeBody(generic.getRegion());
    Block &body = reversed.getRegion().front();
    for (unsigned i = 0; i < numInputs; ++i)
      body.insertArgument(numInputs + i,
                          getElementTypeOrSelf(inputs[i].getType()),
                          generic.getLoc());
    generic.replaceAllUsesWith(reversed.getResults());
    generic.erase();
  }
};

class SplitReductionsPass
    : public PassWrapper<SplitReductionsPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SplitReductionsPass)
  SplitReductionsPass() = default;
  SplitReductionsPass(const SplitReductionsPass &other) : PassWrapper(other) {}
  StringRef getArgument() const final {
    return "defuse-legal-split-reductions";
  }
  StringRef getDescription() const final {
    return "LEGAL VARIANT: split each single-reduction linalg op into ratio "
           "partial sums (split-K), times times over";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, linalg::LinalgDialect,
                    tensor::TensorDialect>();
  }

  Option<int64_t> ratio{*this, "ratio",
                        llvm::cl::desc("Partial sums per split"),
                        llvm::cl::init(4)};
  Option<int64_t> times{*this, "times",
                        llvm::cl::desc("How many times to split"),
                        llvm::cl::init(1)};

  void runOnOperation() override {
    for (int64_t round = 0; round < times; ++round) {
      // Projected permutations only: upstream's splitReduction builds
      // invalid IR from an operand indexed by a constant (a unit dimension
      // kept by linalg-morph-ops).
      SmallVector<linalg::LinalgOp> ops;
      getOperation()->walk([&](linalg::LinalgOp op) {
        if (op.getNumReductionLoops() == 1 && op.hasPureTensorSemantics() &&
            llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
              return map.isProjectedPermutation();
            }))
          ops.push_back(op);
      });
      IRRewriter rewriter(&getContext());
      for (linalg::LinalgOp op : ops) {
        SmallVector<unsigned> dims;
        op.getReductionDims(dims);
        int64_t extent = op.getStaticLoopRanges()[dims[0]];
        if (ShapedType::isDynamic(extent) || extent % ratio != 0 ||
            extent / ratio < 2)
          continue;
        rewriter.setInsertionPoint(op);
        int64_t r = ratio;
        (void)linalg::splitReduction(rewriter, op, [r](linalg::LinalgOp) {
          return linalg::SplitReductionOptions{r, 0, /*innerParallel=*/false};
        });
      }
    }
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DefuseLegalVariantsPlugin", "v0.1", []() {
            PassRegistration<FastReductionsPass>();
            PassRegistration<ReverseReductionsPass>();
            PassRegistration<SplitReductionsPass>();
          }};
}
