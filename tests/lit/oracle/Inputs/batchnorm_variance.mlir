// A batch norm with its running variance as an argument: rsqrt(var + eps).
// With the default inputs (uniform(-1,1)) about half of the variances are
// negative, and the reference itself is NaN there: the inputs are outside
// the program's domain, not a miscompile. DEFUSE-INPUTS would give the
// variance a positive range; the test leaves it out on purpose.
func.func @batchnorm(%x: tensor<4x8xf32>, %var: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v = tosa.add %var, %eps : (tensor<1x8xf32>, tensor<1x1xf32>) -> tensor<1x8xf32>
  %r = tosa.rsqrt %v : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %y = tosa.mul %x, %r, %shift : (tensor<4x8xf32>, tensor<1x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
