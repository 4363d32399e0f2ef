//===- MlirOptToolTest.cpp - mlir-opt-22 as a user runs it ----------------===//
//
// compileEach gives each module what compile gives it alone: through one
// `mlir-opt --split-input-file` when every module goes through, and module
// by module (each failure told as alone) when one does not.
//
//===----------------------------------------------------------------------===//

#include "target/mlir/MlirOptTool.h"

#include "llvm/ADT/StringRef.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

std::string scaled(const std::string &name, int factor) {
  return "func.func @" + name +
         "(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %c = arith.constant dense<" +
         std::to_string(factor) +
         ".0> : tensor<4xf32>\n"
         "  %one = arith.constant dense<1.0> : tensor<4xf32>\n"
         "  %m = arith.mulf %a, %one : tensor<4xf32>\n"
         "  %r = arith.mulf %m, %c : tensor<4xf32>\n"
         "  return %r : tensor<4xf32>\n}\n";
}

ProbeLimits limits() {
  ProbeLimits l;
  l.timeoutSeconds = 60;
  return l;
}

std::string trimmed(const std::string &s) {
  return llvm::StringRef(s).trim().str();
}

TEST(MlirOptToolTest, EachModuleAsAloneInOneProcess) {
  MlirOptTool tool;
  std::vector<std::string> modules = {scaled("a", 2), scaled("b", 3),
                                      scaled("c", 5)};
  std::vector<ToolCompile> each =
      tool.compileEach(modules, "canonicalize", {}, limits(), 2);
  ASSERT_EQ(each.size(), modules.size());
  for (size_t i = 0; i < modules.size(); ++i) {
    ToolCompile alone = tool.compile(modules[i], "canonicalize", {}, limits());
    ASSERT_TRUE(alone.ok) << alone.error;
    ASSERT_TRUE(each[i].ok) << each[i].error;
    EXPECT_EQ(trimmed(each[i].module), trimmed(alone.module));
    // The canonicalizer ran: x * 1 is gone, each module kept its own name.
    EXPECT_EQ(llvm::StringRef(each[i].module).count("arith.mulf"), 1u);
    EXPECT_NE(each[i].module.find("@" + std::string(1, 'a' + i)),
              std::string::npos);
  }
}

TEST(MlirOptToolTest, AModuleThatFailsIsToldAsAlone) {
  MlirOptTool tool;
  std::vector<std::string> modules = {
      scaled("a", 2), "func.func @broken(%a: tensor<4xf32>", scaled("c", 5)};
  std::vector<ToolCompile> each =
      tool.compileEach(modules, "canonicalize", {}, limits(), 2);
  ASSERT_EQ(each.size(), modules.size());
  ToolCompile alone = tool.compile(modules[1], "canonicalize", {}, limits());
  EXPECT_FALSE(alone.ok);
  EXPECT_FALSE(each[1].ok);
  EXPECT_EQ(each[1].error, alone.error);
  EXPECT_TRUE(each[0].ok) << each[0].error;
  EXPECT_TRUE(each[2].ok) << each[2].error;
}

TEST(MlirOptToolTest, AModuleHoldingTheMarkerIsNotSplit) {
  MlirOptTool tool;
  std::vector<std::string> modules = {
      "// " + std::string(MlirOptTool::kSplitMarker + 3) + " a comment\n" +
          scaled("a", 2),
      std::string(MlirOptTool::kSplitMarker) + "\n" + scaled("b", 3)};
  std::vector<ToolCompile> each =
      tool.compileEach(modules, "canonicalize", {}, limits(), 1);
  ASSERT_EQ(each.size(), 2u);
  for (size_t i = 0; i < modules.size(); ++i) {
    ASSERT_TRUE(each[i].ok) << each[i].error;
    EXPECT_EQ(
        trimmed(each[i].module),
        trimmed(tool.compile(modules[i], "canonicalize", {}, limits()).module));
  }
}

} // namespace
