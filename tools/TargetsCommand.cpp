//===- TargetsCommand.cpp - defuse targets: releases of the compilers -----===//

#include "tools/Commands.h"

#include "target/TargetReleases.h"
#include "target/iree/IreeInstallation.h"
#include "target/xla/XlaInstallation.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

using namespace defuse;

namespace {

/// The release's own answer to what it is, from its environment's Python:
/// the check that an install produced a compiler defuse can drive.
bool describe(ReleaseKind kind, const std::string &python, std::string &what,
              std::string &error) {
  if (kind == ReleaseKind::Jax) {
    llvm::FailureOr<XlaInstallation> inst = probeXlaInstallation(python, error);
    if (failed(inst))
      return false;
    what = "jax " + inst->jaxVersion + ", jaxlib " + inst->jaxlibVersion;
    return true;
  }
  llvm::FailureOr<IreeInstallation> inst = probeIreeInstallation(python, error);
  if (failed(inst))
    return false;
  what = "IREE " + inst->compilerVersion;
  return true;
}

int list(bool json) {
  std::vector<InstalledRelease> releases = installedReleases();
  if (json) {
    nlohmann::ordered_json out = nlohmann::json::array();
    for (const InstalledRelease &r : releases)
      out.push_back({{"compiler", releaseKindName(r.kind)},
                     {"version", r.version},
                     {"python", r.python},
                     {"from", r.fromSetup ? "setup" : "cache"}});
    llvm::outs() << out.dump(2) << "\n";
    return kExitPass;
  }
  bool defaultShown[2] = {false, false};
  for (const InstalledRelease &r : releases) {
    bool &shown = defaultShown[r.kind == ReleaseKind::Jax ? 0 : 1];
    llvm::outs() << llvm::left_justify(releaseKindName(r.kind), 5) << " "
                 << llvm::left_justify(r.version, 10) << " "
                 << llvm::left_justify(!shown && r.fromSetup ? "default" : "",
                                       8)
                 << " " << r.python << (r.fromSetup ? " (setup)" : "") << "\n";
    shown |= r.fromSetup;
  }
  llvm::outs() << "cache " << targetReleasesCache()
               << " (DEFUSE_TARGETS_CACHE)\n";
  return kExitPass;
}

} // namespace

int defuse::targetsCommand(const TargetsOptions &options) {
  if (options.action == "list")
    return list(options.json);
  ReleaseKind kind;
  if (!parseReleaseKind(options.compiler, kind)) {
    llvm::errs() << "defuse: error: targets install: '" << options.compiler
                 << "' is not a compiler from PyPI (jax, iree)\n";
    return kExitUsage;
  }
  std::string error;
  if (failed(installRelease(kind, options.version, llvm::errs(), error))) {
    llvm::errs() << "defuse: error: targets install " << releaseKindName(kind)
                 << " " << options.version << ": " << error << "\n";
    return kExitBadTarget;
  }
  std::string python = releasePython(kind, options.version), what;
  if (!describe(kind, python, what, error)) {
    llvm::errs() << "defuse: error: targets install " << releaseKindName(kind)
                 << " " << options.version << ": installed, but " << error
                 << "\n";
    return kExitBadTarget;
  }
  llvm::outs() << what << " ready: " << python << "\n";
  return kExitPass;
}
