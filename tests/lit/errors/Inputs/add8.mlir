func.func @add8(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = arith.addf %a, %a : tensor<8xf32>
  return %r : tensor<8xf32>
}
