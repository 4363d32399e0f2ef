// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 4722816177021880348`).
// DEFUSE-GENERATED: family=special-values seed=4722816177021880348
// DEFUSE-INPUT: arg0=edges
module {
  func.func @main(%arg0: tensor<32x12xf32>) -> tensor<32x12xf32> {
    %0 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32} : (tensor<32x12xf32>) -> tensor<32x12xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.minimum %0, %1 : (tensor<32x12xf32>, tensor<1x1xf32>) -> tensor<32x12xf32>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.mul %arg0, %3, %4 : (tensor<32x12xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<32x12xf32>
    return %5 : tensor<32x12xf32>
  }
}
