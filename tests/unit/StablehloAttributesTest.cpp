//===- StablehloAttributesTest.cpp - StableHLO's attributes, read opaquely ===//

#include "interp/StablehloAttributes.h"

#include "target/mlir/Context.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

/// The first op of `text` (generic StableHLO), kept alive with its module.
struct Parsed {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::Operation *op = nullptr;
  explicit Parsed(const std::string &text) {
    module = mlir::parseSourceString<mlir::ModuleOp>(text, context.get());
    if (module)
      module->walk([&](mlir::Operation *o) {
        if (!op && o->getName().getDialectNamespace() == "stablehlo")
          op = o;
      });
  }
};

TEST(StablehloAttributes, DotConvAndGatherDimensionsAsPrinted) {
  Parsed p(R"(
    "func.func"() <{function_type = (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>, sym_name = "f"}> ({
    ^bb0(%a: tensor<2x3x5xf32>, %b: tensor<2x5x4xf32>):
      %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>
      "func.return"(%0) : (tensor<2x3x4xf32>) -> ()
    }) : () -> ()
  )");
  ASSERT_NE(p.op, nullptr);
  auto fields =
      stablehlo::structFields(p.op->getAttr("dot_dimension_numbers"), "dot");
  ASSERT_TRUE(mlir::succeeded(fields));
  EXPECT_EQ((*fields)["lhs_batching_dimensions"], std::vector<int64_t>{0});
  EXPECT_EQ((*fields)["lhs_contracting_dimensions"], std::vector<int64_t>{2});
  EXPECT_EQ((*fields)["rhs_contracting_dimensions"], std::vector<int64_t>{1});
  // Another kind's mnemonic does not read as this one.
  EXPECT_TRUE(mlir::failed(stablehlo::structFields(
      p.op->getAttr("dot_dimension_numbers"), "gather")));
}

TEST(StablehloAttributes, ConvolutionLayoutsAndEnums) {
  Parsed p(R"(
    "func.func"() <{function_type = (tensor<1x6x6x4xf32>, tensor<3x3x2x4xf32>, tensor<2xi32>) -> tensor<1x2x7x4xf32>, sym_name = "f"}> ({
    ^bb0(%a: tensor<1x6x6x4xf32>, %b: tensor<3x3x2x4xf32>, %i: tensor<2xi32>):
      %0 = "stablehlo.convolution"(%a, %b) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, f, 1, 0]>, feature_group_count = 2 : i64, padding = dense<[[1, 0], [2, 1]]> : tensor<2x2xi64>, window_strides = array<i64: 2, 1>}> : (tensor<1x6x6x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x7x4xf32>
      %1 = "stablehlo.compare"(%i, %i) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      "func.return"(%0) : (tensor<1x2x7x4xf32>) -> ()
    }) : () -> ()
  )");
  ASSERT_NE(p.op, nullptr);
  auto d = stablehlo::convDimensions(p.op->getAttr("dimension_numbers"));
  ASSERT_TRUE(mlir::succeeded(d));
  EXPECT_EQ(d->inputBatch, 0);
  EXPECT_EQ(d->inputFeature, 3);
  EXPECT_EQ(d->inputSpatial, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(d->kernelInput, 2);
  EXPECT_EQ(d->kernelOutput, 3);
  EXPECT_EQ(d->kernelSpatial, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(d->outputFeature, 1);
  // The output's spatial dimensions are listed in reverse: 0 is at 3.
  EXPECT_EQ(d->outputSpatial, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(stablehlo::integerList(p.op, "padding"),
            (std::vector<int64_t>{1, 0, 2, 1}));
  EXPECT_EQ(stablehlo::integerList(p.op, "window_strides"),
            (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(stablehlo::integerList(p.op, "lhs_dilation", {1, 1}),
            (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(stablehlo::integer(p.op, "feature_group_count", 1), 2);
  mlir::Operation *compare = p.op->getNextNode();
  auto direction =
      stablehlo::enumKeyword(compare->getAttr("comparison_direction"));
  ASSERT_TRUE(mlir::succeeded(direction));
  EXPECT_EQ(*direction, "GE");
  EXPECT_EQ(*stablehlo::enumKeyword(compare->getAttr("compare_type")),
            "SIGNED");
}

} // namespace
