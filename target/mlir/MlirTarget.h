//===- MlirTarget.h - Upstream MLIR 22 as the compiler under test ---------===//
//
// Compiles a workload in-process: the user's pipeline (mlir-opt syntax,
// anchored on builtin.module), then the default lowering to the LLVM dialect
// (DefaultLowering below), then LLVM's own optimization at the chosen level
// and the ORC JIT through mlir::ExecutionEngine. Runs the entry function on
// raw input buffers and copies out the raw result buffers.
//
// This runs inside a probe child (Probe.h): any crash here is the compiler's
// or the kernel's, never the parent's.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_MLIRTARGET_H
#define DEFUSE_TARGET_MLIRTARGET_H

#include "target/Probe.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace defuse {

/// The passes defuse appends after the user's pipeline: finish any TOSA
/// conversion, bufferize with identity layouts at function boundaries, lower
/// linalg to loops and everything to the LLVM dialect. Text in mlir-opt
/// syntax, inner to builtin.module.
extern const char *const kDefaultLowering;

/// Validates pipeline text without running it. Returns false and sets `error`.
bool checkPipeline(const std::string &pipeline, std::string &error);

/// The whole compile-and-run. Returns false on a compile failure (described
/// in `failure`); crashes and hangs are left to the probe's parent.
struct TargetRun {
  std::vector<Buffer> outputs;
  /// The outputs of the runs on further input sets (`moreInputs`).
  std::vector<std::vector<Buffer>> moreOutputs;
  TargetFailure failure;
  /// With CompileOptions::steps: the module after each step that ran.
  std::vector<std::string> snapshots;
  /// With CompileOptions::llvmBisectLimit >= 0: every pass the gate was
  /// asked about, in order; the first min(limit, size) of them ran.
  std::vector<LlvmPassRecord> llvmPasses;
  double compileSeconds = 0, runSeconds = 0;
};

bool compileAndRun(const std::string &moduleText, const std::string &entry,
                   const CompileOptions &options,
                   const std::vector<Buffer> &inputs, TargetRun &run,
                   const StageCallback &onStage,
                   const std::vector<std::vector<Buffer>> &moreInputs = {});

/// One probe's compile-and-run in this process, as a probe's child runs it:
/// compileAndRun with its failure turned into a status. With
/// `processEndsAfter` the JIT and the context are left for the exit.
ProbeResult runMlirProbe(const ProbeRequest &request,
                         const StageCallback &onStage, bool processEndsAfter);

} // namespace defuse

#endif // DEFUSE_TARGET_MLIRTARGET_H
