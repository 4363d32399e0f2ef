// A masked blend in one fused kernel: x * 0 for the dropped half, w * 1 and
// w * -1 for the kept one. x * 0 is -0 for a negative x and NaN for an
// infinite or NaN x. (Written as linalg: TOSA's own fold of tosa.mul by 0,
// an upstream bug, would take the product before the pass under test sees
// it.)
// DEFUSE-INPUT: arg0=edges arg1=uniform(-2,2)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @masked_blend(%x: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c0 = arith.constant 0.0 : f32
    %c1 = arith.constant 1.0 : f32
    %cm1 = arith.constant -1.0 : f32
    %z = arith.mulf %a, %c0 : f32
    %p = arith.mulf %b, %c1 : f32
    %n = arith.mulf %b, %cm1 : f32
    %m = arith.maximumf %z, %p : f32
    %s = arith.subf %m, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
