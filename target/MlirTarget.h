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

#include "ir/Tensor.h"
#include "ir/Workload.h"

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

struct CompileOptions {
  std::string pipeline;      // user's passes; may be empty
  unsigned llvmOptLevel = 2; // 0..3, for both LLVM IR passes and codegen
  bool appendDefaultLowering = true;
  /// When non-empty, replaces `pipeline`: each step (a pipeline of one pass)
  /// runs in its own pass manager and the module is printed after it, for
  /// bisection to evaluate every intermediate program.
  std::vector<std::string> steps;
  /// Stop after the user's passes: no lowering, no JIT, no run.
  bool stopAfterPipeline = false;
  /// LLVM's opt-bisect limit: of the passes LLVM lets skip (IR optimizations
  /// and code generation alike, as `llc -opt-bisect-limit`), the first N run
  /// and the rest are skipped. -1 installs no gate at all; INT64_MAX runs
  /// everything and only records the passes (TargetRun::llvmPasses).
  int64_t llvmBisectLimit = -1;
  /// The caller's process ends right after this call (a probe's child):
  /// the JIT, the module and the context are left for the exit to reclaim.
  /// Tearing them down is about a quarter of a small kernel's probe.
  bool processEndsAfterRun = false;
};

/// One pass LLVM's pass gate was asked about, in the order asked.
struct LlvmPassRecord {
  std::string name; // e.g. "InstCombinePass", "X86 DAG->DAG Instruction ..."
  std::string unit; // the IR unit, e.g. "function (main)", "module (...)"
};

/// Raw bytes of one dense tensor, row-major, as the compiled code sees it.
struct Buffer {
  TensorSpec spec;
  std::vector<uint8_t> bytes;

  static Buffer fromTensor(const Tensor &t);
  /// Decodes into an exact Tensor (every bound 0).
  Tensor toTensor() const;
  static unsigned elementBytes(ElementType t);
};

/// Where a compile-and-run stopped, for the probe's verdict.
enum class Stage { Parse, Pipeline, Lowering, Translation, Run, Done };

struct TargetFailure {
  Stage stage = Stage::Done;
  bool verifierError = false; // IR invalid after a pass (vs. pass failure)
  /// A pass of the user's pipeline ran on no op: its anchors match nothing
  /// in the workload (`builtin.module(builtin.module(...))`, a `gpu.module`
  /// anchor without a GPU module).
  bool passNeverRan = false;
  std::string pass;    // the pass that failed or broke the verifier
  std::string message; // first diagnostic, one line
};

/// Called as each stage starts, so that a crash can be attributed.
using StageCallback = std::function<void(Stage)>;

/// Validates pipeline text without running it. Returns false and sets `error`.
bool checkPipeline(const std::string &pipeline, std::string &error);

/// The whole compile-and-run. Returns false on a compile failure (described
/// in `failure`); crashes and hangs are left to the probe's parent.
struct TargetRun {
  std::vector<Buffer> outputs;
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
                   const StageCallback &onStage);

} // namespace defuse

#endif // DEFUSE_TARGET_MLIRTARGET_H
