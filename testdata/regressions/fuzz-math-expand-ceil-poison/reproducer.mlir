// arith-expand miscompiles tosa.ceil (nan-mismatch)
// Reduced by defuse 0.4.0 (327a12e) from math-expand-ceil-poison.mlir (9 ops, 26 passes) to 4 ops and 3 passes in 85 oracle calls.
// Signature: nan-mismatch@arith-expand:tosa.ceil
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@arith-expand:tosa.ceil; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@arith-expand:tosa.ceil' --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops),arith-expand' --entry main
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops),arith-expand' --entry main | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(nan)

module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.abs %arg0 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1 = tosa.ceil %0 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %3 = tosa.minimum %1, %2 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %3 : tensor<1x1xf32>
  }
}
