// math-expand-ops expands tanh(x) as sign(x) * (1 - e^(-2|x|)) / (1 + e^(-2|x|))
// with sign(x) = (x < 0 ? -1 : 1), so tanh(-0.0) comes out +0.0 where IEEE
// 754 (and libm, and the LLVM lowering without the expansion) gives -0.0.
// Embedded in a highway layer over a padded sequence: the candidate state's
// pre-activation is masked (padding positions multiplied by 0) before the
// tanh, so every padding position with a negative pre-activation holds -0.0
// and its candidate state must stay -0.0:
//   t = sigmoid(x Wt + bt)                                 transform gate
//   c = tanh(((x Wc + bc) * mask))                         candidate (result 1)
//   y = t * c + (1 - t) * x                                highway output (result 0)
// Result 0 hides the sign (x adds to the zero); result 1, the candidate
// state a recurrent caller carries on, shows it.
//   seq 16, width 32.
// Inputs: %x [1,16,32] token features, %mask [1,16,1] 1 for tokens, 0 for
// padding, %wt %wc [1,32,32] weights, %bt %bc [1,1,32] biases.
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: all=uniform(-1,1) arg1=int(0,1)
// DEFUSE-CULPRIT: pass=math-expand-ops op=tosa.tanh loc=masked_highway_tanh.mlir:37 kind=sign-of-zero
func.func @masked_highway_tanh(
    %x: tensor<1x16x32xf32>, %mask: tensor<1x16x1xf32>,
    %wt: tensor<1x32x32xf32>, %bt: tensor<1x1x32xf32>,
    %wc: tensor<1x32x32xf32>, %bc: tensor<1x1x32xf32>)
    -> (tensor<1x16x32xf32>, tensor<1x16x32xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>

  // ---- transform gate ----
  %t0 = tosa.matmul %x, %wt, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
  %t1 = tosa.add %t0, %bt : (tensor<1x16x32xf32>, tensor<1x1x32xf32>) -> tensor<1x16x32xf32>
  %t = tosa.sigmoid %t1 : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>

  // ---- candidate state over the unpadded tokens ----
  %c0 = tosa.matmul %x, %wc, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
  %c1 = tosa.add %c0, %bc : (tensor<1x16x32xf32>, tensor<1x1x32xf32>) -> tensor<1x16x32xf32>
  %c2 = tosa.mul %c1, %mask, %shift : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %c = tosa.tanh %c2 : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>

  // ---- highway: t * c + (1 - t) * x ----
  %carry = tosa.sub %one, %t : (tensor<1x1x1xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
  %yc = tosa.mul %t, %c, %shift : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %yx = tosa.mul %carry, %x, %shift : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %y = tosa.add %yc, %yx : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
  return %y, %c : tensor<1x16x32xf32>, tensor<1x16x32xf32>
}
