//===- MonteCarloTest.cpp - Noise lanes: random legal executions ----------===//

#include "interp/MonteCarlo.h"
#include "interp/Reference.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/IR/MLIRContext.h"

#include <cmath>
#include <gtest/gtest.h>

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::succeeded;

namespace {

TEST(MonteCarlo, StochasticRoundingIsUnbiasedAndAtLeastAsNoisyAsNearest) {
  mc::Lane lane(1, 7, nullptr);
  ElementType f32{ElementKind::F32}, bf16{ElementKind::BF16};
  for (ElementType t : {f32, bf16}) {
    for (double v :
         {1.0 + 0.3 * t.ulp(1.0), -3.0 - 0.9 * t.ulp(3.0), 0.1, 1e-3}) {
      double lo = t.roundToType(v), nearest = lo;
      double sum = 0, squares = 0;
      const int n = 200000;
      for (int i = 0; i < n; ++i) {
        double r = lane.round(t, v);
        // Always one of the two values of the type around v.
        ASSERT_EQ(t.roundToType(r), r);
        ASSERT_LE(std::fabs(r - v), t.ulp(v));
        sum += r - v;
        squares += (r - v) * (r - v);
      }
      double ulp = t.ulp(v);
      EXPECT_NEAR(sum / n, 0.0, 0.01 * ulp) << t.str() << " " << v;
      // Its variance is at least round-to-nearest's squared error.
      EXPECT_GE(squares / n, 0.98 * (nearest - v) * (nearest - v));
    }
    // An exact value stays exact.
    EXPECT_EQ(lane.round(t, 1.5), 1.5);
    EXPECT_EQ(lane.round(t, -0.0), -0.0);
  }
}

TEST(MonteCarlo, NearOverflowBecomesAnInfinity) {
  mc::Lane lane(1, 7, nullptr);
  ElementType f16{ElementKind::F16}, f32{ElementKind::F32};
  EXPECT_TRUE(std::isinf(lane.round(f16, 30000.0)));
  EXPECT_TRUE(std::isinf(lane.roundNearest(f32, 1e38)));
  EXPECT_FALSE(std::isinf(lane.round(f16, 1000.0)));
}

struct Lanes : public ::testing::Test {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  FailureOr<Reference> run(const std::string &text, std::vector<Tensor> in) {
    auto w = Workload::parse(*context, text, "test", "f");
    if (failed(w))
      return failure();
    return computeReferenceQuietly(*context, w->text(), "f", in, 16);
  }
};

Tensor vector(std::vector<double> values) {
  Tensor t(ElementType{ElementKind::F32}, {int64_t(values.size())});
  for (size_t i = 0; i < values.size(); ++i)
    t.setFloat(i, values[i]);
  return t;
}

TEST_F(Lanes, MeasureNoiseWhereRoundingsHappenAndNoneWhereNot) {
  const char *text = R"(
    func.func @f(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %y = arith.mulf %x, %x : tensor<4xf32>
      %z = arith.addf %y, %x : tensor<4xf32>
      %n = arith.negf %x : tensor<4xf32>
      return %z, %n : tensor<4xf32>, tensor<4xf32>
    })";
  auto ref = run(text, {vector({0.1, 1.0 / 3.0, 2.0, 0.7})});
  ASSERT_TRUE(succeeded(ref));
  const Tensor &z = ref->outputs[0], &n = ref->outputs[1];
  ASSERT_TRUE(z.hasNoise());
  EXPECT_EQ(z.noiseLanes(), 16u);
  EXPECT_GT(z.noiseAt(0), 0.0); // 0.1 * 0.1 + 0.1 rounds
  EXPECT_EQ(z.noiseAt(2), 0.0); // 2 * 2 + 2 is exact in f32
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_EQ(n.noiseAt(i), 0.0); // negation never rounds
    // A few roundings of an ULP at most.
    EXPECT_LT(z.noiseAt(i), 4 * z.elementType().ulp(z.floatAt(i)));
  }
  // The same seed, the same lanes.
  auto again = run(text, {vector({0.1, 1.0 / 3.0, 2.0, 0.7})});
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(again->outputs[0].noiseAt(i), z.noiseAt(i));
}

TEST_F(Lanes, ADecisionNearItsTieIsUnjudged) {
  // x * 3 compared with 0.3: at x = 0.1 the product rounds either side of
  // 0.3 in f32, so which branch is taken is the target's noise.
  const char *text = R"(
    func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
      %c3 = arith.constant dense<3.0> : tensor<2xf32>
      %t = arith.constant dense<0.3> : tensor<2xf32>
      %big = arith.constant dense<100.0> : tensor<2xf32>
      %small = arith.constant dense<-100.0> : tensor<2xf32>
      %p = arith.mulf %x, %c3 : tensor<2xf32>
      %c = arith.cmpf ogt, %p, %t : tensor<2xf32>
      %r = arith.select %c, %big, %small : tensor<2xi1>, tensor<2xf32>
      return %r : tensor<2xf32>
    })";
  auto ref = run(text, {vector({0.1, 0.5})});
  ASSERT_TRUE(succeeded(ref));
  EXPECT_TRUE(std::isnan(ref->outputs[0].noiseAt(0))); // near the tie
  EXPECT_EQ(ref->outputs[0].noiseAt(1), 0.0);          // far from it
}

TEST_F(Lanes, ASelectContinuousAtItsTieStaysJudged) {
  // max(x, 0) written as compare and select: at a tie both branches agree.
  const char *text = R"(
    func.func @f(%x: tensor<1xf32>, %y: tensor<1xf32>) -> tensor<1xf32> {
      %zero = arith.constant dense<0.0> : tensor<1xf32>
      %d = arith.subf %x, %y : tensor<1xf32>
      %c = arith.cmpf ogt, %d, %zero : tensor<1xf32>
      %r = arith.select %c, %d, %zero : tensor<1xi1>, tensor<1xf32>
      return %r : tensor<1xf32>
    })";
  // x - y is 1e-9 in double, and inexact in f32 near 0.1.
  auto ref = run(text, {vector({0.1 + 1e-9}), vector({0.1})});
  ASSERT_TRUE(succeeded(ref));
  EXPECT_FALSE(std::isnan(ref->outputs[0].noiseAt(0)));
}

} // namespace
