//===- Interestingness.h - Does a candidate still fail the same way? ------===//
//
// The oracle of reduction, and of `defuse check` for other reducers. A
// candidate is interesting when
//   1. the reference interpreter evaluates it without undefined behaviour,
//   2. compiled with its passes it fails with the signature's verdict kind
//      (drift and corruption count as one: both are wrong finite values,
//      told apart by magnitudes that simplifying inputs legitimately moves),
//   3. the failure needs the culprit: without it (the passes before it) the
//      candidate is judged correct, and the culprit carries the signature's
//      pass name,
//   4. an op of the signature's kind feeds a failing output or, as the
//      signature's op check asks, computes one from right operands
//      (reduce/CulpritOp.h).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_INTERESTINGNESS_H
#define DEFUSE_REDUCE_INTERESTINGNESS_H

#include "reduce/Candidate.h"
#include "reduce/Signature.h"
#include "target/Probe.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class ProbeRunner;

struct InterestingnessResult {
  bool interesting = false;
  std::string reason; // why not, in a few words
  Verdict verdict;    // with the candidate's passes
  /// An op of the signature's kind computes a failing output from right
  /// operands (OpCheck::Originates holds), whatever the signature asks.
  bool originates = false;
};

InterestingnessResult testInterestingness(mlir::MLIRContext &context,
                                          ProbeRunner &probes,
                                          const Candidate &candidate,
                                          const FailureSignature &signature);

/// The same for independent candidates: their probes run in parallel.
std::vector<InterestingnessResult>
testInterestingness(mlir::MLIRContext &context, ProbeRunner &probes,
                    const std::vector<Candidate> &candidates,
                    const FailureSignature &signature);

/// The outcome of findFirstInteresting.
struct FirstInteresting {
  std::optional<size_t> index;  // the first interesting candidate, if any
  InterestingnessResult result; // its result
  /// The candidates tested up to it (or all, when none is interesting).
  std::vector<size_t> tested;
};

/// The first of `count` candidates, in order, that is interesting. Probes
/// run `probes.jobs()` at a time with no rounds in between: as soon as one
/// ends, the next candidate's starts, and a candidate's second probe (the
/// passes before its culprit) starts as soon as its first has ended. The
/// answer does not depend on the order in which probes end. `candidateAt`
/// builds candidate `i` when it is reached (null: skip it) and runs on the
/// calling thread, as all compiler code here does.
FirstInteresting findFirstInteresting(
    mlir::MLIRContext &context, ProbeRunner &probes, size_t count,
    const std::function<const Candidate *(size_t)> &candidateAt,
    const FailureSignature &signature);

/// The request compiling `candidate` with its first `passCount` passes.
ProbeRequest probeRequestFor(const Candidate &candidate, size_t passCount);

} // namespace defuse

#endif // DEFUSE_REDUCE_INTERESTINGNESS_H
