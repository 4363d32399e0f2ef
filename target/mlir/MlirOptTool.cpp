//===- MlirOptTool.cpp ----------------------------------------------------===//

#include "target/mlir/MlirOptTool.h"

#include "target/ProbeReport.h"
#include "target/Sandbox.h"
#include "target/mlir/SandboxedTarget.h"

#include "llvm/Support/Path.h"

#include <chrono>
#include <csignal>
#include <fstream>
#include <sys/wait.h>

using namespace defuse;

#ifndef DEFUSE_MLIR_OPT
#define DEFUSE_MLIR_OPT "/usr/lib/llvm-22/bin/mlir-opt"
#endif

std::string defuse::defaultMlirOpt() { return DEFUSE_MLIR_OPT; }

MlirOptTool::MlirOptTool(std::string path) : toolPath(std::move(path)) {}

ToolCompile MlirOptTool::compile(const std::string &moduleText,
                                 const std::string &pipeline,
                                 const std::vector<std::string> &plugins,
                                 const ProbeLimits &limits) const {
  auto start = std::chrono::steady_clock::now();
  ToolCompile result;
  std::string error;
  std::unique_ptr<Sandbox> sandbox = Sandbox::create(error);
  if (!sandbox) {
    result.error = "no sandbox: " + error;
    return result;
  }
  SandboxCommand command;
  command.argv = {toolPath};
  bool ok = sandbox->put("work/input.mlir", moduleText);
  for (size_t i = 0; i < plugins.size(); ++i) {
    std::string bytes;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = pluginBytes.find(plugins[i]);
      if (it == pluginBytes.end()) {
        std::ifstream in(plugins[i], std::ios::binary);
        it = pluginBytes
                 .emplace(plugins[i],
                          std::string(std::istreambuf_iterator<char>(in),
                                      std::istreambuf_iterator<char>()))
                 .first;
      }
      bytes = it->second;
    }
    std::string name = "plugins/" + std::to_string(i + 1) + "/" +
                       llvm::sys::path::filename(plugins[i]).str();
    ok &= sandbox->put(name, bytes);
    command.argv.push_back("--load-pass-plugin=" + sandbox->insidePath(name));
  }
  if (!ok) {
    result.error = "cannot write the tool's files into its sandbox";
    return result;
  }
  command.argv.push_back("--pass-pipeline=builtin.module(" + pipeline + ")");
  command.argv.push_back("input.mlir");
  command.env = cleanEnvironment();
  command.env.push_back("HOME=" + sandbox->insidePath(""));
  command.env.push_back("TMPDIR=" + sandbox->insidePath(""));
  command.readable = {toolPath};
  command.workDir = "work";
  command.stdoutFile = "output.mlir";
  command.stderrFile = "errors.txt";
  command.underShell = true;
  command.timeoutSeconds = limits.timeoutSeconds;
  command.addressSpaceBytes = limits.memoryBytes + (uint64_t(8) << 30);
  SandboxExit exit = sandbox->run(command);
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::string errors = sandbox->take("errors.txt", 1 << 20).value_or("");
  std::string firstLine = errors.substr(0, errors.find('\n'));
  if (!exit.started) {
    result.error = "the sandbox did not start: " + exit.error;
  } else if (exit.timedOut) {
    result.error = "killed after " +
                   std::to_string(static_cast<int>(limits.timeoutSeconds)) +
                   " s";
  } else if (!WIFEXITED(exit.status) || WEXITSTATUS(exit.status) != 0) {
    int sig = WIFSIGNALED(exit.status) ? WTERMSIG(exit.status) : 0;
    result.error = sig == SIGSYS ? std::string(kSandboxViolation)
                   : sig         ? "killed by signal " + std::to_string(sig)
                         : "exit " + std::to_string(WEXITSTATUS(exit.status));
    if (!firstLine.empty())
      result.error += ": " + firstLine;
  } else if (std::optional<std::string> out =
                 sandbox->take("output.mlir", kMaxProbeReportBytes)) {
    result.ok = true;
    result.module = std::move(*out);
  } else {
    result.error = "no output";
  }
  return result;
}
