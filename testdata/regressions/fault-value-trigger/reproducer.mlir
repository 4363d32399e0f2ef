// defuse-fault-value-trigger miscompiles tosa.tanh (corruption)
// Reduced by defuse 0.4.0 (249bd62) from gru_cell.mlir (59 ops, 10 passes) to 3 ops and 2 passes in 71 oracle calls.
// Signature: corruption@defuse-fault-value-trigger:tosa.tanh
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-value-trigger:tosa.tanh; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-value-trigger:tosa.tanh' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-value-trigger{skip=2 limit=1})' --load-pass-plugin %fault_plugin --entry gru_cell
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-value-trigger{skip=2 limit=1})' --load-pass-plugin %fault_plugin --entry gru_cell | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(1)
// DEFUSE-INPUT: arg1=values(0)
// DEFUSE-INPUT: arg2=values(0)

module {
  func.func @gru_cell(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) {
    %0 = tosa.sigmoid %arg2 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1 = tosa.sigmoid %arg1 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2 = tosa.tanh %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %2, %0, %1 : tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>
  }
}
