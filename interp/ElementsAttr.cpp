//===- ElementsAttr.cpp - constant attributes as reference tensors --------===//

#include "interp/ElementsAttr.h"

#include "interp/ScalarSemantics.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeUtilities.h"

#include <complex>
#include <cstring>

using namespace mlir;
using namespace defuse;

namespace {

InFlightDiagnostic unsupportedConstant(Operation *op) {
  return emitError(op->getLoc())
         << "the reference interpreter does not support ";
}

/// An element's value as `et` reads its bit pattern (APFloat's own widening
/// does not know every float8 quirk: f8E8M0FNU's NaN).
double toDouble(const APFloat &f, ElementType et) {
  double v;
  int64_t unused;
  et.decode(f.bitcastToAPInt().getZExtValue(), v, unused);
  return v;
}

int64_t toInt(const APInt &a, ElementType et) {
  return et.kind == ElementKind::I1 || et.isUnsigned()
             ? static_cast<int64_t>(a.getZExtValue())
             : a.getSExtValue();
}

LogicalResult readDense(Operation *op, DenseElementsAttr dense, Tensor &out) {
  const ElementType &et = out.elementType();
  if (dense.getNumElements() != out.numElements() && !dense.isSplat())
    return emitError(op->getLoc())
           << "constant has " << dense.getNumElements()
           << " elements for tensor<" << out.shapeString() << ">";
  ElementType part = et.partType();
  // A splat's one value goes everywhere; otherwise element i to i.
  int64_t stored = dense.isSplat() ? 1 : out.numElements();
  auto place = [&](int64_t i, const Scalar &s) {
    if (!dense.isSplat()) {
      out.set(i, s);
      return;
    }
    for (int64_t k = 0; k < out.numElements(); ++k)
      out.set(k, s);
  };
  int64_t i = 0;
  if (et.isComplex()) {
    for (std::complex<APFloat> z : dense.getValues<std::complex<APFloat>>()) {
      if (i >= stored)
        break;
      place(i++, Scalar::ofComplex(toDouble(z.real(), part),
                                   toDouble(z.imag(), part)));
    }
  } else if (et.isFloat()) {
    for (APFloat f : dense.getValues<APFloat>()) {
      if (i >= stored)
        break;
      place(i++, Scalar::ofFloat(toDouble(f, et)));
    }
  } else {
    for (APInt a : dense.getValues<APInt>()) {
      if (i >= stored)
        break;
      place(i++, Scalar::ofInt(toInt(a, et)));
    }
  }
  return success();
}

/// The blob holds the elements packed little-endian, i1 one byte each, as
/// MLIR's own DenseResourceElementsAttr accessors read them.
LogicalResult readResource(Operation *op, DenseResourceElementsAttr resource,
                           Tensor &out) {
  const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return emitError(op->getLoc())
           << "the blob of dense_resource<" << resource.getRawHandle().getKey()
           << "> is not in the file (its dialect_resources section is "
              "missing or elided)";
  const ElementType &et = out.elementType();
  ArrayRef<char> data = blob->getData();
  size_t bytes = et.storageBytes();
  if (data.size() != bytes * static_cast<size_t>(out.numElements()))
    return emitError(op->getLoc())
           << "dense_resource<" << resource.getRawHandle().getKey()
           << "> holds " << data.size() << " bytes where tensor<"
           << out.shapeString() << "> needs "
           << bytes * static_cast<size_t>(out.numElements());
  size_t part = et.isComplex() ? bytes / 2 : bytes;
  for (int64_t i = 0; i < out.numElements(); ++i) {
    uint64_t bits = 0, imagBits = 0;
    std::memcpy(&bits, data.data() + i * bytes, part);
    Scalar s;
    et.decode(bits, s.f, s.i);
    if (et.isComplex()) {
      int64_t unused;
      std::memcpy(&imagBits, data.data() + i * bytes + part, part);
      et.decode(imagBits, s.im, unused);
    }
    out.set(i, s);
  }
  return success();
}

} // namespace

FailureOr<Tensor> defuse::tensorFromConstantAttr(Operation *op, Attribute value,
                                                 Type type) {
  Type elem = getElementTypeOrSelf(type);
  std::optional<ElementType> et = ElementType::fromMlir(elem);
  if (!et)
    return unsupportedConstant(op) << "constants of element type " << elem
                                   << " in '" << op->getName() << "'";
  std::vector<int64_t> shape;
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasStaticShape())
      return unsupportedConstant(op)
             << "'" << op->getName() << "' of a dynamic shape (" << type << ")";
    shape = shaped.getShape().vec();
  }
  Tensor out(*et, shape);
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(value)) {
    if (failed(readDense(op, dense, out)))
      return failure();
    return out;
  }
  if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(value)) {
    if (failed(readResource(op, resource, out)))
      return failure();
    return out;
  }
  if (isa_and_nonnull<FloatAttr, IntegerAttr>(value) && shape.empty()) {
    out.set(0, scalarFromAttribute(value));
    return out;
  }
  if (!value)
    return unsupportedConstant(op)
           << "'" << op->getName() << "' without a value attribute";
  return unsupportedConstant(op)
         << "the constant attribute of '" << op->getName() << "' of kind '"
         << value.getAbstractAttribute().getName() << "'";
}

LogicalResult defuse::evaluateConstantOp(Operation *op, StringRef attrName,
                                         SmallVectorImpl<Tensor> &results) {
  FailureOr<Tensor> t = tensorFromConstantAttr(op, op->getAttr(attrName),
                                               op->getResult(0).getType());
  if (failed(t))
    return failure();
  results.push_back(std::move(*t));
  return success();
}
