// A mutant of testdata/workloads/resnet_block.mlir made by defuse's fuzzer.
// DEFUSE-MUTATED: from=testdata/workloads/resnet_block.mlir seed=5409162379940860547 mutation=swap-op tosa.add -> tosa.minimum at -:22:10
module {
  func.func @resnet_block(%arg0: tensor<1x16x16x32xf32>, %arg1: tensor<32x3x3x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<1x1x1x32xf32>, %arg4: tensor<1x1x1x32xf32>, %arg5: tensor<32x3x3x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<1x1x1x32xf32>, %arg8: tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.conv2d %arg0, %arg1, %arg2, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
    %3 = tosa.mul %2, %arg3, %0 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %4 = tosa.minimum %3, %arg4 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %5 = tosa.clamp %4 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %6 = tosa.conv2d %5, %arg5, %arg6, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
    %7 = tosa.mul %6, %arg7, %0 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %8 = tosa.add %7, %arg8 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %9 = tosa.add %8, %arg0 : (tensor<1x16x16x32xf32>, tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %10 = tosa.clamp %9 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    return %10 : tensor<1x16x16x32xf32>
  }
}
