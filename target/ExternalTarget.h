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

#include "target/Targets.h"

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
  /// The flags every compile of this target takes (`--target-flag`), as
  /// given.
  std::vector<std::string> compileFlags() const { return selection.flags; }

protected:
  /// One compile-and-run of `request`, calling `onStage` as each stage
  /// starts.
  virtual ProbeResult compileAndRun(const ProbeRequest &request,
                                    const StageCallback &onStage) const = 0;

  TargetSelection selection;

private:
  std::string versionFlag;
};

} // namespace defuse

#endif // DEFUSE_TARGET_EXTERNALTARGET_H
