//===- ImportCommand.cpp - `defuse import`: framework programs as workloads
//===//
//
// The frameworks' own exporters are the front door: frontends/defuse_import.py
// (run with the front ends' Python, build/venv-torch, in a resident worker
// with time and memory limits) exports the model with its front end
// (frontends/*_frontend.py) and writes the workload and the framework's float64
// outputs beside it. This command then loads what was written as every other
// command would, computes the reference on the framework's inputs and judges
// the framework's outputs against it: an import ends with the exported workload
// checked against the model it came from.
//
//===----------------------------------------------------------------------===//

#include "target/Deadline.h"
#include "target/ResidentWorker.h"
#include "target/xla/XlaInstallation.h"
#include "tools/Commands.h"
#include "tools/Session.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>

using namespace defuse;
using namespace defuse::cli;

namespace {

/// Whether the source is a JAX program: a Python file that imports jax
/// and not torch (frontends/jax_frontend.py claims the same files).
bool importsJax(const ImportOptions &o) {
  if (!o.frontend.empty())
    return o.frontend == "jax";
  std::string path = llvm::StringRef(o.source).split(':').first.str();
  if (!llvm::StringRef(path).ends_with(".py"))
    return false;
  std::ifstream in(path);
  std::string line;
  bool jax = false, torch = false;
  while (std::getline(in, line)) {
    llvm::StringRef l = llvm::StringRef(line).ltrim();
    if (!l.consume_front("import ") && !l.consume_front("from "))
      continue;
    llvm::StringRef module = l.ltrim().take_while(
        [](char c) { return std::isalnum(c) || c == '_'; });
    jax |= module == "jax";
    torch |= module == "torch";
  }
  return jax && !torch;
}

std::string frontendPython(const ImportOptions &o) {
  if (!o.python.empty())
    return o.python;
  if (const char *env = std::getenv("DEFUSE_PYTHON"))
    return env;
  // JAX runs in the environment of the compiler it lowers for (XLA's).
  if (importsJax(o))
    return xlaPythonForVersion("");
  return DEFUSE_FRONTEND_PYTHON;
}

/// The last `defuse: error:` line the front end printed, else its last line.
std::string lastError(const std::string &path) {
  std::ifstream in(path);
  std::string line, error, last;
  while (std::getline(in, line)) {
    if (line.empty())
      continue;
    last = line;
    if (line.rfind("defuse: error: ", 0) == 0)
      error = line.substr(15);
  }
  return error.empty() ? last : error;
}

} // namespace

int defuse::importCommand(const ImportOptions &o) {
  std::string python = frontendPython(o);
  if (!llvm::sys::fs::can_execute(python)) {
    printError(python, "no front-end Python here (scripts/setup_frontends.sh "
                       "installs torch and torch-mlir into build/venv-torch; "
                       "--python or DEFUSE_PYTHON names another)");
    return kExitFrontendFailed;
  }
  std::string script = std::string(DEFUSE_FRONTENDS_DIR) + "/defuse_import.py";
  std::vector<std::string> args = {
      o.source,    "-o",      o.output, "--dialect",           o.dialect,
      "--weights", o.weights, "--seed", std::to_string(o.seed)};
  if (!o.factory.empty())
    args.insert(args.end(), {"--factory", o.factory});
  if (!o.frontend.empty())
    args.insert(args.end(), {"--frontend", o.frontend});
  for (const std::string &a : o.inputAssignments)
    args.insert(args.end(), {"--input", a});

  llvm::SmallString<128> outPath, errPath;
  if (llvm::sys::fs::createTemporaryFile("defuse-import", "out", outPath) ||
      llvm::sys::fs::createTemporaryFile("defuse-import", "err", errPath)) {
    printError(o.source, "cannot create a temporary file");
    return kExitInternal;
  }
  // The frameworks' imports are most of a small export's time (torch and
  // torch-mlir: about 5 s of CPU): the front end runs in a resident worker
  // forked from a server that imported them once (ForkServer.h), one worker
  // per import, as a fresh process would.
  ResidentRequest request;
  request.serveArgv = {python, script, "serve"};
  request.args = args;
  request.stdoutPath = std::string(outPath);
  request.stderrPath = std::string(errPath);
  request.deadline = o.timeoutSeconds > 0 ? deadlineAfter(o.timeoutSeconds)
                                          : std::chrono::steady_clock::now() +
                                                std::chrono::hours(24 * 365);
  request.memoryBytes =
      o.memoryMiB ? o.memoryMiB << 20 : defaultMemoryLimitBytes();
  request.forkServer = true;
  ResidentOutcome outcome;
  if (residentWorkersEnabled()) {
    outcome = runInResidentWorker(request, nullptr);
  } else {
    request.args.insert(request.args.begin(), {python, script});
    outcome = runFreshWithinLimits(request, nullptr);
  }
  if (auto printed = llvm::MemoryBuffer::getFile(outPath)) {
    std::fwrite((*printed)->getBufferStart(), 1, (*printed)->getBufferSize(),
                stdout);
    std::fflush(stdout);
  }
  std::string why = lastError(std::string(errPath));
  llvm::sys::fs::remove(outPath);
  llvm::sys::fs::remove(errPath);
  const ToolRun &run = outcome.run;
  if (run.notStarted) {
    printError(python, "cannot run the front end: " + run.message);
    return kExitFrontendFailed;
  }
  if (outcome.timedOut) {
    printError(o.source,
               "the front end ran out of its " +
                   std::to_string(static_cast<int>(o.timeoutSeconds)) +
                   " s (--timeout)");
    return kExitFrontendFailed;
  }
  if (run.crashed || run.rc != 0) {
    if (why.empty() || run.crashed)
      why = "the front end died (" +
            (run.message.empty() ? "exit " + std::to_string(run.rc)
                                 : run.message) +
            ")" + (why.empty() ? "" : ": " + why);
    std::fprintf(stderr, "defuse: error: %s\n", why.c_str());
    return !run.crashed && run.rc == kExitUsage ? kExitUsage
                                                : kExitFrontendFailed;
  }

  // The workload as every other command loads it, on the framework's
  // inputs: it must parse with MLIR 22 and the interpreter must evaluate it.
  CommonOptions check;
  check.workload = o.output;
  check.seed = o.seed;
  check.lanes = o.lanes;
  check.memoryMiB = o.memoryMiB;
  // Where the front end wrote it (Path.with_suffix(".framework")).
  llvm::SmallString<256> framework(o.output);
  llvm::sys::path::replace_extension(framework, "framework");
  check.frameworkReference = std::string(framework);
  Session s;
  int code = kExitInternal;
  if (!prepare(check, s, code, /*needPipeline=*/false))
    return code;
  std::vector<Tensor> reference;
  double seconds = 0;
  if (!computeReference(s, reference, seconds))
    return kExitUnsupported;
  std::printf("reference %.3f s on the framework's inputs\n", seconds);
  return frameworkAgrees(s, reference, nullptr) ? kExitPass
                                                : kExitFrameworkMismatch;
}
