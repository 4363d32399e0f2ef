// Activations quantized to f16 and back (the f16 rounding is the point), and
// an f16 residual widened to f32 and narrowed again (exact, may go).
// DEFUSE-INPUT: arg0=uniform(-4,4) arg1=uniform(-4,4)
func.func @f16_roundtrip(%x: tensor<4x8xf32>, %h: tensor<4x8xf16>) -> (tensor<4x8xf32>, tensor<4x8xf16>) {
  %q = tosa.cast %x : (tensor<4x8xf32>) -> tensor<4x8xf16>
  %d = tosa.cast %q : (tensor<4x8xf16>) -> tensor<4x8xf32>
  %e = tosa.exp %d : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %w = tosa.cast %h : (tensor<4x8xf16>) -> tensor<4x8xf32>
  %n = tosa.cast %w : (tensor<4x8xf32>) -> tensor<4x8xf16>
  %a = tosa.abs %n : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %e, %a : tensor<4x8xf32>, tensor<4x8xf16>
}
