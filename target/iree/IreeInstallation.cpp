//===- IreeInstallation.cpp -----------------------------------------------===//

#include "target/iree/IreeInstallation.h"
#include "target/PythonQuery.h"
#include "target/TargetReleases.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"

#ifndef DEFUSE_TARGETS_DIR
#define DEFUSE_TARGETS_DIR "build"
#endif
#ifndef DEFUSE_IREE_VERSIONS
#define DEFUSE_IREE_VERSIONS "3.13.0"
#endif

using namespace defuse;

namespace {

/// Printed by the installation's own Python: the versions of both packages
/// (they must match: the runtime refuses modules of another compiler) and
/// where the native tools are.
constexpr const char *kQuery = R"PY(
import json, os, importlib.metadata as md
out = {}
try:
    import iree.compiler, iree.runtime
    from iree.compiler.tools import binaries
    out["compiler"] = md.version("iree-base-compiler")
    out["runtime"] = md.version("iree-base-runtime")
    out["compile"] = binaries.find_tool("iree-compile")
    try:
        out["opt"] = binaries.find_tool("iree-opt")
    except Exception:
        out["opt"] = ""
    libs = os.path.join(os.path.dirname(iree.runtime.__file__), "..",
                        "_runtime_libs")
    out["run_module"] = os.path.realpath(os.path.join(libs, "iree-run-module"))
    out["debug_sink"] = hasattr(iree.runtime, "HalModuleDebugSink")
except Exception as e:
    out["error"] = "%s: %s" % (type(e).__name__, e)
print(json.dumps(out))
)PY";

} // namespace

std::pair<int, int> IreeInstallation::versionNumbers() const {
  llvm::SmallVector<llvm::StringRef> parts;
  llvm::StringRef(compilerVersion).split(parts, '.');
  int major = 0, minor = 0;
  if (parts.size() < 2 || parts[0].getAsInteger(10, major) ||
      parts[1].take_while(llvm::isDigit).getAsInteger(10, minor))
    return {0, 0};
  return {major, minor};
}

std::string defuse::ireeInstalledVersions() { return DEFUSE_IREE_VERSIONS; }

std::string defuse::ireePythonForVersion(const std::string &version) {
  std::string v = version;
  if (v.empty())
    v = llvm::StringRef(DEFUSE_IREE_VERSIONS).split(' ').first.str();
  if (std::string installed = releasePython(ReleaseKind::Iree, v);
      !installed.empty())
    return installed;
  return std::string(DEFUSE_TARGETS_DIR) + "/venv-iree-" + v + "/bin/python";
}

llvm::FailureOr<IreeInstallation>
defuse::probeIreeInstallation(const std::string &python, std::string &error) {
  if (!llvm::sys::fs::can_execute(python)) {
    error = "no IREE installation at " + python +
            " (scripts/setup_targets.sh installs the releases " +
            ireeInstalledVersions() + "; --target-python names another)";
    return llvm::failure();
  }
  llvm::FailureOr<nlohmann::json> query =
      queryInstallation(python, {"-c", kQuery}, error);
  if (failed(query))
    return llvm::failure();
  const nlohmann::json &j = *query;
  if (j.contains("error")) {
    error = python + " has no usable IREE: " + j["error"].get<std::string>() +
            " (install iree-base-compiler and iree-base-runtime of one "
            "version)";
    return llvm::failure();
  }
  IreeInstallation inst;
  inst.python = python;
  inst.compilerVersion = j.value("compiler", "");
  inst.runtimeVersion = j.value("runtime", "");
  inst.compile = j.value("compile", "");
  inst.opt = j.value("opt", "");
  inst.runModule = j.value("run_module", "");
  inst.dispatchTracing = j.value("debug_sink", false);
  if (inst.compilerVersion != inst.runtimeVersion) {
    error = python + ": iree-base-compiler " + inst.compilerVersion +
            " and iree-base-runtime " + inst.runtimeVersion +
            " differ (the runtime loads only its own compiler's modules)";
    return llvm::failure();
  }
  for (const std::string *tool : {&inst.compile, &inst.runModule})
    if (!llvm::sys::fs::can_execute(*tool)) {
      error = python + ": IREE tool not found at '" + *tool + "'";
      return llvm::failure();
    }
  return inst;
}
