//===- LlvmBisection.cpp --------------------------------------------------===//

#include "bisect/LlvmBisection.h"
#include "bisect/FirstFailing.h"
#include "target/Target.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdint>
#include <limits>

using namespace defuse;

llvm::FailureOr<LlvmBisectionResult>
defuse::bisectLlvmPasses(const LlvmBisectionRequest &req) {
  auto start = std::chrono::steady_clock::now();
  LlvmBisectionResult res;
  auto finish = [&]() {
    res.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    return res;
  };

  struct Trial {
    ProbeResult probe;
    Verdict verdict;
  };
  auto probeAt = [&](int64_t limit) {
    ProbeRequest request;
    request.moduleText = req.moduleText;
    request.entry = req.entry;
    request.options.pipeline = req.pipeline;
    request.options.llvmOptLevel = req.llvmOptLevel;
    request.options.llvmBisectLimit = limit;
    request.options.targetFlags = req.targetFlags;
    request.inputs = req.inputs;
    ++res.probes;
    Trial t;
    t.probe =
        req.probe ? req.probe(request) : mlirTarget().run(request, req.limits);
    t.verdict = judge(req.reference, t.probe, req.undefinedElements);
    return t;
  };
  // A limit fails only with the unrestricted compile's kind of failure: a
  // different kind (say a crash from skipping a pass codegen relies on) is a
  // different story, and the search must not wander onto it.
  VerdictKind signature = req.signature;
  auto fails = [&](const Verdict &v) {
    return signature == VerdictKind::Pass ? isMiscompile(v.kind)
                                          : v.kind == signature;
  };

  // Nothing skipped: learns N, and whether there is anything to bisect.
  Trial full = probeAt(std::numeric_limits<int64_t>::max());
  if (full.probe.status == ProbeStatus::InternalError) {
    llvm::errs() << "defuse: error: cannot run a probe: " << full.probe.message
                 << "\n";
    return llvm::failure();
  }
  res.total = static_cast<int64_t>(full.probe.llvmPasses.size());
  if (!fails(full.verdict)) {
    res.outcome = LlvmBisectionResult::Outcome::NotReproduced;
    res.verdict = std::move(full.verdict);
    return finish();
  }
  if (signature == VerdictKind::Pass)
    signature = full.verdict.kind;

  if (res.total == 0) {
    res.outcome = LlvmBisectionResult::Outcome::NotAnOptimizationPass;
    res.verdict = std::move(full.verdict);
    return finish();
  }
  Trial none = probeAt(0);
  if (fails(none.verdict)) {
    res.outcome = LlvmBisectionResult::Outcome::NotAnOptimizationPass;
    res.verdict = std::move(none.verdict);
    return finish();
  }

  // Invariant: limit lo passes, limit hi fails. Up to position hi every
  // probe makes the same decisions as the unrestricted one, so the k-th
  // pass asked about is the same pass in all of them.
  Trial atHi = std::move(full);
  int64_t hi = firstFailing<int64_t>(0, res.total, [&](int64_t mid) {
    Trial t = probeAt(mid);
    if (!fails(t.verdict))
      return false;
    atHi = std::move(t);
    return true;
  });
  res.outcome = LlvmBisectionResult::Outcome::Found;
  res.index = hi;
  if (static_cast<int64_t>(atHi.probe.llvmPasses.size()) >= hi)
    res.pass = atHi.probe.llvmPasses[hi - 1];
  res.verdict = std::move(atHi.verdict);
  return finish();
}
