// The float8, float6 and float4 types: convert rounds to nearest even; past
// the largest value a type with infinities gives one, and one without
// (f8E4M3FN's 448 is its largest; its next pattern is NaN) leaves the
// result open, which the reference marks as such (a bound "nan": anything,
// NaN included) rather than guess saturation or NaN; the FNUZ types have no
// -0; f8E8M0FNU holds only powers of two. reduce_precision rounds to the
// given widths and flushes below their smallest normal value.
// REQUIRES: xla

// 0.3 in f8E4M3FN (4 significant bits) is 0.3125 = 1.25 * 2^-2; 464 is the
// tie between 448 and the NaN pattern, and goes to 448; 1000 is past it.
// RUN: %defuse interp %s --entry f8 | %FileCheck %s --check-prefix=F8
// F8: output #0 tensor<4xf8E4M3FN>
// F8-NEXT: [0] 0.3125 ± 0
// F8-NEXT: [1] 448 ± 0
// F8-NEXT: [2] nan ± nan
// F8-NEXT: [3] -0 ± 0
// f8E5M2 has infinities: 1e5 rounds past 57344 to inf, exactly.
// F8: output #1 tensor<2xf8E5M2>
// F8-NEXT: [0] inf ± 0
// F8-NEXT: [1] 0.3125 ± 0
// f8E4M3FNUZ: no -0.
// F8: output #2 tensor<f8E4M3FNUZ>
// F8-NEXT: [] 0 ± 0
// f8E8M0FNU: 3 -> 4 (ties to even exponent), 0.3 -> 0.25.
// F8: output #3 tensor<2xf8E8M0FNU>
// F8-NEXT: [0] 4 ± 0
// F8-NEXT: [1] 0.25 ± 0
func.func @f8() -> (tensor<4xf8E4M3FN>, tensor<2xf8E5M2>, tensor<f8E4M3FNUZ>, tensor<2xf8E8M0FNU>) {
  %x = stablehlo.constant dense<[0.3, 464.0, 1000.0, -0.0]> : tensor<4xf32>
  %a = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %y = stablehlo.constant dense<[1.0e5, 0.3]> : tensor<2xf32>
  %b = stablehlo.convert %y : (tensor<2xf32>) -> tensor<2xf8E5M2>
  %z = stablehlo.constant dense<-0.0> : tensor<f32>
  %c = stablehlo.convert %z : (tensor<f32>) -> tensor<f8E4M3FNUZ>
  %w = stablehlo.constant dense<[3.0, 0.3]> : tensor<2xf32>
  %d = stablehlo.convert %w : (tensor<2xf32>) -> tensor<2xf8E8M0FNU>
  return %a, %b, %c, %d : tensor<4xf8E4M3FN>, tensor<2xf8E5M2>, tensor<f8E4M3FNUZ>, tensor<2xf8E8M0FNU>
}

// Arithmetic in f8E4M3FN: 1.5 * 1.25 = 1.875, exact in it; 3.5 + 0.0625
// needs a fifth bit and rounds (bounded, not exact).
// RUN: %defuse interp %s --entry f8arith | %FileCheck %s --check-prefix=ARITH
// ARITH: output #0 tensor<f8E4M3FN>
// ARITH-NEXT: [] 1.875 ± 0
// ARITH: output #1 tensor<f8E4M3FN>
// ARITH-NEXT: [] 3.5625 ± 0.{{[0-9]+}}
func.func @f8arith() -> (tensor<f8E4M3FN>, tensor<f8E4M3FN>) {
  %a = stablehlo.constant dense<1.5> : tensor<f8E4M3FN>
  %b = stablehlo.constant dense<1.25> : tensor<f8E4M3FN>
  %m = stablehlo.multiply %a, %b : tensor<f8E4M3FN>
  %c = stablehlo.constant dense<3.5> : tensor<f8E4M3FN>
  %d = stablehlo.constant dense<0.0625> : tensor<f8E4M3FN>
  %s = stablehlo.add %c, %d : tensor<f8E4M3FN>
  return %m, %s : tensor<f8E4M3FN>, tensor<f8E4M3FN>
}

// reduce_precision to bfloat16's widths (8, 7) from f32: 1 + 2^-8 is a tie
// and goes to 1; 1 + 3 * 2^-9 rounds up to 1 + 2^-7; the f32 subnormal
// 1e-39 (713714 * 2^-149) keeps its exponent (8 bits is f32's own) and its
// mantissa field rounds to a multiple of 2^16: 11 * 2^-133; 3.4e38 rounds up
// to 2^128, past the largest value: inf. With 5 exponent bits (f16's
// range) 1e-5 is below the smallest normal 2^-14 and flushes to zero, and
// 7e4 is past 65504: inf.
// RUN: %defuse interp %s --entry reducePrecision | %FileCheck %s --check-prefix=RP
// RP: output #0 tensor<4xf32>
// RP-NEXT: [0] 1 ± 0
// RP-NEXT: [1] 1.0078125 ± 0
// RP-NEXT: [2] 1.01019046e-39 ± 0
// RP-NEXT: [3] inf ± 0
// RP: output #1 tensor<3xf32>
// RP-NEXT: [0] 0 ± 0
// RP-NEXT: [1] inf ± 0
// RP-NEXT: [2] -1.5 ± 0
func.func @reducePrecision() -> (tensor<4xf32>, tensor<3xf32>) {
  %x = stablehlo.constant dense<[1.00390625, 1.005859375, 1.0e-39, 3.4e38]> : tensor<4xf32>
  %r = stablehlo.reduce_precision %x, format = e8m7 : tensor<4xf32>
  %y = stablehlo.constant dense<[1.0e-5, 7.0e4, -1.5]> : tensor<3xf32>
  %h = stablehlo.reduce_precision %y, format = e5m10 : tensor<3xf32>
  return %r, %h : tensor<4xf32>, tensor<3xf32>
}
