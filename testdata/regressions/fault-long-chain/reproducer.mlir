// defuse-fault-long-chain miscompiles tosa.tanh (corruption)
// Reduced by defuse 0.4.0 (f40eb23) from mlp.mlir (22 ops, 10 passes) to 6 ops and 5 passes in 135 oracle calls.
// Signature: corruption@defuse-fault-long-chain:tosa.tanh
//
// expect: miscompile -- passes while the compiler still fails with corruption@defuse-fault-long-chain:tosa.tanh; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'corruption@defuse-fault-long-chain:tosa.tanh' --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain)' --load-pass-plugin %fault_plugin --entry mlp
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain)' --load-pass-plugin %fault_plugin --entry mlp | %FileCheck %s
// CHECK: verdict corruption (miscompile)
// DEFUSE-INPUT: arg0=const(1)
// DEFUSE-INPUT: arg1=const(1)
// DEFUSE-INPUT: arg2=const(0)
// DEFUSE-INPUT: arg3=values(0)
// DEFUSE-INPUT: arg4=values(1)
// DEFUSE-INPUT: arg5=values(0)

module {
  func.func @mlp(%arg0: tensor<1x2x1xf32>, %arg1: tensor<1x2x2xf32>, %arg2: tensor<1x2x2xf32>, %arg3: tensor<1xi8>, %arg4: tensor<1x1x1xf32>, %arg5: tensor<1x1x1xf32>) -> tensor<1x2x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.tanh %arg2 : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %2 = tosa.add %1, %arg5 : (tensor<1x2x2xf32>, tensor<1x1x1xf32>) -> tensor<1x2x2xf32>
    %3 = tosa.mul %arg1, %arg4, %arg3 : (tensor<1x2x2xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x2xf32>
    %4 = tosa.mul %3, %2, %arg3 : (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1xi8>) -> tensor<1x2x2xf32>
    %5 = tosa.matmul %4, %arg0, %0, %0 : (tensor<1x2x2xf32>, tensor<1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1xf32>
    return %5 : tensor<1x2x1xf32>
  }
}
