// Rescaling by powers of two in one fused kernel: x / 2 and x / 0.25 may
// become multiplications by 0.5 and 4 (exact); w / -4 must keep its sign.
// (Written as linalg: TOSA has no floating-point division by a constant.)
// DEFUSE-INPUT: arg0=uniform(-2,2) arg1=uniform(-2,2)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @rescale(%x: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c2 = arith.constant 2.0 : f32
    %cq = arith.constant 0.25 : f32
    %cm4 = arith.constant -4.0 : f32
    %h = arith.divf %a, %c2 : f32
    %q = arith.divf %a, %cq : f32
    %n = arith.divf %b, %cm4 : f32
    %s = arith.addf %h, %q : f32
    %t = arith.addf %s, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
