//===- GraphMutator.h - Production graphs, mutated ------------------------===//
//
// The fuzzer's second source of programs: real model graphs (the testdata
// workloads, or a team's own), each mutated once so that the campaign does
// not check the same graph over and over. A mutation swaps an element-wise op
// for another of the same arity, inserts one after a value, routes a value
// through a lower precision and back, or changes one dimension size
// throughout the graph. The mutant must verify; its text records where it
// came from and how it was changed, and keeps the original's input specs.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_GRAPHMUTATOR_H
#define DEFUSE_FUZZ_GRAPHMUTATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

struct MutatedProgram {
  std::string text;     // headed by DEFUSE-MUTATED and DEFUSE-INPUT lines
  std::string mutation; // e.g. "swap-op tosa.tanh -> tosa.sigmoid at 12:8"
};

/// The mutation kinds, in a stable order.
llvm::ArrayRef<llvm::StringRef> mutationKinds();

/// Mutates the workload `text` (read from `path`) with mutation `seed`.
/// Fails with `error` when the workload does not parse or no mutation of
/// any kind applies.
llvm::FailureOr<MutatedProgram>
mutateWorkload(mlir::MLIRContext &context, llvm::StringRef path,
               llvm::StringRef text, uint64_t seed, std::string &error);

} // namespace defuse

#endif // DEFUSE_FUZZ_GRAPHMUTATOR_H
