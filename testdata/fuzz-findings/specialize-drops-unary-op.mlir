// A mutant of testdata/workloads/rmsnorm_swiglu.mlir made by defuse's fuzzer.
// DEFUSE-MUTATED: from=testdata/workloads/rmsnorm_swiglu.mlir seed=7804709258086395744 mutation=insert-op tosa.floor after -:30:9
module {
  func.func @rmsnorm_swiglu(%arg0: tensor<1x32x128xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<1x128x352xf32>, %arg3: tensor<1x128x352xf32>, %arg4: tensor<1x352x128xf32>) -> tensor<1x32x128xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %2 = "tosa.const"() <{values = dense<7.812500e-03> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %3 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %4 = tosa.mul %arg0, %arg0, %0 : (tensor<1x32x128xf32>, tensor<1x32x128xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
    %5 = tosa.reduce_sum %4 {axis = 2 : i32} : (tensor<1x32x128xf32>) -> tensor<1x32x1xf32>
    %6 = tosa.mul %5, %2, %0 : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
    %7 = tosa.add %6, %3 : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %8 = tosa.rsqrt %7 : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %9 = tosa.mul %arg0, %8, %0 : (tensor<1x32x128xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
    %10 = tosa.mul %9, %arg1, %0 : (tensor<1x32x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
    %11 = tosa.cast %10 : (tensor<1x32x128xf32>) -> tensor<1x32x128xbf16>
    %12 = tosa.floor %11 : (tensor<1x32x128xbf16>) -> tensor<1x32x128xbf16>
    %13 = tosa.cast %arg2 : (tensor<1x128x352xf32>) -> tensor<1x128x352xbf16>
    %14 = tosa.cast %arg3 : (tensor<1x128x352xf32>) -> tensor<1x128x352xbf16>
    %15 = tosa.cast %arg4 : (tensor<1x352x128xf32>) -> tensor<1x352x128xbf16>
    %16 = tosa.matmul %12, %13, %1, %1 : (tensor<1x32x128xbf16>, tensor<1x128x352xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x352xf32>
    %17 = tosa.matmul %12, %14, %1, %1 : (tensor<1x32x128xbf16>, tensor<1x128x352xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x352xf32>
    %18 = tosa.sigmoid %16 : (tensor<1x32x352xf32>) -> tensor<1x32x352xf32>
    %19 = tosa.mul %16, %18, %0 : (tensor<1x32x352xf32>, tensor<1x32x352xf32>, tensor<1xi8>) -> tensor<1x32x352xf32>
    %20 = tosa.mul %19, %17, %0 : (tensor<1x32x352xf32>, tensor<1x32x352xf32>, tensor<1xi8>) -> tensor<1x32x352xf32>
    %21 = tosa.cast %20 : (tensor<1x32x352xf32>) -> tensor<1x32x352xbf16>
    %22 = tosa.matmul %21, %15, %1, %1 : (tensor<1x32x352xbf16>, tensor<1x352x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x128xf32>
    %23 = tosa.add %arg0, %22 : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    return %23 : tensor<1x32x128xf32>
  }
}
