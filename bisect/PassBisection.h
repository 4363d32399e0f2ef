//===- PassBisection.h - The first pass that breaks semantics -------------===//
//
// Two methods, in order:
//  * semantic: the module after every pass is evaluated by the reference
//    interpreter for as long as it stays in dialects the interpreter covers;
//    the first pass whose output disagrees with its input (beyond both
//    bounds) is the culprit. One probe records every intermediate module, so
//    this costs one compile however long the pipeline.
//  * execution: past that frontier, prefixes of the pipeline followed by the
//    trusted default lowering are compiled, run and judged; a search
//    (`width` prefixes a round, see FirstFailing.h) finds k such that prefix
//    k-1 passes and prefix k fails.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_PASSBISECTION_H
#define DEFUSE_BISECT_PASSBISECTION_H

#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "target/Probe.h"

#include <functional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class Workload;

struct PassBisectionRequest {
  const Workload *workload = nullptr;
  std::vector<Tensor> inputs;
  std::vector<Tensor> reference;  // of the workload as given
  uint64_t undefinedElements = 0; // UB the reference found, for judge()
  std::string pipeline;
  unsigned llvmOptLevel = 2;
  ProbeLimits limits;
  /// Runs independent probes, in order; by default runProbe under `limits`,
  /// one after another. Triage plugs in its cached, parallel runner here.
  std::function<std::vector<ProbeResult>(const std::vector<ProbeRequest> &)>
      probeAll;
  /// Prefixes the search tests at once: the runner's parallel jobs.
  unsigned width = 1;
  /// Noise lanes for the statistical comparison of the modules after each
  /// pass (interp/Reference.h); 0: the sound comparison alone.
  unsigned lanes = 0;
};

struct PassBisectionResult {
  enum class Method { Semantic, Execution };
  enum class Outcome {
    Found,         // `index` names the culprit pass
    NotReproduced, // the full pipeline passes: nothing to bisect
    BeforePipeline // fails with no user pass: the default lowering or LLVM
  };
  Outcome outcome = Outcome::NotReproduced;
  Method method = Method::Semantic;
  size_t index = 0; // 0-based position in `passes`
  std::vector<std::string> passes;
  std::string irBefore, irAfter; // the module around the culprit (semantic)
  Verdict verdict;               // how the culprit's output is wrong
  size_t semanticFrontier = 0;   // passes whose output was interpreted
  unsigned probes = 0, interpretations = 0;
  double seconds = 0;
};

/// Semantic bisection over a pass trace: the first of `snapshots` (the
/// module after each pass, in order) whose outputs on `inputs` disagree
/// with the module before it (sound tier), else with the workload's
/// `reference` beyond the noise of `lanes` lanes (statistical tier). An
/// empty snapshot, or one the reference cannot evaluate, ends the search,
/// or with `skipUnreadable` is passed over: the next readable module is
/// compared with the last readable one, and the culprit is one of the
/// passes in between (`firstSuspect`..`index`).
/// The pass argument of a pass as a compiler's trace spells it
/// (ProbeResult::snapshotPasses: "ARG{options} on 'op' ..."): "ARG".
std::string passArgumentOf(const std::string &spelled);

struct SnapshotBisection {
  bool found = false;
  size_t index = 0, firstSuspect = 0;
  std::string irBefore, irAfter;
  Verdict verdict;
  size_t frontier = 0; // passes up to the last module interpreted
  unsigned interpretations = 0;
};
SnapshotBisection bisectSnapshots(mlir::MLIRContext &context,
                                  const std::string &moduleText,
                                  const std::string &entry,
                                  const std::vector<Tensor> &inputs,
                                  const std::vector<Tensor> &reference,
                                  const std::vector<std::string> &snapshots,
                                  unsigned lanes, bool skipUnreadable);

llvm::FailureOr<PassBisectionResult>
bisectPasses(mlir::MLIRContext &context, const PassBisectionRequest &request);

} // namespace defuse

#endif // DEFUSE_BISECT_PASSBISECTION_H
