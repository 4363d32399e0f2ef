//===- ResidentWorkerTest.cpp - A resident worker's every way to end ------===//
//
// Real worker processes (tests/unit/Inputs/serving_worker.py speaks the
// protocol of a compiler's script in serve mode): a request that succeeds
// leaves its worker to the next one; one that kills it, hangs past the
// deadline, runs out of its memory or fails comes back as a fresh process's
// end would, and the next request gets a fresh worker. Each test runs twice:
// with workers this process starts itself, and with workers forked by a
// fork server (ForkServer.h) of the test's own.
//
//===----------------------------------------------------------------------===//

#include "target/ResidentWorker.h"
#include "target/ExternalTarget.h"
#include "target/ForkServer.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstring>
#include <thread>
#include <unistd.h>

using namespace defuse;

namespace {

class ResidentWorkerTest : public ::testing::TestWithParam<bool> {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("resident", dir));
    setenv("DEFUSE_FORK_SERVERS", GetParam() ? "1" : "0", 1);
    setenv("DEFUSE_FORK_SERVER_DIR", (dir + "/servers").str().c_str(), 1);
    setenv("DEFUSE_FORK_SERVER_IDLE", "5", 1);
    // Workers an earlier test left idle were started the other way.
    retireIdleResidentWorkers();
  }
  void TearDown() override {
    for (const char *name : {"DEFUSE_FORK_SERVERS", "DEFUSE_FORK_SERVER_DIR",
                             "DEFUSE_FORK_SERVER_IDLE"})
      unsetenv(name);
    llvm::sys::fs::remove_directories(dir);
  }

  ResidentRequest request(std::vector<std::string> args,
                          double seconds = 30) const {
    ResidentRequest r;
    r.serveArgv = {DEFUSE_TEST_PYTHON,
                   DEFUSE_SOURCE_DIR "/tests/unit/Inputs/serving_worker.py",
                   "serve"};
    r.args = std::move(args);
    r.stdoutPath = (dir + "/out").str();
    r.stderrPath = (dir + "/err").str();
    r.deadline = std::chrono::steady_clock::now() +
                 std::chrono::milliseconds(static_cast<int>(seconds * 1000));
    r.memoryBytes = memoryBytes;
    r.forkServer = true;
    return r;
  }
  /// The worker's pid, as it prints it.
  std::string pid() {
    ResidentOutcome o = runInResidentWorker(request({"pid"}), nullptr);
    EXPECT_EQ(o.run.rc, 0) << o.run.message << o.run.errors;
    std::string out = readFile((dir + "/out").str());
    EXPECT_FALSE(out.empty());
    return out;
  }

  llvm::SmallString<128> dir;
  uint64_t memoryBytes = 256ull << 20;
};

TEST_P(ResidentWorkerTest, ServesRequestsInOneProcess) {
  ResidentWorkerCounts before = residentWorkerCounts();
  std::string first = pid();
  EXPECT_EQ(pid(), first);
  EXPECT_EQ(pid(), first);
  ResidentWorkerCounts after = residentWorkerCounts();
  EXPECT_LE(after.started - before.started, 1u);
  EXPECT_GE(after.reused - before.reused, 2u);
}

TEST_P(ResidentWorkerTest, SpentWorkerRetiresAndItsRequestRunsAgainFresh) {
  std::string first = pid();
  // In the worker that served before, then again in a fresh one: the
  // result is the fresh process's.
  ResidentOutcome spent = runInResidentWorker(request({"spent"}), nullptr);
  EXPECT_EQ(spent.run.rc, 0) << spent.run.message << spent.run.errors;
  std::string ranIn = readFile((dir + "/out").str());
  EXPECT_NE(ranIn, first);
  // Neither serves again.
  std::string next = pid();
  EXPECT_NE(next, first);
  EXPECT_NE(next, ranIn);
}

TEST_P(ResidentWorkerTest, KilledWorkerIsACrashAndIsReplaced) {
  std::string first = pid();
  ResidentOutcome o = runInResidentWorker(request({"sigkill"}), nullptr);
  EXPECT_TRUE(o.run.crashed);
  EXPECT_EQ(o.run.message, strsignal(SIGKILL));
  EXPECT_FALSE(o.timedOut);
  EXPECT_NE(pid(), first);
}

TEST_P(ResidentWorkerTest, HangIsATimeoutAndIsReplaced) {
  std::string first = pid();
  auto start = std::chrono::steady_clock::now();
  int polls = 0;
  ResidentOutcome o =
      runInResidentWorker(request({"hang"}, 0.5), [&] { ++polls; });
  double waited =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  EXPECT_TRUE(o.timedOut);
  EXPECT_TRUE(o.run.crashed);
  EXPECT_LT(waited, 5.0);
  EXPECT_GT(polls, 5);
  EXPECT_NE(pid(), first);
}

TEST_P(ResidentWorkerTest, CancelKillsTheWorker) {
  std::string first = pid();
  std::atomic<bool> cancel{false};
  ResidentRequest r = request({"hang"});
  r.cancel = &cancel;
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    cancel = true;
  });
  ResidentOutcome o = runInResidentWorker(r, nullptr);
  canceller.join();
  EXPECT_TRUE(o.cancelled);
  EXPECT_FALSE(o.timedOut);
  EXPECT_NE(pid(), first);
}

TEST_P(ResidentWorkerTest, AllocationBeyondTheLimitFailsAndIsReplaced) {
  std::string first = pid();
  // Within the limit: the worker serves it and lives on.
  ResidentOutcome small =
      runInResidentWorker(request({"allocate", "1000000"}), nullptr);
  EXPECT_EQ(small.run.rc, 0) << small.run.errors;
  EXPECT_EQ(pid(), first);
  ResidentOutcome big = runInResidentWorker(
      request({"allocate", std::to_string(memoryBytes * 2)}), nullptr);
  EXPECT_EQ(big.run.rc, 1);
  EXPECT_TRUE(mentionsMemory(big.run.errors)) << big.run.errors;
  EXPECT_NE(pid(), first);
}

TEST_P(ResidentWorkerTest, FailedRequestReportsItsStatusAndStderr) {
  std::string first = pid();
  ResidentOutcome o =
      runInResidentWorker(request({"stderr", "error: no such op"}), nullptr);
  EXPECT_EQ(o.run.rc, 1);
  EXPECT_FALSE(o.run.crashed);
  EXPECT_EQ(firstErrorLine(o.run.errors), "error: no such op");
  ResidentOutcome exitCode =
      runInResidentWorker(request({"exit", "3"}), nullptr);
  EXPECT_EQ(exitCode.run.rc, 3);
  // A worker whose request failed never serves again.
  EXPECT_NE(pid(), first);
}

TEST_P(ResidentWorkerTest, WorkerThatCannotStartSaysWhy) {
  ResidentRequest r = request({"pid"});
  r.serveArgv = {DEFUSE_TEST_PYTHON, "-c", "import no_such_module"};
  ResidentOutcome o = runInResidentWorker(r, nullptr);
  EXPECT_EQ(o.run.rc, 1);
  EXPECT_NE(o.run.errors.find("ModuleNotFoundError"), std::string::npos)
      << o.run.errors;
  r.serveArgv = {"/nonexistent/python"};
  ResidentOutcome missing = runInResidentWorker(r, nullptr);
  EXPECT_TRUE(missing.run.notStarted);
}

TEST_P(ResidentWorkerTest, ConcurrentRequestsGetTheirOwnWorkers) {
  std::vector<std::string> pids(2);
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] {
      ResidentRequest r = request({"slowpid", "0.5"});
      r.stdoutPath += std::to_string(t);
      ResidentOutcome o = runInResidentWorker(r, nullptr);
      EXPECT_EQ(o.run.rc, 0) << o.run.errors;
      pids[t] = readFile(r.stdoutPath);
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_FALSE(pids[0].empty());
  EXPECT_NE(pids[0], pids[1]);
  // Both went back to the pool: the next two requests reuse them.
  std::string next = pid();
  EXPECT_TRUE(next == pids[0] || next == pids[1]) << next;
}

/// The parent of process `pid` (/proc/PID/stat's fourth field).
pid_t parentOf(const std::string &pid) {
  std::string stat = readFile("/proc/" + pid + "/stat");
  size_t end = stat.rfind(')');
  if (end == std::string::npos)
    return -1;
  return std::atoi(stat.c_str() + end + 4);
}

TEST_P(ResidentWorkerTest, WorkersComeFromOneForkServer) {
  if (!GetParam())
    GTEST_SKIP() << "workers this process starts itself";
  std::string first = pid();
  while (!first.empty() && first.back() == '\n')
    first.pop_back();
  pid_t server = parentOf(first);
  EXPECT_NE(server, getpid());
  EXPECT_GT(server, 1) << "worker " << first;
  // A worker that dies is replaced by another fork of the same server.
  ResidentOutcome o = runInResidentWorker(request({"sigkill"}), nullptr);
  EXPECT_EQ(o.run.message, strsignal(SIGKILL));
  std::string second = pid();
  while (!second.empty() && second.back() == '\n')
    second.pop_back();
  EXPECT_NE(second, first);
  EXPECT_EQ(parentOf(second), server);
}

/// A resident probe's native tools (iree-compile, iree-run-module) run as
/// fresh processes under the probe's limits: the same ends, as results.
TEST_P(ResidentWorkerTest, FreshToolUnderTheProbesLimitsEndsEveryWay) {
  auto fresh = [&](std::vector<std::string> command, double seconds = 30) {
    ResidentRequest r = request({}, seconds);
    r.args = {DEFUSE_TEST_PYTHON,
              DEFUSE_SOURCE_DIR "/tests/unit/Inputs/serving_worker.py"};
    r.args.insert(r.args.end(), command.begin(), command.end());
    return r;
  };
  ResidentOutcome ok = runFreshWithinLimits(fresh({"pid"}), nullptr);
  EXPECT_EQ(ok.run.rc, 0) << ok.run.message << ok.run.errors;
  EXPECT_FALSE(readFile((dir + "/out").str()).empty());

  ResidentOutcome killed = runFreshWithinLimits(fresh({"sigkill"}), nullptr);
  EXPECT_TRUE(killed.run.crashed);
  EXPECT_EQ(killed.run.message, strsignal(SIGKILL));
  EXPECT_FALSE(killed.timedOut);

  auto start = std::chrono::steady_clock::now();
  int polls = 0;
  ResidentOutcome hung =
      runFreshWithinLimits(fresh({"hang"}, 0.5), [&] { ++polls; });
  EXPECT_TRUE(hung.timedOut);
  EXPECT_TRUE(hung.run.crashed);
  EXPECT_LT(
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count(),
      5.0);
  EXPECT_GT(polls, 5);

  std::atomic<bool> cancel{true};
  ResidentRequest cancelled = fresh({"hang"});
  cancelled.cancel = &cancel;
  ResidentOutcome c = runFreshWithinLimits(cancelled, nullptr);
  EXPECT_TRUE(c.cancelled);
  EXPECT_FALSE(c.timedOut);

  // The limit is the tool's whole address space.
  ResidentOutcome big = runFreshWithinLimits(
      fresh({"allocate", std::to_string(memoryBytes * 2)}), nullptr);
  EXPECT_NE(big.run.rc, 0);
  EXPECT_TRUE(mentionsMemory(big.run.errors)) << big.run.errors;

  ResidentOutcome failed = runFreshWithinLimits(fresh({"exit", "3"}), nullptr);
  EXPECT_EQ(failed.run.rc, 3);
  EXPECT_FALSE(failed.run.crashed);

  ResidentRequest missing = fresh({});
  missing.args = {"/nonexistent/iree-compile"};
  EXPECT_TRUE(runFreshWithinLimits(missing, nullptr).run.notStarted);
}

/// A compiler under test whose only program is the serving worker: its
/// command is the request's module text; a marker file it creates says the
/// compiled code runs, as xla_tools.py's does.
class ServingTarget final : public ExternalTarget {
public:
  explicit ServingTarget(std::string scratch)
      : ExternalTarget(TargetSelection(), "--serving-version"),
        scratch(std::move(scratch)) {}
  llvm::StringRef name() const override { return "serving"; }
  std::string description() const override { return "serving worker"; }
  TargetControls controls() const override { return {}; }
  std::string release() const override { return "1"; }

private:
  bool servesFromResidentWorkers() const override { return true; }
  ProbeResult compileAndRun(const ProbeRequest &request,
                            const StageCallback &onStage) const override {
    ProbeResult r;
    std::string marker = scratch + "/compiled";
    llvm::sys::fs::remove(marker);
    std::vector<std::string> args = {request.moduleText};
    if (request.moduleText == "compiled")
      args.push_back(marker);
    bool running = false;
    onStage(Stage::Pipeline);
    ToolRun t = runScript({DEFUSE_TEST_PYTHON, DEFUSE_SOURCE_DIR
                           "/tests/unit/Inputs/serving_worker.py"},
                          args, scratch + "/out", scratch + "/err", [&] {
                            if (!running && llvm::sys::fs::exists(marker)) {
                              running = true;
                              onStage(Stage::Run);
                            }
                          });
    onStage(Stage::Done);
    if (toolFailed("the worker", t,
                   running ? ProbeStatus::Crash : ProbeStatus::CompilerCrash,
                   ProbeStatus::CompilerOutOfMemory, ProbeStatus::PassFailure,
                   r))
      return r;
    r.status = ProbeStatus::Ok;
    return r;
  }
  std::string scratch;
};

ProbeStatus probeStatus(const ServingTarget &target, const std::string &command,
                        double timeoutSeconds = 30) {
  ProbeRequest request;
  request.moduleText = command;
  ProbeLimits limits;
  limits.timeoutSeconds = timeoutSeconds;
  const Target &asTarget = target;
  return asTarget.run(request, limits).status;
}

TEST_P(ResidentWorkerTest, ProbeOutcomesAreAFreshProcesses) {
  ServingTarget target(dir.str().str());
  // A hang before the marker is the compiler's, after it the code's; each
  // kills the worker, and the next probe is served by a fresh one.
  EXPECT_EQ(probeStatus(target, "pid"), ProbeStatus::Ok);
  EXPECT_EQ(probeStatus(target, "hang", 0.5), ProbeStatus::CompilerTimeout);
  EXPECT_EQ(probeStatus(target, "compiled", 0.5), ProbeStatus::Timeout);
  EXPECT_EQ(probeStatus(target, "sigkill"), ProbeStatus::CompilerCrash);
  EXPECT_EQ(probeStatus(target, "stderr"), ProbeStatus::PassFailure);
  EXPECT_EQ(probeStatus(target, "pid"), ProbeStatus::Ok);
  // The same outcomes as fresh processes, children of the probe's child.
  setenv("DEFUSE_RESIDENT_WORKERS", "0", 1);
  ResidentWorkerCounts before = residentWorkerCounts();
  EXPECT_EQ(probeStatus(target, "hang", 0.5), ProbeStatus::CompilerTimeout);
  EXPECT_EQ(probeStatus(target, "sigkill"), ProbeStatus::CompilerCrash);
  ResidentWorkerCounts after = residentWorkerCounts();
  unsetenv("DEFUSE_RESIDENT_WORKERS");
  EXPECT_EQ(after.started, before.started);
  EXPECT_EQ(after.reused, before.reused);
}

INSTANTIATE_TEST_SUITE_P(Workers, ResidentWorkerTest, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool> &info) {
                           return info.param ? "ForkedByAServer"
                                             : "StartedByTheirClient";
                         });

} // namespace
