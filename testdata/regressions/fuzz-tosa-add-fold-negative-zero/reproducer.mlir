// Lowering miscompiles tosa.add (signed-zero-mismatch)
// Reduced by defuse 0.4.0 (c7b6a09) from tosa-add-fold-negative-zero.mlir (12 ops, 0 passes) to 2 ops and 0 passes in 24 oracle calls.
// Signature: signed-zero-mismatch@:tosa.add
//
// expect: miscompile -- passes while the compiler still fails with signed-zero-mismatch@:tosa.add; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'signed-zero-mismatch@:tosa.add' --op-check originates --entry main
// RUN: %expect_exit 1 %defuse run %s --entry main | %FileCheck %s
// CHECK: verdict signed-zero-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(-0)

module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %1 = tosa.add %arg0, %0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
