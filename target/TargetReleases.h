//===- TargetReleases.h - Releases of the compilers from PyPI, on demand --===//
//
// IREE and jax (XLA:CPU inside) reach users as PyPI packages, and a bug is
// checked against the release a product ships. Each release lives in its
// own Python environment: the setup's (build/venv-KIND-VERSION, the
// releases in target/*/versions.txt), or one `defuse targets install`
// created in the shared cache ($DEFUSE_TARGETS_CACHE, else "targets" in
// the user's cache, target/UserCache.h), shared by
// every checkout. A cached environment counts once its stamp is written,
// after pip finished: an interrupted install is redone.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_TARGETRELEASES_H
#define DEFUSE_TARGET_TARGETRELEASES_H

#include "llvm/Support/LogicalResult.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace defuse {

/// The PyPI projects a compiler's releases come as.
enum class ReleaseKind { Jax, Iree };

/// "jax" or "iree" (also "xla" for jax); false for anything else.
bool parseReleaseKind(const std::string &name, ReleaseKind &kind);
const char *releaseKindName(ReleaseKind kind);

struct InstalledRelease {
  ReleaseKind kind;
  std::string version, python;
  bool fromSetup = false; // build/venv-..., else the shared cache
};

/// The shared cache of environments `defuse targets install` creates.
std::string targetReleasesCache();

/// The Python of `version`'s environment: the setup's when it has one, else
/// the cache's once installed; empty when neither holds it.
std::string releasePython(ReleaseKind kind, const std::string &version);

/// Every release the setup or the cache holds, the setup's first.
std::vector<InstalledRelease> installedReleases();

/// The one-line advice for a release that is not installed.
std::string installAdvice(ReleaseKind kind, const std::string &version);

/// Creates `version`'s environment in the cache with pip (the packages of
/// that version on the newest Python the release supports among those this
/// machine has), saying what it does on `log`. Fails with `error` (one line)
/// when PyPI has no such release for any of them, or pip fails.
llvm::LogicalResult installRelease(ReleaseKind kind, const std::string &version,
                                   llvm::raw_ostream &log, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_TARGETRELEASES_H
