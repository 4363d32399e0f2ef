//===- ElementTypeTest.cpp - Rounding and wrapping of element types -------===//

#include "ir/ElementType.h"

#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

using namespace defuse;

namespace {

double roundWithAPFloat(double x, const llvm::fltSemantics &sem) {
  llvm::APFloat f(x);
  bool lost;
  f.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
  f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  return f.convertToDouble();
}

TEST(ElementType, HalfAndBFloatRoundingMatchesAPFloat) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
  std::uniform_int_distribution<int> exponent(-30, 20);
  ElementType f16{ElementKind::F16}, bf16{ElementKind::BF16};
  for (int i = 0; i < 200000; ++i) {
    double x = std::ldexp(mantissa(rng), exponent(rng));
    ASSERT_EQ(f16.roundToType(x),
              roundWithAPFloat(x, llvm::APFloat::IEEEhalf()))
        << "x = " << x;
    ASSERT_EQ(bf16.roundToType(x), roundWithAPFloat(x, llvm::APFloat::BFloat()))
        << "x = " << x;
  }
  // Ties go to even, overflow goes to infinity.
  EXPECT_EQ(f16.roundToType(2049.0), 2048.0);
  EXPECT_EQ(f16.roundToType(2051.0), 2052.0);
  EXPECT_TRUE(std::isinf(f16.roundToType(65520.0)));
  EXPECT_EQ(f16.roundToType(65519.0), 65504.0);
}

TEST(ElementType, IntegersWrapAtTheirWidth) {
  ElementType i8{ElementKind::I8}, i1{ElementKind::I1};
  EXPECT_EQ(i8.wrap(128), -128);
  EXPECT_EQ(i8.wrap(-129), 127);
  EXPECT_EQ(i8.asUnsigned(-1), 255u);
  EXPECT_EQ(i1.wrap(3), 1);
}

TEST(ElementType, EncodeDecodeRoundTrips) {
  for (ElementKind k : {ElementKind::F16, ElementKind::BF16, ElementKind::F32,
                        ElementKind::F64}) {
    ElementType t{k};
    for (double v : {0.0, -0.0, 1.5, -3.25, 1e-3, 100.0}) {
      double r = t.roundToType(v), back;
      int64_t unused;
      t.decode(t.encode(r, 0), back, unused);
      EXPECT_EQ(back, r);
      EXPECT_EQ(std::signbit(back), std::signbit(r));
    }
  }
  ElementType i16{ElementKind::I16};
  double unusedF;
  int64_t back;
  i16.decode(i16.encode(0, -1234), unusedF, back);
  EXPECT_EQ(back, -1234);
}

TEST(ElementType, UlpIsTheSpacingAtTheValue) {
  ElementType f32{ElementKind::F32};
  EXPECT_EQ(f32.ulp(1.0), std::ldexp(1.0, -23));
  EXPECT_EQ(f32.ulp(1.999), std::ldexp(1.0, -23));
  EXPECT_EQ(f32.ulp(0.0), std::ldexp(1.0, -149));
}

} // namespace
