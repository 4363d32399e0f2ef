//===- SandboxedTarget.h - MLIR 22 with plugins nobody vouches for --------===//
//
// MLIR 22 compiled as MlirTarget compiles it, but never in a process that
// judges: every probe execs `defuse-probe` (tools/ProbeWorker.cpp) in a
// fresh sandbox (target/Sandbox.h), with copies of the plugins it needs in
// its private /tmp. The judge loads no plugin at all.
//
// A probe whose pipeline runs a pass of an untrusted plugin (a candidate
// fix) is two processes:
//   1. the user's pipeline, with the plugins loaded: its one result is the
//      module's text after each step;
//   2. that text through defuse's default lowering, LLVM and the run, in a
//      worker that loads no plugin.
// So the outputs and the times a judgement rests on come from a process no
// plugin code ran in: what a candidate can change is the IR, which the
// judge reads as data. A run's first worker is answered from the module a
// compile of the same program and pipeline returned before (a request that
// stops after the pipeline always compiles afresh: what is compared across
// compiles, and across tools, is never a copy), so that timing a program
// three times, or running what was compiled to be compared, compiles it
// with the candidate once. An untrusted plugin is loaded only into probes whose
// pipeline runs one of its passes (the original pass's probes never hold
// candidate code that could change how they behave). Other probes are one
// worker with the trusted plugins (the user's --load-pass-plugin).
//
// Every result is decoded as untrusted input (ProbeReport.h), and outputs
// whose types are not the entry's result types are refused.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_MLIR_SANDBOXEDTARGET_H
#define DEFUSE_TARGET_MLIR_SANDBOXEDTARGET_H

#include "target/Target.h"
#include "target/mlir/Context.h"

#include "target/Sandbox.h"
#include "target/mlir/ProbeServer.h"
#include <map>
#include <memory>
#include <mutex>

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

struct SandboxPlugins {
  /// Loaded into every probe (the plugins the user's pipelines need).
  std::vector<std::string> trusted;
  /// Loaded only into probes whose pipeline runs one of `untrustedPasses`.
  std::vector<std::string> untrusted;
  std::vector<std::string> untrustedPasses;
};

/// The worker beside the running executable (bin/defuse-probe).
std::string defaultProbeWorker();

/// A clean environment for a sandboxed program: a PATH, HOME and TMPDIR in
/// the private /tmp, nothing of the judge's.
std::vector<std::string> cleanEnvironment();

/// The command that runs `worker` with `args` in `sandbox`: the plugins
/// copied into its private directory and loaded (--load-pass-plugin), the
/// clean environment, started by a shell, `timeoutSeconds` of wall time and
/// `memoryBytes` of address space beyond what loading takes. None when a
/// plugin cannot be written there.
std::optional<SandboxCommand>
sandboxedWorkerCommand(Sandbox &sandbox, const std::string &worker,
                       std::vector<std::string> args,
                       const std::vector<const PluginCopy *> &plugins,
                       double timeoutSeconds, uint64_t memoryBytes);

class SandboxedMlirTarget final : public Target {
public:
  explicit SandboxedMlirTarget(SandboxPlugins plugins,
                               std::string worker = defaultProbeWorker());
  ~SandboxedMlirTarget() override;

  llvm::StringRef name() const override { return "mlir"; }
  std::string description() const override;
  TargetControls controls() const override;
  ProbeResult run(const ProbeRequest &request, const ProbeLimits &limits,
                  const std::atomic<bool> *cancel = nullptr) const override;
  /// Never in this process: an internal error.
  ProbeResult runInProcess(const ProbeRequest &request) const override;
  std::string commandLineFlags() const override { return ""; }
  std::string cacheKey() const override { return "mlir-sandboxed"; }
  std::string cannotCompile(mlir::Operation *module,
                            llvm::StringRef entry = {}) const override;

  /// Whether the plugins (the trusted ones, and the untrusted ones with
  /// `untrusted`) load in a sandboxed worker and `pass` (unless empty) is
  /// registered then: Ok, or PassFailure with why, or how the worker died
  /// (a timeout, a forbidden system call).
  ProbeResult checkLoads(const std::string &pass, const ProbeLimits &limits,
                         bool untrusted = true) const;
  /// What registered pass `pass` says of itself, asked of a sandboxed
  /// worker with the trusted plugins; none when it does not know it.
  std::optional<PassDescription> describePass(const std::string &pass,
                                              const ProbeLimits &limits) const;

  /// The plugins a request's probe loads.
  std::vector<std::string> pluginsFor(const ProbeRequest &request) const;
  const SandboxPlugins &plugins() const { return pluginSet; }
  const std::string &worker() const { return workerPath; }
  /// The servers its probes ran in (ProbeServer.h).
  const ProbeServerPool &probeServers() const { return servers; }

private:
  using Copy = PluginCopy;
  /// One worker: the request, the plugins, the result. A server of the
  /// pool serves it unless the request or DEFUSE_RESIDENT_WORKERS=0 asks
  /// for a fresh process.
  ProbeResult runWorker(const ProbeRequest &request,
                        const std::vector<const Copy *> &plugins,
                        const ProbeLimits &limits,
                        const std::atomic<bool> *cancel) const;
  /// One worker in a fresh sandbox.
  ProbeResult runFreshWorker(const ProbeRequest &request,
                             const std::vector<const Copy *> &plugins,
                             const ProbeLimits &limits,
                             const std::atomic<bool> *cancel) const;
  std::vector<const Copy *> copiesFor(const ProbeRequest &request,
                                      bool untrusted) const;
  /// The first worker of a probe running an untrusted pass: the pipeline's
  /// module after each step. Unless `fresh`, the answer of an earlier
  /// compile of the same request.
  ProbeResult compilePipeline(const ProbeRequest &pipeline, bool fresh,
                              const ProbeLimits &limits,
                              const std::atomic<bool> *cancel) const;
  /// The entry's result types of `request`'s module (cached), to hold
  /// outputs to; none when it does not parse here.
  std::optional<std::vector<TensorSpec>>
  resultSpecs(const ProbeRequest &request) const;

  SandboxPlugins pluginSet;
  std::string workerPath;
  std::vector<Copy> trustedCopies, untrustedCopies;
  mutable std::mutex mutex; // guards the context and the caches
  mutable std::unique_ptr<mlir::MLIRContext> context;
  mutable std::map<std::string, std::optional<std::vector<TensorSpec>>> specs;
  mutable std::map<uint64_t, ProbeResult> compiled; // compilePipeline's
  mutable ProbeServerPool servers;
};

} // namespace defuse

#endif // DEFUSE_TARGET_MLIR_SANDBOXEDTARGET_H
