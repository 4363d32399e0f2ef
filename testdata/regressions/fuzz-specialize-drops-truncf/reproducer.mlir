// linalg-specialize-generic-ops miscompiles tosa.matmul (drift)
// Reduced by defuse 0.4.0 (c7b6a09) from specialize-drops-truncf.mlir (61 ops, 7 passes) to 3 ops and 5 passes in 71 oracle calls.
// Signature: drift@linalg-specialize-generic-ops:tosa.matmul
//
// expect: miscompile -- passes while the compiler still fails with drift@linalg-specialize-generic-ops:tosa.matmul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@linalg-specialize-generic-ops:tosa.matmul' --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,func.func(linalg-specialize-generic-ops)' --entry gru_cell
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,func.func(linalg-specialize-generic-ops)' --entry gru_cell | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(-0.40150517)
// DEFUSE-INPUT: arg1=values(1)

module {
  func.func @gru_cell(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf16>) -> tensor<1x1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %1 = tosa.cast %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf16>
    %2 = tosa.matmul %1, %arg1, %0, %0 : (tensor<1x1x1xf16>, tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1xf32>
    return %2 : tensor<1x1x1xf32>
  }
}
