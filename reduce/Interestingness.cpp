//===- Interestingness.cpp - Does a candidate still fail the same way? ----===//

#include "reduce/Interestingness.h"
#include "reduce/ModuleEditing.h"

#include "bisect/PassPipeline.h"
#include "bisect/ProbeRunner.h"
#include "interp/Reference.h"

#include "llvm/ADT/SetVector.h"

using namespace defuse;
using namespace mlir;

bool defuse::sameFailureKind(VerdictKind expected, VerdictKind actual) {
  auto wrongValues = [](VerdictKind k) {
    return k == VerdictKind::Drift || k == VerdictKind::Corruption;
  };
  return expected == actual || (wrongValues(expected) && wrongValues(actual));
}

ProbeRequest defuse::probeRequestFor(const Candidate &c, size_t passCount) {
  return makeProbeRequest(c.moduleText, c.entry,
                          joinPipeline(c.passes, passCount), c.llvmOptLevel,
                          c.inputs);
}

namespace {

bool containsOpKind(Operation *root, llvm::StringRef kind) {
  bool found = false;
  root->walk([&](Operation *op) {
    if (op->getName().getStringRef() == kind)
      found = true;
  });
  return found;
}

/// Whether an op of `kind` (or an op nesting one) computes, directly or
/// through other ops, one of the failing results of `entry`.
bool feedsFailingOutput(func::FuncOp entry, const Verdict &verdict,
                        llvm::StringRef kind) {
  Operation *ret = entry.getBody().front().getTerminator();
  llvm::SetVector<Operation *> seen;
  std::vector<Operation *> work;
  for (const OutputVerdict &o : verdict.outputs)
    if (o.kind != VerdictKind::Pass && o.index < ret->getNumOperands())
      if (Operation *def = ret->getOperand(o.index).getDefiningOp())
        work.push_back(def);
  // A kernel that crashed or hung has no failing output to start from.
  if (verdict.outputs.empty() || work.empty())
    return containsOpKind(entry, kind);
  while (!work.empty()) {
    Operation *op = work.back();
    work.pop_back();
    if (!seen.insert(op))
      continue;
    if (containsOpKind(op, kind))
      return true;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        work.push_back(def);
  }
  return false;
}

struct Pending {
  ParsedCandidate parsed;
  Reference reference;
};

} // namespace

std::vector<InterestingnessResult>
defuse::testInterestingness(MLIRContext &context, ProbeRunner &probes,
                            const std::vector<Candidate> &candidates,
                            const FailureSignature &signature) {
  std::vector<InterestingnessResult> results(candidates.size());
  std::vector<Pending> pending(candidates.size());

  // Static checks and the reference, here; probes, below, in parallel.
  std::vector<size_t> toProbe;
  std::vector<ProbeRequest> requests;
  for (size_t i = 0; i < candidates.size(); ++i) {
    const Candidate &c = candidates[i];
    InterestingnessResult &r = results[i];
    Pending &p = pending[i];
    p.parsed = parseCandidate(context, c);
    if (!p.parsed || !inputsMatch(p.parsed.entry, c.inputs)) {
      r.reason = "invalid program or inputs";
      continue;
    }
    if (!signature.opKind.empty() &&
        !containsOpKind(p.parsed.entry, signature.opKind)) {
      r.reason = "no " + signature.opKind + " left";
      continue;
    }
    bool hasCulprit = c.culprit != Candidate::kNoCulprit;
    if (hasCulprit != !signature.pass.empty() ||
        (hasCulprit && (c.culprit >= c.passes.size() ||
                        passName(c.passes[c.culprit]) != signature.pass))) {
      r.reason = "culprit pass " + signature.pass + " not in the pipeline";
      continue;
    }
    auto reference =
        computeReferenceQuietly(context, c.moduleText, c.entry, c.inputs);
    if (failed(reference)) {
      r.reason = "the reference interpreter cannot evaluate it";
      continue;
    }
    if (reference->undefinedElements) {
      r.reason = "undefined behaviour in the program itself";
      continue;
    }
    p.reference = std::move(*reference);
    toProbe.push_back(i);
    requests.push_back(probeRequestFor(c, c.passes.size()));
  }

  std::vector<ProbeResult> outcomes = probes.runAll(requests);
  std::vector<size_t> needBefore;
  std::vector<ProbeRequest> beforeRequests;
  for (size_t k = 0; k < toProbe.size(); ++k) {
    size_t i = toProbe[k];
    InterestingnessResult &r = results[i];
    r.verdict = judge(pending[i].reference.outputs, outcomes[k]);
    if (!sameFailureKind(signature.kind, r.verdict.kind)) {
      r.reason = std::string("verdict ") + verdictKindName(r.verdict.kind);
      continue;
    }
    if (!signature.opKind.empty() &&
        !feedsFailingOutput(pending[i].parsed.entry, r.verdict,
                            signature.opKind)) {
      r.reason = "no " + signature.opKind + " feeds a failing output";
      continue;
    }
    const Candidate &c = candidates[i];
    if (c.culprit == Candidate::kNoCulprit) {
      r.interesting = true;
      continue;
    }
    needBefore.push_back(i);
    beforeRequests.push_back(probeRequestFor(c, c.culprit));
  }

  std::vector<ProbeResult> before = probes.runAll(beforeRequests);
  for (size_t k = 0; k < needBefore.size(); ++k) {
    size_t i = needBefore[k];
    Verdict v = judge(pending[i].reference.outputs, before[k]);
    if (v.kind == VerdictKind::Pass)
      results[i].interesting = true;
    else
      results[i].reason = std::string("fails without ") + signature.pass +
                          " too (" + verdictKindName(v.kind) + ")";
  }
  return results;
}

InterestingnessResult
defuse::testInterestingness(MLIRContext &context, ProbeRunner &probes,
                            const Candidate &candidate,
                            const FailureSignature &signature) {
  return testInterestingness(context, probes, std::vector<Candidate>{candidate},
                             signature)
      .front();
}
