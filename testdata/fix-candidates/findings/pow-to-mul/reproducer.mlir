// fixlab-pow-to-mul-faulty miscompiles tosa.pow (nan-mismatch)
// Reduced by defuse 0.4.0 (baa527f) from pow_zero.mlir (8 ops, 6 passes) to 2 ops and 3 passes in 38 oracle calls.
// Signature: nan-mismatch@fixlab-pow-to-mul-faulty:tosa.pow
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@fixlab-pow-to-mul-faulty:tosa.pow; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@fixlab-pow-to-mul-faulty:tosa.pow' --op-check originates --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-pow-to-mul-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry pow_features
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-pow-to-mul-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry pow_features | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(nan)

module {
  func.func @pow_features(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %1 = tosa.pow %arg0, %0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
