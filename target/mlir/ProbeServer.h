//===- ProbeServer.h - A sandboxed worker kept running between probes -----===//
//
// A sandboxed probe used to exec a fresh defuse-probe for every request:
// most of its time went to the dynamic loader binding libLLVM and libMLIR
// and to the kernel mapping them (about three quarters of the filter's CPU
// time, measured with perf), not to the compile. A probe server is one
// `defuse-probe serve` in a sandbox of its own (Sandbox.h, every mode),
// started once with its plugins loaded; each request is a child it forks,
// which confines itself further before it runs anything:
//
//   - its descriptors are closed (the server's channel among them), its
//     stderr is its request's own file;
//   - where the kernel has Landlock, it may write only its request's
//     directory (and, from ABI 6, signal nothing outside it: not the
//     server, not another request);
//   - its address space may grow by the probe's memory limit, its time is
//     the probe's, and the server kills it (and its process group) then.
//
// Requests and answers are lines on two named pipes in the private
// directory: "ID TIMEOUT MEMORY" in, "ID STATUS TIMEDOUT" out, the request's
// files under ID/ (a random name, so that no child can forge the answer to
// a request it has not seen). Everything that comes back is read as
// untrusted data, as from a fresh worker. A server that dies, hangs past a
// request's deadline or is cancelled is killed and never serves again.
//
// What a fresh worker gives that a server does not: a plugin's load-time
// state made anew for each request. CompileOptions::freshProcess asks for
// that (the filter's determinism check), and DEFUSE_RESIDENT_WORKERS=0 for
// every probe (to compare).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_MLIR_PROBESERVER_H
#define DEFUSE_TARGET_MLIR_PROBESERVER_H

#include "target/Probe.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace defuse {

/// A plugin as a sandboxed worker gets it: its bytes, copied to `name` in
/// the worker's private directory; `path` is where the judge found it.
struct PluginCopy {
  std::string path, name, bytes;
};

class ProbeServer;

/// Idle servers by the plugins they loaded and their memory limit: a
/// request takes one (starting one when none is idle) and gives it back
/// when it may serve again, so N threads keep at most N servers a kind.
class ProbeServerPool {
public:
  explicit ProbeServerPool(std::string worker);
  ~ProbeServerPool();

  /// How `encodedRequest` (ProbeReport.h) ended in a server with
  /// `plugins`; `error` says why no server could start.
  ProbeChildEnd serve(const std::string &encodedRequest,
                      const std::vector<const PluginCopy *> &plugins,
                      const ProbeLimits &limits,
                      const std::atomic<bool> *cancel, bool &cancelled,
                      std::string &error);

  /// Servers started and requests served by one already running.
  unsigned started() const { return startedCount; }
  unsigned reused() const { return reusedCount; }

private:
  std::string workerPath;
  std::mutex mutex;
  std::map<std::string, std::vector<std::unique_ptr<ProbeServer>>> idle;
  std::atomic<unsigned> startedCount{0}, reusedCount{0};
};

} // namespace defuse

#endif // DEFUSE_TARGET_MLIR_PROBESERVER_H
