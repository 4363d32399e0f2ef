//===- KernelStage.cpp - The fused kernel that computes wrong values ------===//
//
// Maps the module the culprit pass produced onto kernels (KernelMap.h),
// outlines each kernel's source ops with the reference values of their
// operands as inputs (SourceSubgraph.h), compiles them all in parallel with
// the pipeline up to the culprit, and names the first that fails. When no
// kernel fails on its own (the bug needs a neighbour: a skip-count, a shared
// buffer, a fusion across the cut), it searches topological prefixes of the
// kernel list for the kernel whose addition makes the program fail.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"

#include "ir/Workload.h"

#include "mlir/IR/Operation.h"

#include <set>

using namespace defuse;

namespace {

class KernelStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "kernels"; }

  Status run(TriageState &state, StageReport &report) override {
    auto program = SourceProgram::evaluate(*state.workload, state.inputs);
    if (failed(program)) {
      report.outcome = "error";
      return Status::Error;
    }
    state.program.emplace(std::move(*program));
    std::string snapshotPass;
    std::vector<Kernel> kernels = mapAfterCulprit(state, snapshotPass);
    if (kernels.empty()) {
      report.outcome = "no-kernels";
      report.summary = "no top-level op of the entry computes anything";
      return Status::Stop;
    }
    std::string pipeline = state.stagePipeline();

    std::vector<SubgraphProbe> isolated;
    std::vector<ProbeRequest> requests;
    for (const Kernel &k : kernels) {
      auto p = prepareSubgraph(state, k.sourceOps, pipeline);
      if (failed(p)) {
        report.outcome = "error";
        report.summary = "cannot outline the kernel at " + k.location;
        return Status::Error;
      }
      requests.push_back(p->request);
      isolated.push_back(std::move(*p));
    }
    if (state.progress)
      state.progress("kernels: " + std::to_string(kernels.size()) +
                     " kernels, compiling each on its own");
    std::vector<ProbeResult> results = state.probes->runAll(requests);

    KernelFinding f;
    f.count = kernels.size();
    f.snapshotPass = snapshotPass;
    std::vector<size_t> failingAlone;
    std::vector<Verdict> verdicts(kernels.size());
    for (size_t i = 0; i < kernels.size(); ++i) {
      verdicts[i] = judge(isolated[i].reference, results[i],
                          isolated[i].undefinedElements);
      if (state.reproduces(verdicts[i]))
        failingAlone.push_back(i);
    }
    // A kernel failing alone is the culprit only if the program fails from
    // it on: a fault keyed to its n-th site, or to a neighbour, can make a
    // later kernel fail alone while the first wrong values come earlier.
    std::optional<size_t> culprit;
    if (!failingAlone.empty()) {
      size_t i = failingAlone.front();
      Verdict withIt, before;
      if (prefixFails(state, kernels, pipeline, i + 1, withIt) &&
          (i == 0 || !prefixFails(state, kernels, pipeline, i, before))) {
        culprit = i;
        f.verdict = verdicts[i];
      }
    }
    if (!culprit) {
      culprit = searchPrefixes(state, kernels, pipeline, f);
      if (culprit) {
        f.isolated = llvm::is_contained(failingAlone, *culprit);
        if (f.isolated) {
          f.context.clear();
          f.verdict = verdicts[*culprit];
        }
      } else if (!failingAlone.empty()) {
        culprit = failingAlone.front(); // no prefix fails: trust isolation
        f.verdict = verdicts[*culprit];
      } else {
        report.outcome = "lost";
        report.summary = "neither a kernel alone nor any prefix of the "
                         "kernels fails once outlined";
        return Status::Stop;
      }
    }
    for (size_t i : failingAlone)
      if (i != *culprit)
        f.alsoFailing.push_back(i);
    f.index = *culprit;
    f.kernel = kernels[*culprit];
    state.kernel = std::move(f);
    const KernelFinding &k = *state.kernel;
    report.outcome = "found";
    report.summary = "kernel #" + std::to_string(k.index + 1) + " of " +
                     std::to_string(k.count) + ": " + k.kernel.opName + " at " +
                     k.kernel.location + " fusing " +
                     std::to_string(k.kernel.sourceOps.size()) + " source ops" +
                     (k.isolated ? "" : " (fails only after its prefix)");
    return Status::Continue;
  }

private:
  /// Kernels as the culprit pass left them: the last module at or before it
  /// whose entry is still a function of kernels.
  static std::vector<Kernel> mapAfterCulprit(TriageState &state,
                                             std::string &snapshotPass) {
    const SourceProgram &program = *state.program;
    if (state.pipelinePrefix > 0) {
      ProbeRequest trace =
          state.request(state.workload->text(), state.workload->entryName(),
                        state.inputs, "");
      trace.options.steps = state.passes;
      trace.options.stopAfterPipeline = true;
      ProbeResult traced = state.probes->run(trace);
      size_t last = std::min(state.pipelinePrefix, traced.snapshots.size());
      for (size_t i = last; i-- > 0;) {
        auto kernels = mapKernels(*state.context, traced.snapshots[i], program);
        if (succeeded(kernels) && !kernels->empty()) {
          snapshotPass = state.passes[i];
          return std::move(*kernels);
        }
      }
    }
    auto kernels = mapKernels(*state.context, state.workload->text(), program);
    return succeeded(kernels) ? std::move(*kernels) : std::vector<Kernel>();
  }

  /// The source ops of the first `count` kernels.
  static std::vector<unsigned> prefixOps(const std::vector<Kernel> &kernels,
                                         size_t count) {
    std::set<unsigned> ops;
    for (size_t i = 0; i < count; ++i)
      ops.insert(kernels[i].sourceOps.begin(), kernels[i].sourceOps.end());
    return std::vector<unsigned>(ops.begin(), ops.end());
  }

  /// Whether the first `count` kernels fail, outlined together.
  static bool prefixFails(TriageState &state,
                          const std::vector<Kernel> &kernels,
                          const std::string &pipeline, size_t count,
                          Verdict &v) {
    auto p = prepareSubgraph(state, prefixOps(kernels, count), pipeline);
    if (failed(p))
      return false;
    v = judge(p->reference, state.probes->run(p->request),
              p->undefinedElements);
    return state.reproduces(v);
  }

  /// The smallest prefix of `kernels` that fails when outlined together;
  /// its last kernel is the culprit, the rest its context.
  static std::optional<size_t>
  searchPrefixes(TriageState &state, const std::vector<Kernel> &kernels,
                 const std::string &pipeline, KernelFinding &f) {
    size_t lo = 0, hi = kernels.size();
    Verdict atHi;
    if (!prefixFails(state, kernels, pipeline, hi, atHi))
      return std::nullopt;
    if (state.progress)
      state.progress("kernels: searching topological prefixes");
    while (hi - lo > 1) {
      size_t mid = lo + (hi - lo) / 2;
      Verdict v;
      if (prefixFails(state, kernels, pipeline, mid, v)) {
        hi = mid;
        atHi = std::move(v);
      } else {
        lo = mid;
      }
    }
    f.isolated = false;
    std::set<unsigned> own(kernels[hi - 1].sourceOps.begin(),
                           kernels[hi - 1].sourceOps.end());
    for (unsigned op : prefixOps(kernels, hi - 1))
      if (!own.count(op))
        f.context.push_back(op);
    f.verdict = std::move(atHi);
    return hi - 1;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createKernelStage() {
  return std::make_unique<KernelStage>();
}
