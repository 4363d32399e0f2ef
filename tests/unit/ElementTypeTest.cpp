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

// The float8 types with infinities round as IEEE does (APFloat's rounding
// is the reference), and the FN and FNUZ ones agree with it wherever the
// result is finite.
TEST(ElementType, Float8RoundingMatchesAPFloatInRange) {
  struct Case {
    ElementKind kind;
    const llvm::fltSemantics &sem;
  } cases[] = {
      {ElementKind::F8E5M2, llvm::APFloat::Float8E5M2()},
      {ElementKind::F8E4M3, llvm::APFloat::Float8E4M3()},
      {ElementKind::F8E4M3FN, llvm::APFloat::Float8E4M3FN()},
      {ElementKind::F8E3M4, llvm::APFloat::Float8E3M4()},
      {ElementKind::F8E5M2FNUZ, llvm::APFloat::Float8E5M2FNUZ()},
      {ElementKind::F8E4M3FNUZ, llvm::APFloat::Float8E4M3FNUZ()},
      {ElementKind::F8E4M3B11FNUZ, llvm::APFloat::Float8E4M3B11FNUZ()},
      {ElementKind::F6E2M3FN, llvm::APFloat::Float6E2M3FN()},
      {ElementKind::F6E3M2FN, llvm::APFloat::Float6E3M2FN()},
      {ElementKind::F4E2M1FN, llvm::APFloat::Float4E2M1FN()},
  };
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
  std::uniform_int_distribution<int> exponent(-20, 18);
  for (const Case &c : cases) {
    ElementType t{c.kind};
    for (int i = 0; i < 20000; ++i) {
      double x = std::ldexp(mantissa(rng), exponent(rng));
      double mine = t.roundToType(x);
      if (std::isnan(mine)) {
        // Past the largest value of a type without infinities.
        EXPECT_GE(std::fabs(x), t.overflowThreshold()) << t.str() << " " << x;
        continue;
      }
      double expected = roundWithAPFloat(x, c.sem);
      ASSERT_EQ(mine, expected) << t.str() << " x = " << x;
      ASSERT_EQ(std::signbit(mine), std::signbit(expected))
          << t.str() << " x = " << x;
    }
  }
}

// What ml_dtypes (and XLA's convert) do at the edges, as read off jaxlib
// 0.12: FN types overflow to NaN, FNUZ types have no -0, f8E8M0FNU holds
// powers of two only (nothing at or below zero), the MX types saturate
// nowhere: past their largest value the result is left open (NaN here).
TEST(ElementType, NarrowFloatEdges) {
  ElementType e4m3fn{ElementKind::F8E4M3FN}, e5m2{ElementKind::F8E5M2},
      e4m3fnuz{ElementKind::F8E4M3FNUZ}, e8m0{ElementKind::F8E8M0FNU},
      e2m1{ElementKind::F4E2M1FN};
  EXPECT_EQ(e4m3fn.roundToType(464.0), 448.0);
  EXPECT_TRUE(std::isnan(e4m3fn.roundToType(480.0)));
  EXPECT_TRUE(std::isnan(e4m3fn.roundToType(INFINITY)));
  EXPECT_TRUE(std::isinf(e5m2.roundToType(1e9)));
  EXPECT_EQ(e5m2.roundToType(480.0), 512.0);
  EXPECT_FALSE(std::signbit(e4m3fnuz.roundToType(-0.0)));
  EXPECT_FALSE(std::signbit(e4m3fnuz.roundToType(-1e-30)));
  EXPECT_EQ(e8m0.roundToType(3.0), 4.0);
  EXPECT_EQ(e8m0.roundToType(6.5), 8.0);
  EXPECT_EQ(e8m0.roundToType(1e-45), std::ldexp(1.0, -127));
  EXPECT_TRUE(std::isnan(e8m0.roundToType(-1.0)));
  EXPECT_TRUE(std::isnan(e8m0.roundToType(0.0)));
  EXPECT_EQ(e2m1.roundToType(5.5), 6.0);
  EXPECT_EQ(e2m1.roundToType(0.3), 0.5);
  EXPECT_TRUE(std::isnan(e2m1.roundToType(7.0)));
  // Bit patterns as ml_dtypes stores them.
  EXPECT_EQ(e4m3fn.encode(448.0, 0), 0x7eu);
  EXPECT_EQ(e4m3fn.encode(NAN, 0), 0x7fu);
  EXPECT_EQ(e4m3fnuz.encode(NAN, 0), 0x80u);
  EXPECT_EQ(e8m0.encode(4.0, 0), 129u);
  EXPECT_EQ(e8m0.encode(NAN, 0), 0xffu);
  EXPECT_EQ(e2m1.encode(-6.0, 0), 0xfu);
  double f;
  int64_t unused;
  e8m0.decode(0xff, f, unused);
  EXPECT_TRUE(std::isnan(f));
  e8m0.decode(0, f, unused);
  EXPECT_EQ(f, std::ldexp(1.0, -127));
}

TEST(ElementType, UnsignedAndSubByteIntegers) {
  ElementType u8{ElementKind::U8}, u64{ElementKind::U64}, i4{ElementKind::I4},
      u4{ElementKind::U4}, i2{ElementKind::I2};
  EXPECT_EQ(u8.wrap(-1), 255);
  EXPECT_EQ(u8.wrap(256), 0);
  EXPECT_EQ(u64.wrap(-1), -1); // the bit pattern of 2^64 - 1
  EXPECT_EQ(u64.maxInt(), -1);
  EXPECT_EQ(i4.wrap(8), -8);
  EXPECT_EQ(i4.wrap(-9), 7);
  EXPECT_EQ(u4.wrap(16), 0);
  EXPECT_EQ(i2.minInt(), -2);
  EXPECT_EQ(i2.maxInt(), 1);
  double unusedF;
  int64_t v;
  u8.decode(0xff, unusedF, v);
  EXPECT_EQ(v, 255);
  i4.decode(0xf, unusedF, v);
  EXPECT_EQ(v, -1);
  EXPECT_EQ(u8.str(), "ui8");
  EXPECT_EQ(ElementType::fromName("ui32")->kind, ElementKind::U32);
  EXPECT_EQ(ElementType::fromName("f8E4M3FN")->kind, ElementKind::F8E4M3FN);
  EXPECT_EQ(ElementType::fromName("complex<f32>")->kind, ElementKind::C64);
}

TEST(ElementType, ConversionsThatWidenExactly) {
  ElementType f32{ElementKind::F32}, f16{ElementKind::F16},
      bf16{ElementKind::BF16}, e4m3fn{ElementKind::F8E4M3FN},
      e8m0{ElementKind::F8E8M0FNU}, fnuz{ElementKind::F8E4M3FNUZ};
  EXPECT_TRUE(f32.holdsEveryValueOf(bf16));
  EXPECT_TRUE(f16.holdsEveryValueOf(e4m3fn));
  EXPECT_FALSE(f16.holdsEveryValueOf(bf16));
  EXPECT_FALSE(f16.holdsEveryValueOf(e8m0)); // 2^127 does not fit
  EXPECT_TRUE(bf16.holdsEveryValueOf(e8m0));
  EXPECT_FALSE(fnuz.holdsEveryValueOf(e4m3fn)); // -0, and 448
}

} // namespace
