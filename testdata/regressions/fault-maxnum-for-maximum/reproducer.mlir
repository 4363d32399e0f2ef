// defuse-fault-maxnum-for-maximum miscompiles tosa.maximum (nan-mismatch)
// Reduced by defuse 0.4.0 (c7b6a09) from relu6.mlir (4 ops, 6 passes) to 1 ops and 2 passes in 30 oracle calls.
// Signature: nan-mismatch@defuse-fault-maxnum-for-maximum:tosa.maximum
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@defuse-fault-maxnum-for-maximum:tosa.maximum; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@defuse-fault-maxnum-for-maximum:tosa.maximum' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-maxnum-for-maximum)' --load-pass-plugin %fault_plugin --entry relu6
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-maxnum-for-maximum)' --load-pass-plugin %fault_plugin --entry relu6 | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(nan)
// DEFUSE-INPUT: arg1=values(0)

module {
  func.func @relu6(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.maximum %arg0, %arg1 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
