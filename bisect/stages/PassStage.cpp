//===- PassStage.cpp - The pass that breaks the workload ------------------===//
//
// Runs pass bisection (bisect/PassBisection.h) through the triage's probe
// runner and narrows the pipeline later stages compile with to the passes
// up to and including the culprit: the kernels they look at are the ones
// that pass produced, and every pass after it is one the failure does not
// need. A known signature names the pass: when exactly one step of the
// pipeline runs it, that step is the culprit without bisecting, once the
// workload is seen to fail with the passes up to it (the reducer's first
// test checks that the failure needs it).
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"
#include "target/mlir/PassPipeline.h"

using namespace defuse;

namespace {

class PassStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "passes"; }

  Status run(TriageState &state, StageReport &report) override {
    if (!state.probes->target().controls().passPipeline)
      return compilerPasses->run(state, report);
    if (state.passes.empty()) {
      report.outcome = "skipped";
      report.summary = "no pipeline: the default lowering or LLVM is to blame";
      return Status::Continue;
    }
    if (std::optional<size_t> step = knownCulprit(state)) {
      // The whole pipeline is the run confirm made: answered by the cache.
      std::string upToStep = *step + 1 == state.passes.size()
                                 ? state.pipeline
                                 : joinPipeline(state.passes, *step + 1);
      Verdict upTo =
          judge(state.reference,
                state.probes->run(state.request(state.workload->text(),
                                                state.workload->entryName(),
                                                state.inputs, upToStep)),
                state.undefinedElements);
      if (!sameFailureKind(state.known->kind, upTo.kind)) {
        state.reproduced = false;
        report.outcome = "not-this-pass";
        report.summary = "with the passes up to #" + std::to_string(*step + 1) +
                         ", " + state.passes[*step] +
                         ", the workload does not fail with " +
                         verdictKindName(state.known->kind) + " (" +
                         verdictKindName(upTo.kind) + ")";
        return Status::Stop;
      }
      PassBisectionResult named;
      named.outcome = PassBisectionResult::Outcome::Found;
      named.method = PassBisectionResult::Method::Execution;
      named.index = *step;
      named.passes = state.passes;
      named.verdict = state.verdict;
      state.pass = std::move(named);
      state.pipelinePrefix = *step + 1;
      report.outcome = "given";
      report.summary = "pass #" + std::to_string(*step + 1) + " of " +
                       std::to_string(state.passes.size()) + ": " +
                       state.passes[*step] + " (named by the signature)";
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
    request.lanes = state.referenceLanes();
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
    if (state.known && !state.known->pass.empty() &&
        passName(r.passes[r.index]) != state.known->pass) {
      state.reproduced = false;
      report.outcome = "other-pass";
      report.summary = "the failure comes from pass #" +
                       std::to_string(r.index + 1) + ", " + r.passes[r.index] +
                       ", not " + state.known->pass;
      return Status::Stop;
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

private:
  /// A target with its own pipeline: bisect the passes it prints instead.
  std::unique_ptr<TriageStage> compilerPasses = createCompilerPassStage();

  /// The one step of the pipeline that runs the known signature's pass.
  static std::optional<size_t> knownCulprit(const TriageState &state) {
    if (!state.known || state.known->pass.empty())
      return std::nullopt;
    std::vector<size_t> steps = stepsRunning(state.passes, state.known->pass);
    if (steps.size() != 1)
      return std::nullopt; // several: bisection tells which
    return steps.front();
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createPassStage() {
  return std::make_unique<PassStage>();
}
