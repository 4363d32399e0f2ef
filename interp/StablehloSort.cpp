//===- StablehloSort.cpp - StableHLO sort and chlo.top_k ------------------===//
//
// sort orders the lines of its operands along `dimension` by its comparator
// (a region evaluated on reference values, in the specification's meaning:
// a stable sort keeps the operand order of elements the comparator does not
// order); chlo.top_k takes the k largest of each last-dimension line in
// descending total order (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN),
// the lower index first among equals, as XLA's TopK does.
//
// Where the comparator's answer for two neighbours in the sorted order is
// uncertain (their keys' bounds overlap), or two elements are equal in an
// unstable sort, any of the elements of that run may legally sit at each of
// its positions: every output element there gets the hull of the run's
// values as its bound. Integers (a permutation's indices) then carry the
// spread of the run's values.
//
// In the statistical tier the order is a decision: noise lanes take the
// reference's order (mc::sharedOrder) and each pair of neighbours is a
// compare on every float key the comparator reads; a lane whose noise comes
// near such a margin leaves both positions unjudged.
//
//===----------------------------------------------------------------------===//

#include "interp/ComplexErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

#include <algorithm>
#include <cstring>
#include <numeric>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

/// One comparison of two elements of a line: whether the first goes
/// before the second, and whether every legal execution agrees.
struct Comparison {
  bool before = false;
  bool certain = true;
};

/// One line of the operands: its elements' offsets in the operand tensors.
struct Line {
  std::vector<int64_t> offsets;
};

/// Every line of `shape` along `dimension`.
std::vector<Line> linesOf(ArrayRef<int64_t> shape, int64_t dimension) {
  std::vector<int64_t> strides = stridesOf(shape);
  std::vector<int64_t> outer(shape.begin(), shape.end());
  outer[dimension] = 1;
  std::vector<Line> lines;
  forEachIndex(outer, [&](const std::vector<int64_t> &index) {
    int64_t base = 0;
    for (size_t d = 0; d < index.size(); ++d)
      base += index[d] * strides[d];
    Line line;
    for (int64_t k = 0; k < shape[dimension]; ++k)
      line.offsets.push_back(base + k * strides[dimension]);
    lines.push_back(std::move(line));
  });
  return lines;
}

/// The order of positions [0, n) under `compare`, and which neighbours in
/// it may legally swap (ambiguous[p]: positions p and p + 1).
template <typename Compare>
void orderLine(int64_t n, bool stable, Compare compare,
               std::vector<int64_t> &order, std::vector<char> &ambiguous) {
  order.resize(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int64_t a, int64_t b) { return compare(a, b).before; });
  ambiguous.assign(n, 0);
  for (int64_t p = 0; p + 1 < n; ++p) {
    int64_t a = order[p], b = order[p + 1];
    Comparison ab = compare(a, b), ba = compare(b, a);
    // Equal elements keep their operand order only in a stable sort.
    bool decided = ab.certain && ba.certain && !ba.before &&
                   (ab.before || (stable && a < b));
    ambiguous[p] = !decided;
  }
}

/// `values[p]` widened to every value of its run of ambiguous neighbours.
Scalar hullOfRun(ElementType type, ArrayRef<Scalar> values, int64_t first,
                 int64_t last, int64_t p) {
  Scalar r = values[p];
  for (int64_t q = first; q <= last; ++q) {
    if (q == p)
      continue;
    if (type.isComplex()) {
      double apart =
          std::abs(errors::complexOf(values[p]) - errors::complexOf(values[q]));
      r.err = std::isnan(apart) ? errors::kMayBeNaN
                                : std::fmax(r.err, apart + values[q].err);
    } else {
      r = errors::hull(r, values[q], type.isFloat());
    }
  }
  return r;
}

/// Writes line `line` of every output from `inputs` in `order` (positions
/// [0, count)), widening ambiguous runs, and in a noise lane tainting the
/// positions whose order its noise leaves undecided.
void emitLine(ArrayRef<const Tensor *> inputs, const Line &line,
              ArrayRef<int64_t> order, ArrayRef<char> ambiguous,
              ArrayRef<char> floatKeys, int64_t count,
              ArrayRef<int64_t> outOffsets, MutableArrayRef<Tensor> outputs) {
  int64_t n = static_cast<int64_t>(order.size());
  // The decisions of the statistical tier, the same sequence in every lane.
  std::vector<char> undecided(n, 0);
  for (int64_t p = 0; p + 1 < n; ++p)
    for (size_t k = 0; k < inputs.size(); ++k) {
      if (!floatKeys[k])
        continue;
      const Tensor &t = *inputs[k];
      double margin = t.floatAt(line.offsets[order[p + 1]]) -
                      t.floatAt(line.offsets[order[p]]);
      if (mc::compareUndecided(margin))
        undecided[p] = undecided[p + 1] = 1;
    }
  for (size_t k = 0; k < inputs.size(); ++k) {
    const Tensor &in = *inputs[k];
    ElementType type = in.elementType();
    std::vector<Scalar> values(n);
    for (int64_t p = 0; p < n; ++p)
      values[p] = in.get(line.offsets[order[p]]);
    for (int64_t p = 0, runStart = 0; p < count; ++p) {
      if (p > 0 && !ambiguous[p - 1])
        runStart = p;
      int64_t runEnd = p;
      while (runEnd + 1 < n && ambiguous[runEnd])
        ++runEnd;
      Scalar s = mc::noiseLane() || runStart == runEnd
                     ? values[p]
                     : hullOfRun(type, values, runStart, runEnd, p);
      if (mc::noiseLane() && undecided[p])
        s.err = errors::kUnbounded;
      outputs[k].set(outOffsets[p], s);
    }
  }
}

/// Whether argument `k` of the comparator's block (and its partner) is read.
std::vector<char> keysRead(Block &comparator, size_t operands,
                           ArrayRef<const Tensor *> inputs) {
  std::vector<char> keys(operands, 0);
  for (size_t k = 0; k < operands; ++k)
    keys[k] = inputs[k]->elementType().isFloat() &&
              (!comparator.getArgument(2 * k).use_empty() ||
               !comparator.getArgument(2 * k + 1).use_empty());
  return keys;
}

LogicalResult evalSort(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  if (operands.empty() || op->getNumRegions() != 1 || op->getRegion(0).empty())
    return unsupported(op) << "a sort without operands or comparator";
  Block &comparator = op->getRegion(0).front();
  size_t n = operands.size();
  if (comparator.getNumArguments() != 2 * n)
    return unsupported(op) << "a comparator of " << comparator.getNumArguments()
                           << " arguments for " << n << " operands";
  ArrayRef<int64_t> shape = operands[0]->shape();
  int64_t rank = static_cast<int64_t>(shape.size());
  int64_t dimension = integer(op, "dimension", -1);
  if (dimension < 0)
    dimension += rank;
  if (dimension < 0 || dimension >= rank)
    return unsupported(op) << "sort dimension " << integer(op, "dimension", -1);
  for (const Tensor *t : operands)
    if (t->shape() != operands[0]->shape())
      return unsupported(op) << "sort operands of different shapes";
  Attribute stableAttr = op->getAttr("is_stable");
  bool stable = stableAttr && isa<BoolAttr>(stableAttr) &&
                cast<BoolAttr>(stableAttr).getValue();

  std::vector<Tensor> args;
  for (size_t k = 0; k < 2 * n; ++k)
    args.push_back(Tensor(operands[k / 2]->elementType(), {}));
  bool failedComparator = false;
  const Line *current = nullptr;
  auto compare = [&](int64_t a, int64_t b) -> Comparison {
    if (failedComparator)
      return {};
    for (size_t k = 0; k < n; ++k) {
      args[2 * k].set(0, operands[k]->get(current->offsets[a]));
      args[2 * k + 1].set(0, operands[k]->get(current->offsets[b]));
    }
    // The comparator's own compares are not the tier's decisions: the
    // order is (emitLine).
    mc::ScopedLane outsideTheTier(nullptr);
    auto out = interp.evaluateBlock(comparator, args);
    if (failed(out) || out->size() != 1 || (*out)[0].numElements() != 1) {
      failedComparator = true;
      return {};
    }
    return {(*out)[0].intAt(0) != 0, (*out)[0].errAt(0) == 0.0};
  };

  for (const Tensor *t : operands)
    results.push_back(Tensor(t->elementType(), t->shape()));
  std::vector<char> floatKeys = keysRead(comparator, n, operands);
  std::vector<int64_t> order;
  std::vector<char> ambiguous;
  for (const Line &line : linesOf(shape, dimension)) {
    current = &line;
    int64_t length = static_cast<int64_t>(line.offsets.size());
    if (mc::noiseLane()) {
      order.assign(length, 0);
      ambiguous.assign(length, 0);
    } else {
      orderLine(length, stable, compare, order, ambiguous);
      if (failedComparator)
        return emitError(op->getLoc())
               << "the comparator of '" << op->getName() << "' failed";
    }
    if (!mc::sharedOrder(order))
      return emitError(op->getLoc())
             << "a noise lane lost its place at '" << op->getName() << "'";
    emitLine(operands, line, order, ambiguous, floatKeys, length, line.offsets,
             results);
  }
  return success();
}

/// Descending total order of float `a` before `b`; certain when their
/// bounds do not overlap.
Comparison totalOrderAbove(ElementType type, const Scalar &a, const Scalar &b) {
  if (!type.isFloat()) {
    bool above = type.isUnsigned() ? type.asUnsigned(a.i) > type.asUnsigned(b.i)
                                   : errors::signedValue(type, a.i) >
                                         errors::signedValue(type, b.i);
    return {above, a.err == 0.0 && b.err == 0.0};
  }
  // The double's bits as a sign-magnitude integer: the total order.
  auto key = [](double x) {
    int64_t bits;
    std::memcpy(&bits, &x, sizeof(bits));
    return bits < 0 ? -(bits & INT64_MAX) - 1 : bits;
  };
  bool above = key(a.f) > key(b.f);
  double spread = a.err + b.err;
  bool certain =
      spread == 0.0 || (std::isfinite(spread) && std::fabs(a.f - b.f) > spread);
  return {above, certain};
}

LogicalResult evalTopK(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> values = resultTensor(op, 0);
  FailureOr<Tensor> indices = resultTensor(op, 1);
  if (failed(values) || failed(indices))
    return failure();
  const Tensor &in = *operands[0];
  int64_t rank = in.rank();
  int64_t k = integer(op, "k", -1);
  if (rank == 0 || k < 0 || k > in.shape().back() ||
      values->shape().back() != k)
    return unsupported(op) << "top_k with k = " << k << " on "
                           << in.shapeString();
  ElementType type = in.elementType();
  const Line *current = nullptr;
  auto compare = [&](int64_t a, int64_t b) {
    return totalOrderAbove(type, in.get(current->offsets[a]),
                           in.get(current->offsets[b]));
  };
  // The indices as a second operand of the sort, sorted with the values.
  Tensor positions(indices->elementType(), in.shape());
  for (int64_t i = 0; i < positions.numElements(); ++i)
    positions.setInt(i, i % in.shape().back());
  const Tensor *inputs[2] = {&in, &positions};
  char floatKeys[2] = {type.isFloat(), 0};
  std::vector<Line> outLines = linesOf(values->shape(), rank - 1);
  std::vector<Line> inLines = linesOf(in.shape(), rank - 1);
  Tensor outs[2] = {std::move(*values), std::move(*indices)};
  std::vector<int64_t> order;
  std::vector<char> ambiguous;
  for (size_t l = 0; l < inLines.size(); ++l) {
    current = &inLines[l];
    int64_t length = in.shape().back();
    if (mc::noiseLane()) {
      order.assign(length, 0);
      ambiguous.assign(length, 0);
    } else {
      orderLine(length, /*stable=*/true, compare, order, ambiguous);
    }
    if (!mc::sharedOrder(order))
      return emitError(op->getLoc())
             << "a noise lane lost its place at '" << op->getName() << "'";
    emitLine(inputs, inLines[l], order, ambiguous, floatKeys, k,
             outLines[l].offsets, outs);
  }
  results.push_back(std::move(outs[0]));
  results.push_back(std::move(outs[1]));
  return success();
}

} // namespace

void defuse::registerStablehloSortSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.sort", evalSort);
  registry.add("chlo.top_k", evalTopK);
}
