// defuse-fault-false-nsw miscompiles tosa.clamp (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from int8_zero_point_clamp.mlir (3 ops, 6 passes) to 3 ops and 3 passes in 41 oracle calls.
// Signature: corruption@defuse-fault-false-nsw:tosa.clamp
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-false-nsw:tosa.clamp; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-false-nsw:tosa.clamp' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-false-nsw)' --load-pass-plugin %fault_plugin --entry zero_point_clamp
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-false-nsw)' --load-pass-plugin %fault_plugin --entry zero_point_clamp | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(68)

module {
  func.func @zero_point_clamp(%arg0: tensor<1x1xi8>) -> tensor<1x1xi8> {
    %0 = "tosa.const"() <{values = dense<100> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
    %1 = tosa.add %arg0, %0 : (tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x1xi8>
    %2 = tosa.clamp %1 {max_val = 50 : i8, min_val = -100 : i8} : (tensor<1x1xi8>) -> tensor<1x1xi8>
    return %2 : tensor<1x1xi8>
  }
}
