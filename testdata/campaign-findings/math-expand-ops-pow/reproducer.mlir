// math-expand-ops miscompiles tosa.pow (nan-mismatch)
// Reduced by defuse 0.4.0 (ce4478a) from program.mlir (9 ops, 6 passes) to 1 ops and 2 passes in 19 oracle calls.
// Signature: nan-mismatch@math-expand-ops:tosa.pow
//
// expect: miscompile -- passes while the compiler still fails with nan-mismatch@math-expand-ops:tosa.pow; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'nan-mismatch@math-expand-ops:tosa.pow' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry main
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry main | %FileCheck %s
// CHECK: verdict nan-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(0)
// DEFUSE-INPUT: arg1=values(0)

module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.pow %arg0, %arg1 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
