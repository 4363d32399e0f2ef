// A residual that subtracts: w + (-x) and (-x) + w, written as adds.
// DEFUSE-INPUT: arg0=uniform(-2,2) arg1=uniform(-2,2)
func.func @negated_residual(%x: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %n1 = tosa.negate %x, %zp, %zp : (tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8xf32>
  %a = tosa.add %w, %n1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %n2 = tosa.negate %x, %zp, %zp : (tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8xf32>
  %b = tosa.add %n2, %w : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %a, %b : tensor<4x8xf32>, tensor<4x8xf32>
}
