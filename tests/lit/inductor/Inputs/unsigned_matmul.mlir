// A matmul of unsigned 8-bit values accumulated in 32 bits, as the fuzzer's
// unsigned family writes it: linalg.matmul with cast_unsigned into a
// zero-filled tensor.empty. Inputs past 127 are where reading the bytes as
// signed would go wrong.
func.func @main(%a: tensor<6x16xi8>, %b: tensor<16x5xi8>) -> tensor<6x5xi32> {
  %empty = tensor.empty() : tensor<6x5xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<6x5xi32>) -> tensor<6x5xi32>
  %p = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<6x16xi8>, tensor<16x5xi8>) outs(%init : tensor<6x5xi32>) -> tensor<6x5xi32>
  return %p : tensor<6x5xi32>
}
