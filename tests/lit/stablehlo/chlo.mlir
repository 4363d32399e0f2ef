// CHLO as jax emits it, evaluated directly. Expected values: mulhi's high
// halves by hand (64 * 4 = 256 = 0x0100, -64 * 4 = -256 = 0xFF00), the
// special functions from their closed forms (lgamma(1) = 0, digamma(1) =
// -0.5772156649 (Euler's constant), erf_inv(0.5) = 0.4769362762,
// zeta(2, 1) = pi^2/6), next_after by the f32 encoding (1 + 2^-23, the
// smallest subnormal), a cumulative sum by chlo.scan.
// REQUIRES: xla

// RUN: %defuse interp %s --entry exactOps | %FileCheck %s --check-prefix=EXACT
// EXACT: output #0 tensor<2xi8>
// EXACT-NEXT: [0] 1 ± 0
// EXACT-NEXT: [1] -1 ± 0
// EXACT: output #1 tensor<2xf32>
// EXACT-NEXT: [0] 1.00000012 ± 0
// EXACT-NEXT: [1] -1.40129846e-45 ± 0
// EXACT: output #2 tensor<3xi1>
// EXACT-NEXT: [0] 1 ± 0
// EXACT-NEXT: [1] 0 ± 0
// EXACT-NEXT: [2] 0 ± 0
// EXACT: output #3 tensor<3xf32>
// EXACT-NEXT: [0] 11 ± 0
// EXACT-NEXT: [1] 12 ± 0
// EXACT-NEXT: [2] 13 ± 0
func.func @exactOps() -> (tensor<2xi8>, tensor<2xf32>, tensor<3xi1>, tensor<3xf32>) {
  %a = stablehlo.constant dense<[64, -64]> : tensor<2xi8>
  %b = stablehlo.constant dense<[4, 4]> : tensor<2xi8>
  %hi = "chlo.mulhi"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %from = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %to = stablehlo.constant dense<[2.0, -1.0]> : tensor<2xf32>
  %next = chlo.next_after %from, %to : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 1.0]> : tensor<3xf32>
  %pos = chlo.is_pos_inf %x : tensor<3xf32> -> tensor<3xi1>
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %ten = stablehlo.constant dense<10.0> : tensor<f32>
  %sum = chlo.broadcast_add %v, %ten : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %hi, %next, %pos, %sum : tensor<2xi8>, tensor<2xf32>, tensor<3xi1>, tensor<3xf32>
}

// RUN: %defuse interp %s --entry special | %FileCheck %s --check-prefix=SPECIAL
// SPECIAL: output #0 tensor<f64>
// SPECIAL-NEXT: [] 0 ±
// SPECIAL: output #1 tensor<f64>
// SPECIAL-NEXT: [] -0.577215665 ±
// SPECIAL: output #2 tensor<f64>
// SPECIAL-NEXT: [] 0.476936276 ±
// SPECIAL: output #3 tensor<f64>
// SPECIAL-NEXT: [] 1.64493407 ±
func.func @special() -> (tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) {
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %half = stablehlo.constant dense<0.5> : tensor<f64>
  %two = stablehlo.constant dense<2.0> : tensor<f64>
  %lg = chlo.lgamma %one : tensor<f64> -> tensor<f64>
  %dg = chlo.digamma %one : tensor<f64> -> tensor<f64>
  %ei = chlo.erf_inv %half : tensor<f64> -> tensor<f64>
  %z = chlo.zeta %two, %one : tensor<f64>, tensor<f64> -> tensor<f64>
  return %lg, %dg, %ei, %z : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
}

// RUN: %defuse interp %s --entry scan | %FileCheck %s --check-prefix=SCAN
// SCAN: output #0 tensor<4xi32>
// SCAN-NEXT: [0] 1 ± 0
// SCAN-NEXT: [1] 3 ± 0
// SCAN-NEXT: [2] 6 ± 0
// SCAN-NEXT: [3] 10 ± 0
// SCAN: output #1 tensor<i32>
// SCAN-NEXT: [] 10 ± 0
func.func @scan() -> (tensor<4xi32>, tensor<i32>) {
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = chlo.scan(%input) inits(%init) dimension=0 {
  ^bb0(%x: tensor<i32>, %carry: tensor<i32>):
    %1 = stablehlo.add %x, %carry : tensor<i32>
    stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}
