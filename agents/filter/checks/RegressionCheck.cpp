//===- RegressionCheck.cpp - The regression suite and the bundled models --===//
//
// Every checked-in reproducer whose pipeline runs the replaced pass, with the
// candidate in its place, and every bundled model under the finding's whole
// pipeline with the candidate: none may fail on the candidate's account.
// (A reproducer of another bug still open fails with or without it: apart.)
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include "target/mlir/PassPipeline.h"

#include <map>
#include <regex>

using namespace defuse;

namespace {

/// The pipeline of a reproducer's RUN lines, if it names one and needs no
/// plugin.
std::optional<std::string> runLinePipeline(const std::string &text) {
  if (text.find("--load-pass-plugin") != std::string::npos)
    return std::nullopt;
  static const std::regex pipeline("RUN:.*--pipeline '([^']*)'");
  std::smatch m;
  if (!std::regex_search(text, m, pipeline))
    return std::nullopt;
  return m[1].str();
}

class RegressionCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "regressions"; }
  llvm::StringRef description() const override {
    return "the regression suite and the bundled models pass with the "
           "candidate";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    nlohmann::ordered_json rows = nlohmann::json::array();
    int64_t held = 0, regressions = 0, models = 0;
    // Reproducers, grouped by pipeline.
    std::map<std::string, std::vector<CaseProgram>> byPipeline;
    for (const CaseProgram &p :
         programsFromFiles(c.regressionFiles, 1, "regression")) {
      std::optional<std::string> pipeline = runLinePipeline(p.text);
      std::vector<std::string> steps;
      if (!pipeline || !splitPipeline(*pipeline, steps) ||
          stepsRunning(steps, c.fix.replaces).empty())
        continue;
      byPipeline[*pipeline].push_back(p);
    }
    for (auto &[pipeline, programs] : byPipeline) {
      std::vector<PreparedProgram> ready = c.prepare(programs);
      regressions += ready.size();
      held += countFailures(
          ready,
          c.judgeFix(ready, replacePass(pipeline, c.fix.replaces, c.fix.pass),
                     pipeline),
          rows, r.apart);
    }
    std::vector<PreparedProgram> ready =
        c.prepare(programsFromFiles(c.modelFiles, c.seed, "model"));
    models = ready.size();
    held +=
        countFailures(ready, c.judgeFix(ready, c.fixedFull(), c.unfixedFull()),
                      rows, r.apart);
    // A failure row's program text is the whole model: name it instead.
    for (auto &row : rows)
      if (row["axis"] == "model" || row["axis"] == "regression")
        row.erase("program");
    r.evidence = {{"regressions_run", regressions},
                  {"models_run", models},
                  {"failures", rows}};
    r.passed = held == 0;
    r.summary = std::to_string(regressions) + " regression reproducers and " +
                std::to_string(models) + " models: " +
                (held == 0 ? std::string("all pass")
                           : std::to_string(held) + " fail with the candidate");
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeRegressionCheck() {
  return std::make_unique<RegressionCheck>();
}
