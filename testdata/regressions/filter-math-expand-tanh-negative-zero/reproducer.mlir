// math-expand-ops miscompiles tosa.tanh (signed-zero-mismatch)
// Reduced by defuse 0.4.0 (c728f1e) from masked_highway_tanh.mlir (14 ops, 23 passes) to 1 ops and 2 passes in 19 oracle calls.
// Signature: signed-zero-mismatch@math-expand-ops:tosa.tanh
//
// expect: miscompile -- passes while the compiler still fails with signed-zero-mismatch@math-expand-ops:tosa.tanh; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'signed-zero-mismatch@math-expand-ops:tosa.tanh' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry masked_highway_tanh
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry masked_highway_tanh | %FileCheck %s
// CHECK: verdict signed-zero-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(-0)

module {
  func.func @masked_highway_tanh(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = tosa.tanh %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %0 : tensor<1x1x1xf32>
  }
}
