// fixlab-add-of-negate-faulty miscompiles tosa.add (corruption)
// Reduced by defuse 0.4.0 (baa527f) from add_of_negate.mlir (5 ops, 6 passes) to 3 ops and 3 passes in 32 oracle calls.
// Signature: corruption@fixlab-add-of-negate-faulty:tosa.add
//
// expect: miscompile -- passes while the compiler still fails with corruption@fixlab-add-of-negate-faulty:tosa.add; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@fixlab-add-of-negate-faulty:tosa.add' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-add-of-negate-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry negated_residual
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-add-of-negate-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry negated_residual | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(0)
// DEFUSE-INPUT: arg1=values(1)

module {
  func.func @negated_residual(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.negate %arg0, %0, %0 : (tensor<1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1xf32>
    %2 = tosa.add %1, %arg1 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
