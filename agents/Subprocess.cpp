//===- Subprocess.cpp - Agents' child commands ----------------------------===//

#include "agents/Subprocess.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

#include <cmath>
#include <optional>

extern char **environ;

using namespace defuse;

ChildOutcome defuse::runChild(const std::vector<std::string> &argv,
                              const std::string &stdoutFile,
                              const std::string &stderrFile, double seconds,
                              const std::vector<std::string> &env) {
  ChildOutcome out;
  if (argv.empty()) {
    out.error = "no command";
    return out;
  }
  llvm::SmallVector<llvm::StringRef> args(argv.begin(), argv.end());
  std::vector<std::string> environment;
  for (char **e = environ; *e; ++e)
    environment.push_back(*e);
  environment.insert(environment.end(), env.begin(), env.end());
  llvm::SmallVector<llvm::StringRef> envRefs(environment.begin(),
                                             environment.end());
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(""),
      stdoutFile.empty() ? llvm::StringRef("") : llvm::StringRef(stdoutFile),
      stderrFile.empty() ? llvm::StringRef("") : llvm::StringRef(stderrFile)};
  std::string message;
  bool failedToRun = false;
  unsigned limit = static_cast<unsigned>(std::ceil(std::max(1.0, seconds)));
  int rc = llvm::sys::ExecuteAndWait(argv[0], args, envRefs, redirects, limit,
                                     0, &message, &failedToRun);
  if (failedToRun) {
    out.error = argv[0] + ": " + message;
    return out;
  }
  if (rc == -2) {
    out.timedOut = message.find("timeout") != std::string::npos ||
                   message.find("Timed out") != std::string::npos ||
                   message.find("timed out") != std::string::npos;
    out.error = message.empty() ? "killed" : message;
    return out;
  }
  out.exitCode = rc;
  return out;
}

std::string defuse::defuseExecutable() {
  static int anchor;
  return llvm::sys::fs::getMainExecutable(nullptr, &anchor);
}
