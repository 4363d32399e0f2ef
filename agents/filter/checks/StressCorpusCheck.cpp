//===- StressCorpusCheck.cpp - Everywhere the finding was mapped ----------===//
//
// Every program of the stress corpus, those that triggered the finding and
// those that did not, must pass with the candidate.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include <map>

using namespace defuse;

namespace {

class StressCorpusCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "stress-corpus"; }
  llvm::StringRef description() const override {
    return "every program of the finding's stress corpus passes with the "
           "candidate";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    std::vector<CaseProgram> all = c.corpus.triggering;
    all.insert(all.end(), c.corpus.passing.begin(), c.corpus.passing.end());
    std::vector<PreparedProgram> ready = c.prepare(all);
    std::vector<FixJudgement> judged =
        c.judgeFix(ready, c.fixed(), c.unfixed());
    nlohmann::ordered_json rows;
    int64_t held = countFailures(ready, judged, rows, r.apart);
    std::map<std::string, std::pair<int64_t, int64_t>> byAxis;
    for (size_t i = 0; i < ready.size(); ++i) {
      auto &[tried, failing] = byAxis[ready[i].program.axis];
      ++tried;
      failing += judged[i].fails && !judged[i].apart;
    }
    nlohmann::ordered_json axes = nlohmann::json::object();
    for (auto &[axis, counts] : byAxis)
      axes[axis] = {{"programs", counts.first}, {"failing", counts.second}};
    r.evidence = {{"triggering", c.corpus.triggering.size()},
                  {"passing", c.corpus.passing.size()},
                  {"judged", ready.size()},
                  {"by_axis", axes},
                  {"failures", rows}};
    r.passed = held == 0 && !ready.empty();
    r.summary =
        ready.empty() ? "the stress corpus is empty: the extent was not mapped"
        : held == 0
            ? std::to_string(ready.size()) + " corpus programs pass"
            : std::to_string(held) + " of " + std::to_string(ready.size()) +
                  " corpus programs fail with the candidate";
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeStressCorpusCheck() {
  return std::make_unique<StressCorpusCheck>();
}
