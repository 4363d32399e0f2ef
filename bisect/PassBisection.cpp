//===- PassBisection.cpp --------------------------------------------------===//

#include "bisect/PassBisection.h"
#include "bisect/FirstFailing.h"
#include "bisect/PassPipeline.h"

#include "interp/Reference.h"
#include "ir/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <chrono>

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
    if (o.kind != VerdictKind::Pass && v.kind == VerdictKind::Pass)
      v.kind = o.kind;
    v.outputs.push_back(std::move(o));
  }
  if (before.size() != after.size())
    v.kind = VerdictKind::Corruption;
  return v;
}

} // namespace

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

  auto probe = [&](const CompileOptions &options) {
    ++res.probes;
    ProbeRequest request{moduleText, w.entryName(), options, buffers};
    return req.probe ? req.probe(request) : runProbe(request, req.limits);
  };
  // A prefix fails when it reproduces the full pipeline's kind of failure;
  // a different kind would be a different bug, and the search must not
  // wander onto it.
  VerdictKind signature = VerdictKind::Pass;
  auto prefixFails = [&](size_t count, Verdict &verdict) {
    CompileOptions options;
    options.pipeline = joinPipeline(res.passes, count);
    options.llvmOptLevel = req.llvmOptLevel;
    verdict = judge(req.reference, probe(options), req.undefinedElements);
    if (signature == VerdictKind::Pass)
      return isMiscompile(verdict.kind);
    return verdict.kind == signature;
  };
  auto finish = [&]() {
    res.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    return res;
  };

  size_t n = res.passes.size();
  Verdict full;
  if (!prefixFails(n, full)) {
    res.outcome = PassBisectionResult::Outcome::NotReproduced;
    res.verdict = full;
    return finish();
  }
  signature = full.kind;

  // Semantic: one probe records the module after every pass.
  CompileOptions trace;
  trace.steps = res.passes;
  trace.stopAfterPipeline = true;
  trace.llvmOptLevel = req.llvmOptLevel;
  ProbeResult traced = probe(trace);
  std::vector<Tensor> previous = req.reference;
  std::string previousText = moduleText;
  for (size_t i = 0; i < traced.snapshots.size(); ++i) {
    ++res.interpretations;
    // A module that has left the interpreter's dialects ends the semantic
    // method.
    auto out = computeReferenceQuietly(context, traced.snapshots[i],
                                       w.entryName(), req.inputs);
    if (failed(out))
      break;
    res.semanticFrontier = i + 1;
    Verdict v = disagreement(previous, out->outputs);
    if (v.kind != VerdictKind::Pass) {
      res.outcome = PassBisectionResult::Outcome::Found;
      res.method = PassBisectionResult::Method::Semantic;
      res.index = i;
      res.irBefore = previousText;
      res.irAfter = traced.snapshots[i];
      res.verdict = std::move(v);
      return finish();
    }
    previous = std::move(out->outputs);
    previousText = traced.snapshots[i];
  }

  // Execution: every pass up to the frontier preserves semantics, so the
  // culprit lies beyond it, unless the lowering itself is wrong.
  size_t lo = res.semanticFrontier, hi = n;
  Verdict atLo, atHi = full;
  if (prefixFails(lo, atLo)) {
    if (lo == 0 || prefixFails(0, atLo)) {
      res.outcome = PassBisectionResult::Outcome::BeforePipeline;
      res.verdict = atLo;
      return finish();
    }
    lo = 0; // the interpreted prefix lowers wrongly: search all of it
  }
  hi = firstFailing(lo, hi, [&](size_t mid) {
    Verdict v;
    if (!prefixFails(mid, v))
      return false;
    atHi = std::move(v);
    return true;
  });
  res.outcome = PassBisectionResult::Outcome::Found;
  res.method = PassBisectionResult::Method::Execution;
  res.index = hi - 1;
  res.verdict = atHi;
  return finish();
}
