//===- Triage.h - Pass, kernel and op bisection as a chain of stages ------===//
//
// `defuse triage` runs stages in order: confirm the failure (several runs),
// find the pass that breaks the workload, name the LLVM pass when the MLIR
// pipeline is not to blame, find the fused kernel that computes the wrong
// values, the fusion decisions it needs and the one op inside it. Each stage
// is one small unit behind TriageStage (bisect/stages/), reading what earlier
// stages found from TriageState and adding its own finding; the driver knows
// nothing of their insides, as llvm-reduce's driver knows nothing of its
// delta passes. The last stage shrinks the failure to a reproducer
// (reduce/ReduceStage.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_TRIAGE_H
#define DEFUSE_BISECT_TRIAGE_H

#include "bisect/FailureSignature.h"
#include "bisect/KernelMap.h"
#include "bisect/PassBisection.h"
#include "bisect/ProbeRunner.h"
#include "bisect/SourceSubgraph.h"
#include "interp/Reference.h"
#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "reduce/Reducer.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class Workload;

/// The failing kernel: the first kernel (in program order) whose outlined
/// source ops fail on their own, or, when isolation loses the bug, the
/// kernel whose addition makes a topological prefix of the program fail.
struct KernelFinding {
  size_t index = 0; // among `count` kernels
  size_t count = 0;
  Kernel kernel;
  std::string snapshotPass; // the pass after which kernels were mapped
  bool isolated = true;
  /// Source ops that must run with the kernel for it to fail (the prefix
  /// before it, when isolation lost the bug).
  std::vector<unsigned> context;
  std::vector<size_t> alsoFailing; // other kernels failing in isolation
  Verdict verdict;
};

/// A producer -> consumer decision of elementwise fusion, by op identity.
struct FusionEdge {
  std::string producer, consumer;
  std::string str() const { return producer + ">" + consumer; }
};

/// A minimal set of `taken` edges the failure needs: delta debugging over
/// the edges allowed, `failsDenying` judging a run with the others denied.
std::vector<FusionEdge> minimalNeededEdges(
    const std::vector<FusionEdge> &taken,
    const std::function<bool(const std::vector<FusionEdge> &)> &failsDenying);

struct FusionFinding {
  bool controllable = false;
  std::string reason; // why not, when not controllable
  std::string pass;   // the fusion step the controlled pass stood in for
  std::vector<FusionEdge> taken;  // decisions the pass took on the kernel
  std::vector<FusionEdge> needed; // a minimal set the failure needs
  bool failsUnfused = false;      // fails with every decision denied
};

/// The first source op of the kernel whose value is wrong once compiled.
struct OpFinding {
  unsigned position = 0; // in the SourceProgram
  std::string id, name, location;
  /// "payload": found by truncating the fused kernel's body (the payload
  /// op is named); "source": by outlining a prefix of its source ops;
  /// "pass": the first op whose value the culprit pass changed, from the
  /// modules around it (a compiler's own passes, CompilerPassStage);
  /// "removed": an op the culprit pass removed, read by the first op whose
  /// value changed (named in `payloadOp`).
  std::string view;
  std::string payloadOp;
  size_t indexInKernel = 0, kernelOps = 0;
  Verdict verdict;            // of the kernel truncated after this op
  int output = -1;            // the verdict's output that is this op's value
  std::string operandSummary; // operand values at the worst element
};

/// The pass of a compiler with its own pipeline (IREE's) that breaks the
/// workload, found on the module after each of its passes.
struct CompilerPassFinding {
  bool found = false;
  size_t index = 0, count = 0; // among the passes that changed the module
  /// The first pass that may be to blame: passes between the last module
  /// the reference could read and the culprit's are suspects too.
  size_t firstSuspect = 0;
  std::vector<std::string> passes; // every pass that changed the module
  std::string irBefore, irAfter;   // as workloads the reference reads
  size_t frontier = 0;             // passes up to the last readable module
  /// "semantic": the module after the culprit computes something else
  /// than the module before it; "removal": past the readable modules, the
  /// failure goes when the compiler leaves the culprit out (`removed`, a
  /// minimal set of passes whose removal does it).
  std::string method = "semantic";
  std::vector<std::string> removed;
  Verdict verdict;
  std::string name() const { return found ? passes[index] : std::string(); }
};

struct TriageState {
  mlir::MLIRContext *context = nullptr;
  const Workload *workload = nullptr;
  std::vector<Tensor> inputs, reference;
  uint64_t undefinedElements = 0;
  std::string pipeline;
  std::vector<std::string> passes;
  /// Flags of the compiler under test every probe of the triage passes
  /// (a fuzz variant's configuration).
  std::vector<std::string> targetFlags;
  unsigned llvmOptLevel = 2;
  unsigned confirmRuns = 3;
  ProbeRunner *probes = nullptr;
  /// The failure as the user already knows it (`defuse reduce --signature`,
  /// the signature `defuse check` takes). Confirm then settles for -O0 when
  /// the whole workload shows the signature's kind there, and the pass stage
  /// takes the pass by name instead of bisecting: the stages left are those
  /// that find where the failure is, not what it is.
  std::optional<FailureSignature> known;
  /// Noise lanes the references of later stages need: none once the whole
  /// workload has failed the sound tier (every kernel the failure goes
  /// through then fails it too, on exact inputs), noiseLanes() otherwise.
  unsigned referenceLanes() const;
  /// A status line for humans, called as stages make progress.
  std::function<void(const std::string &)> progress;

  // Findings, filled in stage by stage.
  Verdict verdict; // the failure on the whole workload
  bool reproduced = false;
  bool nondeterministic = false;
  /// Whether the whole workload fails the same way with LLVM at -O0 (set
  /// by the confirm stage when compiling at a higher level). When it does,
  /// LLVM's optimizer plays no part, and every later probe compiles at -O0:
  /// the same answer for about half the compile time.
  std::optional<bool> reproducesAtO0;
  std::optional<PassBisectionResult> pass;
  /// With a target that runs its own pipeline (no --pipeline).
  std::optional<CompilerPassFinding> compilerPass;
  /// Passes (a prefix of `passes`) later stages compile with: up to and
  /// including the culprit, or the whole pipeline when no pass is to blame.
  size_t pipelinePrefix = 0;
  std::optional<SourceProgram> program;
  /// Every kernel of the compiled program, by the kernel stage.
  std::vector<Kernel> kernels;
  std::optional<KernelFinding> kernel;
  std::optional<FusionFinding> fusion;
  std::optional<OpFinding> op;
  /// The reduced reproducer, by the reduce stage.
  std::optional<ReductionResult> reduction;
  /// Named by LLVM bisection (empty if not run or not found).
  std::string llvmPass;
  std::string llvmSummary;

  /// The pipeline later stages compile with (`pipelinePrefix` passes).
  std::string stagePipeline() const;
  /// The LLVM level later stages compile at: -O0 when the failure does not
  /// need LLVM's optimizer, else the one asked for.
  unsigned probeOptLevel() const {
    return reproducesAtO0.value_or(false) ? 0 : llvmOptLevel;
  }
  /// The request compiling `moduleText` with `pipeline`.
  ProbeRequest request(const std::string &moduleText, const std::string &entry,
                       const std::vector<Tensor> &inputs,
                       const std::string &pipeline) const;
  /// Whether `v` is the kind of failure being located.
  bool reproduces(const Verdict &v) const;
  /// The module after each pass of the whole pipeline (one probe, shared
  /// through the cache with pass bisection's own trace).
  std::vector<std::string> snapshots() const;
};

/// A subgraph ready to probe: the request and the reference to judge by.
struct SubgraphProbe {
  Subgraph subgraph;
  ProbeRequest request;
  Reference reference;
  /// How many subgraphs are judged with it under one false-alarm rate (the
  /// kernel stage judges every kernel of the program on its own).
  unsigned family = 1;

  /// Compiles and runs `request` and judges it against the reference.
  Verdict judgeOn(ProbeRunner &probes) const;
  /// Judges `result`, a run of `request`, against the reference.
  Verdict judgeResult(const ProbeResult &result) const;
};

/// Outlines `positions` of the state's program and computes the reference
/// of the outlined workload. Fails if outlining or interpreting fails.
llvm::FailureOr<SubgraphProbe> prepareSubgraph(TriageState &state,
                                               llvm::ArrayRef<unsigned> ops,
                                               const std::string &pipeline);

struct StageReport {
  std::string name;
  std::string outcome; // one word: found, clean, skipped, ...
  std::string summary; // one line for humans
  unsigned probes = 0, cached = 0;
  double seconds = 0;
};

class TriageStage {
public:
  enum class Status { Continue, Stop, Error };
  virtual ~TriageStage() = default;
  virtual llvm::StringRef name() const = 0;
  virtual Status run(TriageState &state, StageReport &report) = 0;
};

std::unique_ptr<TriageStage> createConfirmStage();
std::unique_ptr<TriageStage> createPassStage();
/// Bisects the compiler's own passes (Target::controls().passTrace).
std::unique_ptr<TriageStage> createCompilerPassStage();
std::unique_ptr<TriageStage> createLlvmStage();
/// How the kernel stage looks for the failing kernel.
enum class KernelSearch {
  /// Every kernel on its own, then cuts of the program when none fails
  /// alone: which kernels fail alone is part of the report.
  IsolateEach,
  /// Cuts of the program first, then the kernel they name on its own: one
  /// failing kernel is all a reproducer needs, and a few cuts cost less
  /// than outlining every kernel.
  CutsFirst,
};
std::unique_ptr<TriageStage>
createKernelStage(KernelSearch search = KernelSearch::IsolateEach);
/// Judges each kernel on the values it read, from one traced run
/// (Target::controls().kernelTrace).
std::unique_ptr<TriageStage> createDispatchStage();
std::unique_ptr<TriageStage> createFusionStage();
/// Steers fusion through the compiler's own barrier op
/// (Target::controls().separatesEdges).
std::unique_ptr<TriageStage> createBarrierFusionStage();
std::unique_ptr<TriageStage> createOpStage();
/// Implemented in reduce/ (it drives the reducer).
std::unique_ptr<TriageStage> createReduceStage();

/// Runs `stages` in order until one stops; returns a report per stage run.
/// Fails when a stage reports an internal error.
llvm::FailureOr<std::vector<StageReport>>
runTriage(TriageState &state,
          llvm::ArrayRef<std::unique_ptr<TriageStage>> stages);

} // namespace defuse

#endif // DEFUSE_BISECT_TRIAGE_H
