//===- Oracle.h - Judging target outputs against the reference ------------===//
//
// Element by element, in two tiers (docs/ERROR-MODEL.md):
//   sound        outside the reference's proven bound, or a NaN, infinity or
//                signed-zero disagreement (SoundTier.h): a proven miscompile;
//   statistical  beyond the legal noise the reference's Monte Carlo lanes
//                measured, at a stated false-alarm rate (StatisticalTier.h):
//                judged where the sound bound is too wide to see anything.
// An element neither tier can judge (unbounded, and unjudged by the lanes:
// a decision near its tie) is counted apart; an output whose every element
// is so is inconclusive, never a pass.
//
// The failing elements of an output are then classified:
//   drift       values track the reference but stray beyond the bound
//   corruption  values unrelated to the reference: most failing elements hold
//               a value found elsewhere in the reference (misplaced data,
//               wrong index pattern) or are off by more than their own size
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_ORACLE_ORACLE_H
#define DEFUSE_ORACLE_ORACLE_H

#include "ir/Tensor.h"
#include "oracle/StatisticalTier.h"
#include "target/Probe.h"

#include <string>
#include <vector>

namespace defuse {

enum class VerdictKind {
  Pass,
  Drift,
  Corruption,
  NanMismatch,
  InfMismatch,
  SignedZeroMismatch,
  Crash,        // the compiled kernel crashed or ran out of memory
  Timeout,      // the compiled kernel hung
  CompileError, // the compiler failed: see the probe status for which way
  /// The compiled program crashed or hung, but the reference saw the
  /// workload itself execute undefined behaviour on these inputs: whatever
  /// the compiled code does is legal.
  UndefinedBehaviour,
  /// No element of any output could be judged by either tier.
  Inconclusive,
};

/// Which tier found a failure: the sound one proves it, the statistical
/// one finds it beyond legal noise at a stated false-alarm rate.
enum class Tier { Sound, Statistical };
const char *tierName(Tier t);

const char *verdictKindName(VerdictKind k);
/// A miscompile is any verdict where the compiler's output computes wrong
/// results or dies; compile errors are reported but are not miscompiles.
bool isMiscompile(VerdictKind k);
/// Whether a failure of kind `actual` is one of kind `expected`: drift and
/// corruption count as one (both are wrong finite values, told apart by
/// magnitudes that simplifying inputs legitimately moves).
bool sameFailureKind(VerdictKind expected, VerdictKind actual);

struct ElementReport {
  std::vector<int64_t> index;
  double expected = 0, bound = 0, actual = 0;
  double ulps = 0; // distance in ULPs of the output type
};

struct OutputVerdict {
  unsigned index = 0;
  VerdictKind kind = VerdictKind::Pass;
  TensorSpec spec;
  int64_t elements = 0;
  int64_t failing = 0;
  int64_t valueMismatches = 0, nanMismatches = 0, infMismatches = 0,
          signedZeroMismatches = 0;
  int64_t unverifiable = 0; // sound bound unbounded
  /// Elements the statistical tier judged, and those neither tier judged.
  int64_t statisticallyJudged = 0, unjudged = 0;
  /// Elements the sound tier alone judged: within their proven bound, but
  /// unjudged by the statistical tier (its lanes tainted there by a
  /// decision near its tie, or no lanes ran). A pass of such an element is
  /// only as sharp as its bound.
  int64_t soundOnly = 0;
  /// Which tier the output's failure is from, and for a statistical one
  /// the test that fired: "element" (score = the largest z), "median" or
  /// "tail" (score = that quantile of z), with its p-value.
  Tier tier = Tier::Sound;
  std::string test;
  double score = 0, pValue = 1;
  /// The largest z and the aggregate scores over the judged elements, for
  /// calibration whether or not anything fired.
  double maxScore = 0, medianScore = 0, tailScore = 0;
  double misplacedFraction = 0;
  double maxUlps = 0;
  /// Largest |actual - expected| / bound over all judged finite elements:
  /// how much of the error budget the target used (> 1 means failing).
  double maxBoundRatio = 0;
  /// The worst element: largest error relative to its bound, special-value
  /// mismatches first.
  ElementReport worst;
  /// A few failing elements in index order, for reports.
  std::vector<ElementReport> samples;
};

struct Verdict {
  VerdictKind kind = VerdictKind::Pass;
  Tier tier = Tier::Sound;          // of the output that decides the kind
  StatisticalThresholds thresholds; // of the run's statistical tests
  ProbeStatus probe = ProbeStatus::Ok;
  std::string message; // probe message for non-Ok probes
  std::string failingPass;
  std::vector<OutputVerdict> outputs;
};

/// How an output was judged, for people: "proven" for a sound failure;
/// for a statistical one the test, its score against its threshold and its
/// p-value ("element test: z 45.2 > 10.8, p 3e-14"); for a pass, the
/// largest z of the elements the statistical tier judged.
std::string describeJudgement(const OutputVerdict &o,
                              const StatisticalThresholds &thresholds);

/// Compares one output. `thresholds` (for the whole run) enable the
/// statistical tier where the reference carries noise.
OutputVerdict compareOutput(unsigned index, const Tensor &reference,
                            const Tensor &actual,
                            const StatisticalThresholds &thresholds = {});

/// The statistical tier's thresholds for judging `reference` (every
/// element the lanes judged counts toward the run's N), one run of a
/// `family` (StatisticalThresholds::forRun).
StatisticalThresholds thresholdsFor(const std::vector<Tensor> &reference,
                                    unsigned family = 1);

/// Compares two references of the same output (say, of a program before and
/// after a pass): they disagree where no value satisfies both bounds, on NaN
/// or Inf, or on the sign of a zero both hold exactly; statistically, beyond
/// their noises added, or `before`'s alone when `after` has no lanes.
OutputVerdict compareReferences(unsigned index, const Tensor &before,
                                const Tensor &after);

/// The whole verdict for a probe against the reference outputs.
/// `undefinedElements` is how many elements the reference found to be
/// undefined behaviour while computing them. The run is one of a `family`
/// judged under one false-alarm rate (StatisticalThresholds::forRun).
Verdict judge(const std::vector<Tensor> &reference, const ProbeResult &probe,
              uint64_t undefinedElements = 0, unsigned family = 1);

} // namespace defuse

#endif // DEFUSE_ORACLE_ORACLE_H
