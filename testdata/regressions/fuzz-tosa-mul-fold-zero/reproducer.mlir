// Lowering miscompiles tosa.mul (nan-mismatch)
// Reduced by defuse 0.4.0 (c7b6a09) from tosa-mul-fold-zero.mlir (6 ops, 0 passes) to 2 ops and 0 passes in 27 oracle calls.
// Signature: nan-mismatch@:tosa.mul
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@:tosa.mul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@:tosa.mul' --op-check originates --entry main
// RUN: %expect_exit 1 %defuse run %s --entry main | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(nan)
// DEFUSE-INPUT: arg1=values(0)

module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1xi8>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %1 = tosa.mul %arg0, %0, %arg1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
