// arith-expand miscompiles tosa.maximum (signed-zero-mismatch)
// Reduced by defuse 0.4.0 (c7b6a09) from arith-expand-maximumf-zero-sign.mlir (4 ops, 26 passes) to 1 ops and 2 passes in 23 oracle calls.
// Signature: signed-zero-mismatch@arith-expand:tosa.maximum
//
// expect: miscompile -- passes while the compiler still fails with signed-zero-mismatch@arith-expand:tosa.maximum; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'signed-zero-mismatch@arith-expand:tosa.maximum' --op-check originates --pipeline 'func.func(tosa-to-linalg),arith-expand' --entry main
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),arith-expand' --entry main | %FileCheck %s
// CHECK: verdict signed-zero-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(-0)
// DEFUSE-INPUT: arg1=values(0)

module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.maximum %arg1, %arg0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
