//===- FilterCheck.cpp - What the filter's checks share -------------------===//

#include "agents/filter/FilterCheck.h"

#include "bisect/FailureSignature.h"
#include "bisect/ProbeRunner.h"
#include "reduce/CulpritOp.h"
#include "reduce/Interestingness.h"
#include "target/mlir/PassPipeline.h"

#include "llvm/ADT/STLExtras.h"

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
    auto [known, isNew] = preparedSoFar.try_emplace({p.text, p.seed});
    if (isNew) {
      std::string why;
      if (auto prepared = prepareProgram(context, p, why); succeeded(prepared))
        known->second = std::move(*prepared);
    }
    if (!known->second)
      continue;
    ready.push_back(*known->second);
    ready.back().program = p; // its axis and description as this check has them
  }
  return ready;
}

namespace {

/// How the candidate's failure on a program differs from the original
/// pass's failure there ("" when it is the same failure): another kind of
/// failure, or an output that fails only with the candidate.
std::string newFailure(const Verdict &withFix, const Verdict &before) {
  if (!sameFailureKind(before.kind, withFix.kind))
    return std::string(verdictKindName(withFix.kind)) +
           " with the candidate, " + verdictKindName(before.kind) +
           " with the original pass";
  for (const OutputVerdict &o : withFix.outputs) {
    if (o.kind == VerdictKind::Pass)
      continue;
    auto same = llvm::find_if(before.outputs, [&](const OutputVerdict &b) {
      return b.index == o.index;
    });
    if (same == before.outputs.end() || same->kind == VerdictKind::Pass)
      return "output #" + std::to_string(o.index) + " fails (" +
             verdictKindName(o.kind) +
             ") with the candidate, passes with the original pass";
  }
  return "";
}

struct Blame {
  bool counts = false;
  std::string why;
};

/// Whether a failure the original pass shows too is the finding's: it needs
/// the candidate's pass (`pass`) and originates at an op of the finding's
/// kind `op` (that op computes a wrong value from right operands: the
/// reducer's OpCheck::Originates). When the program computes the op's
/// operands, the values around the op are returned too and the question is
/// asked of that program. When returning them undoes the failure (it
/// splits a fusion the failure needs), where the wrong value starts cannot
/// be told, and a failure that reaches an op of the kind counts.
Blame blameByOrigin(mlir::MLIRContext &context, ProbeRunner &probes,
                    const Candidate &candidate, const std::string &pass,
                    const std::string &op, const Verdict &withFix) {
  FailureSignature signature;
  signature.kind = withFix.kind;
  signature.pass = pass;
  signature.opKind = op;
  signature.tier = withFix.tier;
  signature.opCheck = OpCheck::Reaches;
  std::string kind = verdictKindName(withFix.kind);
  InterestingnessResult reaches =
      testInterestingness(context, probes, candidate, signature);
  if (!reaches.interesting)
    return {false, "another bug, " + kind + " with the original pass too (" +
                       reaches.reason + ")"};
  signature.opCheck = OpCheck::Originates;
  std::string finding = signature.str();
  if (reaches.originates || op.empty())
    return {true, "the finding's failure is still there: it originates at " +
                      (op.empty() ? std::string("the pass") : op) + " (" +
                      finding + ")"};
  std::optional<Candidate> exposed =
      exposeOpKind(context, candidate, reaches.verdict, op);
  if (!exposed)
    return {true, "the finding's failure is still there: it reaches " + op +
                      " (" + finding + ")"};
  InterestingnessResult origin =
      testInterestingness(context, probes, *exposed, signature);
  if (origin.interesting)
    return {true, "the finding's failure is still there: with the values "
                  "around " +
                      op + " returned, it originates there (" + finding + ")"};
  if (!sameFailureKind(withFix.kind, origin.verdict.kind))
    return {true, "it reaches " + op + ", and with the values around " + op +
                      " returned it no longer fails, so where it starts is "
                      "not known (" +
                      finding + ")"};
  return {false, "another bug, " + kind +
                     " with the original pass too: the wrong value reaches " +
                     op + " from upstream (" + origin.reason + ")"};
}

} // namespace

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
    const Verdict &before = unfixedRuns[j].verdict;
    std::string kind = verdictKindName(withFix.kind);
    if (before.kind == VerdictKind::Pass) {
      judged.why =
          "passes with the original pass, " + kind + " with the candidate";
      continue;
    }
    if (withFix.kind == VerdictKind::CompileError) {
      judged.apart = before.kind == VerdictKind::CompileError;
      judged.why = judged.apart ? "fails to compile with or without the "
                                  "candidate: " +
                                      withFix.message
                                : "the candidate fails to compile it: " +
                                      withFix.message;
      continue;
    }
    if (std::string what = newFailure(withFix, before); !what.empty()) {
      judged.why = what;
      continue;
    }
    Candidate candidate;
    candidate.moduleText = failing[j].moduleText;
    candidate.entry = failing[j].entry;
    candidate.inputs = failing[j].inputs;
    candidate.passes = steps;
    if (!running.empty())
      candidate.culprit = running.back();
    Blame blame = blameByOrigin(context, probes, candidate, fix.pass,
                                finding.op, withFix);
    judged.apart = !blame.counts;
    judged.why = blame.why;
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
