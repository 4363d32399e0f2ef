//===- EdgeBarriers.h - Keep chosen producer>consumer edges apart ---------===//
//
// A compiler that forms its kernels itself (IREE's dispatch formation, XLA's
// fusion) offers no switch per fusion decision, but it honours a barrier op
// of its own (util.optimization_barrier, stablehlo.optimization_barrier): an
// identity that no rewrite looks through. Routing the consumer's use of a
// producer's result through one keeps the two ops out of one kernel and out
// of every rewrite that would see them together, so fusion decisions can be
// denied one edge at a time from outside the compiler.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_EDGEBARRIERS_H
#define DEFUSE_TARGET_EDGEBARRIERS_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace defuse {

/// Routes every use by the consumer of each edge ("op3>op7", op identities
/// as Workload stamps them) of the producer's results through a new
/// `barrierOp` (an op of one operand and one result of the same type, built
/// in generic form: the context must allow unregistered dialects unless
/// the op's dialect is loaded). Fails, saying why in `error`, on an edge
/// whose ops are missing or do not meet.
llvm::LogicalResult insertEdgeBarriers(mlir::ModuleOp module,
                                       llvm::ArrayRef<std::string> edges,
                                       llvm::StringRef barrierOp,
                                       std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_EDGEBARRIERS_H
