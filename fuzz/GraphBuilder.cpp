//===- GraphBuilder.cpp ---------------------------------------------------===//

#include "fuzz/GraphBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

using namespace defuse;
using namespace mlir;

const char *defuse::unaryKindName(UnaryKind k) {
  static const char *const names[] = {
      "abs",   "negate",     "exp",   "log", "tanh", "sigmoid", "ceil",
      "floor", "reciprocal", "rsqrt", "sin", "cos",  "erf"};
  return names[static_cast<int>(k)];
}

const char *defuse::binaryKindName(BinaryKind k) {
  static const char *const names[] = {"add",
                                      "sub",
                                      "mul",
                                      "maximum",
                                      "minimum",
                                      "pow",
                                      "intdiv",
                                      "bitwise_and",
                                      "bitwise_or",
                                      "bitwise_xor",
                                      "arithmetic_right_shift",
                                      "logical_left_shift"};
  return names[static_cast<int>(k)];
}

std::vector<int64_t> Node::shape() const {
  auto t = mlir::cast<RankedTensorType>(value.getType());
  return {t.getShape().begin(), t.getShape().end()};
}

ElementType Node::type() const {
  return *ElementType::fromMlir(
      mlir::cast<RankedTensorType>(value.getType()).getElementType());
}

static Type mlirElementType(MLIRContext &ctx, ElementType t) {
  switch (t.kind) {
  case ElementKind::F16:
    return Float16Type::get(&ctx);
  case ElementKind::BF16:
    return BFloat16Type::get(&ctx);
  case ElementKind::F32:
    return Float32Type::get(&ctx);
  case ElementKind::F64:
    return Float64Type::get(&ctx);
  case ElementKind::Index:
    return IndexType::get(&ctx);
  default:
    return IntegerType::get(&ctx, t.bitWidth());
  }
}

/// The interval an integer type can hold: where a wrapped result may land.
static Interval fullRange(ElementType t) {
  if (t.isFloat())
    return {-t.maxFinite(), t.maxFinite()};
  double half = std::ldexp(1.0, static_cast<int>(t.bitWidth()) - 1);
  return {-half, half - 1};
}

/// An integer result that may have wrapped spans the whole type.
static Interval wrapped(Interval r, ElementType t) {
  if (t.isFloat())
    return r;
  Interval full = fullRange(t);
  if (r.lo < full.lo || r.hi > full.hi)
    return full;
  return r;
}

static Interval hull(std::initializer_list<double> values) {
  return {std::min(values), std::max(values)};
}

GraphBuilder::GraphBuilder(MLIRContext &ctx, const std::string &functionName)
    : context(ctx), builder(&ctx) {
  ctx.loadDialect<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  tensor::TensorDialect, tosa::TosaDialect>();
  module = ModuleOp::create(UnknownLoc::get(&ctx));
  builder.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(builder, UnknownLoc::get(&ctx), functionName,
                                   builder.getFunctionType({}, {}));
  functionOp = func;
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
}

Location GraphBuilder::nextLoc() {
  ++ops;
  return UnknownLoc::get(&context);
}

Type GraphBuilder::tensorType(const std::vector<int64_t> &shape,
                              ElementType type) const {
  return RankedTensorType::get(shape, mlirElementType(context, type));
}

Node GraphBuilder::argument(const std::vector<int64_t> &shape, ElementType type,
                            const std::string &inputSpec, Interval range) {
  Block &entry = mlir::cast<func::FuncOp>(functionOp).getBody().front();
  Value v =
      entry.addArgument(tensorType(shape, type), UnknownLoc::get(&context));
  specs.push_back(inputSpec);
  return {v, range};
}

Node GraphBuilder::splat(const std::vector<int64_t> &shape, ElementType type,
                         double v) {
  auto t = mlir::cast<RankedTensorType>(tensorType(shape, type));
  Attribute element =
      type.isFloat() ? Attribute(builder.getFloatAttr(t.getElementType(), v))
                     : Attribute(builder.getIntegerAttr(
                           t.getElementType(), static_cast<int64_t>(v)));
  auto values = DenseElementsAttr::get(t, element);
  Value c = tosa::ConstOp::create(builder, nextLoc(), t, values);
  return {c, {v, v}};
}

Value GraphBuilder::shapeConstant(const std::vector<int64_t> &values) {
  auto indexTensor = RankedTensorType::get(
      {static_cast<int64_t>(values.size())}, builder.getIndexType());
  auto attr = DenseIntElementsAttr::get(indexTensor, llvm::ArrayRef(values));
  return tosa::ConstShapeOp::create(
      builder, UnknownLoc::get(&context),
      tosa::shapeType::get(&context, static_cast<int>(values.size())), attr);
}

Value GraphBuilder::zeroPoint(ElementType type) {
  auto t = mlir::cast<RankedTensorType>(tensorType({1}, type));
  Attribute zero =
      type.isFloat() ? Attribute(builder.getFloatAttr(t.getElementType(), 0))
                     : Attribute(builder.getIntegerAttr(t.getElementType(), 0));
  return tosa::ConstOp::create(builder, UnknownLoc::get(&context), t,
                               DenseElementsAttr::get(t, zero));
}

Value GraphBuilder::shiftZero() {
  return zeroPoint(ElementType{ElementKind::I8});
}

Node GraphBuilder::unary(UnaryKind kind, const Node &x) {
  Type t = x.value.getType();
  Location loc = nextLoc();
  Interval r = x.range;
  auto mono = [&](double (*f)(double)) { return Interval{f(r.lo), f(r.hi)}; };
  switch (kind) {
  case UnaryKind::Abs: {
    double lo = r.mayBeZero() ? 0 : std::min(std::fabs(r.lo), std::fabs(r.hi));
    return {tosa::AbsOp::create(builder, loc, t, x.value),
            wrapped({lo, r.magnitude()}, x.type())};
  }
  case UnaryKind::Negate: {
    Value zp = zeroPoint(x.type());
    return {tosa::NegateOp::create(builder, loc, t, x.value, zp, zp),
            wrapped({-r.hi, -r.lo}, x.type())};
  }
  case UnaryKind::Exp:
    return {tosa::ExpOp::create(builder, loc, t, x.value),
            mono([](double v) { return std::exp(v); })};
  case UnaryKind::Log:
    return {tosa::LogOp::create(builder, loc, t, x.value),
            mono([](double v) { return std::log(v); })};
  case UnaryKind::Tanh:
    return {tosa::TanhOp::create(builder, loc, t, x.value),
            mono([](double v) { return std::tanh(v); })};
  case UnaryKind::Sigmoid:
    return {tosa::SigmoidOp::create(builder, loc, t, x.value),
            mono([](double v) { return 1 / (1 + std::exp(-v)); })};
  case UnaryKind::Erf:
    return {tosa::ErfOp::create(builder, loc, t, x.value),
            mono([](double v) { return std::erf(v); })};
  case UnaryKind::Ceil:
    return {tosa::CeilOp::create(builder, loc, t, x.value),
            {std::ceil(r.lo), std::ceil(r.hi)}};
  case UnaryKind::Floor:
    return {tosa::FloorOp::create(builder, loc, t, x.value),
            {std::floor(r.lo), std::floor(r.hi)}};
  case UnaryKind::Reciprocal:
    assert(!r.mayBeZero() && "reciprocal of a range holding zero");
    return {tosa::ReciprocalOp::create(builder, loc, t, x.value),
            {1 / r.hi, 1 / r.lo}};
  case UnaryKind::Rsqrt:
    assert(r.lo > 0 && "rsqrt of a range holding non-positive values");
    return {tosa::RsqrtOp::create(builder, loc, t, x.value),
            {1 / std::sqrt(r.hi), 1 / std::sqrt(r.lo)}};
  case UnaryKind::Sin:
    return {tosa::SinOp::create(builder, loc, t, x.value), {-1, 1}};
  case UnaryKind::Cos:
    return {tosa::CosOp::create(builder, loc, t, x.value), {-1, 1}};
  }
  llvm_unreachable("unknown unary kind");
}

static std::vector<int64_t> broadcastShape(const std::vector<int64_t> &a,
                                           const std::vector<int64_t> &b) {
  assert(a.size() == b.size() && "TOSA broadcasting needs equal ranks");
  std::vector<int64_t> out(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    assert((a[i] == b[i] || a[i] == 1 || b[i] == 1) && "not broadcastable");
    out[i] = std::max(a[i], b[i]);
  }
  return out;
}

/// |x|^k over a range, for an integer exponent k >= 0.
static Interval powRange(Interval base, Interval exponent) {
  if (base.lo > 0) {
    double c[] = {
        std::pow(base.lo, exponent.lo), std::pow(base.lo, exponent.hi),
        std::pow(base.hi, exponent.lo), std::pow(base.hi, exponent.hi)};
    return {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
  }
  double m = std::pow(base.magnitude(), exponent.hi);
  return {-m, m};
}

static double bitCeiling(double v) {
  return std::ldexp(1.0, static_cast<int>(std::ceil(std::log2(v + 1)))) - 1;
}

Node GraphBuilder::binary(BinaryKind kind, const Node &a, const Node &b) {
  ElementType et = a.type();
  assert(et == b.type() && "binary operands of different element types");
  Type t = tensorType(broadcastShape(a.shape(), b.shape()), et);
  Location loc = nextLoc();
  Interval x = a.range, y = b.range;
  switch (kind) {
  case BinaryKind::Add:
    return {tosa::AddOp::create(builder, loc, t, a.value, b.value),
            wrapped({x.lo + y.lo, x.hi + y.hi}, et)};
  case BinaryKind::Sub:
    return {tosa::SubOp::create(builder, loc, t, a.value, b.value),
            wrapped({x.lo - y.hi, x.hi - y.lo}, et)};
  case BinaryKind::Mul:
    if (a.value == b.value) { // a square is never negative
      double m = x.magnitude(),
             l = x.mayBeZero() ? 0 : std::min(std::fabs(x.lo), std::fabs(x.hi));
      return {
          tosa::MulOp::create(builder, loc, t, a.value, b.value, shiftZero()),
          wrapped({l * l, m * m}, et)};
    }
    return {tosa::MulOp::create(builder, loc, t, a.value, b.value, shiftZero()),
            wrapped(hull({x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi}),
                    et)};
  case BinaryKind::Maximum:
    return {tosa::MaximumOp::create(builder, loc, t, a.value, b.value),
            {std::max(x.lo, y.lo), std::max(x.hi, y.hi)}};
  case BinaryKind::Minimum:
    return {tosa::MinimumOp::create(builder, loc, t, a.value, b.value),
            {std::min(x.lo, y.lo), std::min(x.hi, y.hi)}};
  case BinaryKind::Pow:
    return {tosa::PowOp::create(builder, loc, t, a.value, b.value),
            powRange(x, y)};
  case BinaryKind::IntDiv: {
    assert(!y.mayBeZero() && "intdiv by a range holding zero");
    double m = x.magnitude() / std::min(std::fabs(y.lo), std::fabs(y.hi));
    return {tosa::IntDivOp::create(builder, loc, t, a.value, b.value),
            wrapped({-std::floor(m), std::floor(m)}, et)};
  }
  case BinaryKind::BitwiseAnd:
  case BinaryKind::BitwiseOr:
  case BinaryKind::BitwiseXor: {
    Interval r = fullRange(et);
    if (x.lo >= 0 && y.lo >= 0)
      r = {0, bitCeiling(std::max(x.hi, y.hi))};
    Value v =
        kind == BinaryKind::BitwiseAnd
            ? tosa::BitwiseAndOp::create(builder, loc, t, a.value, b.value)
                  .getResult()
        : kind == BinaryKind::BitwiseOr
            ? tosa::BitwiseOrOp::create(builder, loc, t, a.value, b.value)
                  .getResult()
            : tosa::BitwiseXorOp::create(builder, loc, t, a.value, b.value)
                  .getResult();
    return {v, r};
  }
  case BinaryKind::ArithmeticRightShift: {
    assert(y.lo >= 0 && y.hi < et.bitWidth() && "shift amount out of range");
    double s = std::ldexp(1.0, static_cast<int>(y.lo));
    return {tosa::ArithmeticRightShiftOp::create(builder, loc, t, a.value,
                                                 b.value, false),
            {std::floor(x.lo / s), std::floor(x.hi / s)}};
  }
  case BinaryKind::LogicalLeftShift: {
    assert(y.lo >= 0 && y.hi < et.bitWidth() && "shift amount out of range");
    double s = std::ldexp(1.0, static_cast<int>(y.hi));
    return {tosa::LogicalLeftShiftOp::create(builder, loc, t, a.value, b.value),
            wrapped({std::min(0.0, x.lo * s), std::max(0.0, x.hi * s)}, et)};
  }
  }
  llvm_unreachable("unknown binary kind");
}

Node GraphBuilder::clamp(const Node &x, double lo, double hi) {
  ElementType et = x.type();
  Type elem = mlirElementType(context, et);
  Attribute minAttr, maxAttr;
  if (et.isFloat()) {
    minAttr = builder.getFloatAttr(elem, lo);
    maxAttr = builder.getFloatAttr(elem, hi);
  } else {
    minAttr = builder.getIntegerAttr(elem, static_cast<int64_t>(lo));
    maxAttr = builder.getIntegerAttr(elem, static_cast<int64_t>(hi));
  }
  Value v = tosa::ClampOp::create(builder, nextLoc(), x.value.getType(),
                                  ValueRange{x.value},
                                  {builder.getNamedAttr("min_val", minAttr),
                                   builder.getNamedAttr("max_val", maxAttr)});
  return {v, {std::max(lo, x.range.lo), std::min(hi, x.range.hi)}};
}

Node GraphBuilder::reduce(ReduceKind kind, const Node &x, int64_t axis) {
  std::vector<int64_t> shape = x.shape();
  double n = static_cast<double>(shape[axis]);
  shape[axis] = 1;
  Type t = tensorType(shape, x.type());
  Location loc = nextLoc();
  auto axisAttr = builder.getI32IntegerAttr(static_cast<int32_t>(axis));
  Interval r = x.range;
  switch (kind) {
  case ReduceKind::Sum:
    return {tosa::ReduceSumOp::create(builder, loc, t, x.value, axisAttr),
            wrapped({r.lo * n, r.hi * n}, x.type())};
  case ReduceKind::Max:
    return {tosa::ReduceMaxOp::create(builder, loc, t, x.value, axisAttr), r};
  case ReduceKind::Min:
    return {tosa::ReduceMinOp::create(builder, loc, t, x.value, axisAttr), r};
  }
  llvm_unreachable("unknown reduction");
}

Node GraphBuilder::argmax(const Node &x, int64_t axis) {
  std::vector<int64_t> shape = x.shape();
  double n = static_cast<double>(shape[axis]);
  shape.erase(shape.begin() + axis);
  Value v = tosa::ArgMaxOp::create(
      builder, nextLoc(), tensorType(shape, ElementType{ElementKind::I32}),
      x.value, builder.getI32IntegerAttr(static_cast<int32_t>(axis)));
  return {v, {0, n - 1}};
}

Node GraphBuilder::transpose(const Node &x, const std::vector<int32_t> &perms) {
  std::vector<int64_t> in = x.shape(), out(in.size());
  for (size_t i = 0; i < perms.size(); ++i)
    out[i] = in[perms[i]];
  Value v =
      tosa::TransposeOp::create(builder, nextLoc(), tensorType(out, x.type()),
                                x.value, builder.getDenseI32ArrayAttr(perms));
  return {v, x.range};
}

Node GraphBuilder::reshape(const Node &x, const std::vector<int64_t> &shape) {
  Value s = shapeConstant(shape);
  Value v = tosa::ReshapeOp::create(builder, nextLoc(),
                                    tensorType(shape, x.type()), x.value, s);
  return {v, x.range};
}

Node GraphBuilder::slice(const Node &x, const std::vector<int64_t> &start,
                         const std::vector<int64_t> &size) {
  Value st = shapeConstant(start), sz = shapeConstant(size);
  Value v = tosa::SliceOp::create(builder, nextLoc(),
                                  tensorType(size, x.type()), x.value, st, sz);
  return {v, x.range};
}

Node GraphBuilder::concat(const std::vector<Node> &xs, int64_t axis) {
  std::vector<int64_t> shape = xs.front().shape();
  shape[axis] = 0;
  std::vector<Value> values;
  Interval r = xs.front().range;
  for (const Node &n : xs) {
    shape[axis] += n.shape()[axis];
    values.push_back(n.value);
    r = {std::min(r.lo, n.range.lo), std::max(r.hi, n.range.hi)};
  }
  Value v = tosa::ConcatOp::create(
      builder, nextLoc(), tensorType(shape, xs.front().type()), values,
      builder.getI32IntegerAttr(static_cast<int32_t>(axis)));
  return {v, r};
}

Node GraphBuilder::tile(const Node &x, const std::vector<int64_t> &multiples) {
  std::vector<int64_t> shape = x.shape();
  for (size_t i = 0; i < shape.size(); ++i)
    shape[i] *= multiples[i];
  Value m = shapeConstant(multiples);
  Value v = tosa::TileOp::create(builder, nextLoc(),
                                 tensorType(shape, x.type()), x.value, m);
  return {v, x.range};
}

Node GraphBuilder::cast(const Node &x, ElementType to) {
  Value v = tosa::CastOp::create(builder, nextLoc(), tensorType(x.shape(), to),
                                 x.value);
  Interval r = x.range;
  if (to.isInteger() && x.type().isFloat())
    r = {std::round(r.lo), std::round(r.hi)};
  return {v, r};
}

Node GraphBuilder::matmul(const Node &a, const Node &b, ElementType acc) {
  std::vector<int64_t> sa = a.shape(), sb = b.shape();
  std::vector<int64_t> out = {std::max(sa[0], sb[0]), sa[1], sb[2]};
  Value za = zeroPoint(a.type()), zb = zeroPoint(b.type());
  Value v = tosa::MatMulOp::create(builder, nextLoc(), tensorType(out, acc),
                                   a.value, b.value, za, zb);
  double k = static_cast<double>(sa[2]);
  Interval x = a.range, y = b.range;
  Interval p = hull({x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi});
  return {v, wrapped({p.lo * k, p.hi * k}, acc)};
}

Node GraphBuilder::unsignedMatmul(const Node &a, const Node &b) {
  std::vector<int64_t> sa = a.shape(), sb = b.shape();
  ElementType i32{ElementKind::I32};
  Type outType = tensorType({sa[0], sb[1]}, i32);
  Location loc = nextLoc();
  Value empty = tensor::EmptyOp::create(
      builder, loc, ArrayRef<int64_t>{sa[0], sb[1]}, builder.getI32Type());
  Value zero = arith::ConstantOp::create(builder, loc, builder.getI32Type(),
                                         builder.getI32IntegerAttr(0));
  Value init =
      linalg::FillOp::create(builder, loc, ValueRange{zero}, ValueRange{empty})
          .getResult(0);
  auto castAttr =
      linalg::TypeFnAttr::get(&context, linalg::TypeFn::cast_unsigned);
  Value v = linalg::MatmulOp::create(builder, loc, TypeRange{outType},
                                     ValueRange{a.value, b.value},
                                     ValueRange{init}, castAttr)
                .getResult(0);
  double k = static_cast<double>(sa[1]);
  return {v, wrapped({0, 255.0 * 255.0 * k}, i32)};
}

Node GraphBuilder::condIf(const Node &cond, const std::vector<Node> &operands,
                          const Branch &thenBranch, const Branch &elseBranch) {
  std::vector<Value> inputs;
  std::vector<Type> types;
  std::vector<Location> locs;
  for (const Node &n : operands) {
    inputs.push_back(n.value);
    types.push_back(n.value.getType());
    locs.push_back(n.value.getLoc());
  }
  Location loc = nextLoc();
  OpBuilder::InsertPoint after = builder.saveInsertionPoint();
  // The result type is the branches' yield type, known only once built:
  // build the branches in a detached op first.
  auto build = [&](Region &region, const Branch &branch) {
    Block *block = builder.createBlock(&region, {}, types, locs);
    std::vector<Node> args;
    for (size_t i = 0; i < operands.size(); ++i)
      args.push_back({block->getArgument(i), operands[i].range});
    Node out = branch(*this, args);
    tosa::YieldOp::create(builder, loc, ValueRange{out.value});
    return out;
  };
  Region thenRegion, elseRegion;
  Node t = build(thenRegion, thenBranch);
  Node e = build(elseRegion, elseBranch);
  builder.restoreInsertionPoint(after);
  auto op = tosa::IfOp::create(builder, loc, TypeRange{t.value.getType()},
                               cond.value, inputs);
  op.getThenGraph().takeBody(thenRegion);
  op.getElseGraph().takeBody(elseRegion);
  Interval r{std::min(t.range.lo, e.range.lo),
             std::max(t.range.hi, e.range.hi)};
  return {op->getResult(0), r};
}

OwningOpRef<ModuleOp> GraphBuilder::finish(const std::vector<Node> &results) {
  auto func = mlir::cast<func::FuncOp>(functionOp);
  std::vector<Value> values;
  std::vector<Type> types;
  for (const Node &n : results) {
    values.push_back(n.value);
    types.push_back(n.value.getType());
  }
  func::ReturnOp::create(builder, UnknownLoc::get(&context), values);
  std::vector<Type> argTypes;
  for (BlockArgument arg : func.getBody().front().getArguments())
    argTypes.push_back(arg.getType());
  func.setFunctionType(builder.getFunctionType(argTypes, types));
  return std::move(module);
}
