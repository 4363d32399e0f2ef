//===- Interestingness.cpp - Does a candidate still fail the same way? ----===//

#include "reduce/Interestingness.h"
#include "reduce/CulpritOp.h"
#include "reduce/ModuleEditing.h"

#include "bisect/PassBisection.h"
#include "bisect/ProbeRunner.h"
#include "interp/Reference.h"
#include "target/mlir/PassPipeline.h"

#include "llvm/ADT/STLExtras.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

using namespace defuse;
using namespace mlir;

ProbeRequest defuse::probeRequestFor(const Candidate &c, size_t passCount) {
  ProbeRequest r =
      makeProbeRequest(c.moduleText, c.entry, joinPipeline(c.passes, passCount),
                       c.llvmOptLevel, c.inputs);
  r.options.targetFlags = c.targetFlags;
  return r;
}

namespace {

/// One candidate's test, step by step: the static checks and the
/// reference, the probe with its passes, and (with a culprit) the probe
/// with the passes before it. Each step returns the next probe's request,
/// or none once the result is decided.
class Test {
public:
  Test(const Candidate &candidate, const FailureSignature &signature,
       const Target &target)
      : candidate(candidate), signature(signature),
        ownPipeline(!target.controls().passPipeline),
        byRemoval(target.controls().passNamesOnly &&
                  target.controls().passRemoval) {}

  std::optional<ProbeRequest> begin(MLIRContext &context) {
    const Candidate &c = candidate;
    ctx = &context;
    parsed = parseCandidate(context, c);
    if (!parsed || !inputsMatch(parsed.entry, c.inputs))
      return reject("invalid program or inputs");
    if (!signature.opKind.empty() &&
        !containsOpKind(parsed.entry, signature.opKind))
      return reject("no " + signature.opKind + " left");
    bool hasCulprit = c.culprit != Candidate::kNoCulprit;
    // A compiler with its own pipeline names the pass by tracing it.
    bool culpritMismatch =
        hasCulprit != !signature.pass.empty() ||
        (hasCulprit && (c.culprit >= c.passes.size() ||
                        passName(c.passes[c.culprit]) != signature.pass));
    if (!ownPipeline && culpritMismatch)
      return reject("culprit pass " + signature.pass + " not in the pipeline");
    auto computed = computeReferenceQuietly(context, c.moduleText, c.entry,
                                            c.inputs, signature.lanes());
    if (failed(computed))
      return reject("the reference interpreter cannot evaluate it");
    if (computed->undefinedElements)
      return reject("undefined behaviour in the program itself");
    reference = std::move(*computed);
    return probeRequestFor(c, c.passes.size());
  }

  std::optional<ProbeRequest> withPasses(const ProbeResult &outcome) {
    result.verdict = judge(reference.outputs, outcome);
    if (!sameFailureKind(signature.kind, result.verdict.kind))
      return reject(std::string("verdict ") +
                    verdictKindName(result.verdict.kind));
    if (!signature.opKind.empty()) {
      if (!opKindInvolved(parsed.entry, result.verdict, signature.opKind,
                          signature.opCheck))
        return reject(signature.opCheck == OpCheck::Originates
                          ? "no " + signature.opKind +
                                " computes a wrong value from right operands"
                          : "no " + signature.opKind +
                                " feeds a failing output");
      result.originates =
          signature.opCheck == OpCheck::Originates ||
          opKindOriginates(parsed.entry, result.verdict, signature.opKind);
    }
    if (++failedRuns < signature.runs) {
      pending = Pending::Again;
      ProbeRequest again = probeRequestFor(candidate, candidate.passes.size());
      again.options.freshProcess = signature.freshRuns;
      return again;
    }
    if (ownPipeline && !signature.pass.empty() && byRemoval) {
      // Named as triage named it: the failure goes when the compiler
      // leaves the pass out.
      pending = Pending::WithoutCulprit;
      ProbeRequest without =
          probeRequestFor(candidate, candidate.passes.size());
      without.options.disabledPasses = {signature.pass};
      return without;
    }
    if (ownPipeline && !signature.pass.empty()) {
      pending = Pending::Trace;
      ProbeRequest trace = probeRequestFor(candidate, candidate.passes.size());
      trace.options.tracePasses = true;
      return trace;
    }
    if (candidate.culprit == Candidate::kNoCulprit)
      return accept();
    pending = Pending::WithoutCulprit;
    return probeRequestFor(candidate, candidate.culprit);
  }

  /// The second probe: the passes before the culprit, or the compiler's
  /// trace of its own passes.
  void second(const ProbeResult &outcome) {
    if (pending == Pending::Trace)
      tracedPasses(outcome);
    else
      withoutCulprit(outcome);
  }

  /// The first pass whose module computes something else must be the
  /// signature's, as triage's pass stage would find it.
  void tracedPasses(const ProbeResult &traced) {
    if (traced.status != ProbeStatus::Ok) {
      reject("the compiler did not print its passes");
      return;
    }
    SnapshotBisection b = bisectSnapshots(
        *ctx, candidate.moduleText, candidate.entry, candidate.inputs,
        reference.outputs, traced.snapshots, signature.lanes(),
        /*skipUnreadable=*/true);
    std::string culprit =
        b.found ? passArgumentOf(traced.snapshotPasses[b.index]) : "";
    if (culprit == signature.pass)
      accept();
    else
      reject(culprit.empty() ? "no pass of the compiler changes its meaning"
                             : "the failure comes from " + culprit);
  }

  void withoutCulprit(const ProbeResult &before) {
    Verdict v = judge(reference.outputs, before);
    if (v.kind == VerdictKind::Pass)
      accept();
    else
      reject(std::string("fails without ") + signature.pass + " too (" +
             verdictKindName(v.kind) + ")");
  }

  /// The step the probe that just ended belongs to.
  std::optional<ProbeRequest> next(const ProbeResult &outcome) {
    if (!probedWithPasses || pending == Pending::Again) {
      probedWithPasses = true;
      return withPasses(outcome);
    }
    second(outcome);
    return std::nullopt;
  }

  /// The next probe runs the candidate again to see the failure repeat
  /// (FailureSignature::runs): the cache's answer would say nothing.
  bool runsAgain() const { return pending == Pending::Again; }

  bool decided() const { return isDecided; }
  InterestingnessResult &outcome() { return result; }

private:
  std::nullopt_t reject(std::string reason) {
    result.interesting = false;
    result.reason = std::move(reason);
    isDecided = true;
    return std::nullopt;
  }
  std::nullopt_t accept() {
    result.interesting = true;
    isDecided = true;
    return std::nullopt;
  }

  enum class Pending { WithoutCulprit, Trace, Again };

  const Candidate &candidate;
  const FailureSignature &signature;
  bool ownPipeline, byRemoval;
  Pending pending = Pending::WithoutCulprit;
  MLIRContext *ctx = nullptr;
  ParsedCandidate parsed;
  Reference reference;
  InterestingnessResult result;
  bool isDecided = false;
  bool probedWithPasses = false;
  unsigned failedRuns = 0;
};

/// One step of several candidates' tests: each request's probe, in
/// parallel, those that run a candidate again past the cache.
std::vector<ProbeResult> runStep(ProbeRunner &probes,
                                 const std::vector<ProbeRequest> &requests,
                                 const std::vector<bool> &again) {
  std::vector<ProbeRequest> batches[2];
  std::vector<size_t> where[2];
  for (size_t i = 0; i < requests.size(); ++i) {
    batches[again[i]].push_back(requests[i]);
    where[again[i]].push_back(i);
  }
  std::vector<ProbeResult> results(requests.size());
  for (int fresh : {0, 1}) {
    std::vector<ProbeResult> answered = probes.runAll(batches[fresh], fresh);
    for (size_t k = 0; k < answered.size(); ++k)
      results[where[fresh][k]] = std::move(answered[k]);
  }
  return results;
}

} // namespace

std::vector<InterestingnessResult>
defuse::testInterestingness(MLIRContext &context, ProbeRunner &probes,
                            const std::vector<Candidate> &candidates,
                            const FailureSignature &signature) {
  std::vector<Test> tests;
  tests.reserve(candidates.size());
  for (const Candidate &c : candidates)
    tests.emplace_back(c, signature, probes.target());
  // Static checks and the reference here; each step's probes in parallel.
  std::vector<size_t> waiting;
  std::vector<ProbeRequest> requests;
  for (size_t i = 0; i < tests.size(); ++i)
    if (std::optional<ProbeRequest> r = tests[i].begin(context)) {
      waiting.push_back(i);
      requests.push_back(std::move(*r));
    }
  std::vector<bool> again(requests.size(), false);
  while (!waiting.empty()) {
    std::vector<ProbeResult> outcomes = runStep(probes, requests, again);
    std::vector<size_t> stillWaiting;
    std::vector<ProbeRequest> nextRequests;
    std::vector<bool> nextAgain;
    for (size_t k = 0; k < waiting.size(); ++k)
      if (std::optional<ProbeRequest> r = tests[waiting[k]].next(outcomes[k])) {
        stillWaiting.push_back(waiting[k]);
        nextRequests.push_back(std::move(*r));
        nextAgain.push_back(tests[waiting[k]].runsAgain());
      }
    waiting = std::move(stillWaiting);
    requests = std::move(nextRequests);
    again = std::move(nextAgain);
  }
  std::vector<InterestingnessResult> results;
  results.reserve(tests.size());
  for (Test &t : tests)
    results.push_back(std::move(t.outcome()));
  return results;
}

FirstInteresting defuse::findFirstInteresting(
    MLIRContext &context, ProbeRunner &probes, size_t count,
    const std::function<const Candidate *(size_t)> &candidateAt,
    const FailureSignature &signature) {
  struct Finished {
    size_t index;
    ProbeResult result;
  };
  std::mutex mutex;
  std::condition_variable wake;
  std::deque<Finished> finished;
  std::vector<std::thread> threads;
  std::map<size_t, Test> tests; // the candidates tested, by index
  unsigned inFlight = 0, jobs = std::max(1u, probes.jobs());
  std::atomic<bool> searchOver{false};
  auto launch = [&](size_t index, ProbeRequest request, bool again) {
    ++inFlight;
    threads.emplace_back([&, index, again, request = std::move(request)] {
      ProbeResult r = again ? probes.runAgain(request, &searchOver)
                            : probes.run(request, &searchOver);
      std::lock_guard<std::mutex> lock(mutex);
      finished.push_back({index, std::move(r)});
      wake.notify_one();
    });
  };

  // Compiler code (building, parsing, interpreting candidates) runs on this
  // thread only, and never while a probe forks.
  size_t next = 0;
  std::optional<size_t> firstInteresting;
  std::optional<size_t> answer;
  while (true) {
    while (inFlight < jobs && next < count &&
           (!firstInteresting || next < *firstInteresting)) {
      size_t index = next++;
      std::optional<ProbeRequest> request;
      {
        std::unique_lock<std::mutex> noFork = holdOffProbeForks();
        if (const Candidate *c = candidateAt(index))
          request = tests.try_emplace(index, *c, signature, probes.target())
                        .first->second.begin(context);
      }
      if (request)
        launch(index, std::move(*request), false);
    }
    // The answer is the first interesting candidate once every one before
    // it is known not to be: the same whatever order probes end in.
    auto open = llvm::find_if(tests, [](auto &entry) {
      return !entry.second.decided() || entry.second.outcome().interesting;
    });
    if (open != tests.end() && open->second.decided()) {
      answer = open->first;
      break;
    }
    if (inFlight == 0 && next >= count)
      break;
    Finished done;
    {
      std::unique_lock<std::mutex> lock(mutex);
      wake.wait(lock, [&] { return !finished.empty(); });
      done = std::move(finished.front());
      finished.pop_front();
    }
    --inFlight;
    Test &t = tests.at(done.index);
    std::optional<ProbeRequest> request;
    {
      std::unique_lock<std::mutex> noFork = holdOffProbeForks();
      request = t.next(done.result);
    }
    if (request)
      launch(done.index, std::move(*request), t.runsAgain());
    if (t.decided() && t.outcome().interesting &&
        (!firstInteresting || done.index < *firstInteresting))
      firstInteresting = done.index;
  }
  // Probes still running are of candidates past the answer, which nobody
  // will ask about: they are killed, so that their cores are free for the
  // next search at once.
  searchOver = true;
  for (std::thread &thread : threads)
    thread.join();

  FirstInteresting result;
  result.index = answer;
  for (auto &[index, test] : tests) {
    if (answer && index > *answer)
      break;
    result.tested.push_back(index);
  }
  if (answer)
    result.result = std::move(tests.at(*answer).outcome());
  return result;
}

InterestingnessResult
defuse::testInterestingness(MLIRContext &context, ProbeRunner &probes,
                            const Candidate &candidate,
                            const FailureSignature &signature) {
  return testInterestingness(context, probes, std::vector<Candidate>{candidate},
                             signature)
      .front();
}
