// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 3416396271022160244`).
// DEFUSE-GENERATED: family=special-values seed=3416396271022160244
// DEFUSE-INPUT: arg0=edges
module {
  func.func @main(%arg0: tensor<6x16xf32>) -> tensor<6x16xf32> {
    %0 = tosa.floor %arg0 : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %1 = tosa.abs %0 : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %2 = "tosa.const"() <{values = dense<-0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %3 = tosa.maximum %1, %2 : (tensor<6x16xf32>, tensor<1x1xf32>) -> tensor<6x16xf32>
    return %3 : tensor<6x16xf32>
  }
}
