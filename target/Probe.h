//===- Probe.h - One compile-and-run in an isolated child process ---------===//
//
// A miscompiled kernel may crash, hang or eat memory; so may the compiler.
// Each probe forks a child that compiles and runs the workload under an
// address-space limit while the parent enforces a wall-clock limit. The
// child reports through a file; its death, its silence and its errors are
// all outcomes, never the parent's failure.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_PROBE_H
#define DEFUSE_TARGET_PROBE_H

#include "target/MlirTarget.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace defuse {

enum class ProbeStatus {
  Ok,
  PassFailure,         // a pass of the user's pipeline signalled failure
  VerifierError,       // a pass left IR that does not verify
  PassNeverRan,        // a pass of the pipeline ran on no op (TargetFailure)
  LoweringFailure,     // defuse's default lowering could not lower the result
  TranslationError,    // LLVM IR translation or JIT compilation failed
  CompilerCrash,       // the child died while compiling
  CompilerTimeout,     // compiling exceeded the time limit
  Crash,               // the compiled kernel died (signal)
  Timeout,             // the compiled kernel exceeded the time limit
  OutOfMemory,         // the compiled kernel exceeded the memory limit
  CompilerOutOfMemory, // compiling exceeded the memory limit
  InternalError,       // defuse itself could not run the probe
};

const char *probeStatusName(ProbeStatus s);

/// Three quarters of this machine's physical memory: the default limit of
/// a probe's address space and of the reference's memory. The rest stays
/// for the parent and the system.
uint64_t defaultMemoryLimitBytes();

struct ProbeLimits {
  double timeoutSeconds = 120.0;
  uint64_t memoryBytes = defaultMemoryLimitBytes();
};

struct ProbeRequest {
  std::string moduleText;
  std::string entry;
  CompileOptions options;
  std::vector<Buffer> inputs;
};

/// The request compiling `moduleText` with `pipeline` (and LLVM at
/// `llvmOptLevel`) and running `entry` on `inputs`.
ProbeRequest makeProbeRequest(std::string moduleText, std::string entry,
                              std::string pipeline, unsigned llvmOptLevel,
                              const std::vector<Tensor> &inputs);

struct ProbeResult {
  ProbeStatus status = ProbeStatus::InternalError;
  std::string message; // one line
  std::string pass;    // culprit pass for PassFailure / VerifierError
  int signal = 0;
  double compileSeconds = 0, runSeconds = 0, wallSeconds = 0;
  std::vector<Buffer> outputs;
  /// The module after each pipeline step (CompileOptions::steps).
  std::vector<std::string> snapshots;
  /// With CompileOptions::llvmBisectLimit >= 0: every pass LLVM's gate was
  /// asked about, in order (TargetRun::llvmPasses).
  std::vector<LlvmPassRecord> llvmPasses;
  /// The caller gave up on the answer (runProbe's `cancel`) and the child
  /// was killed: the result says nothing about the program.
  bool cancelled = false;
};

/// Runs the request in a forked child under `limits`. Safe to call from
/// several threads at once: each call forks its own child. When `cancel`
/// turns true while the child runs, the child is killed within a few
/// milliseconds and the result is marked `cancelled`.
ProbeResult runProbe(const ProbeRequest &request, const ProbeLimits &limits,
                     const std::atomic<bool> *cancel = nullptr);

/// Held by a thread that runs compiler code (parses, prints, interprets)
/// while probes start on other threads: no child is forked in the middle of
/// it, so no child inherits a lock that thread held (a registry's, say) and
/// waits on it forever. Never call runProbe while holding it.
std::unique_lock<std::mutex> holdOffProbeForks();

/// Runs the request in this process (no isolation): `defuse probe` and
/// debugging.
ProbeResult runProbeInProcess(const ProbeRequest &request);

} // namespace defuse

#endif // DEFUSE_TARGET_PROBE_H
