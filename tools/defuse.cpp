//===- defuse.cpp - The command-line entry point
//---------------------------===//
//
// Parses the command line (CLI11) and hands off to tools/Commands.cpp. This
// is the one translation unit built with exceptions, which CLI11 needs; they
// never cross LLVM or MLIR frames.
//
//===----------------------------------------------------------------------===//

#include "target/Probe.h"
#include "tools/Commands.h"

#include <CLI/CLI.hpp>

#include <cstdio>

using namespace defuse;

/// Counts, limits and durations: a value of 0 or less is a usage error.
static CLI::Validator positive() {
  return CLI::Validator(
      [](std::string &text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !(value > 0))
          return "must be a positive number, got " + text;
        return "";
      },
      "POSITIVE");
}

/// --iree-version and --jax-version: a release of the compiler the setup
/// installed; which flag said it is kept, so that a target is not handed
/// another compiler's version.
static void addVersionOptions(CLI::App *cmd, std::string &version,
                              std::string &flag) {
  cmd->add_option_function<std::string>(
      "--iree-version",
      [&version, &flag](const std::string &v) {
        version = v;
        flag = "--iree-version";
      },
      "An IREE release: the setup's (target/iree/versions.txt; default: "
      "the first) or one `defuse targets install iree V` installed");
  cmd->add_option_function<std::string>(
      "--jax-version",
      [&version, &flag](const std::string &v) {
        version = v;
        flag = "--jax-version";
      },
      "A jax release (XLA:CPU inside): the setup's "
      "(target/xla/versions.txt; default: the first) or one `defuse "
      "targets install jax V` installed");
}

/// With `entries`, --entry is repeatable into it (defuse run).
static void addCommon(CLI::App *cmd, CommonOptions &o, bool withTarget,
                      std::vector<std::string> *entries = nullptr) {
  cmd->add_option("workload", o.workload, "Tensor-level MLIR file")->required();
  if (entries)
    cmd->add_option("--entry", *entries,
                    "Entry function (default: the single public function); "
                    "repeatable: each is judged in turn, in one process");
  else
    cmd->add_option("--entry", o.entry,
                    "Entry function (default: the single public function)");
  cmd->add_option("--seed", o.seed, "Seed of the input generators")
      ->capture_default_str();
  cmd->add_option("--input", o.inputAssignments,
                  "Input of one argument: argN=SPEC, NAME=SPEC (its "
                  "defuse.name, globs allowed) or all=SPEC, with SPEC one of "
                  "uniform(LO,HI), normal(M,S), int(LO,HI), const(V), edges, "
                  "file(PATH.npy)");
  cmd->add_option("--inputs", o.inputFiles,
                  "One .npy file per entry argument, in order")
      ->delimiter(',');
  cmd->add_flag("--json", o.json, "Machine-readable output");
  cmd->add_option("--memory-limit", o.memoryMiB,
                  "MiB of memory for the reference and of address space for "
                  "each compile-and-run (default: 3/4 of this machine's)")
      ->check(positive());
  cmd->add_option("--lanes", o.lanes,
                  "Noise lanes of the statistical tier: random legal "
                  "executions of the reference (0: the sound tier alone)")
      ->check(CLI::Range(0, 256))
      ->capture_default_str();
  cmd->add_option("--framework-reference", o.frameworkReference,
                  "A directory `defuse import` wrote (WORKLOAD.framework): "
                  "run on its inputs and judge the framework's own outputs "
                  "against the reference (exit 13 when they disagree)");
  if (!withTarget) {
    cmd->add_option("--dump", o.dumpDir, "Write the outputs as .npy here");
    return;
  }
  cmd->add_option("--pipeline", o.pipeline,
                  "Pass pipeline in mlir-opt syntax, anchored "
                  "(builtin.module(...), as --pass-pipeline takes it) or "
                  "bare, or a .pipeline file of either");
  cmd->add_option("--load-pass-plugin", o.plugins,
                  "Load a pass plugin (like mlir-opt --load-pass-plugin)");
  cmd->add_option("--opt-level", o.optLevel, "LLVM optimization level 0-3")
      ->check(CLI::Range(0, 3))
      ->capture_default_str();
  cmd->add_option("--timeout", o.timeoutSeconds,
                  "Seconds a compile-and-run may take")
      ->check(positive())
      ->capture_default_str();
  cmd->add_option("--dump-outputs", o.dumpDir,
                  "Write inputs, reference and actual outputs as .npy here");
  cmd->add_option("--target", o.target,
                  "Compiler under test: mlir (MLIR 22 in-process, with "
                  "--pipeline), iree (iree-compile for llvm-cpu, "
                  "iree-run-module), xla (XLA:CPU through jaxlib) or inductor "
                  "(torch.compile, its CPU backend)")
      ->capture_default_str();
  addVersionOptions(cmd, o.targetVersion, o.versionFlag);
  cmd->add_option("--target-python", o.targetPython,
                  "A Python whose environment holds the compiler under test "
                  "(a team's own IREE build or jaxlib, or a release)");
  cmd->add_option("--versus", o.versus,
                  "Differential: also run a second compiler under test, "
                  "NAME or NAME@VERSION (mlir, iree, iree@3.10.0), on the "
                  "same inputs and judge both against the reference");
  cmd->add_option("--target-flag", o.targetFlags,
                  "A flag passed to the compiler under test on every compile "
                  "(repeatable; --target-flag=--iree-opt-data-tiling)")
      ->allow_extra_args(false);
}

int main(int argc, char **argv) {
  keepAllocationsInMainArena();
  CLI::App app{"defuse: triage silent miscompilations in ML compilers' fused "
               "kernels"};
  app.require_subcommand(1);
  // One line, as every other error of the tool (subcommands inherit it).
  app.failure_message([](const CLI::App *, const CLI::Error &e) {
    return "defuse: error: " + std::string(e.what()) + "\n";
  });
  CommonOptions runOpts, interpOpts;
  ProbeOptions probeOpts;
  bool opsJson = false;
  std::vector<std::string> passPlugins;
  CLI::App *run = app.add_subcommand(
      "run", "Compile and run a workload, judge it against the reference");
  std::vector<std::string> runEntries;
  addCommon(run, runOpts, true, &runEntries);
  CLI::App *interp =
      app.add_subcommand("interp", "Print the reference outputs of a workload");
  addCommon(interp, interpOpts, false);
  CLI::App *probe = app.add_subcommand(
      "probe", "Compile and run once in this process (no isolation, no "
               "judgement): the raw reproduction of a probe");
  addCommon(probe, probeOpts, true);
  probe
      ->add_option("--isolation", probeOpts.isolation,
                   "in-process, fork (a probe child) or sandbox (exec'd "
                   "sandboxed workers, as the filter runs candidates)")
      ->check(CLI::IsMember({"in-process", "fork", "sandbox"}))
      ->capture_default_str();
  probe->add_option("--repeat", probeOpts.repeat, "Runs, for timing")
      ->check(positive());
  probe->add_option("--untrusted-plugin", probeOpts.untrustedPlugins,
                    "With --isolation sandbox: a plugin loaded only into "
                    "workers whose pipeline runs an --untrusted-pass");
  probe->add_option("--untrusted-pass", probeOpts.untrustedPasses,
                    "A pass of an --untrusted-plugin");
  ImportOptions importOpts;
  CLI::App *import = app.add_subcommand(
      "import", "Export a framework program (PyTorch FILE.py:FACTORY or "
                "FILE.pt2, ONNX FILE.onnx) to a workload, with the "
                "framework's float64 outputs beside it as a second reference");
  import
      ->add_option("source", importOpts.source,
                   "FILE.py:FACTORY (the factory returns (model, "
                   "example_args)), FILE.pt2 or FILE.onnx")
      ->required();
  import
      ->add_option("-o,--output", importOpts.output,
                   "The workload to write (OUT.framework/ lands beside it)")
      ->required();
  import->add_option("--factory", importOpts.factory,
                     "The factory in FILE.py (or FILE.py:FACTORY)");
  import->add_option("--frontend", importOpts.frontend,
                     "Use this front end whatever the source's suffix");
  import
      ->add_option("--dialect", importOpts.dialect,
                   "What the exporter lowers to: tosa, linalg, or auto "
                   "(TOSA, and linalg-on-tensors where TOSA refuses an op)")
      ->check(CLI::IsMember({"auto", "tosa", "linalg"}))
      ->capture_default_str();
  import
      ->add_option("--weights", importOpts.weights,
                   "Parameters and buffers as entry arguments (named, with "
                   "domains) or as dense_resource constants")
      ->check(CLI::IsMember({"arguments", "constants"}))
      ->capture_default_str();
  import->add_option("--input", importOpts.inputAssignments,
                     "Domain of the arguments NAME (a glob) matches: "
                     "NAME=SPEC, written into the workload");
  import
      ->add_option("--seed", importOpts.seed,
                   "Seed of the framework reference's inputs")
      ->capture_default_str();
  import->add_option("--python", importOpts.python,
                     "The front ends' Python (default: build/venv-torch, or "
                     "$DEFUSE_PYTHON)");
  import
      ->add_option("--timeout", importOpts.timeoutSeconds,
                   "Seconds the front end may take")
      ->check(positive())
      ->capture_default_str();
  import
      ->add_option("--memory-limit", importOpts.memoryMiB,
                   "MiB of memory for the front end and the reference")
      ->check(positive());
  CommonOptions bisectOpts;
  CLI::App *bisect =
      app.add_subcommand("bisect", "Locate what breaks a failing workload");
  bisect->require_subcommand(1);
  CLI::App *bisectPasses = bisect->add_subcommand(
      "passes", "Name the first pass of the pipeline that breaks the workload "
                "(--dump-outputs DIR receives the module before and after it)");
  addCommon(bisectPasses, bisectOpts, true);
  CommonOptions bisectLlvmOpts;
  CLI::App *bisectLlvm = bisect->add_subcommand(
      "llvm", "Name the LLVM pass (optimization or code generation) that "
              "makes the workload fail, by opt-bisect limit");
  addCommon(bisectLlvm, bisectLlvmOpts, true);
  CommonOptions triageOpts;
  TriageOptions triage;
  auto addTriage = [&](CLI::App *cmd) {
    addCommon(cmd, triageOpts, true);
    cmd->add_option("--jobs,-j", triage.jobs,
                    "Probes run in parallel (default: every core)")
        ->check(positive());
    cmd->add_option("--keep-probes", triage.keepProbesDir,
                    "Write every probe's module, inputs and command here");
    cmd->add_flag("--quiet,-q", triage.quiet, "No progress on stderr");
  };
  CLI::App *bisectKernels = bisect->add_subcommand(
      "kernels", "Name the fused kernel that computes wrong values");
  addTriage(bisectKernels);
  CLI::App *bisectOps = bisect->add_subcommand(
      "ops", "Name the op inside the failing kernel, and the fusion "
             "decisions it needs");
  addTriage(bisectOps);
  CLI::App *triageCmd = app.add_subcommand(
      "triage", "Confirm a failure, then name the pass, the LLVM pass, the "
                "fused kernel, the fusion decisions and the op behind it");
  addTriage(triageCmd);
  auto addReduction = [&](CLI::App *cmd) {
    cmd->add_option("--emit", triage.emitDir,
                    "Write the reduced reproducer (a lit test) and the bug "
                    "report (Markdown, JSON, SVG) into this directory");
    cmd->add_flag("--expect-correct", triage.expectCorrect,
                  "Emit the reproducer a compiler team checks in: it passes "
                  "only once the fix has landed (default: it passes while "
                  "the miscompile reproduces)");
  };
  triageCmd
      ->add_option("--confirm-runs", triage.confirmRuns,
                   "Runs of the whole workload to confirm the failure")
      ->check(positive())
      ->capture_default_str();
  triageCmd->add_flag("--no-reduce{false}", triage.reduce,
                      "Stop after the op: no reproducer");
  addReduction(triageCmd);
  CLI::App *reduceCmd = app.add_subcommand(
      "reduce", "Shrink a failing workload to a minimal reproducer that keeps "
                "its failure signature (verdict kind, culprit pass, op kind), "
                "starting from the failing kernel triage isolates");
  addTriage(reduceCmd);
  addReduction(reduceCmd);
  reduceCmd->add_option(
      "--signature", triage.signature,
      "kind@pass:op to keep, as defuse check takes it: skips finding the "
      "verdict kind at the level asked for and bisecting the passes");
  CommonOptions checkOpts;
  CheckOptions check;
  CLI::App *checkCmd = app.add_subcommand(
      "check", "Interestingness test for reducers: exit 0 when the workload "
               "still fails with --signature, 1 when it does not");
  addCommon(checkCmd, checkOpts, true);
  checkCmd
      ->add_option("--signature", check.signature,
                   "kind@pass:op, as defuse reduce prints it, e.g. "
                   "signed-zero-mismatch@math-expand-ops:tosa.ceil")
      ->required();
  checkCmd
      ->add_option("--op-check", check.opCheck,
                   "How the op kind must take part: 'reaches' (an op of "
                   "the kind feeds a failing output) or 'originates' (one "
                   "returns a wrong value computed from right operands: "
                   "arguments, constants or returned values judged "
                   "correct; a crash or hang shows no such value)")
      ->check(CLI::IsMember({"reaches", "originates"}))
      ->capture_default_str();
  checkCmd->add_flag("--mlir-reduce", check.mlirReduceConvention,
                     "mlir-reduce's convention: exit 1 when interesting, 0 "
                     "otherwise (errors included)");
  checkCmd->add_flag("--quiet,-q", check.quiet, "No verdict line on stderr");
  FuzzOptions fuzz;
  CLI::App *fuzzCmd = app.add_subcommand(
      "fuzz", "Fuzz the compiler: generated and mutated programs, each "
              "checked under several pipeline variants; findings are "
              "triaged, reduced and kept in a SQLite store (a campaign "
              "resumes where it stopped)");
  fuzzCmd->add_option("--db", fuzz.db,
                      "Store: a SQLite file, or a postgresql:// URI that "
                      "every machine of the campaign joins");
  fuzzCmd->add_option("--time", fuzz.seconds, "Seconds of fuzzing")
      ->check(positive())
      ->capture_default_str();
  fuzzCmd
      ->add_option("--max-programs", fuzz.maxPrograms,
                   "Stop after this many programs")
      ->check(positive());
  fuzzCmd
      ->add_option("--jobs,-j", fuzz.jobs,
                   "Probes run in parallel (default: every core)")
      ->check(positive());
  fuzzCmd
      ->add_option("--seed", fuzz.seed,
                   "Campaign seed (the same seed "
                   "resumes the same campaign)")
      ->capture_default_str();
  fuzzCmd->add_option("--family", fuzz.families,
                      "Generator families to draw from (default: all; "
                      "defuse generate --list)");
  fuzzCmd->add_option("--production", fuzz.production,
                      "Workloads (files or directories) to mutate as a "
                      "second source of programs");
  fuzzCmd->add_option("--variant", fuzz.variants,
                      "Built-in pipeline variants to sweep (default: all; "
                      "'none' for none)");
  fuzzCmd->add_option("--pipeline-variant", fuzz.extraPipelines,
                      "Another variant: NAME=PIPELINE or a .pipeline file");
  fuzzCmd->add_option("--load-pass-plugin", fuzz.plugins,
                      "Load a pass plugin (like mlir-opt --load-pass-plugin)");
  fuzzCmd
      ->add_option("--target", fuzz.target,
                   "Compiler under test: mlir, iree, xla or inductor (whose "
                   "configurations replace the pipeline variants)")
      ->capture_default_str();
  addVersionOptions(fuzzCmd, fuzz.targetVersion, fuzz.versionFlag);
  fuzzCmd->add_option("--target-python", fuzz.targetPython,
                      "A Python whose environment holds the compiler");
  fuzzCmd->add_option("--target-flag", fuzz.targetFlags,
                      "A flag passed to the compiler on every compile");
  fuzzCmd
      ->add_option("--variants-per-program", fuzz.variantsPerProgram,
                   "Pipeline variants each program is checked under")
      ->check(positive())
      ->capture_default_str();
  fuzzCmd
      ->add_option("--timeout", fuzz.timeoutSeconds,
                   "Seconds a compile-and-run may take")
      ->check(positive())
      ->capture_default_str();
  fuzzCmd
      ->add_option("--memory-limit", fuzz.memoryMiB,
                   "MiB of address space for a compile-and-run")
      ->check(positive())
      ->capture_default_str();
  fuzzCmd
      ->add_option("--lanes", fuzz.lanes,
                   "Noise lanes of the statistical tier (0: sound tier alone)")
      ->check(CLI::Range(0, 256))
      ->capture_default_str();
  fuzzCmd->add_option("--findings-dir", fuzz.findingsDir,
                      "Where findings' programs, reproducers and reports go "
                      "(default: DB.findings)");
  fuzzCmd->add_flag("--no-triage{false}", fuzz.triage,
                    "Record silent findings without naming pass and op");
  fuzzCmd->add_flag("--no-reduce{false}", fuzz.reduce,
                    "Triage new findings but do not reduce them");
  fuzzCmd->add_flag("--list-variants", fuzz.listVariants,
                    "Print the built-in pipeline variants and exit");
  fuzzCmd
      ->add_option("--shard-programs", fuzz.shardPrograms,
                   "With a server store: programs per shard, the unit of "
                   "work a worker leases")
      ->capture_default_str();
  fuzzCmd
      ->add_option("--lease", fuzz.leaseSeconds,
                   "With a server store: seconds a worker's lease on a "
                   "shard lasts without a heartbeat")
      ->capture_default_str();
  fuzzCmd->add_flag("--quiet,-q", fuzz.quiet, "No progress on stderr");
  fuzzCmd->add_flag("--json", fuzz.json, "Machine-readable summary");

  FindingsOptions findings;
  CLI::App *findingsCmd = app.add_subcommand(
      "findings", "List, show, export and mark the findings of fuzzing");
  findingsCmd
      ->add_option("--db", findings.db,
                   "Store: a SQLite file or a postgresql:// URI")
      ->required();
  findingsCmd->add_flag("--json", findings.json, "Machine-readable output");
  findingsCmd->require_subcommand(0, 1);
  CLI::App *findingsList =
      findingsCmd->add_subcommand("list", "Findings, silent ones first");
  findingsList->add_flag("--json", findings.json, "Machine-readable output");
  findingsList->add_option("--state", findings.state,
                           "Only findings in this state");
  findingsList->add_option("--max-rank", findings.maxRank,
                           "Only ranks up to this (0 silent, 1 loud, 2 "
                           "compiler failure, 3 compile error)");
  CLI::App *findingsCampaigns = findingsCmd->add_subcommand(
      "campaigns", "The campaigns in the store, and its integrity check");
  CLI::App *findingsShow =
      findingsCmd->add_subcommand("show", "One finding in full");
  findingsShow->add_option("id", findings.id, "Finding number")->required();
  findingsShow->add_flag("--json", findings.json, "Machine-readable output");
  CLI::App *findingsExport = findingsCmd->add_subcommand(
      "export", "Write every finding's program and record into a directory");
  findingsExport->add_option("dir", findings.exportDir, "Directory")
      ->required();
  CLI::App *findingsImport = findingsCmd->add_subcommand(
      "import", "Copy every row of another store (a campaign's SQLite file) "
                "into this empty one, ids kept");
  findingsImport
      ->add_option("--from", findings.importFrom,
                   "The store to copy: a SQLite file or a postgresql:// URI")
      ->required();
  CLI::App *findingsMark = findingsCmd->add_subcommand(
      "mark", "Set a finding's state (new, triaged, reduced, reported, "
              "fixed, not-a-bug)");
  findingsMark->add_option("id", findings.id, "Finding number")->required();
  findingsMark->add_option("state", findings.newState, "New state")->required();
  findingsMark->add_option("--note", findings.note,
                           "Why (an upstream issue, why not a bug)");

  WorkerCommandOptions worker;
  CLI::App *workerCmd = app.add_subcommand(
      "worker", "Take work items (campaign shards, ...) from a store until "
                "stopped: what a launcher starts on every machine");
  workerCmd
      ->add_option("--db", worker.db,
                   "Store: a postgresql:// URI (or a SQLite file)")
      ->required();
  workerCmd->add_option("--queue", worker.queue,
                        "Only this queue's items (e.g. campaign:7)");
  workerCmd->add_option("--name", worker.name,
                        "The worker's name (default HOST:PID)");
  workerCmd
      ->add_option("--lease", worker.leaseSeconds,
                   "Seconds a lease lasts without a heartbeat")
      ->capture_default_str();
  workerCmd->add_option("--idle-exit", worker.idleExitSeconds,
                        "Exit after this many seconds with nothing to do "
                        "(default: never)");
  workerCmd->add_option("--max-items", worker.maxItems,
                        "Exit after this many items");
  workerCmd->add_flag("--quiet,-q", worker.quiet, "No progress on stderr");

  CampaignStatusOptions campaignStatus;
  CLI::App *campaignCmd =
      app.add_subcommand("campaign", "The state of a store's campaigns");
  campaignCmd->require_subcommand(1);
  CLI::App *campaignStatusCmd = campaignCmd->add_subcommand(
      "status", "Workers alive, work items by state, findings per hour");
  campaignStatusCmd
      ->add_option("--db", campaignStatus.db,
                   "Store: a postgresql:// URI or a SQLite file")
      ->required();
  campaignStatusCmd
      ->add_option("--stale", campaignStatus.staleSeconds,
                   "A worker silent this many seconds is counted lost")
      ->capture_default_str();
  campaignStatusCmd->add_flag("--json", campaignStatus.json,
                              "Machine-readable output");

  FilterOptions filter;
  CLI::App *filterCmd = app.add_subcommand(
      "filter", "The adversarial filter: judge a candidate fix of a finding "
                "(exit 0 accepted, 1 rejected, 11 the finding does not "
                "reproduce)");
  filterCmd
      ->add_option("finding", filter.finding.finding,
                   "A finding's number (with --db) or a directory --emit "
                   "wrote")
      ->required();
  filterCmd->add_option("--db", filter.finding.db,
                        "Findings store: the finding's, and the review "
                        "queue the verdict is filed in");
  filterCmd
      ->add_option("--fix", filter.plugin, "The candidate: a pass plugin (.so)")
      ->required();
  filterCmd
      ->add_option("--fix-pass", filter.fixPass,
                   "The candidate's pass, as the plugin registers it")
      ->required();
  filterCmd->add_option("--replaces", filter.replaces,
                        "The pass it stands in for (default: the finding's "
                        "culprit)");
  filterCmd->add_option("--patch", filter.patch,
                        "The source patch the plugin was built from: it may "
                        "not touch tests, oracles or tolerances");
  filterCmd->add_option("--build-command", filter.buildCommand,
                        "How the plugin was built from the patch (recorded)");
  filterCmd->add_option("--load-pass-plugin", filter.plugins,
                        "A plugin the finding's pipeline needs");
  filterCmd->add_option("--regressions", filter.regressions,
                        "A directory of checked-in reproducers "
                        "(reproducer.mlir at any depth)");
  filterCmd->add_option("--models", filter.models,
                        "A model, or a directory of them, to run under the "
                        "finding's whole pipeline");
  filterCmd->add_option("--seed", filter.seed, "The filter's own seed")
      ->capture_default_str();
  filterCmd
      ->add_option("--budget", filter.budget, "Programs per axis of variation")
      ->check(positive())
      ->capture_default_str();
  filterCmd->add_option("--jobs,-j", filter.jobs, "Parallel probes");
  filterCmd
      ->add_option("--timeout", filter.timeoutSeconds,
                   "Seconds a compile-and-run may take")
      ->check(positive())
      ->capture_default_str();
  filterCmd
      ->add_option("--time-factor", filter.timeFactor,
                   "Run-time margin: at most this factor of the "
                   "original's time ...")
      ->capture_default_str();
  filterCmd
      ->add_option("--time-slack", filter.timeSlack, "... plus these seconds")
      ->capture_default_str();
  filterCmd->add_option("--evidence", filter.evidenceFile,
                        "Write the filter's evidence (JSON) here");
  filterCmd->add_option("--agent", filter.agent,
                        "Who proposed the candidate (recorded)");
  filterCmd->add_option("--attempt", filter.attempt,
                        "Which attempt of that agent (recorded)");
  filterCmd->add_flag("--fail-fast", filter.failFast,
                      "Stop at the first check that fails");
  filterCmd
      ->add_option("--only", filter.onlyChecks,
                   "Run only these checks (comma-separated) besides the "
                   "reproducer check: a candidate they do not reject is not "
                   "judged (exit 11), and nothing is filed")
      ->delimiter(',');
  filterCmd->add_option("--mlir-opt", filter.mlirOpt,
                        "The tool the candidate ships in, for the "
                        "environment-dependent check (default: LLVM 22's "
                        "mlir-opt)");
  filterCmd->add_flag("--json", filter.json, "Machine-readable verdict");
  filterCmd->add_flag("--enqueue", filter.enqueue,
                      "Queue the run in the --db store for a worker "
                      "(defuse worker) instead of running it");
  filterCmd->add_flag("--quiet,-q", filter.quiet, "No progress on stderr");

  ReviewOptions review;
  CLI::App *reviewCmd = app.add_subcommand(
      "review", "The review queue: candidate fixes the filter judged");
  reviewCmd->add_option("--db", review.db, "Findings store")->required();
  reviewCmd->require_subcommand(1);
  CLI::App *reviewList =
      reviewCmd->add_subcommand("list", "Candidates, in order");
  reviewList->add_option("--state", review.state,
                         "Only this state (rejected-by-filter, "
                         "pending-review, accepted, rejected)");
  reviewList->add_flag("--json", review.json, "Machine-readable output");
  CLI::App *reviewShow = reviewCmd->add_subcommand(
      "show", "One candidate with the filter's evidence and IR diff");
  reviewShow->add_option("id", review.id, "Candidate number")->required();
  reviewShow->add_flag("--json", review.json, "Machine-readable output");
  CLI::App *reviewAccept =
      reviewCmd->add_subcommand("accept", "A reviewer accepts a candidate");
  reviewAccept->add_option("id", review.id, "Candidate number")->required();
  reviewAccept->add_option("--note", review.note, "Why");
  CLI::App *reviewReject =
      reviewCmd->add_subcommand("reject", "A reviewer rejects a candidate");
  reviewReject->add_option("id", review.id, "Candidate number")->required();
  reviewReject->add_option("--note", review.note, "Why")->required();
  CLI::App *reviewMetrics = reviewCmd->add_subcommand(
      "metrics", "Per campaign: candidates, rejections by check, reviewer "
                 "decisions, time from finding to accepted fix");
  reviewMetrics->add_flag("--json", review.json, "Machine-readable output");

  AgentsOptions agents;
  CLI::App *agentsCmd = app.add_subcommand(
      "agents", "Run agents on findings, silent corruption first");
  agentsCmd->add_option("finding", agents.finding.finding,
                        "One finding: its number (with --db) or a directory "
                        "--emit wrote (default: every finding of --db)");
  agentsCmd->add_option("--db", agents.finding.db, "Findings store");
  agentsCmd->add_option(
      "--agent", agents.agents,
      "Only this agent (repeatable: repro, stress, mitigation, fix)");
  agentsCmd->add_option("--load-pass-plugin", agents.plugins,
                        "A plugin the findings' pipelines need");
  agentsCmd
      ->add_option("--max-rank", agents.maxRank,
                   "Findings up to this rank (0 silent, 1 loud, 2 "
                   "compiler failure, 3 compile error)")
      ->capture_default_str();
  agentsCmd->add_option("--models", agents.models,
                        "Models (files or directories) that workarounds are "
                        "costed and candidate fixes judged on");
  agentsCmd->add_option("--regressions", agents.regressions,
                        "Reproducer directories candidate fixes are judged "
                        "on");
  agentsCmd->add_option("--fix-command", agents.fixCommand,
                        "The fix agent's external command (run with /bin/sh "
                        "in the task bundle; see README)");
  agentsCmd
      ->add_option("--attempts", agents.attempts,
                   "Candidates the fix agent may propose")
      ->check(positive())
      ->capture_default_str();
  agentsCmd
      ->add_option("--fix-seconds", agents.fixSeconds,
                   "Seconds the fix agent may take, filter included")
      ->check(positive())
      ->capture_default_str();
  agentsCmd->add_option("--seed", agents.seed, "Seed")->capture_default_str();
  agentsCmd
      ->add_option("--budget", agents.budget, "Programs per axis of variation")
      ->check(positive())
      ->capture_default_str();
  agentsCmd->add_option("--jobs,-j", agents.jobs, "Parallel probes");
  agentsCmd
      ->add_option("--timeout", agents.timeoutSeconds,
                   "Seconds a compile-and-run may take")
      ->check(positive())
      ->capture_default_str();
  agentsCmd->add_flag("--json", agents.json, "Machine-readable output");
  agentsCmd->add_flag("--enqueue", agents.enqueue,
                      "Queue one run per finding and agent in the --db "
                      "store for workers instead of running them");

  std::string generateFamily;
  uint64_t generateSeed = 1;
  bool generateList = false;
  CLI::App *generateCmd = app.add_subcommand(
      "generate", "Print one program of the fuzzer's generator");
  generateCmd->add_option("--family", generateFamily, "Generator family");
  generateCmd->add_option("--seed", generateSeed, "Program seed")
      ->capture_default_str();
  generateCmd->add_flag("--list", generateList, "List the families");

  CLI::App *ops = app.add_subcommand(
      "ops", "List the ops the reference interpreter evaluates");
  ops->add_flag("--json", opsJson, "Machine-readable output");

  bool passesJson = false;
  CLI::App *passes = app.add_subcommand(
      "passes", "List the passes and pass pipelines a pipeline may name: "
                "upstream MLIR 22's, MLIR's test passes (as mlir-opt-22 "
                "registers them), defuse's own and loaded plugins'");
  passes->add_option("--load-pass-plugin", passPlugins,
                     "Load a pass plugin and list its passes too");
  passes->add_flag("--json", passesJson, "Machine-readable output");

  TargetsOptions targets;
  CLI::App *targetsCmd = app.add_subcommand(
      "targets", "The releases of the compilers from PyPI (jax, IREE) "
                 "defuse can drive, and installing another");
  CLI::App *targetsList = targetsCmd->add_subcommand(
      "list", "Installed releases: the setup's and the shared cache's");
  targetsList->add_flag("--json", targets.json, "Machine-readable output");
  CLI::App *targetsInstall = targetsCmd->add_subcommand(
      "install", "Install a release from PyPI into the shared cache "
                 "($DEFUSE_TARGETS_CACHE, else ~/.cache/defuse/targets)");
  targetsInstall->add_option("compiler", targets.compiler, "jax or iree")
      ->required();
  targetsInstall
      ->add_option("version", targets.version,
                   "The release, as PyPI names it (0.10.1)")
      ->required();
  targetsCmd->require_subcommand(1);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kExitUsage;
  }
  if (import->parsed())
    return importCommand(importOpts);
  if (run->parsed())
    return runCommand(runOpts, runEntries);
  if (interp->parsed())
    return interpCommand(interpOpts);
  if (probe->parsed())
    return probeCommand(probeOpts);
  if (bisectPasses->parsed())
    return bisectPassesCommand(bisectOpts);
  if (bisectLlvm->parsed())
    return bisectLlvmCommand(bisectLlvmOpts);
  if (bisectKernels->parsed()) {
    triage.scope = TriageScope::Kernels;
    return triageCommand(triageOpts, triage);
  }
  if (bisectOps->parsed()) {
    triage.scope = TriageScope::Ops;
    return triageCommand(triageOpts, triage);
  }
  if (triageCmd->parsed())
    return triageCommand(triageOpts, triage);
  if (reduceCmd->parsed()) {
    triage.scope = TriageScope::Reduce;
    // One run confirms: the reducer re-checks the failure at every step.
    triage.confirmRuns = 1;
    return triageCommand(triageOpts, triage);
  }
  if (checkCmd->parsed())
    return checkCommand(checkOpts, check);
  if (fuzzCmd->parsed()) {
    if (fuzz.db.empty() && !fuzz.listVariants) {
      std::fprintf(stderr, "defuse: error: fuzz: --db FILE|URI is required\n");
      return kExitUsage;
    }
    return fuzzCommand(fuzz);
  }
  if (findingsCmd->parsed()) {
    if (findingsShow->parsed())
      findings.action = "show";
    else if (findingsCampaigns->parsed())
      findings.action = "campaigns";
    else if (findingsExport->parsed())
      findings.action = "export";
    else if (findingsMark->parsed())
      findings.action = "mark";
    else if (findingsImport->parsed())
      findings.action = "import";
    return findingsCommand(findings);
  }
  if (workerCmd->parsed())
    return workerCommand(worker);
  if (campaignStatusCmd->parsed())
    return campaignStatusCommand(campaignStatus);
  if (filterCmd->parsed())
    return filterCommand(filter);
  if (reviewCmd->parsed()) {
    review.action = reviewShow->parsed()      ? "show"
                    : reviewAccept->parsed()  ? "accept"
                    : reviewReject->parsed()  ? "reject"
                    : reviewMetrics->parsed() ? "metrics"
                                              : "list";
    return reviewCommand(review);
  }
  if (agentsCmd->parsed()) {
    if (agents.finding.db.empty() && agents.finding.finding.empty()) {
      std::fprintf(stderr, "defuse: error: agents: a finding directory, or "
                           "--db FILE\n");
      return kExitUsage;
    }
    return agentsCommand(agents);
  }
  if (generateCmd->parsed()) {
    if (generateFamily.empty() && !generateList) {
      std::fprintf(stderr, "defuse: error: generate: --family or --list\n");
      return kExitUsage;
    }
    return generateCommand(generateFamily, generateSeed, generateList);
  }
  if (passes->parsed())
    return listPassesCommand(passPlugins, passesJson);
  if (targetsCmd->parsed()) {
    targets.action = targetsInstall->parsed() ? "install" : "list";
    return targetsCommand(targets);
  }
  return listOpsCommand(opsJson);
}
