//===- StablehloDynamic.cpp - StableHLO's dynamic-shape ops ---------------===//
//
// The ops whose shapes or sizes come from operands rather than attributes
// (what jax.export with symbolic shapes emits): dynamic_iota,
// dynamic_reshape, dynamic_broadcast_in_dim, dynamic_pad, dynamic_gather,
// dynamic_conv, real_dynamic_slice and get_dimension_size. Each reads its
// shape operands (which must be exact: a shape that depends on inexact
// values is refused, not guessed) and then means its static op; a result
// whose type is dynamic gets the shape computed, checked against the
// type's static dimensions.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Operation.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

/// The exact integers of a rank-1 shape operand.
FailureOr<std::vector<int64_t>> shapeOperand(Operation *op, const Tensor &t) {
  std::vector<int64_t> values;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    FailureOr<int64_t> v = exactIndex(op, t, i);
    if (failed(v))
      return failure();
    values.push_back(*v);
  }
  return values;
}

LogicalResult evalDynamicIota(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<std::vector<int64_t>> shape = shapeOperand(op, *operands[0]);
  if (failed(shape))
    return failure();
  FailureOr<Tensor> out = resultTensorOfShape(op, 0, *shape);
  if (failed(out))
    return failure();
  if (failed(fillIota(op, integer(op, "iota_dimension", 0), *out)))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalDynamicReshape(Operation *op,
                                 ArrayRef<const Tensor *> operands,
                                 SmallVectorImpl<Tensor> &results,
                                 Interpreter &) {
  FailureOr<std::vector<int64_t>> shape = shapeOperand(op, *operands[1]);
  if (failed(shape))
    return failure();
  FailureOr<Tensor> out = resultTensorOfShape(op, 0, *shape);
  if (failed(out))
    return failure();
  if (out->numElements() != operands[0]->numElements())
    return unsupported(op) << "a reshape that changes the element count";
  results.push_back(operands[0]->reshaped(*shape));
  return success();
}

LogicalResult evalDynamicBroadcastInDim(Operation *op,
                                        ArrayRef<const Tensor *> operands,
                                        SmallVectorImpl<Tensor> &results,
                                        Interpreter &) {
  FailureOr<std::vector<int64_t>> shape = shapeOperand(op, *operands[1]);
  if (failed(shape))
    return failure();
  FailureOr<Tensor> out = resultTensorOfShape(op, 0, *shape);
  if (failed(out))
    return failure();
  if (failed(broadcastInto(op, *operands[0],
                           integerList(op, "broadcast_dimensions"), *out)))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

/// dynamic_pad: pad with its edge and interior paddings from operands.
LogicalResult evalDynamicPad(Operation *op, ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.size() != 5)
    return unsupported(op) << "dynamic_pad without its five operands";
  const Tensor &in = *operands[0];
  FailureOr<std::vector<int64_t>> low = shapeOperand(op, *operands[2]);
  FailureOr<std::vector<int64_t>> high = shapeOperand(op, *operands[3]);
  FailureOr<std::vector<int64_t>> interior = shapeOperand(op, *operands[4]);
  if (failed(low) || failed(high) || failed(interior))
    return failure();
  int64_t rank = in.rank();
  if (static_cast<int64_t>(low->size()) != rank ||
      static_cast<int64_t>(high->size()) != rank ||
      static_cast<int64_t>(interior->size()) != rank)
    return unsupported(op) << "paddings of the wrong length";
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = in.shape()[d];
    if ((*interior)[d] < 0)
      return unsupported(op) << "a negative interior padding";
    shape.push_back((*low)[d] + (*high)[d] + n +
                    std::max<int64_t>(n - 1, 0) * (*interior)[d]);
  }
  FailureOr<Tensor> out = resultTensorOfShape(op, 0, shape);
  if (failed(out))
    return failure();
  padInto(in, operands[1]->get(0), *low, *interior, *out);
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalDynamicGather(Operation *op,
                                ArrayRef<const Tensor *> operands,
                                SmallVectorImpl<Tensor> &results,
                                Interpreter &) {
  if (operands.size() != 3)
    return unsupported(op) << "dynamic_gather without its slice sizes";
  FailureOr<std::vector<int64_t>> sizes = shapeOperand(op, *operands[2]);
  if (failed(sizes))
    return failure();
  DynamicOperands dynamic;
  dynamic.sliceSizes = *sizes;
  return gatherWith(op, operands.take_front(2), results, dynamic);
}

LogicalResult evalDynamicConv(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.size() != 3)
    return unsupported(op) << "dynamic_conv without its padding";
  FailureOr<std::vector<int64_t>> padding = shapeOperand(op, *operands[2]);
  if (failed(padding))
    return failure();
  DynamicOperands dynamic;
  dynamic.padding = *padding;
  return convolutionWith(op, operands.take_front(2), results, dynamic);
}

/// real_dynamic_slice: operand[start : limit : strides] per dimension.
LogicalResult evalRealDynamicSlice(Operation *op,
                                   ArrayRef<const Tensor *> operands,
                                   SmallVectorImpl<Tensor> &results,
                                   Interpreter &) {
  if (operands.size() != 4)
    return unsupported(op) << "real_dynamic_slice without its four operands";
  const Tensor &in = *operands[0];
  FailureOr<std::vector<int64_t>> start = shapeOperand(op, *operands[1]);
  FailureOr<std::vector<int64_t>> limit = shapeOperand(op, *operands[2]);
  FailureOr<std::vector<int64_t>> strides = shapeOperand(op, *operands[3]);
  if (failed(start) || failed(limit) || failed(strides))
    return failure();
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < in.rank(); ++d) {
    int64_t s = (*start)[d], l = (*limit)[d], st = (*strides)[d];
    if (st <= 0 || s < 0 || l > in.shape()[d] || s > l)
      return unsupported(op)
             << "a slice [" << s << ":" << l << ":" << st << "] of dimension "
             << d << " of size " << in.shape()[d];
    shape.push_back((l - s + st - 1) / st);
  }
  FailureOr<Tensor> out = resultTensorOfShape(op, 0, shape);
  if (failed(out))
    return failure();
  std::vector<int64_t> inStrides = stridesOf(in.shape());
  int64_t linear = 0;
  forEachIndex(shape, [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (int64_t d = 0; d < in.rank(); ++d)
      at += ((*start)[d] + index[d] * (*strides)[d]) * inStrides[d];
    out->set(linear++, in.get(at));
  });
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalGetDimensionSize(Operation *op,
                                   ArrayRef<const Tensor *> operands,
                                   SmallVectorImpl<Tensor> &results,
                                   Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  int64_t dim = integer(op, "dimension", -1);
  if (dim < 0 || dim >= operands[0]->rank())
    return unsupported(op) << "get_dimension_size of dimension " << dim;
  out->setInt(0, operands[0]->shape()[dim]);
  results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloDynamicSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.dynamic_iota", evalDynamicIota);
  registry.add("stablehlo.dynamic_reshape", evalDynamicReshape);
  registry.add("stablehlo.dynamic_broadcast_in_dim", evalDynamicBroadcastInDim);
  registry.add("stablehlo.dynamic_pad", evalDynamicPad);
  registry.add("stablehlo.dynamic_gather", evalDynamicGather);
  registry.add("stablehlo.dynamic_conv", evalDynamicConv);
  registry.add("stablehlo.real_dynamic_slice", evalRealDynamicSlice);
  registry.add("stablehlo.get_dimension_size", evalGetDimensionSize);
}
