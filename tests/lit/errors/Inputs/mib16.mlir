// 1024 x 1024 floats: 16 MiB a value in the reference (a value and a bound
// per element), 32 MiB for the workload.
func.func @mib16(%a: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = tosa.abs %a : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
