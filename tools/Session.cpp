//===- Session.cpp --------------------------------------------------------===//

#include "tools/Session.h"

#include "bisect/SourceSubgraph.h"
#include "interp/Reference.h"
#include "ir/Npy.h"
#include "store/Connection.h"
#include "target/Targets.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"
#include "target/mlir/PassPipeline.h"
#include "target/mlir/SandboxedTarget.h"
#include "target/xla/XlaInstallation.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <thread>

using namespace defuse;
using json = nlohmann::ordered_json;
using llvm::failed;

void cli::printError(const std::string &where, const std::string &what) {
  // A store's URI may carry a password; a store's errors begin with its
  // name already.
  std::string place = Connection::isServerUri(where)
                          ? Connection::withoutPassword(where)
                          : where;
  if (llvm::StringRef(what).starts_with(place + ": ")) {
    std::fprintf(stderr, "defuse: error: %s\n", what.c_str());
    return;
  }
  std::fprintf(stderr, "defuse: error: %s: %s\n", place.c_str(), what.c_str());
}

int cli::storeExitCode(const std::string &location) {
  return Connection::isServerUri(location) ? kExitStoreUnavailable
                                           : kExitBadWorkload;
}

static std::string firstLine(const std::string &s) {
  return s.substr(0, s.find('\n'));
}

static std::string readFile(const std::string &path, bool &ok) {
  std::ifstream in(path);
  ok = static_cast<bool>(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

static bool isRegularFile(const std::string &path) {
  struct stat st;
  return !path.empty() && stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string cli::resolvePipeline(const std::string &spec) {
  if (!isRegularFile(spec))
    return normalizePipeline(spec);
  bool ok;
  return pipelineFromFileText(readFile(spec, ok));
}

std::string cli::reproduceCommand(const char *sub, const CommonOptions &o,
                                  const Session &s) {
  std::string cmd = std::string("defuse ") + sub + " " + shellQuote(o.workload);
  if (s.target && !s.target->commandEnvironment().empty())
    cmd = s.target->commandEnvironment() + " " + cmd;
  if (!o.entry.empty())
    cmd += " --entry " + shellQuote(o.entry);
  if (!s.pipeline.empty())
    cmd += " --pipeline " + shellQuote(s.pipeline);
  for (const std::string &p : o.plugins)
    cmd += " --load-pass-plugin " + shellQuote(p);
  if (s.target && !s.target->commandLineFlags().empty())
    cmd += " " + s.target->commandLineFlags();
  if (!o.versus.empty())
    cmd += " --versus " + shellQuote(o.versus);
  cmd += " --seed " + std::to_string(o.seed);
  if (!o.frameworkReference.empty())
    cmd += " --framework-reference " + shellQuote(o.frameworkReference);
  for (const std::string &f : s.plan.flags()) {
    if (!o.frameworkReference.empty() &&
        f.find("=file(" + o.frameworkReference + "/") != std::string::npos)
      continue; // the framework reference brings these inputs
    cmd += " " + f.substr(0, f.find(' ')) + " " +
           shellQuote(f.substr(f.find(' ') + 1));
  }
  if (o.optLevel != 2)
    cmd += " --opt-level " + std::to_string(o.optLevel);
  // Limits and the statistical tier's lanes decide verdicts too (a compile
  // past --timeout is a compile error, fewer lanes judge fewer elements).
  CommonOptions defaults;
  if (o.timeoutSeconds != defaults.timeoutSeconds) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", o.timeoutSeconds);
    cmd += std::string(" --timeout ") + seconds;
  }
  if (o.memoryMiB != defaults.memoryMiB)
    cmd += " --memory-limit " + std::to_string(o.memoryMiB);
  if (o.lanes != defaults.lanes)
    cmd += " --lanes " + std::to_string(o.lanes);
  return cmd;
}

std::unique_ptr<Target> cli::selectTarget(const std::string &name,
                                          const std::string &version,
                                          const std::string &python,
                                          const std::vector<std::string> &flags,
                                          const std::string &versionFlag) {
  TargetSelection selection;
  selection.name = name;
  selection.version = version;
  selection.versionFlag = versionFlag;
  selection.python = python;
  selection.flags = flags;
  std::string error;
  auto target = createTarget(selection, error);
  if (failed(target)) {
    printError("--target " + name, error);
    return nullptr;
  }
  return std::move(*target);
}

bool cli::loadPlugins(const std::vector<std::string> &plugins) {
  initializeCompilerInfrastructure();
  // A plugin registers its passes once per process (a second registration
  // of a pass is fatal): a command that prepares several sessions (defuse
  // run with several entries) loads each plugin at its first.
  static std::set<std::string> loaded;
  for (const std::string &plugin : plugins) {
    if (loaded.count(plugin))
      continue;
    std::string error;
    if (!loadPassPlugin(plugin, error)) {
      printError(plugin, "cannot load pass plugin: " + error);
      return false;
    }
    loaded.insert(plugin);
  }
  return true;
}

bool cli::pluginsLoadSandboxed(const SandboxedMlirTarget &target,
                               const ProbeLimits &limits) {
  for (const std::string &plugin : target.plugins().trusted)
    if (!llvm::sys::fs::exists(plugin)) {
      printError(plugin, "cannot load pass plugin: no such file");
      return false;
    }
  if (target.plugins().trusted.empty())
    return true;
  ProbeResult loads = target.checkLoads("", limits, /*untrusted=*/false);
  if (loads.status == ProbeStatus::Ok)
    return true;
  // The worker names the plugin that did not load.
  std::string plugin = target.plugins().trusted.front(), why = loads.message;
  for (const std::string &p : target.plugins().trusted)
    if (llvm::StringRef(why).starts_with(p + ": ")) {
      plugin = p;
      why = why.substr(p.size() + 2);
    }
  printError(plugin, "cannot load pass plugin: " + why);
  return false;
}

bool cli::everyPassRuns(const std::string &moduleText, const std::string &entry,
                        const std::string &pipeline, const ProbeLimits &limits,
                        std::string &error) {
  ProbeRequest request;
  request.moduleText = moduleText;
  request.entry = entry;
  request.options.pipeline = pipeline;
  request.options.stopAfterPipeline = true;
  ProbeResult result = mlirTarget().run(request, limits);
  if (result.status != ProbeStatus::PassNeverRan)
    return true;
  error = result.message;
  return false;
}

/// Whether `text` holds StableHLO (or chlo) ops in the dialect's own
/// syntax, which MLIR 22 cannot parse: "stablehlo.add %a, %b" rather than
/// the generic "\"stablehlo.add\"(%a, %b)".
static bool inStablehloSyntax(llvm::StringRef text) {
  for (llvm::StringRef dialect : {"stablehlo.", "chlo."}) {
    for (size_t at = text.find(dialect); at != llvm::StringRef::npos;
         at = text.find(dialect, at + 1)) {
      char before = at ? text[at - 1] : ' ';
      if (before == ' ' || before == '\t' || before == '\n' || before == '(')
        return true;
    }
  }
  return false;
}

/// Loads plugins, workload, pipeline and inputs; on failure prints one line
/// and returns the exit code through `exitCode`.
bool cli::prepare(const CommonOptions &o, Session &s, int &exitCode,
                  bool needPipeline) {
  setNoiseLanes(o.lanes);
  if (!o.dumpDir.empty()) {
    // Before the work, so that a directory that cannot be made costs nothing.
    std::error_code ec;
    std::filesystem::create_directories(o.dumpDir, ec);
    if (ec) {
      printError(o.dumpDir,
                 "cannot create the dump directory: " + ec.message());
      exitCode = kExitUsage;
      return false;
    }
  }
  if (!loadPlugins(o.plugins)) {
    exitCode = kExitBadPlugin;
    return false;
  }
  s.context = makeContext();
  s.context->getDiagEngine().registerHandler([&s](mlir::Diagnostic &diag) {
    if (diag.getSeverity() != mlir::DiagnosticSeverity::Error)
      return mlir::success();
    std::string where = Workload::sourcePosition(diag.getLocation());
    printError(where, firstLine(diag.str()));
    s.diagnosticPrinted = true;
    return mlir::success();
  });

  bool ok;
  s.sourceText = readFile(o.workload, ok);
  if (!ok) {
    printError(o.workload, "cannot read workload file");
    exitCode = kExitBadWorkload;
    return false;
  }
  // StableHLO as jax prints it, and HLO text, parse only through jaxlib:
  // converted to generic StableHLO first (comments stay in sourceText).
  std::string moduleText = s.sourceText;
  bool isHlo = llvm::StringRef(o.workload).ends_with(".hlo") ||
               llvm::StringRef(s.sourceText).ltrim().starts_with("HloModule");
  if (isHlo || inStablehloSyntax(s.sourceText)) {
    std::string error;
    llvm::FailureOr<std::string> generic =
        convertToGenericStablehlo(o.workload, isHlo, error);
    if (failed(generic)) {
      printError(o.workload, error);
      exitCode = kExitBadWorkload;
      return false;
    }
    moduleText = std::move(*generic);
  }
  auto loaded = Workload::parse(*s.context, moduleText, o.workload, o.entry);
  if (failed(loaded)) {
    if (!s.diagnosticPrinted)
      printError(o.workload, "cannot load workload");
    exitCode = kExitBadWorkload;
    return false;
  }
  s.workload.emplace(std::move(*loaded));

  s.target = selectTarget(o.target, o.targetVersion, o.targetPython,
                          o.targetFlags, o.versionFlag);
  if (!s.target) {
    exitCode = kExitBadTarget;
    return false;
  }
  // Commands that only interpret (interp, import's check) compile nothing.
  if (std::string why = needPipeline
                            ? s.target->cannotCompile(s.workload->module(),
                                                      s.workload->entryName())
                            : std::string();
      !why.empty()) {
    printError(o.workload, why);
    exitCode = kExitBadTarget;
    return false;
  }
  setFlushSubnormals(s.target->controls().flushesSubnormals);
  setMinMaxZeroSignOpen(s.target->controls().minMaxZeroSignOpen);
  if (needPipeline && !o.pipeline.empty() &&
      !s.target->controls().passPipeline) {
    printError("--pipeline", "the " + s.target->name().str() +
                                 " target compiles with its own pipeline; "
                                 "pass its flags with --target-flag");
    exitCode = kExitBadTarget;
    return false;
  }

  if (needPipeline) {
    s.pipeline = resolvePipeline(o.pipeline);
    std::string where = isRegularFile(o.pipeline) ? o.pipeline : "--pipeline";
    std::string error;
    if (!s.pipeline.empty() && !checkPipeline(s.pipeline, error)) {
      printError(where, "pipeline does not parse: " + error);
      exitCode = kExitBadPipeline;
      return false;
    }
    if (!s.pipeline.empty() &&
        !everyPassRuns(s.workload->text(), s.workload->entryName(), s.pipeline,
                       probeLimits(o), error)) {
      printError(where, error);
      exitCode = kExitBadPipeline;
      return false;
    }
  }

  uint64_t limit = probeLimits(o).memoryBytes;
  ReferenceMemory needed = estimateReferenceMemory(*s.workload);
  if (needed.bytes > limit) {
    printError(Workload::sourcePosition(needed.largest),
               needed.largestType + " needs " +
                   std::to_string(needed.largestBytes) +
                   " bytes in the reference (a value and a bound per "
                   "element), the whole workload " +
                   std::to_string(needed.bytes) + " bytes; --memory-limit is " +
                   std::to_string(limit) + " bytes");
    exitCode = kExitBadInputs;
    return false;
  }

  std::string error;
  s.plan = InputPlan::forWorkload(*s.workload, s.sourceText, error, ok);
  if (!ok) {
    std::fprintf(stderr, "defuse: error: %s\n", error.c_str());
    exitCode = kExitBadInputs;
    return false;
  }
  std::vector<std::string> inputFiles = o.inputFiles;
  if (!o.frameworkReference.empty()) {
    FrameworkReference framework;
    if (!loadFrameworkReference(o.frameworkReference, framework, error)) {
      std::fprintf(stderr, "defuse: error: %s\n", error.c_str());
      exitCode = kExitBadInputs;
      return false;
    }
    if (!o.inputFiles.empty()) {
      printError("--inputs", "--framework-reference brings its own inputs");
      exitCode = kExitUsage;
      return false;
    }
    if (framework.inputFiles.size() != s.workload->arguments().size()) {
      printError(o.frameworkReference,
                 "has " + std::to_string(framework.inputFiles.size()) +
                     " inputs for " +
                     std::to_string(s.workload->arguments().size()) +
                     " arguments of @" + s.workload->entryName());
      exitCode = kExitBadInputs;
      return false;
    }
    inputFiles = framework.inputFiles;
    s.framework = std::move(framework);
  }
  if (!o.inputFiles.empty() &&
      o.inputFiles.size() != s.workload->arguments().size()) {
    printError("--inputs", "got " + std::to_string(o.inputFiles.size()) +
                               " files for " +
                               std::to_string(s.workload->arguments().size()) +
                               " arguments of @" + s.workload->entryName());
    exitCode = kExitBadInputs;
    return false;
  }
  std::vector<std::string> assignments;
  for (size_t i = 0; i < inputFiles.size(); ++i)
    assignments.push_back("arg" + std::to_string(i) + "=file(" + inputFiles[i] +
                          ")");
  assignments.insert(assignments.end(), o.inputAssignments.begin(),
                     o.inputAssignments.end());
  for (const std::string &a : assignments)
    if (!s.plan.set(a, error)) {
      printError("--input", error);
      exitCode = kExitBadInputs;
      return false;
    }
  if (!s.plan.generate(*s.workload, o.seed, s.inputs, error)) {
    printError(o.workload, error);
    exitCode = kExitBadInputs;
    return false;
  }
  return true;
}

double cli::secondsSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t)
      .count();
}

bool cli::computeReference(Session &s, std::vector<Tensor> &out,
                           double &seconds) {
  auto start = std::chrono::steady_clock::now();
  auto reference = defuse::computeReference(*s.workload, s.inputs);
  seconds = secondsSince(start);
  if (failed(reference))
    return false;
  out = std::move(reference->outputs);
  s.undefinedElements = reference->undefinedElements;
  s.nanFromFiniteInputs = reference->nanFromFiniteInputs;
  if (s.nanFromFiniteInputs)
    std::fprintf(stderr,
                 "defuse: note: the reference itself is NaN at %llu output "
                 "elements although every input is finite: the inputs are "
                 "probably outside the program's domain (a variance or a log "
                 "argument drawn negative?); those elements are not judged. "
                 "Set the inputs' ranges with --input or DEFUSE-INPUTS.\n",
                 static_cast<unsigned long long>(s.nanFromFiniteInputs));
  return true;
}

ProbeLimits cli::probeLimits(const CommonOptions &o) {
  ProbeLimits limits;
  limits.timeoutSeconds = o.timeoutSeconds;
  limits.memoryBytes =
      o.memoryMiB ? o.memoryMiB << 20 : defaultMemoryLimitBytes();
  return limits;
}

std::string cli::formatValue(ElementType t, double v) {
  char buf[64];
  if (t.isInteger())
    std::snprintf(buf, sizeof(buf), "%.0f", v);
  else
    std::snprintf(buf, sizeof(buf), "%.9g", v);
  return buf;
}

std::string cli::formatScalar(ElementType t, const Scalar &s) {
  if (t.isUnsigned())
    return std::to_string(t.asUnsigned(s.i));
  if (t.isInteger())
    return std::to_string(s.i);
  if (t.isComplex()) {
    char buf[96];
    std::snprintf(buf, sizeof(buf), "%.9g%+.9gi", s.f, s.im);
    return buf;
  }
  return formatValue(t, s.f);
}

std::string cli::formatIndex(const std::vector<int64_t> &idx) {
  std::string s = "[";
  for (size_t i = 0; i < idx.size(); ++i)
    s += (i ? ", " : "") + std::to_string(idx[i]);
  return s + "]";
}

json cli::elementJson(const ElementReport &e) {
  auto num = [](double v) -> json {
    if (std::isnan(v))
      return "nan";
    if (std::isinf(v))
      return v > 0 ? "inf" : "-inf";
    return v;
  };
  return {{"index", e.index},
          {"expected", num(e.expected)},
          {"bound", num(e.bound)},
          {"actual", num(e.actual)},
          {"ulps", num(e.ulps)}};
}

json cli::judgementJson(const OutputVerdict &o) {
  auto num = [](double v) -> json {
    return std::isfinite(v) ? json(v) : json(v > 0 ? "inf" : "nan");
  };
  json j = {{"tier", o.kind == VerdictKind::Pass ? "" : tierName(o.tier)},
            {"test", o.test},
            {"score", num(o.score)},
            {"p_value", num(o.pValue)},
            {"max_z", num(o.maxScore)},
            {"median_z", num(o.medianScore)},
            {"tail_z", num(o.tailScore)}};
  return j;
}

json cli::thresholdsJson(const StatisticalThresholds &t) {
  return {{"lanes", t.lanes},
          {"judged", t.judged},
          {"false_alarm_rate", t.runRate()},
          {"element", t.element},
          {"median", t.median},
          {"tail", t.tail}};
}

std::string cli::describeSourceOp(const SourceProgram &program,
                                  unsigned position) {
  mlir::Operation *op = program.ops()[position];
  std::vector<std::string> ids = Workload::identities(op->getLoc());
  return (ids.empty() ? std::string("?") : ids.front()) + " " +
         op->getName().getStringRef().str() + " at " +
         Workload::sourcePosition(op->getLoc());
}

bool cli::mlirFilesIn(const std::vector<std::string> &paths,
                      const std::string &what,
                      std::vector<std::string> &files) {
  for (const std::string &path : paths) {
    if (!llvm::sys::fs::is_directory(path)) {
      if (!llvm::sys::fs::exists(path)) {
        printError(path, "no such " + what);
        return false;
      }
      files.push_back(path);
      continue;
    }
    std::vector<std::string> own;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(path, ec), end; it != end && !ec;
         it.increment(ec))
      if (llvm::StringRef(it->path()).ends_with(".mlir"))
        own.push_back(it->path());
    std::sort(own.begin(), own.end());
    files.insert(files.end(), own.begin(), own.end());
  }
  return true;
}

std::vector<std::string>
cli::reproducersIn(const std::vector<std::string> &dirs) {
  std::vector<std::string> files;
  for (const std::string &dir : dirs) {
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end;
         it != end && !ec; it.increment(ec))
      if (llvm::sys::path::filename(it->path()) == "reproducer.mlir")
        files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

unsigned cli::jobsOrEveryCore(unsigned jobs) {
  return jobs ? jobs : std::max(1u, std::thread::hardware_concurrency());
}
