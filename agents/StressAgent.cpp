//===- StressAgent.cpp - Maps how far a finding reaches -------------------===//

#include "agents/StressAgent.h"

#include "agents/Variations.h"
#include "target/mlir/PassPipeline.h"

#include <map>
#include <tuple>

using namespace defuse;

StressCorpus defuse::mapExtent(AgentContext &c) {
  const FindingCase &f = c.finding;
  CaseProgram reproducer{f.programText, f.seed, "reproducer", "as reduced"};
  std::vector<CaseProgram> tried =
      variationsOf(c.context, reproducer, c.seed, c.budget);
  std::vector<PreparedProgram> ready;
  std::map<std::string, std::map<std::string, int64_t>> counts;
  nlohmann::ordered_json rows = nlohmann::json::array();
  for (const CaseProgram &p : tried) {
    std::string why;
    auto prepared = prepareProgram(c.context, p, why);
    if (failed(prepared)) {
      ++counts[p.axis]["unjudged"];
      rows.push_back({{"axis", p.axis},
                      {"variation", p.description},
                      {"result", "unjudged: " + why}});
      continue;
    }
    ready.push_back(std::move(*prepared));
  }
  std::vector<JudgedRun> runs = judgeAll(c.probes, ready, f.pipeline);
  // Failures that stay without the culprit are not this finding.
  std::vector<PreparedProgram> failing;
  std::vector<size_t> failingAt;
  for (size_t i = 0; i < ready.size(); ++i)
    if (isMiscompile(runs[i].verdict.kind)) {
      failing.push_back(ready[i]);
      failingAt.push_back(i);
    }
  std::vector<JudgedRun> without =
      judgeAll(c.probes, failing, withoutPass(f.pipeline, f.pass));
  std::vector<std::string> result(ready.size());
  for (size_t i = 0; i < ready.size(); ++i) {
    VerdictKind k = runs[i].verdict.kind;
    result[i] = k == VerdictKind::Pass ? "passes"
                : isMiscompile(k)
                    ? "triggers"
                    : std::string("unjudged: ") + verdictKindName(k);
  }
  for (size_t j = 0; j < failing.size(); ++j)
    if (without[j].verdict.kind != VerdictKind::Pass)
      result[failingAt[j]] = "another bug (fails without the culprit too)";
  StressCorpus corpus;
  for (size_t i = 0; i < ready.size(); ++i) {
    const CaseProgram &p = ready[i].program;
    std::string r = result[i];
    if (r == "triggers")
      corpus.triggering.push_back(p);
    else if (r == "passes")
      corpus.passing.push_back(p);
    std::string bucket = r == "triggers" || r == "passes" ? r : "unjudged";
    ++counts[p.axis][bucket];
    rows.push_back({{"axis", p.axis},
                    {"variation", p.description},
                    {"result", r},
                    {"verdict", verdictKindName(runs[i].verdict.kind)}});
  }
  // Pipeline variants, on the reproducer itself: LLVM's optimization level,
  // fusion decisions (element-wise fusion left out), the culprit after a
  // canonicalization.
  std::string why;
  nlohmann::ordered_json variants = nlohmann::json::object();
  if (auto prepared = prepareProgram(c.context, reproducer, why);
      succeeded(prepared)) {
    std::vector<std::tuple<std::string, std::string, unsigned>> tried = {
        {"-O0", f.pipeline, 0}, {"-O3", f.pipeline, 3}};
    std::string unfused =
        withoutPass(f.pipeline, "linalg-fuse-elementwise-ops");
    if (unfused != f.pipeline)
      tried.push_back({"without linalg-fuse-elementwise-ops", unfused, 2});
    std::vector<std::string> steps;
    if (splitPipeline(f.pipeline, steps)) {
      std::vector<size_t> at = stepsRunning(steps, f.pass);
      if (!at.empty()) {
        steps.insert(steps.begin() + at.front(), {"canonicalize", "cse"});
        tried.push_back({"canonicalize,cse before " + f.pass,
                         joinPipeline(steps, steps.size()), 2});
      }
    }
    for (auto &[name, pipeline, level] : tried) {
      JudgedRun run = judgeAll(c.probes, {*prepared}, pipeline, level)[0];
      variants[name] = verdictKindName(run.verdict.kind);
    }
  }
  nlohmann::ordered_json axes = nlohmann::json::object();
  for (auto &[axis, byResult] : counts)
    axes[axis] = byResult;
  corpus.extent = {{"finding", f.signature},
                   {"pipeline", f.pipeline},
                   {"axes", axes},
                   {"pipeline_variants", variants},
                   {"programs", rows}};
  return corpus;
}

AgentOutcome StressAgent::run(AgentContext &c) {
  StressCorpus corpus = mapExtent(c);
  AgentOutcome out;
  std::string error;
  if (failed(
          saveStressCorpus(corpus, c.finding.directory + "/stress", error))) {
    out.summary = error;
    return out;
  }
  out.succeeded = true;
  out.summary = std::to_string(corpus.triggering.size()) +
                " programs trigger, " + std::to_string(corpus.passing.size()) +
                " pass; corpus in " + c.finding.directory + "/stress";
  out.details = corpus.extent;
  return out;
}
