//===- StatisticalTier.h - Judging against measured legal noise -----------===//
//
// The oracle's second tier (docs/ERROR-MODEL.md, "The statistical tier").
// The sound tier (SoundTier.h) proves a miscompile: no legal execution can
// land outside an element's bound. Deep in a model those bounds are far
// wider than legal execution ever strays, so the statistical tier judges
// the same element against the legal noise the reference's Monte Carlo
// lanes measured (Tensor::noiseAt, interp/MonteCarlo.h), with a stated
// probability of a false alarm.
//
// Per element: z = |actual - reference| / s, with s the lanes' RMS
// deviation (floored, noiseScale()). Under the model (the target's rounding
// errors behave as the lanes' do), z follows Student's t with K degrees of
// freedom (K lanes; the lanes' mean is the reference). An element fires when
// z exceeds the t quantile at alpha/(2N), N the elements judged in the run
// (Bonferroni): a run raises a false alarm with probability at most alpha.
//
// Per output, two aggregate tests see a small error on many elements that
// no single element shows: the median and the 90th percentile of z. For any
// dependence between elements, the q-quantile of N variables with the
// marginal law of |t_K| exceeds x with probability at most
// P(|t_K| > x) / (1 - q) (Markov's inequality on how many exceed x), so
// their thresholds hold without assuming independence.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_ORACLE_STATISTICALTIER_H
#define DEFUSE_ORACLE_STATISTICALTIER_H

#include "ir/ElementType.h"

#include <cstdint>
#include <vector>

namespace defuse {

/// The false-alarm probability of one judged run, all its tests together:
/// half of it for the elements, half for the outputs' aggregates.
constexpr double kRunFalseAlarmRate = 1e-3;

struct StatisticalThresholds {
  unsigned lanes = 0;   // K: 0 when no output has noise
  int64_t judged = 0;   // N: elements judged in the run
  unsigned outputs = 0; // outputs with noise
  double element = 0;   // z an element must exceed
  double median = 0;    // the median of an output's z must exceed
  double tail = 0;      // its 90th percentile must exceed
  unsigned family = 1;  // runs judged together under one false-alarm rate

  /// The thresholds for a run of `judged` elements over `outputs` outputs,
  /// each with `lanes` lanes, one of a `family` of runs that share the
  /// false-alarm rate kRunFalseAlarmRate (triage judges every kernel of a
  /// program on its own: a family of hundreds).
  static StatisticalThresholds forRun(unsigned lanes, int64_t judged,
                                      unsigned outputs, unsigned family = 1);
  /// The false-alarm rate of this run alone.
  double runRate() const { return kRunFalseAlarmRate / family; }
  bool active() const { return lanes > 0 && judged > 0; }

  /// The probability, under the noise model, of a z this large anywhere in
  /// the run's family (Bonferroni-adjusted, at most 1).
  double elementPValue(double z) const;
  /// The same for an output's median or 90th-percentile z.
  double medianPValue(double z) const;
  double tailPValue(double z) const;
};

/// The noise scale an element is judged against: the lanes' RMS deviation,
/// at least a quarter of an ULP of the reference value in `t` (a single
/// rounding's worth), at least the type's underflow error (the smallest
/// subnormal, or under flush-to-zero the smallest normal: a subnormal may
/// come out flushed or as it was), and at least u_t times the RMS of the
/// output's values (near a zero, cancellation leaves noise of that size).
double noiseScale(ElementType t, double laneSpread, double reference,
                  double outputRms);

/// The q-quantile (0 < q < 1) of `scores`, which it reorders.
double quantile(std::vector<double> &scores, double q);

} // namespace defuse

#endif // DEFUSE_ORACLE_STATISTICALTIER_H
