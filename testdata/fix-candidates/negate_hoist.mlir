// Rotary-style features of a negated angle: sin(-t) and cos(-t).
// DEFUSE-INPUT: arg0=uniform(-3,3)
func.func @rotary_negated(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %n = tosa.negate %t, %zp, %zp : (tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8xf32>
  %s = tosa.sin %n : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %c = tosa.cos %n : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = tosa.add %s, %c : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
