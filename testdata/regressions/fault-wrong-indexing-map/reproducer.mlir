// defuse-fault-wrong-indexing-map miscompiles tosa.add (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from mlp.mlir (22 ops, 10 passes) to 1 ops and 2 passes in 24 oracle calls.
// Signature: corruption@defuse-fault-wrong-indexing-map:tosa.add
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-wrong-indexing-map:tosa.add; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-wrong-indexing-map:tosa.add' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-wrong-indexing-map)' --load-pass-plugin %fault_plugin --entry mlp
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-wrong-indexing-map)' --load-pass-plugin %fault_plugin --entry mlp | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(0,1,2,3)
// DEFUSE-INPUT: arg1=const(0)

module {
  func.func @mlp(%arg0: tensor<1x2x2xf32>, %arg1: tensor<1x1x2xf32>) -> tensor<1x2x2xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<1x2x2xf32>, tensor<1x1x2xf32>) -> tensor<1x2x2xf32>
    return %0 : tensor<1x2x2xf32>
  }
}
