//===- KernelStage.cpp - The fused kernel that computes wrong values ------===//
//
// Maps the module the culprit pass produced onto kernels (KernelMap.h),
// outlines each kernel's source ops with the reference values of their
// operands as inputs (SourceSubgraph.h), compiles them all in parallel with
// the pipeline up to the culprit, and names the first that fails. When no
// kernel fails on its own (the bug needs a neighbour: a skip-count, a shared
// buffer, a fusion across the cut), or to confirm the one that does, it cuts
// the program after a source op (a topological frontier) and searches, as
// many cuts a round as probes run in parallel, for the op whose addition
// makes the program fail: its kernel is the culprit.
//
// With KernelSearch::CutsFirst (`defuse reduce`) the cuts come first and
// only the kernel they name is outlined on its own, to know whether it
// fails without the ops before it: about ten probes instead of one per
// kernel, but no list of the other kernels that fail alone.
//
//===----------------------------------------------------------------------===//

#include "bisect/FirstFailing.h"
#include "bisect/Triage.h"

#include "ir/Workload.h"

#include "mlir/IR/Operation.h"

#include <map>
#include <set>

using namespace defuse;

namespace {

class KernelStage : public TriageStage {
public:
  explicit KernelStage(KernelSearch search) : search(search) {}
  llvm::StringRef name() const override { return "kernels"; }

  Status run(TriageState &state, StageReport &report) override {
    TargetControls controls = state.probes->target().controls();
    if (!controls.passPipeline && !controls.kernelMap) {
      // Kernels are mapped on the module after a pipeline prefix, which
      // only a target that runs defuse's pipelines can stop at, or by the
      // compiler itself; another may record its kernels as they run.
      if (controls.kernelTrace)
        return dispatches->run(state, report);
      report.outcome = "skipped";
      report.summary = "the " + state.probes->target().name().str() +
                       " target cannot record its kernels' values";
      return Status::Continue;
    }
    auto program = SourceProgram::evaluate(*state.workload, state.inputs);
    if (failed(program)) {
      report.outcome = "error";
      return Status::Error;
    }
    state.program.emplace(std::move(*program));
    std::string snapshotPass;
    std::vector<Kernel> kernels = mapAfterCulprit(state, snapshotPass);
    state.kernels = kernels;
    if (kernels.empty()) {
      report.outcome = "no-kernels";
      report.summary = "no top-level op of the entry computes anything";
      return Status::Stop;
    }
    std::string pipeline = state.stagePipeline();
    KernelFinding f;
    f.count = kernels.size();
    f.snapshotPass = snapshotPass;

    if (search == KernelSearch::CutsFirst) {
      if (std::optional<size_t> culprit =
              searchCuts(state, kernels, pipeline, f)) {
        auto alone =
            prepareSubgraph(state, kernels[*culprit].sourceOps, pipeline);
        if (failed(alone)) {
          report.outcome = "error";
          report.summary =
              "cannot outline the kernel at " + kernels[*culprit].location;
          return Status::Error;
        }
        Verdict v = alone->judgeOn(*state.probes);
        if (state.reproduces(v)) {
          f.isolated = true;
          f.context.clear();
          f.verdict = std::move(v);
        }
        return found(state, report, std::move(f), kernels, *culprit);
      }
      // No cut fails: a kernel may still fail on its own.
    }

    std::vector<SubgraphProbe> isolated;
    std::vector<ProbeRequest> requests;
    for (const Kernel &k : kernels) {
      auto p = prepareSubgraph(state, k.sourceOps, pipeline);
      if (failed(p)) {
        report.outcome = "error";
        report.summary = "cannot outline the kernel at " + k.location;
        return Status::Error;
      }
      // Hundreds of kernels judged at once share one run's false-alarm
      // rate, or some legal kernel among them would fail by chance.
      p->family = static_cast<unsigned>(kernels.size());
      requests.push_back(p->request);
      isolated.push_back(std::move(*p));
    }
    if (state.progress)
      state.progress("kernels: " + std::to_string(kernels.size()) +
                     " kernels, compiling each on its own");
    std::vector<ProbeResult> results = state.probes->runAll(requests);

    std::vector<size_t> failingAlone;
    std::vector<Verdict> verdicts(kernels.size());
    for (size_t i = 0; i < kernels.size(); ++i) {
      verdicts[i] = isolated[i].judgeResult(results[i]);
      if (state.reproduces(verdicts[i]))
        failingAlone.push_back(i);
    }
    // A kernel failing alone is the culprit only if the program fails from
    // it on: a fault keyed to its n-th site, or to a neighbour, can make a
    // later kernel fail alone while the first wrong values come earlier.
    std::optional<size_t> culprit;
    if (!failingAlone.empty()) {
      size_t i = failingAlone.front();
      unsigned first = kernels[i].sourceOps.front();
      unsigned last = kernels[i].sourceOps.back();
      // Both cuts at once: they are independent probes.
      std::vector<unsigned> lasts{last};
      if (first > 0)
        lasts.push_back(first - 1);
      std::vector<Verdict> cutVerdicts;
      std::vector<bool> fails = cutsFail(state, pipeline, lasts, cutVerdicts);
      if (fails[0] && (first == 0 || !fails[1])) {
        culprit = i;
        f.verdict = verdicts[i];
      }
    }
    if (!culprit) {
      culprit = searchCuts(state, kernels, pipeline, f);
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
        report.summary = "neither a kernel alone nor any cut of the "
                         "program fails once outlined";
        return Status::Stop;
      }
    }
    for (size_t i : failingAlone)
      if (i != *culprit)
        f.alsoFailing.push_back(i);
    return found(state, report, std::move(f), kernels, *culprit);
  }

private:
  std::unique_ptr<TriageStage> dispatches = createDispatchStage();
  KernelSearch search;

  static Status found(TriageState &state, StageReport &report, KernelFinding f,
                      const std::vector<Kernel> &kernels, size_t culprit) {
    f.index = culprit;
    f.kernel = kernels[culprit];
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

  /// Kernels as the culprit pass left them: the last module at or before it
  /// whose entry is still a function of kernels.
  static std::vector<Kernel> mapAfterCulprit(TriageState &state,
                                             std::string &snapshotPass) {
    const SourceProgram &program = *state.program;
    if (state.probes->target().controls().kernelMap)
      return mapByCompiler(state, snapshotPass);
    if (state.pipelinePrefix > 0) {
      std::vector<std::string> snapshots = state.snapshots();
      size_t last = std::min(state.pipelinePrefix, snapshots.size());
      for (size_t i = last; i-- > 0;) {
        auto kernels = mapKernels(*state.context, snapshots[i], program);
        if (succeeded(kernels) && !kernels->empty()) {
          snapshotPass = state.passes[i];
          return std::move(*kernels);
        }
      }
    }
    auto kernels = mapKernels(*state.context, state.workload->text(), program);
    return succeeded(kernels) ? std::move(*kernels) : std::vector<Kernel>();
  }

  /// Kernels as the compiler reports them (Target::controls().kernelMap):
  /// each with the source ops its instructions came from. Kernels that
  /// name no source op (a copy the compiler made) cannot be outlined.
  static std::vector<Kernel> mapByCompiler(TriageState &state,
                                           std::string &snapshotPass) {
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    request.options.mapKernels = true;
    request.options.stopAfterPipeline = true;
    ProbeResult mapped = state.probes->run(request);
    snapshotPass = "the compiled program";
    const SourceProgram &program = *state.program;
    size_t n = program.ops().size();
    // The kernel each source op went into; -1 where none names it.
    std::vector<int> kernelOf(n, -1);
    for (size_t k = 0; k < mapped.kernelTraces.size(); ++k)
      for (const std::string &id : mapped.kernelTraces[k].sourceOps)
        if (int p = program.positionOf(id); p >= 0 && kernelOf[p] < 0)
          kernelOf[p] = static_cast<int>(k);
    // An op the compiler folded away (log(exp(x)) rewritten to x, a
    // constant) was computed, if anywhere, by the kernel that reads it:
    // the kernel of its first user, from the last op back.
    for (size_t p = n; p-- > 0;) {
      if (kernelOf[p] >= 0)
        continue;
      for (mlir::Value v : program.ops()[p]->getResults())
        for (mlir::Operation *user : v.getUsers())
          if (int u = program.positionOf(user);
              u >= 0 && kernelOf[u] >= 0 && kernelOf[p] < 0)
            kernelOf[p] = kernelOf[u];
    }
    std::vector<Kernel> kernels;
    for (size_t k = 0; k < mapped.kernelTraces.size(); ++k) {
      Kernel kernel;
      kernel.opName = mapped.kernelTraces[k].name;
      for (size_t p = 0; p < n; ++p)
        if (kernelOf[p] == static_cast<int>(k))
          kernel.sourceOps.push_back(static_cast<unsigned>(p));
      if (kernel.sourceOps.empty())
        continue;
      kernel.location = Workload::sourcePosition(
          program.ops()[kernel.sourceOps.back()]->getLoc());
      kernels.push_back(std::move(kernel));
    }
    // Program order: a kernel ends where its last source op is.
    llvm::stable_sort(kernels, [](const Kernel &a, const Kernel &b) {
      return a.sourceOps.back() < b.sourceOps.back();
    });
    return kernels;
  }

  /// The program cut after source op `last` (a topological frontier: the
  /// entry block's order). Keeping every op up to there, fused or not, lets
  /// the compiler see the same program it saw up to there, so a fault keyed
  /// to the n-th site meets the same sites. Whether each cut in `lasts`
  /// fails, probed in parallel; `verdicts` gets their verdicts.
  static std::vector<bool> cutsFail(TriageState &state,
                                    const std::string &pipeline,
                                    const std::vector<unsigned> &lasts,
                                    std::vector<Verdict> &verdicts) {
    std::vector<bool> fails(lasts.size(), false);
    verdicts.assign(lasts.size(), Verdict());
    std::vector<SubgraphProbe> prepared;
    std::vector<size_t> preparedCut;
    std::vector<ProbeRequest> requests;
    for (size_t i = 0; i < lasts.size(); ++i) {
      std::vector<unsigned> ops(lasts[i] + 1);
      for (unsigned op = 0; op <= lasts[i]; ++op)
        ops[op] = op;
      auto p = prepareSubgraph(state, ops, pipeline);
      if (failed(p))
        continue;
      requests.push_back(p->request);
      prepared.push_back(std::move(*p));
      preparedCut.push_back(i);
    }
    std::vector<ProbeResult> results = state.probes->runAll(requests);
    for (size_t k = 0; k < prepared.size(); ++k) {
      Verdict &v = verdicts[preparedCut[k]] =
          prepared[k].judgeResult(results[k]);
      fails[preparedCut[k]] = state.reproduces(v);
    }
    return fails;
  }

  /// The first kernel (in program order) that carries source op `op`, or,
  /// for an op whose identity no kernel kept (a pass rebuilt it without its
  /// location), the kernel of its nearest user: where it was fused into.
  static std::optional<size_t> kernelOf(const SourceProgram &program,
                                        const std::vector<Kernel> &kernels,
                                        unsigned op) {
    std::vector<unsigned> frontier{op};
    std::set<unsigned> seen{op};
    while (!frontier.empty()) {
      std::vector<unsigned> next;
      for (unsigned p : frontier) {
        for (size_t i = 0; i < kernels.size(); ++i)
          if (llvm::is_contained(kernels[i].sourceOps, p))
            return i;
        for (mlir::Operation *user : program.ops()[p]->getUsers()) {
          int q = program.positionOf(user);
          if (q >= 0 && seen.insert(unsigned(q)).second)
            next.push_back(unsigned(q));
        }
      }
      frontier = std::move(next);
    }
    return std::nullopt;
  }

  /// Searches for the smallest cut that fails; the kernel carrying its
  /// last op is the culprit, the ops before it its context.
  static std::optional<size_t> searchCuts(TriageState &state,
                                          const std::vector<Kernel> &kernels,
                                          const std::string &pipeline,
                                          KernelFinding &f) {
    size_t n = state.program->ops().size();
    if (n == 0)
      return std::nullopt;
    std::vector<Verdict> verdicts;
    if (!cutsFail(state, pipeline, {unsigned(n - 1)}, verdicts).front())
      return std::nullopt;
    Verdict atHi = std::move(verdicts.front());
    if (state.progress)
      state.progress("kernels: searching cuts of the program in source order");
    // Cut only where a kernel ends: between two such points nothing new
    // is compiled. The empty program (index -1) passes.
    std::set<unsigned> ends{unsigned(n - 1)};
    for (const Kernel &k : kernels)
      ends.insert(k.sourceOps.back());
    std::vector<unsigned> cuts(ends.begin(), ends.end());
    std::map<long, Verdict> failing;
    long first = firstFailingInBatches<long>(
        -1, long(cuts.size()) - 1, state.probes->jobs(),
        [&](const std::vector<long> &mids) {
          std::vector<unsigned> lasts;
          for (long mid : mids)
            lasts.push_back(cuts[mid]);
          std::vector<bool> fails = cutsFail(state, pipeline, lasts, verdicts);
          for (size_t i = 0; i < mids.size(); ++i)
            if (fails[i])
              failing[mids[i]] = std::move(verdicts[i]);
          return fails;
        });
    if (failing.count(first))
      atHi = std::move(failing[first]);
    unsigned hi = cuts[first];
    // The failing cut added the ops after the last passing one; the kernel
    // of the earliest of them that a kernel carries is the culprit (the
    // cut's own end may be an op fused nowhere near the wrong value).
    unsigned added = first == 0 ? 0 : cuts[first - 1] + 1;
    std::optional<size_t> culprit;
    for (unsigned op = added; op <= hi && !culprit; ++op)
      for (size_t i = 0; i < kernels.size() && !culprit; ++i)
        if (llvm::is_contained(kernels[i].sourceOps, op))
          culprit = i;
    if (!culprit)
      culprit = kernelOf(*state.program, kernels, hi);
    if (!culprit)
      return std::nullopt;
    f.isolated = false;
    const std::vector<unsigned> &own = kernels[*culprit].sourceOps;
    for (unsigned op = 0; op <= hi; ++op)
      if (!llvm::is_contained(own, op))
        f.context.push_back(op);
    f.verdict = std::move(atHi);
    return culprit;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createKernelStage(KernelSearch search) {
  return std::make_unique<KernelStage>(search);
}
