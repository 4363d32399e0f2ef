// sort, chlo.top_k and an argmax-style reduce: orders the reference decides
// on exact values are exact; where two keys' bounds meet (a tie within
// rounding) every element of that run may legally sit at each of its
// positions, and the outputs there carry the run's hull.
// REQUIRES: xla

// Exact keys: a stable sort keeps equal keys in operand order, top_k takes
// the lower index first among equals.
// RUN: %defuse interp %s --entry exact | %FileCheck %s --check-prefix=EXACT
// EXACT: output #0 tensor<5xf32>
// EXACT-NEXT: [0] -1 ± 0
// EXACT-NEXT: [1] 0.5 ± 0
// EXACT-NEXT: [2] 2 ± 0
// EXACT-NEXT: [3] 2 ± 0
// EXACT-NEXT: [4] 3 ± 0
// EXACT: output #1 tensor<5xi32>
// EXACT-NEXT: [0] 3 ± 0
// EXACT-NEXT: [1] 4 ± 0
// EXACT-NEXT: [2] 0 ± 0
// EXACT-NEXT: [3] 2 ± 0
// EXACT-NEXT: [4] 1 ± 0
// EXACT: output #2 tensor<2xf32>
// EXACT-NEXT: [0] 3 ± 0
// EXACT-NEXT: [1] 2 ± 0
// EXACT: output #3 tensor<2xi32>
// EXACT-NEXT: [0] 1 ± 0
// EXACT-NEXT: [1] 0 ± 0
func.func @exact() -> (tensor<5xf32>, tensor<5xi32>, tensor<2xf32>, tensor<2xi32>) {
  %keys = stablehlo.constant dense<[2.0, 3.0, 2.0, -1.0, 0.5]> : tensor<5xf32>
  %index = stablehlo.iota dim = 0 : tensor<5xi32>
  %sorted:2 = "stablehlo.sort"(%keys, %index) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  %top:2 = chlo.top_k(%keys, k = 2) : tensor<5xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %sorted#0, %sorted#1, %top#0, %top#1 : tensor<5xf32>, tensor<5xi32>, tensor<2xf32>, tensor<2xi32>
}

// Inexact keys: 0.1 * 3 is 0.3000000045 in the reference with a bound of
// about 3e-8 (the f32 product rounds), and the constant 0.3f is
// 0.3000000119: closer than that bound, so either order is legal. The first
// two sorted values and their indices carry the hull of both; 5 stays in
// its place, exactly.
// RUN: %defuse interp %s --entry tie | %FileCheck %s --check-prefix=TIE
// TIE: output #0 tensor<3xf32>
// TIE-NEXT: [0] 0.300000004 ± {{[0-9.]+e-08}}
// TIE-NEXT: [1] 0.300000012 ± {{[0-9.]+e-08}}
// TIE-NEXT: [2] 5 ± 0
// TIE: output #1 tensor<3xi32>
// TIE-NEXT: [0] 0 ± 1
// TIE-NEXT: [1] 1 ± 1
// TIE-NEXT: [2] 2 ± 0
func.func @tie() -> (tensor<3xf32>, tensor<3xi32>) {
  %x = stablehlo.constant dense<[0.1, 0.3, 5.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[3.0, 1.0, 1.0]> : tensor<3xf32>
  %keys = stablehlo.multiply %x, %y : tensor<3xf32>
  %index = stablehlo.iota dim = 0 : tensor<3xi32>
  %sorted:2 = "stablehlo.sort"(%keys, %index) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  return %sorted#0, %sorted#1 : tensor<3xf32>, tensor<3xi32>
}
