// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 5157475494656631857`).
// DEFUSE-GENERATED: family=special-values seed=5157475494656631857
// DEFUSE-INPUT: arg0=edges
// DEFUSE-INPUT: arg1=edges
module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = tosa.abs %arg0 : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.pow %0, %1 : (tensor<2x4xf32>, tensor<1x1xf32>) -> tensor<2x4xf32>
    %3 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %4 = tosa.pow %2, %3 : (tensor<2x4xf32>, tensor<1x1xf32>) -> tensor<2x4xf32>
    %5 = tosa.abs %arg0 : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = tosa.add %4, %arg1 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "tosa.const"() <{values = dense<-1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %8 = tosa.add %6, %7 : (tensor<2x4xf32>, tensor<1x1xf32>) -> tensor<2x4xf32>
    %9 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %10 = tosa.pow %8, %9 : (tensor<2x4xf32>, tensor<1x1xf32>) -> tensor<2x4xf32>
    return %10, %5 : tensor<2x4xf32>, tensor<2x4xf32>
  }
}
