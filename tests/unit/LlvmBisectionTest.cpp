//===- LlvmBisectionTest.cpp - The opt-bisect gate and its search ---------===//
//
// The gate on real compiles (it must reach both LLVM's IR passes and the
// JIT's code generation), the search on a scripted probe (where exactly the
// culprit lies is then known), and probes run from several threads at once.
//
//===----------------------------------------------------------------------===//

#include "bisect/LlvmBisection.h"
#include "target/Probe.h"
#include "target/Target.h"
#include "target/mlir/Context.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
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

Tensor ramp(double offset) {
  Tensor t(ElementType{ElementKind::F32}, {8});
  for (int i = 0; i < 8; ++i)
    t.setFloat(i, i + offset);
  return t;
}

ProbeRequest addOne(int64_t limit, unsigned level = 2) {
  ProbeRequest r;
  r.moduleText = kAddOne;
  r.entry = "main";
  r.options.llvmOptLevel = level;
  r.options.llvmBisectLimit = limit;
  r.inputs.push_back(Buffer::fromTensor(ramp(0)));
  return r;
}

bool anyPass(const ProbeResult &r, const std::string &needle) {
  return std::any_of(r.llvmPasses.begin(), r.llvmPasses.end(),
                     [&](const LlvmPassRecord &p) {
                       return p.name.find(needle) != std::string::npos;
                     });
}

class LlvmBisectionTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() { initializeCompilerInfrastructure(); }
};

TEST_F(LlvmBisectionTest, GateSeesOptimizationAndCodegenPasses) {
  ProbeResult r = mlirTarget().run(addOne(std::numeric_limits<int64_t>::max()),
                                   ProbeLimits{});
  ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
  EXPECT_TRUE(anyPass(r, "instcombine"));
  // Code generation runs later, in the JIT: the gate must still be there.
  EXPECT_TRUE(anyPass(r, "isel"));
  for (const LlvmPassRecord &p : r.llvmPasses)
    EXPECT_FALSE(p.unit.empty()) << p.name;
}

TEST_F(LlvmBisectionTest, LimitsStillComputeTheSameKernel) {
  for (int64_t limit : {int64_t(0), int64_t(20)}) {
    ProbeResult r = mlirTarget().run(addOne(limit), ProbeLimits{});
    ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
    // Passes past the limit are still asked about, and refused.
    EXPECT_GT(static_cast<int64_t>(r.llvmPasses.size()), limit);
    ASSERT_EQ(r.outputs.size(), 1u);
    Tensor out = r.outputs[0].toTensor();
    for (int i = 0; i < 8; ++i)
      EXPECT_EQ(out.floatAt(i), i + 1.0);
  }
}

TEST_F(LlvmBisectionTest, NoLimitInstallsNoGate) {
  ProbeResult r = mlirTarget().run(addOne(-1), ProbeLimits{});
  ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
  EXPECT_TRUE(r.llvmPasses.empty());
}

/// A scripted compiler: 40 skippable passes, and the kernel goes wrong as
/// soon as pass `culprit` runs.
struct ScriptedProbe {
  int64_t culprit;
  std::vector<int64_t> limits; // asked, in order
  ProbeResult operator()(const ProbeRequest &request) {
    limits.push_back(request.options.llvmBisectLimit);
    ProbeResult r;
    r.status = ProbeStatus::Ok;
    for (int i = 1; i <= 40; ++i)
      r.llvmPasses.push_back({"pass" + std::to_string(i), "function (main)"});
    bool wrong =
        std::min<int64_t>(request.options.llvmBisectLimit, 40) >= culprit;
    r.outputs.push_back(Buffer::fromTensor(ramp(wrong ? 1.5 : 1.0)));
    return r;
  }
};

LlvmBisectionRequest scriptedRequest(ScriptedProbe &script) {
  LlvmBisectionRequest req;
  req.entry = "main";
  req.reference.push_back(ramp(1.0));
  req.probe = [&script](const ProbeRequest &r) { return script(r); };
  return req;
}

TEST_F(LlvmBisectionTest, FindsTheFirstPassThatBreaks) {
  for (int64_t culprit : {1, 2, 17, 39, 40}) {
    ScriptedProbe script{culprit, {}};
    auto res = bisectLlvmPasses(scriptedRequest(script));
    ASSERT_TRUE(succeeded(res));
    EXPECT_EQ(res->outcome, LlvmBisectionResult::Outcome::Found);
    EXPECT_EQ(res->index, culprit);
    EXPECT_EQ(res->total, 40);
    EXPECT_EQ(res->pass.name, "pass" + std::to_string(culprit));
    EXPECT_EQ(res->verdict.kind, VerdictKind::Drift);
    EXPECT_EQ(res->probes, script.limits.size());
    // Counting, nothing skipped, then at most ceil(log2(40)) steps.
    ASSERT_GE(script.limits.size(), 2u);
    EXPECT_EQ(script.limits[0], std::numeric_limits<int64_t>::max());
    EXPECT_EQ(script.limits[1], 0);
    EXPECT_LE(script.limits.size(), 2u + 6u);
  }
}

TEST_F(LlvmBisectionTest, FailingWithEverythingSkippedIsNotAPass) {
  ScriptedProbe script{0, {}};
  auto res = bisectLlvmPasses(scriptedRequest(script));
  ASSERT_TRUE(succeeded(res));
  EXPECT_EQ(res->outcome, LlvmBisectionResult::Outcome::NotAnOptimizationPass);
  EXPECT_EQ(res->probes, 2u);
}

TEST_F(LlvmBisectionTest, PassingWorkloadHasNothingToBisect) {
  ScriptedProbe script{41, {}};
  auto res = bisectLlvmPasses(scriptedRequest(script));
  ASSERT_TRUE(succeeded(res));
  EXPECT_EQ(res->outcome, LlvmBisectionResult::Outcome::NotReproduced);
  EXPECT_EQ(res->probes, 1u);
}

TEST_F(LlvmBisectionTest, OtherKindsOfFailureAreNotTheSignature) {
  // From pass 10 on the kernel drifts, but the search was asked for NaNs.
  ScriptedProbe script{10, {}};
  LlvmBisectionRequest req = scriptedRequest(script);
  req.signature = VerdictKind::NanMismatch;
  auto res = bisectLlvmPasses(req);
  ASSERT_TRUE(succeeded(res));
  EXPECT_EQ(res->outcome, LlvmBisectionResult::Outcome::NotReproduced);
}

TEST_F(LlvmBisectionTest, ProbesRunFromSeveralThreadsAtOnce) {
  constexpr int kThreads = 4, kEach = 3;
  std::vector<std::thread> threads;
  std::vector<int> good(kThreads, 0);
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([t, &good] {
      for (int k = 0; k < kEach; ++k) {
        ProbeResult r =
            mlirTarget().run(addOne(t % 2 ? -1 : 5 * k), ProbeLimits{});
        if (r.status != ProbeStatus::Ok || r.outputs.size() != 1)
          continue;
        Tensor out = r.outputs[0].toTensor();
        bool right = true;
        for (int i = 0; i < 8; ++i)
          right &= out.floatAt(i) == i + 1.0;
        good[t] += right;
      }
    });
  for (std::thread &th : threads)
    th.join();
  for (int t = 0; t < kThreads; ++t)
    EXPECT_EQ(good[t], kEach) << "thread " << t;
}

} // namespace

// --opt-level is the level of code generation too: at 0 the JIT selects
// instructions fast and schedules nothing, as llc -O0 does. (MLIR's
// ExecutionEngine drops its own codegen level option: this test fails when
// the target machine is left to it.)
TEST_F(LlvmBisectionTest, CodeGenerationRunsAtTheRequestedLevel) {
  const int64_t everyPass = std::numeric_limits<int64_t>::max();
  ProbeResult unoptimized =
      mlirTarget().run(addOne(everyPass, 0), ProbeLimits{});
  ASSERT_EQ(unoptimized.status, ProbeStatus::Ok) << unoptimized.message;
  EXPECT_TRUE(anyPass(unoptimized, "isel"));
  EXPECT_FALSE(anyPass(unoptimized, "machine-scheduler"));
  ProbeResult optimized = mlirTarget().run(addOne(everyPass, 2), ProbeLimits{});
  ASSERT_EQ(optimized.status, ProbeStatus::Ok) << optimized.message;
  EXPECT_TRUE(anyPass(optimized, "machine-scheduler"));
}
