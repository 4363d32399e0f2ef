// fixlab-div-to-mul-faulty miscompiles linalg.generic (drift)
// Reduced by defuse 0.4.0 (7218618) from div_pow2.mlir (2 ops, 6 passes) to 1 ops and 1 passes in 17 oracle calls.
// Signature: drift@fixlab-div-to-mul-faulty:linalg.generic
//
// expect: miscompile -- passes while the compiler still fails with corruption@fixlab-div-to-mul-faulty:linalg.generic; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@fixlab-div-to-mul-faulty:linalg.generic' --op-check originates --pipeline 'func.func(fixlab-div-to-mul-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry rescale
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(fixlab-div-to-mul-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry rescale | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(0)
// DEFUSE-INPUT: arg1=values(1)
// DEFUSE-INPUT: arg2=values(0)

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @rescale(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>, %arg2: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x1xf32>, tensor<1x1xf32>) outs(%arg2 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %cst = arith.constant 2.000000e+00 : f32
      %cst_1 = arith.constant 2.500000e-01 : f32
      %cst_2 = arith.constant -4.000000e+00 : f32
      %1 = arith.divf %in, %cst : f32
      %2 = arith.divf %in, %cst_1 : f32
      %3 = arith.divf %in_0, %cst_2 : f32
      %4 = arith.addf %1, %2 : f32
      %5 = arith.addf %4, %3 : f32
      linalg.yield %5 : f32
    } -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
