//===- Oracle.h - Judging target outputs against the reference ------------===//
//
// Element by element: a float is wrong when it lies outside the reference's
// error bound, or disagrees on NaN, on infinity, or (only where the reference
// is exact) on the sign of zero; an integer is wrong when it differs (beyond
// its bound, which is 0 except downstream of inexact float compares).
// Elements whose bound is unbounded are not judged and are counted apart.
//
// The failing elements of an output are then classified:
//   drift       values track the reference but stray beyond the bound
//   corruption  values unrelated to the reference: most failing elements hold
//               a value found elsewhere in the reference (misplaced data,
//               wrong index pattern) or are off by more than their own size
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_ORACLE_ORACLE_H
#define DEFUSE_ORACLE_ORACLE_H

#include "ir/Tensor.h"
#include "target/Probe.h"

#include <string>
#include <vector>

namespace defuse {

enum class VerdictKind {
  Pass,
  Drift,
  Corruption,
  NanMismatch,
  InfMismatch,
  SignedZeroMismatch,
  Crash,        // the compiled kernel crashed or ran out of memory
  Timeout,      // the compiled kernel hung
  CompileError, // the compiler failed: see the probe status for which way
  /// The compiled program crashed or hung, but the reference saw the
  /// workload itself execute undefined behaviour on these inputs: whatever
  /// the compiled code does is legal.
  UndefinedBehaviour,
};

const char *verdictKindName(VerdictKind k);
/// A miscompile is any verdict where the compiler's output computes wrong
/// results or dies; compile errors are reported but are not miscompiles.
bool isMiscompile(VerdictKind k);
/// Whether a failure of kind `actual` is one of kind `expected`: drift and
/// corruption count as one (both are wrong finite values, told apart by
/// magnitudes that simplifying inputs legitimately moves).
bool sameFailureKind(VerdictKind expected, VerdictKind actual);

struct ElementReport {
  std::vector<int64_t> index;
  double expected = 0, bound = 0, actual = 0;
  double ulps = 0; // distance in ULPs of the output type
};

struct OutputVerdict {
  unsigned index = 0;
  VerdictKind kind = VerdictKind::Pass;
  TensorSpec spec;
  int64_t elements = 0;
  int64_t failing = 0;
  int64_t valueMismatches = 0, nanMismatches = 0, infMismatches = 0,
          signedZeroMismatches = 0;
  int64_t unverifiable = 0; // bound unbounded: not judged
  double misplacedFraction = 0;
  double maxUlps = 0;
  /// Largest |actual - expected| / bound over all judged finite elements:
  /// how much of the error budget the target used (> 1 means failing).
  double maxBoundRatio = 0;
  /// The worst element: largest error relative to its bound, special-value
  /// mismatches first.
  ElementReport worst;
  /// A few failing elements in index order, for reports.
  std::vector<ElementReport> samples;
};

struct Verdict {
  VerdictKind kind = VerdictKind::Pass;
  ProbeStatus probe = ProbeStatus::Ok;
  std::string message; // probe message for non-Ok probes
  std::string failingPass;
  std::vector<OutputVerdict> outputs;
};

/// Compares one output.
OutputVerdict compareOutput(unsigned index, const Tensor &reference,
                            const Tensor &actual);

/// Compares two references of the same output (say, of a program before and
/// after a pass): they disagree where no value satisfies both bounds, on NaN
/// or Inf, or on the sign of a zero both hold exactly.
OutputVerdict compareReferences(unsigned index, const Tensor &before,
                                const Tensor &after);

/// The whole verdict for a probe against the reference outputs.
/// `undefinedElements` is how many elements the reference found to be
/// undefined behaviour while computing them.
Verdict judge(const std::vector<Tensor> &reference, const ProbeResult &probe,
              uint64_t undefinedElements = 0);

} // namespace defuse

#endif // DEFUSE_ORACLE_ORACLE_H
