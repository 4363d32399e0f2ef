//===- OracleTest.cpp - Verdicts per element and per output ---------------===//

#include "oracle/Oracle.h"

#include <cmath>
#include <gtest/gtest.h>

using namespace defuse;

namespace {

Tensor ramp(int64_t n, double bound) {
  Tensor t(ElementType{ElementKind::F32}, {n});
  for (int64_t i = 0; i < n; ++i)
    t.setFloat(i, 1.0 + 0.5 * i, bound);
  return t;
}

Tensor exactCopy(const Tensor &ref) {
  Tensor t(ref.elementType(), ref.shape());
  for (int64_t i = 0; i < ref.numElements(); ++i)
    t.setFloat(i, ref.floatAt(i));
  return t;
}

TEST(Oracle, WithinBoundPasses) {
  Tensor ref = ramp(16, 1e-3), got = exactCopy(ref);
  got.setFloat(3, ref.floatAt(3) + 0.9e-3);
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::Pass);
  EXPECT_NEAR(v.maxBoundRatio, 0.9, 1e-6);
}

TEST(Oracle, DenseDriftIsNotMistakenForMisplacement) {
  // Thousands of close values with a wide bound: a drifting value always
  // lands near some other element, which must not make it "misplaced".
  Tensor ref(ElementType{ElementKind::F32}, {4096});
  for (int64_t i = 0; i < 4096; ++i)
    ref.setFloat(i, std::sin(i * 0.37) * 20.0, 0.05);
  Tensor got = exactCopy(ref);
  for (int64_t i = 0; i < 4096; i += 2)
    got.setFloat(i, ref.floatAt(i) * 0.92);
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::Drift);
  EXPECT_LT(v.misplacedFraction, 0.5);
}

TEST(Oracle, SmallExcessIsDrift) {
  Tensor ref = ramp(16, 1e-3), got = exactCopy(ref);
  got.setFloat(5, ref.floatAt(5) + 2e-3);
  got.setFloat(9, ref.floatAt(9) - 5e-3);
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::Drift);
  EXPECT_EQ(v.failing, 2);
  EXPECT_EQ(v.worst.index, std::vector<int64_t>{9});
}

TEST(Oracle, MisplacedValuesAreCorruption) {
  Tensor ref(ElementType{ElementKind::F32}, {64});
  for (int64_t i = 0; i < 64; ++i) // irregular values, as real outputs are
    ref.setFloat(i, std::sin(i * 12.9898) * 3.0, 1e-6);
  Tensor got = exactCopy(ref);
  for (int64_t i = 0; i < 64; ++i) // reversed: every value belongs elsewhere
    got.setFloat(i, ref.floatAt(63 - i));
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::Corruption);
  EXPECT_GT(v.misplacedFraction, 0.9);
}

TEST(Oracle, SpecialValues) {
  Tensor ref = ramp(4, 0.0), got = exactCopy(ref);
  got.setFloat(1, std::nan(""));
  EXPECT_EQ(compareOutput(0, ref, got).kind, VerdictKind::NanMismatch);

  Tensor zeros(ElementType{ElementKind::F32}, {2});
  zeros.setFloat(0, -0.0, 0.0);
  zeros.setFloat(1, -0.0, 1e-7); // inexact: sign not judged
  Tensor positive = exactCopy(zeros);
  positive.setFloat(0, 0.0);
  positive.setFloat(1, 0.0);
  OutputVerdict v = compareOutput(0, zeros, positive);
  EXPECT_EQ(v.kind, VerdictKind::SignedZeroMismatch);
  EXPECT_EQ(v.failing, 1);
}

TEST(Oracle, UnboundedElementsAreNotJudged) {
  Tensor ref = ramp(4, INFINITY), got = exactCopy(ref);
  got.setFloat(0, 1e30);
  OutputVerdict v = compareOutput(0, ref, got);
  // Neither tier judges them: never a pass, inconclusive.
  EXPECT_EQ(v.kind, VerdictKind::Inconclusive);
  EXPECT_EQ(v.unverifiable, 4);
  EXPECT_EQ(v.unjudged, 4);
}

TEST(Oracle, ANaNIsAMismatchWhereTheBoundSaysItCannotBeOne) {
  // Unbounded (+inf) but not "may be NaN": a NaN is held against the
  // compiler; with a NaN bound it is legal.
  Tensor ref = ramp(4, INFINITY), got = exactCopy(ref);
  got.setFloat(2, std::nan(""));
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::NanMismatch);
  EXPECT_EQ(v.tier, Tier::Sound);
  Tensor mayBeNaN = ramp(4, std::nan(""));
  EXPECT_EQ(compareOutput(0, mayBeNaN, got).kind, VerdictKind::Inconclusive);
}

/// A reference whose sound bound sees nothing (unbounded) and whose lanes
/// measured a noise of `relative` times each element's value.
Tensor noisyRamp(int64_t n, double relative) {
  Tensor t = ramp(n, INFINITY);
  std::vector<double> noise;
  for (int64_t i = 0; i < n; ++i)
    noise.push_back(relative * t.floatAt(i));
  t.setNoise(noise, 16);
  return t;
}

TEST(Oracle, TheStatisticalTierJudgesWhatTheSoundOneCannot) {
  Tensor ref = noisyRamp(1024, 1e-6), got = exactCopy(ref);
  for (int64_t i = 0; i < 1024; ++i) // legal noise: a few sigma at most
    got.setFloat(i, ref.floatAt(i) * (1 + 3e-6 * std::sin(i * 1.7)));
  StatisticalThresholds t = thresholdsFor({ref});
  OutputVerdict v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::Pass);
  EXPECT_EQ(v.statisticallyJudged, 1024);
  EXPECT_EQ(v.unjudged, 0);
  EXPECT_LT(v.maxScore, t.element);
  // One element 20 sigma off: beyond the per-element threshold (8.1).
  got.setFloat(100, ref.floatAt(100) * (1 + 2e-5));
  v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::Drift);
  EXPECT_EQ(v.tier, Tier::Statistical);
  EXPECT_EQ(v.test, "element");
  EXPECT_EQ(v.failing, 1);
  EXPECT_NEAR(v.score, 20.0, 1.0);
  EXPECT_LT(v.pValue, kRunFalseAlarmRate);
}

TEST(Oracle, AnErrorSharedByManyElementsFailsTheAggregateTests) {
  // 6 sigma on every element: below the per-element threshold, far above
  // the median's.
  Tensor ref = noisyRamp(1024, 1e-6), got = exactCopy(ref);
  for (int64_t i = 0; i < 1024; ++i)
    got.setFloat(i, ref.floatAt(i) * (1 + 6e-6));
  StatisticalThresholds t = thresholdsFor({ref});
  ASSERT_GT(t.element, 6.5);
  ASSERT_LT(t.median, 6.0);
  OutputVerdict v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::Drift);
  EXPECT_EQ(v.tier, Tier::Statistical);
  EXPECT_EQ(v.test, "median");
}

TEST(Oracle, UnjudgedLanesAndNonFiniteReferencesAreLeftToTheSoundTier) {
  Tensor ref = noisyRamp(4, 1e-6), got = exactCopy(ref);
  std::vector<double> noise = {1e-6, std::nan(""), 2e-6, 3e-6};
  ref.setNoise(noise, 16);
  got.setFloat(1, ref.floatAt(1) + 1.0); // tainted in a lane: unjudged
  StatisticalThresholds t = thresholdsFor({ref});
  OutputVerdict v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::Pass);
  EXPECT_EQ(v.unjudged, 1);
  // A NaN where the reference and its lanes are finite is a statistical
  // nan-mismatch.
  got.setFloat(2, std::nan(""));
  v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::NanMismatch);
}

TEST(Oracle, ThresholdsFollowStudentsTAndBonferroni) {
  StatisticalThresholds small = StatisticalThresholds::forRun(16, 1024, 1);
  StatisticalThresholds large = StatisticalThresholds::forRun(16, 1 << 20, 1);
  StatisticalThresholds moreLanes = StatisticalThresholds::forRun(64, 1024, 1);
  EXPECT_NEAR(small.element, 8.08, 0.05);
  EXPECT_GT(large.element, small.element);
  EXPECT_LT(moreLanes.element, small.element);
  // At the threshold, the p-value is the run's false-alarm rate.
  EXPECT_NEAR(small.elementPValue(small.element), kRunFalseAlarmRate, 1e-5);
  EXPECT_NEAR(small.medianPValue(small.median), kRunFalseAlarmRate, 1e-5);
  EXPECT_NEAR(small.tailPValue(small.tail), kRunFalseAlarmRate, 1e-5);
}

TEST(Oracle, AFamilyOfRunsSharesOneFalseAlarmRate) {
  // 794 kernels of 1024 elements judged at once: each element is tested at
  // the rate of one run of 794 * 1024 elements, and a p-value counts the
  // whole family.
  StatisticalThresholds one = StatisticalThresholds::forRun(16, 1024, 1);
  StatisticalThresholds kernel =
      StatisticalThresholds::forRun(16, 1024, 1, 794);
  StatisticalThresholds pooled =
      StatisticalThresholds::forRun(16, 1024 * 794, 1);
  EXPECT_GT(kernel.element, one.element);
  EXPECT_NEAR(kernel.element, pooled.element, 1e-9);
  EXPECT_GT(kernel.median, one.median);
  EXPECT_NEAR(kernel.runRate(), kRunFalseAlarmRate / 794, 1e-15);
  EXPECT_NEAR(kernel.elementPValue(kernel.element), kRunFalseAlarmRate, 1e-5);
  EXPECT_NEAR(kernel.medianPValue(kernel.median), kRunFalseAlarmRate, 1e-5);
}

TEST(Oracle, AModuleWithoutLanesIsJudgedAgainstTheWorkloadsNoise) {
  // Pass bisection judges a module's interpreted output (no lanes) against
  // the workload's reference and lanes: as one execution.
  Tensor before(ElementType{ElementKind::F32}, {64});
  for (int i = 0; i < 64; ++i)
    before.setFloat(i, 1.0 + i, 1.0); // sound bounds too wide to see
  before.setNoise(std::vector<double>(64, 1e-6), 16);
  Tensor close = before, far = before;
  for (int i = 0; i < 64; ++i) {
    close.setFloat(i, 1.0 + i + 1e-6, 0.0);
    far.setFloat(i, (1.0 + i) * (1 + 1e-4), 0.0);
  }
  close.setNoise({}, 0);
  far.setNoise({}, 0);
  EXPECT_EQ(compareReferences(0, before, close).kind, VerdictKind::Pass);
  OutputVerdict drift = compareReferences(0, before, far);
  EXPECT_EQ(drift.kind, VerdictKind::Drift);
  EXPECT_EQ(drift.tier, Tier::Statistical);
}

TEST(Oracle, IntegersAreExact) {
  Tensor ref(ElementType{ElementKind::I32}, {3}),
      got(ElementType{ElementKind::I32}, {3});
  for (int i = 0; i < 3; ++i) {
    ref.setInt(i, 100 + i);
    got.setInt(i, 100 + i);
  }
  EXPECT_EQ(compareOutput(0, ref, got).kind, VerdictKind::Pass);
  got.setInt(2, 103);
  EXPECT_NE(compareOutput(0, ref, got).kind, VerdictKind::Pass);
}

TEST(Oracle, ProbeFailuresBecomeVerdicts) {
  ProbeResult crash;
  crash.status = ProbeStatus::Crash;
  EXPECT_EQ(judge({}, crash).kind, VerdictKind::Crash);
  ProbeResult hang;
  hang.status = ProbeStatus::Timeout;
  EXPECT_EQ(judge({}, hang).kind, VerdictKind::Timeout);
  ProbeResult broken;
  broken.status = ProbeStatus::VerifierError;
  EXPECT_EQ(judge({}, broken).kind, VerdictKind::CompileError);
  EXPECT_FALSE(isMiscompile(VerdictKind::CompileError));
  EXPECT_TRUE(isMiscompile(VerdictKind::Crash));
}

// Every element is judged by some tier or counted as judged by none: an
// element the lanes left unjudged (NaN noise) is counted as judged by the
// sound tier alone where its bound is finite, and as unjudged where not.
TEST(Oracle, NoElementIsSilentlyJudgedByNoTier) {
  Tensor ref = ramp(8, 1e-3);
  std::vector<double> noise(8, 1e-4);
  noise[2] = std::nan(""); // a decision near its tie in some lane
  noise[5] = std::nan("");
  ref.setFloat(5, ref.floatAt(5), INFINITY); // and no sound bound either
  ref.setNoise(noise, 16);
  Tensor got = exactCopy(ref);
  StatisticalThresholds t = thresholdsFor({ref});
  OutputVerdict v = compareOutput(0, ref, got, t);
  EXPECT_EQ(v.kind, VerdictKind::Pass);
  EXPECT_EQ(v.statisticallyJudged, 6);
  EXPECT_EQ(v.soundOnly, 1);
  EXPECT_EQ(v.unjudged, 1);
  EXPECT_EQ(v.statisticallyJudged + v.soundOnly + v.unjudged + v.failing,
            v.elements);
  EXPECT_NE(describeJudgement(v, t).find("1 by the sound tier alone"),
            std::string::npos);
  // Without lanes every element is the sound tier's alone, and says so.
  OutputVerdict plain =
      compareOutput(0, ramp(8, 1e-3), exactCopy(ramp(8, 1e-3)));
  EXPECT_EQ(plain.soundOnly, 8);
  EXPECT_EQ(describeJudgement(plain, StatisticalThresholds()), "sound only");
}

// A complex output: each part against the bound of the modulus.
TEST(Oracle, ComplexPartsAreJudgedAgainstTheModulusBound) {
  ElementType c64{ElementKind::C64};
  Tensor ref(c64, {2}), got(c64, {2});
  ref.set(0, Scalar::ofComplex(1.0, 2.0, 1e-3));
  ref.set(1, Scalar::ofComplex(-3.0, 0.5, 1e-3));
  got.set(0, Scalar::ofComplex(1.0005, 2.0));
  got.set(1, Scalar::ofComplex(-3.0, 0.5));
  EXPECT_EQ(compareOutput(0, ref, got).kind, VerdictKind::Pass);
  got.set(1, Scalar::ofComplex(-3.0, 0.52)); // the imaginary part drifts
  OutputVerdict v = compareOutput(0, ref, got);
  EXPECT_EQ(v.kind, VerdictKind::Drift);
  EXPECT_EQ(v.failing, 1);
}

} // namespace
