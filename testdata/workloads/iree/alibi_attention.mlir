// One attention head with ALiBi position bias, in linalg on tensors as a
// front end writes it: the keys arrive in [d, t] layout, the scores are
// transposed to [key, query] for the bias, and the bias
// reads the positions with linalg.index. IREE 3.1.0's
// iree-global-opt-propagate-linalg-transpose sinks the scores' transpose
// below the bias generic without permuting its linalg.index dimensions
// (iree PR #22248, fixed in 3.10.0), so the bias lands on the wrong
// elements; --iree-global-opt-propagate-transposes=false avoids it.
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%q: tensor<8x16xf32>, %kt: tensor<16x8xf32>,
                %v: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  %slope = arith.constant 0.5 : f32
  // scores[i, j] = q[i] . k[j], the keys in [d, t] layout
  %se = tensor.empty() : tensor<8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<8x16xf32>, tensor<16x8xf32>) outs(%sz : tensor<8x8xf32>) -> tensor<8x8xf32>
  // to [key, query] for the bias
  %st = linalg.transpose ins(%s : tensor<8x8xf32>) outs(%se : tensor<8x8xf32>) permutation = [1, 0]
  // biased[j, i] = scale * st[j, i] - slope * (i - j)  (the query's distance back to the key)
  %b = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]}
      ins(%st : tensor<8x8xf32>) outs(%se : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 0 : index
    %i = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %di = arith.index_cast %d : index to i32
    %df = arith.sitofp %di : i32 to f32
    %pen = arith.mulf %slope, %df : f32
    %sc = arith.mulf %in, %scale : f32
    %r = arith.subf %sc, %pen : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // back to [query, key]
  %bq = linalg.transpose ins(%b : tensor<8x8xf32>) outs(%se : tensor<8x8xf32>) permutation = [1, 0]
  // softmax over keys
  %me = tensor.empty() : tensor<8xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [#map2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%bq : tensor<8x8xf32>) outs(%mi : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %x = arith.maximumf %in, %acc : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %e = linalg.generic {indexing_maps = [#map2, #row, #map2], iterator_types = ["parallel", "parallel"]}
      ins(%bq, %m : tensor<8x8xf32>, tensor<8xf32>) outs(%se : tensor<8x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %x = arith.subf %in, %mx : f32
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  %zi = linalg.fill ins(%zero : f32) outs(%me : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#map2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<8x8xf32>) outs(%zi : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %x = arith.addf %in, %acc : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#map2, #row, #map2], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<8x8xf32>, tensor<8xf32>) outs(%se : tensor<8x8xf32>) {
  ^bb0(%in: f32, %sm: f32, %out: f32):
    %x = arith.divf %in, %sm : f32
    linalg.yield %x : f32
  } -> tensor<8x8xf32>
  // weighted values
  %oe = tensor.empty() : tensor<8x16xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<8x16xf32>) -> tensor<8x16xf32>
  %o = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x16xf32>) outs(%oz : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %o : tensor<8x16xf32>
}
