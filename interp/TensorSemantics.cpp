//===- TensorSemantics.cpp - The tensor dialect ---------------------------===//
//
// Pure data movement: every element keeps its value and bound exactly.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

using namespace defuse;
using namespace mlir;

namespace {

FailureOr<Tensor> emptyLike(Operation *op, Type type) {
  auto shaped = dyn_cast<RankedTensorType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return emitError(op->getLoc())
           << "the reference interpreter needs static tensor shapes, got "
           << type;
  auto elem = ElementType::fromMlir(shaped.getElementType());
  if (!elem)
    return emitError(op->getLoc())
           << "the reference interpreter does not support element type "
           << shaped.getElementType();
  return Tensor(*elem, shaped.getShape().vec());
}

/// Calls fn(index) for every multi-index of `shape`, last dimension fastest.
template <typename Fn> void forEachIndex(ArrayRef<int64_t> shape, Fn fn) {
  int64_t total = 1;
  for (int64_t d : shape)
    total *= d;
  std::vector<int64_t> idx(shape.size(), 0);
  for (int64_t n = 0; n < total; ++n) {
    fn(idx);
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
}

/// Resolves mixed static/dynamic slice parameters against operand values.
FailureOr<std::vector<int64_t>>
resolveMixed(Operation *op, ArrayRef<OpFoldResult> mixed, Interpreter &interp) {
  std::vector<int64_t> out;
  for (OpFoldResult ofr : mixed) {
    if (auto attr = dyn_cast<Attribute>(ofr)) {
      out.push_back(cast<IntegerAttr>(attr).getInt());
      continue;
    }
    const Tensor *t = interp.lookup(cast<Value>(ofr));
    if (!t || t->errAt(0) != 0.0)
      return emitError(op->getLoc()) << "slice parameter is not known exactly";
    out.push_back(t->intAt(0));
  }
  return out;
}

/// A slice must lie inside the sliced tensor (the offsets, sizes and strides
/// may come from the data): otherwise the program is undefined, and the
/// interpreter says so rather than read or write outside the tensor.
LogicalResult checkSlice(Operation *op, ArrayRef<int64_t> shape,
                         ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                         ArrayRef<int64_t> strides) {
  if (offsets.size() != shape.size() || sizes.size() != shape.size() ||
      strides.size() != shape.size())
    return emitError(op->getLoc()) << "slice rank does not match the tensor";
  for (size_t d = 0; d < shape.size(); ++d) {
    if (sizes[d] < 0 || strides[d] < 1)
      return emitError(op->getLoc())
             << "slice with size " << sizes[d] << " and stride " << strides[d];
    if (sizes[d] == 0)
      continue;
    int64_t last = offsets[d] + (sizes[d] - 1) * strides[d];
    if (offsets[d] < 0 || last >= shape[d])
      return emitError(op->getLoc())
             << "slice reads or writes out of bounds in dimension " << d;
  }
  return success();
}

FailureOr<int64_t> exactIndex(Operation *op, const Tensor *t) {
  if (t->errAt(0) != 0.0)
    return emitError(op->getLoc())
           << "index operand depends on an inexact value";
  return t->intAt(0);
}

/// Reads the index operands of an element access into `t`; an index out of
/// bounds is an error at the op (the verifier cannot rule it out).
LogicalResult readIndices(Operation *op, ArrayRef<const Tensor *> indices,
                          const Tensor &t, std::vector<int64_t> &idx) {
  for (auto [d, operand] : llvm::enumerate(indices)) {
    auto v = exactIndex(op, operand);
    if (failed(v))
      return failure();
    if (*v < 0 || *v >= t.shape()[d])
      return emitError(op->getLoc()) << "'" << op->getName() << "' index " << *v
                                     << " out of bounds for dimension " << d
                                     << " of size " << t.shape()[d];
    idx.push_back(*v);
  }
  return success();
}

LogicalResult evalEmpty(Operation *op, ArrayRef<const Tensor *>,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto t = emptyLike(op, op->getResult(0).getType());
  if (failed(t))
    return failure();
  results.push_back(std::move(*t));
  return success();
}

LogicalResult evalExtract(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  const Tensor &src = *operands[0];
  std::vector<int64_t> idx;
  if (failed(readIndices(op, operands.drop_front(1), src, idx)))
    return failure();
  Tensor out(src.elementType(), {});
  out.set(0, src.get(src.linearIndex(idx)));
  results.push_back(std::move(out));
  return success();
}

LogicalResult evalInsert(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  Tensor out = *operands[1];
  std::vector<int64_t> idx;
  if (failed(readIndices(op, operands.drop_front(2), out, idx)))
    return failure();
  out.set(out.linearIndex(idx), operands[0]->get(0));
  results.push_back(std::move(out));
  return success();
}

LogicalResult evalExtractSlice(Operation *op, ArrayRef<const Tensor *> operands,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &interp) {
  auto slice = cast<tensor::ExtractSliceOp>(op);
  auto offsets = resolveMixed(op, slice.getMixedOffsets(), interp);
  auto strides = resolveMixed(op, slice.getMixedStrides(), interp);
  auto sizes = resolveMixed(op, slice.getMixedSizes(), interp);
  if (failed(offsets) || failed(strides) || failed(sizes))
    return failure();
  const Tensor &src = *operands[0];
  if (failed(checkSlice(op, src.shape(), *offsets, *sizes, *strides)))
    return failure();
  Tensor full(src.elementType(), *sizes);
  std::vector<int64_t> srcIdx(src.rank());
  forEachIndex(*sizes, [&](const std::vector<int64_t> &idx) {
    for (int64_t d = 0; d < src.rank(); ++d)
      srcIdx[d] = (*offsets)[d] + idx[d] * (*strides)[d];
    full.set(full.linearIndex(idx), src.get(src.linearIndex(srcIdx)));
  });
  // Rank-reducing slices drop unit dimensions; the element order is the same.
  // The sizes, not the result type, give the shape: the type may be dynamic.
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  std::vector<int64_t> shape;
  for (auto [d, size] : llvm::enumerate(*sizes))
    if (!dropped.test(d))
      shape.push_back(size);
  if (static_cast<int64_t>(shape.size()) != slice.getType().getRank())
    return emitError(op->getLoc())
           << "tensor.extract_slice drops dimensions that are not unit";
  results.push_back(full.reshaped(shape));
  return success();
}

LogicalResult evalInsertSlice(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results,
                              Interpreter &interp) {
  auto slice = cast<tensor::InsertSliceOp>(op);
  auto offsets = resolveMixed(op, slice.getMixedOffsets(), interp);
  auto strides = resolveMixed(op, slice.getMixedStrides(), interp);
  auto sizes = resolveMixed(op, slice.getMixedSizes(), interp);
  if (failed(offsets) || failed(strides) || failed(sizes))
    return failure();
  const Tensor &src = *operands[0];
  Tensor out = *operands[1];
  if (failed(checkSlice(op, out.shape(), *offsets, *sizes, *strides)))
    return failure();
  int64_t count = 1;
  for (int64_t s : *sizes)
    count *= s;
  if (count != src.numElements())
    return emitError(op->getLoc())
           << "tensor.insert_slice source does not have the slice's size";
  std::vector<int64_t> dstIdx(out.rank());
  int64_t linear = 0;
  forEachIndex(*sizes, [&](const std::vector<int64_t> &idx) {
    for (int64_t d = 0; d < out.rank(); ++d)
      dstIdx[d] = (*offsets)[d] + idx[d] * (*strides)[d];
    out.set(out.linearIndex(dstIdx), src.get(linear++));
  });
  results.push_back(std::move(out));
  return success();
}

/// expand_shape, collapse_shape, reshape: the row-major element order is
/// unchanged.
LogicalResult evalReshapeLike(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape())
    return emitError(op->getLoc())
           << "the reference interpreter needs static tensor shapes";
  if (type.getNumElements() != operands[0]->numElements())
    return emitError(op->getLoc()) << "reshape changes the element count";
  results.push_back(operands[0]->reshaped(type.getShape().vec()));
  return success();
}

/// tensor.cast changes only what the type says about the shape, so the
/// result may be dynamic: it keeps the operand's shape, which must agree
/// with every static size of the result type.
LogicalResult evalCast(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return emitError(op->getLoc())
           << "the reference interpreter needs ranked tensor types";
  const Tensor &src = *operands[0];
  if (type.getRank() != src.rank())
    return emitError(op->getLoc()) << "tensor.cast changes the rank";
  for (int64_t d = 0; d < src.rank(); ++d)
    if (!type.isDynamicDim(d) && type.getDimSize(d) != src.shape()[d])
      return emitError(op->getLoc())
             << "tensor.cast to size " << type.getDimSize(d)
             << " of a dimension of size " << src.shape()[d];
  results.push_back(src);
  return success();
}

LogicalResult evalBitcast(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto out = emptyLike(op, op->getResult(0).getType());
  if (failed(out))
    return failure();
  const Tensor &src = *operands[0];
  ElementType from = src.elementType(), to = out->elementType();
  for (int64_t i = 0; i < src.numElements(); ++i) {
    Scalar s = src.get(i);
    Scalar r;
    if (s.err != 0.0) { // unknown bits: a NaN, for a float
      r.err = to.isFloat() ? errors::kMayBeNaN : errors::kUnbounded;
    } else {
      to.decode(from.encode(s.f, s.i), r.f, r.i);
    }
    out->set(i, r);
  }
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalSplat(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto out = emptyLike(op, op->getResult(0).getType());
  if (failed(out))
    return failure();
  Scalar s = operands[0]->get(0);
  for (int64_t i = 0; i < out->numElements(); ++i)
    out->set(i, s);
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalFromElements(Operation *op, ArrayRef<const Tensor *> operands,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &) {
  auto out = emptyLike(op, op->getResult(0).getType());
  if (failed(out))
    return failure();
  for (int64_t i = 0; i < out->numElements(); ++i)
    out->set(i, operands[i]->get(0));
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalConcat(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto concat = cast<tensor::ConcatOp>(op);
  auto out = emptyLike(op, concat.getType());
  if (failed(out))
    return failure();
  int64_t dim = concat.getDim();
  int64_t offset = 0;
  std::vector<int64_t> dst;
  for (const Tensor *t : operands) {
    forEachIndex(t->shape(), [&](const std::vector<int64_t> &idx) {
      dst = idx;
      dst[dim] += offset;
      out->set(out->linearIndex(dst), t->get(t->linearIndex(idx)));
    });
    offset += t->shape()[dim];
  }
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalGenerate(Operation *op, ArrayRef<const Tensor *>,
                           SmallVectorImpl<Tensor> &results,
                           Interpreter &interp) {
  auto gen = cast<tensor::GenerateOp>(op);
  auto out = emptyLike(op, gen.getType());
  if (failed(out))
    return failure();
  Block &body = gen.getBody().front();
  LogicalResult status = success();
  forEachIndex(out->shape(), [&](const std::vector<int64_t> &idx) {
    if (failed(status))
      return;
    std::vector<Tensor> args;
    for (int64_t i : idx) {
      Tensor t(ElementType{ElementKind::Index}, {});
      t.setInt(0, i);
      args.push_back(std::move(t));
    }
    auto yielded = interp.evaluateBlock(body, args);
    if (failed(yielded)) {
      status = failure();
      return;
    }
    out->set(out->linearIndex(idx), (*yielded)[0].get(0));
  });
  if (failed(status))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalPad(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  auto pad = cast<tensor::PadOp>(op);
  auto out = emptyLike(op, pad.getResultType());
  if (failed(out))
    return failure();
  auto low = resolveMixed(op, pad.getMixedLowPad(), interp);
  if (failed(low))
    return failure();
  const Tensor &src = *operands[0];
  Block &body = pad.getRegion().front();
  // The common case yields a value defined outside the region: evaluate the
  // region once; otherwise per padded element.
  bool invariant = true;
  for (Operation &inner : body)
    if (!isa<tensor::YieldOp>(inner))
      invariant = false;
  std::optional<Scalar> padValue;
  LogicalResult status = success();
  std::vector<int64_t> srcIdx(src.rank());
  forEachIndex(out->shape(), [&](const std::vector<int64_t> &idx) {
    if (failed(status))
      return;
    bool inside = true;
    for (int64_t d = 0; d < src.rank(); ++d) {
      srcIdx[d] = idx[d] - (*low)[d];
      inside &= srcIdx[d] >= 0 && srcIdx[d] < src.shape()[d];
    }
    if (inside) {
      out->set(out->linearIndex(idx), src.get(src.linearIndex(srcIdx)));
      return;
    }
    if (!padValue || !invariant) {
      std::vector<Tensor> args;
      for (int64_t i : idx) {
        Tensor t(ElementType{ElementKind::Index}, {});
        t.setInt(0, i);
        args.push_back(std::move(t));
      }
      auto yielded = interp.evaluateBlock(body, args);
      if (failed(yielded)) {
        status = failure();
        return;
      }
      padValue = (*yielded)[0].get(0);
    }
    out->set(out->linearIndex(idx), *padValue);
  });
  if (failed(status))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalDim(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto d = exactIndex(op, operands[1]);
  if (failed(d))
    return failure();
  if (*d < 0 || *d >= operands[0]->rank())
    return emitError(op->getLoc()) << "tensor.dim index out of range";
  Tensor out(ElementType{ElementKind::Index}, {});
  out.setInt(0, operands[0]->shape()[*d]);
  results.push_back(std::move(out));
  return success();
}

} // namespace

void defuse::registerTensorSemantics(SemanticsRegistry &registry) {
  registry.add("tensor.empty", evalEmpty);
  registry.add("tensor.extract", evalExtract);
  registry.add("tensor.insert", evalInsert);
  registry.add("tensor.extract_slice", evalExtractSlice);
  registry.add("tensor.insert_slice", evalInsertSlice);
  registry.add("tensor.expand_shape", evalReshapeLike);
  registry.add("tensor.collapse_shape", evalReshapeLike);
  registry.add("tensor.reshape", evalReshapeLike);
  registry.add("tensor.cast", evalCast);
  registry.add("tensor.bitcast", evalBitcast);
  registry.add("tensor.splat", evalSplat);
  registry.add("tensor.from_elements", evalFromElements);
  registry.add("tensor.concat", evalConcat);
  registry.add("tensor.generate", evalGenerate);
  registry.add("tensor.pad", evalPad);
  registry.add("tensor.dim", evalDim);
}
