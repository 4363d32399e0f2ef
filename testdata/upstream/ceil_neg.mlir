// Upstream miscompile: math-expand-ops expands math.ceil so that
// ceil(x) for x in (-1, 0) returns +0.0 instead of -0.0
// (llvm-project #218111). The expansion computes
//   t = copysign(sitofp(fptosi(x)), x)   // -0.0 for x = -0.25
//   r = t + (x > t ? 1.0 : 0.0)          // -0.0 + +0.0 = +0.0  <- sign lost
// Workload: a single elementwise linalg.generic applying math.ceil.
//   %x [64] f32.  Result: ceil(%x) [64] f32.
// Expected (reference and the correct lowering, llvm.intr.ceil): every element
// is -0.0 for inputs in (-1, 0); after math-expand-ops every element is +0.0
// (a sign-of-zero mismatch on all 64 elements, values otherwise equal).
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: arg0=uniform(-1,0)
// DEFUSE-CULPRIT: pass=math-expand-ops op=math.ceil kind=sign-of-zero
#id = affine_map<(d0) -> (d0)>
func.func @ceil_neg(%x: tensor<64xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.ceil %in : f32
    linalg.yield %c : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
