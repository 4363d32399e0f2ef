//===- Triage.cpp - The driver and what every stage shares ----------------===//

#include "bisect/Triage.h"
#include "bisect/DeltaDebugging.h"
#include "target/mlir/PassPipeline.h"

#include "interp/Reference.h"
#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <chrono>

using namespace defuse;
using namespace mlir;

unsigned TriageState::referenceLanes() const {
  if (known)
    return known->lanes();
  bool provenFailure =
      isMiscompile(verdict.kind) && verdict.tier == Tier::Sound;
  return provenFailure ? 0 : noiseLanes();
}

std::string TriageState::stagePipeline() const {
  return joinPipeline(passes, pipelinePrefix);
}

ProbeRequest TriageState::request(const std::string &moduleText,
                                  const std::string &entry,
                                  const std::vector<Tensor> &in,
                                  const std::string &pipeline) const {
  ProbeRequest r =
      makeProbeRequest(moduleText, entry, pipeline, probeOptLevel(), in);
  r.options.targetFlags = targetFlags;
  return r;
}

std::vector<std::string> TriageState::snapshots() const {
  ProbeRequest trace =
      request(workload->text(), workload->entryName(), inputs, "");
  trace.options.steps = passes;
  trace.options.stopAfterPipeline = true;
  return probes->run(trace).snapshots;
}

Verdict SubgraphProbe::judgeOn(ProbeRunner &probes) const {
  return judgeResult(probes.run(request));
}

Verdict SubgraphProbe::judgeResult(const ProbeResult &result) const {
  return judge(reference.outputs, result, reference.undefinedElements, family);
}

bool TriageState::reproduces(const Verdict &v) const {
  // Inside a subgraph the same bug may surface as another kind (a wrong
  // value that later became NaN in the whole program), so any miscompile
  // counts; the whole workload's own kind is pinned by pass bisection.
  return isMiscompile(v.kind);
}

std::vector<FusionEdge> defuse::minimalNeededEdges(
    const std::vector<FusionEdge> &taken,
    const std::function<bool(const std::vector<FusionEdge> &)> &failsDenying) {
  std::function<bool(const std::vector<FusionEdge> &)> failsAllowing =
      [&](const std::vector<FusionEdge> &allowed) {
        std::vector<FusionEdge> denied;
        for (const FusionEdge &e : taken)
          if (llvm::none_of(allowed, [&](const FusionEdge &a) {
                return a.str() == e.str();
              }))
            denied.push_back(e);
        return failsDenying(denied);
      };
  return minimizeFailing(taken, failsAllowing);
}

FailureOr<SubgraphProbe> defuse::prepareSubgraph(TriageState &state,
                                                 ArrayRef<unsigned> ops,
                                                 const std::string &pipeline) {
  auto g = outlineSubgraph(*state.program, ops);
  if (failed(g))
    return failure();
  SubgraphProbe p;
  p.subgraph = std::move(*g);
  auto reference = computeReferenceQuietly(
      *state.context, p.subgraph.moduleText, p.subgraph.entry,
      p.subgraph.inputs, state.referenceLanes());
  if (failed(reference))
    return failure();
  p.reference = std::move(*reference);
  p.request = state.request(p.subgraph.moduleText, p.subgraph.entry,
                            p.subgraph.inputs, pipeline);
  return p;
}

FailureOr<std::vector<StageReport>>
defuse::runTriage(TriageState &state,
                  ArrayRef<std::unique_ptr<TriageStage>> stages) {
  std::vector<StageReport> reports;
  for (const std::unique_ptr<TriageStage> &stage : stages) {
    StageReport report;
    report.name = stage->name().str();
    if (state.progress)
      state.progress(report.name + ": started");
    unsigned startedBefore = state.probes->started();
    unsigned hitsBefore = state.probes->cacheHits();
    auto start = std::chrono::steady_clock::now();
    TriageStage::Status status = stage->run(state, report);
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    report.probes = state.probes->started() - startedBefore;
    report.cached = state.probes->cacheHits() - hitsBefore;
    if (state.progress)
      state.progress(report.name + ": " + report.outcome + " (" +
                     std::to_string(report.probes) + " probes, " +
                     std::to_string(report.cached) + " cached) " +
                     report.summary);
    reports.push_back(std::move(report));
    if (status == TriageStage::Status::Error)
      return failure();
    if (status == TriageStage::Status::Stop)
      break;
  }
  return reports;
}
