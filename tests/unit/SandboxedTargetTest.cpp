//===- SandboxedTargetTest.cpp - Probes in exec'd, sandboxed workers ------===//
//
// The same answers as a forked probe, from workers that run in a sandbox:
// a run's outputs, a pass's failure, a crash and a hang in the compiled
// kernel, snapshots; an untrusted plugin loaded only where its pass runs,
// the run itself in a worker without it; a plugin that does not load or
// registers no such pass; a pass's description asked of a worker; servers
// that outlive a request's crash, hang and memory, and one killed in the
// middle of a request, replaced.
//
//===----------------------------------------------------------------------===//

#include "target/mlir/SandboxedTarget.h"

#include "target/Target.h"
#include "target/mlir/Context.h"

#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <csignal>
#include <dirent.h>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <thread>
#include <unistd.h>

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

/// Processes descending from this one whose command line is the probe
/// worker's `serve`.
std::vector<pid_t> probeServersOfThisProcess() {
  std::map<pid_t, pid_t> parent;
  std::map<pid_t, std::string> commandLine;
  DIR *proc = opendir("/proc");
  while (dirent *entry = proc ? readdir(proc) : nullptr) {
    pid_t pid = std::atoi(entry->d_name);
    if (pid <= 0)
      continue;
    std::ifstream stat("/proc/" + std::string(entry->d_name) + "/stat");
    std::string line;
    std::getline(stat, line);
    size_t close = line.rfind(')');
    if (close == std::string::npos)
      continue;
    std::istringstream rest(line.substr(close + 2));
    char state;
    pid_t ppid = 0;
    rest >> state >> ppid;
    parent[pid] = ppid;
    std::ifstream cmdline("/proc/" + std::string(entry->d_name) + "/cmdline");
    std::getline(cmdline, commandLine[pid], '\0');
    std::string second;
    std::getline(cmdline, second, '\0');
    commandLine[pid] += " " + second;
  }
  if (proc)
    closedir(proc);
  std::vector<pid_t> servers;
  for (auto &[pid, command] : commandLine) {
    if (!llvm::StringRef(command).ends_with("defuse-probe serve"))
      continue;
    for (pid_t p = parent[pid]; p > 1; p = parent[p])
      if (p == getpid()) {
        servers.push_back(pid);
        break;
      }
  }
  return servers;
}

TEST(SandboxedTargetTest, AServerOutlivesWhatItsRequestsDo) {
  SandboxedMlirTarget t = target(true);
  ASSERT_EQ(t.run(request("canonicalize"), limits()).status, ProbeStatus::Ok);
  EXPECT_EQ(t.probeServers().started(), 1u);
  ProbeResult crash = t.run(request("defuse-test-crash-kernel"), limits());
  EXPECT_EQ(crash.status, ProbeStatus::Crash) << crash.message;
  EXPECT_EQ(crash.signal, SIGABRT);
  ProbeResult hang = t.run(request("defuse-test-hang-kernel"), limits(2));
  EXPECT_EQ(hang.status, ProbeStatus::Timeout) << hang.message;
  // One server with the plugin (the pipelines), one without (the runs):
  // neither replaced after the crash or the hang.
  EXPECT_EQ(t.probeServers().started(), 2u);
  ProbeResult after = t.run(request("canonicalize,defuse-test-fail"), limits());
  EXPECT_EQ(after.status, ProbeStatus::PassFailure) << after.message;
  ProbeResult ok = t.run(request("canonicalize"), limits());
  ASSERT_EQ(ok.status, ProbeStatus::Ok) << ok.message;
  EXPECT_EQ(ok.outputs[0].toTensor().floatAt(7), 8.0);
  EXPECT_EQ(t.probeServers().started(), 2u);
  EXPECT_GE(t.probeServers().reused(), 4u);
  // Beyond the memory limit: the compile's own failure; the next request
  // with the usual limit is served as before.
  ProbeLimits tight = limits();
  tight.memoryBytes = 1 << 20;
  ProbeResult starved = t.run(request("canonicalize"), tight);
  EXPECT_EQ(starved.status, ProbeStatus::CompilerOutOfMemory)
      << starved.message;
  EXPECT_EQ(t.run(request("canonicalize"), limits()).status, ProbeStatus::Ok);
  // A fresh process when asked: no server started or reused.
  unsigned started = t.probeServers().started(),
           reused = t.probeServers().reused();
  ProbeRequest fresh = request("canonicalize");
  fresh.options.freshProcess = true;
  EXPECT_EQ(t.run(fresh, limits()).status, ProbeStatus::Ok);
  EXPECT_EQ(t.probeServers().started(), started);
  EXPECT_EQ(t.probeServers().reused(), reused);
}

TEST(SandboxedTargetTest, AServerKilledMidRequestIsReplaced) {
  SandboxedMlirTarget t = target(false);
  ASSERT_EQ(t.run(request("canonicalize"), limits()).status, ProbeStatus::Ok);
  ASSERT_EQ(probeServersOfThisProcess().size(), 1u);
  ProbeRequest hang = request("defuse-test-hang-kernel");
  std::thread killer([] {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    for (pid_t server : probeServersOfThisProcess())
      kill(server, SIGKILL);
  });
  auto start = std::chrono::steady_clock::now();
  ProbeResult killed = t.run(hang, limits(30));
  killer.join();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
  EXPECT_EQ(killed.status, ProbeStatus::Crash) << killed.message;
  EXPECT_EQ(killed.signal, SIGKILL);
  ProbeResult next = t.run(request("canonicalize"), limits());
  EXPECT_EQ(next.status, ProbeStatus::Ok) << next.message;
  EXPECT_EQ(t.probeServers().started(), 2u);
}

} // namespace
