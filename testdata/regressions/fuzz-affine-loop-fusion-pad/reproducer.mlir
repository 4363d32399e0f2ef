// affine-loop-fusion miscompiles tosa.conv2d (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from affine-loop-fusion-pad.mlir (11 ops, 11 passes) to 2 ops and 4 passes in 45 oracle calls.
// Signature: corruption@affine-loop-fusion:tosa.conv2d
//
// expect: miscompile -- passes while the compiler still fails with drift@affine-loop-fusion:tosa.conv2d; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@affine-loop-fusion:tosa.conv2d' --op-check originates --pipeline 'func.func(tosa-to-linalg-named),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),affine-loop-fusion' --entry resnet_block
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg-named),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),affine-loop-fusion' --entry resnet_block | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(1)
// DEFUSE-INPUT: arg1=const(1)
// DEFUSE-INPUT: arg2=values(0)

module {
  func.func @resnet_block(%arg0: tensor<1x1x1x1xf32>, %arg1: tensor<1x3x3x1xf32>, %arg2: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x3x3x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
    return %1 : tensor<1x1x1x1xf32>
  }
}
