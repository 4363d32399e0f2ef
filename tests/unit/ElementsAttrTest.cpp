//===- ElementsAttrTest.cpp - constant attributes as reference tensors ----===//

#include "TestUtil.h"

#include "interp/Interpreter.h"

#include "mlir/IR/Diagnostics.h"

using namespace defuse;

namespace {

// Weights as torch-mlir and IREE write them: a blob in the file's
// dialect_resources section (4 bytes of alignment, then the elements packed
// little-endian).
const char *kResourceConstants = R"(
func.func @f() -> (tensor<4xf32>, tensor<2xf32>, tensor<3xi1>, tensor<2xbf16>) {
  %a = arith.constant dense_resource<w> : tensor<4xf32>
  %b = "tosa.const"() <{values = dense_resource<w2> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = arith.constant dense_resource<mask> : tensor<3xi1>
  %d = arith.constant dense_resource<half> : tensor<2xbf16>
  return %a, %b, %c, %d : tensor<4xf32>, tensor<2xf32>, tensor<3xi1>, tensor<2xbf16>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040000040C00000003F",
      w2: "0x040000000000803F00000040",
      mask: "0x01000000010001",
      half: "0x02000000803FC0BF"
    }
  }
#-}
)";

TEST(ElementsAttr, DenseResourceConstantsReadExactly) {
  initializeCompilerInfrastructure();
  std::vector<Tensor> out = defuse::testing::interpret(kResourceConstants, {});
  ASSERT_EQ(out.size(), 4u);
  EXPECT_EQ(out[0].floatAt(0), 1.0);
  EXPECT_EQ(out[0].floatAt(1), 2.0);
  EXPECT_EQ(out[0].floatAt(2), -3.0);
  EXPECT_EQ(out[0].floatAt(3), 0.5);
  EXPECT_EQ(out[0].maxError(), 0.0);
  EXPECT_EQ(out[1].floatAt(1), 2.0);
  EXPECT_EQ(out[2].intAt(0), 1);
  EXPECT_EQ(out[2].intAt(1), 0);
  EXPECT_EQ(out[2].intAt(2), 1);
  EXPECT_EQ(out[3].floatAt(0), 1.0);
  EXPECT_EQ(out[3].floatAt(1), -1.5);
}

/// The first error the interpreter reports on `text`'s entry.
std::string firstError(const char *text) {
  auto ctx = makeContext();
  std::string message;
  mlir::ScopedDiagnosticHandler handler(ctx.get(), [&](mlir::Diagnostic &d) {
    if (message.empty())
      message = d.str();
    return mlir::success();
  });
  auto w = Workload::parse(*ctx, text, "c.mlir");
  if (mlir::failed(w))
    return "does not parse: " + message;
  Interpreter interp(w->module());
  if (mlir::succeeded(interp.call(w->entry(), {})))
    return "";
  return message;
}

TEST(ElementsAttr, UnreadableConstantsSayWhy) {
  initializeCompilerInfrastructure();
  EXPECT_NE(firstError(R"(
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense_resource<__elided__> : tensor<4xf32>
  return %a : tensor<4xf32>
})")
                .find("is not in the file"),
            std::string::npos);
  std::string size = firstError(R"(
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense_resource<short> : tensor<4xf32>
  return %a : tensor<4xf32>
}
{-# dialect_resources: { builtin: { short: "0x040000000000803F" } } #-})");
  EXPECT_NE(size.find("holds 4 bytes where tensor<4xf32> needs 16"),
            std::string::npos)
      << "[" << size << "]";
  std::string sparse = firstError(R"(
func.func @f() -> tensor<4xf32> {
  %a = arith.constant sparse<[[1]], [2.0]> : tensor<4xf32>
  return %a : tensor<4xf32>
})");
  EXPECT_NE(sparse.find("of kind 'builtin.sparse_elements'"), std::string::npos)
      << sparse;
}

} // namespace
