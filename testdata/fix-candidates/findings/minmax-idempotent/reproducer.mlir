// fixlab-minmax-idempotent-faulty miscompiles tosa.maximum (corruption)
// Reduced by defuse 0.4.0 (baa527f) from minmax_idempotent.mlir (5 ops, 6 passes) to 3 ops and 3 passes in 42 oracle calls.
// Signature: corruption@fixlab-minmax-idempotent-faulty:tosa.maximum
//
// expect: miscompile -- passes while the compiler still fails with corruption@fixlab-minmax-idempotent-faulty:tosa.maximum; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@fixlab-minmax-idempotent-faulty:tosa.maximum' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-minmax-idempotent-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry double_clip
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-minmax-idempotent-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry double_clip | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(1)

module {
  func.func @double_clip(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %1 = tosa.minimum %arg0, %0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = tosa.maximum %1, %0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
