//===- Probe.h - One compile-and-run in an isolated child process ---------===//
//
// A miscompiled kernel may crash, hang or eat memory; so may the compiler.
// Each probe forks a child that compiles and runs the workload under an
// address-space limit while the parent enforces a wall-clock limit. The
// child reports through a file; its death, its silence and its errors are
// all outcomes, never the parent's failure.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_PROBE_H
#define DEFUSE_TARGET_PROBE_H

#include "ir/Tensor.h"
#include "ir/Workload.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace defuse {

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
  /// Seconds the run (not the compile) may last, from the target's
  /// Stage::Run to its Stage::Done, before the child is stopped
  /// (ProbeResult::runLimitReached); 0: only the probe's timeout.
  /// For timing against a bound: past it, how much longer a run would take
  /// changes no judgement.
  double runTimeLimitSeconds = 0;
  /// How many times the compiled entry runs, each on fresh copies of the
  /// inputs and each under runTimeLimitSeconds: the outputs are the first
  /// run's, ProbeResult::runSeconds the fastest run's. For timing: a best of
  /// N that pays for one compile, not N.
  unsigned runs = 1;
  /// In a process started for this request alone, not a server kept
  /// running between probes (ProbeServer.h): what a plugin does as it
  /// loads happens anew. Only the judge reads it (never encoded).
  bool freshProcess = false;

  // Controls of compilers under test other than MLIR 22 in-process (a target
  // that cannot honour a control it is given fails the probe, never ignores
  // it; Target::controls says which it has).
  /// Flags passed through to the compiler under test (`--target-flag`).
  std::vector<std::string> targetFlags;
  /// Compile only, keeping the IR after each of the compiler's own passes
  /// (ProbeResult::snapshots, named by ProbeResult::snapshotPasses).
  bool tracePasses = false;
  /// Run with every kernel's actual inputs and outputs recorded
  /// (ProbeResult::kernelTraces).
  bool traceKernels = false;
  /// List every kernel of the compiled program with the source ops it holds
  /// (ProbeResult::kernelTraces, without values).
  bool mapKernels = false;
  /// With traceKernels: kernel `cutKernel` (a KernelTrace name) writes, in
  /// place of its output, the value of its point `cutPoint`, a value it
  /// computes on the way there (ProbeResult::kernelPoints lists them; a
  /// point past the last lists them and runs nothing).
  std::string cutKernel;
  size_t cutPoint = 0;
  /// Producer>consumer edges between the workload's ops, by identity
  /// ("op3>op7"), that the compiler must neither fuse into one kernel nor
  /// rewrite across: each use of the producer's results by the consumer
  /// goes through the compiler's own barrier op.
  std::vector<std::string> separatedEdges;
  /// Passes of the compiler's own pipeline, by name, left out of this
  /// compile (XLA's xla_disable_hlo_passes).
  std::vector<std::string> disabledPasses;
};

/// A value a kernel computes that it can be made to write in place of its
/// output (CompileOptions::cutKernel), in the kernel's program order.
struct KernelPoint {
  std::string op; // the op computing it, e.g. "arith.addf"
  /// Identities ("opN") of the workload's ops whose value it is.
  std::vector<std::string> sourceOps;
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

enum class ProbeStatus {
  Ok,
  PassFailure,         // a pass of the user's pipeline signalled failure
  VerifierError,       // a pass left IR that does not verify
  PassNeverRan,        // a pass of the pipeline ran on no op (TargetFailure)
  LoweringFailure,     // defuse's default lowering could not lower the result
  TranslationError,    // LLVM IR translation or JIT compilation failed
  CompilerCrash,       // the child died while compiling
  CompilerTimeout,     // compiling exceeded the time limit
  Crash,               // the compiled kernel died (signal)
  Timeout,             // the compiled kernel exceeded the time limit
  OutOfMemory,         // the compiled kernel exceeded the memory limit
  CompilerOutOfMemory, // compiling exceeded the memory limit
  InternalError,       // defuse itself could not run the probe
};

const char *probeStatusName(ProbeStatus s);

/// Three quarters of this machine's physical memory: the default limit of
/// a probe's address space and of the reference's memory. The rest stays
/// for the parent and the system.
uint64_t defaultMemoryLimitBytes();

struct ProbeLimits {
  double timeoutSeconds = 120.0;
  uint64_t memoryBytes = defaultMemoryLimitBytes();
};

struct ProbeRequest {
  std::string moduleText;
  std::string entry;
  CompileOptions options;
  std::vector<Buffer> inputs;
  /// Further sets of inputs the same compiled program runs on, one run
  /// each after the run on `inputs` (ProbeResult::moreOutputs): programs
  /// that differ only in their inputs pay for one compile. Only a target
  /// with TargetControls::inputSets takes them; the probe's status is the
  /// first failure of any run.
  std::vector<std::vector<Buffer>> moreInputs;
};

/// The request compiling `moduleText` with `pipeline` (and LLVM at
/// `llvmOptLevel`) and running `entry` on `inputs`.
ProbeRequest makeProbeRequest(std::string moduleText, std::string entry,
                              std::string pipeline, unsigned llvmOptLevel,
                              const std::vector<Tensor> &inputs);

/// One kernel (an IREE dispatch, say) as it ran: its name, the values it
/// read and wrote, and what it is meant to compute.
struct KernelTrace {
  std::string name;
  std::vector<Buffer> inputs, outputs;
  /// The kernel's own program before code generation, as a workload the
  /// reference reads (entry "kernel", arguments `inputs`, results
  /// `outputs`); empty when it cannot be carried over.
  std::string moduleText;
  /// Identities ("opN") of the workload's ops the kernel computes.
  std::vector<std::string> sourceOps;
};

struct ProbeResult {
  ProbeStatus status = ProbeStatus::InternalError;
  std::string message; // one line
  std::string pass;    // culprit pass for PassFailure / VerifierError
  int signal = 0;
  double compileSeconds = 0, runSeconds = 0, wallSeconds = 0;
  std::vector<Buffer> outputs;
  /// The outputs of the runs on ProbeRequest::moreInputs, in order.
  std::vector<std::vector<Buffer>> moreOutputs;
  /// The module after each pipeline step (CompileOptions::steps).
  std::vector<std::string> snapshots;
  /// With CompileOptions::llvmBisectLimit >= 0: every pass LLVM's gate was
  /// asked about, in order (TargetRun::llvmPasses).
  std::vector<LlvmPassRecord> llvmPasses;
  /// With CompileOptions::cutKernel: the kernel's points.
  std::vector<KernelPoint> kernelPoints;
  /// With CompileOptions::tracePasses: the pass each snapshot follows, as
  /// the compiler spells it: its argument, its options in braces, then
  /// " on " and the op it ran on ("canonicalize{...} on 'util.func' ...").
  std::vector<std::string> snapshotPasses;
  /// With CompileOptions::traceKernels: what each kernel read and wrote, in
  /// the order the kernels ran; with mapKernels, each kernel's name and
  /// source ops only.
  std::vector<KernelTrace> kernelTraces;
  /// The caller gave up on the answer (runProbe's `cancel`) and the child
  /// was killed: the result says nothing about the program.
  bool cancelled = false;
  /// The run was stopped at CompileOptions::runTimeLimitSeconds (status
  /// Timeout, runSeconds the limit: the run would have taken longer).
  bool runLimitReached = false;
};

/// What a probe's child does: one target's compile-and-run of the request,
/// calling `onStage` as each stage starts (so that a crash or a timeout is
/// attributed to the compiler or to the kernel).
using ProbeBody = std::function<ProbeResult(const ProbeRequest &request,
                                            const StageCallback &onStage)>;

/// Runs `body` on the request in a forked child under `limits`. Safe to
/// call from several threads at once: each call forks its own child, in its
/// own process group (a kill reaches the helpers it spawns). When `cancel`
/// turns true while the child runs, the child is killed within a few
/// milliseconds and the result is marked `cancelled`.
ProbeResult runIsolated(const ProbeRequest &request, const ProbeLimits &limits,
                        const ProbeBody &body,
                        const std::atomic<bool> *cancel = nullptr);

/// Exit status of a probe's child that ran out of memory.
constexpr int kProbeOutOfMemoryExit = 87;

/// How a probe's message begins when a sandbox's system call filter ended
/// it (target/Seccomp.h): the program tried what no compiler needs
/// (network, ptrace, another process's memory, mounts, ...).
constexpr const char *kSandboxViolation =
    "stopped by the sandbox: a forbidden system call";

/// What a probe's child sets up first: running out of memory exits with
/// kProbeOutOfMemoryExit, no core dumps.
void prepareProbeChild();

/// The stage callback of a probe's child: writes each stage to `stageFd`
/// (one byte at offset 0, so that the parent can attribute a death to the
/// compiler or to the kernel) and keeps the run's own time limit
/// (CompileOptions::runTimeLimitSeconds) with an alarm.
StageCallback probeStageRecorder(int stageFd, double runTimeLimitSeconds);

/// How a probe's child ended, as its parent saw it.
struct ProbeChildEnd {
  int status = 0; // waitpid's
  bool timedOut = false;
  std::string stage;      // the stage byte it wrote last, "" for none
  std::string stderrTail; // the end of what it wrote on stderr, one line
  /// Its report's bytes (ProbeReport.h), when it exited 0.
  std::optional<std::string> report;
};

/// The probe's result from how its child ended: its decoded report, or
/// what its death, its silence or a malformed report mean.
ProbeResult probeResultOf(const ProbeRequest &request,
                          const ProbeLimits &limits, const ProbeChildEnd &end);

/// Waits for child `pid` to end, or kills it (and its process group) at
/// `deadline` (timedOut) or once `*cancel` is true (cancelled). False, with
/// `error`, when waiting itself failed.
bool waitForChild(int pid, std::chrono::steady_clock::time_point deadline,
                  const std::atomic<bool> *cancel, int &status, bool &timedOut,
                  bool &cancelled, std::string &error);

/// Makes every thread of this process allocate from malloc's main arena.
/// Call first in main, before any thread starts. A probe child's memory
/// limit is address space (RLIMIT_AS) on top of what it inherits in use;
/// a thread's own arena reserves 64 MiB of address space up front and
/// commits it without growing the address space, so a child forked from
/// such a thread could use that much beyond --memory-limit, more or less
/// depending on the thread.
void keepAllocationsInMainArena();

/// Held by a thread that runs compiler code (parses, prints, interprets)
/// while probes start on other threads: no child is forked in the middle of
/// it, so no child inherits a lock that thread held (a registry's, say) and
/// waits on it forever. Never call runProbe while holding it.
std::unique_lock<std::mutex> holdOffProbeForks();

} // namespace defuse

#endif // DEFUSE_TARGET_PROBE_H
