//===- ExternalTarget.cpp -------------------------------------------------===//

#include "target/ExternalTarget.h"
#include "target/mlir/Context.h"

using namespace defuse;

ProbeResult ExternalTarget::run(const ProbeRequest &request,
                                const ProbeLimits &limits,
                                const std::atomic<bool> *cancel) const {
  // The child inherits only this thread: a one-time initialization another
  // thread was still running at the fork would never finish there.
  initializeCompilerInfrastructure();
  return runIsolated(
      request, limits,
      [this](const ProbeRequest &r, const StageCallback &onStage) {
        return compileAndRun(r, onStage);
      },
      cancel);
}

ProbeResult ExternalTarget::runInProcess(const ProbeRequest &request) const {
  initializeCompilerInfrastructure();
  return compileAndRun(request, [](Stage) {});
}

std::string ExternalTarget::commandLineFlags() const {
  std::string flags = "--target " + name().str();
  if (!selection.python.empty())
    flags += " --target-python " + selection.python;
  else if (!selection.version.empty())
    flags += " " + versionFlag + " " + selection.version;
  for (const std::string &f : selection.flags)
    flags += " --target-flag=" + f;
  return flags;
}
