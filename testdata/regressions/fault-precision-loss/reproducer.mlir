// defuse-fault-precision-loss miscompiles tosa.mul (drift)
// Reduced by defuse 0.4.0 (c7b6a09) from affine_epilogue.mlir (3 ops, 6 passes) to 1 ops and 2 passes in 32 oracle calls.
// Signature: drift@defuse-fault-precision-loss:tosa.mul
//
// expect: miscompile -- passes while the compiler still fails with drift@defuse-fault-precision-loss:tosa.mul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@defuse-fault-precision-loss:tosa.mul' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-precision-loss)' --load-pass-plugin %fault_plugin --entry affine_epilogue
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(defuse-fault-precision-loss)' --load-pass-plugin %fault_plugin --entry affine_epilogue | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=const(1)
// DEFUSE-INPUT: arg1=const(-0.7956826090812683)
// DEFUSE-INPUT: arg2=values(0)

module {
  func.func @affine_epilogue(%arg0: tensor<1x2xf32>, %arg1: tensor<1x2xf32>, %arg2: tensor<1xi8>) -> tensor<1x2xf32> {
    %0 = tosa.mul %arg0, %arg1, %arg2 : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1xi8>) -> tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
}
