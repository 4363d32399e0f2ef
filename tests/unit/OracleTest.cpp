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
  EXPECT_EQ(v.kind, VerdictKind::Pass);
  EXPECT_EQ(v.unverifiable, 4);
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

} // namespace
