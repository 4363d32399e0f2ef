// Upstream miscompile: math-expand-ops rewrites math.powf(a, b) as
// exp(b * log(a)) whenever b is not a compile-time constant in
// {0, +-1, +-0.5, +-2, 3}; for a negative base log(a) is NaN, so
// (-2)^3 yields NaN instead of -8 (llvm-project #132202; fix proposed in
// PR #193231).
// Workload: one elementwise linalg.generic computing powf(x, e) where the
// exponent e = 3.0 arrives as a (splat constant) tensor operand, as it does
// after tosa-to-linalg lowers tosa.pow - so inside the body the exponent is a
// block argument and the constant-exponent shortcut does not apply.
//   %x [64] f32 (negative bases).  Result: x^3 [64] f32.
// Expected: x^3 (finite, negative, in [-8, -0.125]); after math-expand-ops
// every element is NaN.
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: arg0=uniform(-2,-0.5)
// DEFUSE-CULPRIT: pass=math-expand-ops op=math.powf kind=nan
#id = affine_map<(d0) -> (d0)>
func.func @powf_negative(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = arith.constant dense<3.0> : tensor<64xf32>
  %init = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %e : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = math.powf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
