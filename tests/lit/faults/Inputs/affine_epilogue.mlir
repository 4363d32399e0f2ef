// A normalization epilogue: y = x * gamma + beta, written in TOSA, that
// elementwise fusion turns into one kernel. Its outputs leave the workload
// directly, so an error of a few ULPs in the kernel is not hidden behind a
// reduction's (legitimately wide) reassociation bound.
func.func @affine_epilogue(%x: tensor<16x256xf32>, %gamma: tensor<1x256xf32>,
                           %beta: tensor<1x256xf32>) -> tensor<16x256xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x, %gamma, %shift : (tensor<16x256xf32>, tensor<1x256xf32>, tensor<1xi8>) -> tensor<16x256xf32>
  %y = tosa.add %scaled, %beta : (tensor<16x256xf32>, tensor<1x256xf32>) -> tensor<16x256xf32>
  return %y : tensor<16x256xf32>
}
