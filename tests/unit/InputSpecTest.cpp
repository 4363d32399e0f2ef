//===- InputSpecTest.cpp - Input generation and .npy files ----------------===//

#include "ir/InputSpec.h"
#include "ir/Npy.h"
#include "target/Context.h"

#include "mlir/IR/MLIRContext.h"

#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>

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
