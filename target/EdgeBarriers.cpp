//===- EdgeBarriers.cpp ---------------------------------------------------===//

#include "target/EdgeBarriers.h"

#include "ir/Workload.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

using namespace defuse;
using namespace mlir;

LogicalResult defuse::insertEdgeBarriers(ModuleOp module,
                                         ArrayRef<std::string> edges,
                                         StringRef barrierOp,
                                         std::string &error) {
  if (edges.empty())
    return success();
  // The outermost op carrying each identity: the source op itself, not an
  // op of its body that fusion or a lowering left the same name on.
  llvm::StringMap<Operation *> byIdentity;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (const std::string &id : Workload::identities(op->getLoc()))
      byIdentity.try_emplace(id, op);
  });
  OperationName barrier(barrierOp, module->getContext());
  for (const std::string &edge : edges) {
    auto [producerId, consumerId] = llvm::StringRef(edge).split('>');
    Operation *producer = byIdentity.lookup(producerId);
    Operation *consumer = byIdentity.lookup(consumerId);
    if (!producer || !consumer) {
      error = "edge " + edge + ": no op " +
              (producer ? consumerId : producerId).str() + " in the workload";
      return failure();
    }
    bool met = false;
    OpBuilder builder(consumer);
    for (OpOperand &use : consumer->getOpOperands()) {
      if (use.get().getDefiningOp() != producer)
        continue;
      // Named after the edge, not the consumer: the barrier is no source op.
      OperationState state(NameLoc::get(StringAttr::get(module->getContext(),
                                                        "barrier " + edge)),
                           barrier);
      state.addOperands(use.get());
      state.addTypes(use.get().getType());
      use.set(builder.create(state)->getResult(0));
      met = true;
    }
    if (!met) {
      error = "edge " + edge + ": " + consumerId.str() +
              " reads no result of " + producerId.str();
      return failure();
    }
  }
  return success();
}
