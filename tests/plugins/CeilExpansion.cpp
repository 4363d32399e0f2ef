//===- CeilExpansion.cpp --------------------------------------------------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/CeilExpansion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>
#include <vector>

using namespace mlir;
using namespace defuse_plugins;

namespace {

Value constant(OpBuilder &b, Location loc, Type type, double v) {
  return arith::ConstantOp::create(b, loc, FloatAttr::get(type, v));
}

/// ceil(x) through an integer conversion: x itself where it is integral
/// already or not finite (no fptosi of them: its result would be poison),
/// and the sign of x on the result (ceil of (-1, -0] is -0).
Value expandCeil(OpBuilder &b, Location loc, Value x) {
  auto type = cast<FloatType>(x.getType());
  double integral = std::ldexp(1.0, type.getFPMantissaWidth() - 1);
  Value absx = math::AbsFOp::create(b, loc, x);
  Value big = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UGE, absx,
                                    constant(b, loc, type, integral));
  Value safe =
      arith::SelectOp::create(b, loc, big, constant(b, loc, type, 0.0), x);
  Value asInt = arith::FPToSIOp::create(b, loc, b.getIntegerType(64), safe);
  Value t = arith::SIToFPOp::create(b, loc, type, asInt);
  Value below =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, t, safe);
  Value up = arith::AddFOp::create(b, loc, t, constant(b, loc, type, 1.0));
  Value r = arith::SelectOp::create(b, loc, below, up, t);
  r = math::CopySignOp::create(b, loc, r, x);
  return arith::SelectOp::create(b, loc, big, x, r);
}

class CeilExpansionPass
    : public PassWrapper<CeilExpansionPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CeilExpansionPass)

  explicit CeilExpansionPass(CeilExpansionOptions o) : options(std::move(o)) {}
  CeilExpansionPass(const CeilExpansionPass &) = default;

  StringRef getArgument() const final { return options.argument; }
  StringRef getDescription() const final { return options.description; }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, math::MathDialect>();
  }

  void runOnOperation() final {
    if (options.expandCorrectly()) {
      std::vector<math::CeilOp> ceils;
      getOperation()->walk([&](math::CeilOp op) {
        auto type = dyn_cast<FloatType>(op.getType());
        if (type && (!options.f32Only || type.isF32()))
          ceils.push_back(op);
      });
      for (math::CeilOp op : ceils) {
        OpBuilder b(op);
        op.replaceAllUsesWith(expandCeil(b, op.getLoc(), op.getOperand()));
        op.erase();
      }
    }
    RewritePatternSet patterns(&getContext());
    math::populateExpansionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

private:
  CeilExpansionOptions options;
};

} // namespace

std::unique_ptr<Pass>
defuse_plugins::createCeilExpansionPass(CeilExpansionOptions o) {
  return std::make_unique<CeilExpansionPass>(std::move(o));
}

void defuse_plugins::registerCeilExpansionPass(CeilExpansionOptions o) {
  registerPass([o] { return createCeilExpansionPass(o); });
}
