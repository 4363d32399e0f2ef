//===- ReproducerTest.cpp - Reproducer files read back exactly ------------===//

#include "report/Reproducer.h"
#include "ir/InputSpec.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/IR/MLIRContext.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <sstream>

using namespace defuse;

namespace {

const char *kWorkload = R"(
func.func @f(%a: tensor<2x3xf32>, %b: tensor<4xi8>) -> tensor<2x3xf32> {
  %0 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
)";

std::vector<uint64_t> bitsOf(const Tensor &t) {
  std::vector<uint64_t> out;
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (t.elementType().isInteger()) {
      out.push_back(static_cast<uint64_t>(t.intAt(k)));
      continue;
    }
    double v = t.floatAt(k);
    uint64_t b;
    std::memcpy(&b, &v, sizeof b);
    out.push_back(b);
  }
  return out;
}

std::vector<std::string> linesStartingWith(const std::string &text,
                                           const std::string &prefix) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(prefix, 0) == 0)
      out.push_back(line);
  return out;
}

struct ReproducerFixture : ::testing::Test {
  void SetUp() override {
    initializeCompilerInfrastructure();
    ctx = makeContext();
    auto w = Workload::parse(*ctx, kWorkload, "origin.mlir");
    ASSERT_TRUE(mlir::succeeded(w));
    // What a workload carried from its own test: none of it may survive.
    spec.candidate.moduleText = "// RUN: %defuse run %s | %FileCheck %s\n"
                                "// CHECK: verdict pass\n"
                                "  // CHECK-NEXT: reproduce\n"
                                "// DEFUSE-INPUT: arg0=uniform(0,1)\n" +
                                w->text();
    spec.candidate.entry = "f";
    double nan = std::numeric_limits<double>::quiet_NaN();
    double inf = std::numeric_limits<double>::infinity();
    Tensor a(ElementType{ElementKind::F32}, {2, 3});
    std::vector<double> av = {-0.0, nan, -inf, 1e-45, 0.1, -0.25};
    for (int64_t k = 0; k < 6; ++k)
      a.setFloat(k, static_cast<double>(static_cast<float>(av[k])));
    Tensor b(ElementType{ElementKind::I8}, {4});
    std::vector<int64_t> bv = {-128, -1, 0, 127};
    for (int64_t k = 0; k < 4; ++k)
      b.setInt(k, bv[k]);
    spec.candidate.inputs = {a, b};
    spec.candidate.passes = {"func.func(tosa-to-linalg)",
                             "func.func(math-expand-ops)"};
    spec.candidate.culprit = 1;
    spec.signature = FailureSignature{VerdictKind::SignedZeroMismatch,
                                      "math-expand-ops", "tosa.ceil"};
    spec.plugins = {"/somewhere/build/tests/plugins/libDefuseFaultPlugin.so",
                    "/opt/my plugins/libOther.so"};
    spec.title = "ceil of (-1,0) loses its sign";
    spec.notes = {"reduced from origin.mlir: a RUN: in a note is inert"};
  }

  std::unique_ptr<mlir::MLIRContext> ctx;
  ReproducerSpec spec;
};

TEST_F(ReproducerFixture, MiscompileRunLines) {
  std::string text = renderReproducer(spec);
  const std::string options =
      " --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)'"
      " --load-pass-plugin %fault_plugin"
      " --load-pass-plugin '/opt/my plugins/libOther.so' --entry f";
  std::vector<std::string> run = linesStartingWith(text, "// RUN:");
  ASSERT_EQ(run.size(), 2u) << text;
  EXPECT_EQ(run[0], "// RUN: %defuse check %s --signature "
                    "'signed-zero-mismatch@math-expand-ops:tosa.ceil'" +
                        options);
  EXPECT_EQ(run[1], "// RUN: %expect_exit 1 %defuse run %s" + options +
                        " | %FileCheck %s");
  std::vector<std::string> check = linesStartingWith(text, "// CHECK");
  ASSERT_EQ(check.size(), 1u) << text;
  EXPECT_EQ(check[0], "// CHECK: verdict signed-zero-mismatch (miscompile)");
  EXPECT_EQ(text.rfind("// ceil of (-1,0) loses its sign\n", 0), 0u);
  EXPECT_EQ(linesStartingWith(text, "// expect: miscompile").size(), 1u);
  EXPECT_EQ(text.find("RUN: in a note"), std::string::npos);
  // Nothing else in the file reads as a directive.
  EXPECT_EQ(text.find("CHECK-NEXT"), std::string::npos);
  EXPECT_EQ(text.find("uniform("), std::string::npos);
}

TEST_F(ReproducerFixture, CorrectRunLineAndOptLevel) {
  spec.expect = Expectation::Correct;
  spec.plugins.clear();
  spec.candidate.llvmOptLevel = 0;
  std::string text = renderReproducer(spec);
  std::vector<std::string> run = linesStartingWith(text, "// RUN:");
  ASSERT_EQ(run.size(), 1u) << text;
  EXPECT_EQ(run[0], "// RUN: %defuse run %s --pipeline "
                    "'func.func(tosa-to-linalg),func.func(math-expand-ops)' "
                    "--entry f --opt-level 0");
  EXPECT_TRUE(linesStartingWith(text, "// CHECK").empty());
  EXPECT_EQ(linesStartingWith(text, "// expect: correct").size(), 1u);
}

TEST_F(ReproducerFixture, InputsReadBackBitExactly) {
  std::string text = renderReproducer(spec);
  std::vector<std::string> inputs = linesStartingWith(text, "// DEFUSE-INPUT:");
  ASSERT_EQ(inputs.size(), 2u) << text;
  EXPECT_EQ(inputs[0],
            "// DEFUSE-INPUT: arg0=values(-0,nan,-inf,1e-45,0.1,-0.25)");
  EXPECT_EQ(inputs[1], "// DEFUSE-INPUT: arg1=values(-128,-1,0,127)");

  auto w = Workload::parse(*ctx, text, "repro.mlir", "f");
  ASSERT_TRUE(mlir::succeeded(w)) << text;
  std::string error;
  bool ok = false;
  InputPlan plan = InputPlan::forWorkload(*w, text, error, ok);
  ASSERT_TRUE(ok) << error;
  std::vector<Tensor> got;
  ASSERT_TRUE(plan.generate(*w, /*seed=*/12345, got, error)) << error;
  ASSERT_EQ(got.size(), spec.candidate.inputs.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].elementType(), spec.candidate.inputs[i].elementType());
    EXPECT_EQ(got[i].shape(), spec.candidate.inputs[i].shape());
    EXPECT_EQ(bitsOf(got[i]), bitsOf(spec.candidate.inputs[i])) << i;
  }
  // The module is kept, locations included.
  EXPECT_NE(text.find("loc("), std::string::npos);
}

} // namespace
