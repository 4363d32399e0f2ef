// Two entries: the first written as PyTorch, the second not (linalg's named
// elementwise ops are not translated). --entry picks which is judged.
func.func @doubled(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.add %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @exponential(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
