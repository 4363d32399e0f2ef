//===- AgentsTest.cpp - Programs around a finding, and pipeline edits -----===//
//
// The pieces the agents and the filter build programs and pipelines with:
// a pass replaced or left out of a pipeline, one dimension of a program's
// activations resized, and the variations along each axis (what they
// change, what they keep).
//
//===----------------------------------------------------------------------===//

#include "agents/CaseProgram.h"
#include "agents/Variations.h"
#include "target/mlir/Context.h"

#include "llvm/ADT/StringRef.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

TEST(PipelineEditTest, ReplacesEveryStepOfThePassAndDropsItsOptions) {
  EXPECT_EQ(replacePass("func.func(tosa-to-linalg),func.func(math-expand-ops{"
                        "ops=ceil}),canonicalize,math-expand-ops",
                        "math-expand-ops", "fixed-expand"),
            "func.func(tosa-to-linalg),func.func(fixed-expand),canonicalize,"
            "fixed-expand");
  // A pass whose name is inside another's is not it.
  EXPECT_EQ(replacePass("arith-expand,arith-expand-x", "arith-expand", "y"),
            "y,arith-expand-x");
  EXPECT_EQ(replacePass("canonicalize", "cse", "y"), "canonicalize");
}

TEST(PipelineEditTest, LeavesAPassOut) {
  EXPECT_EQ(withoutPass("func.func(tosa-to-linalg),linalg-fuse-elementwise-"
                        "ops,func.func(math-expand-ops)",
                        "linalg-fuse-elementwise-ops"),
            "func.func(tosa-to-linalg),func.func(math-expand-ops)");
  EXPECT_EQ(withoutPass("cse", "cse"), "");
}

TEST(VariationsTest, ResizesOneDimensionOfTheActivationsOnly) {
  std::string text = "%0 = tosa.negate %a, %zp, %zp : (tensor<1x4xf32>, "
                     "tensor<1xf32>, tensor<1xf32>) -> tensor<1x4xf32>";
  // Rank-2 dimension 0 grows; the rank-1 zero points keep their size.
  EXPECT_EQ(resizeDimension(text, 2, 0, 1, 3),
            "%0 = tosa.negate %a, %zp, %zp : (tensor<3x4xf32>, "
            "tensor<1xf32>, tensor<1xf32>) -> tensor<3x4xf32>");
  EXPECT_EQ(resizeDimension(text, 2, 1, 1, 3), text);
}

constexpr const char *kProgram =
    R"mlir(// DEFUSE-INPUT: arg0=values(-0) arg1=values(0)
func.func @main(%arg0: tensor<1x2xf32>, %arg1: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %0 = tosa.maximum %arg1, %arg0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
)mlir";

std::vector<CaseProgram> along(mlir::MLIRContext &context,
                               const std::string &axis) {
  return variationsOf(context, {kProgram, 1, "reproducer", ""}, 7, 3, {axis});
}

bool hasVariation(const std::vector<CaseProgram> &programs,
                  llvm::StringRef description) {
  for (const CaseProgram &p : programs)
    if (p.description == description)
      return true;
  return false;
}

TEST(VariationsTest, ValuesTrySpecialsPerArgumentAndRotateArguments) {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  std::vector<CaseProgram> values = along(*context, "values");
  for (llvm::StringRef d : {"all=const(nan)", "arg0=const(-inf)",
                            "arg1=const(1e-40)", "arguments' values rotated"})
    EXPECT_TRUE(hasVariation(values, d)) << d.str();
  for (const CaseProgram &p : values) {
    EXPECT_EQ(p.axis, "values");
    // The program itself is the same.
    EXPECT_NE(p.text.find("tosa.maximum %arg1, %arg0"), std::string::npos);
    if (p.description == "arguments' values rotated")
      EXPECT_NE(p.text.find("arg0=values(0) arg1=values(-0)"),
                std::string::npos)
          << p.text;
  }
}

TEST(VariationsTest, DtypesChangeElementAndScalarTypesAndKeepInputs) {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  std::vector<CaseProgram> dtypes = along(*context, "dtype");
  ASSERT_EQ(dtypes.size(), 3u);
  EXPECT_EQ(dtypes[0].description, "f32 -> f16");
  EXPECT_NE(dtypes[0].text.find("tensor<1x2xf16>"), std::string::npos);
  EXPECT_EQ(dtypes[0].text.find("f32"), std::string::npos);
  EXPECT_NE(dtypes[0].text.find("arg0=values(-0)"), std::string::npos);
}

TEST(VariationsTest, ShapesKeepEachArgumentsFirstValue) {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  std::vector<CaseProgram> shapes = along(*context, "shape");
  ASSERT_FALSE(shapes.empty());
  for (const CaseProgram &p : shapes) {
    EXPECT_EQ(p.text.find("values("), std::string::npos) << p.text;
    EXPECT_NE(p.text.find("arg0=const(-0)"), std::string::npos) << p.text;
  }
  EXPECT_TRUE(hasVariation(shapes, "rank-2 dim 1: 2 -> 3"));
}

} // namespace
