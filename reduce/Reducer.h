//===- Reducer.h - Delta debugging of a failing workload to a fixpoint ----===//
//
// The reducer shrinks a Candidate (program, inputs, pipeline) while its
// failure signature holds. Each way of shrinking is one ReductionStrategy in
// reduce/strategies/, as each delta pass of llvm-reduce is one file: it
// proposes smaller variants of the current candidate, most reducing first.
// The driver knows nothing of their insides: it tests the variants in
// order, as many probes at a time as run in parallel (findFirstInteresting,
// through the probe cache), keeps the first that is still interesting, asks
// again, and cycles through the strategies until none of them makes
// progress. A strategy that asks to be revisited is asked again within a
// round each time the program has halved since it was last asked.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_REDUCER_H
#define DEFUSE_REDUCE_REDUCER_H

#include "reduce/Candidate.h"
#include "reduce/Signature.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class ProbeRunner;

/// A smaller version of a candidate, and what changed, for the log.
struct Variant {
  Candidate candidate;
  std::string change;
  /// The size of the chunks the variant's removal was one of (its ddmin
  /// level, reduce/Chunks.h; the chunk itself may be cut short by the
  /// list's end), and the key of the element after it, for strategies that
  /// go on at the granularity and the place that last worked.
  size_t granularity = 0;
  std::string resumeAt;
  /// When set, `candidate` and `change` are left empty and this fills them
  /// in, returning false when the edit cannot be made. Strategies whose
  /// lists are long and costly to print (every chunk of a ddmin pass, again
  /// after each kept one) defer the work: the driver builds only the
  /// variants it gets to, usually a few.
  std::function<bool(Variant &)> build;
};

/// Builds a deferred variant (see Variant::build) once; false when its edit
/// cannot be made.
bool materialize(Variant &variant);

/// How the current candidate fails, and the signature every variant must
/// keep (a strategy may spare the signature's op kind).
struct FailureToKeep {
  FailureToKeep(Verdict verdict, FailureSignature signature = {})
      : verdict(std::move(verdict)), signature(std::move(signature)) {}
  Verdict verdict;
  FailureSignature signature;
};

class ReductionStrategy {
public:
  virtual ~ReductionStrategy() = default;
  virtual llvm::StringRef name() const = 0;
  /// Variants of `current`, which fails as `failure` says, each smaller or
  /// simpler by the strategy's measure, most reducing first. Variants need
  /// not be valid: the oracle rejects those that do not parse or verify
  /// before running anything.
  virtual std::vector<Variant> propose(mlir::MLIRContext &context,
                                       const Candidate &current,
                                       const FailureToKeep &failure) = 0;
  /// The driver kept `variant`, one of this strategy's (as llvm-reduce
  /// goes on at the chunk size that worked instead of starting over).
  virtual void kept(const Variant &variant) {}
  /// Round `round` (from 1) over all strategies starts: forget where `kept`
  /// left off.
  virtual void restart(unsigned round) {}
  /// Whether the driver asks again within a round, each time the other
  /// strategies have halved the program since this one was last asked: for
  /// strategies with few variants whose success depends on the program
  /// around them (an option that holds a pass's sites alive can go once the
  /// sites before the damaged one have).
  virtual bool revisit() const { return false; }
};

std::unique_ptr<ReductionStrategy> createDropResultsStrategy();
std::unique_ptr<ReductionStrategy> createRemoveOpKindsStrategy();
std::unique_ptr<ReductionStrategy> createCutOpKindsStrategy();
std::unique_ptr<ReductionStrategy> createRemoveOpsStrategy();
std::unique_ptr<ReductionStrategy> createBypassOpsStrategy();
std::unique_ptr<ReductionStrategy> createReturnIntermediateStrategy();
std::unique_ptr<ReductionStrategy> createDropArgumentsStrategy();
std::unique_ptr<ReductionStrategy> createDropPassesStrategy();
std::unique_ptr<ReductionStrategy> createSimplifyPassOptionsStrategy();
std::unique_ptr<ReductionStrategy> createSimplifyConstantsStrategy();
std::unique_ptr<ReductionStrategy> createShrinkShapesStrategy();
std::unique_ptr<ReductionStrategy> createSimplifyInputsStrategy();

/// Every strategy, in the order the driver cycles through them.
std::vector<std::unique_ptr<ReductionStrategy>> createAllStrategies();

/// What one strategy achieved over a reduction.
struct StrategyReport {
  std::string name;
  unsigned proposed = 0, tested = 0, kept = 0;
  /// Wall time of its proposals and their tests, which is where a slow
  /// reduction went.
  double seconds = 0;
};

struct ReductionResult {
  Candidate reduced;
  FailureSignature signature;
  Verdict verdict;                     // of the reduced candidate
  unsigned startOps = 0, opsAfter = 0; // top-level ops of the entry
  unsigned rounds = 0;
  unsigned oracleCalls = 0; // interestingness tests run (not cached)
  std::vector<StrategyReport> strategies;
  /// Changes kept, in order: the strategies', and the driver's own when it
  /// returns the values the op check needs (reduce/CulpritOp.h).
  std::vector<std::string> log;
  /// When the reduction ended on the op check `reaches`, which lets it slip
  /// to another op: the kind of the op that triage of the reduced program
  /// itself names ("" when not checked or when triage named none).
  std::string opOfReproducer;
};

struct ReducerOptions {
  /// A status line for humans, called as the reduction makes progress.
  std::function<void(const std::string &)> progress;
  unsigned maxRounds = 16;
};

/// Reduces `start`, which must fail with `signature` (checked first).
llvm::FailureOr<ReductionResult>
reduceCandidate(mlir::MLIRContext &context, ProbeRunner &probes,
                const Candidate &start, const FailureSignature &signature,
                llvm::ArrayRef<std::unique_ptr<ReductionStrategy>> strategies,
                const ReducerOptions &options);

/// Top-level ops of the entry function, terminator excluded (-1 when the
/// text does not parse).
int countEntryOps(mlir::MLIRContext &context, const Candidate &c);

} // namespace defuse

#endif // DEFUSE_REDUCE_REDUCER_H
