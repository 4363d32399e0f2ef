// defuse-fault-buffer-reuse miscompiles tosa.sub (corruption)
// Reduced by defuse 0.4.0 (f40eb23) from moe_gate.mlir (25 ops, 11 passes) to 3 ops and 5 passes in 186 oracle calls.
// Signature: corruption@defuse-fault-buffer-reuse:tosa.sub
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-buffer-reuse:tosa.sub; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-buffer-reuse:tosa.sub' --pipeline 'func.func(tosa-to-linalg),linalg-fold-unit-extent-dims,linalg-fuse-elementwise-ops,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(defuse-fault-buffer-reuse)' --load-pass-plugin %fault_plugin --entry moe_gate
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fold-unit-extent-dims,linalg-fuse-elementwise-ops,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(defuse-fault-buffer-reuse)' --load-pass-plugin %fault_plugin --entry moe_gate | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=const(1)

module {
  func.func @moe_gate(%arg0: tensor<1x1x2xf32>) -> tensor<1x1x1xf32> {
    %0 = tosa.reduce_max %arg0 {axis = 2 : i32} : (tensor<1x1x2xf32>) -> tensor<1x1x1xf32>
    %1 = tosa.sub %arg0, %0 : (tensor<1x1x2xf32>, tensor<1x1x1xf32>) -> tensor<1x1x2xf32>
    %2 = tosa.reduce_sum %1 {axis = 2 : i32} : (tensor<1x1x2xf32>) -> tensor<1x1x1xf32>
    return %2 : tensor<1x1x1xf32>
  }
}
