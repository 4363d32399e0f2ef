// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 4674566582105200649`).
// DEFUSE-GENERATED: family=special-values seed=4674566582105200649
// DEFUSE-INPUT: arg0=edges
// DEFUSE-INPUT: arg1=edges
// DEFUSE-INPUT: arg2=edges
module {
  func.func @main(%arg0: tensor<12x12xf32>, %arg1: tensor<12x12xf32>, %arg2: tensor<12x12xf32>) -> (tensor<12x12xf32>, tensor<12x12xf32>) {
    %0 = tosa.floor %arg0 : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %1 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.pow %arg0, %1 : (tensor<12x12xf32>, tensor<1x1xf32>) -> tensor<12x12xf32>
    %3 = tosa.floor %2 : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %4 = tosa.ceil %3 : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %5 = tosa.ceil %4 : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = tosa.mul %arg0, %arg1, %6 : (tensor<12x12xf32>, tensor<12x12xf32>, tensor<1xi8>) -> tensor<12x12xf32>
    %8 = tosa.maximum %7, %arg2 : (tensor<12x12xf32>, tensor<12x12xf32>) -> tensor<12x12xf32>
    return %8, %5 : tensor<12x12xf32>, tensor<12x12xf32>
  }
}
