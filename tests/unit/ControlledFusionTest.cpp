//===- ControlledFusionTest.cpp - The controlled pass is the upstream one -===//
//
// defuse-controlled-fusion stands in for linalg-fuse-elementwise-ops during
// op bisection; with nothing denied it must leave exactly the IR upstream
// leaves, on every bundled model. Denying an edge it recorded must keep
// those two ops apart.
//
//===----------------------------------------------------------------------===//

#include "target/mlir/ControlledFusion.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace defuse;

namespace {

const char *kToLinalg =
    "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
    "tosa-to-tensor),func.func(linalg-generalize-named-ops)";

std::string print(mlir::ModuleOp m) {
  std::string s;
  llvm::raw_string_ostream os(s);
  m->print(os, mlir::OpPrintingFlags().enableDebugInfo(true, false));
  return s;
}

bool runPipeline(mlir::ModuleOp m, const std::string &pipeline) {
  mlir::PassManager pm(m->getContext());
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm)))
    return false;
  return mlir::succeeded(pm.run(m));
}

class ControlledFusion : public ::testing::TestWithParam<std::string> {};

TEST_P(ControlledFusion, NothingDeniedIsUpstream) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  auto w = Workload::load(*ctx, GetParam());
  ASSERT_TRUE(mlir::succeeded(w));
  mlir::ModuleOp m = w->module();
  ASSERT_TRUE(runPipeline(m, kToLinalg));
  mlir::OwningOpRef<mlir::ModuleOp> upstream(m.clone()), controlled(m.clone());
  ASSERT_TRUE(runPipeline(*upstream, kUpstreamElementwiseFusion));
  ASSERT_TRUE(runPipeline(*controlled, kControlledFusion));
  EXPECT_EQ(print(*upstream), print(*controlled));
  // The pass must have had something to do for the comparison to mean
  // anything: fusion changes every bundled model.
  EXPECT_NE(print(m), print(*upstream));
}

std::vector<std::string> bundledWorkloads() {
  std::vector<std::string> paths;
  for (const auto &entry : std::filesystem::directory_iterator(
           std::string(DEFUSE_SOURCE_DIR) + "/testdata/workloads"))
    if (entry.path().extension() == ".mlir")
      paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

INSTANTIATE_TEST_SUITE_P(
    Bundled, ControlledFusion, ::testing::ValuesIn(bundledWorkloads()),
    [](const ::testing::TestParamInfo<std::string> &info) {
      return std::filesystem::path(info.param).stem().string();
    });

const char *kChain = R"(
func.func @chain(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tosa.sub %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %1 = tosa.exp %0 : (tensor<8xf32>) -> tensor<8xf32>
  %2 = tosa.tanh %1 : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
)";

unsigned countGenerics(mlir::ModuleOp m) {
  unsigned n = 0;
  m->walk([&](mlir::Operation *op) {
    n += op->getName().getStringRef() == "linalg.generic";
  });
  return n;
}

TEST(ControlledFusionEdges, RecordedEdgesCanBeDenied) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, kChain, "chain.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  mlir::ModuleOp m = w->module();
  ASSERT_TRUE(runPipeline(m, "func.func(tosa-to-linalg)"));
  mlir::OwningOpRef<mlir::ModuleOp> recorded(m.clone());
  ASSERT_TRUE(
      runPipeline(*recorded, std::string(kControlledFusion) + "{record=true}"));
  EXPECT_EQ(countGenerics(*recorded), 1u);
  auto edges =
      (*recorded)->getAttrOfType<mlir::ArrayAttr>(kFusionDecisionsAttr);
  ASSERT_TRUE(edges);
  ASSERT_EQ(edges.size(), 2u);

  // Deny the first decision (sub into exp): sub stays its own kernel.
  std::string first = mlir::cast<mlir::StringAttr>(edges[0]).getValue().str();
  mlir::OwningOpRef<mlir::ModuleOp> denied(m.clone());
  ASSERT_TRUE(runPipeline(*denied, std::string(kControlledFusion) +
                                       "{deny=" + first + "}"));
  EXPECT_EQ(countGenerics(*denied), 2u);
}

} // namespace
