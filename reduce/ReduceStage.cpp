//===- ReduceStage.cpp - Triage's last stage: a minimal reproducer --------===//
//
// Starts from the smallest program triage has shown to fail: the failing
// kernel's source ops outlined with the exact values they read (with the
// ops before them when the kernel fails only in context), compiled with the
// passes up to the culprit. When that start does not keep the signature,
// the whole workload is the start instead.
//
// Candidates compile at -O0 when the confirm stage saw the failure there
// too (the optimizer plays no part, and a probe costs about half); the
// reduced one is then checked once at the level asked for, and keeps it
// when it still fails there.
//
// A failure the confirm stage saw change between runs (uninitialized memory,
// a race) must fail in as many runs of every candidate as it confirmed with
// (FailureSignature::runs): else the reducer drifts to a program that fails
// now and then. So must the reduced program of any failure, and of such a
// failure each run after the first in a process of its own (a resident
// worker may repeat its garbage); where it does not, the reduction starts
// again on those terms.
//
// A reduction that ended on the op check `reaches` may have moved the
// damage to another op upstream of one of the signature's kind. The
// reduced program is small, so triage's kernel and op stages run on it
// once, and the op they name is reported next to the signature's.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"
#include "reduce/Interestingness.h"
#include "reduce/Reducer.h"
#include "target/mlir/PassPipeline.h"

#include "interp/Reference.h"
#include "ir/Workload.h"

using namespace defuse;
using namespace mlir;

namespace {

class ReduceStage : public TriageStage {
public:
  StringRef name() const override { return "reduce"; }

  Status run(TriageState &state, StageReport &report) override {
    FailureSignature signature = signatureOfTriage(state);
    // A failure whose outputs changed between the confirming runs must show
    // in as many runs of each smaller program.
    if (state.nondeterministic)
      signature.runs = std::max(1u, state.confirmRuns);
    bool hasCulprit = state.pass && state.pass->outcome ==
                                        PassBisectionResult::Outcome::Found;

    Candidate whole;
    whole.moduleText = state.workload->text();
    whole.entry = state.workload->entryName();
    whole.inputs = state.inputs;
    whole.passes.assign(state.passes.begin(),
                        state.passes.begin() + state.pipelinePrefix);
    whole.culprit = hasCulprit ? state.pass->index : Candidate::kNoCulprit;
    whole.llvmOptLevel = state.probeOptLevel();
    whole.targetFlags = state.targetFlags;

    std::vector<std::pair<Candidate, FailureSignature>> starts;
    if (state.kernel && state.program) {
      std::vector<unsigned> positions = state.kernel->context;
      positions.insert(positions.end(), state.kernel->kernel.sourceOps.begin(),
                       state.kernel->kernel.sourceOps.end());
      llvm::sort(positions);
      positions.erase(std::unique(positions.begin(), positions.end()),
                      positions.end());
      if (auto g = outlineSubgraph(*state.program, positions); succeeded(g)) {
        Candidate kernel = whole;
        kernel.moduleText = g->moduleText;
        kernel.entry = g->entry;
        kernel.inputs = g->inputs;
        // Inside the kernel the wrong values may not yet have turned into
        // what the whole program shows (a NaN downstream, say). A kind the
        // user gave stays as they named it when the kernel's counts as it.
        FailureSignature local = signature;
        if (!state.known ||
            !sameFailureKind(signature.kind, state.kernel->verdict.kind))
          local.kind = state.kernel->verdict.kind;
        starts.push_back({std::move(kernel), local});
      }
    }
    starts.push_back({whole, signature});
    // Pass bisection names the first pass after which the program means
    // something else. A folder that many passes share (TOSA's, say) may
    // also run in the default lowering, so the program fails with no pass
    // of the pipeline at all; "correct without the culprit" then never
    // holds. The last start asks for no pass.
    if (hasCulprit) {
      Candidate bare = whole;
      bare.passes.clear();
      bare.culprit = Candidate::kNoCulprit;
      FailureSignature anyPass = signature;
      anyPass.pass.clear();
      starts.push_back({std::move(bare), anyPass});
    }

    ReducerOptions options;
    options.progress = state.progress;
    auto strategies = createAllStrategies();
    unsigned confirmRuns = std::max(1u, state.confirmRuns);
    for (auto &[start, sig] : starts) {
      auto result = reduceCandidate(*state.context, *state.probes, start, sig,
                                    strategies, options);
      if (failed(result))
        continue;
      // Wrong values that stayed the same in every confirming run may come
      // and go in a smaller program (lanes never written, whose garbage
      // happens to be right): the reduced one must fail in as many runs,
      // else the reduction starts again holding every candidate to that.
      // Either way the reduced program fails in as many runs as the
      // confirm stage made (the summary below says so).
      bool fresh = state.nondeterministic;
      if (sig.runs < confirmRuns || (fresh && !sig.freshRuns)) {
        FailureSignature repeated = result->signature;
        repeated.runs = confirmRuns;
        repeated.freshRuns = fresh;
        bool holds = testInterestingness(*state.context, *state.probes,
                                         result->reduced, repeated)
                         .interesting;
        sig.runs = confirmRuns;
        sig.freshRuns = fresh;
        if (!holds) {
          result = reduceCandidate(*state.context, *state.probes, start, sig,
                                   strategies, options);
          if (failed(result))
            continue;
        }
      }
      restoreOptLevel(state, *result);
      if (result->signature.opCheck == OpCheck::Reaches &&
          !result->signature.opKind.empty())
        result->opOfReproducer = opNamedByTriage(state, *result);
      state.reduction = std::move(*result);
      const ReductionResult &r = *state.reduction;
      report.outcome = "reduced";
      report.summary = std::to_string(r.startOps) + " -> " +
                       std::to_string(r.opsAfter) + " ops, " +
                       std::to_string(state.passes.size()) + " -> " +
                       std::to_string(r.reduced.passes.size()) + " passes, " +
                       std::to_string(r.oracleCalls) +
                       " oracle calls, signature " + r.signature.str();
      if (sig.runs > 1)
        report.summary += ", failing in each of " + std::to_string(sig.runs) +
                          " runs" +
                          (sig.freshRuns ? ", " + std::to_string(sig.runs - 1) +
                                               " of them in fresh processes"
                                         : "");
      if (r.reduced.llvmOptLevel != state.llvmOptLevel)
        report.summary +=
            " (fails at -O" + std::to_string(r.reduced.llvmOptLevel) +
            " only, not at -O" + std::to_string(state.llvmOptLevel) + ")";
      return Status::Continue;
    }
    report.outcome = "not-reduced";
    report.summary = "no starting program keeps the signature " +
                     signature.str() + " on its own";
    return Status::Continue;
  }

private:
  /// The kind of the op triage's kernel and op stages name in the reduced
  /// program, with the signature's pass given; "" when they name none.
  static std::string opNamedByTriage(TriageState &outer,
                                     const ReductionResult &result) {
    const Candidate &c = result.reduced;
    FailureOr<Workload> workload =
        Workload::parse(*outer.context, c.moduleText, "reproducer", c.entry);
    if (failed(workload))
      return "";
    FailureOr<Reference> reference =
        computeReferenceQuietly(*outer.context, c.moduleText, c.entry, c.inputs,
                                result.signature.lanes());
    if (failed(reference))
      return "";
    TriageState inner;
    inner.context = outer.context;
    inner.workload = &*workload;
    inner.inputs = c.inputs;
    inner.reference = reference->outputs;
    inner.passes = c.passes;
    inner.pipeline = joinPipeline(c.passes, c.passes.size());
    inner.pipelinePrefix = c.passes.size();
    inner.llvmOptLevel = c.llvmOptLevel;
    inner.reproducesAtO0 = c.llvmOptLevel == 0;
    inner.probes = outer.probes;
    inner.known = result.signature;
    inner.confirmRuns = 1;
    std::vector<std::unique_ptr<TriageStage>> stages;
    stages.push_back(createConfirmStage());
    stages.push_back(createPassStage());
    stages.push_back(createKernelStage(KernelSearch::CutsFirst));
    stages.push_back(createOpStage());
    if (failed(runTriage(inner, stages)) || !inner.op)
      return "";
    return inner.op->name;
  }

  /// The reproducer should compile as the user compiled: the reduced
  /// candidate takes the level asked for when it still fails there.
  static void restoreOptLevel(TriageState &state, ReductionResult &result) {
    if (result.reduced.llvmOptLevel == state.llvmOptLevel)
      return;
    Candidate asAsked = result.reduced;
    asAsked.llvmOptLevel = state.llvmOptLevel;
    InterestingnessResult check = testInterestingness(
        *state.context, *state.probes, asAsked, result.signature);
    ++result.oracleCalls;
    if (!check.interesting)
      return;
    result.reduced = std::move(asAsked);
    result.verdict = check.verdict;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createReduceStage() {
  return std::make_unique<ReduceStage>();
}
