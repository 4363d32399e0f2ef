//===- ExternalTarget.h - A compiler run as child processes of a probe ----===//
//
// IREE (its tools) and XLA (jaxlib, through a Python script) are external
// compilers: every compile-and-run is one body that runs their programs as
// children of the probe's isolated child, or of this process for `defuse
// probe --in-process`, and a command line selects them again by name, a
// release flag and pass-through flags. Each is one subclass that supplies
// the body.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_EXTERNALTARGET_H
#define DEFUSE_TARGET_EXTERNALTARGET_H

#include "target/ChildTool.h"
#include "target/Targets.h"

#include <chrono>
#include <mutex>
#include <optional>

namespace defuse {

class ExternalTarget : public Target {
public:
  /// `versionFlag` is how a release of this compiler is named on a command
  /// line ("--iree-version", "--jax-version").
  ExternalTarget(TargetSelection selection, std::string versionFlag)
      : selection(std::move(selection)), versionFlag(std::move(versionFlag)) {}

  ProbeResult run(const ProbeRequest &request, const ProbeLimits &limits,
                  const std::atomic<bool> *cancel) const final;
  ProbeResult runInProcess(const ProbeRequest &request) const final;
  std::string commandLineFlags() const final;
  /// The compiler's release as its project names it, for reproducers and
  /// reports in that project's own form ("IREE 3.1.0").
  virtual std::string release() const = 0;
  /// The flags every compile of this target takes: the target's own
  /// settings, then `--target-flag`'s as given.
  virtual std::vector<std::string> compileFlags() const {
    return selection.flags;
  }

protected:
  /// One compile-and-run of `request`, calling `onStage` as each stage
  /// starts.
  virtual ProbeResult compileAndRun(const ProbeRequest &request,
                                    const StageCallback &onStage) const = 0;

  /// Whether compileAndRun's only program is a script run through
  /// runScript, which can then be a resident worker.
  virtual bool servesFromResidentWorkers() const { return false; }

  /// Runs `script` (an interpreter and its script) with `args`, as runTool
  /// does: in a resident worker (the script's `serve` command) when this
  /// probe runs in one, else as a fresh process.
  ToolRun runScript(const std::vector<std::string> &script,
                    const std::vector<std::string> &args,
                    const std::string &stdoutPath,
                    const std::string &stderrPath,
                    const std::function<void()> &poll) const;

  /// Runs one of the compiler's own programs (iree-compile) as runTool
  /// does; in a resident probe, under the probe's limits (which a probe's
  /// child would have given it).
  ToolRun runCompilerTool(const std::vector<std::string> &argv,
                          const std::string &stdoutPath,
                          const std::string &stderrPath,
                          const std::function<void()> &poll = nullptr) const;

  /// Whose failure each message of a script-driven probe names.
  struct ProbeScriptNames {
    const char *compiler;      // "XLA": its crash before the marker
    const char *compiled;      // "the compiled module": its crash after
    const char *script;        // "xla_tools": its own failures, exit 3
    const char *compileFailed; // "XLA failed: ": a compile it reports
  };

  /// The probe protocol of a compiler's script (xla_tools.py,
  /// inductor_tools.py): `probe SCRATCH/request.json`, a SCRATCH/compiled
  /// file made when compilation ends (a crash or a hang after it is the
  /// compiled code's), SCRATCH/result.json its answer, with
  /// "compile_seconds", "run_seconds", "outputs" and, for a compile or run
  /// that failed, "error": {"stage", "message"}. Returns the answer (its
  /// times, and the wall time since `start`, in `r`), or none with `r`
  /// saying what failed: the script died or failed, or wrote no answer.
  std::optional<nlohmann::json>
  runProbeScript(const std::vector<std::string> &script,
                 const std::string &scratch, const ProbeScriptNames &names,
                 std::chrono::steady_clock::time_point start,
                 const StageCallback &onStage, ProbeResult &r) const;
  /// Whether the script's answer reports a compile or a run that failed;
  /// if so, `r` says which.
  static bool probeScriptFailed(const nlohmann::json &result,
                                const ProbeScriptNames &names, ProbeResult &r);

  /// Held while compileAndRun runs compiler code of this process (parses,
  /// prints) in the probe's thread (a resident probe): holdOffProbeForks.
  /// Empty in a probe's child, which must not take it.
  static std::unique_lock<std::mutex> compilerCodeLock();

  TargetSelection selection;

private:
  ProbeResult runResident(const ProbeRequest &request,
                          const ProbeLimits &limits,
                          const std::atomic<bool> *cancel) const;

  std::string versionFlag;
};

} // namespace defuse

#endif // DEFUSE_TARGET_EXTERNALTARGET_H
