//===- IreeInstallation.h - Where an IREE release's tools are -------------===//
//
// IREE ships as two PyPI packages of matching versions (iree-base-compiler,
// iree-base-runtime) whose native tools (iree-compile, iree-opt,
// iree-run-module) live inside the packages. defuse's setup installs the
// releases it tests in build/venv-iree-VERSION (target/iree/versions.txt);
// `--target-python` points at any other environment that has them, such as
// a team's own build. The installation is asked once, by its own Python,
// where its tools are and which version it is.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_IREE_IREEINSTALLATION_H
#define DEFUSE_TARGET_IREE_IREEINSTALLATION_H

#include "llvm/Support/LogicalResult.h"

#include <string>

namespace defuse {

struct IreeInstallation {
  std::string python;
  std::string compilerVersion, runtimeVersion;
  std::string compile, opt, runModule; // absolute paths of the tools
  /// The runtime's Python binding can record every dispatch's inputs and
  /// outputs (iree.runtime.HalModuleDebugSink; newer releases only).
  bool dispatchTracing = false;

  /// (major, minor) of the compiler, for behaviour that changed across
  /// releases; {0, 0} when the version does not read as numbers.
  std::pair<int, int> versionNumbers() const;
};

/// The release setup installed for `version` (empty: the default release).
std::string ireePythonForVersion(const std::string &version);
/// The releases setup installs, the default one first.
std::string ireeInstalledVersions();

/// Asks `python` for its IREE; fails with `error` naming what is missing.
llvm::FailureOr<IreeInstallation>
probeIreeInstallation(const std::string &python, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_IREE_IREEINSTALLATION_H
