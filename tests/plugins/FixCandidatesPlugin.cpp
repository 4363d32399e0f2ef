//===- FixCandidatesPlugin.cpp - Faulty passes and candidate fixes --------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
// Rewrite rules that do a real, wanted transformation and get one case
// wrong, each registered in every variant of FixVariants.h: the faulty pass,
// its correct fix and six wrong "fixes". They act on the scalar ops of fused
// kernels (after tosa-to-linalg and linalg-fuse-elementwise-ops, a splat
// constant operand is a scalar constant in the body).
//
//   pow-to-mul        powf(x, c) for c in {0, 1, 2, -1} as 1, x, x*x, 1/x;
//                     bug: c = 0 as x*0 + 1 (NaN for an infinite or NaN x)
//   mul-identity      x*1 -> x, x*-1 -> -x; bug: x*0 -> 0 (NaN, Inf and the
//                     sign of a negative x are lost)
//   div-to-mul        x / c -> x * (1/c) for c a power of two (exact); bug:
//                     for a negative c the sign of 1/c is lost
//   negate-hoist      f(-x) -> -f(x) for odd f (sin, tanh, erf, atan), and
//                     cos(-x) -> cos(x); bug: cos(-x) -> -cos(x)
//   add-of-negate     a + (-y) -> a - y; bug: (-x) + b -> x - b (should be
//                     b - x)
//   minmax-idempotent max(max(x, c), c) -> max(x, c) and the min mirror;
//                     bug: max(min(x, c), c) -> max(x, c)
//
// And two replacements of upstream MLIR passes with real bugs, whose wrong
// fixes leave the upstream expansion in place where they are broken:
//
//   math-expand-ops   math-expand-ops with a correct ceil (llvm-project
//                     #218111: ceil(-0.25) is +0; #151786: fptosi of NaN or
//                     Inf is poison); the neighbouring case left broken is
//                     ceil(-0) itself
//   arith-expand      arith-expand with maximumf/minimumf that order -0
//                     below +0 (the compare-and-select expansion does not);
//                     the neighbouring case left broken is any type but f32
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/FixVariants.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace defuse_fixlab;

namespace {

Value op0(Operation *op) { return op->getOperand(0); }

/// A copy of `op` reading `x` in place of its first operand.
Value cloneWith(OpBuilder &b, Operation *op, Value x) {
  Operation *copy = b.clone(*op);
  copy->setOperand(0, x);
  return copy->getResult(0);
}

/// The value copied ahead of `op` (left for the upstream patterns of the
/// rule's `rest` to expand as upstream does).
Value upstream(OpBuilder &b, Operation *op) {
  return b.clone(*op)->getResult(0);
}

//===----------------------------------------------------------------------===//
// Own rules
//===----------------------------------------------------------------------===//

Rule powToMul() {
  Rule r;
  r.name = "pow-to-mul";
  r.description = "powf by 0, 1, 2 or -1 as a constant, x, x*x or 1/x";
  r.match = [](Operation *op, Site &s) {
    auto pow = dyn_cast<math::PowFOp>(op);
    double c;
    if (!pow || !isConstant(pow.getRhs(), c) ||
        (c != 0 && c != 1 && c != 2 && c != -1))
      return false;
    s.bugCase = c == 0;
    s.key = pow.getLhs();
    return true;
  };
  r.correct = [](OpBuilder &b, Operation *op) -> Value {
    auto pow = cast<math::PowFOp>(op);
    Value x = pow.getLhs();
    double c;
    isConstant(pow.getRhs(), c);
    Location loc = op->getLoc();
    if (c == 0)
      return floatConstant(b, loc, x.getType(), 1.0);
    if (c == 1)
      return x;
    if (c == 2)
      return arith::MulFOp::create(b, loc, x, x);
    return arith::DivFOp::create(b, loc,
                                 floatConstant(b, loc, x.getType(), 1.0), x);
  };
  r.buggy = [](OpBuilder &b, Operation *op) -> Value {
    Value x = op0(op);
    Location loc = op->getLoc();
    Value zero = arith::MulFOp::create(b, loc, x,
                                       floatConstant(b, loc, x.getType(), 0.0));
    return arith::AddFOp::create(b, loc, zero,
                                 floatConstant(b, loc, x.getType(), 1.0));
  };
  r.reproShape = "1x1";
  r.reproValue = std::numeric_limits<double>::quiet_NaN();
  return r;
}

Rule mulIdentity() {
  Rule r;
  r.name = "mul-identity";
  r.description = "x*1 as x and x*-1 as -x";
  auto constantOperand = [](arith::MulFOp mul, double &c) -> Value {
    if (isConstant(mul.getRhs(), c))
      return mul.getLhs();
    if (isConstant(mul.getLhs(), c))
      return mul.getRhs();
    return {};
  };
  r.match = [constantOperand](Operation *op, Site &s) {
    auto mul = dyn_cast<arith::MulFOp>(op);
    double c;
    Value x = mul ? constantOperand(mul, c) : Value();
    if (!x || (c != 1 && c != -1 && c != 0))
      return false;
    s.bugCase = c == 0;
    s.key = x;
    return true;
  };
  r.correct = [constantOperand](OpBuilder &b, Operation *op) -> Value {
    double c;
    Value x = constantOperand(cast<arith::MulFOp>(op), c);
    if (c == 1)
      return x;
    if (c == -1)
      return arith::NegFOp::create(b, op->getLoc(), x);
    return op->getResult(0);
  };
  r.buggy = [](OpBuilder &b, Operation *op) -> Value {
    return floatConstant(b, op->getLoc(), op->getResult(0).getType(), 0.0);
  };
  r.reproShape = "1x1";
  r.reproValue = std::numeric_limits<double>::quiet_NaN();
  return r;
}

Rule divToMul() {
  Rule r;
  r.name = "div-to-mul";
  r.description = "x / c as x * (1/c) for c a power of two (1/c is exact)";
  auto powerOfTwo = [](double c) {
    int exponent;
    return c != 0 && std::isfinite(c) &&
           std::frexp(std::fabs(c), &exponent) == 0.5;
  };
  r.match = [powerOfTwo](Operation *op, Site &s) {
    auto div = dyn_cast<arith::DivFOp>(op);
    double c;
    if (!div || !isConstant(div.getRhs(), c) || !powerOfTwo(c))
      return false;
    s.bugCase = c < 0;
    s.key = div.getLhs();
    return true;
  };
  auto scaled = [](OpBuilder &b, Operation *op, bool keepSign) -> Value {
    auto div = cast<arith::DivFOp>(op);
    double c;
    isConstant(div.getRhs(), c);
    double reciprocal = 1.0 / (keepSign ? c : std::fabs(c));
    return arith::MulFOp::create(
        b, op->getLoc(), div.getLhs(),
        floatConstant(b, op->getLoc(), div.getType(), reciprocal));
  };
  r.correct = [scaled](OpBuilder &b, Operation *op) {
    return scaled(b, op, true);
  };
  r.buggy = [scaled](OpBuilder &b, Operation *op) {
    return scaled(b, op, false);
  };
  r.reproShape = "1x1";
  r.reproValue = 1.0;
  return r;
}

Rule negateHoist() {
  Rule r;
  r.name = "negate-hoist";
  r.description = "f(-x) as -f(x) for odd f, cos(-x) as cos(x)";
  r.match = [](Operation *op, Site &s) {
    if (!isa<math::SinOp, math::TanhOp, math::ErfOp, math::AtanOp, math::CosOp>(
            op))
      return false;
    auto neg = op0(op).getDefiningOp<arith::NegFOp>();
    if (!neg)
      return false;
    s.bugCase = isa<math::CosOp>(op);
    s.key = neg.getOperand();
    return true;
  };
  auto hoisted = [](OpBuilder &b, Operation *op) -> Value {
    Value x = op0(op).getDefiningOp()->getOperand(0);
    return arith::NegFOp::create(b, op->getLoc(), cloneWith(b, op, x));
  };
  r.correct = [hoisted](OpBuilder &b, Operation *op) -> Value {
    if (isa<math::CosOp>(op))
      return cloneWith(b, op, op0(op).getDefiningOp()->getOperand(0));
    return hoisted(b, op);
  };
  r.buggy = hoisted;
  r.reproShape = "1x1";
  r.reproValue = 0.0;
  return r;
}

Rule addOfNegate() {
  Rule r;
  r.name = "add-of-negate";
  r.description = "a + (-y) as a - y";
  r.match = [](Operation *op, Site &s) {
    auto add = dyn_cast<arith::AddFOp>(op);
    if (!add)
      return false;
    if (auto neg = add.getRhs().getDefiningOp<arith::NegFOp>()) {
      s.bugCase = false;
      s.key = neg.getOperand();
      return true;
    }
    if (auto neg = add.getLhs().getDefiningOp<arith::NegFOp>()) {
      s.bugCase = true;
      s.key = neg.getOperand();
      return true;
    }
    return false;
  };
  r.correct = [](OpBuilder &b, Operation *op) -> Value {
    auto add = cast<arith::AddFOp>(op);
    if (auto neg = add.getRhs().getDefiningOp<arith::NegFOp>())
      return arith::SubFOp::create(b, op->getLoc(), add.getLhs(),
                                   neg.getOperand());
    auto neg = add.getLhs().getDefiningOp<arith::NegFOp>();
    return arith::SubFOp::create(b, op->getLoc(), add.getRhs(),
                                 neg.getOperand());
  };
  r.buggy = [](OpBuilder &b, Operation *op) -> Value {
    auto add = cast<arith::AddFOp>(op);
    auto neg = add.getLhs().getDefiningOp<arith::NegFOp>();
    return arith::SubFOp::create(b, op->getLoc(), neg.getOperand(),
                                 add.getRhs());
  };
  r.reproShape = "1x1";
  r.reproValue = 0.0;
  return r;
}

Rule minmaxIdempotent() {
  Rule r;
  r.name = "minmax-idempotent";
  r.description = "max(max(x, c), c) as max(x, c), and the min mirror";
  r.match = [](Operation *op, Site &s) {
    if (!isa<arith::MaximumFOp, arith::MinimumFOp>(op))
      return false;
    double outer, inner;
    if (!isConstant(op->getOperand(1), outer))
      return false;
    Operation *in = op0(op).getDefiningOp();
    if (!in || !isa<arith::MaximumFOp, arith::MinimumFOp>(in) ||
        !isConstant(in->getOperand(1), inner) || inner != outer)
      return false;
    s.bugCase = in->getName() != op->getName();
    s.key = in->getOperand(0);
    return true;
  };
  r.correct = [](OpBuilder &, Operation *op) -> Value {
    Operation *in = op0(op).getDefiningOp();
    return in->getName() == op->getName() ? op0(op) : op->getResult(0);
  };
  r.buggy = [](OpBuilder &b, Operation *op) -> Value {
    return cloneWith(b, op, op0(op).getDefiningOp()->getOperand(0));
  };
  r.reproShape = "1x1";
  r.reproValue = 1.0;
  return r;
}

//===----------------------------------------------------------------------===//
// Replacements of upstream passes
//===----------------------------------------------------------------------===//

/// ceil(x) through an integer conversion, done right: x is kept where it is
/// already integral or not finite (|x| >= 2^mantissa, NaN: no fptosi of
/// them, whose result is poison), and the result takes x's sign (ceil of
/// (-1, -0] is -0). With `zeroSignOnlyBelowZero`, the sign is only mended
/// for x < 0, leaving ceil(-0) = +0: the neighbouring case a hasty fix of
/// ceil(-0.25) misses.
Value expandCeil(OpBuilder &b, Operation *op, bool zeroSignOnlyBelowZero) {
  Location loc = op->getLoc();
  Value x = op0(op);
  auto type = cast<FloatType>(x.getType());
  double integral = std::ldexp(1.0, type.getFPMantissaWidth() - 1);
  Value absx = math::AbsFOp::create(b, loc, x);
  Value big = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UGE, absx,
                                    floatConstant(b, loc, type, integral));
  Value safe =
      arith::SelectOp::create(b, loc, big, floatConstant(b, loc, type, 0.0), x);
  Value asInt = arith::FPToSIOp::create(b, loc, b.getIntegerType(64), safe);
  Value t = arith::SIToFPOp::create(b, loc, type, asInt);
  Value below =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, t, safe);
  Value up = arith::AddFOp::create(b, loc, t, floatConstant(b, loc, type, 1.0));
  Value r = arith::SelectOp::create(b, loc, below, up, t);
  if (zeroSignOnlyBelowZero) {
    Value negative = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x,
                                           floatConstant(b, loc, type, 0));
    Value signedR = math::CopySignOp::create(b, loc, r, x);
    r = arith::SelectOp::create(b, loc, negative, signedR, r);
  } else {
    r = math::CopySignOp::create(b, loc, r, x);
  }
  return arith::SelectOp::create(b, loc, big, x, r);
}

Rule mathExpandOps() {
  Rule r;
  r.name = "math-expand-ops";
  r.description = "math-expand-ops with ceil expanded correctly";
  r.match = [](Operation *op, Site &s) {
    if (!isa<math::CeilOp>(op) || !isa<FloatType>(op0(op).getType()))
      return false;
    s.bugCase = true;
    s.key = op0(op);
    return true;
  };
  r.correct = [](OpBuilder &b, Operation *op) {
    return expandCeil(b, op, false);
  };
  r.buggy = upstream;
  r.neighbour = [](Operation *) { return true; };
  r.partial = [](OpBuilder &b, Operation *op) {
    return expandCeil(b, op, true);
  };
  r.rest = [](RewritePatternSet &patterns) {
    math::populateExpansionPatterns(patterns);
  };
  r.reproShape = "1x1x1";
  r.reproValue = -0.9817388;
  return r;
}

/// maximumf (minimumf) as compare and select, with -0 ordered below +0: of
/// two equal values the one whose sign bit is the AND (OR) of both, and a
/// NaN operand giving NaN.
Value expandMinMax(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  Value a = op->getOperand(0), c = op->getOperand(1);
  auto type = cast<FloatType>(a.getType());
  bool isMax = isa<arith::MaximumFOp>(op);
  Value pick = arith::CmpFOp::create(
      b, loc, isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, a,
      c);
  Value r = arith::SelectOp::create(b, loc, pick, a, c);
  auto intType = b.getIntegerType(type.getWidth());
  Value ai = arith::BitcastOp::create(b, loc, intType, a);
  Value ci = arith::BitcastOp::create(b, loc, intType, c);
  Value merged = isMax ? Value(arith::AndIOp::create(b, loc, ai, ci))
                       : Value(arith::OrIOp::create(b, loc, ai, ci));
  Value equal = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, a, c);
  r = arith::SelectOp::create(
      b, loc, equal, arith::BitcastOp::create(b, loc, type, merged), r);
  Value unordered =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, a, c);
  return arith::SelectOp::create(b, loc, unordered,
                                 arith::AddFOp::create(b, loc, a, c), r);
}

Rule arithExpand() {
  Rule r;
  r.name = "arith-expand";
  r.description = "arith-expand with maximumf/minimumf ordering -0 below +0";
  r.match = [](Operation *op, Site &s) {
    if (!isa<arith::MaximumFOp, arith::MinimumFOp>(op) ||
        !isa<FloatType>(op0(op).getType()))
      return false;
    s.bugCase = true;
    s.key = op0(op);
    return true;
  };
  r.correct = expandMinMax;
  r.buggy = upstream;
  r.rest = [](RewritePatternSet &patterns) {
    arith::populateArithExpandOpsPatterns(patterns);
  };
  r.reproShape = "1x1";
  r.reproValue = -0.0;
  return r;
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DefuseFixCandidatesPlugin", "v0.1", []() {
            for (const Rule &rule :
                 {powToMul(), mulIdentity(), divToMul(), negateHoist(),
                  addOfNegate(), minmaxIdempotent()})
              registerVariants(rule);
            registerVariants(mathExpandOps(), /*withFaulty=*/false);
            registerVariants(arithExpand(), /*withFaulty=*/false);
          }};
}
