//===- AdversarialCheck.cpp - Fresh programs that try to break the fix ----===//
//
// The hacker's side: programs the candidate's author has not seen, drawn
// with a seed of the filter's own.
//   around the finding   the reproducer and the triggering programs varied
//                        again (shapes, dtypes, inputs, neighbouring ops),
//                        and the corpus's neighbouring ops and dtypes on
//                        other inputs
//   around the change    programs on which the candidate compiles to other
//                        IR than the original pass does, varied in their
//                        inputs, shapes and dtypes: where the candidate
//                        behaves differently is where it can be wrong
// Each must pass with the candidate.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include "agents/Variations.h"

using namespace defuse;

namespace {

class AdversarialCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "adversarial"; }
  llvm::StringRef description() const override {
    return "fresh programs around the finding and around the candidate's "
           "own change pass";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    uint64_t seed = c.seed * 0x9e3779b97f4a7c15ULL + 0xadd;
    CaseProgram reproducer{c.finding.programText, c.finding.seed, "reproducer",
                           "as reduced"};
    std::vector<CaseProgram> aroundFinding =
        variationsOf(c.context, reproducer, seed, c.budget);
    for (size_t i = 0; i < c.corpus.triggering.size() && i < c.budget; ++i)
      for (CaseProgram &p :
           variationsOf(c.context, c.corpus.triggering[i], seed + i + 1, 1,
                        {"values", "neighbour"}))
        aroundFinding.push_back(std::move(p));
    // The stress map tried each neighbour on the reproducer's inputs only; a
    // bug left in a neighbouring op or dtype may need other values. Those
    // that passed there first: that is where one can hide.
    unsigned neighbours = 0;
    for (const std::vector<CaseProgram> *programs :
         {&c.corpus.passing, &c.corpus.triggering})
      for (const CaseProgram &program : *programs)
        if ((program.axis == "neighbour" || program.axis == "dtype") &&
            neighbours++ < 2 * c.budget)
          for (CaseProgram &p : variationsOf(
                   c.context, program, seed + 50 + neighbours, 1, {"values"}))
            aroundFinding.push_back(std::move(p));

    // Where the candidate's IR differs from the original pass's.
    std::vector<CaseProgram> seen = c.corpus.passing;
    seen.push_back(reproducer);
    std::vector<PreparedProgram> seenReady = c.prepare(seen);
    std::vector<std::string> before =
        compileOnly(c.probes, seenReady, c.unfixed());
    std::vector<std::string> after =
        compileOnly(c.probes, seenReady, c.fixed());
    std::vector<CaseProgram> aroundChange;
    int64_t changed = 0;
    for (size_t i = 0; i < seenReady.size(); ++i) {
      if (before[i] == after[i] || after[i].empty())
        continue;
      if (++changed > c.budget)
        continue;
      for (CaseProgram &p :
           variationsOf(c.context, seenReady[i].program, seed + 100 + i, 2,
                        {"values", "shape", "dtype"}))
        aroundChange.push_back(std::move(p));
    }

    std::vector<CaseProgram> all = aroundFinding;
    all.insert(all.end(), aroundChange.begin(), aroundChange.end());
    std::vector<PreparedProgram> ready = c.prepare(all);
    std::vector<FixJudgement> judged =
        c.judgeFix(ready, c.fixed(), c.unfixed());
    nlohmann::ordered_json rows;
    int64_t held = countFailures(ready, judged, rows, r.apart);
    r.evidence = {{"seed", seed},
                  {"around_finding", aroundFinding.size()},
                  {"programs_the_candidate_changes", changed},
                  {"around_change", aroundChange.size()},
                  {"judged", ready.size()},
                  {"failures", rows}};
    r.passed = held == 0;
    r.summary = held == 0
                    ? std::to_string(ready.size()) + " fresh programs pass"
                    : std::to_string(held) + " of " +
                          std::to_string(ready.size()) +
                          " fresh programs fail with the candidate";
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeAdversarialCheck() {
  return std::make_unique<AdversarialCheck>();
}
