// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 365471107387412508`).
// DEFUSE-GENERATED: family=special-values seed=365471107387412508
// DEFUSE-INPUT: arg0=edges
// DEFUSE-INPUT: arg1=edges
// DEFUSE-INPUT: arg2=edges
// DEFUSE-INPUT: arg3=edges
module {
  func.func @main(%arg0: tensor<32x2xf32>, %arg1: tensor<32x2xf32>, %arg2: tensor<32x2xf32>, %arg3: tensor<32x2xf32>) -> (tensor<32x2xf32>, tensor<32x2xf32>) {
    %0 = tosa.minimum %arg0, %arg1 : (tensor<32x2xf32>, tensor<32x2xf32>) -> tensor<32x2xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.add %0, %1 : (tensor<32x2xf32>, tensor<1x1xf32>) -> tensor<32x2xf32>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.mul %2, %arg2, %3 : (tensor<32x2xf32>, tensor<32x2xf32>, tensor<1xi8>) -> tensor<32x2xf32>
    %5 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %6 = tosa.maximum %arg0, %5 : (tensor<32x2xf32>, tensor<1x1xf32>) -> tensor<32x2xf32>
    %7 = tosa.clamp %6 {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32} : (tensor<32x2xf32>) -> tensor<32x2xf32>
    %8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = tosa.mul %4, %arg3, %8 : (tensor<32x2xf32>, tensor<32x2xf32>, tensor<1xi8>) -> tensor<32x2xf32>
    %10 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %11 = tosa.pow %7, %10 : (tensor<32x2xf32>, tensor<1x1xf32>) -> tensor<32x2xf32>
    return %11, %9 : tensor<32x2xf32>, tensor<32x2xf32>
  }
}
