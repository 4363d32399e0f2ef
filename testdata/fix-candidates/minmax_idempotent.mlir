// Activations clipped twice by mistake, and a ReLU-like floor then cap at
// the same constant: max(max(x, 0), 0) may fold, max(min(x, 0), 0) may not.
// DEFUSE-INPUT: arg0=uniform(-2,2)
func.func @double_clip(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %a = tosa.maximum %x, %c : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %aa = tosa.maximum %a, %c : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %m = tosa.minimum %x, %c : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %mm = tosa.maximum %m, %c : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  return %aa, %mm : tensor<4x8xf32>, tensor<4x8xf32>
}
