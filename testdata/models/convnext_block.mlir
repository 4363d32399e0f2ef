// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:convnext_block (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: layer_scale=uniform(-1,1)              // CNBlock weight: +-1/sqrt(fan-in 1)
// DEFUSE-INPUT: block.0.weight=uniform(-0.142857,0.142857)  // Conv2d weight: +-1/sqrt(fan-in 49)
// DEFUSE-INPUT: block.0.bias=uniform(-0.142857,0.142857)  // Conv2d bias: +-1/sqrt(fan-in 49)
// DEFUSE-INPUT: block.2.weight=uniform(0.8,1.2)        // LayerNorm scale: near 1
// DEFUSE-INPUT: block.2.bias=normal(0,0.05)            // LayerNorm shift: small
// DEFUSE-INPUT: block.3.weight=uniform(-0.125,0.125)   // Linear weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: block.3.bias=uniform(-0.125,0.125)     // Linear bias: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: block.5.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: block.5.bias=uniform(-0.0625,0.0625)   // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: input=normal(0,1)                      // model input
module {
  func.func @main(%arg0: tensor<64x1x1xf32> {defuse.name = "layer_scale"}, %arg1: tensor<64x1x7x7xf32> {defuse.name = "block.0.weight"}, %arg2: tensor<64xf32> {defuse.name = "block.0.bias"}, %arg3: tensor<64xf32> {defuse.name = "block.2.weight"}, %arg4: tensor<64xf32> {defuse.name = "block.2.bias"}, %arg5: tensor<256x64xf32> {defuse.name = "block.3.weight"}, %arg6: tensor<256xf32> {defuse.name = "block.3.bias"}, %arg7: tensor<64x256xf32> {defuse.name = "block.5.weight"}, %arg8: tensor<64xf32> {defuse.name = "block.5.bias"}, %arg9: tensor<1x64x8x8xf32> {defuse.name = "input"}) -> tensor<1x64x8x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %3 = tosa.const_shape  {values = dense<64> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 64, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[64, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[1, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = tosa.const_shape  {values = dense<[1, 8, 8, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[1, 256, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.const_shape  {values = dense<[1, 8, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 64, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %14 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %15 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %16 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %17 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %18 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %19 = tosa.transpose %arg9 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x8x8xf32>) -> tensor<1x8x8x64xf32>
    %20 = tosa.transpose %arg1 {perms = array<i32: 2, 3, 0, 1>} : (tensor<64x1x7x7xf32>) -> tensor<7x7x64x1xf32>
    %21 = tosa.depthwise_conv2d %19, %20, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 3, 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<7x7x64x1xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %22 = tosa.cast %21 : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf64>
    %23 = tosa.reduce_sum %22 {axis = 3 : i32} : (tensor<1x8x8x64xf64>) -> tensor<1x8x8x1xf64>
    %24 = tosa.mul %23, %13, %1 : (tensor<1x8x8x1xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x8x1xf64>
    %25 = tosa.sub %22, %24 : (tensor<1x8x8x64xf64>, tensor<1x8x8x1xf64>) -> tensor<1x8x8x64xf64>
    %26 = tosa.mul %25, %25, %1 : (tensor<1x8x8x64xf64>, tensor<1x8x8x64xf64>, tensor<1xi8>) -> tensor<1x8x8x64xf64>
    %27 = tosa.reduce_sum %26 {axis = 3 : i32} : (tensor<1x8x8x64xf64>) -> tensor<1x8x8x1xf64>
    %28 = tosa.mul %27, %13, %1 : (tensor<1x8x8x1xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x8x1xf64>
    %29 = tosa.cast %28 : (tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf32>
    %30 = tosa.reduce_sum %21 {axis = 3 : i32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x1xf32>
    %31 = tosa.mul %30, %14, %1 : (tensor<1x8x8x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8x1xf32>
    %32 = tosa.add %29, %15 : (tensor<1x8x8x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x1xf32>
    %33 = tosa.rsqrt %32 : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %34 = tosa.sub %21, %31 : (tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>) -> tensor<1x8x8x64xf32>
    %35 = tosa.mul %34, %33, %1 : (tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %36 = tosa.reshape %arg3, %2 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %37 = tosa.mul %35, %36, %1 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %38 = tosa.reshape %arg4, %2 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %39 = tosa.add %37, %38 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %40 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %41 = tosa.reshape %39, %4 : (tensor<1x8x8x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %42 = tosa.reshape %40, %5 : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %43 = tosa.matmul %41, %42, %0, %0 : (tensor<1x64x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x256xf32>
    %44 = tosa.reshape %43, %6 : (tensor<1x64x256xf32>, !tosa.shape<2>) -> tensor<64x256xf32>
    %45 = tosa.reshape %arg6, %7 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %46 = tosa.add %44, %45 : (tensor<64x256xf32>, tensor<1x256xf32>) -> tensor<64x256xf32>
    %47 = tosa.reshape %46, %8 : (tensor<64x256xf32>, !tosa.shape<4>) -> tensor<1x8x8x256xf32>
    %48 = tosa.mul %47, %18, %1 : (tensor<1x8x8x256xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %49 = tosa.erf %48 : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %50 = tosa.add %49, %16 : (tensor<1x8x8x256xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x256xf32>
    %51 = tosa.mul %17, %50, %1 : (tensor<1x1x1x1xf32>, tensor<1x8x8x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %52 = tosa.mul %47, %51, %1 : (tensor<1x8x8x256xf32>, tensor<1x8x8x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %53 = tosa.transpose %arg7 {perms = array<i32: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %54 = tosa.reshape %52, %5 : (tensor<1x8x8x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %55 = tosa.reshape %53, %9 : (tensor<256x64xf32>, !tosa.shape<3>) -> tensor<1x256x64xf32>
    %56 = tosa.matmul %54, %55, %0, %0 : (tensor<1x64x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
    %57 = tosa.reshape %56, %3 : (tensor<1x64x64xf32>, !tosa.shape<2>) -> tensor<64x64xf32>
    %58 = tosa.reshape %arg8, %10 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %59 = tosa.add %57, %58 : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x64xf32>
    %60 = tosa.reshape %59, %11 : (tensor<64x64xf32>, !tosa.shape<4>) -> tensor<1x8x8x64xf32>
    %61 = tosa.transpose %60 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf32>) -> tensor<1x64x8x8xf32>
    %62 = tosa.reshape %arg0, %12 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %63 = tosa.mul %62, %61, %1 : (tensor<1x64x1x1xf32>, tensor<1x64x8x8xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %64 = tosa.add %63, %arg9 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    return %64 : tensor<1x64x8x8xf32>
  }
}
