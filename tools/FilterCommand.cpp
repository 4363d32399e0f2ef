//===- FilterCommand.cpp - defuse filter: judge a candidate fix -----------===//
//
// Loads the finding and its stress corpus (mapping it first when no agent
// has), then runs the adversarial filter on the candidate and files the
// verdict, with its evidence, in the review queue of the findings store.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"
#include "tools/work/Worker.h"

#include "agents/StressAgent.h"
#include "agents/filter/Filter.h"
#include "bisect/ProbeRunner.h"
#include "fuzz/FindingsStore.h"
#include "target/mlir/Context.h"
#include "target/mlir/SandboxedTarget.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sys/prctl.h>

using namespace defuse;

namespace {

std::string joined(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &n : names)
    out += (out.empty() ? "" : ", ") + n;
  return out;
}

void printCheck(const CheckResult &r) {
  std::fprintf(stderr, "  %s  %-18s %s (%.1f s)\n",
               r.inconclusive ? "????"
               : r.passed     ? "pass"
                              : "FAIL",
               r.check.c_str(), r.summary.c_str(), r.seconds);
  if (!r.passed && r.evidence.contains("failures"))
    for (const auto &row : r.evidence["failures"])
      std::fprintf(
          stderr, "        %s (%s): %s\n", row.value("axis", "").c_str(),
          row.value("variation", "").c_str(), row.value("why", "").c_str());
  // Other bugs met on the way, not held against the candidate.
  for (size_t i = 0; i < r.apart.size() && i < 3; ++i)
    std::fprintf(stderr, "        apart: %s\n", r.apart[i].c_str());
  if (r.apart.size() > 3)
    std::fprintf(stderr, "        apart: %zu more\n", r.apart.size() - 3);
}

} // namespace

int defuse::filterCommand(const FilterOptions &o) {
  // The judge: no plugin, the user's or the candidate's, is ever loaded
  // here, and no process of the same user may ptrace or read this one.
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  std::vector<std::string> names = filterCheckNames();
  for (const std::string &only : o.onlyChecks)
    if (!llvm::is_contained(names, only)) {
      std::fprintf(stderr,
                   "defuse: error: filter: --only %s: no such check (%s)\n",
                   only.c_str(), joined(names).c_str());
      return kExitUsage;
    }
  // A candidate judged in part is no verdict to file for a reviewer.
  if (!o.onlyChecks.empty() && !o.finding.db.empty()) {
    std::fprintf(stderr, "defuse: error: filter: --only judges part of a "
                         "candidate; with --db the whole filter runs\n");
    return kExitUsage;
  }
  if (o.enqueue) {
    if (o.finding.db.empty()) {
      cli::printError("--enqueue", "needs --db: the store whose workers run "
                                   "the filter and whose review queue takes "
                                   "its verdict");
      return kExitUsage;
    }
    return enqueueRun(o.finding.db, "review", "filter-run",
                      filterOptionsJson(o));
  }
  initializeCompilerInfrastructure();
  std::string error;
  llvm::FailureOr<FindingCase> finding =
      loadFinding(o.finding.db, o.finding.finding, error);
  if (failed(finding)) {
    cli::printError(findingName(o.finding.db, o.finding.finding), error);
    return kExitBadWorkload;
  }
  if (!o.replaces.empty() && o.replaces != finding->pass)
    std::fprintf(stderr,
                 "defuse: note: the finding's culprit is %s; the candidate "
                 "replaces %s\n",
                 finding->pass.c_str(), o.replaces.c_str());
  std::vector<std::string> models;
  if (!cli::mlirFilesIn(o.models, "model", models))
    return kExitBadWorkload;
  CandidateFix fix{o.plugin, o.fixPass,
                   o.replaces.empty() ? finding->pass : o.replaces, o.patch,
                   o.buildCommand};

  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  ProbeLimits limits;
  limits.timeoutSeconds = o.timeoutSeconds;
  // Every compile in a sandboxed worker; the candidate's plugin only in
  // those whose pipeline runs its pass.
  SandboxedMlirTarget target({o.plugins, {fix.plugin}, {fix.pass}});
  if (!cli::pluginsLoadSandboxed(target, limits))
    return kExitBadPlugin;
  ProbeRunner probes(limits, cli::jobsOrEveryCore(o.jobs), target);

  // The corpus is mapped with the finding's own pipeline (no candidate).
  std::string stressDir = finding->directory + "/stress";
  llvm::FailureOr<StressCorpus> corpus = loadStressCorpus(stressDir, error);
  if (failed(corpus)) {
    if (!o.quiet)
      std::fprintf(stderr,
                   "defuse filter: mapping the finding's extent "
                   "(no stress corpus in %s)\n",
                   stressDir.c_str());
    AgentContext agent{*context, probes, *finding, o.seed, o.budget};
    corpus = mapExtent(agent);
    std::string saveError;
    if (failed(saveStressCorpus(*corpus, stressDir, saveError)) && !o.quiet)
      std::fprintf(stderr, "defuse: note: %s\n", saveError.c_str());
  }

  FilterContext c{*context, probes, *finding, fix, *corpus};
  c.seed = o.seed;
  c.budget = o.budget;
  c.timeFactor = o.timeFactor;
  c.slackSeconds = o.timeSlack;
  c.regressionFiles = cli::reproducersIn(o.regressions);
  c.modelFiles = std::move(models);
  c.plugins = o.plugins;
  c.limits = limits;
  c.failFast = o.failFast;
  c.onlyChecks = o.onlyChecks;
  c.mlirOpt = o.mlirOpt;

  if (!o.quiet && !o.json)
    std::fprintf(stderr, "defuse filter: %s (%s) in place of %s, on %s (%s)\n",
                 fix.pass.c_str(), fix.plugin.c_str(), fix.replaces.c_str(),
                 finding->origin.c_str(), finding->signature.c_str());
  FilterVerdict v = runFilter(c, target, [&](const CheckResult &r) {
    if (!o.quiet && !o.json)
      printCheck(r);
  });

  nlohmann::ordered_json j = v.toJson();
  j["finding"] = {{"origin", finding->origin},
                  {"signature", finding->signature},
                  {"pipeline", finding->pipeline}};
  j["candidate"] = {{"plugin", fix.plugin},
                    {"pass", fix.pass},
                    {"replaces", fix.replaces},
                    {"patch", fix.patch},
                    {"build_command", fix.buildCommand},
                    {"agent", o.agent},
                    {"attempt", o.attempt}};
  if (!o.evidenceFile.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(o.evidenceFile, ec);
    if (ec) {
      cli::printError(o.evidenceFile, "cannot write: " + ec.message());
      return kExitInternal;
    }
    os << j.dump(2) << "\n";
  }

  int64_t queued = 0;
  if (!o.finding.db.empty() && !v.inconclusive) {
    std::unique_ptr<FindingsStore> store =
        FindingsStore::open(o.finding.db, error);
    if (!store) {
      cli::printError(o.finding.db, error);
      return kExitInternal;
    }
    FixCandidate candidate;
    candidate.finding = finding->storeId;
    candidate.findingOrigin = finding->origin;
    candidate.signature = finding->signature;
    candidate.agent = o.agent;
    candidate.attempt = o.attempt;
    candidate.plugin = fix.plugin;
    candidate.fixPass = fix.pass;
    candidate.replaces = fix.replaces;
    candidate.patch = fix.patch;
    candidate.state = v.accepted ? CandidateState::PendingReview
                                 : CandidateState::RejectedByFilter;
    candidate.failedChecks = joined(v.failedChecks());
    candidate.evidence = j.dump();
    candidate.filterSeconds = v.seconds;
    candidate.findingCreated = finding->created;
    llvm::FailureOr<int64_t> id = store->addCandidate(candidate);
    if (failed(id)) {
      cli::printError(o.finding.db, store->lastError());
      return kExitInternal;
    }
    queued = *id;
    j["review_queue"] = {{"candidate", queued},
                         {"state", candidateStateName(candidate.state)}};
  }

  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    if (v.inconclusive)
      std::printf("verdict   inconclusive: the finding does not reproduce "
                  "(%.1f s)\n",
                  v.seconds);
    else if (v.partial && v.failedChecks().empty())
      std::printf("verdict   not judged: only %s ran, and held (%.1f s)\n",
                  joined(o.onlyChecks).c_str(), v.seconds);
    else if (v.accepted)
      std::printf("verdict   accepted: every check holds (%.1f s)\n",
                  v.seconds);
    else
      std::printf("verdict   rejected: %s (%.1f s)\n",
                  joined(v.failedChecks()).c_str(), v.seconds);
    if (queued)
      std::printf("queued    candidate #%lld, %s\n",
                  static_cast<long long>(queued),
                  v.accepted ? "pending review" : "rejected by the filter");
  }
  if (v.inconclusive || (v.partial && v.failedChecks().empty()))
    return kExitInconclusive;
  return v.accepted ? kExitPass : kExitMiscompile;
}
