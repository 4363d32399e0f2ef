//===- Commands.h - What each defuse subcommand does ----------------------===//
//
// The subcommands' logic, free of command-line parsing (tools/defuse.cpp owns
// that, with CLI11). Every function returns the process exit code.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_COMMANDS_H
#define DEFUSE_TOOLS_COMMANDS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct FindingTriageRequest;

/// Exit codes. Tools that script defuse rely on these; they are documented in
/// the README and never reused.
enum ExitCode : int {
  kExitPass = 0,
  kExitMiscompile = 1,
  kExitUsage = 2,
  kExitBadWorkload = 3,    // unreadable, malformed or invalid MLIR
  kExitUnsupported = 4,    // the reference interpreter cannot evaluate an op
  kExitBadInputs = 5,      // input spec, .npy file, shape or type mismatch
  kExitBadPipeline = 6,    // pipeline text does not parse
  kExitBadPlugin = 7,      // a pass plugin does not load
  kExitCompileFailure = 8, // the compiler under test failed to compile
  kExitUndefinedBehaviour = 9, // the workload's own UB made the kernel die
  kExitInternal = 10,
  kExitInconclusive = 11,   // no element of any output could be judged
  kExitFrontendFailed = 12, // defuse import: the framework or exporter failed
  /// The framework's own outputs disagree with the reference: the exported
  /// workload does not compute what the model computes.
  kExitFrameworkMismatch = 13,
  /// The compiler under test (`--target`) is not installed or does not
  /// start, or cannot take what the command asks of it.
  kExitBadTarget = 14,
  /// The store's server (`--db postgresql://...`) cannot be reached or
  /// refuses the connection.
  kExitStoreUnavailable = 15,
};

struct CommonOptions {
  std::string workload;
  std::string entry;
  std::string pipeline; // text, or a path to a .pipeline file
  std::vector<std::string> plugins;
  std::vector<std::string> inputAssignments; // argN=SPEC
  std::vector<std::string> inputFiles;       // positional .npy per argument
  uint64_t seed = 1;
  unsigned optLevel = 2;
  double timeoutSeconds = 120;
  /// 0: defaultMemoryLimitBytes() (three quarters of the machine's).
  uint64_t memoryMiB = 0;
  /// Noise lanes of the statistical tier (docs/ERROR-MODEL.md); 0: the
  /// sound tier alone.
  unsigned lanes = 16;
  bool json = false;
  std::string dumpDir;
  /// A directory `defuse import` wrote (WORKLOAD.framework): run on its
  /// inputs and judge its outputs against the reference too.
  std::string frameworkReference;
  /// The compiler under test (target/Targets.h): `--target`, with
  /// `--iree-version`, `--target-python` and `--target-flag`.
  std::string target = "mlir";
  std::string targetVersion;
  std::string versionFlag; // --iree-version or --jax-version
  std::string targetPython;
  std::vector<std::string> targetFlags;
  /// `defuse run --versus NAME[@VERSION]`: a second compiler under test on
  /// the same workload and inputs, judged against the same reference.
  std::string versus;
};

/// `defuse probe`: one compile-and-run, in this process by default; with
/// `isolation` "fork" as a forked probe child, "sandbox" in sandboxed
/// workers (the filter's probes; `untrustedPlugins` then load only where
/// one of `untrustedPasses` runs, and the run is a second worker), each
/// `repeat` times, for timing.
struct ProbeOptions : CommonOptions {
  std::string isolation = "in-process";
  unsigned repeat = 1;
  std::vector<std::string> untrustedPlugins, untrustedPasses;
};

/// `defuse import`: a framework program (a PyTorch model, an ONNX file)
/// through its front end (frontends/) to a workload with named arguments,
/// input domains and the framework's float64 outputs beside it.
struct ImportOptions {
  std::string source; // FILE.py[:FACTORY], FILE.pt2, FILE.onnx
  std::string output; // the workload to write (OUT.mlir; OUT.framework/ beside)
  std::string factory;
  std::string frontend;         // force one by name
  std::string dialect = "auto"; // tosa, linalg (linalg-on-tensors), or auto
  std::string weights = "arguments"; // or constants
  std::string python; // the front ends' Python (default: build/venv-torch)
  std::vector<std::string> inputAssignments; // NAME=SPEC domain overrides
  uint64_t seed = 1;
  double timeoutSeconds = 900;
  uint64_t memoryMiB = 0;
  unsigned lanes = 16;
};

int importCommand(const ImportOptions &options);
/// `defuse run`: the entries given (`--entry`, repeatable; none: the
/// module's single public function) judged one after the other, each as if
/// alone. With several, a last line counts them and names those that did
/// not pass (JSON: an array of the entries' reports, each with its
/// "exit_code"); the exit code is the first entry's that is not 0.
int runCommand(const CommonOptions &options,
               const std::vector<std::string> &entries);
int interpCommand(const CommonOptions &options);
int probeCommand(const ProbeOptions &options);
int listOpsCommand(bool json);
/// `defuse passes`: every pass and pass pipeline a pipeline may name.
int listPassesCommand(const std::vector<std::string> &plugins, bool json);
/// `defuse bisect passes`: names the first pass that breaks the workload.
/// `options.dumpDir`, when set, receives the module before and after it.
int bisectPassesCommand(const CommonOptions &options);
/// `defuse bisect llvm`: names the LLVM pass (optimization or code
/// generation) whose running makes the workload fail, by opt-bisect limit.
int bisectLlvmCommand(const CommonOptions &options);

/// Which stages a triage runs: `defuse triage` all of them, `defuse bisect
/// kernels` up to the kernel, `defuse bisect ops` up to the op.
/// `defuse reduce` confirms once, skips the fusion search and reduces.
enum class TriageScope { Full, Kernels, Ops, Reduce };

struct TriageOptions {
  TriageScope scope = TriageScope::Full;
  unsigned jobs = 0;        // parallel probes; 0: every core
  unsigned confirmRuns = 3; // runs of the whole workload to confirm
  std::string keepProbesDir;
  bool quiet = false; // no progress on stderr
  bool reduce = true; // run the reduce stage (Full and Reduce scopes)
  /// With a reduction: write the reproducer and the bug report here.
  std::string emitDir;
  bool expectCorrect = false; // the reproducer's expectation
  /// kind@pass:op the failure is known to have (`defuse reduce`): what the
  /// reducer keeps, and the triage stages that would find it are skipped.
  std::string signature;
};

/// `defuse triage`: confirm -> passes -> LLVM -> kernels -> fusion -> ops.
int triageCommand(const CommonOptions &options, const TriageOptions &triage);

struct CheckOptions {
  std::string signature;           // kind@pass:op
  std::string opCheck = "reaches"; // OpCheck by name
  /// mlir-reduce's convention: exit 1 when interesting, 0 otherwise (and on
  /// any error, so that a broken candidate is never kept).
  bool mlirReduceConvention = false;
  bool quiet = false;
};

/// `defuse check`: an interestingness test for reducers. Exits 0 when the
/// workload fails with the signature (llvm-reduce and C-Reduce's
/// convention), 1 when it does not.
int checkCommand(const CommonOptions &options, const CheckOptions &check);

struct FuzzOptions {
  std::string db; // the store: a SQLite file or a postgresql:// URI
  /// Programs, reproducers, reports; default DB.findings (a file store) or
  /// ./defuse-findings (a server's).
  std::string findingsDir;
  double seconds = 60;
  int64_t maxPrograms = -1;
  unsigned jobs = 0; // 0: every core
  uint64_t seed = 1;
  std::vector<std::string> families;
  std::vector<std::string> production;     // workloads or directories to mutate
  std::vector<std::string> variants;       // built-in variant names; "none"
  std::vector<std::string> extraPipelines; // NAME=PIPELINE or FILE.pipeline
  std::vector<std::string> plugins;
  unsigned variantsPerProgram = 4;
  double timeoutSeconds = 30;
  uint64_t memoryMiB = 4096;
  unsigned lanes = 16; // noise lanes of the statistical tier
  /// The compiler under test, as CommonOptions has it.
  std::string target = "mlir";
  std::string targetVersion, versionFlag, targetPython;
  std::vector<std::string> targetFlags;
  bool triage = true, reduce = true;
  bool quiet = false, json = false, listVariants = false;
  /// With a server store: programs per shard (work item) and the lease a
  /// worker holds on one (see store/WorkQueue.h).
  int64_t shardPrograms = 32;
  double leaseSeconds = 60;
};

/// `defuse fuzz`: a campaign (or the resumption of one) into a findings
/// store. With a server store the campaign is shards of programs in the
/// store's work queue, and every `defuse fuzz` of the same seed on any
/// machine joins it.
int fuzzCommand(const FuzzOptions &options);

/// The options as JSON (paths made absolute) and back: what a shard's work
/// item carries to the worker that runs it.
std::string fuzzOptionsJson(const FuzzOptions &options);
llvm::FailureOr<FuzzOptions> fuzzOptionsFromJson(llvm::StringRef text,
                                                 std::string &error);

/// Runs programs first .. first + count - 1 of the campaign `options`
/// describes (a shard, see CampaignOptions::firstProgram) until done or
/// until `keepGoing` turns false, telling `log` of its findings; returns a
/// one-line JSON summary.
llvm::FailureOr<std::string>
runFuzzShard(const FuzzOptions &options, int64_t first, int64_t count,
             const std::function<bool()> &keepGoing,
             const std::function<void(const std::string &)> &log,
             std::string &error);

/// Triages stored silent finding `request.finding` of the campaign
/// `options` describe again, reduces it and writes its report (a
/// `finding-triage` work item, fuzz/FindingTriage.h); returns a one-line
/// JSON summary.
llvm::FailureOr<std::string> runFindingTriage(
    const FuzzOptions &options, const FindingTriageRequest &request,
    const std::function<void(const std::string &)> &log, std::string &error);
/// The request a `finding-triage` item carries (its payload's "triage").
llvm::FailureOr<FindingTriageRequest>
findingTriageRequestFromJson(llvm::StringRef text, std::string &error);

struct FindingsOptions {
  std::string db;
  std::string action = "list"; // list, show, export, mark, campaigns
  int64_t id = 0;
  std::string state;          // list: only this state
  int maxRank = -1;           // list: only ranks up to this
  std::string newState, note; // mark
  std::string exportDir;
  std::string importFrom; // import: the store whose rows come in
  bool json = false;
};

/// `defuse findings`: list, show, export and mark the store's findings;
/// import another store's.
int findingsCommand(const FindingsOptions &options);

struct WorkerCommandOptions {
  std::string db;
  std::string queue; // "": every queue
  std::string name;  // "": HOST:PID
  double leaseSeconds = 60;
  /// Exit after this long with nothing to do (negative: never).
  double idleExitSeconds = -1;
  int64_t maxItems = -1; // exit after this many items (-1: no limit)
  bool quiet = false;
};

/// `defuse worker`: takes work items (any kind, any campaign) from the store
/// until told to stop.
int workerCommand(const WorkerCommandOptions &options);

struct CampaignStatusOptions {
  std::string db;
  /// A worker whose heartbeat is older than this is counted lost.
  double staleSeconds = 180;
  bool json = false;
};

/// `defuse campaign status`: workers alive, work items by state, campaigns
/// and their findings per hour.
int campaignStatusCommand(const CampaignStatusOptions &options);

/// Where `defuse agents` and `defuse filter` find a finding: a store's id
/// (`--db`) or a directory `--emit` wrote.
struct FindingRef {
  std::string db;
  std::string finding; // an id with --db, else a directory
};

struct FilterOptions {
  FindingRef finding;
  std::string plugin, fixPass, replaces, patch, buildCommand;
  std::vector<std::string> plugins; // the finding's own (--load-pass-plugin)
  std::vector<std::string> regressions; // directories of reproducer.mlir
  std::vector<std::string> models;      // model files or directories
  uint64_t seed = 1;
  unsigned budget = 6;
  unsigned jobs = 0;
  double timeoutSeconds = 60;
  double timeFactor = 1.5, timeSlack = 0.002;
  std::string evidenceFile; // the filter's JSON, written here
  std::string agent = "cli";
  int64_t attempt = 1;
  bool json = false, quiet = false;
  bool failFast = false;               // stop at the first check that fails
  std::string mlirOpt;                 // the tool the candidate ships in
  std::vector<std::string> onlyChecks; // FilterContext::onlyChecks
  /// Queue the run in the store (`--db`) for a worker instead of running it.
  bool enqueue = false;
};

/// `defuse filter`: the adversarial filter. Exits 0 when the candidate is
/// accepted, 1 when it is rejected, 11 when the finding does not reproduce.
int filterCommand(const FilterOptions &options);

struct ReviewOptions {
  std::string db;
  std::string action = "list"; // list, show, accept, reject, metrics
  int64_t id = 0;
  std::string state, note;
  bool json = false;
};

/// `defuse review`: the queue of candidate fixes the filter let through.
int reviewCommand(const ReviewOptions &options);

struct AgentsOptions {
  FindingRef finding;              // one finding; or every finding of --db
  std::vector<std::string> agents; // by name; empty: all
  std::vector<std::string> plugins;
  std::vector<std::string> models, regressions; // as the filter takes them
  std::string fixCommand; // the fix agent's external command
  unsigned attempts = 3;
  double fixSeconds = 900;
  int maxRank = 0; // silent findings by default
  uint64_t seed = 1;
  unsigned budget = 6, jobs = 0;
  double timeoutSeconds = 60;
  bool json = false;
  /// Queue one run per finding and agent in the store (`--db`) for workers
  /// instead of running them.
  bool enqueue = false;
};

/// `defuse agents`: runs agents on findings, silent corruption first.
int agentsCommand(const AgentsOptions &options);

/// The filter's and the agents' options as work items carry them (see
/// fuzzOptionsJson).
std::string filterOptionsJson(const FilterOptions &options);
llvm::FailureOr<FilterOptions> filterOptionsFromJson(llvm::StringRef text,
                                                     std::string &error);
std::string agentsOptionsJson(const AgentsOptions &options);
llvm::FailureOr<AgentsOptions> agentsOptionsFromJson(llvm::StringRef text,
                                                     std::string &error);

struct TargetsOptions {
  std::string action = "list"; // list, install
  std::string compiler, version;
  bool json = false;
};

/// `defuse targets`: the releases of the compilers from PyPI that defuse
/// can drive, and installing another (target/TargetReleases.h).
int targetsCommand(const TargetsOptions &options);

/// `defuse generate`: print program `seed` of a generator family.
int generateCommand(const std::string &family, uint64_t seed, bool list);

} // namespace defuse

#endif // DEFUSE_TOOLS_COMMANDS_H
