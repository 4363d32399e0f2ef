// Shifts of a requantization: i32 accumulators shifted right (arithmetic,
// with and without TOSA's rounding by the last bit shifted out) and i8
// codes shifted left (wrapping). Shift amounts from an argument, its low
// five bits (every amount an i32 shift takes), and a constant.
func.func @main(%acc: tensor<4x16xi32>, %codes: tensor<4x16xi8>,
                %amount: tensor<4x16xi32>) -> (tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xi8>) {
  %low5 = "tosa.const"() {values = dense<31> : tensor<1x1xi32>} : () -> tensor<1x1xi32>
  %a = tosa.bitwise_and %amount, %low5 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
  %down = tosa.arithmetic_right_shift %acc, %a {round = false} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
  %rounded = tosa.arithmetic_right_shift %acc, %a {round = true} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
  %three = "tosa.const"() {values = dense<3> : tensor<1x1xi8>} : () -> tensor<1x1xi8>
  %up = tosa.logical_left_shift %codes, %three : (tensor<4x16xi8>, tensor<1x1xi8>) -> tensor<4x16xi8>
  return %down, %rounded, %up : tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xi8>
}
