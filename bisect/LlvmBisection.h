//===- LlvmBisection.h - The LLVM pass that exposes a fault ---------------===//
//
// When the MLIR pipeline is not to blame, or a fault shows only at some
// LLVM -O level, the culprit lies in LLVM's own optimization or code
// generation. Like `opt -opt-bisect-limit`, each probe lets the first k
// passes that LLVM lets skip run and skips the rest; a binary search finds
// the k such that limit k-1 passes and limit k fails, and the k-th pass
// asked about is the one that exposes the fault. It need not be wrong
// itself: a pass that exploits undefined behaviour the lowering put there
// is named just the same.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_LLVMBISECTION_H
#define DEFUSE_BISECT_LLVMBISECTION_H

#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "target/Probe.h"

#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct LlvmBisectionRequest {
  std::string moduleText;
  std::string entry;
  std::string pipeline; // the MLIR passes before the default lowering
  std::vector<Buffer> inputs;
  std::vector<Tensor> reference;  // of the workload as given
  uint64_t undefinedElements = 0; // UB the reference found, for judge()
  unsigned llvmOptLevel = 2;
  /// Flags of the compiler under test every probe passes (a fuzz variant's).
  std::vector<std::string> targetFlags;
  ProbeLimits limits;
  /// The failure to reproduce. Pass: any miscompile, narrowed to the kind
  /// the unrestricted compile shows.
  VerdictKind signature = VerdictKind::Pass;
  /// Runs one probe; empty: the mlir target under `limits`. A caching or
  /// parallel runner plugs in here.
  std::function<ProbeResult(const ProbeRequest &)> probe;
};

struct LlvmBisectionResult {
  enum class Outcome {
    Found,         // `index` names the culprit pass
    NotReproduced, // the unrestricted compile passes: nothing to bisect
    /// Fails with every skippable pass skipped: code generation that cannot
    /// be skipped, the default lowering or the MLIR pipeline.
    NotAnOptimizationPass,
  };
  Outcome outcome = Outcome::NotReproduced;
  int64_t index = 0;   // k, 1-based: limit k-1 passes, limit k fails
  int64_t total = 0;   // N: passes the gate was asked about, nothing skipped
  LlvmPassRecord pass; // the k-th pass asked about
  Verdict verdict;     // of the failing compile (limit k, or the full one)
  unsigned probes = 0;
  double seconds = 0;
};

/// Fails only when a probe could not be run at all (defuse's own error,
/// reported on stderr).
llvm::FailureOr<LlvmBisectionResult>
bisectLlvmPasses(const LlvmBisectionRequest &request);

} // namespace defuse

#endif // DEFUSE_BISECT_LLVMBISECTION_H
