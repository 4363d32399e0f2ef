// linalg-morph-ops miscompiles tosa.sigmoid (drift)
// Reduced by defuse 0.4.0 (c7b6a09) from specialize-drops-unary-op.mlir (24 ops, 8 passes) to 4 ops and 5 passes in 98 oracle calls.
// Signature: drift@linalg-morph-ops:tosa.sigmoid
//
// expect: miscompile -- passes while the compiler still fails with drift@linalg-morph-ops:tosa.sigmoid; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@linalg-morph-ops:tosa.sigmoid' --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),linalg-morph-ops{category-to-generic},linalg-fuse-elementwise-ops,linalg-morph-ops{generic-to-named}' --entry rmsnorm_swiglu
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),linalg-morph-ops{category-to-generic},linalg-fuse-elementwise-ops,linalg-morph-ops{generic-to-named}' --entry rmsnorm_swiglu | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(-0.109733276)
// DEFUSE-INPUT: arg1=values(1)

module {
  func.func @rmsnorm_swiglu(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xbf16>) -> tensor<1x1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %1 = tosa.cast %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xbf16>
    %2 = tosa.matmul %arg1, %1, %0, %0 : (tensor<1x1x1xbf16>, tensor<1x1x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1xf32>
    %3 = tosa.sigmoid %2 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %3 : tensor<1x1x1xf32>
  }
}
