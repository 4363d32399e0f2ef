//===- IreeSnapshot.h - IREE's IR after a pass, as a workload -------------===//
//
// iree-compile's per-pass dumps hold the program in IREE's own dialects
// around upstream ones: the entry is a `util.func` taking and returning
// `!hal.buffer_view`s through `hal.tensor.import`/`export`, helpers are
// reached by `util.call`, constants may sit in `util.global`s, and from
// dispatch creation on the ops to fuse are wrapped in `flow.dispatch.region`.
// For as long as everything else is upstream MLIR (linalg, tensor, arith,
// math), the dump computes the same function as a plain func.func module,
// which the reference interpreter reads: that is what semantic pass
// bisection needs to judge each IREE pass on its own.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_IREE_IREESNAPSHOT_H
#define DEFUSE_TARGET_IREE_IREESNAPSHOT_H

#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

/// Rewrites `dump` (generic form, IREE dialects unregistered) into a module
/// whose public func.func `entry` computes what the dump's entry computes.
/// Fails, with `reason` naming the first op it cannot carry over (a
/// `flow.dispatch`, a `stream` op, ...), when the program has left the
/// dialects the reference reads.
llvm::FailureOr<std::string> ireeSnapshotAsWorkload(mlir::MLIRContext &context,
                                                    const std::string &dump,
                                                    const std::string &entry,
                                                    std::string &reason);

/// One dispatch of the flow phase's output as a workload: its function
/// reads `!dispatch.tensor` bindings through `dispatch.tensor.load` and
/// writes them through `dispatch.tensor.store`; as a workload its readonly
/// bindings are the arguments and its writeonly ones the results, in
/// binding order (the order of the `flow.dispatch` operands and results,
/// which is the order dispatch tracing records them in).
struct IreeDispatch {
  std::string name;       // "EXECUTABLE::EXPORT", as dispatch tracing names it
  std::string moduleText; // entry @kernel; empty when it cannot be carried
  std::string reason;     // why not
  std::vector<std::string> sourceOps; // identities of the ops it computes
};

/// Every dispatch of `flowText` (the flow phase's output, generic form,
/// locations kept).
std::vector<IreeDispatch>
ireeDispatchesAsWorkloads(mlir::MLIRContext &context,
                          const std::string &flowText);

} // namespace defuse

#endif // DEFUSE_TARGET_IREE_IREESNAPSHOT_H
