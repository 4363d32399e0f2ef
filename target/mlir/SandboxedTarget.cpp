//===- SandboxedTarget.cpp ------------------------------------------------===//

#include "target/mlir/SandboxedTarget.h"

#include "target/ProbeReport.h"
#include "target/ResidentWorker.h"
#include "target/Sandbox.h"
#include "target/mlir/PassPipeline.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fstream>
#include <sys/wait.h>

using namespace defuse;

namespace {

/// Address space a worker may map before it sets its own limit: the
/// libraries it loads and the plugins' initializers.
constexpr uint64_t kWorkerBaseBytes = uint64_t(8) << 30;

/// Exit statuses of defuse-probe's loads mode (tools/ProbeWorker.cpp).
constexpr int kPluginDoesNotLoad = 3;
constexpr int kNoSuchPass = 4;

std::string readWhole(const std::string &path, bool &ok) {
  std::ifstream in(path, std::ios::binary);
  ok = static_cast<bool>(in);
  return std::string((std::istreambuf_iterator<char>(in)),
                     std::istreambuf_iterator<char>());
}

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// The steps a request's pipeline runs, one pass each.
std::vector<std::string> stepsOf(const CompileOptions &o) {
  if (!o.steps.empty())
    return o.steps;
  std::vector<std::string> steps;
  if (!o.pipeline.empty())
    splitPipeline(o.pipeline, steps);
  return steps;
}

} // namespace

std::string defuse::defaultProbeWorker() {
  static int anchor;
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, &anchor);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(path, "defuse-probe");
  return std::string(path);
}

std::vector<std::string> defuse::cleanEnvironment() {
  return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"};
}

std::optional<SandboxCommand>
defuse::sandboxedWorkerCommand(Sandbox &sandbox, const std::string &worker,
                               std::vector<std::string> args,
                               const std::vector<const PluginCopy *> &plugins,
                               double timeoutSeconds, uint64_t memoryBytes) {
  SandboxCommand command;
  command.argv = {worker};
  command.argv.insert(command.argv.end(), args.begin(), args.end());
  for (const PluginCopy *c : plugins) {
    if (!sandbox.put(c->name, c->bytes))
      return std::nullopt;
    command.argv.push_back("--load-pass-plugin");
    command.argv.push_back(sandbox.insidePath(c->name));
  }
  command.env = cleanEnvironment();
  command.env.push_back("HOME=" + sandbox.insidePath(""));
  command.env.push_back("TMPDIR=" + sandbox.insidePath(""));
  command.readable = {worker};
  // Not the first process of its PID namespace: signals as anywhere else.
  command.underShell = true;
  command.timeoutSeconds = timeoutSeconds;
  command.addressSpaceBytes = memoryBytes + kWorkerBaseBytes;
  return command;
}

SandboxedMlirTarget::SandboxedMlirTarget(SandboxPlugins plugins,
                                         std::string worker)
    : pluginSet(std::move(plugins)), workerPath(std::move(worker)),
      servers(workerPath) {
  // Each plugin once (a candidate may be a trusted plugin too), read now:
  // every probe gets its own copy, in its own private directory.
  std::vector<std::string> seen;
  auto add = [&](const std::string &path, std::vector<Copy> &into) {
    for (const std::string &s : seen)
      if (s == path || llvm::sys::fs::equivalent(s, path))
        return;
    seen.push_back(path);
    Copy copy;
    copy.path = path;
    std::string base = llvm::sys::path::filename(path).str();
    copy.name = "plugins/" + std::to_string(seen.size()) + "/" + base;
    bool ok;
    copy.bytes = readWhole(path, ok);
    into.push_back(std::move(copy));
  };
  for (const std::string &p : pluginSet.trusted)
    add(p, trustedCopies);
  for (const std::string &p : pluginSet.untrusted)
    add(p, untrustedCopies);
}

SandboxedMlirTarget::~SandboxedMlirTarget() = default;

std::string SandboxedMlirTarget::description() const {
  return "MLIR " LLVM_VERSION_STRING " in sandboxed workers (" +
         std::string(sandboxModeName(sandboxDescription().mode)) + ")";
}

TargetControls SandboxedMlirTarget::controls() const {
  TargetControls c;
  c.passPipeline = true;
  c.llvmBisect = true;
  c.llvmOptLevels = true;
  c.inputSets = true;
  return c;
}

std::string SandboxedMlirTarget::cannotCompile(mlir::Operation *module,
                                               llvm::StringRef) const {
  return holdsStablehlo(module)
             ? "MLIR 22 has no StableHLO dialect: StableHLO runs under "
               "--target xla or --target iree"
             : "";
}

std::vector<const SandboxedMlirTarget::Copy *>
SandboxedMlirTarget::copiesFor(const ProbeRequest &request,
                               bool untrusted) const {
  std::vector<const Copy *> copies;
  for (const Copy &c : trustedCopies)
    copies.push_back(&c);
  if (untrusted)
    for (const Copy &c : untrustedCopies)
      copies.push_back(&c);
  (void)request;
  return copies;
}

std::vector<std::string>
SandboxedMlirTarget::pluginsFor(const ProbeRequest &request) const {
  bool untrusted =
      llvm::any_of(stepsOf(request.options), [&](const std::string &step) {
        return llvm::is_contained(pluginSet.untrustedPasses, passName(step));
      });
  std::vector<std::string> paths;
  for (const Copy *c : copiesFor(request, untrusted))
    paths.push_back(c->path);
  return paths;
}

ProbeResult SandboxedMlirTarget::runWorker(
    const ProbeRequest &request, const std::vector<const Copy *> &plugins,
    const ProbeLimits &limits, const std::atomic<bool> *cancel) const {
  if (request.options.freshProcess || !residentWorkersEnabled())
    return runFreshWorker(request, plugins, limits, cancel);
  auto start = std::chrono::steady_clock::now();
  ProbeResult r;
  bool cancelled = false;
  std::string error;
  ProbeChildEnd end = servers.serve(encodeProbeRequest(request), plugins,
                                    limits, cancel, cancelled, error);
  if (!error.empty()) {
    r.message = "no sandbox: " + error;
    return r;
  }
  if (cancelled) {
    r.cancelled = true;
    r.message = "cancelled";
    return r;
  }
  r = probeResultOf(request, limits, end);
  r.wallSeconds = since(start);
  return r;
}

ProbeResult SandboxedMlirTarget::runFreshWorker(
    const ProbeRequest &request, const std::vector<const Copy *> &plugins,
    const ProbeLimits &limits, const std::atomic<bool> *cancel) const {
  auto start = std::chrono::steady_clock::now();
  ProbeResult r;
  std::string error;
  std::unique_ptr<Sandbox> sandbox = Sandbox::create(error);
  if (!sandbox) {
    r.message = "no sandbox: " + error;
    return r;
  }
  std::optional<SandboxCommand> command = sandboxedWorkerCommand(
      *sandbox, workerPath,
      {"run", "--request", sandbox->insidePath("work/request"), "--report",
       sandbox->insidePath("work/report"), "--stage",
       sandbox->insidePath("work/stage"), "--memory-limit",
       std::to_string(limits.memoryBytes)},
      plugins, limits.timeoutSeconds, limits.memoryBytes);
  if (!command || !sandbox->put("work/request", encodeProbeRequest(request)) ||
      !sandbox->put("work/stage", "")) {
    r.message = "cannot write the probe's files into its sandbox";
    return r;
  }
  command->workDir = "work";
  command->stderrFile = "work/stderr";
  SandboxExit exit = sandbox->run(*command, cancel);
  if (exit.cancelled) {
    r.cancelled = true;
    r.message = "cancelled";
    return r;
  }
  if (!exit.started) {
    r.message = "the sandbox did not start: " + exit.error;
    return r;
  }
  ProbeChildEnd end;
  end.status = exit.status;
  end.timedOut = exit.timedOut;
  end.stage = sandbox->take("work/stage", 16).value_or("").substr(0, 1);
  end.stderrTail = sandbox->takeTail("work/stderr");
  if (!exit.timedOut && WIFEXITED(exit.status) && WEXITSTATUS(exit.status) == 0)
    end.report = sandbox->take("work/report", kMaxProbeReportBytes);
  r = probeResultOf(request, limits, end);
  r.wallSeconds = since(start);
  return r;
}

std::optional<std::vector<TensorSpec>>
SandboxedMlirTarget::resultSpecs(const ProbeRequest &request) const {
  std::string key = std::to_string(llvm::xxh3_64bits(request.moduleText)) +
                    "/" + request.entry;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = specs.find(key);
  if (it != specs.end())
    return it->second;
  if (!context)
    context = makeContext();
  std::optional<std::vector<TensorSpec>> result;
  {
    mlir::ScopedDiagnosticHandler quiet(
        context.get(), [](mlir::Diagnostic &) { return mlir::success(); });
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(request.moduleText,
                                                context.get());
    if (module)
      if (auto fn = module->lookupSymbol<mlir::func::FuncOp>(request.entry)) {
        result.emplace();
        for (mlir::Type t : fn.getResultTypes()) {
          std::optional<TensorSpec> spec = tensorSpecOf(t);
          if (!spec) {
            result.reset();
            break;
          }
          result->push_back(*spec);
        }
      }
  }
  specs.emplace(key, result);
  return result;
}

ProbeResult
SandboxedMlirTarget::compilePipeline(const ProbeRequest &pipeline, bool fresh,
                                     const ProbeLimits &limits,
                                     const std::atomic<bool> *cancel) const {
  uint64_t key = llvm::xxh3_64bits(encodeProbeRequest(pipeline));
  if (!fresh) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = compiled.find(key);
    if (it != compiled.end())
      return it->second;
  }
  ProbeResult r =
      runWorker(pipeline, copiesFor(pipeline, true), limits, cancel);
  if (r.status == ProbeStatus::Ok && !r.cancelled) {
    std::lock_guard<std::mutex> lock(mutex);
    compiled.insert_or_assign(key, r);
  }
  return r;
}

ProbeResult SandboxedMlirTarget::run(const ProbeRequest &request,
                                     const ProbeLimits &limits,
                                     const std::atomic<bool> *cancel) const {
  auto start = std::chrono::steady_clock::now();
  std::vector<std::string> steps = stepsOf(request.options);
  bool untrusted = llvm::any_of(steps, [&](const std::string &step) {
    return llvm::is_contained(pluginSet.untrustedPasses, passName(step));
  });
  ProbeResult r;
  if (!untrusted) {
    r = runWorker(request, copiesFor(request, false), limits, cancel);
  } else {
    // 1. The pipeline, with the untrusted plugin: IR text and nothing else.
    ProbeRequest pipeline = request;
    pipeline.options.pipeline.clear();
    pipeline.options.steps = steps;
    pipeline.options.stopAfterPipeline = true;
    pipeline.options.runTimeLimitSeconds = 0;
    pipeline.options.runs = 1;
    pipeline.options.llvmBisectLimit = -1;
    // What the pipeline makes of the module depends on nothing else.
    pipeline.options.llvmOptLevel = 2;
    pipeline.inputs.clear();
    pipeline.moreInputs.clear();
    ProbeResult first = compilePipeline(
        pipeline, /*fresh=*/request.options.stopAfterPipeline, limits, cancel);
    // The caller asked for snapshots only when it gave steps.
    std::vector<std::string> snapshots = request.options.steps.empty()
                                             ? std::vector<std::string>()
                                             : first.snapshots;
    if (first.status != ProbeStatus::Ok || first.cancelled ||
        request.options.stopAfterPipeline || first.snapshots.empty()) {
      if (first.status == ProbeStatus::Ok && first.snapshots.empty() &&
          !request.options.stopAfterPipeline) {
        first.status = ProbeStatus::InternalError;
        first.message = "the pipeline's worker returned no module";
      }
      first.snapshots = std::move(snapshots);
      r = std::move(first);
    } else {
      // 2. The rest, in a worker without any plugin.
      ProbeRequest rest = request;
      rest.moduleText = first.snapshots.back();
      rest.options.pipeline.clear();
      rest.options.steps.clear();
      ProbeLimits left = limits;
      left.timeoutSeconds = std::max(1.0, limits.timeoutSeconds - since(start));
      r = runWorker(rest, {}, left, cancel);
      if (r.status == ProbeStatus::InternalError &&
          r.message.rfind("malformed", 0) != 0 && !r.cancelled)
        r.message = "the module after the pipeline: " + r.message;
      r.compileSeconds += first.compileSeconds;
      r.snapshots = std::move(snapshots);
    }
  }
  // Outputs are held to the entry's result types: the oracle reads them
  // element by element against the reference.
  if (r.status == ProbeStatus::Ok && !request.options.stopAfterPipeline) {
    std::optional<std::vector<TensorSpec>> expected = resultSpecs(request);
    auto conforms = [&](const std::vector<Buffer> &outputs) {
      bool conform = expected->size() == outputs.size();
      for (size_t i = 0; conform && i < outputs.size(); ++i)
        conform = (*expected)[i].type.kind == outputs[i].spec.type.kind &&
                  (*expected)[i].shape == outputs[i].spec.shape;
      return conform;
    };
    bool conform = !expected || (conforms(r.outputs) &&
                                 llvm::all_of(r.moreOutputs, conforms));
    if (!conform) {
      r.outputs.clear();
      r.moreOutputs.clear();
      r.message = "refused: the outputs do not have the entry's result types";
    } else if (r.moreOutputs.size() != request.moreInputs.size()) {
      r.status = ProbeStatus::InternalError;
      r.message = "the worker answered " +
                  std::to_string(r.moreOutputs.size()) + " input sets of " +
                  std::to_string(request.moreInputs.size());
      r.outputs.clear();
      r.moreOutputs.clear();
    }
  }
  r.wallSeconds = since(start);
  return r;
}

ProbeResult SandboxedMlirTarget::runInProcess(const ProbeRequest &) const {
  ProbeResult r;
  r.message = "a sandboxed target never compiles in this process";
  return r;
}

ProbeResult SandboxedMlirTarget::checkLoads(const std::string &pass,
                                            const ProbeLimits &limits,
                                            bool untrusted) const {
  ProbeResult r;
  std::string error;
  std::unique_ptr<Sandbox> sandbox = Sandbox::create(error);
  if (!sandbox) {
    r.message = "no sandbox: " + error;
    return r;
  }
  std::vector<std::string> args = {"loads"};
  if (!pass.empty())
    args.insert(args.end(), {"--pass", pass});
  std::vector<const Copy *> plugins;
  for (const std::vector<Copy> *copies : {&trustedCopies, &untrustedCopies})
    for (const Copy &c : *copies)
      if (copies != &untrustedCopies || untrusted)
        plugins.push_back(&c);
  std::optional<SandboxCommand> command =
      sandboxedWorkerCommand(*sandbox, workerPath, args, plugins,
                             limits.timeoutSeconds, limits.memoryBytes);
  if (!command) {
    r.message = "cannot write the plugins into the sandbox";
    return r;
  }
  command->stderrFile = "stderr";
  SandboxExit exit = sandbox->run(*command);
  if (!exit.started) {
    r.message = "the sandbox did not start: " + exit.error;
    return r;
  }
  std::string said = sandbox->takeTail("stderr");
  // The plugins by the paths the caller knows them by.
  for (const std::vector<Copy> *copies : {&trustedCopies, &untrustedCopies})
    for (const Copy &c : *copies)
      for (std::string inside = sandbox->insidePath(c.name);;) {
        size_t at = said.find(inside);
        if (at == std::string::npos)
          break;
        said.replace(at, inside.size(), c.path);
      }
  if (!exit.timedOut && WIFEXITED(exit.status)) {
    int code = WEXITSTATUS(exit.status);
    if (code == 0) {
      r.status = ProbeStatus::Ok;
      return r;
    }
    if (code == kPluginDoesNotLoad || code == kNoSuchPass) {
      r.status = ProbeStatus::PassFailure;
      r.message =
          code == kNoSuchPass ? "loads, but registers no pass " + pass : said;
      return r;
    }
  }
  ProbeChildEnd end;
  end.status = exit.status;
  end.timedOut = exit.timedOut;
  end.stderrTail = said;
  r = probeResultOf(ProbeRequest(), limits, end);
  if (exit.timedOut)
    r.message = "still loading after " +
                std::to_string(static_cast<int>(limits.timeoutSeconds)) +
                " s: killed";
  return r;
}

std::optional<PassDescription>
SandboxedMlirTarget::describePass(const std::string &pass,
                                  const ProbeLimits &limits) const {
  std::string error;
  std::unique_ptr<Sandbox> sandbox = Sandbox::create(error);
  if (!sandbox)
    return std::nullopt;
  std::vector<const Copy *> plugins;
  for (const Copy &c : trustedCopies)
    plugins.push_back(&c);
  std::optional<SandboxCommand> command = sandboxedWorkerCommand(
      *sandbox, workerPath, {"describe", "--pass", pass}, plugins,
      limits.timeoutSeconds, limits.memoryBytes);
  if (!command)
    return std::nullopt;
  command->stdoutFile = "out";
  SandboxExit exit = sandbox->run(*command);
  if (!exit.started || exit.timedOut || !WIFEXITED(exit.status) ||
      WEXITSTATUS(exit.status) != 0)
    return std::nullopt;
  std::optional<std::string> out = sandbox->take("out", 1 << 24);
  if (!out)
    return std::nullopt;
  nlohmann::json j = nlohmann::json::parse(*out, nullptr, false);
  if (!j.is_object() || !j["printed_with_defaults"].is_string() ||
      !j["help"].is_string())
    return std::nullopt;
  return PassDescription{j["printed_with_defaults"].get<std::string>(),
                         j["help"].get<std::string>()};
}
