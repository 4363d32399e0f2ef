// defuse-fault-shape-trigger miscompiles tosa.sigmoid (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from lstm_cell.mlir (64 ops, 10 passes) to 1 ops and 2 passes in 34 oracle calls.
// Signature: corruption@defuse-fault-shape-trigger:tosa.sigmoid
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-shape-trigger:tosa.sigmoid; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-shape-trigger:tosa.sigmoid' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-shape-trigger)' --load-pass-plugin %fault_plugin --entry lstm_cell
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-shape-trigger)' --load-pass-plugin %fault_plugin --entry lstm_cell | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=const(0)

module {
  func.func @lstm_cell(%arg0: tensor<1x1x16xf32>) -> tensor<1x1x16xf32> {
    %0 = tosa.sigmoid %arg0 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    return %0 : tensor<1x1x16xf32>
  }
}
