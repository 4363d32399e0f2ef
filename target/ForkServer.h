//===- ForkServer.h - Resident workers forked from one warm process -------===//
//
// A resident worker (ResidentWorker.h) saves a probe the cost of Python
// starting and its framework importing, but each `defuse` process starts
// its own workers: torch and Inductor take about 6 s to import, jax about
// 2 s, and a test suite or a script runs defuse hundreds of times. A fork
// server is the worker's script started once with its modules imported;
// it forks a worker for each client that asks, in any process, so a
// worker costs a fork, not an import.
//
// One server per kind of worker: per serveArgv and environment (what the
// script may read as it imports, less what a shell or lit sets for each
// command: a worker takes its client's whole environment and working
// directory after the fork), and per defuse executable (the protocol),
// named by a hash in a directory of the user's own
// (DEFUSE_FORK_SERVER_DIR, or /tmp/defuse-fork-servers-UID, mode 0700).
// The first client to find none starts it, detached in a session of its
// own, under a lock; it exits after DEFUSE_FORK_SERVER_IDLE seconds (600)
// with no worker. The server's side is target/resident_serve.py.
//
// A forked worker is the child of the server, not of its client: the
// client signals it through a pidfd (never a recycled pid) and learns how
// it ended from the server, on the connection that asked for it.
// A worker's modules were imported once, before any request; what a
// worker must do in its own process (a backend's thread pools) the script
// does after the fork. A probe that must run in a fresh process does not
// use one (ProbeOptions::freshProcess): forked workers start from the same
// memory, and a nondeterministic failure may look deterministic there.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_FORKSERVER_H
#define DEFUSE_TARGET_FORKSERVER_H

#include "mlir/Support/LogicalResult.h"

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace defuse {

/// A worker a fork server forked: its process id, a pidfd to signal it by
/// and the connection its server reports its end on.
struct ForkedWorker {
  pid_t pid = -1;
  int pidFd = -1;
  int controlFd = -1;
};

/// The files a forked worker starts with: stdin, the answer pipe (fd 3),
/// stdout and stderr. The caller keeps them (the worker gets copies).
struct ForkedWorkerFiles {
  int stdinFd = -1, answerFd = -1, stdoutFd = -1, stderrFd = -1;
};

/// Asks the fork server of `serveArgv` (started if none is listening) for
/// a worker with `files`, in this process's working directory. Fails, with
/// `error` saying why, when no server answers by `deadline`: the caller
/// then starts the worker itself.
mlir::FailureOr<ForkedWorker>
forkWorker(const std::vector<std::string> &serveArgv,
           const ForkedWorkerFiles &files,
           std::chrono::steady_clock::time_point deadline, std::string &error);

/// The wait status of a forked worker once it has ended, as its server
/// reports it; nullopt when none comes within `timeout`.
std::optional<int> forkedWorkerStatus(const ForkedWorker &worker,
                                      std::chrono::milliseconds timeout);

/// Sends SIGKILL to a forked worker and its process group.
void killForkedWorker(const ForkedWorker &worker);

/// Closes what this process holds of a forked worker.
void releaseForkedWorker(ForkedWorker &worker);

/// Whether resident workers come from fork servers: unless
/// DEFUSE_FORK_SERVERS=0 (each worker started by its client, to compare).
bool forkServersEnabled();

} // namespace defuse

#endif // DEFUSE_TARGET_FORKSERVER_H
