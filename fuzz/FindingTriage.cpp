//===- FindingTriage.cpp - Reducing a silent finding into its report ------===//

#include "fuzz/FindingTriage.h"

#include "bisect/ProbeRunner.h"
#include "bisect/Triage.h"
#include "interp/Reference.h"
#include "ir/InputSpec.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

using namespace defuse;

std::string defuse::findingSignatureKey(FailureSignature signature) {
  if (signature.kind == VerdictKind::Corruption)
    signature.kind = VerdictKind::Drift;
  return signature.str();
}

TriageState defuse::campaignTriageState(mlir::MLIRContext &context,
                                        const Workload &workload,
                                        std::vector<Tensor> inputs,
                                        const Reference &reference,
                                        const FindingTriageRequest &compile,
                                        ProbeRunner &probes) {
  TriageState state;
  state.context = &context;
  state.workload = &workload;
  state.inputs = std::move(inputs);
  state.reference = reference.outputs;
  state.undefinedElements = reference.undefinedElements;
  state.pipeline = compile.pipeline;
  splitPipeline(state.pipeline, state.passes);
  state.pipelinePrefix = state.passes.size();
  state.llvmOptLevel = compile.llvmOptLevel;
  state.targetFlags = compile.targetFlags;
  state.confirmRuns = 2;
  state.probes = &probes;
  return state;
}

void defuse::reduceFinding(TriageState &state, Finding &f, ProbeRunner &probes,
                           const CampaignOptions &options,
                           const CampaignHooks &hooks) {
  auto say = [&](const std::string &line) {
    if (hooks.log)
      hooks.log(line);
  };
  std::vector<std::unique_ptr<TriageStage>> reduce;
  reduce.push_back(createReduceStage());
  (void)runTriage(state, reduce);
  if (!state.reduction)
    return;
  f.state = FindingState::Reduced;
  std::string dir = options.findingsDir + "/F" + std::to_string(f.id), error;
  if (hooks.emit && hooks.emit(state, f, probes, dir, error)) {
    f.state = FindingState::Reported;
    f.reportDir = dir;
  } else if (!error.empty()) {
    say("F" + std::to_string(f.id) + ": cannot write its report: " + error);
  }
  say("F" + std::to_string(f.id) + " reduced to " +
      std::to_string(state.reduction->opsAfter) + " ops, " +
      std::to_string(state.reduction->reduced.passes.size()) + " passes" +
      (f.reportDir.empty() ? "" : ": " + f.reportDir));
}

llvm::FailureOr<Finding>
defuse::triageStoredFinding(FindingsStore &store,
                            const FindingTriageRequest &request,
                            const CampaignOptions &options,
                            const CampaignHooks &hooks, std::string &error) {
  std::string name = "F" + std::to_string(request.finding);
  std::optional<Finding> stored = store.finding(request.finding);
  if (!stored) {
    error = store.lastError().empty() ? name + ": no such finding"
                                      : store.lastError();
    return llvm::failure();
  }
  Finding f = *stored;
  if (f.state != FindingState::New && f.state != FindingState::Triaged)
    return f; // reduced by an earlier run of this item, or marked by a human

  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  mlir::ScopedDiagnosticHandler quiet(
      context.get(), [](mlir::Diagnostic &) { return mlir::success(); });
  // The name the campaign parsed it under: locations, and so the report,
  // come out the same whichever worker reduces the finding.
  auto workload =
      Workload::parse(*context, f.programText,
                      "program-" + std::to_string(f.firstProgram) + ".mlir");
  if (failed(workload)) {
    error = name + ": its stored program does not parse";
    return llvm::failure();
  }
  std::vector<Tensor> inputs;
  std::string why;
  bool ok = true;
  InputPlan plan = InputPlan::forWorkload(*workload, f.programText, why, ok);
  if (!ok || !plan.generate(*workload, f.seed, inputs, why)) {
    error = name + ": inputs: " + why;
    return llvm::failure();
  }
  auto reference = computeReference(*workload, inputs);
  if (failed(reference)) {
    error = name + ": its program cannot be interpreted";
    return llvm::failure();
  }

  const Target &target = options.target ? *options.target : mlirTarget();
  ProbeRunner probes(options.limits, options.jobs, target);
  TriageState state = campaignTriageState(
      *context, *workload, std::move(inputs), *reference, request, probes);
  std::vector<std::unique_ptr<TriageStage>> locate;
  locate.push_back(createConfirmStage());
  locate.push_back(createPassStage());
  locate.push_back(createLlvmStage());
  locate.push_back(createKernelStage());
  locate.push_back(createOpStage());
  (void)runTriage(state, locate);

  if (!state.reproduced) {
    f.note = "did not fail again when a worker triaged it to reduce it "
             "(flaky, or it needs the machine that met it)";
  } else {
    std::string again = findingSignatureKey(signatureOfTriage(state));
    if (again != f.signature)
      f.note = "triaged again as " + again + " to reduce it";
    if (state.nondeterministic)
      f.note = "outputs differ between runs of the same compiled program "
               "(uninitialized or racy reads): the pass named may be wrong";
    reduceFinding(state, f, probes, options, hooks);
  }
  if (failed(store.updateFinding(f))) {
    error = store.lastError();
    return llvm::failure();
  }
  return f;
}
