//===- Target.h - A compiler under test, behind one interface -------------===//
//
// Triage needs four controls from whatever compiles the workload: run it on
// inputs and get its outputs; see or cut its pipeline pass by pass; know
// which source ops each kernel holds and what each kernel read and wrote;
// steer fusion. Each compiler offers them differently (MLIR 22 in this
// process's own pass manager, IREE through iree-compile's phases, per-pass
// dumps and dispatch tracing), so the stages, the reducer, `defuse check`
// and the fuzzer speak to this interface and each compiler is one
// implementation of it (target/mlir/, target/iree/). Every compile-and-run
// happens in an isolated child (Probe.h).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_TARGET_H
#define DEFUSE_TARGET_TARGET_H

#include "target/Probe.h"

#include "llvm/ADT/StringRef.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace defuse {

/// Whether `module` holds StableHLO (or chlo) ops, which only compilers
/// with a StableHLO input (XLA, IREE) read.
bool holdsStablehlo(mlir::Operation *module);

/// Which controls of CompileOptions a target honours. A stage that needs a
/// control the target lacks reports itself skipped and says why.
struct TargetControls {
  /// Runs a user's MLIR pass pipeline: `pipeline`, `steps` (the module after
  /// each pass) and pipeline prefixes, with defuse's own lowering after it.
  bool passPipeline = false;
  /// LLVM's opt-bisect limit over the code generator (`llvmBisectLimit`),
  /// every pass the gate was asked about recorded (`llvmPasses`).
  bool llvmBisect = false;
  /// LLVM's optimization level (`llvmOptLevel`), so that a failure can be
  /// tried at -O0.
  bool llvmOptLevels = false;
  /// The module after each of the compiler's own passes (`tracePasses`).
  bool passTrace = false;
  /// The trace names the compiler's passes (its stages) but holds no module
  /// between them that the reference reads: a pass is named by leaving it
  /// out (`passRemoval`), never by reading what it made.
  bool passNamesOnly = false;
  /// Every kernel's actual inputs and outputs in one run (`traceKernels`).
  bool kernelTrace = false;
  /// Which source ops each kernel of the compiled program holds, from one
  /// compile (`mapKernels`): the kernels can then be outlined and compiled
  /// alone.
  bool kernelMap = false;
  /// A traced kernel made to write a value on the way to its output
  /// (`cutKernel`): op bisection inside a kernel as the program compiles it.
  bool kernelCut = false;
  /// Flags passed through to the compiler (`targetFlags`).
  bool flags = false;
  /// Named passes of the compiler's own pipeline left out of a compile
  /// (`disabledPasses`): execution-based pass bisection where the modules
  /// after them cannot be read.
  bool passRemoval = false;
  /// Chosen producer>consumer edges of the workload's ops kept out of one
  /// kernel (`separatedEdges`), by a barrier op of the compiler's own: its
  /// fusion steered from outside.
  bool separatesEdges = false;
  /// One compile runs on several sets of inputs (ProbeRequest::moreInputs).
  bool inputSets = false;
  /// TOSA's control flow (tosa.cond_if) compiled as it is: a program the
  /// MLIR path must first lower with tosa-to-scf (a pipeline prefix) needs
  /// no passes here.
  bool tosaControlFlow = false;
  /// The compiled code flushes subnormals to zero (FTZ and DAZ): not a
  /// control but the floating-point environment the reference must model
  /// (setFlushSubnormals).
  bool flushesSubnormals = false;
  /// Maximum and minimum may return either zero from -0 and +0: not a
  /// control but the semantics of the language the compiler reads (PyTorch
  /// leaves it unspecified, and its eager CPU code returns either, by code
  /// path); the reference leaves that sign open (setMinMaxZeroSignOpen).
  bool minMaxZeroSignOpen = false;
};

/// A regression test that needs only the compiler's own tools: the
/// program, its exact inputs and the reference's outputs with their bounds.
struct StandaloneTest {
  std::string entry;
  std::vector<Tensor> inputs, expected;
  /// Flags of this compile besides the target's own (a fuzz variant's).
  std::vector<std::string> flags;
  /// The test passes while the compiler still computes something else.
  bool expectFailure = true;
};

/// One configuration of the compiler a fuzz campaign sweeps: flags passed
/// to every compile (CompileOptions::targetFlags).
struct TargetVariant {
  std::string name, group;
  std::vector<std::string> flags;
};

class Target {
public:
  virtual ~Target() = default;
  /// The name `--target` takes: "mlir", "iree".
  virtual llvm::StringRef name() const = 0;
  /// One line for reports: the compiler, its version, where it is.
  virtual std::string description() const = 0;
  virtual TargetControls controls() const = 0;
  /// Compiles and runs `request` in an isolated child under `limits`; the
  /// child is killed when `cancel` turns true.
  virtual ProbeResult run(const ProbeRequest &request,
                          const ProbeLimits &limits,
                          const std::atomic<bool> *cancel = nullptr) const = 0;
  /// The same in this process, without isolation (`defuse probe
  /// --in-process`, debugging).
  virtual ProbeResult runInProcess(const ProbeRequest &request) const = 0;
  /// The flags that select this target again on a defuse command line
  /// (empty for the default), for printed reproduce commands.
  virtual std::string commandLineFlags() const = 0;
  /// The environment (NAME=VALUE words, shell-quoted) such a command needs
  /// before it, where the target reads settings from there.
  virtual std::string commandEnvironment() const { return ""; }
  /// Distinguishes this compiler (and version) in probe caches.
  virtual std::string cacheKey() const { return description(); }
  /// The workload as this compiler is handed it (a reproducer's body must
  /// be what the compiler reads); the text itself by default.
  virtual std::string compilerInput(const std::string &moduleText) const {
    return moduleText;
  }
  /// The workload in the language of the compiler project's own
  /// reproducers (UpstreamEmitter.h): PyTorch for torch.compile, whose
  /// input defuse cannot read back; compilerInput by default.
  virtual std::string upstreamProgram(const std::string &moduleText) const {
    return compilerInput(moduleText);
  }
  /// Why this compiler cannot take `module` (the dialects it reads), one
  /// line; empty when it can. `entry` names the function to be run (empty:
  /// the module's own), for a compiler that takes one function alone.
  virtual std::string cannotCompile(mlir::Operation *module,
                                    llvm::StringRef entry = {}) const {
    (void)module;
    (void)entry;
    return "";
  }
  /// A program generator in this compiler's own input language, speaking
  /// fuzz/ExternalGenerator.h's protocol (program and arguments); none by
  /// default.
  virtual std::vector<std::string> programGenerator() const { return {}; }
  /// The configurations a fuzz campaign sweeps when the target takes no
  /// pipelines; none by default.
  virtual std::vector<TargetVariant> configurationVariants() const {
    return {};
  }
  /// Lit lines (each "RUN: ..." or a check, without the comment leader)
  /// that compile and run a reproducer with the compiler's own tools and
  /// no defuse; none by default.
  virtual std::vector<std::string>
  standaloneTestLines(const StandaloneTest &test) const {
    (void)test;
    return {};
  }
};

/// MLIR 22, in-process: the default target (target/mlir/MlirTarget.cpp).
const Target &mlirTarget();

} // namespace defuse

#endif // DEFUSE_TARGET_TARGET_H
