//===- DispatchStage.cpp - The kernel that computes wrong values, traced --===//
//
// A compiler whose kernels cannot be outlined from a pipeline prefix (IREE)
// can still record every kernel's actual inputs and outputs in one run
// (Target::controls().kernelTrace) and say what each kernel is meant to
// compute (its own program before code generation). Each kernel is judged
// on its own: the reference evaluates the kernel's program on the values
// the kernel actually read, exactly, and the oracle judges what it wrote.
// Errors upstream cannot leak into this judgement, so the first kernel, in
// the order they ran, whose outputs fail is the one that computes wrong
// values; its source ops come from the locations it keeps.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"
#include "interp/Reference.h"
#include "ir/Workload.h"

#include "mlir/IR/Operation.h"

using namespace defuse;

namespace {

class DispatchStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "kernels"; }

  Status run(TriageState &state, StageReport &report) override {
    auto program = SourceProgram::evaluate(*state.workload, state.inputs);
    if (failed(program)) {
      report.outcome = "error";
      return Status::Error;
    }
    state.program.emplace(std::move(*program));
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    request.options.traceKernels = true;
    ProbeResult traced = state.probes->run(request);
    if (traced.status != ProbeStatus::Ok) {
      report.outcome = "no-trace";
      report.summary = "the kernels' values could not be recorded (" +
                       std::string(probeStatusName(traced.status)) + ": " +
                       traced.message + ")";
      return Status::Continue;
    }
    const std::vector<KernelTrace> &kernels = traced.kernelTraces;
    // Every kernel is judged under one false-alarm rate.
    unsigned family =
        static_cast<unsigned>(std::max<size_t>(1, kernels.size()));
    size_t judged = 0;
    std::vector<std::string> unreadable;
    for (size_t i = 0; i < kernels.size(); ++i) {
      const KernelTrace &k = kernels[i];
      if (k.moduleText.empty() || k.inputs.empty() || k.outputs.empty()) {
        unreadable.push_back(k.name);
        continue;
      }
      std::vector<Tensor> inputs;
      for (const Buffer &b : k.inputs)
        inputs.push_back(b.toTensor());
      auto reference =
          computeReferenceQuietly(*state.context, k.moduleText, "kernel",
                                  inputs, state.referenceLanes());
      if (failed(reference) || reference->outputs.size() != k.outputs.size()) {
        unreadable.push_back(k.name);
        continue;
      }
      ++judged;
      ProbeResult run;
      run.status = ProbeStatus::Ok;
      run.outputs = k.outputs;
      Verdict v =
          judge(reference->outputs, run, reference->undefinedElements, family);
      if (!isMiscompile(v.kind))
        continue;
      KernelFinding &f = state.kernel.emplace();
      f.index = i;
      f.count = kernels.size();
      f.kernel.opName = k.name;
      for (const std::string &id : k.sourceOps) {
        int position = state.program->positionOf(id);
        if (position >= 0)
          f.kernel.sourceOps.push_back(static_cast<unsigned>(position));
      }
      llvm::sort(f.kernel.sourceOps);
      f.kernel.sourceOps.erase(
          std::unique(f.kernel.sourceOps.begin(), f.kernel.sourceOps.end()),
          f.kernel.sourceOps.end());
      if (!f.kernel.sourceOps.empty())
        f.kernel.location = Workload::sourcePosition(
            state.program->ops()[f.kernel.sourceOps.back()]->getLoc());
      f.snapshotPass = "dispatch tracing";
      f.verdict = std::move(v);
      report.outcome = "found";
      report.summary = "dispatch #" + std::to_string(i + 1) + " of " +
                       std::to_string(kernels.size()) + ": " + k.name + " (" +
                       std::to_string(f.kernel.sourceOps.size()) +
                       " source ops), " + verdictKindName(f.verdict.kind) +
                       " on the values it read";
      return Status::Continue;
    }
    report.outcome = "clean";
    report.summary =
        "each of the " + std::to_string(judged) + " of " +
        std::to_string(kernels.size()) +
        " dispatches the reference reads computes its outputs "
        "right from the values it read" +
        (unreadable.empty()
             ? std::string()
             : "; not judged: " + unreadable.front() +
                   (unreadable.size() > 1
                        ? " and " + std::to_string(unreadable.size() - 1) +
                              " more"
                        : ""));
    return Status::Continue;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createDispatchStage() {
  return std::make_unique<DispatchStage>();
}
