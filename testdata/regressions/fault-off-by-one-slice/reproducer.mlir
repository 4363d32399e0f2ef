// defuse-fault-off-by-one-slice miscompiles tosa.slice (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from lstm_cell.mlir (64 ops, 10 passes) to 3 ops and 2 passes in 24 oracle calls.
// Signature: corruption@defuse-fault-off-by-one-slice:tosa.slice
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-off-by-one-slice:tosa.slice; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-off-by-one-slice:tosa.slice' --op-check originates --pipeline 'func.func(tosa-to-tensor),func.func(defuse-fault-off-by-one-slice)' --load-pass-plugin %fault_plugin --entry lstm_cell
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-tensor),func.func(defuse-fault-off-by-one-slice)' --load-pass-plugin %fault_plugin --entry lstm_cell | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(0,1)

module {
  func.func @lstm_cell(%arg0: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
    %0 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %1, %0 : (tensor<1x2x1xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    return %2 : tensor<1x1x1xf32>
  }
}
