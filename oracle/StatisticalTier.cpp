//===- StatisticalTier.cpp ------------------------------------------------===//

#include "oracle/StatisticalTier.h"

#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>

using namespace defuse;

namespace {

/// x with P(|t_K| > x) = p.
double twoSidedQuantile(unsigned lanes, double p) {
  boost::math::students_t t(static_cast<double>(lanes));
  return boost::math::quantile(boost::math::complement(t, p / 2.0));
}

/// P(|t_K| > x).
double twoSidedTail(unsigned lanes, double x) {
  if (!(x > 0))
    return 1.0;
  if (!std::isfinite(x))
    return 0.0;
  boost::math::students_t t(static_cast<double>(lanes));
  return 2.0 * boost::math::cdf(boost::math::complement(t, x));
}

constexpr double kMedianQ = 0.5, kTailQ = 0.9;

/// Each output's two aggregate tests share half the run's rate.
double aggregateRate(double runRate, unsigned outputs) {
  return runRate / 2.0 / (2.0 * std::max(1u, outputs));
}

} // namespace

StatisticalThresholds StatisticalThresholds::forRun(unsigned lanes,
                                                    int64_t judged,
                                                    unsigned outputs,
                                                    unsigned family) {
  StatisticalThresholds t;
  t.lanes = lanes;
  t.judged = judged;
  t.outputs = outputs;
  t.family = std::max(1u, family);
  if (!t.active())
    return t;
  double perElement = t.runRate() / 2.0 / static_cast<double>(judged);
  t.element = twoSidedQuantile(lanes, perElement);
  double aggregate = aggregateRate(t.runRate(), outputs);
  t.median = twoSidedQuantile(lanes, aggregate * (1.0 - kMedianQ));
  t.tail = twoSidedQuantile(lanes, aggregate * (1.0 - kTailQ));
  return t;
}

double StatisticalThresholds::elementPValue(double z) const {
  return std::min(1.0, static_cast<double>(judged) * twoSidedTail(lanes, z) *
                           2.0 * family);
}

double StatisticalThresholds::medianPValue(double z) const {
  return std::min(1.0, twoSidedTail(lanes, z) / (1.0 - kMedianQ) *
                           (2.0 * std::max(1u, outputs)) * 2.0 * family);
}

double StatisticalThresholds::tailPValue(double z) const {
  return std::min(1.0, twoSidedTail(lanes, z) / (1.0 - kTailQ) *
                           (2.0 * std::max(1u, outputs)) * 2.0 * family);
}

double defuse::noiseScale(ElementType t, double laneSpread, double reference,
                          double outputRms) {
  // Near zero no legal execution is closer than the smallest step of the
  // type: a subnormal under flush-to-zero may come out flushed or, where
  // an op returns its operand's bits (min, max, select), as it was.
  double floor =
      std::fmax(std::fmax(0.25 * t.ulp(reference), t.underflowError()),
                t.unitRoundoff() * outputRms);
  return std::fmax(laneSpread, floor);
}

double defuse::quantile(std::vector<double> &scores, double q) {
  if (scores.empty())
    return 0.0;
  size_t k =
      std::min(scores.size() - 1,
               static_cast<size_t>(q * static_cast<double>(scores.size())));
  std::nth_element(scores.begin(), scores.begin() + k, scores.end());
  return scores[k];
}
