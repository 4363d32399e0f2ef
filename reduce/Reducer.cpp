//===- Reducer.cpp - The driver: strategies to a fixpoint -----------------===//

#include "reduce/Reducer.h"
#include "reduce/CulpritOp.h"
#include "reduce/Interestingness.h"
#include "reduce/ModuleEditing.h"

#include "bisect/ProbeRunner.h"

#include <chrono>
#include <set>

using namespace defuse;
using namespace mlir;

std::vector<std::unique_ptr<ReductionStrategy>> defuse::createAllStrategies() {
  // What makes every later probe cheaper goes first: fewer passes to
  // compile with, options that hold a pass's sites alive gone, whole kinds
  // of op gone (a few probes take a large program to a third of its ops),
  // smaller tensors to interpret and run. drop-results follows cut-op-kinds,
  // whose cuts return what fed the ops they remove: keeping only the failing
  // results then takes all of that away in one test. Then ops by position,
  // and values are simplified last, on the smallest program. bypass-ops goes
  // before remove-ops: a bypass keeps what fed the op connected, so it
  // rarely takes a pass's sites with it, and remove-ops, whose removals
  // mostly fail when they do, then has fewer and cheaper ops to try.
  std::vector<std::unique_ptr<ReductionStrategy>> s;
  s.push_back(createDropPassesStrategy());
  s.push_back(createSimplifyPassOptionsStrategy());
  s.push_back(createRemoveOpKindsStrategy());
  s.push_back(createShrinkShapesStrategy());
  s.push_back(createCutOpKindsStrategy());
  s.push_back(createDropResultsStrategy());
  s.push_back(createBypassOpsStrategy());
  s.push_back(createRemoveOpsStrategy());
  s.push_back(createReturnIntermediateStrategy());
  s.push_back(createDropArgumentsStrategy());
  s.push_back(createSimplifyConstantsStrategy());
  s.push_back(createSimplifyInputsStrategy());
  return s;
}

int defuse::countEntryOps(MLIRContext &context, const Candidate &c) {
  ParsedCandidate parsed = parseCandidate(context, c);
  return parsed ? static_cast<int>(entryOps(parsed.entry).size()) : -1;
}

namespace {

/// A key telling candidates apart, so that a variant equal to one already
/// tested (say, the current candidate) is not tested again.
std::string fingerprint(const Candidate &c) {
  return ProbeRunner::contentHash(probeRequestFor(c, c.passes.size()), "") +
         ":" + std::to_string(c.culprit);
}

/// Holds the reduction to OpCheck::Originates from the start on when it can:
/// when the start already shows an op of the signature's kind computing a
/// wrong value from right operands, or does so once the values around those
/// ops are returned too (one more test). Later, a kept candidate that shows
/// it turns the check on as well. Strengthening only ever rejects more, and
/// no step after it can slip to a program whose wrong value starts upstream
/// of the named op.
void holdToOriginatingOp(MLIRContext &context, ProbeRunner &probes,
                         Candidate &current, ReductionResult &result,
                         bool originates,
                         const std::function<void(const std::string &)> &say) {
  FailureSignature &signature = result.signature;
  if (signature.opKind.empty() || signature.opCheck == OpCheck::Originates)
    return;
  FailureSignature strict = signature;
  strict.opCheck = OpCheck::Originates;
  if (originates) {
    signature = strict;
    return;
  }
  std::optional<Candidate> exposed =
      exposeOpKind(context, current, result.verdict, signature.opKind);
  if (!exposed)
    return;
  InterestingnessResult r =
      testInterestingness(context, probes, *exposed, strict);
  ++result.oracleCalls;
  if (!r.interesting) {
    say("with the values around " + signature.opKind +
        " returned it no longer fails that way (" + r.reason +
        "): the op is held only to feeding a failing output");
    return;
  }
  current = std::move(*exposed);
  result.verdict = r.verdict;
  signature = strict;
  result.log.push_back("returned the values around " + signature.opKind);
  say("returned the values around " + signature.opKind +
      ": from here one computes a wrong value from right operands");
}

} // namespace

bool defuse::materialize(Variant &variant) {
  if (!variant.build)
    return true;
  std::function<bool(Variant &)> build = std::move(variant.build);
  variant.build = nullptr;
  return build(variant);
}

FailureOr<ReductionResult>
defuse::reduceCandidate(MLIRContext &context, ProbeRunner &probes,
                        const Candidate &start,
                        const FailureSignature &signature,
                        ArrayRef<std::unique_ptr<ReductionStrategy>> strategies,
                        const ReducerOptions &options) {
  auto say = [&](const std::string &line) {
    if (options.progress)
      options.progress(line);
  };
  ReductionResult result;
  result.signature = signature;
  result.startOps = std::max(0, countEntryOps(context, start));
  InterestingnessResult first =
      testInterestingness(context, probes, start, signature);
  ++result.oracleCalls;
  if (!first.interesting) {
    say("the starting program does not fail with " + signature.str() + ": " +
        first.reason);
    return failure();
  }
  Candidate current = start;
  result.verdict = first.verdict;
  holdToOriginatingOp(context, probes, current, result, first.originates, say);
  for (const auto &s : strategies)
    result.strategies.push_back({s->name().str()});

  std::set<std::string> tested{fingerprint(start)};
  // The size of the program when each revisiting strategy was last asked,
  // so that it is asked again each time the program has halved since: a
  // few asks (a logarithm of its size) rather than one after every change.
  std::vector<int> opsWhenAsked(strategies.size(), 0);
  // Runs one strategy until it keeps nothing more; true when it kept any.
  std::function<bool(size_t)> runStrategy = [&](size_t si) {
    bool keptAny = false;
    if (strategies[si]->revisit())
      opsWhenAsked[si] = countEntryOps(context, current);
    StrategyReport &report = result.strategies[si];
    while (true) {
      // Timed per proposal, so that revisits made from here count as the
      // revisited strategy's time only.
      auto started = std::chrono::steady_clock::now();
      auto chargeTime = [&] {
        report.seconds += std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - started)
                              .count();
      };
      std::vector<Variant> variants = strategies[si]->propose(
          context, current, {result.verdict, result.signature});
      report.proposed += variants.size();
      // Variants are built as they are reached; one equal to a candidate
      // tested before (say, the current one) is not tested again.
      std::vector<std::string> keys(variants.size());
      std::set<std::string> thisList;
      auto candidateAt = [&](size_t i) -> const Candidate * {
        Variant &v = variants[i];
        if (!materialize(v))
          return nullptr;
        keys[i] = fingerprint(v.candidate);
        if (tested.count(keys[i]) || !thisList.insert(keys[i]).second)
          return nullptr;
        return &v.candidate;
      };
      FirstInteresting found = findFirstInteresting(
          context, probes, variants.size(), candidateAt, result.signature);
      for (size_t i : found.tested)
        tested.insert(keys[i]);
      report.tested += found.tested.size();
      result.oracleCalls += found.tested.size();
      if (!found.index) {
        chargeTime();
        break;
      }
      Variant &chosen = variants[*found.index];
      strategies[si]->kept(chosen);
      current = std::move(chosen.candidate);
      result.verdict = found.result.verdict;
      if (found.result.originates)
        result.signature.opCheck = OpCheck::Originates;
      ++report.kept;
      keptAny = true;
      result.log.push_back(report.name + ": " + chosen.change);
      int ops = countEntryOps(context, current);
      say(report.name + ": " + chosen.change + " (" + std::to_string(ops) +
          " ops, " + std::to_string(current.passes.size()) + " passes)");
      chargeTime();
      for (size_t again = 0; again < strategies.size(); ++again)
        if (again != si && strategies[again]->revisit() &&
            2 * ops <= opsWhenAsked[again])
          runStrategy(again);
    }
    return keptAny;
  };

  bool progressed = true;
  while (progressed && result.rounds < options.maxRounds) {
    progressed = false;
    ++result.rounds;
    for (const auto &strategy : strategies)
      strategy->restart(result.rounds);
    for (size_t si = 0; si < strategies.size(); ++si)
      progressed |= runStrategy(si);
  }
  result.reduced = std::move(current);
  result.opsAfter = std::max(0, countEntryOps(context, result.reduced));
  return result;
}
