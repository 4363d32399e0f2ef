// defuse-fault-value-trigger miscompiles tosa.tanh (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from gru_cell.mlir (59 ops, 10 passes) to 1 ops and 2 passes in 47 oracle calls.
// Signature: corruption@defuse-fault-value-trigger:tosa.tanh
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-value-trigger:tosa.tanh; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-value-trigger:tosa.tanh' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-value-trigger)' --load-pass-plugin %fault_plugin --entry gru_cell
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-value-trigger)' --load-pass-plugin %fault_plugin --entry gru_cell | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(1)

module {
  func.func @gru_cell(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = tosa.tanh %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %0 : tensor<1x1x1xf32>
  }
}
