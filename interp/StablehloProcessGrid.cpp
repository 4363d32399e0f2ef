//===- StablehloProcessGrid.cpp - StableHLO's collectives on one process --===//
//
// The specification defines replica_id, partition_id and the collectives
// over a grid of processes; a workload is one process, the grid's only one
// (replica 0 of partition 0). There every collective has its defined
// one-process result: all_gather, all_to_all, collective_broadcast and
// reduce_scatter give their operands (the one member's data), all_reduce
// and collective_reduce the reduction of one value (the value itself),
// collective_permute the operand when process 0 sends to itself and zeros
// when nothing is sent to it. A replica or channel group that names another
// process cannot run on one process and is refused with the group it
// names.
//
//===----------------------------------------------------------------------===//

#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Operation.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

/// Fails when `op`'s replica groups (or source-target pairs) name a process
/// other than process 0 (-1 pads uneven groups).
LogicalResult onlyProcessZero(Operation *op, StringRef attribute) {
  for (int64_t id : integerList(op, attribute))
    if (id != 0 && id != -1)
      return emitError(op->getLoc())
             << "'" << op->getName() << "' has " << attribute
             << " naming process " << id
             << "; the reference runs the program as one process";
  return success();
}

LogicalResult evalProcessId(Operation *op, ArrayRef<const Tensor *>,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  out->setInt(0, 0);
  results.push_back(std::move(*out));
  return success();
}

/// all_gather, all_reduce, all_to_all, collective_broadcast,
/// collective_reduce, reduce_scatter on one process: each operand.
LogicalResult evalOneMember(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(onlyProcessZero(op, "replica_groups")))
    return failure();
  if (operands.size() != op->getNumResults())
    return unsupported(op) << "'" << op->getName() << "' with "
                           << operands.size() << " operands and "
                           << op->getNumResults() << " results";
  for (auto [i, t] : llvm::enumerate(operands)) {
    FailureOr<Tensor> out = resultTensor(op, i);
    if (failed(out))
      return failure();
    if (out->shape() != t->shape())
      return unsupported(op)
             << "'" << op->getName() << "' from " << t->shapeString() << " to "
             << out->shapeString() << ": a group of more than one process";
    results.push_back(*t);
  }
  return success();
}

LogicalResult evalCollectivePermute(Operation *op,
                                    ArrayRef<const Tensor *> operands,
                                    SmallVectorImpl<Tensor> &results,
                                    Interpreter &) {
  std::vector<int64_t> pairs = integerList(op, "source_target_pairs");
  if (failed(onlyProcessZero(op, "source_target_pairs")))
    return failure();
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  // Zeros unless process 0 sends to itself.
  if (pairs.size() >= 2)
    results.push_back(*operands[0]);
  else
    results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloProcessGridSemantics(
    SemanticsRegistry &registry) {
  registry.add("stablehlo.replica_id", evalProcessId);
  registry.add("stablehlo.partition_id", evalProcessId);
  for (const char *name :
       {"stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.all_to_all",
        "stablehlo.collective_broadcast", "stablehlo.collective_reduce",
        "stablehlo.reduce_scatter"})
    registry.add(name, evalOneMember);
  registry.add("stablehlo.collective_permute", evalCollectivePermute);
}
