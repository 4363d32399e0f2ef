//===- WorkloadTest.cpp - Loading, op identities, the graph view ----------===//

#include "ir/Workload.h"
#include "ir/WorkloadGraph.h"
#include "target/mlir/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

const char *kChain = R"(
func.func @chain(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.exp %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.tanh %1 : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
)";

TEST(Workload, IdentitiesSurviveFusion) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, kChain, "chain.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  std::vector<std::string> sourceIds;
  for (mlir::Operation &op : w->entry().getBody().front().without_terminator())
    for (const std::string &id : Workload::identities(op.getLoc()))
      sourceIds.push_back(id);
  ASSERT_EQ(sourceIds.size(), 3u);

  // Re-parse the printed text (as a probe child does): identities are kept,
  // not re-stamped.
  auto again = Workload::parse(*ctx, w->text(), "chain.mlir");
  ASSERT_TRUE(mlir::succeeded(again));
  mlir::PassManager pm(ctx.get());
  ASSERT_TRUE(mlir::succeeded(mlir::parsePassPipeline(
      "func.func(tosa-to-linalg),linalg-fuse-elementwise-ops", pm)));
  ASSERT_TRUE(mlir::succeeded(pm.run(again->module())));

  std::vector<mlir::linalg::GenericOp> kernels;
  again->entry().walk([&](mlir::linalg::GenericOp g) { kernels.push_back(g); });
  ASSERT_EQ(kernels.size(), 1u) << "the three ops fuse into one kernel";
  std::vector<std::string> fused = Workload::identitiesWithin(kernels[0]);
  for (const std::string &id : sourceIds)
    EXPECT_NE(std::find(fused.begin(), fused.end(), id), fused.end())
        << id << " is not traceable in the fused kernel";
  EXPECT_EQ(
      Workload::sourcePosition(kernels[0]->getLoc()).rfind("chain.mlir:", 0),
      0u);
}

TEST(Workload, EntryMustBeUnambiguous) {
  auto ctx = makeContext();
  const char *two = R"(
func.func @a(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }
func.func @b(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }
)";
  std::string message;
  mlir::ScopedDiagnosticHandler handler(ctx.get(), [&](mlir::Diagnostic &d) {
    message = d.str();
    return mlir::success();
  });
  EXPECT_TRUE(mlir::failed(Workload::parse(*ctx, two, "two.mlir")));
  EXPECT_NE(message.find("--entry"), std::string::npos);
  auto picked = Workload::parse(*ctx, two, "two.mlir", "b");
  ASSERT_TRUE(mlir::succeeded(picked));
  EXPECT_EQ(picked->entryName(), "b");
}

TEST(WorkloadGraph, ProducersConsumersAndOrder) {
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, kChain, "chain.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  WorkloadGraph g(w->entry());
  ASSERT_EQ(g.size(), 3u);
  auto order = g.topologicalOrder();
  ASSERT_EQ(order.size(), 3u);
  EXPECT_EQ(g.op(order[0])->getName().getStringRef(), "tosa.add");
  EXPECT_EQ(g.op(order[2])->getName().getStringRef(), "tosa.tanh");
  EXPECT_TRUE(g.producers(order[0]).empty());
  EXPECT_EQ(g.consumers(order[0]),
            std::vector<WorkloadGraph::Vertex>{order[1]});
  EXPECT_EQ(g.producers(order[2]),
            std::vector<WorkloadGraph::Vertex>{order[1]});
}

} // namespace
