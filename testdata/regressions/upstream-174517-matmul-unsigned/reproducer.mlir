// linalg-specialize-generic-ops miscompiles linalg.matmul (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from uint8_qmlp_block.mlir (85 ops, 25 passes) to 1 ops and 2 passes in 21 oracle calls.
// Signature: corruption@linalg-specialize-generic-ops:linalg.matmul
//
// expect: miscompile -- passes while the compiler still fails with corruption@linalg-specialize-generic-ops:linalg.matmul; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@linalg-specialize-generic-ops:linalg.matmul' --op-check originates --pipeline 'func.func(linalg-generalize-named-ops),func.func(linalg-specialize-generic-ops)' --entry uint8_qmlp_block
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(linalg-generalize-named-ops),func.func(linalg-specialize-generic-ops)' --entry uint8_qmlp_block | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(1)
// DEFUSE-INPUT: arg1=values(-126)
// DEFUSE-INPUT: arg2=values(0)

module {
  func.func @uint8_qmlp_block(%arg0: tensor<1x1xi8>, %arg1: tensor<1x1xi8>, %arg2: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<1x1xi8>, tensor<1x1xi8>) outs(%arg2 : tensor<1x1xi32>) -> tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
}
