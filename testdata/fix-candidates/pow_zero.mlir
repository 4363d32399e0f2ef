// Feature expansion: x^0 (a bias column), x^1 and w^2, summed. pow(x, 0)
// is 1 for every x, infinities and NaN included.
// DEFUSE-INPUT: arg0=edges arg1=uniform(-2,2)
func.func @pow_features(%x: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c1 = "tosa.const"() <{values = dense<1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c2 = "tosa.const"() <{values = dense<2.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %p0 = tosa.pow %x, %c0 : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %p1 = tosa.pow %w, %c1 : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %p2 = tosa.pow %w, %c2 : (tensor<4x8xf32>, tensor<1x1xf32>) -> tensor<4x8xf32>
  %s = tosa.add %p0, %p1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = tosa.add %s, %p2 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}
