//===- AgentsCommand.cpp - defuse agents: agents on findings --------------===//
//
// Runs the agents on one finding, or on every finding of a store up to a
// rank (silent corruption first: the store lists findings by rank), and
// prints what each did.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"
#include "tools/work/Worker.h"

#include "agents/Agent.h"
#include "agents/Subprocess.h"
#include "bisect/ProbeRunner.h"
#include "fuzz/FindingsStore.h"
#include "target/mlir/Context.h"
#include "target/mlir/SandboxedTarget.h"

#include "llvm/Support/FileSystem.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

using namespace defuse;

int defuse::agentsCommand(const AgentsOptions &o) {
  // The driver loads no plugin: its compiles run in sandboxed workers, and a
  // candidate fix is judged by `defuse filter` in a process of its own.
  initializeCompilerInfrastructure();
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::unique_ptr<Agent> &a : allAgents())
    if (o.agents.empty() || llvm::is_contained(o.agents, a->name().str()))
      agents.push_back(std::move(a));
  if (agents.empty()) {
    std::string names;
    for (std::unique_ptr<Agent> &a : allAgents())
      names += " " + a->name().str();
    cli::printError("--agent", "no such agent (there are:" + names + ")");
    return kExitUsage;
  }
  // The findings: one, or the store's up to the rank, in rank order.
  std::vector<std::string> refs;
  if (!o.finding.finding.empty()) {
    refs.push_back(o.finding.finding);
  } else {
    std::string error;
    std::unique_ptr<FindingsStore> store =
        FindingsStore::open(o.finding.db, error);
    if (!store) {
      cli::printError(o.finding.db, error);
      return kExitBadWorkload;
    }
    for (const Finding &f : store->findings(std::nullopt, o.maxRank))
      refs.push_back(std::to_string(f.id));
  }
  if (o.enqueue) {
    if (o.finding.db.empty()) {
      cli::printError("--enqueue", "needs --db: the store whose workers run "
                                   "the agents");
      return kExitUsage;
    }
    // One item per finding and agent: the unit a worker takes.
    for (const std::string &ref : refs)
      for (const std::unique_ptr<Agent> &agent : agents) {
        AgentsOptions one = o;
        one.finding.finding = ref;
        one.agents = {agent->name().str()};
        one.enqueue = false;
        if (int rc = enqueueRun(o.finding.db, "agents", "agent-run",
                                agentsOptionsJson(one)))
          return rc;
      }
    return kExitPass;
  }
  std::vector<std::string> models;
  if (!cli::mlirFilesIn(o.models, "model", models))
    return kExitBadWorkload;
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  ProbeLimits limits;
  limits.timeoutSeconds = o.timeoutSeconds;
  SandboxedMlirTarget target({o.plugins, {}, {}});
  if (!cli::pluginsLoadSandboxed(target, limits))
    return kExitBadPlugin;
  ProbeRunner probes(limits, cli::jobsOrEveryCore(o.jobs), target);
  nlohmann::ordered_json all = nlohmann::json::array();
  int code = kExitPass;
  for (const std::string &ref : refs) {
    std::string error;
    llvm::FailureOr<FindingCase> finding =
        loadFinding(o.finding.db, ref, error);
    if (failed(finding)) {
      cli::printError(findingName(o.finding.db, ref), error);
      code = kExitBadWorkload;
      continue;
    }
    // Silent corruption gets the whole budget, louder findings less.
    int rank = 0;
    if (finding->storeId)
      if (std::unique_ptr<FindingsStore> store =
              FindingsStore::open(o.finding.db, error))
        if (std::optional<Finding> stored = store->finding(finding->storeId))
          rank = stored->rank;
    for (std::unique_ptr<Agent> &agent : agents) {
      AgentContext c{*context, probes, *finding, o.seed,
                     std::max(1u, o.budget >> rank)};
      c.defuse = defuseExecutable();
      c.db = o.finding.db;
      c.plugins = o.plugins;
      c.modelFiles = models;
      c.regressionDirs = o.regressions;
      c.fixCommand = o.fixCommand;
      c.attempts = o.attempts;
      c.fixSeconds = o.fixSeconds;
      c.describePass = [&](const std::string &pass) {
        return target.describePass(pass, limits);
      };
      AgentOutcome out = agent->run(c);
      // An agent that did not reach its goal (no fix accepted, no
      // workaround, a report that does not fail) is no tool error.
      if (!out.succeeded && code == kExitPass)
        code = kExitMiscompile;
      if (o.json)
        all.push_back({{"finding", finding->origin},
                       {"signature", finding->signature},
                       {"agent", agent->name()},
                       {"succeeded", out.succeeded},
                       {"summary", out.summary},
                       {"details", out.details}});
      else
        std::printf("%-8s %s (%s): %s\n", agent->name().str().c_str(),
                    finding->origin.c_str(), finding->signature.c_str(),
                    out.summary.c_str());
    }
  }
  if (o.json)
    std::cout << all.dump(2) << "\n";
  return code;
}
