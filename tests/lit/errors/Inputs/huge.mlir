// A workload whose tensors do not fit in memory: 1e10 elements each.
func.func @huge(%a: tensor<100000x100000xf32>) -> tensor<100000x100000xf32> {
  %0 = tosa.abs %a : (tensor<100000x100000xf32>) -> tensor<100000x100000xf32>
  return %0 : tensor<100000x100000xf32>
}
