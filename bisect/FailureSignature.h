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
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_FAILURESIGNATURE_H
#define DEFUSE_BISECT_FAILURESIGNATURE_H

#include "oracle/Oracle.h"

#include <optional>
#include <string>

namespace defuse {

struct FailureSignature {
  VerdictKind kind = VerdictKind::Pass;
  std::string pass;   // pass name, e.g. "math-expand-ops"; "" for none
  std::string opKind; // e.g. "tosa.ceil"; "" for any

  /// "kind@pass:op" (either part after the kind may be empty).
  std::string str() const;
  /// Parses str()'s form; nullopt with `error` set when malformed.
  static std::optional<FailureSignature> parse(const std::string &text,
                                               std::string &error);
};

/// VerdictKind by its printed name (verdictKindName), if any.
std::optional<VerdictKind> verdictKindByName(const std::string &name);

} // namespace defuse

#endif // DEFUSE_BISECT_FAILURESIGNATURE_H
