// A mutant of testdata/workloads/gru_cell.mlir made by defuse's fuzzer.
// DEFUSE-MUTATED: from=testdata/workloads/gru_cell.mlir seed=4588585318788215616 mutation=dtype f32 -> bf16 -> f32 after -:53:13
module {
  func.func @gru_cell(%arg0: tensor<2x16x64xf32>, %arg1: tensor<1x16x128xf32>, %arg2: tensor<1x64x384xf32>, %arg3: tensor<1x1x384xf32>, %arg4: tensor<1x128x384xf32>, %arg5: tensor<1x1x384xf32>) -> tensor<2x16x128xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %3 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %4 = tosa.const_shape  {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 16, 384]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[1, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[0, 0, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[0, 0, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[0, 16, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.reshape %arg0, %4 : (tensor<2x16x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %13 = tosa.matmul %12, %arg2, %1, %1 : (tensor<1x32x64xf32>, tensor<1x64x384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x384xf32>
    %14 = tosa.add %13, %arg3 : (tensor<1x32x384xf32>, tensor<1x1x384xf32>) -> tensor<1x32x384xf32>
    %15 = tosa.cast %arg4 : (tensor<1x128x384xf32>) -> tensor<1x128x384xf16>
    %16 = tosa.slice %14, %10, %5 : (tensor<1x32x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x384xf32>
    %17 = tosa.cast %arg1 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf16>
    %18 = tosa.matmul %17, %15, %2, %2 : (tensor<1x16x128xf16>, tensor<1x128x384xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x384xf32>
    %19 = tosa.add %18, %arg5 : (tensor<1x16x384xf32>, tensor<1x1x384xf32>) -> tensor<1x16x384xf32>
    %20 = tosa.slice %16, %7, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %21 = tosa.slice %19, %7, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %22 = tosa.slice %16, %8, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %23 = tosa.slice %19, %8, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %24 = tosa.slice %16, %9, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %25 = tosa.slice %19, %9, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %26 = tosa.add %20, %21 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %27 = tosa.sigmoid %26 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %28 = tosa.add %22, %23 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %29 = tosa.sigmoid %28 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %30 = tosa.mul %27, %25, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %31 = tosa.add %24, %30 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %32 = tosa.cast %31 : (tensor<1x16x128xf32>) -> tensor<1x16x128xbf16>
    %33 = tosa.cast %32 : (tensor<1x16x128xbf16>) -> tensor<1x16x128xf32>
    %34 = tosa.tanh %33 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %35 = tosa.sub %3, %29 : (tensor<1x1x1xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %36 = tosa.mul %35, %34, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %37 = tosa.mul %29, %arg1, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %38 = tosa.add %36, %37 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %39 = tosa.slice %14, %11, %5 : (tensor<1x32x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x384xf32>
    %40 = tosa.cast %38 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf16>
    %41 = tosa.matmul %40, %15, %2, %2 : (tensor<1x16x128xf16>, tensor<1x128x384xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x384xf32>
    %42 = tosa.add %41, %arg5 : (tensor<1x16x384xf32>, tensor<1x1x384xf32>) -> tensor<1x16x384xf32>
    %43 = tosa.slice %39, %7, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %44 = tosa.slice %42, %7, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %45 = tosa.slice %39, %8, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %46 = tosa.slice %42, %8, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %47 = tosa.slice %39, %9, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %48 = tosa.slice %42, %9, %6 : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %49 = tosa.add %43, %44 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %50 = tosa.sigmoid %49 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %51 = tosa.add %45, %46 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %52 = tosa.sigmoid %51 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %53 = tosa.mul %50, %48, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %54 = tosa.add %47, %53 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %55 = tosa.tanh %54 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %56 = tosa.sub %3, %52 : (tensor<1x1x1xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %57 = tosa.mul %56, %55, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %58 = tosa.mul %52, %38, %0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %59 = tosa.add %57, %58 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %60 = tosa.concat %38, %59 {axis = 0 : i32} : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<2x16x128xf32>
    return %60 : tensor<2x16x128xf32>
  }
}
