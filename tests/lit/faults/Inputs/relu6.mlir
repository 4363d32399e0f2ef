// ReLU6 as maximum/minimum: NaN must propagate (tosa.maximum with the default
// nan_mode PROPAGATE lowers to arith.maximumf).
// DEFUSE-INPUT: arg0=edges
func.func @relu6(%x: tensor<8x128xf32>) -> tensor<8x128xf32> {
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %six = "tosa.const"() <{values = dense<6.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %lo = tosa.maximum %x, %zero : (tensor<8x128xf32>, tensor<1x1xf32>) -> tensor<8x128xf32>
  %r = tosa.minimum %lo, %six : (tensor<8x128xf32>, tensor<1x1xf32>) -> tensor<8x128xf32>
  return %r : tensor<8x128xf32>
}
