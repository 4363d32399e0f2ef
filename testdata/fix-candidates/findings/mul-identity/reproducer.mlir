// fixlab-mul-identity-faulty miscompiles linalg.generic (nan-mismatch)
// Reduced by defuse 0.4.0 (baa527f) from mul_zero.mlir (2 ops, 6 passes) to 1 ops and 1 passes in 28 oracle calls.
// Signature: nan-mismatch@fixlab-mul-identity-faulty:linalg.generic
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@fixlab-mul-identity-faulty:linalg.generic; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@fixlab-mul-identity-faulty:linalg.generic' --op-check originates --pipeline 'func.func(fixlab-mul-identity-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry masked_blend
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(fixlab-mul-identity-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry masked_blend | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(nan)
// DEFUSE-INPUT: arg1=values(0)
// DEFUSE-INPUT: arg2=values(0)

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @masked_blend(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>, %arg2: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x1xf32>, tensor<1x1xf32>) outs(%arg2 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e+00 : f32
      %cst_2 = arith.constant -1.000000e+00 : f32
      %1 = arith.mulf %in, %cst : f32
      %2 = arith.mulf %in_0, %cst_1 : f32
      %3 = arith.mulf %in_0, %cst_2 : f32
      %4 = arith.maximumf %1, %2 : f32
      %5 = arith.subf %4, %3 : f32
      linalg.yield %5 : f32
    } -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
