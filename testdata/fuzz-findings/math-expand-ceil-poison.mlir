// A program of defuse's fuzzer (reproduce with `defuse generate --family special-values --seed 8739739204008142546`).
// DEFUSE-GENERATED: family=special-values seed=8739739204008142546
// DEFUSE-INPUT: arg0=edges
// DEFUSE-INPUT: arg1=edges
module {
  func.func @main(%arg0: tensor<12x16xf32>, %arg1: tensor<12x16xf32>) -> tensor<12x16xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.negate %arg0, %0, %0 : (tensor<12x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x16xf32>
    %2 = tosa.minimum %1, %arg1 : (tensor<12x16xf32>, tensor<12x16xf32>) -> tensor<12x16xf32>
    %3 = tosa.ceil %2 : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %4 = tosa.abs %3 : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %5 = tosa.ceil %4 : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %6 = tosa.floor %5 : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %8 = tosa.minimum %6, %7 : (tensor<12x16xf32>, tensor<1x1xf32>) -> tensor<12x16xf32>
    return %8 : tensor<12x16xf32>
  }
}
