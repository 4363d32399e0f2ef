//===- OpRemoval.h - Replacing ops by arguments that carry their values ---===//
//
// The removal that remove-ops and remove-op-kinds share: each result of a
// removed op becomes a new entry argument fed with the value the reference
// computed for it. Everything downstream then sees exactly the values it
// saw before, so a failure that does not need the op itself survives its
// removal; ops left without users die with it.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_OPREMOVAL_H
#define DEFUSE_REDUCE_OPREMOVAL_H

#include "reduce/Reducer.h"

#include "bisect/SourceSubgraph.h"
#include "ir/Workload.h"

#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <optional>
#include <vector>

namespace defuse {

/// A candidate's program, parsed and interpreted on its inputs with every
/// top-level value kept: what replacing its ops by arguments needs.
struct EvaluatedCandidate {
  Workload workload;
  std::optional<SourceProgram> program; // refers to `workload`
};

/// Null when the candidate does not parse or the reference cannot run it
/// (silently: most candidates of a reduction are meant to be tried).
std::unique_ptr<EvaluatedCandidate>
evaluateCandidate(mlir::MLIRContext &context, const Candidate &current);

/// Positions (in `program.ops()`) of the top-level ops whose results are
/// all tensors an argument can stand in for.
std::vector<unsigned> removableOps(const SourceProgram &program);

/// What becomes of the ops upstream of a removed op that nothing else uses.
enum class Orphans {
  Erase,  // they die: the removal takes the op's whole upstream cone
  Return, // the entry function returns them: only the op itself goes
};

/// `current` with the top-level ops at `positions` (ascending) replaced by
/// arguments carrying the values `program` computed for them, dead ops and
/// unused arguments erased; with Orphans::Return, the operands that lost
/// their last use become extra results first. Nullopt when the edit is
/// impossible.
std::optional<Variant> replaceOpsByArguments(mlir::MLIRContext &context,
                                             const Candidate &current,
                                             const SourceProgram &program,
                                             llvm::ArrayRef<unsigned> positions,
                                             Orphans orphans = Orphans::Erase);

} // namespace defuse

#endif // DEFUSE_REDUCE_OPREMOVAL_H
