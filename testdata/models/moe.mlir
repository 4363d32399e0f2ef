// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:moe (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: gate=uniform(-0.00552427,0.00552427)  // MoeLayer weight: +-1/sqrt(fan-in 32768)
// DEFUSE-INPUT: up=uniform(-0.00552427,0.00552427)    // MoeLayer weight: +-1/sqrt(fan-in 32768)
// DEFUSE-INPUT: down=uniform(-0.00552427,0.00552427)  // MoeLayer weight: +-1/sqrt(fan-in 32768)
// DEFUSE-INPUT: router.weight=uniform(-0.0883883,0.0883883)  // Linear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: x=normal(0,1)                         // model input
module {
  func.func @main(%arg0: tensor<4x128x256xf32> {defuse.name = "gate"}, %arg1: tensor<4x128x256xf32> {defuse.name = "up"}, %arg2: tensor<4x256x128xf32> {defuse.name = "down"}, %arg3: tensor<4x128xf32> {defuse.name = "router.weight"}, %arg4: tensor<16x128xf32> {defuse.name = "x"}) -> tensor<16x128xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
    %1 = "tosa.const"() <{values = dense<-1.000000e+00> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 128, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[16, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = tosa.const_shape  {values = dense<[4, 128, 256, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[1, 128, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[16, 1, 4, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[4, 16, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[16, 4, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[16, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %13 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<4x128xf32>) -> tensor<128x4xf32>
    %14 = tosa.reshape %arg4, %3 : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %15 = tosa.reshape %13, %4 : (tensor<128x4xf32>, !tosa.shape<3>) -> tensor<1x128x4xf32>
    %16 = tosa.matmul %14, %15, %2, %2 : (tensor<1x16x128xf32>, tensor<1x128x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x4xf32>
    %17 = tosa.reshape %16, %5 : (tensor<1x16x4xf32>, !tosa.shape<2>) -> tensor<16x4xf32>
    %18 = tosa.reduce_max %17 {axis = 1 : i32} : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %19 = tosa.sub %17, %18 : (tensor<16x4xf32>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %20 = tosa.exp %19 : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %21 = tosa.reduce_sum %20 {axis = 1 : i32} : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %22 = tosa.reciprocal %21 : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %23 = tosa.mul %20, %22, %6 : (tensor<16x4xf32>, tensor<16x1xf32>, tensor<1xi8>) -> tensor<16x4xf32>
    %24 = tosa.reduce_max %23 {axis = 1 : i32} : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %25 = tosa.greater_equal %23, %24 : (tensor<16x4xf32>, tensor<16x1xf32>) -> tensor<16x4xi1>
    %26 = tosa.select %25, %1, %23 : (tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %27 = tosa.reduce_max %26 {axis = 1 : i32} : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %28 = tosa.greater_equal %23, %27 : (tensor<16x4xf32>, tensor<16x1xf32>) -> tensor<16x4xi1>
    %29 = tosa.select %28, %23, %0 : (tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %30 = tosa.reduce_sum %29 {axis = 1 : i32} : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %31 = tosa.reciprocal %30 : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %32 = tosa.mul %29, %31, %6 : (tensor<16x4xf32>, tensor<16x1xf32>, tensor<1xi8>) -> tensor<16x4xf32>
    %33 = tosa.reshape %arg0, %7 : (tensor<4x128x256xf32>, !tosa.shape<4>) -> tensor<4x128x256x1xf32>
    %34 = tosa.transpose %33 {perms = array<i32: 1, 0, 2, 3>} : (tensor<4x128x256x1xf32>) -> tensor<128x4x256x1xf32>
    %35 = tosa.reshape %34, %8 : (tensor<128x4x256x1xf32>, !tosa.shape<3>) -> tensor<1x128x1024xf32>
    %36 = tosa.matmul %14, %35, %2, %2 : (tensor<1x16x128xf32>, tensor<1x128x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x1024xf32>
    %37 = tosa.reshape %36, %9 : (tensor<1x16x1024xf32>, !tosa.shape<4>) -> tensor<16x1x4x256xf32>
    %38 = tosa.transpose %37 {perms = array<i32: 2, 0, 3, 1>} : (tensor<16x1x4x256xf32>) -> tensor<4x16x256x1xf32>
    %39 = tosa.reshape %38, %10 : (tensor<4x16x256x1xf32>, !tosa.shape<3>) -> tensor<4x16x256xf32>
    %40 = tosa.reshape %arg1, %7 : (tensor<4x128x256xf32>, !tosa.shape<4>) -> tensor<4x128x256x1xf32>
    %41 = tosa.transpose %40 {perms = array<i32: 1, 0, 2, 3>} : (tensor<4x128x256x1xf32>) -> tensor<128x4x256x1xf32>
    %42 = tosa.reshape %41, %8 : (tensor<128x4x256x1xf32>, !tosa.shape<3>) -> tensor<1x128x1024xf32>
    %43 = tosa.matmul %14, %42, %2, %2 : (tensor<1x16x128xf32>, tensor<1x128x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x1024xf32>
    %44 = tosa.reshape %43, %9 : (tensor<1x16x1024xf32>, !tosa.shape<4>) -> tensor<16x1x4x256xf32>
    %45 = tosa.transpose %44 {perms = array<i32: 2, 0, 3, 1>} : (tensor<16x1x4x256xf32>) -> tensor<4x16x256x1xf32>
    %46 = tosa.reshape %45, %10 : (tensor<4x16x256x1xf32>, !tosa.shape<3>) -> tensor<4x16x256xf32>
    %47 = tosa.sigmoid %39 : (tensor<4x16x256xf32>) -> tensor<4x16x256xf32>
    %48 = tosa.mul %39, %47, %6 : (tensor<4x16x256xf32>, tensor<4x16x256xf32>, tensor<1xi8>) -> tensor<4x16x256xf32>
    %49 = tosa.mul %48, %46, %6 : (tensor<4x16x256xf32>, tensor<4x16x256xf32>, tensor<1xi8>) -> tensor<4x16x256xf32>
    %50 = tosa.matmul %49, %arg2, %2, %2 : (tensor<4x16x256xf32>, tensor<4x256x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x128xf32>
    %51 = tosa.transpose %50 {perms = array<i32: 1, 2, 0>} : (tensor<4x16x128xf32>) -> tensor<16x128x4xf32>
    %52 = tosa.reshape %32, %11 : (tensor<16x4xf32>, !tosa.shape<3>) -> tensor<16x4x1xf32>
    %53 = tosa.matmul %51, %52, %2, %2 : (tensor<16x128x4xf32>, tensor<16x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x128x1xf32>
    %54 = tosa.reshape %53, %12 : (tensor<16x128x1xf32>, !tosa.shape<2>) -> tensor<16x128xf32>
    return %54 : tensor<16x128xf32>
  }
}
