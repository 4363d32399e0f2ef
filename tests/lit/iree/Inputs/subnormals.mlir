// Elementwise ops on subnormal values: under IREE's CPU runtime, which
// flushes subnormals to zero (FTZ/DAZ), x + 0, x * 1 and max(x, 0) of a
// subnormal x are zero.
#m = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %r:2 = linalg.generic {indexing_maps = [#m, #m, #m, #m], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e, %e : tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32, %p: f32):
    %s = arith.addf %a, %zero : f32
    %t = arith.mulf %s, %one : f32
    %u = arith.maximumf %t, %b : f32
    %v = arith.mulf %a, %b : f32
    linalg.yield %u, %v : f32, f32
  } -> (tensor<64xf32>, tensor<64xf32>)
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}
