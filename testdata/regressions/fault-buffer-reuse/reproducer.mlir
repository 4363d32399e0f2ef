// defuse-fault-buffer-reuse miscompiles tosa.sub (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from moe_gate.mlir (25 ops, 11 passes) to 2 ops and 3 passes in 90 oracle calls.
// Signature: corruption@defuse-fault-buffer-reuse:tosa.sub
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-buffer-reuse:tosa.sub; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-buffer-reuse:tosa.sub' --op-check originates --pipeline 'func.func(tosa-to-linalg),one-shot-bufferize{bufferize-function-boundaries},func.func(defuse-fault-buffer-reuse)' --load-pass-plugin %fault_plugin --entry moe_gate
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),one-shot-bufferize{bufferize-function-boundaries},func.func(defuse-fault-buffer-reuse)' --load-pass-plugin %fault_plugin --entry moe_gate | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(0)
// DEFUSE-INPUT: arg1=values(1)
// DEFUSE-INPUT: arg2=values(0)

module {
  func.func @moe_gate(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>) {
    %0 = tosa.sub %arg2, %arg2 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1 = tosa.add %arg1, %arg0 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %0, %1 : tensor<1x1x1xf32>, tensor<1x1x1xf32>
  }
}
