//===- Filter.cpp - The adversarial filter between agents and reviewers ---===//

#include "agents/filter/Filter.h"

#include "agents/filter/checks/Checks.h"
#include "ir/ModuleText.h"
#include "target/mlir/Context.h"

#include "mlir/Pass/PassRegistry.h"

#include <chrono>

using namespace defuse;

std::vector<std::unique_ptr<FilterCheck>> defuse::allFilterChecks() {
  std::vector<std::unique_ptr<FilterCheck>> checks;
  checks.push_back(makeReproducerCheck());
  checks.push_back(makeHandsOffCheck());
  checks.push_back(makeDeterminismCheck());
  checks.push_back(makeStressCorpusCheck());
  checks.push_back(makeAdversarialCheck());
  checks.push_back(makeOptimizationKeptCheck());
  checks.push_back(makeRegressionCheck());
  return checks;
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
  j["verdict"] = inconclusive ? "inconclusive"
                 : accepted   ? "accepted"
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
  j["ir_diff"] = irDiff;
  return j;
}

CheckResult defuse::checkPluginLoads(const CandidateFix &fix,
                                     const ProbeLimits &limits) {
  CheckResult r;
  r.check = "loads";
  ProbeRequest request;
  ProbeResult child = runIsolated(
      request, limits, [&](const ProbeRequest &, const StageCallback &) {
        ProbeResult result;
        initializeCompilerInfrastructure();
        std::string error;
        if (!loadPassPlugin(fix.plugin, error)) {
          result.status = ProbeStatus::PassFailure;
          result.message = "does not load: " + error;
        } else if (!mlir::PassInfo::lookup(fix.pass)) {
          result.status = ProbeStatus::PassFailure;
          result.message = "loads, but registers no pass " + fix.pass;
        } else {
          result.status = ProbeStatus::Ok;
        }
        return result;
      });
  r.passed = child.status == ProbeStatus::Ok;
  r.summary = r.passed ? fix.plugin + " loads and registers " + fix.pass
                       : fix.plugin + ": " +
                             (child.message.empty()
                                  ? std::string(probeStatusName(child.status))
                                  : child.message);
  r.evidence = {{"plugin", fix.plugin},
                {"pass", fix.pass},
                {"child", probeStatusName(child.status)}};
  return r;
}

FilterVerdict
defuse::runFilter(FilterContext &c, const ProbeLimits &limits,
                  const std::function<bool(std::string &)> &loadCandidate,
                  const std::function<void(const CheckResult &)> &onCheck) {
  auto start = std::chrono::steady_clock::now();
  auto since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t)
        .count();
  };
  FilterVerdict v;
  CheckResult loads = checkPluginLoads(c.fix, limits);
  std::string error;
  if (loads.passed && !loadCandidate(error)) {
    loads.passed = false;
    loads.summary = c.fix.plugin + ": " + error;
  }
  loads.seconds = since(start);
  v.checks.push_back(loads);
  onCheck(loads);
  if (!loads.passed) {
    v.seconds = since(start);
    return v;
  }
  for (std::unique_ptr<FilterCheck> &check : allFilterChecks()) {
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
  }
  v.accepted = !v.inconclusive && v.failedChecks().empty();
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
