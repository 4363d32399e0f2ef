//===- LlvmStage.cpp - The LLVM pass, when LLVM is where it goes wrong ----===//
//
// Runs LLVM opt-bisection (bisect/LlvmBisection.h) in two cases: no MLIR
// pass is to blame (the failure needs none of them), or the failure depends
// on LLVM's optimization level (it passes at -O0). In the second case the
// MLIR culprit stays the culprit (it may have planted undefined behaviour);
// the LLVM pass is the one that exposes it. A compiler with its own pipeline
// (IREE) gets the same search through its own LLVM's opt-bisect limit, once
// none of its passes before code generation is to blame.
//
//===----------------------------------------------------------------------===//

#include "bisect/LlvmBisection.h"
#include "bisect/Triage.h"

#include "ir/Workload.h"

using namespace defuse;

namespace {

class LlvmStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "llvm"; }

  Status run(TriageState &state, StageReport &report) override {
    if (!state.probes->target().controls().llvmBisect) {
      report.outcome = "skipped";
      report.summary = "the " + state.probes->target().name().str() +
                       " target has no opt-bisect control";
      return Status::Continue;
    }
    if (state.compilerPass && state.compilerPass->found) {
      report.outcome = "not-needed";
      report.summary = "the module already computes something else after " +
                       state.compilerPass->name() + ", before code generation";
      return Status::Continue;
    }
    bool mlirClean = !state.pass ||
                     state.pass->outcome != PassBisectionResult::Outcome::Found;
    std::string pipeline = state.stagePipeline();
    std::string text = state.workload->text();
    if (!mlirClean) {
      if (state.llvmOptLevel == 0) {
        report.outcome = "skipped";
        report.summary = "compiled at -O0";
        return Status::Continue;
      }
      // The confirm stage ran the workload at -O0 too.
      if (state.reproducesAtO0.value_or(false)) {
        report.outcome = "not-needed";
        report.summary = "fails at -O0 as well: LLVM's optimizer plays no part";
        return Status::Continue;
      }
    }
    LlvmBisectionRequest request;
    request.moduleText = text;
    request.entry = state.workload->entryName();
    request.pipeline = pipeline;
    for (const Tensor &t : state.inputs)
      request.inputs.push_back(Buffer::fromTensor(t));
    request.reference = state.reference;
    request.undefinedElements = state.undefinedElements;
    request.llvmOptLevel = state.llvmOptLevel;
    request.targetFlags = state.targetFlags;
    request.limits = state.probes->limits();
    request.probe = [&](const ProbeRequest &r) { return state.probes->run(r); };
    auto result = bisectLlvmPasses(request);
    if (failed(result)) {
      report.outcome = "error";
      return Status::Error;
    }
    using Outcome = LlvmBisectionResult::Outcome;
    switch (result->outcome) {
    case Outcome::NotReproduced:
      report.outcome = "not-reproduced";
      report.summary = "passes under LLVM bisection's compile";
      return Status::Continue;
    case Outcome::NotAnOptimizationPass:
      report.outcome = "not-an-optimization-pass";
      report.summary = "fails with every skippable LLVM pass skipped: code "
                       "generation or the lowering";
      state.llvmSummary = report.summary;
      return Status::Continue;
    case Outcome::Found:
      break;
    }
    state.llvmPass = result->pass.name;
    state.llvmSummary = "LLVM pass #" + std::to_string(result->index) + " of " +
                        std::to_string(result->total) + ": " +
                        result->pass.name + " on " + result->pass.unit;
    report.outcome = "found";
    report.summary = state.llvmSummary +
                     (mlirClean ? "" : " (exposes what the MLIR culprit did)");
    return Status::Continue;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createLlvmStage() {
  return std::make_unique<LlvmStage>();
}
