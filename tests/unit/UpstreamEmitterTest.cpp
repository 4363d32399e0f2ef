#include "report/UpstreamEmitter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace defuse;

namespace {

Tensor f32(std::vector<int64_t> shape, std::vector<double> values,
           double bound = 0) {
  Tensor t(ElementType{ElementKind::F32}, std::move(shape));
  for (size_t i = 0; i < values.size(); ++i)
    t.setFloat(static_cast<int64_t>(i), values[i], bound);
  return t;
}

/// A ceil that lost the sign of zero, on a 2x2 input.
UpstreamBug ceilBug() {
  UpstreamBug bug;
  bug.target = "mlir";
  bug.title = "math-expand-ops miscompiles tosa.ceil (signed-zero-mismatch)";
  bug.release = "LLVM/MLIR 22.1.8";
  bug.entry = "f";
  bug.moduleText =
      "module {\n  func.func @f(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> "
      "{\n    %0 = tosa.ceil %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf32>\n"
      "    return %0 : tensor<2x2xf32>\n  }\n}\n";
  bug.argTypes = {{"tensor<2x2xf32>", "f32", true}};
  bug.resultTypes = {{"tensor<2x2xf32>", "f32", true}};
  bug.inputs = {f32({2, 2}, {-0.5, 1.5, -0.25, 2.0})};
  bug.expected = {f32({2, 2}, {-0.0, 2.0, -0.0, 2.0})};
  bug.actual = {f32({2, 2}, {0.0, 2.0, 0.0, 2.0})};
  Verdict none;
  bug.wrong = wrongElements(bug.expected, bug.actual, none);
  bug.passes = {"func.func(tosa-to-linalg)", "func.func(math-expand-ops)"};
  bug.culprit = 1;
  bug.defaultLowering = "convert-func-to-llvm";
  bug.passName = "math-expand-ops";
  bug.opName = "tosa.ceil";
  bug.irBefore = "module {\n  func.func @f() {\n    %0 = math.ceil [[x]]\n"
                 "  }\n}\n";
  bug.irAfter = "module {\n  func.func @f() {\n    %0 = arith.select\n"
                "  }\n}\n";
  return bug;
}

const UpstreamFile *file(const UpstreamReproducer &r, const std::string &name) {
  for (const UpstreamFile &f : r.files)
    if (f.name == name)
      return &f;
  return nullptr;
}

} // namespace

TEST(UpstreamEmitter, RegistryKnowsEachTarget) {
  for (const char *t : {"mlir", "iree", "xla"}) {
    auto e = upstreamEmitterFor(t);
    ASSERT_TRUE(e) << t;
    EXPECT_EQ(e->target(), t);
  }
  EXPECT_FALSE(upstreamEmitterFor("tvm"));
}

TEST(UpstreamEmitter, WrongElementsAreTheSoundTiersFailures) {
  UpstreamBug bug = ceilBug();
  ASSERT_EQ(bug.wrong.size(), 2u);
  EXPECT_EQ(bug.wrong[0].index, (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(bug.wrong[1].index, (std::vector<int64_t>{1, 0}));
  EXPECT_TRUE(std::signbit(bug.wrong[0].expected));
  EXPECT_FALSE(std::signbit(bug.wrong[0].actual));
}

TEST(UpstreamEmitter, MlirIntegrationTestChecksTheWrongElements) {
  UpstreamBug bug = ceilBug();
  std::string error;
  auto r = createMlirUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  EXPECT_EQ(r->tracker, "llvm/llvm-project");
  const UpstreamFile *test = file(
      *r, "mlir/test/Integration/Dialect/Math/CPU/math-expand-ops-ceil.mlir");
  ASSERT_TRUE(test);
  const std::string &t = test->text;
  EXPECT_NE(t.find("// RUN: mlir-opt %s --pass-pipeline='builtin.module("
                   "func.func(tosa-to-linalg),func.func(math-expand-ops))'"),
            std::string::npos)
      << t;
  EXPECT_NE(t.find("mlir-runner -e main -entry-point-result=void -O2"),
            std::string::npos);
  EXPECT_NE(t.find("-shared-libs=%mlir_runner_utils,%mlir_c_runner_utils"),
            std::string::npos);
  EXPECT_NE(t.find("Culprit: step 2 of 2 of the first RUN line's pipeline, "
                   "`func.func(math-expand-ops)`"),
            std::string::npos);
  EXPECT_NE(t.find("// CHECK: out0[0, 0] = -0{{$}}"), std::string::npos) << t;
  EXPECT_NE(t.find("// CHECK: out0[1, 0] = -0{{$}}"), std::string::npos);
  // Right elements are not checked.
  EXPECT_EQ(t.find("out0[0, 1]"), std::string::npos);
  // The inputs, nested by shape, and the call.
  EXPECT_NE(t.find("dense<[[-0.5, 1.5], [-0.25, 2.0]]> : tensor<2x2xf32>"),
            std::string::npos)
      << t;
  EXPECT_NE(t.find("%r = call @f(%in0)"), std::string::npos);
  EXPECT_NE(t.find("vector.print str \"out0[0, 0] = \""), std::string::npos);

  const UpstreamFile *alone =
      file(*r, "mlir/test/Dialect/Math/math-expand-ops-ceil.mlir");
  ASSERT_TRUE(alone);
  EXPECT_NE(alone->text.find("TODAY, the buggy output"), std::string::npos);
  EXPECT_NE(alone->text.find("// CHECK-NEXT: %0 = arith.select"),
            std::string::npos);
  EXPECT_NE(alone->text.find("%0 = math.ceil [[x]]"), std::string::npos);

  EXPECT_NE(r->report.find("# [mlir] math-expand-ops miscompiles tosa.ceil"),
            std::string::npos);
  EXPECT_NE(r->report.find("| result 0 [0, 0] | -0 | 0 |"), std::string::npos)
      << r->report;
}

TEST(UpstreamEmitter, MlirSpellsNanInfAndBounds) {
  UpstreamBug bug = ceilBug();
  double nan = std::numeric_limits<double>::quiet_NaN();
  double inf = std::numeric_limits<double>::infinity();
  bug.inputs = {f32({2, 2}, {nan, -inf, 3.0, 0.1})};
  bug.expected = {f32({2, 2}, {nan, -inf, -8.0, 0.1})};
  bug.expected[0].setFloat(2, -8.0, 1e-5);
  bug.actual = {f32({2, 2}, {0.0, 0.0, nan, 0.2})};
  bug.wrong = wrongElements(bug.expected, bug.actual, Verdict{});
  ASSERT_EQ(bug.wrong.size(), 4u);
  bug.irBefore.clear();
  std::string error;
  auto r = createMlirUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  const std::string &t = r->files.at(0).text;
  EXPECT_NE(t.find("0x7FC00000"), std::string::npos) << t;
  EXPECT_NE(t.find("0xFF800000"), std::string::npos);
  EXPECT_NE(t.find("// CHECK: out0[0, 0] = {{-?}}nan{{$}}"), std::string::npos);
  EXPECT_NE(t.find("// CHECK: out0[0, 1] = -inf{{$}}"), std::string::npos);
  EXPECT_NE(t.find("// CHECK: |out0[1, 0] - -8| <= 1e-05: 1"),
            std::string::npos);
  // 0.1 is exact but %g does not spell it: its bits are compared.
  EXPECT_NE(t.find("// CHECK: out0[1, 1] is exactly 0.1: 1"),
            std::string::npos);
  // No pass-alone test without the IR before the pass.
  EXPECT_EQ(r->files.size(), 1u);
}

TEST(UpstreamEmitter, MlirDriverGoesInsideTheModuleAfterAliases) {
  UpstreamBug bug = ceilBug();
  bug.moduleText = "#map = affine_map<(d0) -> (d0)>\n" + bug.moduleText;
  std::string error;
  auto r = createMlirUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  const std::string &t = r->files.at(0).text;
  size_t main = t.find("func.func @main()");
  ASSERT_NE(main, std::string::npos);
  // @main comes before the module's closing brace, the file's last line.
  EXPECT_EQ(t.substr(t.size() - 2), "}\n");
  EXPECT_EQ(t.find("}\n  func.func @main()"),
            t.find("  }\n  func.func @main()") + 2);
  EXPECT_LT(t.find("module {"), main);
  EXPECT_EQ(t.find("}\n}\n  func.func"), std::string::npos);
}

TEST(UpstreamEmitter, MlirNamesTheLoweringWhenNoPassIsToBlame) {
  UpstreamBug bug = ceilBug();
  bug.passes.clear();
  bug.culprit = ~size_t(0);
  bug.passName.clear();
  std::string error;
  auto r = createMlirUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  EXPECT_NE(r->files.at(0).text.find("Culprit: none of the first RUN line's"),
            std::string::npos);
  EXPECT_NE(r->files.at(0).text.find("--pass-pipeline='builtin.module()'"),
            std::string::npos);
}

TEST(UpstreamEmitter, MlirRefusesWhatTheRunnerCannotPrint) {
  UpstreamBug bug = ceilBug();
  bug.resultTypes = {{"tensor<2x2xcomplex<f32>>", "complex<f32>", true}};
  std::string error;
  EXPECT_TRUE(failed(createMlirUpstreamEmitter()->emit(bug, error)));
  EXPECT_NE(error.find("cannot print complex<f32>"), std::string::npos);
}

TEST(UpstreamEmitter, XlaScriptHoldsProgramInputsAndBounds) {
  UpstreamBug bug = ceilBug();
  bug.target = "xla";
  bug.release = "jax 0.10.2, jaxlib 0.10.2";
  bug.compileOptions = {{"xla_cpu_enable_fast_math", "false"}};
  std::string error;
  auto r = createXlaUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  ASSERT_EQ(r->files.size(), 1u);
  const std::string &py = r->files[0].text;
  EXPECT_EQ(r->files[0].name, "xla/reproducer.py");
  EXPECT_TRUE(r->files[0].executable);
  EXPECT_NE(py.find("Fails with jax 0.10.2, jaxlib 0.10.2"), std::string::npos);
  EXPECT_NE(py.find("[-0.0, 2.0, -0.0, 2.0]"), std::string::npos) << py;
  EXPECT_NE(py.find("[0.0, 0.0, 0.0, 0.0], (2,2,)),"), std::string::npos);
  EXPECT_NE(py.find("\"xla_cpu_enable_fast_math\": \"false\""),
            std::string::npos);
  EXPECT_NE(py.find("--hlo"), std::string::npos);
  EXPECT_NE(r->report.find("### System info"), std::string::npos);
  EXPECT_NE(r->report.find("the HLO pass `math-expand-ops` breaks it"),
            std::string::npos);
  EXPECT_NE(r->report.find("\"xla_disable_hlo_passes\": \"math-expand-ops\""),
            std::string::npos)
      << r->report;
}

TEST(UpstreamEmitter, IreeTestNeedsTheTargetsLines) {
  UpstreamBug bug = ceilBug();
  bug.target = "iree";
  std::string error;
  EXPECT_TRUE(failed(createIreeUpstreamEmitter()->emit(bug, error)));
  bug.release = "IREE 3.1.0";
  bug.standaloneLines = {"With IREE 3.1.0:", "RUN: iree-compile %s -o %t.vmfb",
                         "RUN: iree-run-module --module=%t.vmfb",
                         "IREE: [SUCCESS]"};
  auto r = createIreeUpstreamEmitter()->emit(bug, error);
  ASSERT_TRUE(succeeded(r)) << error;
  EXPECT_EQ(r->tracker, "iree-org/iree");
  EXPECT_NE(r->files.at(0).text.find("// RUN: iree-compile %s -o %t.vmfb"),
            std::string::npos);
  EXPECT_NE(r->report.find("### Version information\n\nIREE 3.1.0"),
            std::string::npos);
}
