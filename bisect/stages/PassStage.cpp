//===- PassStage.cpp - The pass that breaks the workload ------------------===//
//
// Runs pass bisection (bisect/PassBisection.h) through the triage's probe
// runner and narrows the pipeline later stages compile with to the passes
// up to and including the culprit: the kernels they look at are the ones
// that pass produced, and every pass after it is one the failure does not
// need.
//
//===----------------------------------------------------------------------===//

#include "bisect/PassPipeline.h"
#include "bisect/Triage.h"

using namespace defuse;

namespace {

class PassStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "passes"; }

  Status run(TriageState &state, StageReport &report) override {
    if (state.passes.empty()) {
      report.outcome = "skipped";
      report.summary = "no pipeline: the default lowering or LLVM is to blame";
      return Status::Continue;
    }
    PassBisectionRequest request;
    request.workload = state.workload;
    request.inputs = state.inputs;
    request.reference = state.reference;
    request.undefinedElements = state.undefinedElements;
    request.pipeline = state.pipeline;
    request.llvmOptLevel = state.probeOptLevel();
    request.limits = state.probes->limits();
    request.probeAll = [&](const std::vector<ProbeRequest> &r) {
      return state.probes->runAll(r);
    };
    request.width = state.probes->jobs();
    auto result = bisectPasses(*state.context, request);
    if (failed(result)) {
      report.outcome = "error";
      return Status::Error;
    }
    state.pass = std::move(*result);
    const PassBisectionResult &r = *state.pass;
    using Outcome = PassBisectionResult::Outcome;
    switch (r.outcome) {
    case Outcome::NotReproduced:
      report.outcome = "not-reproduced";
      report.summary = "the full pipeline passed this time: nondeterministic";
      state.nondeterministic = true;
      return Status::Stop;
    case Outcome::BeforePipeline:
      report.outcome = "before-pipeline";
      report.summary = "fails with none of the passes: the default lowering "
                       "or LLVM";
      state.pipelinePrefix = 0;
      return Status::Continue;
    case Outcome::Found:
      break;
    }
    state.pipelinePrefix = r.index + 1;
    report.outcome = "found";
    report.summary =
        "pass #" + std::to_string(r.index + 1) + " of " +
        std::to_string(r.passes.size()) + ": " + r.passes[r.index] + " (" +
        (r.method == PassBisectionResult::Method::Semantic ? "semantic"
                                                           : "execution") +
        ")";
    return Status::Continue;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createPassStage() {
  return std::make_unique<PassStage>();
}
