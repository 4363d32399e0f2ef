//===- PassPipelineTest.cpp - Pipelines as lists of single passes ---------===//

#include "target/mlir/PassPipeline.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

TEST(PassPipeline, FlattensNestedAnchorsAndKeepsOptions) {
  std::vector<std::string> passes;
  ASSERT_TRUE(
      splitPipeline("func.func(tosa-to-linalg, canonicalize{max-iterations=3 "
                    "region-simplify=normal}),"
                    "one-shot-bufferize{bufferize-function-boundaries},builtin."
                    "module(func.func(cse))",
                    passes));
  std::vector<std::string> expected = {
      "func.func(tosa-to-linalg)",
      "func.func(canonicalize{max-iterations=3 region-simplify=normal})",
      "one-shot-bufferize{bufferize-function-boundaries}",
      "builtin.module(func.func(cse))"};
  EXPECT_EQ(passes, expected);
  EXPECT_EQ(joinPipeline(passes, 2),
            "func.func(tosa-to-linalg),func.func(canonicalize{max-iterations=3 "
            "region-simplify=normal})");
  EXPECT_EQ(joinPipeline(passes, 0), "");
  EXPECT_EQ(passName(passes[1]), "canonicalize");
  EXPECT_EQ(passName(passes[3]), "cse");
  EXPECT_EQ(passName("defuse-fault-precision-loss{bits=1}"),
            "defuse-fault-precision-loss");
}

TEST(PassPipeline, FindsEveryStepRunningAPass) {
  std::vector<std::string> passes;
  ASSERT_TRUE(splitPipeline(
      "canonicalize,func.func(cse,canonicalize{max-iterations=2}),cse",
      passes));
  EXPECT_EQ(stepsRunning(passes, "canonicalize"), (std::vector<size_t>{0, 2}));
  EXPECT_EQ(stepsRunning(passes, "cse"), (std::vector<size_t>{1, 3}));
  EXPECT_TRUE(stepsRunning(passes, "sccp").empty());
}

TEST(PassPipeline, ReadsAndRewritesAPassOptions) {
  std::string canon =
      "func.func(canonicalize{max-iterations=3 region-simplify=normal})";
  EXPECT_EQ(
      passOptions(canon),
      (std::vector<std::string>{"max-iterations=3", "region-simplify=normal"}));
  EXPECT_EQ(withPassOptions(canon, {"max-iterations=1"}),
            "func.func(canonicalize{max-iterations=1})");
  EXPECT_EQ(withPassOptions(canon, {}), "func.func(canonicalize)");
  // Lists, nested blocks and quoted text are one option each.
  EXPECT_EQ(passOptions("p{tile-sizes=4,8 nested={a=1 b=2} name=\"x y\" on}"),
            (std::vector<std::string>{"tile-sizes=4,8", "nested={a=1 b=2}",
                                      "name=\"x y\"", "on"}));
  // A pass without options takes them inside its anchors.
  EXPECT_TRUE(passOptions("builtin.module(func.func(cse))").empty());
  EXPECT_EQ(withPassOptions("builtin.module(func.func(cse))", {"x=1"}),
            "builtin.module(func.func(cse{x=1}))");
  EXPECT_EQ(withPassOptions("cse", {"x=1"}), "cse{x=1}");
  EXPECT_EQ(withPassOptions("cse", {}), "cse");
}

TEST(PassPipeline, RejectsUnbalancedText) {
  std::vector<std::string> passes;
  EXPECT_FALSE(splitPipeline("func.func(cse", passes));
  EXPECT_FALSE(splitPipeline("cse)", passes));
}

TEST(PassPipeline, NormalizesEverySpellingMlirOptTakes) {
  std::string bare = "func.func(tosa-to-linalg),math-expand-ops";
  EXPECT_EQ(normalizePipeline(bare), bare);
  EXPECT_EQ(normalizePipeline("builtin.module(" + bare + ")"), bare);
  EXPECT_EQ(normalizePipeline("any(" + bare + ")"), bare);
  EXPECT_EQ(normalizePipeline(" builtin.module( func.func( tosa-to-linalg ) ,"
                              "\n  math-expand-ops )\n"),
            bare);
  EXPECT_EQ(normalizePipeline("--pass-pipeline='builtin.module(" + bare + ")'"),
            bare);
  EXPECT_EQ(normalizePipeline("-p \"builtin.module(" + bare + ")\""), bare);
  // Only the top-level anchor goes: a nested module stays nested (and
  // never runs), a list that merely starts with a module anchor is kept.
  EXPECT_EQ(normalizePipeline("builtin.module(builtin.module(cse))"),
            "builtin.module(cse)");
  EXPECT_EQ(normalizePipeline("builtin.module(cse),canonicalize"),
            "builtin.module(cse),canonicalize");
  // Blanks inside option blocks are the options' own.
  EXPECT_EQ(normalizePipeline("builtin.module(canonicalize{max-iterations=3 "
                              "region-simplify=normal})"),
            "canonicalize{max-iterations=3 region-simplify=normal}");
}

TEST(PassPipeline, ReadsPipelineFilesOfEitherSpelling) {
  EXPECT_EQ(pipelineFromFileText("# comment\ncanonicalize\n// another\n"
                                 "func.func(cse)\n\nsccp\n"),
            "canonicalize,func.func(cse),sccp");
  EXPECT_EQ(pipelineFromFileText("builtin.module(\n  canonicalize,\n"
                                 "  func.func(cse)\n)\n"),
            "canonicalize,func.func(cse)");
  EXPECT_EQ(pipelineFromFileText("builtin.module(\n  func.func(\n    cse\n"
                                 "  )\n  sccp\n)\n"),
            "func.func(cse),sccp");
  // An option block over two lines keeps its options apart.
  EXPECT_EQ(pipelineFromFileText("canonicalize{max-iterations=3\n"
                                 "region-simplify=normal}\ncse\n"),
            "canonicalize{max-iterations=3 region-simplify=normal},cse");
}

} // namespace
