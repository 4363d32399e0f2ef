// math-expand-ops miscompiles tosa.ceil (signed-zero-mismatch)
// Reduced by defuse 0.4.0 (c7b6a09) from ceil_quant_encoder.mlir (80 ops, 23 passes) to 1 ops and 2 passes in 30 oracle calls.
// Signature: signed-zero-mismatch@math-expand-ops:tosa.ceil
//
// expect: miscompile -- passes while the compiler still fails with signed-zero-mismatch@math-expand-ops:tosa.ceil; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'signed-zero-mismatch@math-expand-ops:tosa.ceil' --op-check originates --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry ceil_quant_encoder
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry ceil_quant_encoder | %FileCheck %s
// CHECK: verdict signed-zero-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(-0.9817388)

module {
  func.func @ceil_quant_encoder(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = tosa.ceil %arg0 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %0 : tensor<1x1x1xf32>
  }
}
