//===- StablehloContractions.cpp - StableHLO: sums, windows, indexing -----===//
//
// dot_general (and the legacy dot), convolution, reduce, reduce_window,
// gather and scatter, as the StableHLO specification defines them.
//
// Float sums (dot_general, convolution, a reduce or reduce_window whose
// body adds) get the reassociation bound of ErrorModel.h in the result
// type: the specification leaves the order of a sum, and the precision of
// its accumulator beyond the result type's, to the implementation. A body
// that multiplies gets the relative bound of a product in any order;
// maximum and minimum bodies are exact. Any other body is evaluated in
// the specification's order, one element at a time. Integer sums wrap.
//
// Indices out of range: gather clamps its start indices (the
// specification's clamp), scatter skips updates that fall outside the
// operand (XLA does; the specification leaves it to the implementation).
// An index that depends on values the reference cannot decide exactly is
// an error, not a guess.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

#include <cmath>
#include <map>
#include <set>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;
using errors::kUnbounded;

namespace {

/// One output element of a sum of products, with its bound: the float path
/// keeps the magnitudes and propagated bounds the reassociation bound needs,
/// the integer path wraps.
struct DotAccumulator {
  ElementType type;
  mc::Lane *lane = mc::noiseLane();
  double sum = 0, abs = 0, err = 0;
  double imag = 0; // a complex sum's imaginary part
  uint64_t isum = 0;
  bool uncertain = false;
  int64_t terms = 0;

  void add(const Scalar &a, const Scalar &b) {
    ++terms;
    if (type.isComplex()) {
      // Each part sums two products per term.
      ElementType part = type.partType();
      sum = errors::accumulate(lane, part, sum, a.f * b.f - a.im * b.im);
      imag = errors::accumulate(lane, part, imag, a.f * b.im + a.im * b.f);
      abs += (std::fabs(a.f) + std::fabs(a.im)) *
             (std::fabs(b.f) + std::fabs(b.im));
      if (a.err != 0.0 || b.err != 0.0)
        err += std::hypot(a.f, a.im) * b.err + std::hypot(b.f, b.im) * a.err +
               a.err * b.err;
      return;
    }
    if (type.kind ==
        ElementKind::I1) { // a sum of booleans is OR, a product AND
      isum |= static_cast<uint64_t>(a.i & b.i);
      uncertain |= a.err != 0.0 || b.err != 0.0;
      return;
    }
    if (!type.isFloat()) {
      isum += static_cast<uint64_t>(a.i) * static_cast<uint64_t>(b.i);
      uncertain |= a.err != 0.0 || b.err != 0.0;
      return;
    }
    double p = a.f * b.f;
    sum = errors::accumulate(lane, type, sum, p);
    abs += errors::finiteAbs(p);
    if (a.err != 0.0 || b.err != 0.0)
      err += errors::productBound(a.f, a.err, b.f, b.err);
  }
  Scalar result() const {
    if (type.isComplex()) {
      Scalar bound = errors::sumResult(
          type.partType(), std::hypot(sum, imag), abs,
          std::isnan(err) ? errors::kMayBeNaN : err, 2 * terms);
      return Scalar::ofComplex(sum, imag, bound.err);
    }
    if (!type.isFloat())
      return Scalar::ofInt(type.wrap(static_cast<int64_t>(isum)),
                           uncertain ? kUnbounded : 0.0);
    double e = std::isnan(err) ? errors::kMayBeNaN : err;
    return errors::sumResult(type, sum, abs, e, terms);
  }
};

/// dot_general: batching and contracting dimensions of each side; the
/// result is [batch..., lhs free..., rhs free...].
LogicalResult evalDotGeneral(Operation *op, ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &lhs = *operands[0], &rhs = *operands[1];
  std::vector<int64_t> lb, rb, lc, rc;
  if (op->getName().getStringRef() == "stablehlo.dot") {
    // The legacy dot: the last dimension of lhs with the first of rhs.
    lc = {lhs.rank() - 1};
    rc = {0};
  } else {
    auto fields = structFields(op->getAttr("dot_dimension_numbers"), "dot");
    if (failed(fields))
      return unsupported(op) << "dot_dimension_numbers "
                             << op->getAttr("dot_dimension_numbers");
    lb = (*fields)["lhs_batching_dimensions"];
    rb = (*fields)["rhs_batching_dimensions"];
    lc = (*fields)["lhs_contracting_dimensions"];
    rc = (*fields)["rhs_contracting_dimensions"];
  }
  if (lb.size() != rb.size() || lc.size() != rc.size())
    return unsupported(op) << "dimension numbers that do not pair up";
  auto freeDims = [](int64_t rank, const std::vector<int64_t> &a,
                     const std::vector<int64_t> &b) {
    std::vector<int64_t> free;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
        free.push_back(d);
    return free;
  };
  std::vector<int64_t> lf = freeDims(lhs.rank(), lb, lc);
  std::vector<int64_t> rf = freeDims(rhs.rank(), rb, rc);
  if (lb.size() + lf.size() + rf.size() != static_cast<size_t>(out->rank()))
    return unsupported(op) << "a result of the wrong rank";
  std::vector<int64_t> ls = stridesOf(lhs.shape()), rs = stridesOf(rhs.shape());
  std::vector<int64_t> contracted;
  for (int64_t d : lc)
    contracted.push_back(lhs.shape()[d]);
  // Offsets of every contracted position in each operand.
  std::vector<int64_t> lOff, rOff;
  forEachIndex(contracted, [&](const std::vector<int64_t> &k) {
    int64_t a = 0, b = 0;
    for (size_t i = 0; i < k.size(); ++i) {
      a += k[i] * ls[lc[i]];
      b += k[i] * rs[rc[i]];
    }
    lOff.push_back(a);
    rOff.push_back(b);
  });
  if (contracted.empty()) {
    lOff = {0};
    rOff = {0};
  }
  ElementType t = out->elementType();
  int64_t linear = 0;
  forEachIndex(out->shape(), [&](const std::vector<int64_t> &index) {
    int64_t a = 0, b = 0;
    size_t p = 0;
    for (size_t i = 0; i < lb.size(); ++i, ++p) {
      a += index[p] * ls[lb[i]];
      b += index[p] * rs[rb[i]];
    }
    for (int64_t d : lf)
      a += index[p++] * ls[d];
    for (int64_t d : rf)
      b += index[p++] * rs[d];
    DotAccumulator acc{t};
    int64_t n = static_cast<int64_t>(lOff.size());
    auto step = [&](int64_t k) {
      acc.add(lhs.get(a + lOff[k]), rhs.get(b + rOff[k]));
    };
    if (acc.lane)
      mc::forEachRotated(n, acc.lane->rotation(n), step);
    else
      for (int64_t k = 0; k < n; ++k)
        step(k);
    out->set(linear++, acc.result());
  });
  results.push_back(std::move(*out));
  return success();
}

} // namespace

/// convolution, in full generality: dimension numbers, strides, padding,
/// lhs (input) and rhs (window) dilation, window reversal, feature groups
/// and batch groups.
LogicalResult stablehlo::convolutionWith(Operation *op,
                                         ArrayRef<const Tensor *> operands,
                                         SmallVectorImpl<Tensor> &results,
                                         const DynamicOperands &dynamic) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  FailureOr<ConvDimensions> dims =
      convDimensions(op->getAttr("dimension_numbers"));
  if (failed(dims))
    return unsupported(op) << "dimension_numbers "
                           << op->getAttr("dimension_numbers");
  const Tensor &in = *operands[0], &ker = *operands[1];
  size_t n = dims->inputSpatial.size();
  std::vector<int64_t> strides =
      integerList(op, "window_strides", std::vector<int64_t>(n, 1));
  std::vector<int64_t> lhsDil =
      integerList(op, "lhs_dilation", std::vector<int64_t>(n, 1));
  std::vector<int64_t> rhsDil =
      integerList(op, "rhs_dilation", std::vector<int64_t>(n, 1));
  std::vector<int64_t> reversal =
      integerList(op, "window_reversal", std::vector<int64_t>(n, 0));
  std::vector<int64_t> padding =
      dynamic.padding
          ? *dynamic.padding
          : integerList(op, "padding", std::vector<int64_t>(2 * n, 0));
  int64_t featureGroups = integer(op, "feature_group_count", 1);
  int64_t batchGroups = integer(op, "batch_group_count", 1);
  if (strides.size() != n || lhsDil.size() != n || rhsDil.size() != n ||
      reversal.size() != n || padding.size() != 2 * n || featureGroups < 1 ||
      batchGroups < 1)
    return unsupported(op) << "window attributes of the wrong length";
  const ConvDimensions &d = *dims;
  int64_t inFeatures = in.shape()[d.inputFeature];
  int64_t kerIn = ker.shape()[d.kernelInput];
  int64_t kerOut = ker.shape()[d.kernelOutput];
  int64_t outPerFeatureGroup = kerOut / featureGroups;
  int64_t outPerBatchGroup = kerOut / batchGroups;
  int64_t batch = in.shape()[d.inputBatch] / batchGroups;
  if (inFeatures != kerIn * featureGroups || kerOut % featureGroups ||
      kerOut % batchGroups)
    return unsupported(op) << "feature or batch groups that do not divide";
  std::vector<int64_t> is = stridesOf(in.shape()), ks = stridesOf(ker.shape()),
                       os = stridesOf(out->shape());
  std::vector<int64_t> window(n);
  for (size_t s = 0; s < n; ++s)
    window[s] = ker.shape()[d.kernelSpatial[s]];
  ElementType t = out->elementType();
  std::vector<int64_t> outSpatial(n);
  for (size_t s = 0; s < n; ++s)
    outSpatial[s] = out->shape()[d.outputSpatial[s]];
  // Output: [b, o, spatial...] in the output's own layout.
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t o = 0; o < kerOut; ++o) {
      int64_t fg = o / outPerFeatureGroup, bg = o / outPerBatchGroup;
      int64_t inBatch = bg * batch + b;
      forEachIndex(outSpatial, [&](const std::vector<int64_t> &pos) {
        DotAccumulator acc{t};
        forEachIndex(window, [&](const std::vector<int64_t> &w) {
          // The input position this window tap reads, in the dilated and
          // padded input; taps between dilated elements or in the padding
          // read zero and add nothing.
          int64_t inOffset = inBatch * is[d.inputBatch];
          for (size_t s = 0; s < n; ++s) {
            int64_t tap = reversal[s] ? window[s] - 1 - w[s] : w[s];
            int64_t dilated =
                pos[s] * strides[s] + tap * rhsDil[s] - padding[2 * s];
            if (dilated < 0 || dilated % lhsDil[s])
              return;
            int64_t x = dilated / lhsDil[s];
            if (x >= in.shape()[d.inputSpatial[s]])
              return;
            inOffset += x * is[d.inputSpatial[s]];
          }
          int64_t kOffset = o * ks[d.kernelOutput];
          for (size_t s = 0; s < n; ++s)
            kOffset += w[s] * ks[d.kernelSpatial[s]];
          for (int64_t c = 0; c < kerIn; ++c)
            acc.add(in.get(inOffset + (fg * kerIn + c) * is[d.inputFeature]),
                    ker.get(kOffset + c * ks[d.kernelInput]));
        });
        int64_t at = b * os[d.outputBatch] + o * os[d.outputFeature];
        for (size_t s = 0; s < n; ++s)
          at += pos[s] * os[d.outputSpatial[s]];
        out->set(at, acc.result());
      });
    }
  results.push_back(std::move(*out));
  return success();
}

namespace {

LogicalResult evalConvolution(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  return convolutionWith(op, operands, results, DynamicOperands());
}

/// reduce and reduce_window: N inputs then N init values; each result
/// element folds the input elements `members` lists into the inits with
/// the op's body: the combiner's bound when the body is one (single
/// operand), else the body evaluated in order. Appends the N results.
LogicalResult
foldInto(Operation *op, ArrayRef<const Tensor *> operands,
         SmallVectorImpl<Tensor> &results,
         const std::function<void(int64_t, std::vector<int64_t> &)> &members,
         Interpreter &interp) {
  size_t k = operands.size() / 2;
  ArrayRef<const Tensor *> inputs = operands.take_front(k);
  ArrayRef<const Tensor *> inits = operands.drop_front(k);
  Region &body = op->getRegion(0);
  SmallVector<Tensor> outs;
  for (unsigned i = 0; i < k; ++i) {
    FailureOr<Tensor> out = resultTensor(op, i);
    if (failed(out))
      return failure();
    outs.push_back(std::move(*out));
  }
  Combiner combiner = k == 1 ? combinerOf(body) : Combiner::None;
  std::vector<int64_t> list;
  std::vector<Scalar> values;
  for (int64_t r = 0; r < outs[0].numElements(); ++r) {
    members(r, list);
    if (combiner != Combiner::None) {
      values.assign(1, inits[0]->get(0));
      for (int64_t m : list)
        values.push_back(inputs[0]->get(m));
      outs[0].set(r, combineAll(combiner, outs[0].elementType(), values));
      continue;
    }
    std::vector<Tensor> acc;
    for (size_t i = 0; i < k; ++i)
      acc.push_back(scalarTensor(inits[i]->elementType(), inits[i]->get(0)));
    for (int64_t m : list) {
      std::vector<Tensor> args = acc;
      for (size_t i = 0; i < k; ++i)
        args.push_back(
            scalarTensor(inputs[i]->elementType(), inputs[i]->get(m)));
      auto next = evaluateBody(body, args, interp);
      if (failed(next) || next->size() != k)
        return failed(next) ? failure()
                            : unsupported(op) << "a body of the wrong arity";
      acc = std::move(*next);
    }
    for (size_t i = 0; i < k; ++i)
      outs[i].set(r, acc[i].get(0));
  }
  results.append(std::make_move_iterator(outs.begin()),
                 std::make_move_iterator(outs.end()));
  return success();
}

/// reduce: N inputs and N inits, reduced over `dimensions`.
LogicalResult evalReduce(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results,
                         Interpreter &interp) {
  std::vector<int64_t> dims = integerList(op, "dimensions");
  const Tensor &in = *operands[0];
  std::vector<int64_t> kept, reduced;
  for (int64_t d = 0; d < in.rank(); ++d)
    (llvm::is_contained(dims, d) ? reduced : kept).push_back(in.shape()[d]);
  std::vector<int64_t> strides = stridesOf(in.shape());
  std::vector<int64_t> keptStrides, reducedStrides;
  for (int64_t d = 0; d < in.rank(); ++d)
    (llvm::is_contained(dims, d) ? reducedStrides : keptStrides)
        .push_back(strides[d]);
  std::vector<int64_t> reducedOffsets;
  forEachIndex(reduced, [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (size_t i = 0; i < index.size(); ++i)
      at += index[i] * reducedStrides[i];
    reducedOffsets.push_back(at);
  });
  if (reduced.empty())
    reducedOffsets = {0};
  std::vector<int64_t> keptStridesOut = stridesOf(kept);
  auto members = [&](int64_t r, std::vector<int64_t> &list) {
    int64_t base = 0;
    for (size_t i = 0; i < kept.size(); ++i)
      base += (r / keptStridesOut[i]) % kept[i] * keptStrides[i];
    list.clear();
    for (int64_t off : reducedOffsets)
      list.push_back(base + off);
  };
  return foldInto(op, operands, results, members, interp);
}

/// reduce_window: windows over the (base-dilated, padded) inputs.
LogicalResult evalReduceWindow(Operation *op, ArrayRef<const Tensor *> operands,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &interp) {
  FailureOr<Tensor> shaped = resultTensor(op);
  if (failed(shaped))
    return failure();
  std::vector<int64_t> outShape = shaped->shape();
  const Tensor &in = *operands[0];
  size_t rank = in.shape().size();
  std::vector<int64_t> window = integerList(op, "window_dimensions");
  std::vector<int64_t> strides =
      integerList(op, "window_strides", std::vector<int64_t>(rank, 1));
  std::vector<int64_t> baseDil =
      integerList(op, "base_dilations", std::vector<int64_t>(rank, 1));
  std::vector<int64_t> winDil =
      integerList(op, "window_dilations", std::vector<int64_t>(rank, 1));
  std::vector<int64_t> padding =
      integerList(op, "padding", std::vector<int64_t>(2 * rank, 0));
  if (window.size() != rank || strides.size() != rank ||
      baseDil.size() != rank || winDil.size() != rank ||
      padding.size() != 2 * rank)
    return unsupported(op) << "window attributes of the wrong length";
  std::vector<int64_t> is = stridesOf(in.shape());
  std::vector<int64_t> os = stridesOf(outShape);
  auto members = [&](int64_t r, std::vector<int64_t> &list) {
    list.clear();
    std::vector<int64_t> pos(rank);
    for (size_t d = 0; d < rank; ++d)
      pos[d] = (r / os[d]) % outShape[d];
    forEachIndex(window, [&](const std::vector<int64_t> &w) {
      int64_t at = 0;
      for (size_t d = 0; d < rank; ++d) {
        int64_t x = pos[d] * strides[d] + w[d] * winDil[d] - padding[2 * d];
        if (x < 0 || x % baseDil[d])
          return; // padding or a hole of the dilation: the init value
        x /= baseDil[d];
        if (x >= in.shape()[d])
          return;
        at += x * is[d];
      }
      list.push_back(at);
    });
  };
  return foldInto(op, operands, results, members, interp);
}

/// One component of a start index: its value and its bound (0 when exact;
/// in a noise lane, infinite when the lane's noise left it undecided).
struct StartIndex {
  int64_t value = 0;
  double err = 0;
};

/// The start index vector at batch position `batch` of `indices`
/// (index_vector_dim picks the dimension holding the vector, or none).
FailureOr<std::vector<StartIndex>>
indexVector(Operation *op, const Tensor &indices, int64_t indexVectorDim,
            const std::vector<int64_t> &batch) {
  if (indices.elementType().isFloat() || indices.elementType().isComplex())
    return unsupported(op) << "a float index in '" << op->getName() << "'";
  std::vector<int64_t> strides = stridesOf(indices.shape());
  std::vector<int64_t> full;
  size_t b = 0;
  for (int64_t d = 0; d < indices.rank(); ++d) {
    if (d != indexVectorDim && b >= batch.size())
      return unsupported(op) << "indices whose batch dimensions do not match";
    full.push_back(d == indexVectorDim ? 0 : batch[b++]);
  }
  int64_t length =
      indexVectorDim < indices.rank() ? indices.shape()[indexVectorDim] : 1;
  std::vector<StartIndex> out;
  for (int64_t i = 0; i < length; ++i) {
    int64_t at = 0;
    for (int64_t d = 0; d < indices.rank(); ++d)
      at += (d == indexVectorDim ? i : full[d]) * strides[d];
    Scalar v = indices.get(at);
    out.push_back({indexValue(indices.elementType(), v.i), v.err});
  }
  return out;
}

/// The start positions an uncertain component may legally take along a
/// dimension whose starts run over [0, last]: [value - err, value + err],
/// everything when unbounded.
std::pair<int64_t, int64_t> candidateStarts(const StartIndex &s, int64_t last) {
  if (!std::isfinite(s.err))
    return {0, last};
  int64_t span = static_cast<int64_t>(std::floor(s.err));
  return {std::clamp<int64_t>(s.value - span, 0, last),
          std::clamp<int64_t>(s.value + span, 0, last)};
}

/// At most this many combinations of uncertain start indices are walked for
/// one element's hull; past it the element is unbounded.
constexpr int64_t kMaxCandidateStarts = 4096;

} // namespace

/// gather, as the specification's pseudo-code defines it.
LogicalResult stablehlo::gatherWith(Operation *op,
                                    ArrayRef<const Tensor *> operands,
                                    SmallVectorImpl<Tensor> &results,
                                    const DynamicOperands &dynamic) {
  FailureOr<Tensor> out = dynamic.resultShape
                              ? resultTensorOfShape(op, 0, *dynamic.resultShape)
                              : resultTensor(op);
  if (failed(out))
    return failure();
  auto fields = structFields(op->getAttr("dimension_numbers"), "gather");
  if (failed(fields))
    return unsupported(op) << "dimension_numbers "
                           << op->getAttr("dimension_numbers");
  const Tensor &operand = *operands[0], &indices = *operands[1];
  std::vector<int64_t> offsetDims = (*fields)["offset_dims"];
  std::vector<int64_t> collapsed = (*fields)["collapsed_slice_dims"];
  std::vector<int64_t> startIndexMap = (*fields)["start_index_map"];
  std::vector<int64_t> operandBatching = (*fields)["operand_batching_dims"];
  std::vector<int64_t> indicesBatching =
      (*fields)["start_indices_batching_dims"];
  // The dialect prints index_vector_dim only when it is not 0.
  int64_t indexVectorDim = fields->count("index_vector_dim")
                               ? (*fields)["index_vector_dim"].front()
                               : 0;
  if (indexVectorDim < 0 || indexVectorDim > indices.rank())
    return unsupported(op) << "index_vector_dim " << indexVectorDim;
  std::vector<int64_t> sliceSizes =
      dynamic.sliceSizes ? *dynamic.sliceSizes : integerList(op, "slice_sizes");
  if (sliceSizes.size() != operand.shape().size())
    return unsupported(op) << "slice_sizes of the wrong length";
  std::vector<int64_t> batchDims;
  for (int64_t d = 0; d < out->rank(); ++d)
    if (!llvm::is_contained(offsetDims, d))
      batchDims.push_back(d);
  // The operand dimensions the offset dims walk, in order.
  std::vector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsetOperandDims.push_back(d);
  // The indices dimensions other than index_vector_dim, in order.
  std::vector<int64_t> indicesBatchOrder;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != indexVectorDim)
      indicesBatchOrder.push_back(d);
  std::vector<int64_t> os = stridesOf(operand.shape());
  int64_t linear = 0;
  LogicalResult status = success();
  forEachIndex(out->shape(), [&](const std::vector<int64_t> &index) {
    if (failed(status))
      return;
    std::vector<int64_t> batch;
    for (int64_t d : batchDims)
      batch.push_back(index[d]);
    FailureOr<std::vector<StartIndex>> start =
        indexVector(op, indices, indexVectorDim, batch);
    if (failed(start) || start->size() != startIndexMap.size()) {
      status = failed(start) ? failure()
                             : unsupported(op) << "start indices of length "
                                               << start->size();
      return;
    }
    std::vector<int64_t> full(operand.rank(), 0);
    for (size_t i = 0; i < operandBatching.size(); ++i) {
      int64_t id = indicesBatching[i];
      auto pos = llvm::find(indicesBatchOrder, id) - indicesBatchOrder.begin();
      full[operandBatching[i]] = batch[pos];
    }
    for (size_t i = 0; i < offsetDims.size(); ++i)
      full[offsetOperandDims[i]] += index[offsetDims[i]];
    // The element at start indices `starts` (clamped as the specification
    // clamps them).
    auto elementAt = [&](const std::vector<int64_t> &starts) {
      int64_t at = 0;
      for (int64_t d = 0; d < operand.rank(); ++d)
        at += full[d] * os[d];
      for (size_t i = 0; i < startIndexMap.size(); ++i) {
        int64_t d = startIndexMap[i];
        at += std::clamp<int64_t>(starts[i], 0,
                                  operand.shape()[d] - sliceSizes[d]) *
              os[d];
      }
      return operand.get(at);
    };
    std::vector<int64_t> central;
    bool uncertain = false;
    for (const StartIndex &si : *start) {
      central.push_back(si.value);
      uncertain |= si.err != 0.0;
    }
    Scalar value = elementAt(central);
    if (uncertain && mc::noiseLane()) {
      value.err = errors::kUnbounded; // an index the lane left undecided
    } else if (uncertain) {
      // Any start the index may legally take: the hull of their elements.
      std::vector<int64_t> lo, span;
      int64_t combinations = 1;
      for (size_t i = 0; i < startIndexMap.size(); ++i) {
        int64_t d = startIndexMap[i];
        auto [a, b] =
            candidateStarts((*start)[i], operand.shape()[d] - sliceSizes[d]);
        lo.push_back(a);
        span.push_back(b - a + 1);
        combinations *= span.back();
        if (combinations > kMaxCandidateStarts)
          break;
      }
      if (combinations > kMaxCandidateStarts) {
        value.err = operand.elementType().isFloat() ? errors::kMayBeNaN
                                                    : errors::kUnbounded;
      } else {
        bool isFloat = operand.elementType().isFloat();
        forEachIndex(span, [&](const std::vector<int64_t> &k) {
          std::vector<int64_t> candidate(lo);
          for (size_t i = 0; i < k.size(); ++i)
            candidate[i] += k[i];
          value = errors::hull(value, elementAt(candidate), isFloat);
        });
      }
    }
    out->set(linear++, value);
  });
  if (failed(status))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

namespace {

LogicalResult evalGather(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  return gatherWith(op, operands, results, DynamicOperands());
}

/// scatter: each update element lands on the operand element its index
/// names, combined by the body; updates outside the operand are skipped.
/// An adding body gets the reassociation bound (updates to one element may
/// come in any order); a body that returns the update, where several land
/// on one element, may legally leave any of them.
LogicalResult evalScatter(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results,
                          Interpreter &interp) {
  if (operands.size() != 3)
    return unsupported(op) << "a scatter of several operands";
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  auto fields =
      structFields(op->getAttr("scatter_dimension_numbers"), "scatter");
  if (failed(fields))
    return unsupported(op) << "scatter_dimension_numbers "
                           << op->getAttr("scatter_dimension_numbers");
  const Tensor &operand = *operands[0], &indices = *operands[1],
               &updates = *operands[2];
  *out = operand;
  std::vector<int64_t> windowDims = (*fields)["update_window_dims"];
  std::vector<int64_t> inserted = (*fields)["inserted_window_dims"];
  std::vector<int64_t> toOperand = (*fields)["scatter_dims_to_operand_dims"];
  std::vector<int64_t> inputBatching = (*fields)["input_batching_dims"];
  std::vector<int64_t> indicesBatching =
      (*fields)["scatter_indices_batching_dims"];
  // The dialect prints index_vector_dim only when it is not 0.
  int64_t indexVectorDim = fields->count("index_vector_dim")
                               ? (*fields)["index_vector_dim"].front()
                               : 0;
  if (indexVectorDim < 0 || indexVectorDim > indices.rank())
    return unsupported(op) << "index_vector_dim " << indexVectorDim;
  std::vector<int64_t> scatterDims;
  for (int64_t d = 0; d < updates.rank(); ++d)
    if (!llvm::is_contained(windowDims, d))
      scatterDims.push_back(d);
  std::vector<int64_t> windowOperandDims;
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!llvm::is_contained(inserted, d) &&
        !llvm::is_contained(inputBatching, d))
      windowOperandDims.push_back(d);
  std::vector<int64_t> indicesBatchOrder;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != indexVectorDim)
      indicesBatchOrder.push_back(d);
  std::vector<int64_t> os = stridesOf(operand.shape());
  Region &body = op->getRegion(0);
  Combiner combiner = combinerOf(body);
  Block &block = body.front();
  bool overwrites =
      block.getNumArguments() == 2 &&
      block.getTerminator()->getNumOperands() == 1 &&
      block.getTerminator()->getOperand(0) == block.getArgument(1);
  // Per operand element: every update that lands there, in order.
  std::map<int64_t, std::vector<Scalar>> landed;
  bool unsettled = false;
  int64_t linear = 0;
  LogicalResult status = success();
  forEachIndex(updates.shape(), [&](const std::vector<int64_t> &index) {
    int64_t u = linear++;
    if (failed(status))
      return;
    std::vector<int64_t> batch;
    for (int64_t d : scatterDims)
      batch.push_back(index[d]);
    FailureOr<std::vector<StartIndex>> start =
        indexVector(op, indices, indexVectorDim, batch);
    if (failed(start) || start->size() != toOperand.size()) {
      status = failed(start) ? failure()
                             : unsupported(op) << "scatter indices of length "
                                               << start->size();
      return;
    }
    std::vector<int64_t> full(operand.rank(), 0);
    bool uncertain = false;
    for (size_t i = 0; i < toOperand.size(); ++i) {
      full[toOperand[i]] = (*start)[i].value;
      uncertain |= (*start)[i].err != 0.0;
    }
    // An update whose target is uncertain may land on any element: the
    // reference gives up on the whole result rather than guess.
    if (uncertain) {
      unsettled = true;
      return;
    }
    for (size_t i = 0; i < inputBatching.size(); ++i) {
      auto pos = llvm::find(indicesBatchOrder, indicesBatching[i]) -
                 indicesBatchOrder.begin();
      full[inputBatching[i]] = batch[pos];
    }
    for (size_t i = 0; i < windowDims.size(); ++i)
      full[windowOperandDims[i]] += index[windowDims[i]];
    int64_t at = 0;
    for (int64_t d = 0; d < operand.rank(); ++d) {
      if (full[d] < 0 || full[d] >= operand.shape()[d])
        return; // outside the operand: skipped
      at += full[d] * os[d];
    }
    landed[at].push_back(updates.get(u));
  });
  if (failed(status))
    return failure();
  ElementType t = out->elementType();
  for (auto &[at, list] : landed) {
    if (combiner != Combiner::None) {
      std::vector<Scalar> values = {operand.get(at)};
      values.insert(values.end(), list.begin(), list.end());
      out->set(at, combineAll(combiner, t, values));
      continue;
    }
    if (overwrites) {
      Scalar s = list.back();
      for (const Scalar &other : list)
        s = errors::hull(s, other, t.isFloat());
      out->set(at, s);
      continue;
    }
    Tensor acc = scalarTensor(t, operand.get(at));
    for (const Scalar &update : list) {
      auto next = evaluateBody(body, {acc, scalarTensor(t, update)}, interp);
      if (failed(next) || next->size() != 1)
        return failure();
      acc = std::move((*next)[0]);
    }
    out->set(at, acc.get(0));
  }
  if (unsettled)
    for (int64_t i = 0; i < out->numElements(); ++i) {
      Scalar v = out->get(i);
      v.err = t.isFloat() ? errors::kMayBeNaN : errors::kUnbounded;
      out->set(i, v);
    }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

namespace {

/// chlo.ragged_dot: a dot_general whose lhs has one ragged dimension cut
/// into groups by group_sizes (ChloOps.td): a non-contracting one (mode 1:
/// each group of rows against the rhs of its group, the rhs group dimension
/// gone from the result), a contracting one (mode 2: each group sums its
/// own slice of the contraction, the result gains a leading group
/// dimension), or a batch one (mode 3: batches past the groups are zero).
/// Rows (or batches) past the sum of the group sizes are zero. Bounds as
/// dot_general's.
LogicalResult evalRaggedDot(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  auto fields =
      structFields(op->getAttr("ragged_dot_dimension_numbers"), "ragged_dot");
  if (failed(fields) || operands.size() != 3)
    return unsupported(op) << "ragged_dot_dimension_numbers "
                           << op->getAttr("ragged_dot_dimension_numbers");
  const Tensor &lhs = *operands[0], &rhs = *operands[1], &sizes = *operands[2];
  std::vector<int64_t> lb = (*fields)["lhs_batching_dimensions"],
                       rb = (*fields)["rhs_batching_dimensions"],
                       lc = (*fields)["lhs_contracting_dimensions"],
                       rc = (*fields)["rhs_contracting_dimensions"],
                       ragged = (*fields)["lhs_ragged_dimensions"],
                       group = (*fields)["rhs_group_dimensions"];
  if (ragged.size() != 1 || group.size() > 1 || lb.size() != rb.size() ||
      lc.size() != rc.size() || sizes.rank() < 1)
    return unsupported(op) << "ragged_dot dimension numbers of that form";
  int64_t r = ragged[0];
  int mode = llvm::is_contained(lc, r) ? 2 : llvm::is_contained(lb, r) ? 3 : 1;
  if ((mode == 1) != (group.size() == 1))
    return unsupported(op) << "a ragged_dot whose rhs group dimension does "
                              "not fit its ragged dimension";
  int64_t groups = sizes.shape().back();
  // Group sizes are per batch when group_sizes has the batch dimensions
  // too; only a flat list is modelled.
  if (sizes.rank() != 1)
    return unsupported(op) << "group_sizes of rank " << sizes.rank();
  std::vector<int64_t> starts(groups + 1, 0);
  for (int64_t g = 0; g < groups; ++g) {
    FailureOr<int64_t> n = exactIndex(op, sizes, g);
    if (failed(n))
      return failure();
    starts[g + 1] = starts[g] + std::max<int64_t>(*n, 0);
  }
  auto groupOf = [&](int64_t position) {
    for (int64_t g = 0; g < groups; ++g)
      if (position >= starts[g] && position < starts[g + 1])
        return g;
    return int64_t(-1); // past every group
  };
  auto freeDims = [](int64_t rank,
                     std::initializer_list<const std::vector<int64_t> *> used) {
    std::vector<int64_t> free;
    for (int64_t d = 0; d < rank; ++d) {
      bool taken = false;
      for (const std::vector<int64_t> *u : used)
        taken |= llvm::is_contained(*u, d);
      if (!taken)
        free.push_back(d);
    }
    return free;
  };
  std::vector<int64_t> lf = freeDims(lhs.rank(), {&lb, &lc});
  std::vector<int64_t> rf = freeDims(rhs.rank(), {&rb, &rc, &group});
  size_t lead = mode == 2 ? 1 : 0;
  if (lead + lb.size() + lf.size() + rf.size() !=
      static_cast<size_t>(out->rank()))
    return unsupported(op) << "a ragged_dot result of the wrong rank";
  std::vector<int64_t> ls = stridesOf(lhs.shape()), rs = stridesOf(rhs.shape());
  std::vector<int64_t> contracted;
  for (int64_t d : lc)
    contracted.push_back(lhs.shape()[d]);
  ElementType t = out->elementType();
  int64_t linear = 0;
  forEachIndex(out->shape(), [&](const std::vector<int64_t> &index) {
    int64_t g = mode == 2 ? index[0] : -1;
    int64_t a = 0, b = 0;
    size_t p = lead;
    bool zero = false;
    for (size_t i = 0; i < lb.size(); ++i, ++p) {
      a += index[p] * ls[lb[i]];
      b += index[p] * rs[rb[i]];
      if (mode == 3 && lb[i] == r)
        zero |= groupOf(index[p]) < 0;
    }
    for (int64_t d : lf) {
      a += index[p] * ls[d];
      if (mode == 1 && d == r) {
        g = groupOf(index[p]);
        zero |= g < 0;
      }
      ++p;
    }
    for (int64_t d : rf)
      b += index[p++] * rs[d];
    if (mode == 1 && !zero)
      b += g * rs[group[0]];
    DotAccumulator acc{t};
    if (!zero)
      forEachIndex(contracted, [&](const std::vector<int64_t> &k) {
        int64_t aa = a, bb = b;
        for (size_t i = 0; i < k.size(); ++i) {
          if (mode == 2 && lc[i] == r &&
              (k[i] < starts[g] || k[i] >= starts[g + 1]))
            return; // outside this group's slice of the contraction
          aa += k[i] * ls[lc[i]];
          bb += k[i] * rs[rc[i]];
        }
        acc.add(lhs.get(aa), rhs.get(bb));
      });
    out->set(linear++, acc.result());
  });
  results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloContractionSemantics(
    SemanticsRegistry &registry) {
  registry.add("stablehlo.dot_general", evalDotGeneral);
  registry.add("stablehlo.dot", evalDotGeneral);
  registry.add("stablehlo.convolution", evalConvolution);
  registry.add("stablehlo.reduce", evalReduce);
  registry.add("stablehlo.reduce_window", evalReduceWindow);
  registry.add("stablehlo.gather", evalGather);
  registry.add("stablehlo.scatter", evalScatter);
  registry.add("chlo.ragged_dot", evalRaggedDot);
}
