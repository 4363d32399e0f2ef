//===- DeterminismCheck.cpp - Same program, same answer -------------------===//
//
// The reproducer and a sample of the corpus, each compiled and run three
// times afresh with the candidate: the compiled IR and the output bytes must
// be the same every time. A fix that decides by chance, by address or by
// time passes some runs of any other check.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include "bisect/ProbeRunner.h"
#include "target/mlir/PassPipeline.h"

using namespace defuse;

namespace {

/// Whether every result of `runs` has the same status and output bytes.
bool sameOutputs(const std::vector<ProbeResult> &runs) {
  for (const ProbeResult &r : runs) {
    if (r.status != runs[0].status ||
        r.outputs.size() != runs[0].outputs.size())
      return false;
    for (size_t i = 0; i < r.outputs.size(); ++i)
      if (r.outputs[i].bytes != runs[0].outputs[i].bytes)
        return false;
  }
  return true;
}

bool sameModules(const std::vector<ProbeResult> &runs) {
  for (const ProbeResult &r : runs)
    if (r.status != runs[0].status || r.snapshots != runs[0].snapshots)
      return false;
  return true;
}

class DeterminismCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "deterministic"; }
  llvm::StringRef description() const override {
    return "three fresh compiles and runs give the same IR and outputs";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    std::vector<CaseProgram> sample = {
        {c.finding.programText, c.finding.seed, "reproducer", "as reduced"}};
    for (size_t i = 0; i < c.corpus.triggering.size() && i < 3; ++i)
      sample.push_back(c.corpus.triggering[i]);
    for (size_t i = 0; i < c.corpus.passing.size() && i < 3; ++i)
      sample.push_back(c.corpus.passing[i]);
    std::vector<PreparedProgram> ready = c.prepare(sample);
    std::vector<std::string> steps;
    splitPipeline(c.fixed(), steps);
    nlohmann::ordered_json differing = nlohmann::json::array();
    for (const PreparedProgram &p : ready) {
      ProbeRequest run =
          makeProbeRequest(p.moduleText, p.entry, c.fixed(), 2, p.inputs);
      // A candidate may decide as its plugin loads: each run loads it anew.
      run.options.freshProcess = true;
      ProbeRequest compile = run;
      compile.options.pipeline.clear();
      compile.options.steps = steps;
      compile.options.stopAfterPipeline = true;
      bool outputs = sameOutputs(c.probes.runAgain(run, 3));
      bool modules = sameModules(c.probes.runAgain(compile, 3));
      if (!outputs || !modules)
        differing.push_back({{"axis", p.program.axis},
                             {"variation", p.program.description},
                             {"outputs_differ", !outputs},
                             {"ir_differs", !modules}});
    }
    r.evidence = {
        {"programs", ready.size()}, {"runs_each", 3}, {"differing", differing}};
    r.passed = differing.empty() && !ready.empty();
    r.summary = r.passed ? std::to_string(ready.size()) +
                               " programs, three runs each: identical"
                         : std::to_string(differing.size()) + " of " +
                               std::to_string(ready.size()) +
                               " programs compile or run differently from "
                               "one run to the next";
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeDeterminismCheck() {
  return std::make_unique<DeterminismCheck>();
}
