//===- defuse.cpp - The command-line entry point
//---------------------------===//
//
// Parses the command line (CLI11) and hands off to tools/Commands.cpp. This
// is the one translation unit built with exceptions, which CLI11 needs; they
// never cross LLVM or MLIR frames.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"

#include <CLI/CLI.hpp>

using namespace defuse;

static void addCommon(CLI::App *cmd, CommonOptions &o, bool withTarget) {
  cmd->add_option("workload", o.workload, "Tensor-level MLIR file")->required();
  cmd->add_option("--entry", o.entry,
                  "Entry function (default: the single public function)");
  cmd->add_option("--seed", o.seed, "Seed of the input generators")
      ->capture_default_str();
  cmd->add_option("--input", o.inputAssignments,
                  "Input of one argument: argN=SPEC with SPEC one of "
                  "uniform(LO,HI), normal(M,S), int(LO,HI), const(V), edges, "
                  "file(PATH.npy)");
  cmd->add_option("--inputs", o.inputFiles,
                  "One .npy file per entry argument, in order")
      ->delimiter(',');
  cmd->add_flag("--json", o.json, "Machine-readable output");
  if (!withTarget) {
    cmd->add_option("--dump", o.dumpDir, "Write the outputs as .npy here");
    return;
  }
  cmd->add_option("--pipeline", o.pipeline,
                  "Pass pipeline in mlir-opt syntax (inner to builtin.module) "
                  "or a .pipeline file");
  cmd->add_option("--load-pass-plugin", o.plugins,
                  "Load a pass plugin (like mlir-opt --load-pass-plugin)");
  cmd->add_option("--opt-level", o.optLevel, "LLVM optimization level 0-3")
      ->check(CLI::Range(0, 3))
      ->capture_default_str();
  cmd->add_option("--timeout", o.timeoutSeconds,
                  "Seconds a compile-and-run may take")
      ->capture_default_str();
  cmd->add_option("--memory-limit", o.memoryMiB,
                  "MiB of address space for a compile-and-run")
      ->capture_default_str();
  cmd->add_option("--dump-outputs", o.dumpDir,
                  "Write inputs, reference and actual outputs as .npy here");
}

int main(int argc, char **argv) {
  CLI::App app{"defuse: triage silent miscompilations in ML compilers' fused "
               "kernels"};
  app.require_subcommand(1);
  CommonOptions runOpts, interpOpts, probeOpts;
  bool opsJson = false;
  CLI::App *run = app.add_subcommand(
      "run", "Compile and run a workload, judge it against the reference");
  addCommon(run, runOpts, true);
  CLI::App *interp =
      app.add_subcommand("interp", "Print the reference outputs of a workload");
  addCommon(interp, interpOpts, false);
  CLI::App *probe = app.add_subcommand(
      "probe", "Compile and run once in this process (no isolation, no "
               "judgement): the raw reproduction of a probe");
  addCommon(probe, probeOpts, true);
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
                    "Probes run in parallel (default: every core)");
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
  checkCmd->add_flag("--mlir-reduce", check.mlirReduceConvention,
                     "mlir-reduce's convention: exit 1 when interesting, 0 "
                     "otherwise (errors included)");
  checkCmd->add_flag("--quiet,-q", check.quiet, "No verdict line on stderr");
  CLI::App *ops = app.add_subcommand(
      "ops", "List the ops the reference interpreter evaluates");
  ops->add_flag("--json", opsJson, "Machine-readable output");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kExitUsage;
  }
  if (run->parsed())
    return runCommand(runOpts);
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
  return listOpsCommand(opsJson);
}
