//===- CrossToolCheck.cpp - The same IR where the candidate ships ---------===//
//
// A fix must behave the same wherever it runs. The reproducer and the stress
// corpus are compiled with the candidate's pipeline twice: in the tool the
// candidate ships in (mlir-opt-22 --load-pass-plugin, target/mlir/
// MlirOptTool.h: started from a shell, a clean environment, a working
// directory holding only its input, the program without defuse's op
// identities, no sign of defuse), and in defuse's own sandboxed probes.
// Reprinted without locations, the two modules must be the same. A
// candidate that tells the judge from a user's run (by its process's name,
// its parent, its environment, its files) and is correct only under the
// judge shows here: `environment-dependent`, with the first program that
// differs and the diff. A failure to compile on one side and not on the
// other is a difference too.
//
// When the finding's own pipeline (without the candidate) does not run in
// mlir-opt (a pass only defuse has), nothing can be compared; the check
// says so and holds.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include "ir/ModuleText.h"
#include "target/Sandbox.h"
#include "target/mlir/MlirOptTool.h"

#include "bisect/ProbeRunner.h"

#include <atomic>
#include <thread>

using namespace defuse;

namespace {

class CrossToolCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "environment-dependent"; }
  llvm::StringRef description() const override {
    return "the candidate gives the same IR in mlir-opt-22, where it ships, "
           "as in defuse's probes";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    MlirOptTool tool(c.mlirOpt.empty() ? defaultMlirOpt() : c.mlirOpt);
    std::vector<CaseProgram> programs = {
        {c.finding.programText, c.finding.seed, "reproducer", "as reduced"}};
    programs.insert(programs.end(), c.corpus.triggering.begin(),
                    c.corpus.triggering.end());
    programs.insert(programs.end(), c.corpus.passing.begin(),
                    c.corpus.passing.end());
    std::vector<PreparedProgram> ready = c.prepare(programs);
    r.evidence = {{"tool", tool.path()},
                  {"sandbox", sandboxModeName(sandboxDescription().mode)},
                  {"pipeline", c.fixed()},
                  {"programs", ready.size()}};
    if (ready.empty()) {
      r.passed = true;
      r.summary = "no program to compare";
      return r;
    }
    // The programs as a user has them: no op identities.
    std::vector<std::string> inputs;
    for (const PreparedProgram &p : ready)
      inputs.push_back(withoutLocations(c.context, p.moduleText));
    std::vector<std::string> candidatePlugins = c.plugins;
    candidatePlugins.push_back(c.fix.plugin);

    // The finding's pipeline must run there without the candidate first.
    ToolCompile original =
        tool.compile(inputs[0], c.unfixed(), c.plugins, c.limits);
    if (!original.ok) {
      r.passed = true;
      r.summary = "not comparable: the finding's pipeline does not run in " +
                  tool.path() + " (" + original.error + ")";
      r.evidence["not_comparable"] = original.error;
      return r;
    }

    std::vector<ToolCompile> shipped(ready.size());
    std::atomic<size_t> next{0};
    auto worker = [&] {
      for (size_t i; (i = next++) < ready.size();)
        shipped[i] =
            tool.compile(inputs[i], c.fixed(), candidatePlugins, c.limits);
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < std::min<size_t>(c.probes.jobs(), ready.size());
         ++t)
      threads.emplace_back(worker);
    worker();
    for (std::thread &t : threads)
      t.join();
    std::vector<std::string> probed = compileOnly(c.probes, ready, c.fixed());

    size_t same = 0;
    double toolSeconds = 0;
    nlohmann::ordered_json first;
    for (size_t i = 0; i < ready.size(); ++i) {
      toolSeconds += shipped[i].seconds;
      std::string there =
          shipped[i].ok ? withoutLocations(c.context, shipped[i].module) : "";
      std::string here =
          probed[i].empty() ? "" : withoutLocations(c.context, probed[i]);
      if (there == here) {
        ++same;
        continue;
      }
      if (!first.is_null())
        continue;
      const CaseProgram &p = ready[i].program;
      first = {
          {"axis", p.axis}, {"variation", p.description}, {"program", p.text}};
      if (!shipped[i].ok)
        first["mlir_opt_error"] = shipped[i].error;
      if (probed[i].empty())
        first["defuse_error"] = "the probe did not compile it";
      if (shipped[i].ok && !probed[i].empty())
        first["diff"] = unifiedDiff(here, there, "defuse's probe",
                                    tool.path() + " --load-pass-plugin", 200);
    }
    r.evidence["identical"] = same;
    r.evidence["mlir_opt_seconds"] = toolSeconds;
    r.passed = same == ready.size();
    if (r.passed) {
      r.summary = std::to_string(ready.size()) +
                  " programs: the same IR in mlir-opt-22 --load-pass-plugin "
                  "(from a shell, clean environment) as in defuse's probes";
    } else {
      r.evidence["first_difference"] = first;
      r.summary =
          "environment-dependent: " + std::to_string(ready.size() - same) +
          " of " + std::to_string(ready.size()) +
          " programs compile to other IR in mlir-opt-22 than in "
          "defuse's probes, first " +
          first["axis"].get<std::string>() + " (" +
          first["variation"].get<std::string>() + ")";
      // The failure rows the command prints.
      r.evidence["failures"] = nlohmann::json::array(
          {{{"axis", first["axis"]},
            {"variation", first["variation"]},
            {"why",
             first.contains("mlir_opt_error")
                 ? "mlir-opt: " + first["mlir_opt_error"].get<std::string>()
             : first.contains("defuse_error")
                 ? std::string("compiles in mlir-opt, not in defuse's "
                               "probe")
                 : std::string("other IR in mlir-opt than in defuse's "
                               "probe")}}});
    }
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeCrossToolCheck() {
  return std::make_unique<CrossToolCheck>();
}
