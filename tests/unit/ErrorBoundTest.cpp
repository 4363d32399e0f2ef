//===- ErrorBoundTest.cpp - The error model admits every legal execution --===//
//
// The reference's bounds must contain every result a correct compiler may
// produce (any summation order, FMA contraction, vectorized partial sums) and
// must still exclude results that are wrong by a few ULPs. Both directions are
// checked on real interpreter runs.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace defuse;
using defuse::testing::interpret;

namespace {

const char *kDot = R"(
func.func @dot(%a: tensor<1x4096xf32>, %b: tensor<4096x1xf32>) -> tensor<1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1xf32>) -> tensor<1x1xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1x4096xf32>, tensor<4096x1xf32>)
                     outs(%init : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %r : tensor<1x1xf32>
}
)";

Tensor randomTensor(std::vector<int64_t> shape, std::mt19937 &rng,
                    double lo = -1, double hi = 1) {
  Tensor t(ElementType{ElementKind::F32}, shape);
  std::uniform_real_distribution<float> dist(lo, hi);
  for (int64_t i = 0; i < t.numElements(); ++i)
    t.setFloat(i, dist(rng));
  return t;
}

/// Every float32 summation order a compiler could pick for a dot product.
std::vector<float> legalDotProducts(const std::vector<float> &a,
                                    const std::vector<float> &b,
                                    std::mt19937 &rng) {
  size_t n = a.size();
  std::vector<float> prods(n);
  for (size_t i = 0; i < n; ++i)
    prods[i] = a[i] * b[i];
  std::vector<float> out;
  float s = 0;
  for (size_t i = 0; i < n; ++i) // sequential, separate multiply and add
    s += prods[i];
  out.push_back(s);
  s = 0;
  for (size_t i = 0; i < n; ++i) // sequential with FMA contraction
    s = std::fma(a[i], b[i], s);
  out.push_back(s);
  for (size_t lanes : {4u, 8u, 16u}) { // vectorized partial sums
    std::vector<float> part(lanes, 0.0f);
    for (size_t i = 0; i < n; ++i)
      part[i % lanes] = std::fma(a[i], b[i], part[i % lanes]);
    float t = 0;
    for (float p : part)
      t += p;
    out.push_back(t);
  }
  std::vector<float> tree = prods; // pairwise
  while (tree.size() > 1) {
    std::vector<float> next;
    for (size_t i = 0; i + 1 < tree.size(); i += 2)
      next.push_back(tree[i] + tree[i + 1]);
    if (tree.size() % 2)
      next.push_back(tree.back());
    tree = next;
  }
  out.push_back(tree[0]);
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (int k = 0; k < 20; ++k) { // arbitrary reassociations
    std::shuffle(order.begin(), order.end(), rng);
    s = 0;
    for (size_t i : order)
      s += prods[i];
    out.push_back(s);
  }
  return out;
}

TEST(ErrorBound, EverySummationOrderStaysInsideTheBound) {
  std::mt19937 rng(42);
  for (int trial = 0; trial < 5; ++trial) {
    // Shifted ranges make cancellation (the hard case for a bound) likely.
    Tensor a = randomTensor({1, 4096}, rng, -1.0, 1.0 + 0.5 * trial);
    Tensor b = randomTensor({4096, 1}, rng, -1.0, 1.0);
    auto out = interpret(kDot, {a, b});
    ASSERT_EQ(out.size(), 1u);
    double ref = out[0].floatAt(0), bound = out[0].errAt(0);
    ASSERT_GT(bound, 0.0);
    std::vector<float> av(4096), bv(4096);
    for (int i = 0; i < 4096; ++i) {
      av[i] = static_cast<float>(a.floatAt(i));
      bv[i] = static_cast<float>(b.floatAt(i));
    }
    for (float legal : legalDotProducts(av, bv, rng))
      EXPECT_LE(std::fabs(legal - ref), bound)
          << "a legal order computed " << legal << " vs " << ref;
    // A dot product that drops its last term is wrong, and must be caught.
    float dropped = 0;
    for (int i = 0; i < 4095; ++i)
      dropped += av[i] * bv[i];
    if (std::fabs(av[4095] * bv[4095]) > 2 * bound)
      EXPECT_GT(std::fabs(dropped - ref), bound);
  }
}

TEST(ErrorBound, TheReassociationBoundIsReachedNotJustRespected) {
  // [1, t, t, ..., t] with t just under half an ULP of 1: summed in order in
  // float, every t is rounded away, so the error grows by almost u per
  // addition, the worst case the bound allows. A looser bound would pass
  // any test; this one shows the bound cannot be made much tighter.
  Tensor a(ElementType{ElementKind::F32}, {1, 4096});
  Tensor ones(ElementType{ElementKind::F32}, {4096, 1});
  double t = 0.99 * 0x1p-24;
  a.setFloat(0, 1.0);
  for (int i = 1; i < 4096; ++i)
    a.setFloat(i, static_cast<float>(t));
  for (int i = 0; i < 4096; ++i)
    ones.setFloat(i, 1.0);
  auto out = interpret(kDot, {a, ones});
  ASSERT_EQ(out.size(), 1u);
  double ref = out[0].floatAt(0), bound = out[0].errAt(0);
  float s = 0;
  for (int i = 0; i < 4096; ++i)
    s += static_cast<float>(a.floatAt(i));
  EXPECT_EQ(s, 1.0f);
  EXPECT_LE(std::fabs(s - ref), bound);
  EXPECT_GT(std::fabs(s - ref), 0.9 * bound);
}

const char *kChain = R"(
#id = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<4096xf32>, %b: tensor<4096xf32>, %c: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b, %c : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    %d = arith.divf %s, %y : f32
    linalg.yield %d : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
)";

TEST(ErrorBound, ElementwiseBoundsAreTightToAFewUlps) {
  std::mt19937 rng(3);
  Tensor a = randomTensor({4096}, rng), b = randomTensor({4096}, rng, 0.5, 2),
         c = randomTensor({4096}, rng);
  auto out = interpret(kChain, {a, b, c});
  ASSERT_EQ(out.size(), 1u);
  ElementType f32{ElementKind::F32};
  int caughtEightUlps = 0, judged = 0;
  for (int i = 0; i < 4096; ++i) {
    float x = a.floatAt(i), y = b.floatAt(i), z = c.floatAt(i);
    double ref = out[0].floatAt(i), bound = out[0].errAt(i);
    float plain = (x * y + z) / y;
    float fused = std::fma(x, y, z) / y;
    EXPECT_LE(std::fabs(plain - ref), bound);
    EXPECT_LE(std::fabs(fused - ref), bound);
    // Cancellation in x*y + z legitimately widens the bound; judge
    // tightness where the result is well conditioned.
    if (std::fabs(x * y) + std::fabs(z) > 4 * std::fabs(x * y + z))
      continue;
    ++judged;
    double eightUlps = 8 * f32.ulp(plain);
    if (std::fabs(plain + eightUlps - ref) > bound)
      ++caughtEightUlps;
  }
  ASSERT_GT(judged, 1000);
  EXPECT_EQ(caughtEightUlps, judged)
      << "an 8-ULP error must lie outside a 3-op chain's bound";
}

const char *kSignedZero = R"(
#id = affine_map<(d0) -> (d0)>
func.func @ceil(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = math.ceil %x : f32
    linalg.yield %c : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";

TEST(ErrorBound, ExactResultsKeepTheirSignOfZero) {
  Tensor a(ElementType{ElementKind::F32}, {4});
  a.setFloat(0, -0.25);
  a.setFloat(1, 0.25);
  a.setFloat(2, -0.0);
  a.setFloat(3, -1.5);
  auto out = interpret(kSignedZero, {a});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].floatAt(0), 0.0);
  EXPECT_TRUE(std::signbit(out[0].floatAt(0)));
  EXPECT_EQ(out[0].errAt(0), 0.0);
  EXPECT_FALSE(std::signbit(out[0].floatAt(1)));
  EXPECT_TRUE(std::signbit(out[0].floatAt(2)));
  EXPECT_EQ(out[0].floatAt(3), -1.0);
}

constexpr const char *kAddZero = R"(
func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r = tosa.add %a, %z : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)";

// Under flush-to-zero a subnormal result is zero, legally: its bound covers
// that, and normal results stay exact; without it, everything is exact.
TEST(ErrorBound, FlushToZeroBoundsSubnormalResultsOnly) {
  Tensor a(ElementType{ElementKind::F32}, {3});
  a.setFloat(0, 0x1p-140); // subnormal in f32
  a.setFloat(1, -0x1p-127);
  a.setFloat(2, 0x1p-126); // the smallest normal
  auto kept = interpret(kAddZero, {a});
  setFlushSubnormals(true);
  auto flushed = interpret(kAddZero, {a});
  setFlushSubnormals(false);
  ASSERT_EQ(kept.size(), 1u);
  ASSERT_EQ(flushed.size(), 1u);
  for (int64_t i = 0; i < 3; ++i)
    EXPECT_EQ(kept[0].errAt(i), 0.0);
  EXPECT_GE(flushed[0].errAt(0), 0x1p-140);
  EXPECT_GE(flushed[0].errAt(1), 0x1p-127);
  EXPECT_EQ(flushed[0].errAt(2), 0.0);
}

constexpr const char *kSineTimesX = R"(
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s = math.sin %x : tensor<4xf32>
  %m = arith.mulf %x, %s : tensor<4xf32>
  return %s, %m : tensor<4xf32>, tensor<4xf32>
}
)";

// sin(±0) = ±0 exactly (IEEE 754 9.2.1, C99 Annex F), however loose the
// allowance near zero is elsewhere; an exact zero times a value whose sign
// is open is a zero of either sign.
TEST(ErrorBound, FunctionsVanishingAtZeroKeepItsSign) {
  Tensor x(ElementType{ElementKind::F32}, {4});
  x.setFloat(0, -0.0);
  x.setFloat(1, 0.0);
  x.setFloat(2, 1e-30);
  x.setFloat(3, 0.5);
  auto out = interpret(kSineTimesX, {x});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].errAt(0), 0.0);
  EXPECT_TRUE(std::signbit(out[0].floatAt(0)));
  EXPECT_EQ(out[0].errAt(1), 0.0);
  EXPECT_FALSE(std::signbit(out[0].floatAt(1)));
  EXPECT_GT(out[0].errAt(2), 0.0); // near zero, not at it: the allowance
  // x * sin(x) at ±0: both factors exact, so the product is +0, exactly.
  EXPECT_EQ(out[1].errAt(0), 0.0);
  EXPECT_FALSE(std::signbit(out[1].floatAt(0)));
}

constexpr const char *kZeroTimesDifference = R"(
func.func @main(%z: tensor<2xf32>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %d = arith.subf %a, %b : tensor<2xf32>
  %e = math.exp %d : tensor<2xf32>
  %f = arith.subf %e, %a : tensor<2xf32>
  %m = arith.mulf %z, %f : tensor<2xf32>
  return %m : tensor<2xf32>
}
)";

TEST(ErrorBound, ZeroTimesAValueOfOpenSignHasAnOpenSign) {
  Tensor z(ElementType{ElementKind::F32}, {2}), a = z, b = z;
  z.setFloat(0, -0.0);
  z.setFloat(1, -0.0);
  a.setFloat(0, 1.0); // exp(0) - 1: 0 within exp's allowance, either sign
  b.setFloat(0, 1.0);
  a.setFloat(1, 0.5); // exp(-1.5) - 0.5: surely negative
  b.setFloat(1, 2.0);
  auto out = interpret(kZeroTimesDifference, {z, a, b});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].floatAt(0), 0.0);
  EXPECT_GT(out[0].errAt(0), 0.0); // sign unjudged
  EXPECT_LE(out[0].errAt(0), 0x1p-1074);
  EXPECT_EQ(out[0].errAt(1), 0.0); // -0 * negative = +0, exactly
  EXPECT_FALSE(std::signbit(out[0].floatAt(1)));
}

constexpr const char *kStablehloMaxOfOpen = R"(
"func.func"() <{function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
  %s = "stablehlo.sqrt"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %m = "stablehlo.maximum"(%s, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%m) : (tensor<2xf32>) -> ()
}) : () -> ()
)";

// sqrt of a value that may be negative may be NaN, and maximum propagates
// NaN: the bound must say so (fmax of the operands' bounds would drop it).
TEST(ErrorBound, MaximumKeepsAMayBeNaNBound) {
  Tensor a(ElementType{ElementKind::F32}, {2}), b = a;
  a.setFloat(0, 1e-30, 1e-29); // an interval across zero
  a.setFloat(1, 4.0);
  b.setFloat(0, 0.0);
  b.setFloat(1, 0.0);
  auto out = interpret(kStablehloMaxOfOpen, {a, b});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(std::isnan(out[0].errAt(0)));
  EXPECT_EQ(out[0].floatAt(1), 2.0);
}

constexpr const char *kSelectZeros = R"(
func.func @main(%c: tensor<2xf32>, %d: tensor<2xf32>) -> tensor<2xf32> {
  %p = arith.cmpf olt, %c, %d : tensor<2xf32>
  %z = arith.constant dense<0.0> : tensor<2xf32>
  %n = arith.constant dense<-0.0> : tensor<2xf32>
  %r = arith.select %p, %n, %z : tensor<2xi1>, tensor<2xf32>
  return %r : tensor<2xf32>
}
)";

// A select that may go either way between -0 and +0 leaves the sign open.
TEST(ErrorBound, EitherZeroOfAnOpenSelectHasAnOpenSign) {
  Tensor c(ElementType{ElementKind::F32}, {2}), d = c;
  c.setFloat(0, 1.0, 1e-3); // 1 vs 1: undecided
  d.setFloat(0, 1.0, 1e-3);
  c.setFloat(1, 0.0); // 0 < 1: decided
  d.setFloat(1, 1.0);
  auto out = interpret(kSelectZeros, {c, d});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_GT(out[0].errAt(0), 0.0);
  EXPECT_EQ(out[0].errAt(1), 0.0);
  EXPECT_TRUE(std::signbit(out[0].floatAt(1)));
}

} // namespace
