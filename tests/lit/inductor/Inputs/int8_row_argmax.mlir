// A quantized classifier's last step: logits clamped to the negative half of
// int8, then each row's class.
func.func @main(%x: tensor<4x37xi8>) -> tensor<4xi32> {
  %neg = tosa.clamp %x {min_val = -128 : i8, max_val = -1 : i8} : (tensor<4x37xi8>) -> tensor<4x37xi8>
  %at = tosa.argmax %neg {axis = 1 : i32} : (tensor<4x37xi8>) -> tensor<4xi32>
  return %at : tensor<4xi32>
}
