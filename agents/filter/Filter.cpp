//===- Filter.cpp - The adversarial filter between agents and reviewers ---===//

#include "agents/filter/Filter.h"

#include "agents/filter/checks/Checks.h"
#include "ir/ModuleText.h"
#include "target/Sandbox.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"

#include <chrono>

using namespace defuse;

std::vector<std::unique_ptr<FilterCheck>> defuse::allFilterChecks() {
  std::vector<std::unique_ptr<FilterCheck>> checks;
  checks.push_back(makeReproducerCheck());
  checks.push_back(makeHandsOffCheck());
  checks.push_back(makeDeterminismCheck());
  checks.push_back(makeCrossToolCheck());
  checks.push_back(makeStressCorpusCheck());
  checks.push_back(makeAdversarialCheck());
  checks.push_back(makeOptimizationKeptCheck());
  checks.push_back(makeRegressionCheck());
  return checks;
}

std::vector<std::string> defuse::filterCheckNames() {
  std::vector<std::string> names;
  for (const std::unique_ptr<FilterCheck> &check : allFilterChecks())
    names.push_back(check->name().str());
  return names;
}

std::vector<std::string> FilterVerdict::failedChecks() const {
  std::vector<std::string> names;
  for (const CheckResult &c : checks)
    if (!c.passed && !c.inconclusive)
      names.push_back(c.check);
  return names;
}

nlohmann::ordered_json FilterVerdict::toJson() const {
  nlohmann::ordered_json j;
  j["verdict"] = inconclusive                        ? "inconclusive"
                 : accepted                          ? "accepted"
                 : partial && failedChecks().empty() ? "partial"
                                                     : "rejected";
  j["failed_checks"] = failedChecks();
  j["seconds"] = seconds;
  nlohmann::ordered_json list = nlohmann::json::array();
  for (const CheckResult &c : checks)
    list.push_back({{"check", c.check},
                    {"passed", c.passed},
                    {"inconclusive", c.inconclusive},
                    {"summary", c.summary},
                    {"seconds", c.seconds},
                    {"other_bugs", c.apart},
                    {"evidence", c.evidence}});
  j["checks"] = list;
  j["sandbox"] = sandbox;
  j["ir_diff"] = irDiff;
  return j;
}

CheckResult defuse::checkPluginLoads(const CandidateFix &fix,
                                     const SandboxedMlirTarget &target,
                                     const ProbeLimits &limits) {
  CheckResult r;
  r.check = "loads";
  ProbeResult child = target.checkLoads(fix.pass, limits);
  r.passed = child.status == ProbeStatus::Ok;
  std::string why = child.message.empty()
                        ? std::string(probeStatusName(child.status))
                        : child.message;
  if (llvm::StringRef(why).starts_with(fix.plugin + ": "))
    why = why.substr(fix.plugin.size() + 2);
  r.summary = r.passed ? fix.plugin +
                             " loads in a sandboxed worker and "
                             "registers " +
                             fix.pass
                       : fix.plugin + ": " + why;
  r.evidence = {{"plugin", fix.plugin},
                {"pass", fix.pass},
                {"worker", probeStatusName(child.status)},
                {"message", child.message}};
  return r;
}

nlohmann::ordered_json
defuse::sandboxEvidence(const CandidateFix &fix,
                        const SandboxedMlirTarget &target) {
  const SandboxDescription &d = sandboxDescription();
  // A candidate that is also one of the finding's own plugins (a test
  // plugin holding the faulty pass and its fixes) is in every worker.
  bool alsoTrusted =
      llvm::any_of(target.plugins().trusted, [&](const std::string &plugin) {
        return plugin == fix.plugin ||
               llvm::sys::fs::equivalent(plugin, fix.plugin);
      });
  std::string where =
      alsoTrusted
          ? "in every worker, since it is one of the finding's own plugins "
            "(--load-pass-plugin) too; lowering, LLVM and the runs of "
            "pipelines that run " +
                fix.pass +
                " in a worker without plugins; never in the filter's process"
          : "only in workers whose pipeline runs " + fix.pass +
                ", which return IR; lowering, LLVM and every run in a "
                "worker without plugins; never in the filter's process";
  return {{"mode", sandboxModeName(d.mode)},
          {"summary", d.summary()},
          {"landlock_abi", d.landlockAbi},
          {"syscall_filter", d.syscallFilter},
          {"worker", target.worker()},
          {"trusted_plugins", target.plugins().trusted},
          {"candidate_plugin", fix.plugin},
          {"candidate_loaded", where}};
}

FilterVerdict
defuse::runFilter(FilterContext &c, const SandboxedMlirTarget &target,
                  const std::function<void(const CheckResult &)> &onCheck) {
  auto start = std::chrono::steady_clock::now();
  auto since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t)
        .count();
  };
  FilterVerdict v;
  v.sandbox = sandboxEvidence(c.fix, target);
  CheckResult loads = checkPluginLoads(c.fix, target, c.limits);
  loads.seconds = since(start);
  v.checks.push_back(loads);
  onCheck(loads);
  if (!loads.passed) {
    v.seconds = since(start);
    return v;
  }
  for (std::unique_ptr<FilterCheck> &check : allFilterChecks()) {
    if (!c.onlyChecks.empty() && check->name() != "reproducer" &&
        !llvm::is_contained(c.onlyChecks, check->name().str())) {
      v.partial = true;
      continue;
    }
    auto t = std::chrono::steady_clock::now();
    CheckResult r = check->run(c);
    r.check = check->name().str();
    r.seconds = since(t);
    onCheck(r);
    v.checks.push_back(std::move(r));
    // Without a reproducing finding nothing else means anything.
    if (v.checks.back().inconclusive) {
      v.inconclusive = true;
      break;
    }
    if (c.failFast && !v.checks.back().passed)
      break;
  }
  v.accepted = !v.inconclusive && !v.partial && v.failedChecks().empty();
  if (!v.inconclusive) {
    std::string why;
    CaseProgram reproducer{c.finding.programText, c.finding.seed, "reproducer",
                           "as reduced"};
    if (auto p = prepareProgram(c.context, reproducer, why); succeeded(p)) {
      std::string before = compileOnly(c.probes, {*p}, c.unfixed())[0];
      std::string after = compileOnly(c.probes, {*p}, c.fixed())[0];
      v.irDiff =
          unifiedDiff(withoutLocations(c.context, before),
                      withoutLocations(c.context, after),
                      "original: " + c.unfixed(), "candidate: " + c.fixed());
    }
  }
  v.seconds = since(start);
  return v;
}
