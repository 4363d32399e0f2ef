//===- Commands.cpp -------------------------------------------------------===//

#include "tools/Commands.h"

#include "bisect/PassBisection.h"
#include "bisect/PassPipeline.h"
#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "ir/InputSpec.h"
#include "ir/Npy.h"
#include "ir/Workload.h"
#include "oracle/Oracle.h"
#include "target/Context.h"
#include "target/MlirTarget.h"
#include "target/Probe.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

void printError(const std::string &where, const std::string &what) {
  std::fprintf(stderr, "defuse: error: %s: %s\n", where.c_str(), what.c_str());
}

std::string firstLine(const std::string &s) {
  return s.substr(0, s.find('\n'));
}

/// Everything a command needs once the workload, pipeline and inputs are
/// known to be good.
struct Session {
  std::unique_ptr<mlir::MLIRContext> context;
  std::optional<Workload> workload;
  std::string sourceText;
  std::string pipeline;
  InputPlan plan;
  std::vector<Tensor> inputs;
  bool diagnosticPrinted = false;
  uint64_t undefinedElements = 0; // found by the reference
};

std::string readFile(const std::string &path, bool &ok) {
  std::ifstream in(path);
  ok = static_cast<bool>(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Pipeline text, or the contents of a .pipeline file (comment lines
/// starting with '#' dropped, lines joined).
std::string resolvePipeline(const std::string &spec) {
  struct stat st;
  if (spec.empty() || stat(spec.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
    return spec;
  bool ok;
  std::istringstream in(readFile(spec, ok));
  std::string line, text;
  while (std::getline(in, line)) {
    size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#')
      continue;
    line = line.substr(start);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
      line.pop_back();
    if (!text.empty() && text.back() != ',' && line.front() != ',')
      text += ",";
    text += line;
  }
  return text;
}

std::string shellQuote(const std::string &s) {
  if (s.find_first_of(" '\"(){}$*?;&|<>,=") == std::string::npos && !s.empty())
    return s;
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string reproduceCommand(const char *sub, const CommonOptions &o,
                             const Session &s) {
  std::string cmd = std::string("defuse ") + sub + " " + shellQuote(o.workload);
  if (!o.entry.empty())
    cmd += " --entry " + shellQuote(o.entry);
  if (!s.pipeline.empty())
    cmd += " --pipeline " + shellQuote(s.pipeline);
  for (const std::string &p : o.plugins)
    cmd += " --load-pass-plugin " + shellQuote(p);
  cmd += " --seed " + std::to_string(o.seed);
  for (const std::string &f : s.plan.flags())
    cmd += " " + f.substr(0, f.find(' ')) + " " +
           shellQuote(f.substr(f.find(' ') + 1));
  if (o.optLevel != 2)
    cmd += " --opt-level " + std::to_string(o.optLevel);
  return cmd;
}

/// Loads plugins, workload, pipeline and inputs; on failure prints one line
/// and returns the exit code through `exitCode`.
bool prepare(const CommonOptions &o, Session &s, int &exitCode,
             bool needPipeline) {
  initializeCompilerInfrastructure();
  for (const std::string &plugin : o.plugins) {
    std::string error;
    if (!loadPassPlugin(plugin, error)) {
      printError(plugin, "cannot load pass plugin: " + error);
      exitCode = kExitBadPlugin;
      return false;
    }
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
  auto loaded = Workload::parse(*s.context, s.sourceText, o.workload, o.entry);
  if (failed(loaded)) {
    if (!s.diagnosticPrinted)
      printError(o.workload, "cannot load workload");
    exitCode = kExitBadWorkload;
    return false;
  }
  s.workload.emplace(std::move(*loaded));

  if (needPipeline) {
    s.pipeline = resolvePipeline(o.pipeline);
    std::string error;
    if (!s.pipeline.empty() && !checkPipeline(s.pipeline, error)) {
      printError(o.pipeline == s.pipeline ? "--pipeline" : o.pipeline,
                 "pipeline does not parse: " + error);
      exitCode = kExitBadPipeline;
      return false;
    }
  }

  std::string error;
  s.plan = InputPlan::forWorkload(*s.workload, s.sourceText, error, ok);
  if (!ok) {
    std::fprintf(stderr, "defuse: error: %s\n", error.c_str());
    exitCode = kExitBadInputs;
    return false;
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
  for (size_t i = 0; i < o.inputFiles.size(); ++i)
    assignments.push_back("arg" + std::to_string(i) + "=file(" +
                          o.inputFiles[i] + ")");
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

double secondsSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t)
      .count();
}

bool computeReference(Session &s, std::vector<Tensor> &out, double &seconds) {
  auto start = std::chrono::steady_clock::now();
  Interpreter interp(s.workload->module());
  errors::UndefinedBehaviour::count() = 0;
  auto results = interp.call(s.workload->entry(), s.inputs);
  s.undefinedElements = errors::UndefinedBehaviour::count();
  seconds = secondsSince(start);
  if (failed(results))
    return false;
  out = std::move(*results);
  return true;
}

std::string formatValue(ElementType t, double v) {
  char buf[64];
  if (t.isInteger())
    std::snprintf(buf, sizeof(buf), "%.0f", v);
  else
    std::snprintf(buf, sizeof(buf), "%.9g", v);
  return buf;
}

std::string formatIndex(const std::vector<int64_t> &idx) {
  std::string s = "[";
  for (size_t i = 0; i < idx.size(); ++i)
    s += (i ? ", " : "") + std::to_string(idx[i]);
  return s + "]";
}

json elementJson(const ElementReport &e) {
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

bool dumpTensors(const std::string &dir, const std::string &prefix,
                 const std::vector<Tensor> &tensors) {
  mkdir(dir.c_str(), 0755);
  for (size_t i = 0; i < tensors.size(); ++i) {
    std::string error, path = dir + "/" + prefix + std::to_string(i) + ".npy";
    if (!writeNpy(path, tensors[i], error)) {
      printError(path, error);
      return false;
    }
  }
  return true;
}

ProbeRequest makeProbeRequest(const CommonOptions &o, const Session &s) {
  ProbeRequest request;
  request.moduleText = s.workload->text();
  request.entry = s.workload->entryName();
  request.options.pipeline = s.pipeline;
  request.options.llvmOptLevel = o.optLevel;
  for (const Tensor &t : s.inputs)
    request.inputs.push_back(Buffer::fromTensor(t));
  return request;
}

/// The first elements of `t`, one per line.
void printPreview(const Tensor &t, bool withBounds) {
  int64_t shown = std::min<int64_t>(t.numElements(), 8);
  for (int64_t i = 0; i < shown; ++i) {
    Scalar sc = t.get(i);
    double v = t.elementType().isFloat() ? sc.f : static_cast<double>(sc.i);
    std::printf("  %s %s", formatIndex(t.multiIndex(i)).c_str(),
                formatValue(t.elementType(), v).c_str());
    if (withBounds)
      std::printf(" ± %.3g", sc.err);
    std::printf("\n");
  }
  if (shown < t.numElements())
    std::printf("  ... %lld more\n",
                static_cast<long long>(t.numElements() - shown));
}

} // namespace

int defuse::runCommand(const CommonOptions &o) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/true))
    return code;
  std::vector<Tensor> reference;
  double refSeconds = 0;
  if (!computeReference(s, reference, refSeconds))
    return kExitUnsupported;

  ProbeRequest request = makeProbeRequest(o, s);
  ProbeLimits limits;
  limits.timeoutSeconds = o.timeoutSeconds;
  limits.memoryBytes = o.memoryMiB << 20;
  ProbeResult probe = runProbe(request, limits);
  Verdict verdict = judge(reference, probe, s.undefinedElements);
  std::string repro = reproduceCommand("run", o, s);

  if (!o.dumpDir.empty()) {
    std::vector<Tensor> actual;
    for (const Buffer &b : probe.outputs)
      actual.push_back(b.toTensor());
    if (!dumpTensors(o.dumpDir, "reference", reference) ||
        !dumpTensors(o.dumpDir, "actual", actual) ||
        !dumpTensors(o.dumpDir, "input", s.inputs))
      return kExitInternal;
  }

  if (o.json) {
    json j;
    j["workload"] = o.workload;
    j["entry"] = s.workload->entryName();
    j["pipeline"] = s.pipeline;
    j["seed"] = o.seed;
    j["verdict"] = verdictKindName(verdict.kind);
    j["miscompile"] = isMiscompile(verdict.kind);
    j["undefined_elements"] = s.undefinedElements;
    j["probe"] = {{"status", probeStatusName(verdict.probe)},
                  {"message", verdict.message},
                  {"pass", verdict.failingPass}};
    j["times"] = {{"reference_s", refSeconds},
                  {"compile_s", probe.compileSeconds},
                  {"run_s", probe.runSeconds},
                  {"probe_wall_s", probe.wallSeconds}};
    json outs = json::array();
    for (const OutputVerdict &ov : verdict.outputs) {
      json jo = {{"index", ov.index},
                 {"type", ov.spec.str()},
                 {"verdict", verdictKindName(ov.kind)},
                 {"elements", ov.elements},
                 {"failing", ov.failing},
                 {"value_mismatches", ov.valueMismatches},
                 {"nan_mismatches", ov.nanMismatches},
                 {"inf_mismatches", ov.infMismatches},
                 {"signed_zero_mismatches", ov.signedZeroMismatches},
                 {"unverifiable", ov.unverifiable},
                 {"misplaced_fraction", ov.misplacedFraction},
                 {"max_bound_ratio", std::isfinite(ov.maxBoundRatio)
                                         ? json(ov.maxBoundRatio)
                                         : json("inf")},
                 {"max_ulps",
                  std::isfinite(ov.maxUlps) ? json(ov.maxUlps) : json("inf")}};
      if (ov.failing) {
        jo["worst"] = elementJson(ov.worst);
        json samples = json::array();
        for (const ElementReport &e : ov.samples)
          samples.push_back(elementJson(e));
        jo["samples"] = samples;
      }
      outs.push_back(jo);
    }
    j["outputs"] = outs;
    j["reproduce"] = repro;
    std::cout << j.dump(2) << "\n";
  } else {
    std::printf("workload  %s (@%s, seed %llu)\n", o.workload.c_str(),
                s.workload->entryName().c_str(),
                static_cast<unsigned long long>(o.seed));
    std::printf("pipeline  %s\n", s.pipeline.empty()
                                      ? "(none: default lowering only)"
                                      : s.pipeline.c_str());
    std::printf("times     reference %.3f s, compile %.3f s, run %.3f s\n",
                refSeconds, probe.compileSeconds, probe.runSeconds);
    if (s.undefinedElements)
      std::printf("note      the workload executes undefined behaviour on "
                  "these inputs (%llu elements: integer division by zero, "
                  "out-of-range shift, index or conversion); those elements "
                  "are not judged\n",
                  static_cast<unsigned long long>(s.undefinedElements));
    if (verdict.probe != ProbeStatus::Ok) {
      std::printf("probe     %s%s%s: %s\n", probeStatusName(verdict.probe),
                  verdict.failingPass.empty() ? "" : " in pass ",
                  verdict.failingPass.c_str(), verdict.message.c_str());
    }
    for (const OutputVerdict &ov : verdict.outputs) {
      ElementType t = ov.spec.type;
      if (ov.kind == VerdictKind::Pass) {
        std::printf("output #%u %s: pass (%lld elements, error at most "
                    "%.3g of bound%s)\n",
                    ov.index, ov.spec.str().c_str(),
                    static_cast<long long>(ov.elements), ov.maxBoundRatio,
                    ov.unverifiable ? ", some unverifiable" : "");
        if (ov.unverifiable)
          std::printf("          %lld elements unverifiable (unbounded error "
                      "or undefined behaviour in the reference)\n",
                      static_cast<long long>(ov.unverifiable));
        continue;
      }
      std::printf("output #%u %s: %s, %lld of %lld elements wrong", ov.index,
                  ov.spec.str().c_str(), verdictKindName(ov.kind),
                  static_cast<long long>(ov.failing),
                  static_cast<long long>(ov.elements));
      if (ov.nanMismatches)
        std::printf(", %lld NaN", static_cast<long long>(ov.nanMismatches));
      if (ov.infMismatches)
        std::printf(", %lld Inf", static_cast<long long>(ov.infMismatches));
      if (ov.signedZeroMismatches)
        std::printf(", %lld signed-zero",
                    static_cast<long long>(ov.signedZeroMismatches));
      if (ov.kind == VerdictKind::Corruption)
        std::printf(", %.0f%% hold values from elsewhere",
                    100.0 * ov.misplacedFraction);
      std::printf("\n          worst at %s: expected %s ± %.3g, got %s",
                  formatIndex(ov.worst.index).c_str(),
                  formatValue(t, ov.worst.expected).c_str(), ov.worst.bound,
                  formatValue(t, ov.worst.actual).c_str());
      if (t.isInteger())
        std::printf(" (off by %.0f)", ov.worst.ulps);
      else if (std::isfinite(ov.worst.ulps))
        std::printf(" (%.4g ulp)", ov.worst.ulps);
      std::printf("\n");
    }
    std::printf("verdict   %s%s\n", verdictKindName(verdict.kind),
                isMiscompile(verdict.kind) ? " (miscompile)" : "");
    if (verdict.kind != VerdictKind::Pass)
      std::printf("reproduce %s\n", repro.c_str());
  }
  if (verdict.kind == VerdictKind::Pass)
    return kExitPass;
  if (verdict.kind == VerdictKind::UndefinedBehaviour)
    return kExitUndefinedBehaviour;
  if (verdict.kind == VerdictKind::CompileError)
    return verdict.probe == ProbeStatus::InternalError ? kExitInternal
                                                       : kExitCompileFailure;
  return kExitMiscompile;
}

int defuse::interpCommand(const CommonOptions &o) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/false))
    return code;
  std::vector<Tensor> reference;
  double seconds = 0;
  if (!computeReference(s, reference, seconds))
    return kExitUnsupported;
  if (!o.dumpDir.empty() && !dumpTensors(o.dumpDir, "reference", reference))
    return kExitInternal;
  if (o.json) {
    json j;
    j["workload"] = o.workload;
    j["seed"] = o.seed;
    j["reference_s"] = seconds;
    json outs = json::array();
    for (const Tensor &t : reference) {
      json values = json::array(), bounds = json::array();
      for (int64_t i = 0; i < t.numElements(); ++i) {
        Scalar sc = t.get(i);
        double v = t.elementType().isFloat() ? sc.f : static_cast<double>(sc.i);
        values.push_back(std::isfinite(v) ? json(v)
                                          : json(std::isnan(v) ? "nan"
                                                 : v > 0       ? "inf"
                                                               : "-inf"));
        bounds.push_back(std::isfinite(sc.err) ? json(sc.err) : json("inf"));
      }
      outs.push_back({{"type", TensorSpec{t.elementType(), t.shape()}.str()},
                      {"values", values},
                      {"bounds", bounds}});
    }
    j["outputs"] = outs;
    std::cout << j.dump() << "\n";
    return kExitPass;
  }
  std::printf("reference of @%s on seed %llu (%.3f s)\n",
              s.workload->entryName().c_str(),
              static_cast<unsigned long long>(o.seed), seconds);
  for (size_t k = 0; k < reference.size(); ++k) {
    const Tensor &t = reference[k];
    std::printf("output #%zu %s, largest bound %.3g\n", k,
                TensorSpec{t.elementType(), t.shape()}.str().c_str(),
                t.maxError());
    printPreview(t, /*withBounds=*/true);
  }
  return kExitPass;
}

int defuse::probeCommand(const CommonOptions &o) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/true))
    return code;
  ProbeResult r = runProbeInProcess(makeProbeRequest(o, s));
  std::printf("probe %s in-process: compile %.3f s, run %.3f s\n",
              probeStatusName(r.status), r.compileSeconds, r.runSeconds);
  if (r.status != ProbeStatus::Ok) {
    std::printf("%s%s%s\n", r.pass.empty() ? "" : "pass ", r.pass.c_str(),
                (": " + r.message).c_str());
    return kExitCompileFailure;
  }
  std::vector<Tensor> actual;
  for (const Buffer &b : r.outputs)
    actual.push_back(b.toTensor());
  for (size_t k = 0; k < actual.size(); ++k) {
    const Tensor &t = actual[k];
    std::printf("output #%zu %s\n", k,
                TensorSpec{t.elementType(), t.shape()}.str().c_str());
    printPreview(t, /*withBounds=*/false);
  }
  if (!o.dumpDir.empty() && !dumpTensors(o.dumpDir, "actual", actual))
    return kExitInternal;
  return kExitPass;
}

int defuse::listOpsCommand(bool asJson) {
  initializeCompilerInfrastructure();
  std::vector<std::string> names = SemanticsRegistry::get().names();
  if (asJson) {
    std::cout << json(names).dump() << "\n";
    return kExitPass;
  }
  std::printf("Ops the reference interpreter evaluates by name (plus every "
              "linalg structured op and every element-wise arith/math op):\n");
  for (const std::string &n : names)
    std::printf("  %s\n", n.c_str());
  return kExitPass;
}

namespace {

/// A unified diff of two module texts, at most `maxLines` lines, through the
/// system's diff(1).
std::string unifiedDiff(const std::string &before, const std::string &after,
                        size_t maxLines) {
  char dir[] = "/tmp/defuse-diff-XXXXXX";
  if (!mkdtemp(dir))
    return "";
  std::string a = std::string(dir) + "/before.mlir",
              b = std::string(dir) + "/after.mlir";
  std::ofstream(a) << before;
  std::ofstream(b) << after;
  std::string cmd = "diff -u --label before --label after " + a + " " + b;
  std::string out;
  if (FILE *pipe = popen(cmd.c_str(), "r")) {
    char line[4096];
    size_t count = 0;
    while (std::fgets(line, sizeof(line), pipe)) {
      if (count++ < maxLines)
        out += line;
    }
    pclose(pipe);
    if (count > maxLines)
      out += "... (" + std::to_string(count - maxLines) + " more lines)\n";
  }
  std::remove(a.c_str());
  std::remove(b.c_str());
  rmdir(dir);
  return out;
}

/// Module text reprinted without locations: they change wholesale under any
/// pass and would drown the ops in a diff.
std::string withoutLocations(mlir::MLIRContext &context,
                             const std::string &text) {
  mlir::ScopedDiagnosticHandler silence(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  auto module = mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  if (!module)
    return text;
  std::string out;
  llvm::raw_string_ostream os(out);
  module->print(os);
  return out;
}

void printOutputVerdicts(const Verdict &verdict, const char *expectedLabel,
                         const char *actualLabel) {
  for (const OutputVerdict &ov : verdict.outputs) {
    if (ov.kind == VerdictKind::Pass)
      continue;
    ElementType t = ov.spec.type;
    std::printf("          output #%u %s: %s, %lld of %lld elements differ; "
                "worst at %s: %s %s ± %.3g, %s %s\n",
                ov.index, ov.spec.str().c_str(), verdictKindName(ov.kind),
                static_cast<long long>(ov.failing),
                static_cast<long long>(ov.elements),
                formatIndex(ov.worst.index).c_str(), expectedLabel,
                formatValue(t, ov.worst.expected).c_str(), ov.worst.bound,
                actualLabel, formatValue(t, ov.worst.actual).c_str());
  }
}

} // namespace

int defuse::bisectPassesCommand(const CommonOptions &o) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/true))
    return code;
  if (s.pipeline.empty()) {
    printError("--pipeline", "pass bisection needs a pipeline");
    return kExitUsage;
  }
  std::vector<Tensor> reference;
  double refSeconds = 0;
  if (!computeReference(s, reference, refSeconds))
    return kExitUnsupported;

  PassBisectionRequest request;
  request.workload = &*s.workload;
  request.inputs = s.inputs;
  request.reference = reference;
  request.undefinedElements = s.undefinedElements;
  request.pipeline = s.pipeline;
  request.llvmOptLevel = o.optLevel;
  request.limits.timeoutSeconds = o.timeoutSeconds;
  request.limits.memoryBytes = o.memoryMiB << 20;
  auto result = bisectPasses(*s.context, request);
  if (failed(result))
    return kExitInternal;
  const PassBisectionResult &r = *result;
  using Outcome = PassBisectionResult::Outcome;
  bool semantic = r.method == PassBisectionResult::Method::Semantic;
  std::string culprit =
      r.outcome == Outcome::Found ? r.passes[r.index] : std::string();

  if (!o.dumpDir.empty() && r.outcome == Outcome::Found && semantic) {
    mkdir(o.dumpDir.c_str(), 0755);
    std::ofstream(o.dumpDir + "/before.mlir") << r.irBefore;
    std::ofstream(o.dumpDir + "/after.mlir") << r.irAfter;
  }
  if (o.json) {
    json j;
    j["workload"] = o.workload;
    j["pipeline"] = s.pipeline;
    j["passes"] = r.passes;
    j["outcome"] = r.outcome == Outcome::Found           ? "found"
                   : r.outcome == Outcome::NotReproduced ? "not-reproduced"
                                                         : "before-pipeline";
    if (r.outcome == Outcome::Found) {
      j["culprit"] = {{"index", r.index},
                      {"pass", passName(culprit)},
                      {"step", culprit},
                      {"method", semantic ? "semantic" : "execution"}};
    }
    j["verdict"] = verdictKindName(r.verdict.kind);
    j["semantic_frontier"] = r.semanticFrontier;
    j["probes"] = r.probes;
    j["interpretations"] = r.interpretations;
    j["seconds"] = r.seconds;
    std::cout << j.dump(2) << "\n";
  } else {
    std::printf("workload  %s (@%s, seed %llu)\n", o.workload.c_str(),
                s.workload->entryName().c_str(),
                static_cast<unsigned long long>(o.seed));
    std::printf(
        "pipeline  %zu passes; the interpreter followed the first %zu\n",
        r.passes.size(), r.semanticFrontier);
    switch (r.outcome) {
    case Outcome::NotReproduced:
      std::printf(
          "result    the full pipeline passes (%s): nothing to bisect\n",
          verdictKindName(r.verdict.kind));
      break;
    case Outcome::BeforePipeline:
      std::printf("result    the workload fails with none of these passes "
                  "(%s): the culprit is in the default lowering or LLVM\n",
                  verdictKindName(r.verdict.kind));
      break;
    case Outcome::Found:
      std::printf("culprit   pass #%zu of %zu: %s   [%s]\n", r.index + 1,
                  r.passes.size(), passName(culprit).c_str(), culprit.c_str());
      if (semantic) {
        std::printf("method    semantic: the module after this pass computes "
                    "%s values than the module before it\n",
                    r.verdict.kind == VerdictKind::Drift ? "drifted"
                                                         : "different");
        printOutputVerdicts(r.verdict, "before", "after");
      } else {
        std::printf("method    execution: passes 1..%zu + default lowering "
                    "pass, 1..%zu fail (%s)\n",
                    r.index, r.index + 1, verdictKindName(r.verdict.kind));
        printOutputVerdicts(r.verdict, "expected", "got");
      }
      break;
    }
    std::printf("cost      %u compile-and-runs, %u interpretations, %.2f s\n",
                r.probes, r.interpretations, r.seconds);
    if (r.outcome == Outcome::Found && semantic) {
      std::string diff =
          unifiedDiff(withoutLocations(*s.context, r.irBefore),
                      withoutLocations(*s.context, r.irAfter), 200);
      if (!diff.empty())
        std::printf("ir diff across the culprit:\n%s", diff.c_str());
    }
    std::printf("reproduce %s\n",
                reproduceCommand("bisect passes", o, s).c_str());
  }
  return r.outcome == Outcome::Found ? kExitMiscompile : kExitPass;
}
