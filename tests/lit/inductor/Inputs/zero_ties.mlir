// Maximum and minimum of +0 and -0. TOSA (as MLIR lowers it) orders
// -0 < +0; PyTorch leaves the sign open, and its eager CPU code returns
// either zero by code path (the first operand in its scalar loop, the
// second in its vectorized one).
func.func @main(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>)
    -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %min = tosa.minimum %b, %a : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %max = tosa.maximum %b, %a : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %min, %max : tensor<4x16xf32>, tensor<4x16xf32>
}
