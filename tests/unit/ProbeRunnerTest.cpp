//===- ProbeRunnerTest.cpp - Probes shared, cached and run in parallel ----===//
//
// Requests that differ only in their inputs share one compile: one probe
// runs the compiled program on each input set. Real child processes, real
// JIT; the fault plugin's passes make a kernel crash, which must come back
// as each request's own result.
//
//===----------------------------------------------------------------------===//

#include "bisect/ProbeRunner.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

const char *kScale = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant dense<3.0> : tensor<4xf32>
  %r = arith.mulf %a, %k : tensor<4xf32>
  return %r : tensor<4xf32>
}
)";

/// kScale (or `module`) under `pipeline` on an input of `value`s.
ProbeRequest scaleOf(float value, const std::string &pipeline = "",
                     const std::string &module = kScale) {
  Tensor in(ElementType{ElementKind::F32}, {4});
  for (int i = 0; i < 4; ++i)
    in.setFloat(i, value);
  return makeProbeRequest(module, "main", pipeline, 2, {in});
}

class ProbeRunnerTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    initializeCompilerInfrastructure();
    std::string error;
    ASSERT_TRUE(loadPassPlugin(DEFUSE_FAULT_PLUGIN, error)) << error;
  }
};

TEST_F(ProbeRunnerTest, InputsOfOneProgramShareACompile) {
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  ProbeRunner probes(limits, 2);
  std::string other = kScale;
  other.replace(other.find("3.0"), 3, "5.0");
  std::vector<ProbeRequest> requests;
  for (float v : {1.0f, 2.0f, -4.0f, 0.5f, 8.0f})
    requests.push_back(scaleOf(v));
  requests.push_back(scaleOf(1.0f, "", other));
  std::vector<ProbeResult> results = probes.runAll(requests);
  // Two programs, two probes: the five inputs of the first in one.
  EXPECT_EQ(probes.started(), 2u);
  ASSERT_EQ(results.size(), 6u);
  const float expected[] = {3, 6, -12, 1.5, 24, 5};
  for (size_t i = 0; i < results.size(); ++i) {
    ASSERT_EQ(results[i].status, ProbeStatus::Ok) << i << results[i].message;
    ASSERT_EQ(results[i].outputs.size(), 1u) << i;
    EXPECT_TRUE(results[i].moreOutputs.empty()) << i;
    EXPECT_EQ(results[i].outputs[0].toTensor().floatAt(3), expected[i]) << i;
  }
  // Each request's answer is cached as its own.
  ProbeResult again = probes.run(requests[3]);
  EXPECT_EQ(probes.started(), 2u);
  EXPECT_EQ(again.outputs[0].toTensor().floatAt(0), 1.5);

  // Asked to run again, each request is a probe of its own.
  probes.runAll(requests, /*again=*/true);
  EXPECT_EQ(probes.started(), 8u);
}

TEST_F(ProbeRunnerTest, ABatchThatFailsRunsEachRequestAlone) {
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  ProbeRunner probes(limits, 2);
  std::vector<ProbeRequest> requests;
  for (float v : {1.0f, 2.0f, 3.0f})
    requests.push_back(scaleOf(v, "defuse-test-crash-kernel"));
  std::vector<ProbeResult> results = probes.runAll(requests);
  // The shared probe died with the first run: each request then ran alone,
  // and each crash is that request's own result.
  EXPECT_EQ(probes.started(), 4u);
  for (const ProbeResult &r : results)
    EXPECT_EQ(r.status, ProbeStatus::Crash) << r.message;
}

} // namespace
