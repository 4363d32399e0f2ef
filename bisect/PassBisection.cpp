//===- PassBisection.cpp --------------------------------------------------===//

#include "bisect/PassBisection.h"
#include "bisect/PassPipeline.h"

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <chrono>

using namespace defuse;
using namespace mlir;

namespace {

/// Evaluates one intermediate module. Fails quietly when the module has left
/// the interpreter's dialects (that is where the semantic method stops).
FailureOr<std::vector<Tensor>> interpretQuietly(MLIRContext &context,
                                                const std::string &text,
                                                const std::string &entry,
                                                const std::vector<Tensor> &in) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto w = Workload::parse(context, text, "snapshot", entry);
  if (failed(w))
    return failure();
  Interpreter interp(w->module());
  return interp.call(w->entry(), in);
}

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
    auto out = interpretQuietly(context, traced.snapshots[i], w.entryName(),
                                req.inputs);
    if (failed(out))
      break;
    res.semanticFrontier = i + 1;
    Verdict v = disagreement(previous, *out);
    if (v.kind != VerdictKind::Pass) {
      res.outcome = PassBisectionResult::Outcome::Found;
      res.method = PassBisectionResult::Method::Semantic;
      res.index = i;
      res.irBefore = previousText;
      res.irAfter = traced.snapshots[i];
      res.verdict = std::move(v);
      return finish();
    }
    previous = std::move(*out);
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
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    Verdict v;
    if (prefixFails(mid, v)) {
      hi = mid;
      atHi = v;
    } else {
      lo = mid;
    }
  }
  res.outcome = PassBisectionResult::Outcome::Found;
  res.method = PassBisectionResult::Method::Execution;
  res.index = hi - 1;
  res.verdict = atHi;
  return finish();
}
