//===- ReproducerCheck.cpp - The finding's own reproducer -----------------===//
//
// The reproducer must fail with the original pass (else there is nothing to
// fix, and the filter says so) and pass with the candidate.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

using namespace defuse;

namespace {

class ReproducerCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "reproducer"; }
  llvm::StringRef description() const override {
    return "the reproducer fails with the original pass and passes with the "
           "candidate";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    std::string why;
    CaseProgram program{c.finding.programText, c.finding.seed, "reproducer",
                        "as reduced"};
    auto prepared = prepareProgram(c.context, program, why);
    if (failed(prepared)) {
      r.inconclusive = true;
      r.summary = "the reproducer cannot be judged: " + why;
      return r;
    }
    JudgedRun before = judgeAll(c.probes, {*prepared}, c.unfixed())[0];
    std::vector<FixJudgement> after =
        c.judgeFix({*prepared}, c.fixed(), c.unfixed());
    const Verdict &fixed = after[0].fixed.verdict;
    r.evidence = {{"unfixed_pipeline", c.unfixed()},
                  {"fixed_pipeline", c.fixed()},
                  {"unfixed", verdictKindName(before.verdict.kind)},
                  {"fixed", verdictKindName(fixed.kind)},
                  {"fixed_message", fixed.message}};
    if (!isMiscompile(before.verdict.kind)) {
      r.inconclusive = true;
      r.summary = std::string("the reproducer does not fail with the "
                              "original pass (") +
                  verdictKindName(before.verdict.kind) + "): nothing to fix";
      return r;
    }
    r.passed = fixed.kind == VerdictKind::Pass;
    r.summary = r.passed ? std::string("fails with the original pass (") +
                               verdictKindName(before.verdict.kind) +
                               "), passes with the candidate"
                         : std::string("still ") + verdictKindName(fixed.kind) +
                               " with the candidate";
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeReproducerCheck() {
  return std::make_unique<ReproducerCheck>();
}
