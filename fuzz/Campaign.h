//===- Campaign.h - A fuzzing campaign: generate, probe, judge, triage ----===//
//
// `defuse fuzz` runs programs in batches. Each program comes from a source
// the scheduler picks (a generator family, or a mutated production graph),
// is interpreted once for its reference, and is compiled and run under
// several pipeline variants (the configuration sweep), all variants of all
// programs of a batch as parallel child processes. A variant that disagrees
// with the reference is a finding:
//   silent (wrong numbers)    triaged (pass, kernel, op) into a signature
//                             `kind@pass:op`; a new signature is reduced into
//                             a reproducer and a report;
//   loud (kernel crash, hang) and compiler failures are recorded by probe
//                             status and pass, ranked below silent ones.
// Findings are deduplicated by signature in the findings store (SQLite),
// which also records every finished program, so a campaign killed at any
// point resumes where it stopped. Program i of a campaign is a function of
// the campaign seed and i, and the scheduler only learns between batches of
// fixed size, so a seed replays the same campaign.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_CAMPAIGN_H
#define DEFUSE_FUZZ_CAMPAIGN_H

#include "fuzz/FindingsStore.h"
#include "fuzz/PipelineVariants.h"
#include "target/Target.h"

#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace defuse {

class ProbeRunner;
struct FindingTriageRequest;
struct TriageState;

struct CampaignOptions {
  uint64_t seed = 1;
  double seconds = 60;      // stop starting new batches after this
  int64_t maxPrograms = -1; // and after this many programs (-1: no limit)
  /// -1: resume where the campaign's last program left off, the scheduler
  /// restored from the store. Otherwise the shard of programs firstProgram,
  /// firstProgram + 1, ... (maxPrograms of them) of a campaign that many
  /// workers share: its scheduler starts afresh, so that program i is the
  /// same on any worker, and programs the store already holds (a shard
  /// redone after its worker died) count nothing twice.
  int64_t firstProgram = -1;
  unsigned jobs = 1; // parallel probes
  unsigned variantsPerProgram = 4;
  std::vector<std::string> families; // generator families; empty: all
  /// An external generator (fuzz/ExternalGenerator.h: program and
  /// arguments) and its families: sources "ext:FAMILY".
  std::vector<std::string> generator;
  std::vector<std::string> generatorFamilies;
  /// Whether defuse's own TOSA/linalg families are drawn from too (not for
  /// a compiler that reads neither).
  bool builtinFamilies = true;
  std::vector<std::string> productionFiles; // workloads to mutate
  std::vector<PipelineVariant> variants;    // the configuration sweep
  bool triage = true; // name pass and op of silent findings
  bool reduce = true; // reduce new silent findings into reproducers
  ProbeLimits limits;
  /// Where each finding's program (and reproducer and report) is written.
  std::string findingsDir;
  /// `--load-pass-plugin` flags, for the commands findings print.
  std::vector<std::string> plugins;
  /// The compiler under test (null: MLIR 22 in-process).
  const Target *target = nullptr;
};

/// Time by phase: the compiler's (children compiling and running) and
/// everything else the campaign does around it.
struct CampaignTimes {
  double generate = 0, reference = 0, compile = 0, judge = 0, bookkeeping = 0,
         triage = 0;
  double outside() const { return generate + reference + judge + bookkeeping; }
};

struct CampaignStats {
  int64_t campaign = 0;
  int64_t programs = 0; // finished (resumed campaigns: this run's only)
  int64_t rejected = 0; // generated but not checkable (UB, non-finite, ...)
  int64_t probes = 0;
  int64_t firstProgram = 0;                // index this run started at
  std::map<std::string, int64_t> outcomes; // per verdict/probe status
  int64_t newFindings = 0, repeatHits = 0;
  std::map<std::string, int64_t> findingsByKind; // new ones, this run
  CampaignTimes times;
  double seconds = 0;
};

struct CampaignHooks {
  /// After every batch.
  std::function<void(const CampaignStats &)> progress;
  /// One line per event worth telling (a new finding, a resumed triage).
  std::function<void(const std::string &)> log;
  /// Asked before every batch: false stops the campaign there (a worker
  /// whose lease was given away).
  std::function<bool()> keepGoing;
  /// Writes the reproducer and the report of a reduced silent finding into
  /// `dir`; false (with `error`) when it cannot.
  std::function<bool(const TriageState &, const Finding &, ProbeRunner &,
                     const std::string &dir, std::string &error)>
      emit;
  /// When set, a new silent finding is not reduced here: its reduction is
  /// handed to this (a work item any worker of a shared campaign may take,
  /// fuzz/FindingTriage.h). False, with `error`, when it cannot be handed
  /// over; the campaign then reduces the finding itself.
  std::function<bool(const FindingTriageRequest &, std::string &error)>
      deferTriage;
};

/// Runs (or resumes) the campaign of `options.seed` in `store`.
llvm::FailureOr<CampaignStats> runCampaign(FindingsStore &store,
                                           const CampaignOptions &options,
                                           const CampaignHooks &hooks,
                                           std::string &error);

/// What the store keeps of a campaign's options (JSON): the first run of a
/// seed writes it, later ones and other workers find it.
std::string campaignRecordOptions(const CampaignOptions &options);

/// The sources a campaign draws from: "gen:FAMILY" per family and
/// "mutate:KIND" per mutation kind when production files are given.
std::vector<std::string> campaignSources(const CampaignOptions &options);

} // namespace defuse

#endif // DEFUSE_FUZZ_CAMPAIGN_H
