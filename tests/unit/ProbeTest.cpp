//===- ProbeTest.cpp - Every way a compile-and-run can end ----------------===//
//
// Real child processes, real MLIR passes, real JIT: the test plugin's passes
// make the compiler fail, break the verifier, or make the kernel crash or
// hang; each must come back as its own outcome.
//
//===----------------------------------------------------------------------===//

#include "target/Target.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <gtest/gtest.h>
#include <memory>
#include <thread>

using namespace defuse;

namespace {

const char *kAddOne = R"(
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant dense<1.0> : tensor<8xf32>
  %r = arith.addf %a, %one : tensor<8xf32>
  return %r : tensor<8xf32>
}
)";

ProbeRequest request(const std::string &pipeline) {
  ProbeRequest r;
  r.moduleText = kAddOne;
  r.entry = "main";
  r.options.pipeline = pipeline;
  Tensor in(ElementType{ElementKind::F32}, {8});
  for (int i = 0; i < 8; ++i)
    in.setFloat(i, i);
  r.inputs.push_back(Buffer::fromTensor(in));
  return r;
}

class ProbeTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    initializeCompilerInfrastructure();
    std::string error;
    ASSERT_TRUE(loadPassPlugin(DEFUSE_FAULT_PLUGIN, error)) << error;
  }
};

TEST_F(ProbeTest, RunsAndReturnsOutputs) {
  ProbeResult r = mlirTarget().run(request(""), ProbeLimits{});
  ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
  ASSERT_EQ(r.outputs.size(), 1u);
  Tensor out = r.outputs[0].toTensor();
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(out.floatAt(i), i + 1.0);
}

TEST_F(ProbeTest, PassFailureIsReportedWithThePass) {
  ProbeResult r = mlirTarget().run(request("defuse-test-fail"), ProbeLimits{});
  EXPECT_EQ(r.status, ProbeStatus::PassFailure);
  EXPECT_NE(r.pass.find("defuse-test-fail"), std::string::npos);
  EXPECT_NE(r.message.find("failing on purpose"), std::string::npos);
}

TEST_F(ProbeTest, VerifierErrorIsDistinct) {
  ProbeResult r = mlirTarget().run(
      request("func.func(defuse-test-break-verifier)"), ProbeLimits{});
  EXPECT_EQ(r.status, ProbeStatus::VerifierError) << r.message;
  EXPECT_NE(r.pass.find("defuse-test-break-verifier"), std::string::npos);
}

TEST_F(ProbeTest, KernelCrashIsAResult) {
  ProbeResult r =
      mlirTarget().run(request("defuse-test-crash-kernel"), ProbeLimits{});
  EXPECT_EQ(r.status, ProbeStatus::Crash) << r.message;
  EXPECT_EQ(r.signal, SIGABRT);
}

TEST_F(ProbeTest, KernelHangIsATimeout) {
  ProbeLimits limits;
  limits.timeoutSeconds = 8; // ample for compiling under a loaded CI
  ProbeResult r = mlirTarget().run(request("defuse-test-hang-kernel"), limits);
  EXPECT_EQ(r.status, ProbeStatus::Timeout) << r.message;
  EXPECT_LT(r.wallSeconds, 20);
}

TEST_F(ProbeTest, ACancelledProbeIsKilledAtOnce) {
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  std::atomic<bool> cancel{false};
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    cancel = true;
  });
  ProbeResult r =
      mlirTarget().run(request("defuse-test-hang-kernel"), limits, &cancel);
  canceller.join();
  EXPECT_TRUE(r.cancelled) << r.message;
  EXPECT_NE(r.status, ProbeStatus::Ok);
  EXPECT_LT(r.wallSeconds, 10); // not the 60 s of the time limit

  // A flag that stays false changes nothing.
  std::atomic<bool> never{false};
  ProbeResult ok = mlirTarget().run(request(""), ProbeLimits{}, &never);
  EXPECT_FALSE(ok.cancelled);
  EXPECT_EQ(ok.status, ProbeStatus::Ok) << ok.message;
}

TEST_F(ProbeTest, RunTimeLimitStopsTheRunNotTheCompile) {
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  ProbeRequest hang = request("defuse-test-hang-kernel");
  // Far less than a compile takes: the limit must start with the run.
  hang.options.runTimeLimitSeconds = 0.001;
  ProbeResult r = mlirTarget().run(hang, limits);
  EXPECT_EQ(r.status, ProbeStatus::Timeout) << r.message;
  EXPECT_TRUE(r.runLimitReached) << r.message;
  EXPECT_EQ(r.runSeconds, 0.001);
  EXPECT_LT(r.wallSeconds, 30); // not the 60 s of the probe's timeout

  // A run within its limit is left alone. The limit is far above the run's
  // microseconds: a loaded machine may preempt the child between the run's
  // start and end for a scheduler slice or more.
  ProbeRequest quick = request("");
  quick.options.runTimeLimitSeconds = 10;
  ProbeResult ok = mlirTarget().run(quick, limits);
  EXPECT_EQ(ok.status, ProbeStatus::Ok) << ok.message;
  EXPECT_FALSE(ok.runLimitReached);

  // Without the run limit the same hang is the probe's timeout.
  limits.timeoutSeconds = 8;
  ProbeResult whole =
      mlirTarget().run(request("defuse-test-hang-kernel"), limits);
  EXPECT_EQ(whole.status, ProbeStatus::Timeout) << whole.message;
  EXPECT_FALSE(whole.runLimitReached);
}

TEST_F(ProbeTest, RepeatedRunsShareOneCompile) {
  ProbeRequest thrice = request("");
  thrice.options.runs = 3;
  TargetRun run;
  int compiles = 0, runs = 0;
  ASSERT_TRUE(compileAndRun(thrice.moduleText, thrice.entry, thrice.options,
                            thrice.inputs, run,
                            [&](Stage s) {
                              compiles += s == Stage::Pipeline;
                              runs += s == Stage::Run;
                            }))
      << run.failure.message;
  EXPECT_EQ(compiles, 1);
  EXPECT_EQ(runs, 3);
  ASSERT_EQ(run.outputs.size(), 1u);
  Tensor out = run.outputs[0].toTensor();
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(out.floatAt(i), i + 1.0);

  // Each run is under the run's own limit, in a probe's child as well.
  ProbeRequest hang = request("defuse-test-hang-kernel");
  hang.options.runs = 3;
  hang.options.runTimeLimitSeconds = 0.001;
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  ProbeResult stopped = mlirTarget().run(hang, limits);
  EXPECT_EQ(stopped.status, ProbeStatus::Timeout) << stopped.message;
  EXPECT_TRUE(stopped.runLimitReached) << stopped.message;
}

/// kAddOne's input holding `first`, first + 1, ...
std::vector<Buffer> inputsFrom(float first) {
  Tensor in(ElementType{ElementKind::F32}, {8});
  for (int i = 0; i < 8; ++i)
    in.setFloat(i, first + i);
  return {Buffer::fromTensor(in)};
}

TEST_F(ProbeTest, InputSetsShareOneCompile) {
  ProbeRequest sets = request("");
  sets.moreInputs = {inputsFrom(100), inputsFrom(-50)};
  TargetRun run;
  int compiles = 0, runs = 0;
  ASSERT_TRUE(compileAndRun(
      sets.moduleText, sets.entry, sets.options, sets.inputs, run,
      [&](Stage s) {
        compiles += s == Stage::Pipeline;
        runs += s == Stage::Run;
      },
      sets.moreInputs))
      << run.failure.message;
  EXPECT_EQ(compiles, 1);
  EXPECT_EQ(runs, 3);

  // In a probe's child, each set's outputs are its own.
  ProbeResult r = mlirTarget().run(sets, ProbeLimits{});
  ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
  ASSERT_EQ(r.moreOutputs.size(), 2u);
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(r.outputs[0].toTensor().floatAt(i), i + 1.0);
    EXPECT_EQ(r.moreOutputs[0][0].toTensor().floatAt(i), 101.0 + i);
    EXPECT_EQ(r.moreOutputs[1][0].toTensor().floatAt(i), -49.0 + i);
  }

  // A set of other shapes is no input of the compiled program.
  ProbeRequest unlike = request("");
  Tensor longer(ElementType{ElementKind::F32}, {9});
  unlike.moreInputs = {{Buffer::fromTensor(longer)}};
  ProbeResult refused = mlirTarget().run(unlike, ProbeLimits{});
  EXPECT_EQ(refused.status, ProbeStatus::InternalError) << refused.message;
}

// A kernel whose result alone is 1 GiB, under a limit of 64 MiB.
const char *kLargeResult = R"(
func.func @main() -> tensor<268435456xf32> {
  %e = tensor.empty() : tensor<268435456xf32>
  %one = arith.constant 1.0 : f32
  %r = linalg.fill ins(%one : f32) outs(%e : tensor<268435456xf32>) -> tensor<268435456xf32>
  return %r : tensor<268435456xf32>
}
)";

TEST_F(ProbeTest, MemoryLimitIsEnforced) {
  ProbeLimits limits;
  limits.memoryBytes = 64ull << 20;
  ProbeRequest large;
  large.moduleText = kLargeResult;
  large.entry = "main";
  ProbeResult r = mlirTarget().run(large, limits);
  EXPECT_NE(r.status, ProbeStatus::Ok);
  EXPECT_NE(r.status, ProbeStatus::InternalError) << r.message;
}

// The limit is what a compile-and-run may add to the address space the
// child inherits: a parent holding a large reference (triage of a zoo
// model) must not leave its children nothing.
TEST_F(ProbeTest, MemoryLimitCountsFromWhatTheChildInherits) {
  ProbeLimits limits;
  limits.memoryBytes = 1ull << 30;
  // Reserved, not touched: address space, not memory.
  std::unique_ptr<char[]> held(new char[3ull << 30]);
  ProbeResult r = mlirTarget().run(request(""), limits);
  EXPECT_EQ(r.status, ProbeStatus::Ok) << r.message;
  held.reset();
}

} // namespace
