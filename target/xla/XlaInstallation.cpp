//===- XlaInstallation.cpp ------------------------------------------------===//

#include "target/xla/XlaInstallation.h"
#include "target/PythonQuery.h"
#include "target/TargetReleases.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#ifndef DEFUSE_TARGETS_DIR
#define DEFUSE_TARGETS_DIR "build"
#endif
#ifndef DEFUSE_XLA_VERSIONS
#define DEFUSE_XLA_VERSIONS "0.12.0.1"
#endif
#ifndef DEFUSE_XLA_TOOLS
#define DEFUSE_XLA_TOOLS "target/xla/xla_tools.py"
#endif

using namespace defuse;

std::string defuse::xlaInstalledVersions() { return DEFUSE_XLA_VERSIONS; }

std::string defuse::xlaPythonForVersion(const std::string &version) {
  std::string v = version;
  if (v.empty())
    v = llvm::StringRef(DEFUSE_XLA_VERSIONS).split(' ').first.str();
  if (std::string installed = releasePython(ReleaseKind::Jax, v);
      !installed.empty())
    return installed;
  return std::string(DEFUSE_TARGETS_DIR) + "/venv-jax-" + v + "/bin/python";
}

llvm::FailureOr<XlaInstallation>
defuse::probeXlaInstallation(const std::string &python, std::string &error) {
  if (!llvm::sys::fs::can_execute(python)) {
    error = "no jax installation at " + python +
            " (scripts/setup_targets.sh installs the releases " +
            xlaInstalledVersions() + "; --target-python names another)";
    return llvm::failure();
  }
  llvm::FailureOr<nlohmann::json> j =
      queryInstallation(python, {DEFUSE_XLA_TOOLS, "version"}, error);
  if (failed(j))
    return llvm::failure();
  if (j->contains("error")) {
    error = python + " has no usable jax: " + (*j)["error"].get<std::string>() +
            " (install jax and jaxlib of one version)";
    return llvm::failure();
  }
  XlaInstallation inst;
  inst.python = python;
  inst.jaxVersion = j->value("jax", "");
  inst.jaxlibVersion = j->value("jaxlib", "");
  inst.tools = DEFUSE_XLA_TOOLS;
  inst.programs = llvm::StringRef(DEFUSE_XLA_TOOLS).rsplit('/').first.str() +
                  "/jax_programs.py";
  if (inst.jaxVersion != inst.jaxlibVersion) {
    error = python + ": jax " + inst.jaxVersion + " and jaxlib " +
            inst.jaxlibVersion + " differ";
    return llvm::failure();
  }
  return inst;
}

llvm::FailureOr<std::string>
defuse::convertToGenericStablehlo(const std::string &path, bool isHlo,
                                  std::string &error) {
  std::string python = xlaPythonForVersion("");
  if (!llvm::sys::fs::can_execute(python)) {
    error = "reading StableHLO in its own syntax, or HLO text, takes jax's "
            "converter, and no jax is installed (scripts/setup_targets.sh)";
    return llvm::failure();
  }
  llvm::SmallString<128> out, log;
  if (llvm::sys::fs::createTemporaryFile("defuse-stablehlo", "mlir", out) ||
      llvm::sys::fs::createTemporaryFile("defuse-stablehlo", "log", log)) {
    error = "cannot create a temporary file";
    return llvm::failure();
  }
  std::vector<llvm::StringRef> argv = {python, DEFUSE_XLA_TOOLS, "to-generic",
                                       path, out};
  if (isHlo)
    argv.push_back("--hlo");
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log.str(),
                                                log.str()};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(python, argv, std::nullopt, redirects, 300,
                                     0, &message);
  auto text = llvm::MemoryBuffer::getFile(out);
  auto printed = llvm::MemoryBuffer::getFile(log);
  llvm::sys::fs::remove(out);
  llvm::sys::fs::remove(log);
  if (rc != 0 || !text) {
    llvm::StringRef said =
        printed ? (*printed)->getBuffer().trim() : llvm::StringRef();
    // The script's own line, else the end of what jaxlib printed.
    size_t own = said.find("xla_tools: ");
    error = own != llvm::StringRef::npos
                ? said.substr(own + 11).split('\n').first.str()
                : (message.empty() ? "jax's converter failed (exit " +
                                         std::to_string(rc) + ")"
                                   : message) +
                      ": " + said.take_back(300).str();
    return llvm::failure();
  }
  return (*text)->getBuffer().str();
}
