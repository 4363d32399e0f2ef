// defuse-fault-wrong-reduction miscompiles tosa.matmul (drift)
// Reduced by defuse 0.4.0 (c7b6a09) from mlp.mlir (22 ops, 10 passes) to 2 ops and 3 passes in 36 oracle calls.
// Signature: drift@defuse-fault-wrong-reduction:tosa.matmul
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-wrong-reduction:tosa.matmul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-wrong-reduction:tosa.matmul' --op-check originates --pipeline 'func.func(tosa-to-linalg-named),func.func(linalg-generalize-named-ops),func.func(defuse-fault-wrong-reduction)' --load-pass-plugin %fault_plugin --entry mlp
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg-named),func.func(linalg-generalize-named-ops),func.func(defuse-fault-wrong-reduction)' --load-pass-plugin %fault_plugin --entry mlp | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=const(1)
// DEFUSE-INPUT: arg1=const(1)

module {
  func.func @mlp(%arg0: tensor<1x1x2xf32>, %arg1: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<1x1x2xf32>, tensor<1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1xf32>
    return %1 : tensor<1x1x1xf32>
  }
}
