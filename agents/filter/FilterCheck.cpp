//===- FilterCheck.cpp - What the filter's checks share -------------------===//

#include "agents/filter/FilterCheck.h"

#include "bisect/FailureSignature.h"
#include "bisect/ProbeRunner.h"
#include "reduce/Interestingness.h"
#include "target/mlir/PassPipeline.h"

using namespace defuse;

std::string FilterContext::fixed() const {
  return replacePass(finding.pipeline, fix.replaces, fix.pass);
}

std::string FilterContext::fixedFull() const {
  return replacePass(finding.fullPipeline, fix.replaces, fix.pass);
}

std::vector<PreparedProgram>
FilterContext::prepare(const std::vector<CaseProgram> &ps) {
  std::vector<PreparedProgram> ready;
  for (const CaseProgram &p : ps) {
    std::string why;
    if (auto prepared = prepareProgram(context, p, why); succeeded(prepared))
      ready.push_back(std::move(*prepared));
  }
  return ready;
}

std::vector<FixJudgement>
FilterContext::judgeFix(const std::vector<PreparedProgram> &programs,
                        const std::string &fixedPipeline,
                        const std::string &unfixedPipeline) {
  std::vector<JudgedRun> runs = judgeAll(probes, programs, fixedPipeline);
  std::vector<FixJudgement> out(programs.size());
  std::vector<PreparedProgram> failing;
  std::vector<size_t> at;
  for (size_t i = 0; i < programs.size(); ++i) {
    out[i].fixed = runs[i];
    VerdictKind k = runs[i].verdict.kind;
    out[i].fails = k != VerdictKind::Pass && k != VerdictKind::Inconclusive;
    if (out[i].fails) {
      failing.push_back(programs[i]);
      at.push_back(i);
    }
  }
  std::vector<JudgedRun> unfixedRuns =
      judgeAll(probes, failing, unfixedPipeline);
  std::vector<std::string> steps;
  splitPipeline(fixedPipeline, steps);
  std::vector<size_t> running = stepsRunning(steps, fix.pass);
  for (size_t j = 0; j < failing.size(); ++j) {
    FixJudgement &judged = out[at[j]];
    const Verdict &withFix = judged.fixed.verdict;
    VerdictKind before = unfixedRuns[j].verdict.kind;
    std::string kind = verdictKindName(withFix.kind);
    if (before == VerdictKind::Pass) {
      judged.why =
          "passes with the original pass, " + kind + " with the candidate";
      continue;
    }
    if (withFix.kind == VerdictKind::CompileError) {
      judged.apart = before == VerdictKind::CompileError;
      judged.why = judged.apart ? "fails to compile with or without the "
                                  "candidate: " +
                                      withFix.message
                                : "the candidate fails to compile it: " +
                                      withFix.message;
      continue;
    }
    // Wrong numbers with and without the candidate: the finding's failure
    // only when it needs the candidate's pass and goes through an op of the
    // finding's kind.
    Candidate candidate;
    candidate.moduleText = failing[j].moduleText;
    candidate.entry = failing[j].entry;
    candidate.inputs = failing[j].inputs;
    candidate.passes = steps;
    if (!running.empty())
      candidate.culprit = running.back();
    FailureSignature signature;
    signature.kind = withFix.kind;
    signature.pass = fix.pass;
    signature.opKind = finding.op;
    signature.tier = withFix.tier;
    InterestingnessResult r =
        testInterestingness(context, probes, candidate, signature);
    judged.apart = !r.interesting;
    judged.why =
        r.interesting
            ? "the finding's failure is still there (" + signature.str() + ")"
            : "another bug, " + kind + " without the candidate too (" +
                  r.reason + ")";
  }
  return out;
}

int64_t defuse::countFailures(const std::vector<PreparedProgram> &programs,
                              const std::vector<FixJudgement> &judged,
                              nlohmann::ordered_json &rows,
                              std::vector<std::string> &apart, size_t limit) {
  int64_t held = 0;
  if (!rows.is_array())
    rows = nlohmann::json::array();
  for (size_t i = 0; i < judged.size(); ++i) {
    if (!judged[i].fails)
      continue;
    const CaseProgram &p = programs[i].program;
    std::string what = p.axis + " (" + p.description + "): " + judged[i].why;
    if (judged[i].apart) {
      apart.push_back(what);
      continue;
    }
    ++held;
    if (rows.size() < limit)
      rows.push_back(
          {{"axis", p.axis},
           {"variation", p.description},
           {"seed", p.seed},
           {"verdict", verdictKindName(judged[i].fixed.verdict.kind)},
           {"why", judged[i].why},
           {"program", p.text}});
  }
  return held;
}
