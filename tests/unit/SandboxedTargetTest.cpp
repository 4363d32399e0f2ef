//===- SandboxedTargetTest.cpp - Probes in exec'd, sandboxed workers ------===//
//
// The same answers as a forked probe, from workers that run in a sandbox:
// a run's outputs, a pass's failure, a crash and a hang in the compiled
// kernel, snapshots; an untrusted plugin loaded only where its pass runs,
// the run itself in a worker without it; a plugin that does not load or
// registers no such pass; a pass's description asked of a worker.
//
//===----------------------------------------------------------------------===//

#include "target/mlir/SandboxedTarget.h"

#include "target/Target.h"
#include "target/mlir/Context.h"

#include <fstream>
#include <gtest/gtest.h>

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

/// The fault plugin trusted (every probe) or untrusted (only where one of
/// its test passes runs).
SandboxedMlirTarget target(bool untrusted) {
  SandboxPlugins plugins;
  (untrusted ? plugins.untrusted : plugins.trusted)
      .push_back(DEFUSE_FAULT_PLUGIN);
  if (untrusted)
    plugins.untrustedPasses = {"defuse-test-fail", "defuse-test-crash-kernel",
                               "defuse-test-hang-kernel"};
  return SandboxedMlirTarget(plugins, DEFUSE_PROBE_WORKER);
}

ProbeLimits limits(double seconds = 60) {
  ProbeLimits l;
  l.timeoutSeconds = seconds;
  return l;
}

TEST(SandboxedTargetTest, RunsAndReturnsWhatAForkedProbeReturns) {
  SandboxedMlirTarget t = target(false);
  ProbeResult r = t.run(request("canonicalize"), limits());
  ASSERT_EQ(r.status, ProbeStatus::Ok) << r.message;
  ASSERT_EQ(r.outputs.size(), 1u);
  Tensor out = r.outputs[0].toTensor();
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(out.floatAt(i), i + 1.0);
  EXPECT_GT(r.wallSeconds, 0);
}

TEST(SandboxedTargetTest, AnUntrustedPluginOnlyWhereItsPassRuns) {
  SandboxedMlirTarget t = target(true);
  EXPECT_TRUE(t.pluginsFor(request("canonicalize")).empty());
  EXPECT_EQ(t.pluginsFor(request("canonicalize,defuse-test-fail")).size(), 1u);
  ProbeResult ok = t.run(request("canonicalize"), limits());
  EXPECT_EQ(ok.status, ProbeStatus::Ok) << ok.message;
  // Without the plugin its pass does not exist there.
  ProbeRequest other = request("canonicalize");
  other.options.pipeline = "defuse-test-break-verifier";
  ProbeResult unknown = t.run(other, limits());
  EXPECT_EQ(unknown.status, ProbeStatus::PassFailure) << unknown.message;
}

TEST(SandboxedTargetTest, FailuresOfAnUntrustedPassAreItsOwn) {
  SandboxedMlirTarget t = target(true);
  ProbeResult failed = t.run(request("defuse-test-fail"), limits());
  EXPECT_EQ(failed.status, ProbeStatus::PassFailure);
  EXPECT_NE(failed.pass.find("defuse-test-fail"), std::string::npos);
  // The kernel the untrusted pass made crashes in the second worker, which
  // holds no plugin: a crash of the kernel, not of the compiler.
  ProbeResult crash = t.run(request("defuse-test-crash-kernel"), limits());
  EXPECT_EQ(crash.status, ProbeStatus::Crash) << crash.message;
  EXPECT_EQ(crash.signal, SIGABRT);
  ProbeResult hang = t.run(request("defuse-test-hang-kernel"), limits(3));
  EXPECT_EQ(hang.status, ProbeStatus::Timeout) << hang.message;
  // The run's own limit stops the run, in the worker that runs it.
  ProbeRequest limited = request("defuse-test-hang-kernel");
  limited.options.runTimeLimitSeconds = 0.5;
  ProbeResult stopped = t.run(limited, limits(30));
  EXPECT_EQ(stopped.status, ProbeStatus::Timeout) << stopped.message;
  EXPECT_TRUE(stopped.runLimitReached) << stopped.message;
}

TEST(SandboxedTargetTest, StepsComeBackAsSnapshots) {
  SandboxedMlirTarget t = target(true);
  ProbeRequest r = request("");
  r.options.steps = {"canonicalize", "defuse-test-crash-kernel"};
  r.options.stopAfterPipeline = true;
  ProbeResult p = t.run(r, limits());
  ASSERT_EQ(p.status, ProbeStatus::Ok) << p.message;
  ASSERT_EQ(p.snapshots.size(), 2u);
  EXPECT_NE(p.snapshots[1].find("call @abort"), std::string::npos);
  EXPECT_TRUE(p.outputs.empty());
}

TEST(SandboxedTargetTest, LoadingIsCheckedInAWorker) {
  SandboxedMlirTarget t = target(true);
  EXPECT_EQ(t.checkLoads("defuse-test-fail", limits()).status, ProbeStatus::Ok);
  ProbeResult none = t.checkLoads("no-such-pass", limits());
  EXPECT_EQ(none.status, ProbeStatus::PassFailure);
  EXPECT_NE(none.message.find("registers no pass no-such-pass"),
            std::string::npos);
  std::string bogus = ::testing::TempDir() + "/bogus-plugin.so";
  std::ofstream(bogus) << "not a plugin";
  SandboxedMlirTarget broken({{}, {bogus}, {"x"}}, DEFUSE_PROBE_WORKER);
  ProbeResult notLoaded = broken.checkLoads("x", limits());
  EXPECT_EQ(notLoaded.status, ProbeStatus::PassFailure);
  EXPECT_NE(notLoaded.message.find("does not load"), std::string::npos)
      << notLoaded.message;
}

TEST(SandboxedTargetTest, APassDescribesItselfFromAWorker) {
  SandboxedMlirTarget t = target(false);
  std::optional<PassDescription> upstream =
      t.describePass("math-expand-ops", limits());
  ASSERT_TRUE(upstream);
  EXPECT_NE(upstream->help.find("--ops=<string>"), std::string::npos)
      << upstream->help;
  // A plugin's pass, which this process never loaded.
  std::optional<PassDescription> plugin =
      t.describePass("defuse-fault-swap-operands", limits());
  ASSERT_TRUE(plugin);
  EXPECT_NE(plugin->printedWithDefaults.find("defuse-fault-swap-operands"),
            std::string::npos);
  EXPECT_FALSE(t.describePass("no-such-pass", limits()));
}

} // namespace
