//===- PassBisection.cpp --------------------------------------------------===//

#include "bisect/PassBisection.h"
#include "bisect/FirstFailing.h"
#include "target/Target.h"
#include "target/mlir/PassPipeline.h"

#include "interp/Reference.h"
#include "ir/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <chrono>
#include <map>

using namespace defuse;
using namespace mlir;

namespace {

/// The outputs of `after` that disagree with `before`, as a verdict.
Verdict disagreement(const std::vector<Tensor> &before,
                     const std::vector<Tensor> &after) {
  Verdict v;
  for (size_t k = 0; k < before.size() && k < after.size(); ++k) {
    OutputVerdict o =
        compareReferences(static_cast<unsigned>(k), before[k], after[k]);
    // An output neither tier can judge is no evidence either way.
    if (isMiscompile(o.kind) && v.kind == VerdictKind::Pass) {
      v.kind = o.kind;
      v.tier = o.tier;
    }
    v.outputs.push_back(std::move(o));
  }
  if (before.size() != after.size())
    v.kind = VerdictKind::Corruption;
  return v;
}

} // namespace

std::string defuse::passArgumentOf(const std::string &spelled) {
  return spelled.substr(0, spelled.find_first_of("{ "));
}

SnapshotBisection
defuse::bisectSnapshots(MLIRContext &context, const std::string &moduleText,
                        const std::string &entry,
                        const std::vector<Tensor> &inputs,
                        const std::vector<Tensor> &reference,
                        const std::vector<std::string> &snapshots,
                        unsigned lanes, bool skipUnreadable) {
  SnapshotBisection res;
  // First the sound tier, one interpretation per pass that changed the
  // module, each compared with the one before it: a proven change of
  // meaning needs no noise lanes.
  std::vector<Tensor> previous = reference;
  std::string previousText = moduleText;
  size_t previousIndex = 0;    // one past the snapshot `previous` comes from
  std::vector<size_t> changed; // the snapshots that differ from their input
  std::vector<std::vector<Tensor>> changedOutputs; // and what they compute
  for (size_t i = 0; i < snapshots.size(); ++i) {
    // A pass that left the module as it was computes what it computed.
    if (snapshots[i] == previousText) {
      res.frontier = i + 1;
      previousIndex = i + 1;
      continue;
    }
    if (snapshots[i].empty() && skipUnreadable)
      continue;
    ++res.interpretations;
    // A module that has left the interpreter's dialects ends the semantic
    // method (or, where the compiler's own IR comes and goes, is passed
    // over: the next readable module is compared with the last one).
    auto out =
        snapshots[i].empty()
            ? FailureOr<Reference>(failure())
            : computeReferenceQuietly(context, snapshots[i], entry, inputs, 0);
    if (failed(out)) {
      if (skipUnreadable)
        continue;
      break;
    }
    res.frontier = i + 1;
    changed.push_back(i);
    Verdict v = disagreement(previous, out->outputs);
    if (v.kind != VerdictKind::Pass) {
      res.found = true;
      res.index = i;
      res.firstSuspect = previousIndex;
      res.irBefore = previousText;
      res.irAfter = snapshots[i];
      res.verdict = std::move(v);
      return res;
    }
    previous = out->outputs;
    changedOutputs.push_back(std::move(out->outputs));
    previousText = snapshots[i];
    previousIndex = i + 1;
  }
  // Then the statistical tier: the first interpreted module that disagrees
  // with the workload beyond legal noise. Only the workload needs noise
  // lanes; each module's output, interpreted above, is judged against them
  // as a compiled program's would be.
  if (lanes > 0 && !changed.empty()) {
    ++res.interpretations;
    FailureOr<Reference> original =
        computeReferenceQuietly(context, moduleText, entry, inputs, lanes);
    for (size_t k = 0; succeeded(original) && k < changed.size(); ++k) {
      Verdict v = disagreement(original->outputs, changedOutputs[k]);
      if (v.kind == VerdictKind::Pass)
        continue;
      res.found = true;
      res.index = changed[k];
      res.firstSuspect = k == 0 ? 0 : changed[k - 1] + 1;
      res.irBefore = k == 0 ? moduleText : snapshots[changed[k - 1]];
      res.irAfter = snapshots[changed[k]];
      res.verdict = std::move(v);
      return res;
    }
  }
  return res;
}

FailureOr<PassBisectionResult>
defuse::bisectPasses(MLIRContext &context, const PassBisectionRequest &req) {
  auto start = std::chrono::steady_clock::now();
  PassBisectionResult res;
  if (!splitPipeline(req.pipeline, res.passes))
    return emitError(UnknownLoc::get(&context))
           << "cannot split the pipeline into passes: unbalanced brackets";
  const Workload &w = *req.workload;
  std::string moduleText = w.text();
  std::vector<Buffer> buffers;
  for (const Tensor &t : req.inputs)
    buffers.push_back(Buffer::fromTensor(t));

  auto probeAll = [&](const std::vector<CompileOptions> &options) {
    std::vector<ProbeRequest> requests;
    for (const CompileOptions &o : options)
      requests.push_back({moduleText, w.entryName(), o, buffers});
    res.probes += requests.size();
    if (req.probeAll)
      return req.probeAll(requests);
    std::vector<ProbeResult> results;
    for (const ProbeRequest &r : requests)
      results.push_back(mlirTarget().run(r, req.limits));
    return results;
  };
  // A prefix fails when it reproduces the full pipeline's kind of failure;
  // a different kind would be a different bug, and the search must not
  // wander onto it. Verdicts are kept by prefix length.
  VerdictKind signature = VerdictKind::Pass;
  std::map<long, Verdict> verdicts;
  long n = long(res.passes.size());
  auto prefixesFail = [&](const std::vector<long> &counts) {
    std::vector<CompileOptions> options;
    for (long count : counts) {
      CompileOptions o;
      // The whole pipeline as given, so that confirmation's probe of it
      // answers from the cache.
      o.pipeline =
          count == n ? req.pipeline : joinPipeline(res.passes, size_t(count));
      o.llvmOptLevel = req.llvmOptLevel;
      options.push_back(std::move(o));
    }
    std::vector<ProbeResult> results = probeAll(options);
    std::vector<bool> fails;
    for (size_t i = 0; i < counts.size(); ++i) {
      Verdict &v = verdicts[counts[i]] =
          judge(req.reference, results[i], req.undefinedElements);
      fails.push_back(signature == VerdictKind::Pass ? isMiscompile(v.kind)
                                                     : v.kind == signature);
    }
    return fails;
  };
  auto finish = [&]() {
    res.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    return res;
  };

  if (!prefixesFail({n}).front()) {
    res.outcome = PassBisectionResult::Outcome::NotReproduced;
    res.verdict = verdicts[n];
    return finish();
  }
  signature = verdicts[n].kind;

  // Semantic: one probe records the module after every pass.
  CompileOptions trace;
  trace.steps = res.passes;
  trace.stopAfterPipeline = true;
  trace.llvmOptLevel = req.llvmOptLevel;
  ProbeResult traced = probeAll({trace}).front();
  SnapshotBisection semantic =
      bisectSnapshots(context, moduleText, w.entryName(), req.inputs,
                      req.reference, traced.snapshots, req.lanes,
                      /*skipUnreadable=*/false);
  res.semanticFrontier = semantic.frontier;
  res.interpretations += semantic.interpretations;
  if (semantic.found) {
    res.outcome = PassBisectionResult::Outcome::Found;
    res.method = PassBisectionResult::Method::Semantic;
    res.index = semantic.index;
    res.irBefore = std::move(semantic.irBefore);
    res.irAfter = std::move(semantic.irAfter);
    res.verdict = std::move(semantic.verdict);
    return finish();
  }

  // Execution: every pass up to the frontier preserves semantics, so the
  // culprit lies beyond it, unless the lowering itself is wrong: when the
  // interpreted prefix fails too, all of it is searched. Prefix 0 is
  // tested, not assumed to pass; failing, it blames what follows the
  // pipeline.
  long frontier = long(res.semanticFrontier);
  long first =
      firstFailingInBatches<long>(frontier - 1, n, req.width, prefixesFail);
  if (first == frontier && frontier > 0)
    first = firstFailingInBatches<long>(-1, frontier, req.width, prefixesFail);
  if (first == 0) {
    res.outcome = PassBisectionResult::Outcome::BeforePipeline;
    res.verdict = verdicts[0];
    return finish();
  }
  res.outcome = PassBisectionResult::Outcome::Found;
  res.method = PassBisectionResult::Method::Execution;
  res.index = size_t(first - 1);
  res.verdict = verdicts[first];
  return finish();
}
