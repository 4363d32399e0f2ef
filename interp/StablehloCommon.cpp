//===- StablehloCommon.cpp ------------------------------------------------===//

#include "interp/StablehloCommon.h"
#include "interp/ComplexErrorModel.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Region.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace defuse;
using namespace mlir;

InFlightDiagnostic stablehlo::unsupported(Operation *op) {
  return emitError(op->getLoc())
         << "the reference interpreter does not support ";
}

std::string stablehlo::appliedOpName(Operation *op) {
  StringRef name = op->getName().getStringRef();
  StringRef suffix = name;
  if (!suffix.consume_front("chlo.broadcast_"))
    return name.str();
  if (suffix == "next_after" || suffix == "polygamma" || suffix == "zeta")
    return ("chlo." + suffix).str();
  return ("stablehlo." + suffix).str();
}

LogicalResult stablehlo::evaluateAs(StringRef name, Operation *op,
                                    ArrayRef<const Tensor *> operands,
                                    SmallVectorImpl<Tensor> &results,
                                    Interpreter &interp) {
  OpSemantics fn = SemanticsRegistry::get().lookupName(name);
  if (!fn)
    return unsupported(op) << "'" << name << "'";
  return fn(op, operands, results, interp);
}

FailureOr<ElementType> stablehlo::elementTypeOf(Operation *op, Type type) {
  Type elem = getElementTypeOrSelf(type);
  std::optional<ElementType> et = ElementType::fromMlir(elem);
  if (!et || et->kind == ElementKind::Index)
    return unsupported(op) << "element type " << elem << " in '"
                           << op->getName() << "'";
  return *et;
}

FailureOr<Tensor> stablehlo::resultTensor(Operation *op, unsigned i) {
  Type type = op->getResult(i).getType();
  FailureOr<ElementType> et = elementTypeOf(op, type);
  if (failed(et))
    return failure();
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return unsupported(op) << "'" << op->getName()
                           << "' with a dynamic or unranked result (" << type
                           << ")";
  return Tensor(*et, ranked.getShape().vec());
}

FailureOr<Tensor> stablehlo::resultTensorOfShape(Operation *op, unsigned i,
                                                 ArrayRef<int64_t> shape) {
  Type type = op->getResult(i).getType();
  FailureOr<ElementType> et = elementTypeOf(op, type);
  if (failed(et))
    return failure();
  auto ranked = dyn_cast<RankedTensorType>(type);
  bool fits = !ranked || ranked.getRank() == static_cast<int64_t>(shape.size());
  for (size_t d = 0; fits && ranked && d < shape.size(); ++d)
    fits = shape[d] >= 0 &&
           (ranked.isDynamicDim(d) || ranked.getDimSize(d) == shape[d]);
  if (!fits) {
    std::string dims;
    for (int64_t d : shape)
      dims += (dims.empty() ? "" : "x") + std::to_string(d);
    return emitError(op->getLoc())
           << "'" << op->getName() << "' computes a result of shape [" << dims
           << "] that its type " << type << " does not allow";
  }
  return Tensor(*et, shape);
}

LogicalResult stablehlo::fillIota(Operation *op, int64_t dim, Tensor &out) {
  if (dim < 0 || dim >= out.rank())
    return unsupported(op) << "iota_dimension " << dim;
  std::vector<int64_t> strides = stridesOf(out.shape());
  ElementType t = out.elementType();
  for (int64_t i = 0; i < out.numElements(); ++i) {
    int64_t v = (i / strides[dim]) % out.shape()[dim];
    if (t.isComplex())
      out.set(i, Scalar::ofComplex(static_cast<double>(v), 0.0));
    else if (t.isFloat())
      out.set(i, errors::convertedResult(t, static_cast<double>(v), 0.0, true));
    else
      out.setInt(i, v);
  }
  return success();
}

LogicalResult stablehlo::broadcastInto(Operation *op, const Tensor &in,
                                       ArrayRef<int64_t> dims, Tensor &out) {
  if (static_cast<int64_t>(dims.size()) != in.rank())
    return unsupported(op) << "broadcast_dimensions of the wrong length";
  for (int64_t d = 0; d < in.rank(); ++d)
    if (dims[d] < 0 || dims[d] >= out.rank() ||
        (in.shape()[d] != 1 && in.shape()[d] != out.shape()[dims[d]]))
      return unsupported(op) << "broadcast_dimensions that do not fit";
  std::vector<int64_t> inStrides = stridesOf(in.shape());
  int64_t linear = 0;
  forEachIndex(out.shape(), [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (int64_t d = 0; d < in.rank(); ++d)
      at += (in.shape()[d] == 1 ? 0 : index[dims[d]]) * inStrides[d];
    out.set(linear++, in.get(at));
  });
  return success();
}

void stablehlo::padInto(const Tensor &in, const Scalar &value,
                        ArrayRef<int64_t> low, ArrayRef<int64_t> interior,
                        Tensor &out) {
  for (int64_t i = 0; i < out.numElements(); ++i)
    out.set(i, value);
  std::vector<int64_t> strides = stridesOf(out.shape());
  int64_t linear = 0;
  forEachIndex(in.shape(), [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    bool inside = true;
    for (size_t d = 0; d < index.size(); ++d) {
      int64_t p = low[d] + index[d] * (interior[d] + 1);
      inside &= p >= 0 && p < out.shape()[d];
      at += p * strides[d];
    }
    if (inside)
      out.set(at, in.get(linear));
    ++linear;
  });
}

std::vector<int64_t> stablehlo::stridesOf(ArrayRef<int64_t> shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

int64_t stablehlo::indexValue(ElementType type, int64_t stored) {
  if (type.isUnsigned())
    return static_cast<int64_t>(
        std::min<uint64_t>(type.asUnsigned(stored), uint64_t(INT64_MAX)));
  return errors::signedValue(type, stored);
}

FailureOr<int64_t> stablehlo::exactIndex(Operation *op, const Tensor &t,
                                         int64_t i) {
  if (t.elementType().isFloat())
    return unsupported(op) << "a float index in '" << op->getName() << "'";
  if (t.errAt(i) != 0.0)
    return emitError(op->getLoc())
           << "an index of '" << op->getName()
           << "' depends on values the reference cannot decide exactly";
  return indexValue(t.elementType(), t.intAt(i));
}

stablehlo::Combiner stablehlo::combinerOf(Region &body) {
  if (!body.hasOneBlock())
    return Combiner::None;
  Block &block = body.front();
  if (block.getNumArguments() != 2 ||
      std::distance(block.begin(), block.end()) != 2)
    return Combiner::None;
  Operation &op = block.front();
  Operation *ret = block.getTerminator();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      ret->getNumOperands() != 1 || ret->getOperand(0) != op.getResult(0))
    return Combiner::None;
  bool usesBoth = (op.getOperand(0) == block.getArgument(0) &&
                   op.getOperand(1) == block.getArgument(1)) ||
                  (op.getOperand(0) == block.getArgument(1) &&
                   op.getOperand(1) == block.getArgument(0));
  if (!usesBoth)
    return Combiner::None;
  StringRef name = op.getName().getStringRef();
  if (name == "stablehlo.add")
    return Combiner::Add;
  if (name == "stablehlo.multiply")
    return Combiner::Multiply;
  if (name == "stablehlo.maximum")
    return Combiner::Maximum;
  if (name == "stablehlo.minimum")
    return Combiner::Minimum;
  if (name == "stablehlo.and")
    return Combiner::And;
  if (name == "stablehlo.or")
    return Combiner::Or;
  if (name == "stablehlo.xor")
    return Combiner::Xor;
  return Combiner::None;
}

FailureOr<std::vector<Tensor>> stablehlo::evaluateBody(Region &body,
                                                       ArrayRef<Tensor> args,
                                                       Interpreter &interp) {
  return interp.evaluateBlock(body.front(), args);
}

Tensor stablehlo::scalarTensor(ElementType type, const Scalar &s) {
  Tensor t(type, {});
  t.set(0, s);
  return t;
}

Scalar stablehlo::floatExtremum(const Scalar &a, const Scalar &b, bool isMax) {
  if (std::isnan(a.f) || std::isnan(b.f))
    return Scalar::ofFloat(
        std::nan(""),
        std::isfinite(a.err) && std::isfinite(b.err) ? 0.0 : errors::kMayBeNaN);
  // A bound that may be NaN stays so (max propagates NaN): fmax would
  // drop it.
  double err = std::isnan(a.err) || std::isnan(b.err) ? errors::kMayBeNaN
                                                      : std::fmax(a.err, b.err);
  if (a.f == 0.0 && b.f == 0.0 && std::signbit(a.f) != std::signbit(b.f))
    return Scalar::ofFloat(0.0, std::fmax(err, errors::kZeroSignUnspecified));
  // max and min move by no more than their operands do.
  return Scalar::ofFloat(isMax ? std::fmax(a.f, b.f) : std::fmin(a.f, b.f),
                         err);
}

Scalar stablehlo::combineAll(Combiner combiner, ElementType type,
                             ArrayRef<Scalar> values) {
  if (values.empty())
    return Scalar();
  if (type.isComplex()) {
    if (combiner == Combiner::Add)
      return complexSum(type, values);
    if (combiner == Combiner::Multiply) {
      Scalar acc = values[0];
      for (const Scalar &v : values.drop_front())
        acc = errors::complexProduct(type, acc, v);
      return acc;
    }
    return Scalar::ofComplex(0.0, 0.0, errors::kMayBeNaN);
  }
  if (!type.isFloat()) {
    uint64_t acc = static_cast<uint64_t>(values[0].i);
    bool uncertain = values[0].err != 0.0;
    for (const Scalar &v : values.drop_front()) {
      uint64_t x = static_cast<uint64_t>(v.i);
      uncertain |= v.err != 0.0;
      bool isBool = type.kind == ElementKind::I1;
      switch (combiner) {
      case Combiner::Add: // on booleans, logical OR
        acc = isBool ? (acc | x) : acc + x;
        break;
      case Combiner::Multiply: // on booleans, logical AND
        acc = isBool ? (acc & x) : acc * x;
        break;
      case Combiner::Maximum:
      case Combiner::Minimum: {
        // i1 orders false < true as max/min of bools (or/and).
        bool isMax = combiner == Combiner::Maximum;
        if (isBool) {
          acc = isMax ? (acc | x) : (acc & x);
        } else if (type.isUnsigned()) {
          uint64_t a = type.asUnsigned(static_cast<int64_t>(acc));
          uint64_t b = type.asUnsigned(v.i);
          acc = isMax ? std::max(a, b) : std::min(a, b);
        } else {
          int64_t a = errors::signedValue(type, static_cast<int64_t>(acc));
          int64_t b = errors::signedValue(type, v.i);
          acc = static_cast<uint64_t>(isMax ? std::max(a, b) : std::min(a, b));
        }
        break;
      }
      case Combiner::And:
        acc &= x;
        break;
      case Combiner::Or:
        acc |= x;
        break;
      case Combiner::Xor:
        acc ^= x;
        break;
      case Combiner::None:
        break;
      }
    }
    return Scalar::ofInt(type.wrap(static_cast<int64_t>(acc)),
                         uncertain ? errors::kUnbounded : 0.0);
  }
  switch (combiner) {
  case Combiner::Add: {
    mc::Lane *lane = mc::noiseLane();
    double sum = 0, abs = 0, err = 0;
    int64_t n = static_cast<int64_t>(values.size());
    auto add = [&](int64_t k) {
      sum = errors::accumulate(lane, type, sum, values[k].f);
      abs += errors::finiteAbs(values[k].f);
      err += values[k].err;
    };
    if (lane)
      mc::forEachRotated(n, lane->rotation(n), add);
    else
      for (int64_t k = 0; k < n; ++k)
        add(k);
    return errors::sumResult(type, sum, abs, err, n);
  }
  case Combiner::Multiply:
    return errors::productOfAll(type, static_cast<int64_t>(values.size()),
                                [&](int64_t k) { return values[k]; });
  case Combiner::Maximum:
  case Combiner::Minimum: {
    Scalar acc = values[0];
    for (const Scalar &v : values.drop_front())
      acc = floatExtremum(acc, v, combiner == Combiner::Maximum);
    return acc;
  }
  default:
    return Scalar::ofFloat(0.0, errors::kMayBeNaN);
  }
}
