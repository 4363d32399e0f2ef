//===- CulpritOp.h - Does the wrong value come from the signature's op? ---===//
//
// The op half of a failure signature (bisect/FailureSignature.h), judged on
// a candidate's program and the verdict of its compiled run. A reducer that
// only asks "does an op of the kind feed a failing output?" can slip to a
// program where another op goes wrong upstream of it (a fault counting
// sites hits a matmul once enough reductions are gone); asking "does one
// compute a wrong value from right operands?" cannot, but needs those
// operands returned, which exposeOpKind arranges.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_CULPRITOP_H
#define DEFUSE_REDUCE_CULPRITOP_H

#include "bisect/FailureSignature.h"
#include "reduce/Candidate.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir {
class MLIRContext;
class Operation;
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace defuse {

/// Whether `root` is or nests an op of `kind`.
bool containsOpKind(mlir::Operation *root, llvm::StringRef kind);

/// Whether an op of `kind` in `entry` (or nested in one of its ops)
/// computes, directly or through others, an output `verdict` judged wrong.
/// A run with no wrong output (a crash, a hang) involves any op of the kind
/// it contains.
bool opKindReaches(mlir::func::FuncOp entry, const Verdict &verdict,
                   llvm::StringRef kind);
/// Whether a top-level op of `kind` in `entry` returns a value `verdict`
/// judged wrong while each of its operands is an argument, the result of an
/// op that reads no value (a constant, an empty tensor) or a returned value
/// judged right: the wrong value starts there.
bool opKindOriginates(mlir::func::FuncOp entry, const Verdict &verdict,
                      llvm::StringRef kind);
/// opKindReaches or opKindOriginates, as `check` asks.
bool opKindInvolved(mlir::func::FuncOp entry, const Verdict &verdict,
                    llvm::StringRef kind, OpCheck check);

/// `candidate` with the values around the ops of `kind` that feed a failing
/// output returned as well: their results and the operands other ops
/// compute, so that OpCheck::Originates can be judged on it. Nullopt when
/// nothing is left to return.
std::optional<Candidate> exposeOpKind(mlir::MLIRContext &context,
                                      const Candidate &candidate,
                                      const Verdict &verdict,
                                      llvm::StringRef kind);

} // namespace defuse

#endif // DEFUSE_REDUCE_CULPRITOP_H
