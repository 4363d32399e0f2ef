// The specification's integer semantics on the types JAX programs carry:
// booleans (add is OR, multiply AND), unsigned integers (division,
// remainder, comparison and maximum without sign; shift_right_arithmetic on
// the bit pattern), the sub-byte i4/ui4/i2 (wraparound at their width),
// integer power, and conversions between them (wraparound, as every
// implementation does and JAX's threefry relies on). Expected values are
// worked out by hand from the specification.
// REQUIRES: xla

// RUN: %defuse interp %s --entry booleans | %FileCheck %s --check-prefix=BOOL
// BOOL: output #0 tensor<4xi1>
// BOOL-NEXT: [0] 0 ± 0
// BOOL-NEXT: [1] 1 ± 0
// BOOL-NEXT: [2] 1 ± 0
// BOOL-NEXT: [3] 1 ± 0
// BOOL: output #1 tensor<4xi1>
// BOOL-NEXT: [0] 0 ± 0
// BOOL-NEXT: [1] 0 ± 0
// BOOL-NEXT: [2] 0 ± 0
// BOOL-NEXT: [3] 1 ± 0
// A sum of booleans by reduce is OR too.
// BOOL: output #2 tensor<i1>
// BOOL-NEXT: [] 1 ± 0
func.func @booleans() -> (tensor<4xi1>, tensor<4xi1>, tensor<i1>) {
  %a = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %b = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %sum = stablehlo.add %a, %b : tensor<4xi1>
  %product = stablehlo.multiply %a, %b : tensor<4xi1>
  %zero = stablehlo.constant dense<false> : tensor<i1>
  %any = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
  return %sum, %product, %any : tensor<4xi1>, tensor<4xi1>, tensor<i1>
}

// 250 / 7 = 35 rem 5 unsigned; 250 > 7 unsigned (a signed i8 reading of
// 250 is -6); ashr of 0b1111_1010 by 1 is 0b1111_1101 = 253.
// RUN: %defuse interp %s --entry unsigned8 | %FileCheck %s --check-prefix=U8
// U8: output #0 tensor<ui8>
// U8-NEXT: [] 35 ± 0
// U8: output #1 tensor<ui8>
// U8-NEXT: [] 5 ± 0
// U8: output #2 tensor<i1>
// U8-NEXT: [] 1 ± 0
// U8: output #3 tensor<ui8>
// U8-NEXT: [] 253 ± 0
// U8: output #4 tensor<ui8>
// U8-NEXT: [] 250 ± 0
// U8: output #5 tensor<f32>
// U8-NEXT: [] 250 ± 0
func.func @unsigned8() -> (tensor<ui8>, tensor<ui8>, tensor<i1>, tensor<ui8>, tensor<ui8>, tensor<f32>) {
  %a = stablehlo.constant dense<250> : tensor<ui8>
  %b = stablehlo.constant dense<7> : tensor<ui8>
  %one = stablehlo.constant dense<1> : tensor<ui8>
  %q = stablehlo.divide %a, %b : tensor<ui8>
  %r = stablehlo.remainder %a, %b : tensor<ui8>
  %gt = stablehlo.compare GT, %a, %b : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
  %sra = stablehlo.shift_right_arithmetic %a, %one : tensor<ui8>
  %max = stablehlo.maximum %a, %b : tensor<ui8>
  %f = stablehlo.convert %a : (tensor<ui8>) -> tensor<f32>
  return %q, %r, %gt, %sra, %max, %f : tensor<ui8>, tensor<ui8>, tensor<i1>, tensor<ui8>, tensor<ui8>, tensor<f32>
}

// ui64: 2^64 - 1 is the largest; ui64 -> ui32 keeps the low 32 bits, as
// threefry's 64-bit counters are split.
// RUN: %defuse interp %s --entry unsigned64 | %FileCheck %s --check-prefix=U64
// U64: output #0 tensor<ui64>
// U64-NEXT: [] 18446744073709551615 ± 0
// U64: output #1 tensor<ui32>
// U64-NEXT: [] 4294967295 ± 0
// U64: output #2 tensor<ui32>
// U64-NEXT: [] 19088743 ± 0
func.func @unsigned64() -> (tensor<ui64>, tensor<ui32>, tensor<ui32>) {
  %a = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %b = stablehlo.constant dense<1> : tensor<ui64>
  %max = stablehlo.maximum %a, %b : tensor<ui64>
  %low = stablehlo.convert %a : (tensor<ui64>) -> tensor<ui32>
  %c = stablehlo.constant dense<81985529234382200> : tensor<ui64>
  %thirtytwo = stablehlo.constant dense<32> : tensor<ui64>
  %high = stablehlo.shift_right_logical %c, %thirtytwo : tensor<ui64>
  %high32 = stablehlo.convert %high : (tensor<ui64>) -> tensor<ui32>
  return %max, %low, %high32 : tensor<ui64>, tensor<ui32>, tensor<ui32>
}

// i4 wraps at 4 bits: 7 + 1 = -8; ui4: 15 + 1 = 0; i2: 1 + 1 = -2.
// Integer power: 3^4 = 81, 2^-1 = 0 (only 1 and -1 have negative powers).
// RUN: %defuse interp %s --entry subByte | %FileCheck %s --check-prefix=SUB
// SUB: output #0 tensor<i4>
// SUB-NEXT: [] -8 ± 0
// SUB: output #1 tensor<ui4>
// SUB-NEXT: [] 0 ± 0
// SUB: output #2 tensor<i2>
// SUB-NEXT: [] -2 ± 0
// SUB: output #3 tensor<2xi32>
// SUB-NEXT: [0] 81 ± 0
// SUB-NEXT: [1] 0 ± 0
func.func @subByte() -> (tensor<i4>, tensor<ui4>, tensor<i2>, tensor<2xi32>) {
  %a = stablehlo.constant dense<7> : tensor<i4>
  %one4 = stablehlo.constant dense<1> : tensor<i4>
  %s = stablehlo.add %a, %one4 : tensor<i4>
  %b = stablehlo.constant dense<15> : tensor<ui4>
  %oneu4 = stablehlo.constant dense<1> : tensor<ui4>
  %u = stablehlo.add %b, %oneu4 : tensor<ui4>
  %c = stablehlo.constant dense<1> : tensor<i2>
  %t = stablehlo.add %c, %c : tensor<i2>
  %base = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %exp = stablehlo.constant dense<[4, -1]> : tensor<2xi32>
  %p = stablehlo.power %base, %exp : tensor<2xi32>
  return %s, %u, %t, %p : tensor<i4>, tensor<ui4>, tensor<i2>, tensor<2xi32>
}
