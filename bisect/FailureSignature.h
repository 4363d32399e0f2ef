//===- FailureSignature.h - What must stay true of a failure --------------===//
//
// A failure signature is the verdict kind (say, signed-zero-mismatch), the
// pass that introduces it and the kind of the op it breaks:
//     signed-zero-mismatch@math-expand-ops:tosa.ceil
// Triage finds it; a reduction step is kept only when the smaller program
// still fails with the same signature, so that the reducer cannot slip from
// one bug to another (the classic failure of reducers driven by "it still
// fails"). An empty pass means the failure needs no pass of the pipeline
// (the default lowering or LLVM); an empty op kind accepts any op.
//
// How strictly the op kind is held to is part of it too. Any program can
// show that an op of the kind feeds a failing output, but so does one
// where the wrong value starts upstream, in another op the pass breaks, and
// reaches the output through the named one. Once the program returns an
// op's value and its operands, it can show that the wrong value starts
// there: the op computes a wrong result from right operands.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_FAILURESIGNATURE_H
#define DEFUSE_BISECT_FAILURESIGNATURE_H

#include "oracle/Oracle.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace defuse {

/// How a failure must involve the signature's op kind.
enum class OpCheck {
  /// An op of the kind computes, directly or through others, a failing
  /// output.
  Reaches,
  /// An op of the kind computes a failing output from right operands: each
  /// is an argument, a constant or a returned value judged correct.
  Originates,
};

llvm::StringRef opCheckName(OpCheck check);
/// OpCheck by its printed name (opCheckName), if any.
std::optional<OpCheck> opCheckByName(llvm::StringRef name);

struct FailureSignature {
  VerdictKind kind = VerdictKind::Pass;
  std::string pass;   // pass name, e.g. "math-expand-ops"; "" for none
  std::string opKind; // e.g. "tosa.ceil"; "" for any
  OpCheck opCheck = OpCheck::Reaches;
  /// Which tier of the oracle saw the failure. A proven one is held to
  /// proof: a smaller program keeps it only when it fails the sound tier
  /// (its references need no noise lanes). A statistical one is kept by a
  /// failure of either tier.
  Tier tier = Tier::Sound;
  /// Runs of a program that must each fail this way for it to keep the
  /// failure. A failure that changes between runs (uninitialized memory, a
  /// race) may show only now and then, and a reproducer that fails once in
  /// a while proves little: triage asks as many runs as it confirmed with.
  /// Not part of str().
  unsigned runs = 1;
  /// Each of those runs after the first in a process of its own
  /// (CompileOptions::freshProcess): a resident worker may leave the same
  /// garbage in memory run after run, so that a failure which comes and goes
  /// between processes repeats in it.
  bool freshRuns = false;

  /// Noise lanes a program's reference needs to show this failure.
  unsigned lanes() const;

  /// "kind@pass:op", with "/statistical" after the kind for a statistical
  /// failure (either part after the kind may be empty); the op check is not
  /// part of it.
  std::string str() const;
  /// Parses str()'s form; nullopt with `error` set when malformed.
  static std::optional<FailureSignature> parse(const std::string &text,
                                               std::string &error);
};

/// VerdictKind by its printed name (verdictKindName), if any.
std::optional<VerdictKind> verdictKindByName(const std::string &name);

} // namespace defuse

#endif // DEFUSE_BISECT_FAILURESIGNATURE_H
