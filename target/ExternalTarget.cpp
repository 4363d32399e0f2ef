//===- ExternalTarget.cpp -------------------------------------------------===//

#include "target/ExternalTarget.h"
#include "ir/ShellQuote.h"
#include "target/Deadline.h"
#include "target/ResidentWorker.h"
#include "target/mlir/Context.h"

#include "llvm/Support/FileSystem.h"

using namespace defuse;

namespace {

/// The resident probe this thread runs, if any: its limits, and what
/// happened to its worker.
struct ResidentProbe {
  std::chrono::steady_clock::time_point deadline;
  uint64_t memoryBytes = 0;
  const std::atomic<bool> *cancel = nullptr;
  Stage stage = Stage::Parse;
  bool timedOut = false, cancelled = false, timedOutRunning = false;

  /// A request of this probe: its limits, its output files.
  ResidentRequest request(const std::string &stdoutPath,
                          const std::string &stderrPath) const {
    ResidentRequest r;
    r.stdoutPath = stdoutPath;
    r.stderrPath = stderrPath;
    r.deadline = deadline;
    r.memoryBytes = memoryBytes;
    r.cancel = cancel;
    return r;
  }
  /// Notes what ended a request early (runResident turns it into the
  /// probe's result) and returns how the program ended.
  ToolRun record(ResidentOutcome outcome) {
    if (outcome.timedOut) {
      timedOut = true;
      timedOutRunning = stage == Stage::Run;
    }
    cancelled |= outcome.cancelled;
    return std::move(outcome.run);
  }
};

thread_local ResidentProbe *residentProbe = nullptr;

} // namespace

ProbeResult ExternalTarget::run(const ProbeRequest &request,
                                const ProbeLimits &limits,
                                const std::atomic<bool> *cancel) const {
  // The child inherits only this thread: a one-time initialization another
  // thread was still running at the fork would never finish there.
  initializeCompilerInfrastructure();
  if (request.options.runs > 1 || !request.moreInputs.empty()) {
    ProbeResult refused;
    refused.message = "a compiler under test through its own tools runs the "
                      "program once a probe, on one set of inputs";
    return refused;
  }
  // A run's own time limit is an alarm in a probe's child.
  if (servesFromResidentWorkers() && residentWorkersEnabled() &&
      request.options.runTimeLimitSeconds <= 0 && !request.options.freshProcess)
    return runResident(request, limits, cancel);
  return runIsolated(
      request, limits,
      [this](const ProbeRequest &r, const StageCallback &onStage) {
        return compileAndRun(r, onStage);
      },
      cancel);
}

ProbeResult ExternalTarget::runResident(const ProbeRequest &request,
                                        const ProbeLimits &limits,
                                        const std::atomic<bool> *cancel) const {
  auto start = std::chrono::steady_clock::now();
  ResidentProbe probe;
  probe.deadline = deadlineAfter(limits.timeoutSeconds, start);
  probe.memoryBytes = limits.memoryBytes;
  probe.cancel = cancel;
  residentProbe = &probe;
  ProbeResult r = compileAndRun(request, [&](Stage s) { probe.stage = s; });
  residentProbe = nullptr;
  // What probeResultOf makes of a child killed at the deadline or on
  // cancel, whatever the body made of its script's death.
  if (probe.cancelled) {
    r = ProbeResult();
    r.cancelled = true;
    r.message = "cancelled";
  } else if (probe.timedOut) {
    r = ProbeResult();
    r.status = probe.timedOutRunning ? ProbeStatus::Timeout
                                     : ProbeStatus::CompilerTimeout;
    r.message = "killed after " + std::to_string(limits.timeoutSeconds) + " s";
  }
  r.wallSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return r;
}

ToolRun ExternalTarget::runScript(const std::vector<std::string> &script,
                                  const std::vector<std::string> &args,
                                  const std::string &stdoutPath,
                                  const std::string &stderrPath,
                                  const std::function<void()> &poll) const {
  if (!residentProbe) {
    std::vector<std::string> argv = script;
    argv.insert(argv.end(), args.begin(), args.end());
    return runTool(argv, stdoutPath, stderrPath, poll);
  }
  ResidentRequest request = residentProbe->request(stdoutPath, stderrPath);
  request.serveArgv = script;
  request.serveArgv.push_back("serve");
  request.forkServer = true;
  request.args = args;
  return residentProbe->record(runInResidentWorker(request, poll));
}

ToolRun ExternalTarget::runCompilerTool(
    const std::vector<std::string> &argv, const std::string &stdoutPath,
    const std::string &stderrPath, const std::function<void()> &poll) const {
  if (!residentProbe)
    return runTool(argv, stdoutPath, stderrPath, poll);
  ResidentRequest request = residentProbe->request(stdoutPath, stderrPath);
  request.args = argv;
  return residentProbe->record(runFreshWithinLimits(request, poll));
}

std::optional<nlohmann::json> ExternalTarget::runProbeScript(
    const std::vector<std::string> &script, const std::string &scratch,
    const ProbeScriptNames &names, std::chrono::steady_clock::time_point start,
    const StageCallback &onStage, ProbeResult &r) const {
  auto path = [&](const std::string &name) { return scratch + "/" + name; };
  onStage(Stage::Pipeline);
  bool running = false;
  ToolRun t =
      runScript(script, {"probe", path("request.json")}, path("tools.out"),
                path("tools.err"), [&] {
                  if (!running && llvm::sys::fs::exists(path("compiled"))) {
                    running = true;
                    onStage(Stage::Run);
                  }
                });
  onStage(Stage::Done);
  r.wallSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  bool ownError =
      t.rc == 3 && t.errors.find(std::string(names.script) + ":") == 0;
  if (toolFailed(running ? names.compiled : names.compiler, t,
                 running ? ProbeStatus::Crash : ProbeStatus::CompilerCrash,
                 running ? ProbeStatus::OutOfMemory
                         : ProbeStatus::CompilerOutOfMemory,
                 ownError  ? ProbeStatus::InternalError
                 : running ? ProbeStatus::Crash
                           : ProbeStatus::CompilerCrash,
                 r))
    return std::nullopt;
  nlohmann::json result = nlohmann::json::parse(
      readFile(path("result.json")), nullptr, /*allow_exceptions=*/false);
  if (!result.is_object()) {
    r.status = ProbeStatus::InternalError;
    r.message = std::string(names.script) + ".py wrote no result";
    return std::nullopt;
  }
  r.compileSeconds = result.value("compile_seconds", 0.0);
  r.runSeconds = result.value("run_seconds", 0.0);
  return result;
}

bool ExternalTarget::probeScriptFailed(const nlohmann::json &result,
                                       const ProbeScriptNames &names,
                                       ProbeResult &r) {
  if (result.contains("error")) {
    const auto &e = result["error"];
    std::string message = e.value("message", std::string());
    bool atRun = e.value("stage", std::string()) == "run";
    r.status = atRun                     ? ProbeStatus::Crash
               : mentionsMemory(message) ? ProbeStatus::CompilerOutOfMemory
                                         : ProbeStatus::PassFailure;
    r.message = (atRun ? std::string(names.compiled) + " failed: "
                       : std::string(names.compileFailed)) +
                firstErrorLine(message);
    return true;
  }
  return false;
}

std::unique_lock<std::mutex> ExternalTarget::compilerCodeLock() {
  if (!residentProbe)
    return {};
  return holdOffProbeForks();
}

ProbeResult ExternalTarget::runInProcess(const ProbeRequest &request) const {
  initializeCompilerInfrastructure();
  return compileAndRun(request, [](Stage) {});
}

std::string ExternalTarget::commandLineFlags() const {
  std::string flags = "--target " + name().str();
  if (!selection.python.empty())
    flags += " --target-python " + shellQuote(selection.python);
  else if (!selection.version.empty())
    flags += " " + versionFlag + " " + selection.version;
  for (const std::string &f : selection.flags)
    flags += " " + shellQuote("--target-flag=" + f);
  return flags;
}
