// defuse-fault-long-chain miscompiles tosa.tanh (corruption)
// Reduced by defuse 0.4.0 (c7b6a09) from mlp.mlir (22 ops, 10 passes) to 6 ops and 3 passes in 125 oracle calls.
// Signature: corruption@defuse-fault-long-chain:tosa.tanh
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-long-chain:tosa.tanh; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-long-chain:tosa.tanh' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain)' --load-pass-plugin %fault_plugin --entry mlp
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain)' --load-pass-plugin %fault_plugin --entry mlp | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=values(1)
// DEFUSE-INPUT: arg1=values(1)
// DEFUSE-INPUT: arg2=values(1)

module {
  func.func @mlp(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.add %arg0, %arg0 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2 = tosa.mul %1, %arg2, %0 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x1xf32>
    %3 = tosa.tanh %2 : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4 = tosa.mul %arg0, %arg1, %0 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x1xf32>
    %5 = tosa.mul %4, %3, %0 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x1xf32>
    return %5 : tensor<1x1x1xf32>
  }
}
