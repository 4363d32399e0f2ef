//===- InputSpecTest.cpp - Input generation and .npy files ----------------===//

#include "ir/InputSpec.h"
#include "ir/Npy.h"
#include "target/mlir/Context.h"

#include "mlir/IR/MLIRContext.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>

using namespace defuse;

namespace {

TEST(InputSpec, ParsesEveryForm) {
  std::string error;
  auto u = InputSpec::parse("uniform(-2, 3.5)", error);
  ASSERT_TRUE(u);
  EXPECT_EQ(u->kind, InputSpec::Kind::Uniform);
  EXPECT_EQ(u->a, -2);
  EXPECT_EQ(u->b, 3.5);
  EXPECT_EQ(InputSpec::parse("int(0,9)", error)->kind, InputSpec::Kind::Int);
  EXPECT_EQ(InputSpec::parse("const(1e-3)", error)->a, 1e-3);
  EXPECT_EQ(InputSpec::parse("edges", error)->kind, InputSpec::Kind::Edges);
  EXPECT_EQ(InputSpec::parse("x.npy", error)->path, "x.npy");
  EXPECT_FALSE(InputSpec::parse("uniform(3,1)", error));
  EXPECT_FALSE(InputSpec::parse("gaussian(0,1)", error));
  EXPECT_NE(error.find("gaussian"), std::string::npos);
}

TEST(InputSpec, SameSeedSameValuesAndRanges) {
  TensorSpec spec{ElementType{ElementKind::F32}, {1000}};
  std::string error;
  auto u = *InputSpec::parse("uniform(-0.5,0.25)", error);
  Tensor a = generateTensor(u, spec, 9), b = generateTensor(u, spec, 9),
         c = generateTensor(u, spec, 10);
  bool differs = false;
  for (int64_t i = 0; i < 1000; ++i) {
    EXPECT_EQ(a.floatAt(i), b.floatAt(i));
    EXPECT_GE(a.floatAt(i), -0.5);
    EXPECT_LT(a.floatAt(i), 0.25);
    EXPECT_EQ(static_cast<double>(static_cast<float>(a.floatAt(i))),
              a.floatAt(i));
    differs |= a.floatAt(i) != c.floatAt(i);
  }
  EXPECT_TRUE(differs);
  TensorSpec ints{ElementType{ElementKind::I8}, {500}};
  Tensor e = generateTensor(*InputSpec::parse("edges", error), ints, 1);
  bool sawMin = false;
  for (int64_t i = 0; i < 500; ++i)
    sawMin |= e.intAt(i) == -128;
  EXPECT_TRUE(sawMin);
}

/// Bit patterns of every element, so that -0 differs from 0 and NaN equals
/// NaN.
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

/// valuesSpecOf(t), parsed back and materialized for t's type and shape.
Tensor roundTrip(const Tensor &t, std::string &text) {
  text = valuesSpecOf(t);
  std::string error;
  auto spec = InputSpec::parse(text, error);
  EXPECT_TRUE(spec) << error;
  if (!spec)
    return Tensor();
  EXPECT_EQ(InputSpec::parse(spec->str(), error)->str(), spec->str());
  return generateTensor(*spec, TensorSpec{t.elementType(), t.shape()}, 0);
}

TEST(InputSpec, ValuesRoundTripFloatsBitExactly) {
  double inf = std::numeric_limits<double>::infinity();
  double nan = std::numeric_limits<double>::quiet_NaN();
  for (ElementKind kind : {ElementKind::F32, ElementKind::F64, ElementKind::F16,
                           ElementKind::BF16}) {
    ElementType et{kind};
    std::vector<double> raw = {0.0,
                               -0.0,
                               inf,
                               -inf,
                               nan,
                               -nan,
                               et.minSubnormal(),
                               -3 * et.minSubnormal(),
                               et.maxFinite(),
                               -et.maxFinite(),
                               0.1,
                               1.0 / 3.0,
                               -2.5e-3};
    Tensor t(et, {static_cast<int64_t>(raw.size())});
    for (size_t k = 0; k < raw.size(); ++k)
      t.setFloat(k, et.roundToType(raw[k]));
    std::string text;
    Tensor back = roundTrip(t, text);
    EXPECT_EQ(bitsOf(back), bitsOf(t)) << et.str() << ": " << text;
    EXPECT_EQ(text.rfind("values(0,-0,inf,-inf,nan,-nan,", 0), 0u) << text;
  }
  // Shortest literals: f32 0.1 is written as 0.1, not as its double value.
  Tensor f(ElementType{ElementKind::F32}, {2});
  f.setFloat(0, static_cast<float>(0.1));
  f.setFloat(1, 1e-45f);
  EXPECT_EQ(valuesSpecOf(f), "values(0.1,1e-45)");
}

TEST(InputSpec, ValuesRoundTripIntegersExactly) {
  Tensor i8(ElementType{ElementKind::I8}, {4});
  for (int64_t k = 0; k < 4; ++k)
    i8.setInt(k, std::vector<int64_t>{-128, -1, 0, 127}[k]);
  std::string text;
  EXPECT_EQ(bitsOf(roundTrip(i8, text)), bitsOf(i8));
  EXPECT_EQ(text, "values(-128,-1,0,127)");

  Tensor i1(ElementType{ElementKind::I1}, {3});
  i1.setInt(0, 1), i1.setInt(1, 0), i1.setInt(2, 1);
  EXPECT_EQ(bitsOf(roundTrip(i1, text)), bitsOf(i1));
  EXPECT_EQ(text, "values(1,0,1)");

  Tensor i64(ElementType{ElementKind::I64}, {3});
  i64.setInt(0, std::numeric_limits<int64_t>::min());
  i64.setInt(1, std::numeric_limits<int64_t>::max());
  i64.setInt(2, (int64_t(1) << 53) + 1);
  EXPECT_EQ(bitsOf(roundTrip(i64, text)), bitsOf(i64)) << text;

  // Either reading of the width is accepted, as for a bit pattern.
  std::string error;
  Tensor u = generateTensor(*InputSpec::parse("values(255,-128)", error),
                            TensorSpec{ElementType{ElementKind::I8}, {2}}, 0);
  EXPECT_EQ(u.intAt(0), -1);
  EXPECT_EQ(u.intAt(1), -128);
}

TEST(InputSpec, ValuesSplatBecomesConst) {
  Tensor z(ElementType{ElementKind::F32}, {2, 3});
  for (int64_t k = 0; k < 6; ++k)
    z.setFloat(k, -0.0);
  std::string text;
  EXPECT_EQ(bitsOf(roundTrip(z, text)), bitsOf(z));
  EXPECT_EQ(text, "const(-0)");

  Tensor n(ElementType{ElementKind::F32}, {3});
  for (int64_t k = 0; k < 3; ++k)
    n.setFloat(k, static_cast<float>(0.1));
  EXPECT_EQ(bitsOf(roundTrip(n, text)), bitsOf(n)) << text;
  EXPECT_EQ(text.rfind("const(", 0), 0u);

  // Beyond 2^53 const's double would round: stays values(...).
  Tensor big(ElementType{ElementKind::I64}, {2});
  big.setInt(0, (int64_t(1) << 60) + 1), big.setInt(1, (int64_t(1) << 60) + 1);
  EXPECT_EQ(bitsOf(roundTrip(big, text)), bitsOf(big));
  EXPECT_EQ(text.rfind("values(", 0), 0u);
}

TEST(InputSpec, ValuesRejectsMalformedLists) {
  std::string error;
  EXPECT_TRUE(InputSpec::parse("values( 1 , -2.5e3,nan )", error)) << error;
  EXPECT_EQ(InputSpec::parse("values()", error)->values.size(), 0u);
  EXPECT_FALSE(InputSpec::parse("values(1,,2)", error));
  EXPECT_FALSE(InputSpec::parse("values(1,2", error));
  EXPECT_FALSE(InputSpec::parse("values(1 2)", error));
  EXPECT_FALSE(InputSpec::parse("values(abc)", error));
  EXPECT_NE(error.find("abc"), std::string::npos);
  EXPECT_EQ(InputSpec::parse("values.npy", error)->kind, InputSpec::Kind::File);
}

const char *kTwoArgs = R"(
func.func @f(%a: tensor<2x2xf32>, %b: tensor<3xi8>) -> tensor<2x2xf32> {
  return %a : tensor<2x2xf32>
}
)";

TEST(InputSpec, ValuesCountMismatchNamesTheArgument) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, kTwoArgs, "two.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  std::string error;
  bool ok = false;
  InputPlan plan = InputPlan::forWorkload(*w, "", error, ok);
  ASSERT_TRUE(ok) << error;
  ASSERT_TRUE(plan.set("arg1=values(1,2,3,4)", error)) << error;
  std::vector<Tensor> inputs;
  EXPECT_FALSE(plan.generate(*w, 1, inputs, error));
  EXPECT_NE(error.find("argument #1"), std::string::npos) << error;
  EXPECT_NE(error.find("4 elements"), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;

  ASSERT_TRUE(plan.set("arg1=values(1,2.5,3)", error)) << error;
  EXPECT_FALSE(plan.generate(*w, 1, inputs, error));
  EXPECT_NE(error.find("'2.5'"), std::string::npos) << error;
  ASSERT_TRUE(plan.set("arg1=values(1,256,3)", error)) << error;
  EXPECT_FALSE(plan.generate(*w, 1, inputs, error));
  EXPECT_NE(error.find("'256'"), std::string::npos) << error;
}

TEST(InputSpec, WorkloadLinesTakeLongAndWrappedLists) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  // 40000 elements: a single line of about half a million characters, which
  // std::regex could not scan without overflowing the stack.
  const int64_t n = 40000;
  std::string text = "func.func @f(%a: tensor<" + std::to_string(n) +
                     "xf32>, %b: tensor<3xi8>) -> tensor<" + std::to_string(n) +
                     "xf32> {\n  return %a : tensor<" + std::to_string(n) +
                     "xf32>\n}\n";
  Tensor a(ElementType{ElementKind::F32}, {n});
  for (int64_t k = 0; k < n; ++k)
    a.setFloat(k, static_cast<float>(std::sin(k * 0.37) * 1e-3));
  std::string source = "// DEFUSE-INPUT: arg0=" + valuesSpecOf(a) +
                       "\n// DEFUSE-INPUT: arg1=values(-1,\n"
                       "//   DEFUSE-INPUT:   2, 3)\n" +
                       text;
  ASSERT_GT(source.size(), 400000u);
  auto w = Workload::parse(*ctx, text, "long.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  std::string error;
  bool ok = false;
  InputPlan plan = InputPlan::forWorkload(*w, source, error, ok);
  ASSERT_TRUE(ok) << error;
  std::vector<Tensor> inputs;
  ASSERT_TRUE(plan.generate(*w, 7, inputs, error)) << error;
  EXPECT_EQ(bitsOf(inputs[0]), bitsOf(a));
  EXPECT_EQ(inputs[1].intAt(0), -1);
  EXPECT_EQ(inputs[1].intAt(2), 3);
  // Written by the workload itself: not repeated as --input flags.
  EXPECT_TRUE(plan.flags().empty());

  InputPlan open = InputPlan::forWorkload(
      *w, "// DEFUSE-INPUT: arg1=values(1,\nfunc.func\n", error, ok);
  EXPECT_FALSE(ok);
  EXPECT_NE(error.find("long.mlir:1:"), std::string::npos) << error;
}

const char *kNamedArgs = R"(
func.func @f(%w: tensor<4xf32> {defuse.name = "layer1.bn.running_var"},
             %m: tensor<4xf32> {defuse.name = "layer1.bn.running_mean"},
             %x: tensor<4xf32> {defuse.name = "x"}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}
)";

TEST(InputSpec, NamedArgumentsTakeSpecsByNameAndGlob) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, kNamedArgs, "named.mlir");
  ASSERT_TRUE(mlir::succeeded(w));
  EXPECT_EQ(w->argumentNames(),
            (std::vector<std::string>{"layer1.bn.running_var",
                                      "layer1.bn.running_mean", "x"}));
  EXPECT_EQ(w->describeArgument(2), "argument #2 (x) of @f");
  std::string error;
  bool ok = false;
  // The workload's own lines name arguments too, with trailing comments.
  InputPlan plan = InputPlan::forWorkload(
      *w, "// DEFUSE-INPUT: x=const(3)   // the model input\n", error, ok);
  ASSERT_TRUE(ok) << error;
  EXPECT_EQ(plan.spec(2).str(), "const(3)");
  ASSERT_TRUE(plan.set("*.running_*=uniform(0.5,2)", error)) << error;
  EXPECT_EQ(plan.spec(0).str(), plan.spec(1).str());
  EXPECT_EQ(plan.spec(0).kind, InputSpec::Kind::Uniform);
  ASSERT_TRUE(plan.set("layer1.bn.running_mean = const(0)", error)) << error;
  EXPECT_EQ(plan.spec(1).str(), "const(0)");
  EXPECT_EQ(plan.spec(0).kind, InputSpec::Kind::Uniform);
  // Reproduction flags name arguments by position, which every workload has.
  std::vector<std::string> flags = plan.flags();
  EXPECT_NE(std::find(flags.begin(), flags.end(), "--input arg1=const(0)"),
            flags.end());
  EXPECT_FALSE(plan.set("layer2.*=const(1)", error));
  EXPECT_NE(error.find("names no argument"), std::string::npos) << error;
  EXPECT_NE(error.find("layer1.bn.running_var"), std::string::npos) << error;
  std::vector<Tensor> inputs;
  ASSERT_TRUE(plan.generate(*w, 1, inputs, error)) << error;
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_GE(inputs[0].floatAt(i), 0.5);
    EXPECT_EQ(inputs[1].floatAt(i), 0.0);
    EXPECT_EQ(inputs[2].floatAt(i), 3.0);
  }
  // One spec for every argument reproduces as one flag.
  ASSERT_TRUE(plan.set("all=const(2)", error)) << error;
  EXPECT_EQ(plan.flags(), std::vector<std::string>{"--input all=const(2)"});
}

TEST(Npy, RoundTripsAndRejectsGarbage) {
  Tensor t(ElementType{ElementKind::F32}, {2, 3});
  for (int64_t i = 0; i < 6; ++i)
    t.setFloat(i, i * 0.5 - 1);
  std::string path = ::testing::TempDir() + "/defuse-npy-test.npy", error;
  ASSERT_TRUE(writeNpy(path, t, error)) << error;
  Tensor back;
  ASSERT_TRUE(readNpy(path, back, error)) << error;
  EXPECT_EQ(back.shape(), t.shape());
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(back.floatAt(i), t.floatAt(i));
  std::FILE *f = std::fopen(path.c_str(), "w");
  std::fputs("not numpy", f);
  std::fclose(f);
  EXPECT_FALSE(readNpy(path, back, error));
  EXPECT_NE(error.find("magic"), std::string::npos);
}

} // namespace
