func.func @main(%x: tensor<4xi8>) -> tensor<4xi8> {
  %t = "tosa.const"() <{values = dense<3> : tensor<256xi8>}> : () -> tensor<256xi8>
  %r = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
