//===- Commands.cpp -------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"

#include "bisect/LlvmBisection.h"
#include "bisect/PassBisection.h"
#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "ir/InputSpec.h"
#include "ir/ModuleText.h"
#include "ir/Npy.h"
#include "ir/Workload.h"
#include "oracle/Oracle.h"
#include "target/Probe.h"
#include "target/Sandbox.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"
#include "target/mlir/PassPipeline.h"
#include "target/mlir/SandboxedTarget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
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
using namespace defuse::cli;

namespace {

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

ProbeRequest sessionRequest(const CommonOptions &o, const Session &s) {
  return defuse::makeProbeRequest(s.workload->text(), s.workload->entryName(),
                                  s.pipeline, o.optLevel, s.inputs);
}

/// The first elements of `t`, one per line.
void printPreview(const Tensor &t, bool withBounds) {
  int64_t shown = std::min<int64_t>(t.numElements(), 8);
  for (int64_t i = 0; i < shown; ++i) {
    Scalar sc = t.get(i);
    std::printf("  %s %s", formatIndex(t.multiIndex(i)).c_str(),
                formatScalar(t.elementType(), sc).c_str());
    if (withBounds)
      std::printf(" ± %.3g", sc.err);
    std::printf("\n");
  }
  if (shown < t.numElements())
    std::printf("  ... %lld more\n",
                static_cast<long long>(t.numElements() - shown));
}

} // namespace

/// With --framework-reference: judges the framework's outputs against the
/// reference, prints one line per output (or adds "framework" to `j`), and
/// says whether they agree.
bool cli::frameworkAgrees(const Session &s,
                          const std::vector<Tensor> &reference, json *j) {
  if (!s.framework)
    return true;
  Verdict v = judgeFrameworkOutputs(reference, *s.framework);
  bool agrees = v.kind == VerdictKind::Pass;
  if (j) {
    json outs = json::array();
    for (const OutputVerdict &ov : v.outputs)
      outs.push_back({{"index", ov.index},
                      {"verdict", verdictKindName(ov.kind)},
                      {"failing", ov.failing},
                      {"judgement", judgementJson(ov)}});
    (*j)["framework"] = {{"reference", s.framework->dir},
                         {"framework", s.framework->framework},
                         {"precision", s.framework->precision},
                         {"agrees", agrees},
                         {"verdict", verdictKindName(v.kind)},
                         {"message", v.message},
                         {"outputs", outs}};
    return agrees;
  }
  std::printf("framework %s, %s, from %s\n", s.framework->framework.c_str(),
              s.framework->precision.c_str(), s.framework->dir.c_str());
  if (!v.message.empty())
    std::printf("          %s\n", v.message.c_str());
  for (const OutputVerdict &ov : v.outputs) {
    ElementType t = ov.spec.type;
    if (ov.kind == VerdictKind::Pass || ov.kind == VerdictKind::Inconclusive) {
      std::printf("          output #%u %s: %s (%s)\n", ov.index,
                  ov.spec.str().c_str(),
                  ov.kind == VerdictKind::Pass ? "agrees" : "inconclusive",
                  describeJudgement(ov, v.thresholds).c_str());
      continue;
    }
    std::printf("          output #%u %s: disagrees, %s, %lld of %lld elements "
                "[%s]\n          worst at %s: reference %s ± %.3g, framework "
                "%s\n",
                ov.index, ov.spec.str().c_str(), verdictKindName(ov.kind),
                static_cast<long long>(ov.failing),
                static_cast<long long>(ov.elements),
                describeJudgement(ov, v.thresholds).c_str(),
                formatIndex(ov.worst.index).c_str(),
                formatValue(t, ov.worst.expected).c_str(), ov.worst.bound,
                formatValue(t, ov.worst.actual).c_str());
  }
  std::printf("export    %s\n",
              agrees ? "agrees with the framework"
                     : "DISAGREES with the framework: the workload does not "
                       "compute what the model computes (an export bug)");
  return agrees;
}

namespace {

/// `defuse run` of one entry: its report on stdout, or as JSON into `*out`
/// when given (else printed); the exit code.
int runEntry(const CommonOptions &o, json *out) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/true))
    return code;
  std::vector<Tensor> reference;
  double refSeconds = 0;
  if (!computeReference(s, reference, refSeconds))
    return kExitUnsupported;

  ProbeRequest request = sessionRequest(o, s);
  ProbeResult probe = s.target->run(request, probeLimits(o));
  Verdict verdict = judge(reference, probe, s.undefinedElements);
  std::string repro = reproduceCommand("run", o, s);
  bool exportAgrees = true;

  // Differential: the second compiler gets the same module and inputs (no
  // MLIR pipeline: that belongs to the first) and the same oracle.
  std::unique_ptr<Target> versus;
  Verdict versusVerdict;
  if (!o.versus.empty()) {
    llvm::StringRef name = llvm::StringRef(o.versus).split('@').first;
    llvm::StringRef version = llvm::StringRef(o.versus).split('@').second;
    versus = selectTarget(name.str(), version.str(), "", {});
    if (!versus)
      return kExitBadTarget;
    ProbeRequest other = makeProbeRequest(
        s.workload->text(), s.workload->entryName(), "", o.optLevel, s.inputs);
    versusVerdict = judge(reference, versus->run(other, probeLimits(o)),
                          s.undefinedElements);
  }
  bool disagree = versus && verdict.kind != versusVerdict.kind;

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
    j["target"] = s.target->description();
    j["seed"] = o.seed;
    j["verdict"] = verdictKindName(verdict.kind);
    j["miscompile"] = isMiscompile(verdict.kind);
    j["undefined_elements"] = s.undefinedElements;
    j["reference_nan_of_finite_inputs"] = s.nanFromFiniteInputs;
    j["probe"] = {{"status", probeStatusName(verdict.probe)},
                  {"message", verdict.message},
                  {"pass", verdict.failingPass},
                  {"compiler_note", probe.status == ProbeStatus::Ok
                                        ? probe.message
                                        : std::string()}};
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
                 {"statistically_judged", ov.statisticallyJudged},
                 {"unjudged", ov.unjudged},
                 {"sound_only", ov.soundOnly},
                 {"judgement", judgementJson(ov)},
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
    j["thresholds"] = thresholdsJson(verdict.thresholds);
    j["reproduce"] = repro;
    if (versus)
      j["versus"] = {{"target", versus->description()},
                     {"verdict", verdictKindName(versusVerdict.kind)},
                     {"miscompile", isMiscompile(versusVerdict.kind)},
                     {"message", versusVerdict.message},
                     {"disagree", disagree}};
    exportAgrees = frameworkAgrees(s, reference, &j);
    if (out)
      *out = std::move(j);
    else
      std::cout << j.dump(2) << "\n";
  } else {
    std::printf("workload  %s (@%s, seed %llu)\n", o.workload.c_str(),
                s.workload->entryName().c_str(),
                static_cast<unsigned long long>(o.seed));
    if (s.target->name() != "mlir")
      std::printf("target    %s\n", s.target->description().c_str());
    else
      std::printf("pipeline  %s\n", s.pipeline.empty()
                                        ? "(none: default lowering only)"
                                        : s.pipeline.c_str());
    std::printf("times     reference %.3f s, compile %.3f s, run %.3f s\n",
                refSeconds, probe.compileSeconds, probe.runSeconds);
    // What the compiler says of a compile that went through (its
    // autotuner's choices).
    if (probe.status == ProbeStatus::Ok && !probe.message.empty())
      std::printf("compiler  %s\n", probe.message.c_str());
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
      if (ov.kind == VerdictKind::Inconclusive) {
        std::printf("output #%u %s: inconclusive (%lld elements, all "
                    "unjudged: unbounded error, undefined behaviour or a "
                    "decision near its tie)\n",
                    ov.index, ov.spec.str().c_str(),
                    static_cast<long long>(ov.elements));
        continue;
      }
      if (ov.kind == VerdictKind::Pass) {
        // An unbounded (or NaN) bound is no bound: say how many have none.
        char bound[128];
        if (ov.unverifiable == ov.elements)
          std::snprintf(bound, sizeof(bound), "no element has a sound bound");
        else if (ov.unverifiable)
          std::snprintf(bound, sizeof(bound),
                        "error at most %.3g of bound, %lld without a sound "
                        "bound",
                        ov.maxBoundRatio,
                        static_cast<long long>(ov.unverifiable));
        else
          std::snprintf(bound, sizeof(bound), "error at most %.3g of bound",
                        ov.maxBoundRatio);
        std::printf("output #%u %s: pass (%lld elements, %s; %s)%s\n", ov.index,
                    ov.spec.str().c_str(), static_cast<long long>(ov.elements),
                    bound, describeJudgement(ov, verdict.thresholds).c_str(),
                    ov.unjudged ? ", some unjudged" : "");
        if (ov.unjudged)
          std::printf("          %lld elements unjudged (unbounded error, "
                      "undefined behaviour or a decision near its tie)\n",
                      static_cast<long long>(ov.unjudged));
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
      std::printf(" [%s]", describeJudgement(ov, verdict.thresholds).c_str());
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
    // A compile that failed says how: an error, a crash, out of memory or
    // out of time are different reports to the compiler's authors.
    std::string how;
    if (isMiscompile(verdict.kind))
      how = verdict.tier == Tier::Sound ? " (miscompile)"
                                        : " (miscompile, statistical)";
    else if (verdict.kind == VerdictKind::CompileError)
      how = std::string(" (") + probeStatusName(verdict.probe) + ")";
    std::printf("verdict   %s%s\n", verdictKindName(verdict.kind), how.c_str());
    if (versus) {
      std::printf("versus    %s: %s%s\n", versus->description().c_str(),
                  verdictKindName(versusVerdict.kind),
                  isMiscompile(versusVerdict.kind) ? " (miscompile)" : "");
      if (disagree)
        std::printf("          the two compilers disagree on this workload: "
                    "triage the one that fails (defuse triage with its "
                    "--target)\n");
    }
    exportAgrees = frameworkAgrees(s, reference, nullptr);
    if (verdict.kind != VerdictKind::Pass || !exportAgrees)
      std::printf("reproduce %s\n", repro.c_str());
  }
  // A miscompile is defuse's business first; an export that disagrees with
  // the framework comes next, whatever the compiled run says.
  if (!exportAgrees && !isMiscompile(verdict.kind))
    return kExitFrameworkMismatch;
  if (versus && isMiscompile(versusVerdict.kind) &&
      verdict.kind == VerdictKind::Pass)
    return kExitMiscompile;
  if (verdict.kind == VerdictKind::Pass)
    return kExitPass;
  if (verdict.kind == VerdictKind::Inconclusive)
    return kExitInconclusive;
  if (verdict.kind == VerdictKind::UndefinedBehaviour)
    return kExitUndefinedBehaviour;
  if (verdict.kind == VerdictKind::CompileError)
    return verdict.probe == ProbeStatus::InternalError ? kExitInternal
                                                       : kExitCompileFailure;
  return kExitMiscompile;
}

} // namespace

int defuse::runCommand(const CommonOptions &o,
                       const std::vector<std::string> &entries) {
  CommonOptions one = o;
  if (entries.size() <= 1) {
    if (!entries.empty())
      one.entry = entries.front();
    return runEntry(one, nullptr);
  }
  // Each entry exactly as `defuse run --entry` would judge it alone, one
  // after the other in this process: a suite of small functions (one op
  // each, say) costs their compiles, not a process each.
  int exitCode = kExitPass;
  size_t passing = 0;
  std::vector<std::string> others;
  json reports = json::array();
  for (size_t i = 0; i < entries.size(); ++i) {
    one.entry = entries[i];
    json report;
    int code = runEntry(one, o.json ? &report : nullptr);
    if (!o.json)
      std::printf("\n");
    std::fflush(stdout);
    if (o.json) {
      if (!report.is_object())
        report = {{"entry", entries[i]}}; // the error is on stderr
      report["exit_code"] = code;
      reports.push_back(std::move(report));
    }
    if (code == kExitPass) {
      ++passing;
      continue;
    }
    others.push_back(entries[i] + " (exit " + std::to_string(code) + ")");
    if (exitCode == kExitPass)
      exitCode = code;
  }
  if (o.json) {
    std::cout << reports.dump(2) << "\n";
    return exitCode;
  }
  std::printf("entries   %zu judged, %zu pass", entries.size(), passing);
  if (!others.empty())
    std::printf("; not: %s",
                llvm::join(others.begin(), others.end(), ", ").c_str());
  std::printf("\n");
  return exitCode;
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
    auto number = [](double v) {
      return std::isfinite(v) ? json(v)
                              : json(std::isnan(v) ? "nan"
                                     : v > 0       ? "inf"
                                                   : "-inf");
    };
    for (const Tensor &t : reference) {
      json values = json::array(), imag = json::array(), bounds = json::array();
      ElementType type = t.elementType();
      for (int64_t i = 0; i < t.numElements(); ++i) {
        Scalar sc = t.get(i);
        double v = type.isFloat() || type.isComplex() ? sc.f
                   : type.isUnsigned()
                       ? static_cast<double>(type.asUnsigned(sc.i))
                       : static_cast<double>(sc.i);
        values.push_back(number(v));
        if (type.isComplex())
          imag.push_back(number(sc.im));
        // "inf": unbounded; "nan": unbounded and possibly NaN.
        bounds.push_back(number(sc.err));
      }
      json out = {{"type", TensorSpec{type, t.shape()}.str()},
                  {"values", values},
                  {"bounds", bounds}};
      if (type.isComplex())
        out["imag"] = imag;
      outs.push_back(out);
    }
    j["outputs"] = outs;
    bool agrees = frameworkAgrees(s, reference, &j);
    std::cout << j.dump() << "\n";
    return agrees ? kExitPass : kExitFrameworkMismatch;
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
  return frameworkAgrees(s, reference, nullptr) ? kExitPass
                                                : kExitFrameworkMismatch;
}

int defuse::probeCommand(const ProbeOptions &o) {
  Session s;
  int code = kExitInternal;
  // The untrusted plugins must be known here to parse the pipeline; only
  // the sandboxed workers run their passes.
  CommonOptions withAll = o;
  if (o.isolation == "sandbox")
    withAll.plugins.insert(withAll.plugins.end(), o.untrustedPlugins.begin(),
                           o.untrustedPlugins.end());
  if (!prepare(withAll, s, code, /*needPipeline=*/true))
    return code;
  ProbeRequest request = sessionRequest(o, s);
  ProbeLimits limits;
  limits.timeoutSeconds = o.timeoutSeconds;
  if (o.memoryMiB)
    limits.memoryBytes = o.memoryMiB << 20;
  std::unique_ptr<SandboxedMlirTarget> sandboxed;
  if (o.isolation == "sandbox")
    sandboxed = std::make_unique<SandboxedMlirTarget>(
        SandboxPlugins{o.plugins, o.untrustedPlugins, o.untrustedPasses});
  ProbeResult r;
  std::vector<double> walls;
  for (unsigned i = 0; i < o.repeat; ++i) {
    auto start = std::chrono::steady_clock::now();
    r = o.isolation == "sandbox" ? sandboxed->run(request, limits)
        : o.isolation == "fork"  ? s.target->run(request, limits)
                                 : s.target->runInProcess(request);
    walls.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(walls.begin(), walls.end());
  std::string isolation = o.isolation;
  if (sandboxed)
    isolation +=
        std::string(" (") + sandboxModeName(sandboxDescription().mode) + ")";
  std::printf("probe %s %s: compile %.3f s, run %.3f s, wall %.4f s "
              "(median of %u, min %.4f s)\n",
              probeStatusName(r.status), isolation.c_str(), r.compileSeconds,
              r.runSeconds, walls[walls.size() / 2], o.repeat, walls.front());
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

int defuse::listPassesCommand(const std::vector<std::string> &plugins,
                              bool asJson) {
  if (!loadPlugins(plugins))
    return kExitBadPlugin;
  std::vector<RegisteredPass> passes = registeredPasses();
  if (asJson) {
    json list = json::array();
    for (const RegisteredPass &p : passes)
      list.push_back({{"name", p.name},
                      {"kind", p.pipeline ? "pipeline" : "pass"},
                      {"description", p.description}});
    std::cout << list.dump() << "\n";
    return kExitPass;
  }
  bool pipelines = false;
  std::printf("Passes:\n");
  for (const RegisteredPass &p : passes) {
    if (p.pipeline && !pipelines) {
      std::printf("Pass pipelines:\n");
      pipelines = true;
    }
    std::printf("  %-48s %s\n", p.name.c_str(), p.description.c_str());
  }
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
  request.limits = probeLimits(o);
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
      std::string diff = unifiedDiff(withoutLocations(*s.context, r.irBefore),
                                     withoutLocations(*s.context, r.irAfter),
                                     "before", "after", 200);
      if (!diff.empty())
        std::printf("ir diff across the culprit:\n%s", diff.c_str());
    }
    std::printf("reproduce %s\n",
                reproduceCommand("bisect passes", o, s).c_str());
  }
  return r.outcome == Outcome::Found ? kExitMiscompile : kExitPass;
}

int defuse::bisectLlvmCommand(const CommonOptions &o) {
  Session s;
  int code = kExitInternal;
  if (!prepare(o, s, code, /*needPipeline=*/true))
    return code;
  std::vector<Tensor> reference;
  double refSeconds = 0;
  if (!computeReference(s, reference, refSeconds))
    return kExitUnsupported;

  ProbeRequest base = sessionRequest(o, s);
  LlvmBisectionRequest request;
  request.moduleText = base.moduleText;
  request.entry = base.entry;
  request.pipeline = base.options.pipeline;
  request.inputs = base.inputs;
  request.reference = reference;
  request.undefinedElements = s.undefinedElements;
  request.llvmOptLevel = o.optLevel;
  request.limits = probeLimits(o);
  request.probe = [&](const ProbeRequest &r) {
    return s.target->run(r, request.limits);
  };
  auto result = bisectLlvmPasses(request);
  if (failed(result))
    return kExitInternal;
  const LlvmBisectionResult &r = *result;
  using Outcome = LlvmBisectionResult::Outcome;
  std::string repro = reproduceCommand("bisect llvm", o, s);

  if (o.json) {
    json j;
    j["workload"] = o.workload;
    j["entry"] = s.workload->entryName();
    j["pipeline"] = s.pipeline;
    j["opt_level"] = o.optLevel;
    j["outcome"] = r.outcome == Outcome::Found ? "found"
                   : r.outcome == Outcome::NotReproduced
                       ? "not-reproduced"
                       : "not-an-optimization-pass";
    j["llvm_passes"] = r.total;
    if (r.outcome == Outcome::Found)
      j["culprit"] = {
          {"index", r.index}, {"pass", r.pass.name}, {"unit", r.pass.unit}};
    j["verdict"] = verdictKindName(r.verdict.kind);
    j["probe"] = {{"status", probeStatusName(r.verdict.probe)},
                  {"message", r.verdict.message}};
    j["probes"] = r.probes;
    j["seconds"] = r.seconds;
    j["reproduce"] = repro;
    std::cout << j.dump(2) << "\n";
  } else {
    std::printf("workload  %s (@%s, seed %llu)\n", o.workload.c_str(),
                s.workload->entryName().c_str(),
                static_cast<unsigned long long>(o.seed));
    if (s.target->controls().llvmOptLevels)
      std::printf("llvm      -O%u after %s: %lld passes LLVM may skip "
                  "(optimization and code generation)\n",
                  o.optLevel,
                  s.pipeline.empty() ? "the default lowering"
                                     : "the pipeline and the default lowering",
                  static_cast<long long>(r.total));
    else
      std::printf("llvm      %s: %lld passes its LLVM may skip (optimization "
                  "and code generation)\n",
                  s.target->description().c_str(),
                  static_cast<long long>(r.total));
    switch (r.outcome) {
    case Outcome::NotReproduced:
      std::printf("result    the workload does not miscompile at -O%u (%s): "
                  "nothing to bisect\n",
                  o.optLevel, verdictKindName(r.verdict.kind));
      break;
    case Outcome::NotAnOptimizationPass:
      std::printf("result    the workload fails with every skippable LLVM pass "
                  "skipped (%s): the fault is in code generation LLVM cannot "
                  "skip, in the default lowering or in the MLIR pipeline\n",
                  verdictKindName(r.verdict.kind));
      printOutputVerdicts(r.verdict, "expected", "got");
      break;
    case Outcome::Found:
      std::printf("culprit   LLVM pass #%lld of %lld: %s on %s\n",
                  static_cast<long long>(r.index),
                  static_cast<long long>(r.total), r.pass.name.c_str(),
                  r.pass.unit.c_str());
      std::printf("method    opt-bisect: passes 1..%lld pass, 1..%lld fail "
                  "(%s)\n",
                  static_cast<long long>(r.index - 1),
                  static_cast<long long>(r.index),
                  verdictKindName(r.verdict.kind));
      printOutputVerdicts(r.verdict, "expected", "got");
      break;
    }
    std::printf("cost      %u compile-and-runs, %.2f s\n", r.probes, r.seconds);
    std::printf("reproduce %s\n", repro.c_str());
  }
  if (r.outcome != Outcome::NotReproduced)
    return kExitMiscompile;
  if (r.verdict.kind == VerdictKind::UndefinedBehaviour)
    return kExitUndefinedBehaviour;
  if (r.verdict.kind == VerdictKind::CompileError)
    return r.verdict.probe == ProbeStatus::InternalError ? kExitInternal
                                                         : kExitCompileFailure;
  return kExitPass;
}
