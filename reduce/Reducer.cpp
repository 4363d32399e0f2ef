//===- Reducer.cpp - The driver: strategies to a fixpoint -----------------===//

#include "reduce/Reducer.h"
#include "reduce/Interestingness.h"
#include "reduce/ModuleEditing.h"

#include "bisect/ProbeRunner.h"

#include <set>

using namespace defuse;
using namespace mlir;

std::vector<std::unique_ptr<ReductionStrategy>> defuse::createAllStrategies() {
  // What makes every later probe cheaper goes first: fewer passes to
  // compile with, whole kinds of op gone (a few probes take a large program
  // to a third of its ops), smaller tensors to interpret and run. Then whole
  // results and ops by position, and values are simplified last, on the
  // smallest program.
  std::vector<std::unique_ptr<ReductionStrategy>> s;
  s.push_back(createDropPassesStrategy());
  s.push_back(createRemoveOpKindsStrategy());
  s.push_back(createShrinkShapesStrategy());
  s.push_back(createDropResultsStrategy());
  s.push_back(createCutOpKindsStrategy());
  s.push_back(createRemoveOpsStrategy());
  s.push_back(createBypassOpsStrategy());
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
  return ProbeRunner::contentHash(probeRequestFor(c, c.passes.size())) + ":" +
         std::to_string(c.culprit);
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
  for (const auto &s : strategies)
    result.strategies.push_back({s->name().str(), 0, 0, 0});

  std::set<std::string> tested{fingerprint(start)};
  unsigned batch = std::max(1u, probes.jobs());
  bool progressed = true;
  while (progressed && result.rounds < options.maxRounds) {
    progressed = false;
    ++result.rounds;
    for (size_t si = 0; si < strategies.size(); ++si) {
      StrategyReport &report = result.strategies[si];
      strategies[si]->restart(result.rounds);
      bool kept = true;
      while (kept) {
        kept = false;
        std::vector<Variant> variants =
            strategies[si]->propose(context, current, result.verdict);
        report.proposed += variants.size();
        // Batches of variants never tested before, built as they are
        // reached.
        for (size_t next = 0; next < variants.size() && !kept;) {
          std::vector<size_t> members;
          std::vector<Candidate> group;
          while (group.size() < batch && next < variants.size()) {
            Variant &v = variants[next++];
            if (materialize(v) &&
                tested.insert(fingerprint(v.candidate)).second) {
              members.push_back(next - 1);
              group.push_back(v.candidate);
            }
          }
          if (group.empty())
            break;
          std::vector<InterestingnessResult> verdicts =
              testInterestingness(context, probes, group, signature);
          report.tested += group.size();
          result.oracleCalls += group.size();
          for (size_t i = 0; i < verdicts.size(); ++i) {
            if (!verdicts[i].interesting)
              continue;
            const Variant &chosen = variants[members[i]];
            strategies[si]->kept(chosen);
            current = std::move(group[i]);
            result.verdict = verdicts[i].verdict;
            ++report.kept;
            kept = progressed = true;
            const std::string &change = chosen.change;
            result.log.push_back(report.name + ": " + change);
            say(report.name + ": " + change + " (" +
                std::to_string(countEntryOps(context, current)) + " ops, " +
                std::to_string(current.passes.size()) + " passes)");
            break;
          }
        }
      }
    }
  }
  result.reduced = std::move(current);
  result.opsAfter = std::max(0, countEntryOps(context, result.reduced));
  return result;
}
