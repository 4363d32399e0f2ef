// x * sin(x), a term of a sinusoidal position encoding, on values that
// include both zeros. IEEE 754 (9.2.1), C99 Annex F and OpenCL all require
// sin(-0) = -0, whatever the accuracy elsewhere; on llvm-cpu IREE expands
// math.sin with MLIR's polynomial approximation, whose range reduction
// turns -0 into +0, so x * sin(x) at -0 is -0 instead of +0. IREE fuses
// the sine and the product into one dispatch, but the sine alone is wrong
// too: keeping them apart does not help.
// DEFUSE-INPUTS: arg0=values(-0.0, 0.0, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0)
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = tosa.sin %x : (tensor<8xf32>) -> tensor<8xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.mul %x, %s, %shift : (tensor<8xf32>, tensor<8xf32>, tensor<1xi8>) -> tensor<8xf32>
  return %m : tensor<8xf32>
}
