//===- XlaInstallation.h - Where a jax release (XLA:CPU inside) is --------===//
//
// XLA reaches Python users as jaxlib; defuse's setup installs the jax
// releases it tests in build/venv-jax-VERSION (target/xla/versions.txt), and
// `--target-python` points at any other environment with jax and jaxlib of
// one version, such as an XLA engineer's own jaxlib build. The installation
// is asked once, by its own Python, which versions it holds.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_XLA_XLAINSTALLATION_H
#define DEFUSE_TARGET_XLA_XLAINSTALLATION_H

#include "llvm/Support/LogicalResult.h"

#include <string>

namespace defuse {

struct XlaInstallation {
  std::string python;
  std::string jaxVersion, jaxlibVersion;
  /// target/xla/xla_tools.py: compiles, runs, traces and converts with this
  /// installation's jaxlib.
  std::string tools;
  /// target/xla/jax_programs.py: random JAX programs lowered to StableHLO,
  /// for fuzzing (fuzz/ExternalGenerator.h's protocol).
  std::string programs;
};

/// The release setup installed for `version` (empty: the default release).
std::string xlaPythonForVersion(const std::string &version);
/// The releases setup installs, the default one first.
std::string xlaInstalledVersions();

/// Asks `python` for its jax and jaxlib; fails with `error` naming what is
/// missing.
llvm::FailureOr<XlaInstallation> probeXlaInstallation(const std::string &python,
                                                      std::string &error);

/// `path` (StableHLO in the form jax prints it, or HLO text when `isHlo`)
/// as generic StableHLO with locations, the form MLIR 22 reads without the
/// dialect, converted by the default installation's jaxlib. Fails with
/// `error` (one line).
llvm::FailureOr<std::string> convertToGenericStablehlo(const std::string &path,
                                                       bool isHlo,
                                                       std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_XLA_XLAINSTALLATION_H
