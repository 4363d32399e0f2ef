// CANDIDATE (not a known public llvm-project issue as of this writing; found
// while validating the pipeline zoo): linalg-specialize-generic-ops turns a
// linalg.generic contraction whose body rounds the f32 operands to bf16
// (arith.truncf f32->bf16, then arith.extf bf16->f32) into a plain f32
// linalg.matmul, dropping the bf16 rounding. Same root cause family as
// #174517 (cast_unsigned dropped), #177593 (bitcast ignored) and #198235
// (i1 payload): the matcher skips over cast ops in the body without checking
// what they do.
// Such bodies arise naturally: tosa.cast f32->bf16 feeding a bf16 x bf16 -> f32
// tosa.matmul, after linalg-generalize-named-ops + linalg-fuse-elementwise-ops
// (see testdata/workloads/rmsnorm_swiglu.mlir under the kitchen-sink and
// morph-roundtrip zoo pipelines).
// Workload: C = round_bf16(A) x round_bf16(B) accumulated in f32.
//   %a [16,32] f32, %b [32,8] f32.  Result [16,8] f32.
// Expected: products of bf16-rounded operands; after specialization the exact
// f32 operands are used: per-element differences of order 2^-9 relative to
// the operand magnitudes (e.g. 0.2224 vs 0.2306 for one seed), far beyond f32
// rounding error.
// DEFUSE-PIPELINE: func.func(linalg-specialize-generic-ops)
// DEFUSE-INPUTS: all=uniform(-1,1)
// DEFUSE-CULPRIT: pass=linalg-specialize-generic-ops op=arith.truncf (inside the matmul generic) kind=precision
#ma = affine_map<(d0, d1, d2) -> (d0, d2)>
#mb = affine_map<(d0, d1, d2) -> (d2, d1)>
#mc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @specialize_drops_truncf(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%acc : tensor<16x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %xt = arith.truncf %x : f32 to bf16
    %yt = arith.truncf %y : f32 to bf16
    %xe = arith.extf %xt : bf16 to f32
    %ye = arith.extf %yt : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %out, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}
