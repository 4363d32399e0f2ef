//===- StablehloBatchNorm.cpp - StableHLO batch_norm_* --------------------===//
//
// batch_norm_inference, batch_norm_training and batch_norm_grad by the
// specification's formulas, per feature (the feature_index dimension),
// every step bounded as its own op (ErrorModel.h): differences, products,
// quotients, a square root correctly rounded, sums with the reassociation
// bound. Compilers expand these ops themselves (XLA's BatchNormExpander
// computes the variance as E[x^2] - E[x]^2, which cancels), so the variance
// of batch_norm_training also carries the bound of that formula:
// gamma_(N+2) * 2 E[x^2] more.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <cmath>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

/// The element-wise steps of the formulas in type `t`.
struct Steps {
  ElementType t;

  Scalar add(const Scalar &a, const Scalar &b) const {
    return errors::sumOfTwo(t, a, b);
  }
  Scalar sub(const Scalar &a, const Scalar &b) const {
    Scalar nb = b;
    nb.f = -nb.f;
    return errors::sumOfTwo(t, a, nb);
  }
  Scalar mul(const Scalar &a, const Scalar &b) const {
    return errors::productOf(t, a, b);
  }
  Scalar div(const Scalar &a, const Scalar &b) const {
    return errors::quotientOf(t, a, b);
  }
  Scalar sqrt(const Scalar &a) const {
    return errors::libraryResult(
        t, [](double x) { return std::sqrt(x); }, a.f, a.err, true, 0.0, 0.5,
        0.0);
  }
  /// The sum of `values` in any order.
  Scalar sum(const std::vector<Scalar> &values) const {
    mc::Lane *lane = mc::noiseLane();
    double s = 0, abs = 0, err = 0;
    for (const Scalar &v : values) {
      s = errors::accumulate(lane, t, s, v.f);
      abs += errors::finiteAbs(v.f);
      err += v.err;
    }
    return errors::sumResult(t, s, abs, err,
                             static_cast<int64_t>(values.size()));
  }
};

/// The elements of `operand` per feature: offsets[f] lists feature f's.
std::vector<std::vector<int64_t>> byFeature(const Tensor &operand,
                                            int64_t featureIndex) {
  std::vector<std::vector<int64_t>> groups(operand.shape()[featureIndex]);
  std::vector<int64_t> strides = stridesOf(operand.shape());
  for (int64_t i = 0; i < operand.numElements(); ++i)
    groups[(i / strides[featureIndex]) % operand.shape()[featureIndex]]
        .push_back(i);
  return groups;
}

/// epsilon and feature_index, checked against the operand.
LogicalResult readAttributes(Operation *op, const Tensor &operand,
                             Scalar &epsilon, int64_t &featureIndex) {
  auto eps = dyn_cast_or_null<FloatAttr>(op->getAttr("epsilon"));
  featureIndex = integer(op, "feature_index", -1);
  if (!eps || featureIndex < 0 || featureIndex >= operand.rank())
    return unsupported(op) << "'" << op->getName()
                           << "' without epsilon and a feature_index";
  epsilon = Scalar::ofFloat(eps.getValueAsDouble());
  return success();
}

LogicalResult evalInference(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.size() != 5)
    return unsupported(op) << "batch_norm_inference without its 5 operands";
  const Tensor &x = *operands[0];
  Scalar epsilon;
  int64_t feature;
  if (failed(readAttributes(op, x, epsilon, feature)))
    return failure();
  Tensor out(x.elementType(), x.shape());
  Steps s{x.elementType()};
  auto groups = byFeature(x, feature);
  for (size_t f = 0; f < groups.size(); ++f) {
    Scalar scale = operands[1]->get(f), offset = operands[2]->get(f);
    Scalar mean = operands[3]->get(f), variance = operands[4]->get(f);
    Scalar stddev = s.sqrt(s.add(variance, epsilon));
    for (int64_t i : groups[f])
      out.set(
          i, s.add(s.div(s.mul(s.sub(x.get(i), mean), scale), stddev), offset));
  }
  results.push_back(std::move(out));
  return success();
}

LogicalResult evalTraining(Operation *op, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.size() != 3)
    return unsupported(op) << "batch_norm_training without its 3 operands";
  const Tensor &x = *operands[0];
  Scalar epsilon;
  int64_t feature;
  if (failed(readAttributes(op, x, epsilon, feature)))
    return failure();
  ElementType t = x.elementType();
  Steps s{t};
  auto groups = byFeature(x, feature);
  int64_t features = static_cast<int64_t>(groups.size());
  Tensor out(t, x.shape()), means(t, {features}), variances(t, {features});
  for (int64_t f = 0; f < features; ++f) {
    Scalar count = Scalar::ofFloat(static_cast<double>(groups[f].size()));
    std::vector<Scalar> values, squares;
    for (int64_t i : groups[f])
      values.push_back(x.get(i));
    Scalar mean = s.div(s.sum(values), count);
    double meanSquare = 0.0;
    for (const Scalar &v : values) {
      Scalar c = s.sub(v, mean);
      squares.push_back(s.mul(c, c));
      meanSquare += v.f * v.f;
    }
    Scalar variance = s.div(s.sum(squares), count);
    if (!mc::noiseLane() && std::isfinite(variance.err)) {
      double n = static_cast<double>(values.size()) + 2.0;
      double nu = n * (t.unitRoundoff() + errors::kReferenceUnitRoundoff);
      variance.err += nu / (1.0 - nu) * 2.0 * meanSquare / count.f;
    }
    Scalar scale = operands[1]->get(f), offset = operands[2]->get(f);
    Scalar stddev = s.sqrt(s.add(variance, epsilon));
    for (int64_t i : groups[f])
      out.set(
          i, s.add(s.div(s.mul(s.sub(x.get(i), mean), scale), stddev), offset));
    means.set(f, mean);
    variances.set(f, variance);
  }
  results.push_back(std::move(out));
  results.push_back(std::move(means));
  results.push_back(std::move(variances));
  return success();
}

LogicalResult evalGrad(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.size() != 5)
    return unsupported(op) << "batch_norm_grad without its 5 operands";
  const Tensor &x = *operands[0], &gradOut = *operands[4];
  Scalar epsilon;
  int64_t feature;
  if (failed(readAttributes(op, x, epsilon, feature)))
    return failure();
  ElementType t = x.elementType();
  Steps s{t};
  auto groups = byFeature(x, feature);
  int64_t features = static_cast<int64_t>(groups.size());
  Tensor gradOperand(t, x.shape()), gradScale(t, {features}),
      gradOffset(t, {features});
  for (int64_t f = 0; f < features; ++f) {
    Scalar scale = operands[1]->get(f), mean = operands[2]->get(f);
    Scalar variance = operands[3]->get(f);
    Scalar count = Scalar::ofFloat(static_cast<double>(groups[f].size()));
    Scalar varEps = s.add(variance, epsilon);
    Scalar stddev = s.sqrt(varEps);
    std::vector<Scalar> grads, weighted, normalizedGrads;
    std::vector<Scalar> centered;
    for (int64_t i : groups[f]) {
      Scalar c = s.sub(x.get(i), mean);
      centered.push_back(c);
      grads.push_back(gradOut.get(i));
      weighted.push_back(s.mul(gradOut.get(i), c));
      normalizedGrads.push_back(s.mul(gradOut.get(i), s.div(c, stddev)));
    }
    Scalar i2 = s.sum(grads), i3 = s.sum(weighted);
    Scalar factor = s.div(s.div(scale, stddev), count);
    for (size_t k = 0; k < groups[f].size(); ++k) {
      Scalar i1 = s.mul(grads[k], count);
      Scalar i5 = s.div(s.mul(i3, centered[k]), varEps);
      gradOperand.set(groups[f][k], s.mul(factor, s.sub(s.sub(i1, i2), i5)));
    }
    gradScale.set(f, s.sum(normalizedGrads));
    gradOffset.set(f, i2);
  }
  results.push_back(std::move(gradOperand));
  results.push_back(std::move(gradScale));
  results.push_back(std::move(gradOffset));
  return success();
}

} // namespace

void defuse::registerStablehloBatchNormSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.batch_norm_inference", evalInference);
  registry.add("stablehlo.batch_norm_training", evalTraining);
  registry.add("stablehlo.batch_norm_grad", evalGrad);
}
