//===- ResidentWorker.h - A compiler's script kept running between probes -===//
//
// Through XLA most of a fresh probe is Python starting and jax importing
// (about 1 s of the 1.3-1.5 s a probe took). A resident worker is that
// script started once, in `serve` mode, that then runs one request at a
// time: the command line the fresh process would have been given, its
// stdout and stderr to the request's files, its exit status as the answer.
//
// Protocol (the worker's side is the script's `serve` command):
//   - the worker starts with the first request's files as stdout and
//     stderr, warms up and writes {"ready": true} on fd 3;
//   - each request is one JSON line on its stdin, {"args": [...],
//     "stdout": PATH, "stderr": PATH}; it answers {"rc": N} on fd 3.
// A worker is its own process group. Its address space may grow by the
// probe's memory limit past what it maps once ready (prlimit), as a probe's
// child may grow past what it inherits. One that crashes, hangs past the
// deadline, is cancelled, exits non-zero, has grown by half its allowance
// or asks to retire ({"rc": N, "retire": true}) is killed and never serves
// again: the next request starts a
// fresh one, so a failure is never carried into another probe's result.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_RESIDENTWORKER_H
#define DEFUSE_TARGET_RESIDENTWORKER_H

#include "target/ChildTool.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct ResidentRequest {
  /// How a worker starts (the script and its `serve` command). Workers are
  /// shared by the requests with the same serveArgv and memoryBytes.
  std::vector<std::string> serveArgv;
  /// The command this request runs, as the script's own arguments.
  std::vector<std::string> args;
  std::string stdoutPath, stderrPath;
  std::chrono::steady_clock::time_point deadline;
  uint64_t memoryBytes = 0;
  const std::atomic<bool> *cancel = nullptr;
  /// Whether a new worker may come from the fork server of serveArgv
  /// (ForkServer.h): the script's `serve` runs one.
  bool forkServer = false;
};

struct ResidentOutcome {
  /// As runTool reports a fresh process: the exit status, or `crashed`
  /// with the signal's name, and what it wrote on stderr.
  ToolRun run;
  bool timedOut = false, cancelled = false;
};

/// Runs `request` in an idle worker of its kind, starting one when none is
/// idle (so N threads keep at most N workers). `poll` is called every few
/// milliseconds while it runs, as runTool calls it.
ResidentOutcome runInResidentWorker(const ResidentRequest &request,
                                    const std::function<void()> &poll);

/// Runs `request.args` (a whole command line; serveArgv is not used) as a
/// fresh process under the request's limits, as a resident probe runs the
/// compiler's native tools beside its worker: in its own process group,
/// its address space limited to memoryBytes, killed at the deadline or on
/// cancel.
ResidentOutcome runFreshWithinLimits(const ResidentRequest &request,
                                     const std::function<void()> &poll);

/// Whether probes of compilers that can serve use resident workers: unless
/// DEFUSE_RESIDENT_WORKERS=0 (every probe a fresh process, to compare).
bool residentWorkersEnabled();

/// Kills every idle worker of this process (tests that change how workers
/// start).
void retireIdleResidentWorkers();

/// How many workers this process has started, and how many of its
/// requests an already running worker served (benchmarks, tests).
struct ResidentWorkerCounts {
  uint64_t started = 0, reused = 0;
};
ResidentWorkerCounts residentWorkerCounts();

} // namespace defuse

#endif // DEFUSE_TARGET_RESIDENTWORKER_H
