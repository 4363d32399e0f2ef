//===- FilterBlameTest.cpp - Which failures count against a candidate -----===//
//
// Blame by origin (agents/filter/FilterCheck.h), on the correct fix of
// llvm-project #218111 as an outside plugin and math-expand-ops' tanh(-0) =
// +0, which that fix keeps: a failure that only passes through a ceil is
// another bug; one that starts at a ceil is the finding's; one the original
// pass does not show is the candidate's. Every probe runs in a sandboxed
// worker; this process loads no plugin.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/FilterCheck.h"

#include "bisect/ProbeRunner.h"
#include "target/mlir/Context.h"
#include "target/mlir/SandboxedTarget.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace defuse;

namespace {

const char *kPipeline = "func.func(tosa-to-linalg),func.func(math-expand-ops)";

std::string unary(const std::string &first, const std::string &second,
                  const std::string &type, const std::string &input) {
  std::string t = "tensor<1x4x" + type + ">";
  return "// DEFUSE-INPUT: arg0=values(" + input +
         ")\n"
         "func.func @main(%a: " +
         t + ") -> " + t + " {\n  %0 = " + first + " %a : (" + t + ") -> " + t +
         "\n  %1 = " + second + " %0 : (" + t + ") -> " + t +
         "\n  return %1 : " + t + "\n}\n";
}

class FilterBlameTest : public ::testing::Test {
protected:
  void SetUp() override {
    initializeCompilerInfrastructure();
    context = makeContext();
    finding.pipeline = finding.fullPipeline = kPipeline;
    finding.pass = "math-expand-ops";
    finding.op = "tosa.ceil";
    finding.kind = "signed-zero-mismatch";
  }

  std::vector<FixJudgement> judge(const std::string &pass,
                                  const std::string &program) {
    CandidateFix fix{DEFUSE_CEIL_FIX_PLUGIN, pass, "math-expand-ops", "", ""};
    SandboxedMlirTarget target({{}, {fix.plugin}, {fix.pass}},
                               DEFUSE_PROBE_WORKER);
    ProbeLimits limits;
    limits.timeoutSeconds = 60;
    ProbeRunner probes(limits, 2, target);
    StressCorpus corpus;
    FilterContext c{*context, probes, finding, fix, corpus};
    std::vector<PreparedProgram> ready =
        c.prepare({{program, 1, "test", "hand-written"}});
    EXPECT_EQ(ready.size(), 1u);
    return c.judgeFix(ready, c.fixed(), c.unfixed());
  }

  std::unique_ptr<mlir::MLIRContext> context;
  FindingCase finding;
};

TEST_F(FilterBlameTest, AFailureThatOnlyPassesThroughTheOpIsApart) {
  // tanh(-0) comes out +0 (upstream's expansion, kept by the fix); the
  // ceil computes ceil(+0) = +0 right: the wrong value starts at the tanh.
  std::vector<FixJudgement> j =
      judge("ceil-fix-math-expand-ops",
            unary("tosa.tanh", "tosa.ceil", "f32", "-0.0, -0.0, 0.5, -0.25"));
  ASSERT_EQ(j.size(), 1u);
  EXPECT_TRUE(j[0].fails);
  EXPECT_TRUE(j[0].apart) << j[0].why;
  EXPECT_NE(j[0].why.find("reaches tosa.ceil from upstream"), std::string::npos)
      << j[0].why;
}

TEST_F(FilterBlameTest, AFailureThatStartsAtTheOpCounts) {
  // The f32-only fix leaves f16's ceil(1 / -4) = +0: it starts at the ceil
  // (with the values around it returned: its operand is computed).
  std::vector<FixJudgement> j = judge(
      "ceil-fix-f32-math-expand-ops",
      unary("tosa.reciprocal", "tosa.ceil", "f16", "-4.0, -2.0, 4.0, 8.0"));
  ASSERT_EQ(j.size(), 1u);
  EXPECT_TRUE(j[0].fails);
  EXPECT_FALSE(j[0].apart) << j[0].why;
  EXPECT_NE(j[0].why.find("originates there"), std::string::npos) << j[0].why;
  // The correct fix passes it.
  j = judge("ceil-fix-math-expand-ops", unary("tosa.reciprocal", "tosa.ceil",
                                              "f16", "-4.0, -2.0, 4.0, 8.0"));
  EXPECT_FALSE(j[0].fails) << j[0].why;
}

} // namespace
