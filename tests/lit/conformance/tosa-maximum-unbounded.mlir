// TOSA maximum / minimum of an operand whose bound is unbounded
//
// Found by defuse fuzz against MLIR 22 (finding nan-mismatch@:tosa.maximum,
// a false alarm): x * x with x = 3 * 2^-149 underflows to 0 in f32, so
// (x * x) * -inf is 0 * -inf = NaN in the compiled kernel, and
// maximum(NaN, 0.5) propagates it. The reference keeps x * x as the double
// 1.77e-89 with a bound that reaches 0, so the product is -inf with an
// unbounded bound. maximum must carry that bound over unchanged: the
// interval -inf + inf is NaN, and fmax dropped it, which made the result an
// exact 0.5. The element is now unbounded and may be NaN: neither tier
// judges it (the Monte Carlo lanes meet the NaN too), so the verdict is
// inconclusive, exit 11. minimum mirrors it with +inf. With x = 0.1, x * x is inexact but
// its interval excludes 0, so the product is exactly -inf and the maximum is
// judged.
//
// RUN: %expect_exit 11 %defuse run %s --entry maximum_of_unbounded --opt-level 0 --input 'arg0=const(4.203895392974451e-45)' --input 'arg1=const(-inf)' --input 'arg2=const(0.5)' | %FileCheck %s
// RUN: %expect_exit 11 %defuse run %s --entry minimum_of_unbounded --opt-level 0 --input 'arg0=const(4.203895392974451e-45)' --input 'arg1=const(inf)' --input 'arg2=const(0.5)' | %FileCheck %s
// RUN: %defuse run %s --entry maximum_of_unbounded --opt-level 0 --input 'arg0=const(0.1)' --input 'arg1=const(-inf)' --input 'arg2=const(0.5)' | %FileCheck %s --check-prefix=JUDGED
// CHECK: output #0 tensor<2xf32>: inconclusive (2 elements, all unjudged
// CHECK: verdict inconclusive
// JUDGED-NOT: unjudged
// JUDGED: verdict pass

func.func @maximum_of_unbounded(%x: tensor<2xf32>, %y: tensor<2xf32>, %z: tensor<2xf32>) -> tensor<2xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %sq = tosa.mul %x, %x, %shift : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %p = tosa.mul %sq, %y, %shift : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %r = tosa.maximum %p, %z : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @minimum_of_unbounded(%x: tensor<2xf32>, %y: tensor<2xf32>, %z: tensor<2xf32>) -> tensor<2xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %sq = tosa.mul %x, %x, %shift : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %p = tosa.mul %sq, %y, %shift : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %r = tosa.minimum %p, %z : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
