//===- TriageCommand.cpp - defuse triage and bisect kernels / ops ---------===//
//
// Chains the triage stages (bisect/Triage.h) over one failing workload and
// prints what they found: progress on stderr as it goes, a summary a
// compiler engineer can act on (or JSON) on stdout at the end.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"

#include "bisect/Triage.h"
#include "ir/Workload.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <thread>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

std::vector<std::unique_ptr<TriageStage>> stagesFor(const TriageOptions &t) {
  TriageScope scope = t.scope;
  bool whole = scope == TriageScope::Full || scope == TriageScope::Reduce;
  std::vector<std::unique_ptr<TriageStage>> stages;
  if (whole)
    stages.push_back(createConfirmStage());
  stages.push_back(createPassStage());
  if (whole)
    stages.push_back(createLlvmStage());
  // The reducer needs one failing kernel; triage reports every kernel that
  // fails on its own.
  stages.push_back(createKernelStage(scope == TriageScope::Reduce
                                         ? KernelSearch::CutsFirst
                                         : KernelSearch::IsolateEach));
  if (scope == TriageScope::Full || scope == TriageScope::Ops)
    stages.push_back(createFusionStage());
  if (scope != TriageScope::Kernels)
    stages.push_back(createOpStage());
  if (whole && t.reduce)
    stages.push_back(createReduceStage());
  return stages;
}

json reductionJson(const ReductionResult &r, size_t workloadOps,
                   size_t passesBefore) {
  json strategies = json::array();
  for (const StrategyReport &s : r.strategies)
    strategies.push_back({{"name", s.name},
                          {"proposed", s.proposed},
                          {"tested", s.tested},
                          {"kept", s.kept},
                          {"seconds", s.seconds}});
  json inputs = json::array();
  for (const Tensor &t : r.reduced.inputs)
    inputs.push_back(t.shapeString());
  return {{"signature", r.signature.str()},
          {"op_check", opCheckName(r.signature.opCheck).str()},
          {"op_of_reproducer",
           r.opOfReproducer.empty() ? json() : json(r.opOfReproducer)},
          {"workload_ops", workloadOps},
          {"start_ops", r.startOps},
          {"ops_after", r.opsAfter},
          {"passes_before", passesBefore},
          {"passes", r.reduced.passes},
          {"pipeline", joinPipeline(r.reduced.passes, r.reduced.passes.size())},
          {"inputs", inputs},
          {"oracle_calls", r.oracleCalls},
          {"rounds", r.rounds},
          {"strategies", strategies},
          {"log", r.log}};
}

/// "op3 (tosa.sub)" for an edge end.
std::string describeEdgeEnd(const SourceProgram &program,
                            const std::string &id) {
  int p = program.positionOf(id);
  if (p < 0)
    return id;
  return id + " (" + program.ops()[p]->getName().getStringRef().str() + ")";
}

json verdictJson(const Verdict &v) {
  json outs = json::array();
  for (const OutputVerdict &o : v.outputs) {
    if (o.kind == VerdictKind::Pass)
      continue;
    outs.push_back({{"index", o.index},
                    {"type", o.spec.str()},
                    {"verdict", verdictKindName(o.kind)},
                    {"failing", o.failing},
                    {"elements", o.elements},
                    {"worst", cli::elementJson(o.worst)}});
  }
  return {{"kind", verdictKindName(v.kind)},
          {"probe", probeStatusName(v.probe)},
          {"outputs", outs}};
}

void printWorst(const Verdict &v, int output, const char *indent) {
  if (output < 0 || static_cast<size_t>(output) >= v.outputs.size())
    return;
  const OutputVerdict &o = v.outputs[output];
  ElementType t = o.spec.type;
  std::printf("%s%s value %s, %lld of %lld elements wrong; worst at %s: "
              "expected %s ± %.3g, got %s\n",
              indent, o.spec.str().c_str(), verdictKindName(o.kind),
              static_cast<long long>(o.failing),
              static_cast<long long>(o.elements),
              cli::formatIndex(o.worst.index).c_str(),
              cli::formatValue(t, o.worst.expected).c_str(), o.worst.bound,
              cli::formatValue(t, o.worst.actual).c_str());
}

int firstFailingOutput(const Verdict &v) {
  for (size_t i = 0; i < v.outputs.size(); ++i)
    if (v.outputs[i].kind != VerdictKind::Pass)
      return static_cast<int>(i);
  return -1;
}

} // namespace

int defuse::triageCommand(const CommonOptions &o, const TriageOptions &t) {
  cli::Session s;
  int code = kExitInternal;
  if (!cli::prepare(o, s, code, /*needPipeline=*/true))
    return code;
  std::vector<Tensor> reference;
  double refSeconds = 0;
  if (!cli::computeReference(s, reference, refSeconds))
    return kExitUnsupported;

  ProbeLimits limits = cli::probeLimits(o);
  unsigned jobs = cli::jobsOrEveryCore(t.jobs);
  ProbeRunner runner(limits, jobs, *s.target);
  if (!t.keepProbesDir.empty()) {
    runner.keepProbesIn(t.keepProbesDir);
    std::string flags;
    for (const std::string &p : o.plugins)
      flags += " --load-pass-plugin " + shellQuote(p);
    runner.setReproduceFlags(flags);
  }

  TriageState state;
  state.context = s.context.get();
  state.workload = &*s.workload;
  state.inputs = s.inputs;
  state.reference = reference;
  state.undefinedElements = s.undefinedElements;
  state.pipeline = s.pipeline;
  if (!splitPipeline(s.pipeline, state.passes)) {
    cli::printError("--pipeline", "unbalanced brackets");
    return kExitBadPipeline;
  }
  state.pipelinePrefix = state.passes.size();
  if (!t.signature.empty()) {
    std::string error;
    state.known = FailureSignature::parse(t.signature, error);
    if (!state.known) {
      cli::printError("--signature", error);
      return kExitUsage;
    }
    if (!state.known->pass.empty() && s.target->controls().passPipeline &&
        stepsRunning(state.passes, state.known->pass).empty()) {
      cli::printError("--signature",
                      "no step of the pipeline runs " + state.known->pass);
      return kExitUsage;
    }
  }
  state.llvmOptLevel = o.optLevel;
  state.confirmRuns = t.confirmRuns;
  state.probes = &runner;
  auto start = std::chrono::steady_clock::now();
  if (!t.quiet)
    state.progress = [&](const std::string &line) {
      std::fprintf(stderr, "triage [%6.1f s, %u probes] %s\n",
                   cli::secondsSince(start), runner.started(), line.c_str());
    };

  auto stages = stagesFor(t);
  auto reports = runTriage(state, stages);
  if (failed(reports)) {
    cli::printError(o.workload, "triage stopped: a stage could not run");
    return kExitInternal;
  }
  double seconds = cli::secondsSince(start);
  const char *sub = t.scope == TriageScope::Full      ? "triage"
                    : t.scope == TriageScope::Kernels ? "bisect kernels"
                    : t.scope == TriageScope::Reduce  ? "reduce"
                                                      : "bisect ops";
  std::string repro = cli::reproduceCommand(sub, o, s);
  if (!t.signature.empty())
    repro += " --signature " + shellQuote(t.signature);
  const PassBisectionResult *pass =
      state.pass && state.pass->outcome == PassBisectionResult::Outcome::Found
          ? &*state.pass
          : nullptr;
  const CompilerPassFinding *compilerPass =
      state.compilerPass && state.compilerPass->found ? &*state.compilerPass
                                                      : nullptr;
  bool found = state.kernel || pass || compilerPass || !state.llvmPass.empty();
  cli::EmittedFiles emitted;
  if (!t.emitDir.empty() && state.reduction) {
    std::string error;
    if (!cli::emitReproducerAndReport(*s.context, state, o, t, runner, seconds,
                                      emitted, error)) {
      cli::printError(t.emitDir, error);
      return kExitInternal;
    }
  }
  size_t workloadOps = state.program ? state.program->ops().size() : 0;
  const StageReport *reduceReport = nullptr;
  for (const StageReport &r : *reports)
    if (r.name == "reduce")
      reduceReport = &r;

  if (o.json) {
    json j;
    j["workload"] = o.workload;
    j["entry"] = s.workload->entryName();
    j["seed"] = o.seed;
    j["pipeline"] = s.pipeline;
    j["target"] = s.target->description();
    j["passes"] = state.passes;
    j["verdict"] = verdictKindName(state.verdict.kind);
    j["reproduced"] = state.reproduced || (t.scope != TriageScope::Full &&
                                           t.scope != TriageScope::Reduce);
    j["nondeterministic"] = state.nondeterministic;
    json stagesJson = json::array();
    for (const StageReport &r : *reports)
      stagesJson.push_back({{"name", r.name},
                            {"outcome", r.outcome},
                            {"summary", r.summary},
                            {"probes", r.probes},
                            {"cached", r.cached},
                            {"seconds", r.seconds}});
    j["stages"] = stagesJson;
    if (pass)
      j["pass"] = {
          {"index", pass->index},
          {"name", passName(pass->passes[pass->index])},
          {"step", pass->passes[pass->index]},
          {"method", pass->method == PassBisectionResult::Method::Semantic
                         ? "semantic"
                         : "execution"}};
    if (state.compilerPass)
      j["compiler_passes"] = {{"count", state.compilerPass->count},
                              {"frontier", state.compilerPass->frontier},
                              {"found", state.compilerPass->found},
                              {"method", state.compilerPass->method},
                              {"removed", state.compilerPass->removed}};
    if (compilerPass)
      j["pass"] = {
          {"index", compilerPass->index},
          {"name", compilerPass->name()},
          {"of", compilerPass->count},
          {"first_suspect", compilerPass->firstSuspect},
          {"suspects", std::vector<std::string>(
                           compilerPass->passes.begin() +
                               static_cast<long>(compilerPass->firstSuspect),
                           compilerPass->passes.begin() +
                               static_cast<long>(compilerPass->index) + 1)},
          {"method", compilerPass->method},
          {"compiler", s.target->description()},
          {"verdict", verdictJson(compilerPass->verdict)}};
    if (!state.llvmPass.empty() || !state.llvmSummary.empty())
      j["llvm"] = {{"pass", state.llvmPass}, {"summary", state.llvmSummary}};
    if (state.kernel) {
      const KernelFinding &k = *state.kernel;
      json ops = json::array();
      for (unsigned p : k.kernel.sourceOps) {
        mlir::Operation *op = state.program->ops()[p];
        std::vector<std::string> ids = Workload::identities(op->getLoc());
        ops.push_back({{"id", ids.empty() ? "" : ids.front()},
                       {"name", op->getName().getStringRef().str()},
                       {"location", Workload::sourcePosition(op->getLoc())}});
      }
      j["kernel"] = {{"index", k.index},
                     {"count", k.count},
                     {"op", k.kernel.opName},
                     {"location", k.kernel.location},
                     {"after_pass", k.snapshotPass},
                     {"isolated", k.isolated},
                     {"context_ops", k.context.size()},
                     {"also_failing", k.alsoFailing},
                     {"source_ops", ops},
                     {"verdict", verdictJson(k.verdict)}};
    }
    if (state.fusion) {
      const FusionFinding &f = *state.fusion;
      auto edges = [](const std::vector<FusionEdge> &list) {
        json a = json::array();
        for (const FusionEdge &e : list)
          a.push_back(e.str());
        return a;
      };
      j["fusion"] = {{"controllable", f.controllable},
                     {"reason", f.reason},
                     {"taken", edges(f.taken)},
                     {"needed", edges(f.needed)},
                     {"fails_unfused", f.failsUnfused}};
    }
    if (state.op) {
      const OpFinding &f = *state.op;
      j["op"] = {{"id", f.id},
                 {"name", f.name},
                 {"location", f.location},
                 {"view", f.view},
                 {"payload_op", f.payloadOp},
                 {"index_in_kernel", f.indexInKernel},
                 {"kernel_ops", f.kernelOps},
                 {"operands_at_worst", f.operandSummary},
                 {"verdict", verdictJson(f.verdict)}};
    }
    if (state.reduction) {
      j["reduction"] =
          reductionJson(*state.reduction, workloadOps, state.passes.size());
      j["reduction"]["probes"] = reduceReport ? reduceReport->probes : 0;
      j["reduction"]["seconds"] = reduceReport ? reduceReport->seconds : 0.0;
    }
    if (!emitted.reproducer.empty())
      j["emitted"] = {{"reproducer", emitted.reproducer},
                      {"report", emitted.report},
                      {"json", emitted.json},
                      {"kernel_graph", emitted.kernelGraph},
                      {"error_picture", emitted.errorPicture}};
    if (!emitted.upstream.empty())
      j["emitted"]["upstream"] = {{"dir", emitted.upstream},
                                  {"files", emitted.upstreamFiles}};
    else if (!emitted.upstreamNote.empty())
      j["emitted"]["upstream_note"] = emitted.upstreamNote;
    j["probes"] = runner.started();
    j["cached"] = runner.cacheHits();
    j["seconds"] = seconds;
    j["reproduce"] = repro;
    std::cout << j.dump(2) << "\n";
  } else {
    std::printf("workload  %s (@%s, seed %llu)\n", o.workload.c_str(),
                s.workload->entryName().c_str(),
                static_cast<unsigned long long>(o.seed));
    if (s.target->controls().passPipeline)
      std::printf("pipeline  %zu passes\n", state.passes.size());
    else
      std::printf("target    %s\n", s.target->description().c_str());
    for (const StageReport &r : *reports)
      std::printf("stage     %-8s %-16s %3u probes %3u cached %7.2f s  %s\n",
                  r.name.c_str(), r.outcome.c_str(), r.probes, r.cached,
                  r.seconds, r.summary.c_str());
    std::printf("verdict   %s%s%s\n", verdictKindName(state.verdict.kind),
                isMiscompile(state.verdict.kind) ? " (miscompile)" : "",
                state.nondeterministic ? ", NONDETERMINISTIC" : "");
    if (pass) {
      const std::string &step = pass->passes[pass->index];
      std::printf("pass      #%zu of %zu: %s   [%s]\n", pass->index + 1,
                  pass->passes.size(), passName(step).c_str(), step.c_str());
    } else if (state.pass) {
      std::printf("pass      none of the pipeline's passes is needed: the "
                  "default lowering or LLVM\n");
    }
    if (compilerPass) {
      const CompilerPassFinding &c = *compilerPass;
      std::printf("pass      #%zu of %zu: %s   [%s, %s]\n", c.index + 1,
                  c.count, c.name().c_str(), s.target->name().str().c_str(),
                  c.method.c_str());
      if (c.removed.size() > 1)
        std::printf("          the failure goes only with all of %s left "
                    "out\n",
                    llvm::join(c.removed, ", ").c_str());
      for (size_t i = c.firstSuspect; i < c.index; ++i)
        std::printf("          or #%zu %s (its module is not readable)\n",
                    i + 1, c.passes[i].c_str());
      printWorst(c.verdict, firstFailingOutput(c.verdict), "          ");
    }
    if (!state.llvmSummary.empty())
      std::printf("llvm      %s\n", state.llvmSummary.c_str());
    if (state.kernel) {
      const KernelFinding &k = *state.kernel;
      std::printf("kernel    #%zu of %zu: %s at %s%s, fusing %zu source "
                  "ops%s:\n",
                  k.index + 1, k.count, k.kernel.opName.c_str(),
                  k.kernel.location.c_str(),
                  k.snapshotPass.empty()
                      ? ""
                      : (" (after " + passName(k.snapshotPass) + ")").c_str(),
                  k.kernel.sourceOps.size(),
                  k.isolated ? ""
                             : (", failing only after the " +
                                std::to_string(k.context.size()) +
                                " source ops before it")
                                   .c_str());
      for (unsigned p : k.kernel.sourceOps)
        std::printf("            %s\n",
                    cli::describeSourceOp(*state.program, p).c_str());
      printWorst(k.verdict, firstFailingOutput(k.verdict), "          ");
    }
    if (state.fusion) {
      const FusionFinding &f = *state.fusion;
      if (!f.controllable)
        std::printf("fusion    %s\n", f.reason.c_str());
      else if (f.failsUnfused)
        std::printf("fusion    not needed: the kernel fails with all %zu "
                    "fusion decisions denied\n",
                    f.taken.size());
      else {
        std::printf("fusion    %zu of %zu decisions of %s needed:",
                    f.needed.size(), f.taken.size(), f.pass.c_str());
        for (const FusionEdge &e : f.needed)
          std::printf(" %s > %s;",
                      describeEdgeEnd(*state.program, e.producer).c_str(),
                      describeEdgeEnd(*state.program, e.consumer).c_str());
        std::printf("\n");
      }
    }
    if (state.op) {
      const OpFinding &f = *state.op;
      std::printf("op        %s %s at %s", f.id.c_str(), f.name.c_str(),
                  f.location.c_str());
      if (f.view == "payload")
        std::printf(": its %s, payload op %zu of %zu of the kernel\n",
                    f.payloadOp.c_str(), f.indexInKernel + 1, f.kernelOps);
      else if (f.view == "pass")
        std::printf(" (the first op whose value the culprit pass changed)\n");
      else if (f.view == "removed")
        std::printf(" (removed by the culprit pass; %s, which read it, is "
                    "the first op whose value changed)\n",
                    f.payloadOp.c_str());
      else
        std::printf(" (source op %zu of %zu in the kernel)\n",
                    f.indexInKernel + 1, f.kernelOps);
      printWorst(f.verdict, f.output, "          ");
      if (!f.operandSummary.empty())
        std::printf("          operands there: %s\n", f.operandSummary.c_str());
    }
    if (state.reduction) {
      const ReductionResult &r = *state.reduction;
      std::printf("reduced   %zu -> %u ops, %zu -> %zu passes, %u oracle "
                  "calls (%u probes, %.2f s), from a start of %u ops, "
                  "signature %s (op check: %s)\n",
                  workloadOps ? workloadOps : size_t(r.startOps), r.opsAfter,
                  state.passes.size(), r.reduced.passes.size(), r.oracleCalls,
                  reduceReport ? reduceReport->probes : 0,
                  reduceReport ? reduceReport->seconds : 0.0, r.startOps,
                  r.signature.str().c_str(),
                  opCheckName(r.signature.opCheck).data());
      std::printf(
          "          pipeline %s\n",
          joinPipeline(r.reduced.passes, r.reduced.passes.size()).c_str());
      std::string shapes;
      for (const Tensor &in : r.reduced.inputs)
        shapes += (shapes.empty() ? "" : ", ") + in.shapeString();
      std::printf("          inputs   %s\n", shapes.c_str());
      if (!r.opOfReproducer.empty())
        std::printf("          its own triage names a %s%s\n",
                    r.opOfReproducer.c_str(),
                    r.opOfReproducer == r.signature.opKind
                        ? ", the signature's kind"
                        : (", not the signature's " + r.signature.opKind +
                           ": under 'reaches' the damage moved to another op")
                              .c_str());
    }
    if (!emitted.reproducer.empty())
      std::printf("emitted   %s (lit test), %s, %s\n",
                  emitted.reproducer.c_str(), emitted.report.c_str(),
                  emitted.json.c_str());
    if (!emitted.upstream.empty()) {
      std::string names;
      for (const std::string &f : emitted.upstreamFiles)
        names += (names.empty() ? "" : ", ") + f;
      std::printf("upstream  %s: %s\n", emitted.upstream.c_str(),
                  names.c_str());
    } else if (!emitted.upstreamNote.empty()) {
      std::printf("upstream  not written: %s\n", emitted.upstreamNote.c_str());
    }
    std::printf("cost      %u compile-and-runs (%u more answered from the "
                "cache), %.2f s, %u jobs\n",
                runner.started(), runner.cacheHits(), seconds, runner.jobs());
    if (!t.keepProbesDir.empty())
      std::printf("probes    every probe's module, inputs and command: %s/"
                  "probes.txt\n",
                  t.keepProbesDir.c_str());
    std::printf("reproduce %s\n", repro.c_str());
  }
  if (t.scope == TriageScope::Full || t.scope == TriageScope::Reduce)
    // A confirmed failure is a miscompile whether or not a stage could
    // locate it.
    return state.reproduced ? kExitMiscompile : kExitPass;
  return found ? kExitMiscompile : kExitPass;
}
