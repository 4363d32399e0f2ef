//===- Reference.h - A workload's reference outputs and its UB count ------===//
//
// Every place that judges a compiled program needs the same two things from
// the interpreter: the reference outputs on given inputs, and how many
// elements were undefined behaviour on the way (judge() does not hold a
// kernel's crash against the compiler when the program itself was UB).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_REFERENCE_H
#define DEFUSE_INTERP_REFERENCE_H

#include "ir/Tensor.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class Workload;

struct Reference {
  std::vector<Tensor> outputs;
  uint64_t undefinedElements = 0;
};

/// Interprets the entry of `workload` on `inputs`; errors go to the
/// context's diagnostic handlers.
llvm::FailureOr<Reference> computeReference(const Workload &workload,
                                            llvm::ArrayRef<Tensor> inputs);

/// The same for a module given as text (an intermediate module, an outlined
/// kernel), silently: a module that does not parse or that has left the
/// interpreter's dialects is a plain failure.
llvm::FailureOr<Reference>
computeReferenceQuietly(mlir::MLIRContext &context, llvm::StringRef moduleText,
                        llvm::StringRef entry, llvm::ArrayRef<Tensor> inputs);

} // namespace defuse

#endif // DEFUSE_INTERP_REFERENCE_H
