//===- DriftFaults.cpp - Deliberately wrong passes that only drift --------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
//===----------------------------------------------------------------------===//
//
// Four faults of the fault plugin whose damage is a relative error of 1e-4 or
// less: what a real precision bug looks like deep in a model, and what only
// the statistical tier of defuse's oracle can see there (the sound bounds of
// a deep model are far wider). Each acts on linalg.generic bodies, as the
// plugin's other faults do, with the same skip/limit/remarks options, so a
// test can place it in one layer of a model (its n-th site).
//
//   defuse-fault-leaky-reduction      in a sum of at least min-terms (64)
//                                     terms, each term loses a 2^-share
//                                     (2^-13) part of itself
//   defuse-fault-bf16-transcendental  exp or tanh of a fused kernel computed
//                                     in bf16 (its input and result rounded)
//   defuse-fault-rsqrt-bias           rsqrt(x) comes out (1 + relative) times
//                                     too large (relative = 1e-4)
//   defuse-fault-epsilon              the small constant added before a sqrt
//                                     or rsqrt (a LayerNorm's epsilon) is
//                                     scale (10) times too large
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/FaultPass.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <string>

using namespace mlir;
using namespace defuse_faults;

namespace {

/// A float constant of `type` (the payload's element type).
Value floatConstant(OpBuilder &b, Location loc, Type type, double v) {
  return arith::ConstantOp::create(b, loc, FloatAttr::get(type, v));
}

//===----------------------------------------------------------------------===//
// defuse-fault-leaky-reduction
//===----------------------------------------------------------------------===//

/// WRONG: in a long additive reduction (`acc + term` yielded, the reduction
/// extent at least min-terms), multiplies each term by 1 - 2^-share before
/// it is added: the sum comes out 2^-share (1.2e-4 for share 13) too small
/// in relative terms. (A blocked accumulation that scales its partial sums
/// by a constant meant for another block size.)
///
/// Why it is subtle: 1.2e-4 of a dot product of 256 terms is far inside the
/// worst-case bound of a matmul deep in a model, and the per-element error
/// looks like rounding noise of a slightly larger magnitude.
class LeakyReductionPass : public FaultPass<LeakyReductionPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LeakyReductionPass)
  LeakyReductionPass() = default;
  LeakyReductionPass(const LeakyReductionPass &other) : FaultPass(other) {}
  StringRef getArgument() const final { return "defuse-fault-leaky-reduction"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): each term of a long float "
           "sum loses a 2^-share part of itself";
  }

  Option<int64_t> share{*this, "share",
                        llvm::cl::desc("Each term loses 2^-share of itself"),
                        llvm::cl::init(13)};
  Option<int64_t> minTerms{
      *this, "min-terms",
      llvm::cl::desc("Fewest terms (reduction extent) a sum needs"),
      llvm::cl::init(64)};

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root)) {
      int64_t terms = 1;
      SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
      for (auto [d, it] : llvm::enumerate(generic.getIteratorTypesArray()))
        if (it == utils::IteratorType::reduction)
          terms *= ranges[d];
      if (terms < minTerms || ShapedType::isDynamic(terms))
        continue;
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      for (auto [i, acc] : llvm::enumerate(generic.getRegionOutputArgs())) {
        auto add = yield.getOperand(i).getDefiningOp<arith::AddFOp>();
        if (!add || add->getBlock() != generic.getBody() ||
            (add.getLhs() != acc && add.getRhs() != acc) || !takeSite(add))
          continue;
        unsigned termIndex = add.getLhs() == acc ? 1 : 0;
        OpBuilder b(add);
        Value term = add->getOperand(termIndex);
        Value keep = floatConstant(b, add.getLoc(), term.getType(),
                                   1.0 - std::ldexp(1.0, -share));
        add->setOperand(termIndex,
                        arith::MulFOp::create(b, add.getLoc(), term, keep));
        report(add, "each term loses 2^-" + Twine(share.getValue()));
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// defuse-fault-bf16-transcendental
//===----------------------------------------------------------------------===//

/// WRONG: in a fused kernel (a body of at least two payload ops), computes
/// one f32 math.exp, math.tanh or math.erf (or the unary math function
/// named) in bf16: its input is truncated to bf16,
/// the function runs in bf16, the result is extended back. (A backend's
/// "fast" transcendental table meant for bf16 models, picked for f32.)
///
/// Why it is subtle: bf16 keeps 8 significant bits, so the error is about
/// 2^-9 relative at the op; downstream of a GELU or a softmax and a matmul
/// it shrinks to 1e-4 of the output and below, inside the sound bounds of
/// any deep model.
class Bf16TranscendentalPass : public FaultPass<Bf16TranscendentalPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Bf16TranscendentalPass)
  Bf16TranscendentalPass() = default;
  Bf16TranscendentalPass(const Bf16TranscendentalPass &other)
      : FaultPass(other) {}
  StringRef getArgument() const final {
    return "defuse-fault-bf16-transcendental";
  }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): compute an f32 exp, tanh or "
           "erf of a fused kernel in bf16";
  }

  Option<std::string> function{
      *this, "function",
      llvm::cl::desc("Which function: a unary math op's name (exp, tanh, "
                     "erf, log, ...) or any (exp, tanh and erf)"),
      llvm::cl::init("any")};

  bool wanted(Operation *op) const {
    if (function == "any")
      return isa<math::ExpOp, math::TanhOp, math::ErfOp>(op);
    return op->getName().getStringRef() == "math." + function.getValue();
  }

  void rewrite(Operation *root) {
    // A misspelt function would leave the fault with no site: a fault test
    // that passes for the wrong reason.
    if (function != "any" &&
        !RegisteredOperationName::lookup("math." + function.getValue(),
                                         root->getContext())) {
      root->emitError() << "defuse-fault-bf16-transcendental: no op math."
                        << function.getValue();
      this->signalPassFailure();
      return;
    }
    for (linalg::GenericOp generic : collectGenerics(root)) {
      SmallVector<Operation *> ops = payloadOps(generic);
      if (ops.size() < 2)
        continue;
      for (Operation *op : ops) {
        if (!wanted(op) || !op->getResult(0).getType().isF32() || !takeSite(op))
          continue;
        OpBuilder b(op);
        Location loc = op->getLoc();
        Type bf16 = b.getBF16Type(), f32 = b.getF32Type();
        Value narrow = arith::TruncFOp::create(b, loc, bf16, op->getOperand(0));
        Operation *inBf16 = b.clone(*op);
        inBf16->setOperand(0, narrow);
        inBf16->getResult(0).setType(bf16);
        Value wide = arith::ExtFOp::create(b, loc, f32, inBf16->getResult(0));
        op->getResult(0).replaceAllUsesWith(wide);
        report(op, "computed " + op->getName().getStringRef() + " in bf16");
        op->erase();
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// defuse-fault-rsqrt-bias
//===----------------------------------------------------------------------===//

/// WRONG: multiplies the result of a math.rsqrt in a linalg.generic body by
/// 1 + relative (1e-4). (An approximation whose Newton step uses a rounded
/// constant.) A LayerNorm or RMSNorm built on it scales its whole row.
class RsqrtBiasPass : public FaultPass<RsqrtBiasPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RsqrtBiasPass)
  RsqrtBiasPass() = default;
  RsqrtBiasPass(const RsqrtBiasPass &other) : FaultPass(other) {}
  StringRef getArgument() const final { return "defuse-fault-rsqrt-bias"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): rsqrt comes out 1 + relative "
           "times too large";
  }

  Option<double> relative{*this, "relative",
                          llvm::cl::desc("Relative error of each rsqrt"),
                          llvm::cl::init(1e-4)};

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root))
      for (Operation *op : payloadOps(generic)) {
        auto rsqrt = dyn_cast<math::RsqrtOp>(op);
        if (!rsqrt || !takeSite(op))
          continue;
        OpBuilder b(op->getContext());
        b.setInsertionPointAfter(op);
        Value factor =
            floatConstant(b, op->getLoc(), rsqrt.getType(), 1.0 + relative);
        auto biased =
            arith::MulFOp::create(b, op->getLoc(), rsqrt.getResult(), factor);
        rsqrt.getResult().replaceAllUsesExcept(biased, biased);
        report(op, "rsqrt off by a relative " + std::to_string(relative));
      }
  }
};

//===----------------------------------------------------------------------===//
// defuse-fault-epsilon
//===----------------------------------------------------------------------===//

/// WRONG: in a linalg.generic body, an arith.addf of a small positive
/// constant (at most max-epsilon, 1e-3) whose result a math.rsqrt or
/// math.sqrt takes, a LayerNorm's `var + eps`, gets the constant times
/// `scale` (10). The constant may be an arith.constant in the body or a
/// kernel input that is a splat arith.constant. (A pass that folded the
/// epsilon of another model's config into this one.)
///
/// Why it is subtle: for variances near 1 the normalized values move by
/// about (scale - 1) eps / 2 relative, 4.5e-5 for eps = 1e-5: below any
/// sound bound of a deep model, far above its rounding noise.
class EpsilonPass : public FaultPass<EpsilonPass> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(EpsilonPass)
  EpsilonPass() = default;
  EpsilonPass(const EpsilonPass &other) : FaultPass(other) {}
  StringRef getArgument() const final { return "defuse-fault-epsilon"; }
  StringRef getDescription() const final {
    return "FAULT INJECTION (wrong on purpose): scale the epsilon added before "
           "a sqrt or rsqrt";
  }

  Option<double> scale{*this, "scale",
                       llvm::cl::desc("Factor applied to the epsilon"),
                       llvm::cl::init(10.0)};
  Option<double> maxEpsilon{
      *this, "max-epsilon",
      llvm::cl::desc("Largest constant taken for an epsilon"),
      llvm::cl::init(1e-3)};

  /// The value of `v` when it is a small positive float constant, seen from
  /// inside `generic`'s body.
  std::optional<double> smallConstant(linalg::GenericOp generic,
                                      Value v) const {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != generic.getBody() ||
          arg.getArgNumber() >= generic.getNumDpsInputs())
        return std::nullopt;
      v = generic.getDpsInputs()[arg.getArgNumber()];
    }
    auto cst = v.getDefiningOp<arith::ConstantOp>();
    if (!cst)
      return std::nullopt;
    double value;
    if (auto f = dyn_cast<FloatAttr>(cst.getValue()))
      value = f.getValueAsDouble();
    else if (auto dense = dyn_cast<DenseFPElementsAttr>(cst.getValue());
             dense && dense.isSplat())
      value = dense.getSplatValue<APFloat>().convertToDouble();
    else
      return std::nullopt;
    if (!(value > 0 && value <= maxEpsilon))
      return std::nullopt;
    return value;
  }

  void rewrite(Operation *root) {
    for (linalg::GenericOp generic : collectGenerics(root))
      for (Operation *op : payloadOps(generic)) {
        auto add = dyn_cast<arith::AddFOp>(op);
        if (!add || !llvm::any_of(add->getUsers(), [](Operation *user) {
              return isa<math::RsqrtOp, math::SqrtOp>(user);
            }))
          continue;
        for (unsigned i = 0; i < 2; ++i) {
          std::optional<double> eps = smallConstant(generic, add.getOperand(i));
          if (!eps || !takeSite(add))
            continue;
          OpBuilder b(add);
          Value factor = floatConstant(b, add.getLoc(), add.getType(), scale);
          add->setOperand(i, arith::MulFOp::create(b, add.getLoc(),
                                                   add.getOperand(i), factor));
          report(add, "epsilon " + std::to_string(*eps) + " scaled by " +
                          std::to_string(scale));
          break;
        }
      }
  }
};

} // namespace

void defuse_faults::registerDriftFaults() {
  PassRegistration<LeakyReductionPass>();
  PassRegistration<Bf16TranscendentalPass>();
  PassRegistration<RsqrtBiasPass>();
  PassRegistration<EpsilonPass>();
}
