//===- EdgeBarriersTest.cpp - Edges kept apart by a barrier op ------------===//

#include "target/EdgeBarriers.h"

#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

constexpr const char *kChain = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = math.sin %x : tensor<4xf32>
  %m = arith.mulf %s, %s : tensor<4xf32>
  %a = arith.addf %m, %x : tensor<4xf32>
  return %a : tensor<4xf32>
}
)";

struct Chain {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  mlir::FailureOr<Workload> workload;
  std::vector<mlir::Operation *> ops;
  Chain() {
    context->allowUnregisteredDialects();
    workload = Workload::parse(*context, kChain, "chain.mlir");
    for (mlir::Operation &op : workload->entry().getBody().front())
      ops.push_back(&op);
  }
  std::string id(size_t i) const {
    return Workload::identities(ops[i]->getLoc()).front();
  }
};

TEST(EdgeBarriers, EveryUseOfTheEdgeGoesThroughOneBarrierEach) {
  Chain c;
  ASSERT_TRUE(mlir::succeeded(c.workload));
  std::string error;
  ASSERT_TRUE(mlir::succeeded(
      insertEdgeBarriers(c.workload->module(), {c.id(0) + ">" + c.id(1)},
                         "util.optimization_barrier", error)))
      << error;
  mlir::Operation *mul = c.ops[1];
  for (mlir::Value operand : mul->getOperands()) {
    mlir::Operation *def = operand.getDefiningOp();
    ASSERT_NE(def, nullptr);
    EXPECT_EQ(def->getName().getStringRef(), "util.optimization_barrier");
    EXPECT_EQ(def->getOperand(0).getDefiningOp(), c.ops[0]);
    EXPECT_TRUE(Workload::identities(def->getLoc()).empty());
  }
  // The edge not named is left alone.
  EXPECT_EQ(c.ops[2]->getOperand(0).getDefiningOp(), mul);
}

TEST(EdgeBarriers, AnEdgeWhoseOpsDoNotMeetIsRefused) {
  Chain c;
  ASSERT_TRUE(mlir::succeeded(c.workload));
  std::string error;
  EXPECT_TRUE(mlir::failed(
      insertEdgeBarriers(c.workload->module(), {c.id(0) + ">" + c.id(2)},
                         "util.optimization_barrier", error)));
  EXPECT_NE(error.find("reads no result of " + c.id(0)), std::string::npos)
      << error;
  EXPECT_TRUE(mlir::failed(
      insertEdgeBarriers(c.workload->module(), {"op999>" + c.id(1)},
                         "util.optimization_barrier", error)));
  EXPECT_NE(error.find("no op op999"), std::string::npos) << error;
}

} // namespace
