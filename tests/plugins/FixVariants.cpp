//===- FixVariants.cpp - One pass per variant of a rewrite rule -----------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/FixVariants.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>
#include <memory>
#include <random>

using namespace mlir;
using namespace defuse_fixlab;

Value defuse_fixlab::floatConstant(OpBuilder &b, Location loc, Type type,
                                   double v) {
  return arith::ConstantOp::create(b, loc, FloatAttr::get(type, v));
}

bool defuse_fixlab::isConstant(Value v, double &value) {
  Attribute attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return false;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  auto f = dyn_cast<FloatAttr>(attr);
  if (!f)
    return false;
  value = f.getValueAsDouble();
  return true;
}

namespace {

struct VariantName {
  Variant variant;
  const char *suffix;
};
constexpr VariantName kVariants[] = {
    {Variant::Faulty, "faulty"},
    {Variant::Fixed, "fixed"},
    {Variant::Disabled, "disabled"},
    {Variant::ShapeOnly, "shape-only"},
    {Variant::ValuesOnly, "values-only"},
    {Variant::Neighbour, "neighbour"},
    {Variant::Nondeterministic, "nondeterministic"},
    {Variant::Slow, "slow"},
};

/// "2x3": the shape of the kernel (linalg op) `op` sits in; "" outside one.
std::string kernelShape(Operation *op) {
  auto kernel = op->getParentOfType<linalg::LinalgOp>();
  if (!kernel || kernel->getNumResults() == 0)
    return "";
  auto type = dyn_cast<RankedTensorType>(kernel->getResult(0).getType());
  if (!type)
    return "";
  std::string shape;
  for (int64_t d : type.getShape())
    shape += (shape.empty() ? "" : "x") + std::to_string(d);
  return shape;
}

/// `v` itself when it is not `op`'s result; otherwise a fresh copy of `op`
/// (so that `v` can feed a select or a loop that replaces `op`).
Value materialize(OpBuilder &b, Operation *op, Value v) {
  if (v != op->getResult(0))
    return v;
  return b.clone(*op)->getResult(0);
}

/// Whether the bits of float `key` are those of `value` in its type.
Value bitsEqual(OpBuilder &b, Location loc, Value key, double value) {
  auto type = cast<FloatType>(key.getType());
  llvm::APFloat f(value);
  bool lost = false;
  f.convert(type.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  auto intType = b.getIntegerType(type.getWidth());
  Value bits = arith::BitcastOp::create(b, loc, intType, key);
  Value want = arith::ConstantOp::create(
      b, loc, IntegerAttr::get(intType, f.bitcastToAPInt()));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bits, want);
}

/// `v` again, its bits multiplied by 3 32768 times and then by the inverse
/// of 3 (mod 2^64) as often: exactly the same value (NaN and -0 included),
/// through two serial loops per element that LLVM cannot fold (a product
/// recurrence has no closed form for it).
Value slowIdentity(OpBuilder &b, Location loc, Value v) {
  auto type = cast<FloatType>(v.getType());
  auto bitsType = b.getIntegerType(type.getWidth());
  auto wide = b.getI64Type();
  Value bits = arith::BitcastOp::create(b, loc, bitsType, v);
  if (bitsType != wide)
    bits = arith::ExtUIOp::create(b, loc, wide, bits);
  Value lower = arith::ConstantIndexOp::create(b, loc, 0);
  Value upper = arith::ConstantIndexOp::create(b, loc, 32768);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  for (uint64_t factor : {uint64_t(3), uint64_t(0xAAAAAAAAAAAAAAABULL)}) {
    Value k = arith::ConstantOp::create(
        b, loc, IntegerAttr::get(wide, llvm::APInt(64, factor)));
    auto loop = scf::ForOp::create(
        b, loc, lower, upper, step, ValueRange{bits},
        [&](OpBuilder &nb, Location l, Value, ValueRange acc) {
          scf::YieldOp::create(nb, l,
                               Value(arith::MulIOp::create(nb, l, acc[0], k)));
        });
    bits = loop.getResult(0);
  }
  if (bitsType != wide)
    bits = arith::TruncIOp::create(b, loc, bitsType, bits);
  return arith::BitcastOp::create(b, loc, type, bits);
}

class VariantPass : public PassWrapper<VariantPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VariantPass)

  VariantPass(std::shared_ptr<const Rule> rule, Variant variant,
              std::string argument, std::string description)
      : rule(std::move(rule)), variant(variant), argument(std::move(argument)),
        description(std::move(description)) {}
  VariantPass(const VariantPass &other) = default;

  StringRef getArgument() const final { return argument; }
  StringRef getDescription() const final { return description; }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry
        .insert<arith::ArithDialect, linalg::LinalgDialect, math::MathDialect,
                scf::SCFDialect, tensor::TensorDialect>();
  }

  void runOnOperation() final {
    if (variant == Variant::Disabled) {
      markAllAnalysesPreserved();
      return;
    }
    std::vector<std::pair<Operation *, Site>> sites;
    getOperation()->walk([&](Operation *op) {
      Site site;
      if (op->getNumResults() == 1 && rule->match(op, site))
        sites.push_back({op, site});
    });
    std::random_device coin;
    for (auto &[op, site] : sites)
      rewrite(op, site, coin);
    if (rule->rest) {
      RewritePatternSet patterns(&getContext());
      rule->rest(patterns);
      if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
        return signalPassFailure();
    }
  }

private:
  void rewrite(Operation *op, const Site &site, std::random_device &coin) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    Value original = op->getResult(0);
    bool broken = false;
    switch (variant) {
    case Variant::Faulty:
      broken = site.bugCase;
      break;
    case Variant::ShapeOnly:
      broken = site.bugCase && kernelShape(op) != rule->reproShape;
      break;
    case Variant::Neighbour:
      broken = site.bugCase && (rule->neighbour ? rule->neighbour(op)
                                                : !original.getType().isF32());
      break;
    case Variant::Nondeterministic:
      broken = site.bugCase && (coin() & 1);
      break;
    default:
      break;
    }
    Value result;
    if (variant == Variant::ValuesOnly && site.bugCase) {
      Value good = materialize(b, op, rule->correct(b, op));
      Value bad = materialize(b, op, rule->buggy(b, op));
      Value hit = bitsEqual(b, loc, site.key, rule->reproValue);
      result = arith::SelectOp::create(b, loc, hit, good, bad);
    } else if (broken) {
      result = variant == Variant::Neighbour && rule->partial
                   ? rule->partial(b, op)
                   : rule->buggy(b, op);
    } else {
      result = rule->correct(b, op);
    }
    if (variant == Variant::Slow)
      result = slowIdentity(b, loc, materialize(b, op, result));
    if (result == original)
      return;
    original.replaceAllUsesWith(result);
    if (op->use_empty())
      op->erase();
  }

  std::shared_ptr<const Rule> rule;
  Variant variant;
  std::string argument, description;
};

} // namespace

void defuse_fixlab::registerVariants(const Rule &rule, bool withFaulty) {
  auto shared = std::make_shared<const Rule>(rule);
  for (const VariantName &v : kVariants) {
    if (v.variant == Variant::Faulty && !withFaulty)
      continue;
    std::string argument = "fixlab-" + rule.name + "-" + v.suffix;
    std::string description =
        rule.description + " (" + v.suffix + " variant, test-only)";
    Variant variant = v.variant;
    registerPass([shared, variant, argument, description] {
      return std::make_unique<VariantPass>(shared, variant, argument,
                                           description);
    });
  }
}
