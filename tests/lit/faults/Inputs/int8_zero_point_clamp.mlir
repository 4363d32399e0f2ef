// Asymmetric int8 requantization step: shift the int8 codes by the output
// zero point (+100) and clamp to the activation range [-100, 50]. The add is
// i8 arithmetic and wraps for codes above 27 (tosa.add lowers to arith.addi,
// which wraps), so the clamp sees the wrapped code: x = 108 gives
// 208 - 256 = -48, inside the range, not 50.
// DEFUSE-INPUT: arg0=int(-128,127)
func.func @zero_point_clamp(%x: tensor<16x64xi8>) -> tensor<16x64xi8> {
  %zp = "tosa.const"() <{values = dense<100> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %s = tosa.add %x, %zp : (tensor<16x64xi8>, tensor<1x1xi8>) -> tensor<16x64xi8>
  %c = tosa.clamp %s {min_val = -100 : i8, max_val = 50 : i8} : (tensor<16x64xi8>) -> tensor<16x64xi8>
  return %c : tensor<16x64xi8>
}
