// A gated activation: max(x * w + b, g), scaled, then a row sum. Inductor
// fuses the elementwise ops and the reduction into one C++ kernel; its
// rows (64 floats) are whole vectors, so vectorized code computes every
// element.
func.func @main(%x: tensor<8x64xf32>, %w: tensor<8x64xf32>,
                %b: tensor<1x64xf32>, %g: tensor<8x64xf32>)
    -> (tensor<8x64xf32>, tensor<8x1xf32>) {
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %xw = tosa.mul %x, %w, %shift : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<1xi8>) -> tensor<8x64xf32>
  %pre = tosa.add %xw, %b : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
  %gated = tosa.maximum %pre, %g : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
  %half = "tosa.const"() {values = dense<0.5> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %scaled = tosa.mul %gated, %half, %shift : (tensor<8x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<8x64xf32>
  %sum = tosa.reduce_sum %scaled {axis = 1 : i32} : (tensor<8x64xf32>) -> tensor<8x1xf32>
  return %scaled, %sum : tensor<8x64xf32>, tensor<8x1xf32>
}
