//===- ExecutableCutTest.cpp - A dispatch's executable made to stop early -===//

#include "target/iree/ExecutableCut.h"

#include <gtest/gtest.h>

#include <regex>

using namespace defuse;

namespace {

// The shape of IREE's executable sources (generic form): a matmul into a
// filled accumulator, then a fused bias-and-clamp generic, stored to the
// output binding at a constant byte offset.
constexpr const char *kExecutable = R"mlir(
"hal.executable"() <{sym_name = "mlp_dispatch_1"}> ({
  "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">}> ({
    "builtin.module"() ({
      "func.func"() <{function_type = () -> (), sym_name = "mlp_dispatch_1_matmul"}> ({
        %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
        %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
        %in = "hal.interface.binding.subspan"(%c0) <{binding = 0 : index}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %out = "hal.interface.binding.subspan"(%c64) <{binding = 1 : index}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %a = "iree_tensor_ext.dispatch.tensor.load"(%in) : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %e = "tensor.empty"() : () -> tensor<4x4xf32>
        %f = "linalg.fill"(%zero, %e) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32> loc("op1")
        %m = "linalg.matmul"(%a, %a, %f) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc("op1")
        %g = "linalg.generic"(%m, %e) ({
        ^bb0(%x: f32, %acc: f32):
          %s = "arith.addf"(%x, %x) : (f32, f32) -> f32 loc("op2")
          %lo = "arith.maximumf"(%s, %zero) : (f32, f32) -> f32 loc("op3")
          "linalg.yield"(%lo) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc(fused["op2", "op3"])
        "iree_tensor_ext.dispatch.tensor.store"(%g, %out) : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

TEST(ExecutableCut, PointsAreValuesOfTheOutputsTypeInProgramOrder) {
  std::string why;
  auto points = executablePoints(kExecutable, why);
  ASSERT_TRUE(succeeded(points)) << why;
  ASSERT_EQ(points->size(), 4u);
  EXPECT_EQ((*points)[0].op, "linalg.fill");
  EXPECT_EQ((*points)[1].op, "linalg.matmul");
  EXPECT_EQ((*points)[1].sourceOps, std::vector<std::string>{"op1"});
  EXPECT_EQ((*points)[2].op, "arith.addf");
  EXPECT_EQ((*points)[2].sourceOps, std::vector<std::string>{"op2"});
  // The generic's own value is its last payload op's: op3, not op2.
  EXPECT_EQ((*points)[3].op, "linalg.generic");
  EXPECT_EQ((*points)[3].sourceOps, std::vector<std::string>{"op3"});
}

TEST(ExecutableCut, APayloadPointIsYieldedAndTheGenericStored) {
  std::string why;
  auto cut = cutExecutable(kExecutable, 2, /*hostOffsets=*/false, why);
  ASSERT_TRUE(succeeded(cut)) << why;
  EXPECT_NE(cut->find("\"linalg.yield\"(%"), std::string::npos);
  auto again = executablePoints(*cut, why);
  ASSERT_TRUE(succeeded(again)) << why;
  // The cut generic now yields the sum: its value is op2's.
  EXPECT_EQ(again->back().sourceOps, std::vector<std::string>{"op2"});
  EXPECT_NE(cut->find("value = 64 : index"), std::string::npos);
}

TEST(ExecutableCut, AResultPointIsStoredAndOffsetsLeftToTheHost) {
  std::string why;
  auto cut = cutExecutable(kExecutable, 1, /*hostOffsets=*/true, why);
  ASSERT_TRUE(succeeded(cut)) << why;
  auto again = executablePoints(*cut, why);
  ASSERT_TRUE(succeeded(again)) << why;
  // The store writes the matmul: it is the last point now.
  EXPECT_EQ(again->back().op, "linalg.matmul");
  ASSERT_EQ(again->size(), 2u);
  // Both bindings now start where the host binds them: at the same zero.
  std::regex subspan(R"re("hal.interface.binding.subspan"\((%[0-9a-z_]+)\))re");
  std::vector<std::string> offsets;
  for (std::sregex_iterator it(cut->begin(), cut->end(), subspan), end;
       it != end; ++it)
    offsets.push_back((*it)[1]);
  ASSERT_EQ(offsets.size(), 2u);
  EXPECT_EQ(offsets[0], offsets[1]);
}

TEST(ExecutableCut, OnlyOneFunctionWithOneStoreIsCut) {
  std::string why;
  EXPECT_TRUE(failed(executablePoints(
      R"mlir("hal.executable"() <{sym_name = "e"}> ({}) : () -> ())mlir",
      why)));
  EXPECT_NE(why.find("0 functions and 0 stores"), std::string::npos) << why;
  EXPECT_TRUE(failed(executablePoints("not mlir", why)));
  EXPECT_NE(why.find("cannot parse"), std::string::npos) << why;
}

} // namespace
