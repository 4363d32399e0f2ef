// fixlab-negate-hoist-faulty miscompiles tosa.cos (corruption)
// Reduced by defuse 0.4.0 (baa527f) from negate_hoist.mlir (5 ops, 6 passes) to 3 ops and 3 passes in 37 oracle calls.
// Signature: corruption@fixlab-negate-hoist-faulty:tosa.cos
//
// expect: miscompile -- passes while the compiler still fails with corruption@fixlab-negate-hoist-faulty:tosa.cos; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@fixlab-negate-hoist-faulty:tosa.cos' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-negate-hoist-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry rotary_negated
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-negate-hoist-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry rotary_negated | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(0)

module {
  func.func @rotary_negated(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.negate %arg0, %0, %0 : (tensor<1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1xf32>
    %2 = tosa.cos %1 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
