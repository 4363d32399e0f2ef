// math-expand-ops miscompiles tosa.ceil (signed-zero-mismatch)
// The value projection's fake quantization of ceil_quant_encoder.mlir (a
// ceil of a reciprocal), cut by hand to the two ops: ceil(1 / -1.5) is -0,
// math-expand-ops makes it +0 (llvm-project #218111).
// Signature: signed-zero-mismatch@math-expand-ops:tosa.ceil
//
// RUN: %defuse check %s --signature 'signed-zero-mismatch@math-expand-ops:tosa.ceil' --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry main
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),func.func(math-expand-ops)' --entry main | %FileCheck %s
// CHECK: verdict signed-zero-mismatch (miscompile)
// DEFUSE-INPUT: arg0=values(-1.5)

module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.reciprocal %arg0 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1 = tosa.ceil %0 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
