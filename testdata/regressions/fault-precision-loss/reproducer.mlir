// defuse-fault-precision-loss miscompiles tosa.mul (drift)
// Reduced by defuse 0.4.0 (249bd62) from affine_epilogue.mlir (3 ops, 6 passes) to 2 ops and 2 passes in 34 oracle calls.
// Signature: drift@defuse-fault-precision-loss:tosa.mul
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-precision-loss:tosa.mul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-precision-loss:tosa.mul' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-precision-loss{bits=1})' --load-pass-plugin %fault_plugin --entry affine_epilogue
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-precision-loss{bits=1})' --load-pass-plugin %fault_plugin --entry affine_epilogue | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(1)
// DEFUSE-INPUT: arg1=values(-0.7956826)

module {
  func.func @affine_epilogue(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
