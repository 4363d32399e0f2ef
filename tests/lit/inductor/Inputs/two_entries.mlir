// Two entries: the first written as PyTorch, the second not (tosa.table is
// not translated). --entry picks which is judged.
func.func @doubled(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.add %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @lookup(%x: tensor<4xi8>) -> tensor<4xi8> {
  %t = "tosa.const"() <{values = dense<3> : tensor<256xi8>}> : () -> tensor<256xi8>
  %r = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
