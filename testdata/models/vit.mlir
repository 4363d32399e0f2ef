// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:vit (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: class_token=uniform(-0.0883883,0.0883883)                                             // VisionTransformer weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: conv_proj.weight=uniform(-0.0721688,0.0721688)                                        // Conv2d weight: +-1/sqrt(fan-in 192)
// DEFUSE-INPUT: conv_proj.bias=uniform(-0.0721688,0.0721688)                                          // Conv2d bias: +-1/sqrt(fan-in 192)
// DEFUSE-INPUT: encoder.pos_embedding=uniform(-0.0214373,0.0214373)                                   // Encoder weight: +-1/sqrt(fan-in 2176)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.ln_1.weight=uniform(0.8,1.2)                           // LayerNorm scale: near 1
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.ln_1.bias=normal(0,0.05)                               // LayerNorm shift: small
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.self_attention.in_proj_weight=uniform(-0.0883883,0.0883883)  // MultiheadAttention weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.self_attention.in_proj_bias=uniform(-0.051031,0.051031)  // MultiheadAttention bias: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.self_attention.out_proj.weight=uniform(-0.0883883,0.0883883)  // NonDynamicallyQuantizableLinear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.self_attention.out_proj.bias=uniform(-0.0883883,0.0883883)  // NonDynamicallyQuantizableLinear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.ln_2.weight=uniform(0.8,1.2)                           // LayerNorm scale: near 1
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.ln_2.bias=normal(0,0.05)                               // LayerNorm shift: small
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.mlp.0.weight=uniform(-0.0883883,0.0883883)             // Linear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.mlp.0.bias=uniform(-0.0883883,0.0883883)               // Linear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.mlp.3.weight=uniform(-0.0625,0.0625)                   // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: encoder.layers.encoder_layer_0.mlp.3.bias=uniform(-0.0625,0.0625)                     // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.ln_1.weight=uniform(0.8,1.2)                           // LayerNorm scale: near 1
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.ln_1.bias=normal(0,0.05)                               // LayerNorm shift: small
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.self_attention.in_proj_weight=uniform(-0.0883883,0.0883883)  // MultiheadAttention weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.self_attention.in_proj_bias=uniform(-0.051031,0.051031)  // MultiheadAttention bias: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.self_attention.out_proj.weight=uniform(-0.0883883,0.0883883)  // NonDynamicallyQuantizableLinear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.self_attention.out_proj.bias=uniform(-0.0883883,0.0883883)  // NonDynamicallyQuantizableLinear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.ln_2.weight=uniform(0.8,1.2)                           // LayerNorm scale: near 1
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.ln_2.bias=normal(0,0.05)                               // LayerNorm shift: small
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.mlp.0.weight=uniform(-0.0883883,0.0883883)             // Linear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.mlp.0.bias=uniform(-0.0883883,0.0883883)               // Linear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.mlp.3.weight=uniform(-0.0625,0.0625)                   // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: encoder.layers.encoder_layer_1.mlp.3.bias=uniform(-0.0625,0.0625)                     // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: encoder.ln.weight=uniform(0.8,1.2)                                                    // LayerNorm scale: near 1
// DEFUSE-INPUT: encoder.ln.bias=normal(0,0.05)                                                        // LayerNorm shift: small
// DEFUSE-INPUT: heads.head.weight=uniform(-0.0883883,0.0883883)                                       // Linear weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: heads.head.bias=uniform(-0.0883883,0.0883883)                                         // Linear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: x=normal(0,1)                                                                         // model input
module {
  func.func @main(%arg0: tensor<1x1x128xf32> {defuse.name = "class_token"}, %arg1: tensor<128x3x8x8xf32> {defuse.name = "conv_proj.weight"}, %arg2: tensor<128xf32> {defuse.name = "conv_proj.bias"}, %arg3: tensor<1x17x128xf32> {defuse.name = "encoder.pos_embedding"}, %arg4: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.ln_1.weight"}, %arg5: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.ln_1.bias"}, %arg6: tensor<384x128xf32> {defuse.name = "encoder.layers.encoder_layer_0.self_attention.in_proj_weight"}, %arg7: tensor<384xf32> {defuse.name = "encoder.layers.encoder_layer_0.self_attention.in_proj_bias"}, %arg8: tensor<128x128xf32> {defuse.name = "encoder.layers.encoder_layer_0.self_attention.out_proj.weight"}, %arg9: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.self_attention.out_proj.bias"}, %arg10: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.ln_2.weight"}, %arg11: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.ln_2.bias"}, %arg12: tensor<256x128xf32> {defuse.name = "encoder.layers.encoder_layer_0.mlp.0.weight"}, %arg13: tensor<256xf32> {defuse.name = "encoder.layers.encoder_layer_0.mlp.0.bias"}, %arg14: tensor<128x256xf32> {defuse.name = "encoder.layers.encoder_layer_0.mlp.3.weight"}, %arg15: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_0.mlp.3.bias"}, %arg16: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.ln_1.weight"}, %arg17: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.ln_1.bias"}, %arg18: tensor<384x128xf32> {defuse.name = "encoder.layers.encoder_layer_1.self_attention.in_proj_weight"}, %arg19: tensor<384xf32> {defuse.name = "encoder.layers.encoder_layer_1.self_attention.in_proj_bias"}, %arg20: tensor<128x128xf32> {defuse.name = "encoder.layers.encoder_layer_1.self_attention.out_proj.weight"}, %arg21: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.self_attention.out_proj.bias"}, %arg22: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.ln_2.weight"}, %arg23: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.ln_2.bias"}, %arg24: tensor<256x128xf32> {defuse.name = "encoder.layers.encoder_layer_1.mlp.0.weight"}, %arg25: tensor<256xf32> {defuse.name = "encoder.layers.encoder_layer_1.mlp.0.bias"}, %arg26: tensor<128x256xf32> {defuse.name = "encoder.layers.encoder_layer_1.mlp.3.weight"}, %arg27: tensor<128xf32> {defuse.name = "encoder.layers.encoder_layer_1.mlp.3.bias"}, %arg28: tensor<128xf32> {defuse.name = "encoder.ln.weight"}, %arg29: tensor<128xf32> {defuse.name = "encoder.ln.bias"}, %arg30: tensor<10x128xf32> {defuse.name = "heads.head.weight"}, %arg31: tensor<10xf32> {defuse.name = "heads.head.bias"}, %arg32: tensor<1x3x32x32xf32> {defuse.name = "x"}) -> tensor<1x10xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x17x17xf32>}> : () -> tensor<1x4x17x17xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.const_shape  {values = dense<[1, 128, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 1, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[17, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[1, 17, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 128, 384]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[17, 384]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %9 = tosa.const_shape  {values = dense<[1, 384]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %10 = tosa.const_shape  {values = dense<[1, 17, 1, 3, 128]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %11 = tosa.const_shape  {values = dense<[3, 17, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 17, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[17, 4, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[1, 4, 17, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[4, 17, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[4, 32, 17]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[1, 4, 17, 17]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[4, 17, 17]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[1, 128, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[1, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = tosa.const_shape  {values = dense<[1, 128, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = tosa.const_shape  {values = dense<[17, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %26 = tosa.const_shape  {values = dense<[1, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %27 = tosa.const_shape  {values = dense<[1, 17, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %28 = tosa.const_shape  {values = dense<[1, 256, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %29 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %30 = tosa.const_shape  {values = dense<[1, 128, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %31 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %32 = "tosa.const"() <{values = dense<7.812500e-03> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %33 = "tosa.const"() <{values = dense<7.812500e-03> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %34 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<0.420448214> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %37 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %39 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %40 = tosa.transpose %arg32 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x32x32xf32>) -> tensor<1x32x32x3xf32>
    %41 = tosa.transpose %arg1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x3x8x8xf32>) -> tensor<128x8x8x3xf32>
    %42 = tosa.conv2d %40, %41, %arg2, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8, 8>} : (tensor<1x32x32x3xf32>, tensor<128x8x8x3xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %43 = tosa.transpose %42 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf32>) -> tensor<1x128x4x4xf32>
    %44 = tosa.reshape %43, %2 : (tensor<1x128x4x4xf32>, !tosa.shape<3>) -> tensor<1x128x16xf32>
    %45 = tosa.transpose %44 {perms = array<i32: 0, 2, 1>} : (tensor<1x128x16xf32>) -> tensor<1x16x128xf32>
    %46 = tosa.concat %arg0, %45 {axis = 1 : i32} : (tensor<1x1x128xf32>, tensor<1x16x128xf32>) -> tensor<1x17x128xf32>
    %47 = tosa.add %46, %arg3 : (tensor<1x17x128xf32>, tensor<1x17x128xf32>) -> tensor<1x17x128xf32>
    %48 = tosa.cast %47 : (tensor<1x17x128xf32>) -> tensor<1x17x128xf64>
    %49 = tosa.reduce_sum %48 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %50 = tosa.mul %49, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %51 = tosa.sub %48, %50 : (tensor<1x17x128xf64>, tensor<1x17x1xf64>) -> tensor<1x17x128xf64>
    %52 = tosa.mul %51, %51, %3 : (tensor<1x17x128xf64>, tensor<1x17x128xf64>, tensor<1xi8>) -> tensor<1x17x128xf64>
    %53 = tosa.reduce_sum %52 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %54 = tosa.mul %53, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %55 = tosa.cast %54 : (tensor<1x17x1xf64>) -> tensor<1x17x1xf32>
    %56 = tosa.reduce_sum %47 {axis = 2 : i32} : (tensor<1x17x128xf32>) -> tensor<1x17x1xf32>
    %57 = tosa.mul %56, %33, %3 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x1xf32>
    %58 = tosa.add %55, %34 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>) -> tensor<1x17x1xf32>
    %59 = tosa.rsqrt %58 : (tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %60 = tosa.sub %47, %57 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>) -> tensor<1x17x128xf32>
    %61 = tosa.mul %60, %59, %3 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %62 = tosa.reshape %arg4, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %63 = tosa.mul %61, %62, %3 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %64 = tosa.reshape %arg5, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %65 = tosa.add %63, %64 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>) -> tensor<1x17x128xf32>
    %66 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %67 = tosa.reshape %66, %7 : (tensor<128x384xf32>, !tosa.shape<3>) -> tensor<1x128x384xf32>
    %68 = tosa.matmul %65, %67, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x384xf32>
    %69 = tosa.reshape %68, %8 : (tensor<1x17x384xf32>, !tosa.shape<2>) -> tensor<17x384xf32>
    %70 = tosa.reshape %arg7, %9 : (tensor<384xf32>, !tosa.shape<2>) -> tensor<1x384xf32>
    %71 = tosa.add %69, %70 : (tensor<17x384xf32>, tensor<1x384xf32>) -> tensor<17x384xf32>
    %72 = tosa.reshape %71, %10 : (tensor<17x384xf32>, !tosa.shape<5>) -> tensor<1x17x1x3x128xf32>
    %73 = tosa.transpose %72 {perms = array<i32: 3, 1, 2, 0, 4>} : (tensor<1x17x1x3x128xf32>) -> tensor<3x17x1x1x128xf32>
    %74 = tosa.reshape %73, %11 : (tensor<3x17x1x1x128xf32>, !tosa.shape<4>) -> tensor<3x17x1x128xf32>
    %75 = tosa.slice %74, %13, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %76 = tosa.slice %74, %14, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %77 = tosa.slice %74, %15, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %78 = tosa.reshape %75, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %79 = tosa.transpose %78 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %80 = tosa.reshape %76, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %81 = tosa.transpose %80 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %82 = tosa.reshape %77, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %83 = tosa.transpose %82 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %84 = tosa.reshape %79, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %85 = tosa.reshape %81, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %86 = tosa.mul %84, %35, %3 : (tensor<1x4x17x32xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x17x32xf32>
    %87 = tosa.transpose %85 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x17x32xf32>) -> tensor<1x4x32x17xf32>
    %88 = tosa.mul %87, %35, %3 : (tensor<1x4x32x17xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x32x17xf32>
    %89 = tosa.reshape %86, %18 : (tensor<1x4x17x32xf32>, !tosa.shape<3>) -> tensor<4x17x32xf32>
    %90 = tosa.reshape %88, %19 : (tensor<1x4x32x17xf32>, !tosa.shape<3>) -> tensor<4x32x17xf32>
    %91 = tosa.matmul %89, %90, %1, %1 : (tensor<4x17x32xf32>, tensor<4x32x17xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x17x17xf32>
    %92 = tosa.reshape %91, %20 : (tensor<4x17x17xf32>, !tosa.shape<4>) -> tensor<1x4x17x17xf32>
    %93 = tosa.reduce_max %92 {axis = 3 : i32} : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x1xf32>
    %94 = tosa.sub %92, %93 : (tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) -> tensor<1x4x17x17xf32>
    %95 = tosa.exp %94 : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf32>
    %96 = tosa.reduce_sum %95 {axis = 3 : i32} : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x1xf32>
    %97 = tosa.reciprocal %96 : (tensor<1x4x17x1xf32>) -> tensor<1x4x17x1xf32>
    %98 = tosa.mul %95, %97, %3 : (tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>, tensor<1xi8>) -> tensor<1x4x17x17xf32>
    %99 = tosa.cast %92 : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf64>
    %100 = tosa.equal %99, %36 : (tensor<1x4x17x17xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x17x17xi1>
    %101 = tosa.reduce_all %100 {axis = 3 : i32} : (tensor<1x4x17x17xi1>) -> tensor<1x4x17x1xi1>
    %102 = tosa.select %101, %0, %98 : (tensor<1x4x17x1xi1>, tensor<1x4x17x17xf32>, tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf32>
    %103 = tosa.reshape %102, %21 : (tensor<1x4x17x17xf32>, !tosa.shape<3>) -> tensor<4x17x17xf32>
    %104 = tosa.matmul %103, %83, %1, %1 : (tensor<4x17x17xf32>, tensor<4x17x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x17x32xf32>
    %105 = tosa.reshape %104, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %106 = tosa.transpose %105 {perms = array<i32: 2, 0, 1, 3>} : (tensor<1x4x17x32xf32>) -> tensor<17x1x4x32xf32>
    %107 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %108 = tosa.reshape %106, %6 : (tensor<17x1x4x32xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %109 = tosa.reshape %107, %22 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %110 = tosa.matmul %108, %109, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x128xf32>
    %111 = tosa.reshape %110, %5 : (tensor<1x17x128xf32>, !tosa.shape<2>) -> tensor<17x128xf32>
    %112 = tosa.reshape %arg9, %23 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %113 = tosa.add %111, %112 : (tensor<17x128xf32>, tensor<1x128xf32>) -> tensor<17x128xf32>
    %114 = tosa.reshape %113, %6 : (tensor<17x128xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %115 = tosa.add %114, %47 : (tensor<1x17x128xf32>, tensor<1x17x128xf32>) -> tensor<1x17x128xf32>
    %116 = tosa.cast %115 : (tensor<1x17x128xf32>) -> tensor<1x17x128xf64>
    %117 = tosa.reduce_sum %116 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %118 = tosa.mul %117, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %119 = tosa.sub %116, %118 : (tensor<1x17x128xf64>, tensor<1x17x1xf64>) -> tensor<1x17x128xf64>
    %120 = tosa.mul %119, %119, %3 : (tensor<1x17x128xf64>, tensor<1x17x128xf64>, tensor<1xi8>) -> tensor<1x17x128xf64>
    %121 = tosa.reduce_sum %120 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %122 = tosa.mul %121, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %123 = tosa.cast %122 : (tensor<1x17x1xf64>) -> tensor<1x17x1xf32>
    %124 = tosa.reduce_sum %115 {axis = 2 : i32} : (tensor<1x17x128xf32>) -> tensor<1x17x1xf32>
    %125 = tosa.mul %124, %33, %3 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x1xf32>
    %126 = tosa.add %123, %34 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>) -> tensor<1x17x1xf32>
    %127 = tosa.rsqrt %126 : (tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %128 = tosa.sub %115, %125 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>) -> tensor<1x17x128xf32>
    %129 = tosa.mul %128, %127, %3 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %130 = tosa.reshape %arg10, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %131 = tosa.mul %129, %130, %3 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %132 = tosa.reshape %arg11, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %133 = tosa.add %131, %132 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>) -> tensor<1x17x128xf32>
    %134 = tosa.transpose %arg12 {perms = array<i32: 1, 0>} : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %135 = tosa.reshape %134, %24 : (tensor<128x256xf32>, !tosa.shape<3>) -> tensor<1x128x256xf32>
    %136 = tosa.matmul %133, %135, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x256xf32>
    %137 = tosa.reshape %136, %25 : (tensor<1x17x256xf32>, !tosa.shape<2>) -> tensor<17x256xf32>
    %138 = tosa.reshape %arg13, %26 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %139 = tosa.add %137, %138 : (tensor<17x256xf32>, tensor<1x256xf32>) -> tensor<17x256xf32>
    %140 = tosa.reshape %139, %27 : (tensor<17x256xf32>, !tosa.shape<3>) -> tensor<1x17x256xf32>
    %141 = tosa.mul %140, %39, %3 : (tensor<1x17x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %142 = tosa.erf %141 : (tensor<1x17x256xf32>) -> tensor<1x17x256xf32>
    %143 = tosa.add %142, %37 : (tensor<1x17x256xf32>, tensor<1x1x1xf32>) -> tensor<1x17x256xf32>
    %144 = tosa.mul %38, %143, %3 : (tensor<1x1x1xf32>, tensor<1x17x256xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %145 = tosa.mul %140, %144, %3 : (tensor<1x17x256xf32>, tensor<1x17x256xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %146 = tosa.transpose %arg14 {perms = array<i32: 1, 0>} : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %147 = tosa.reshape %146, %28 : (tensor<256x128xf32>, !tosa.shape<3>) -> tensor<1x256x128xf32>
    %148 = tosa.matmul %145, %147, %1, %1 : (tensor<1x17x256xf32>, tensor<1x256x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x128xf32>
    %149 = tosa.reshape %148, %5 : (tensor<1x17x128xf32>, !tosa.shape<2>) -> tensor<17x128xf32>
    %150 = tosa.reshape %arg15, %23 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %151 = tosa.add %149, %150 : (tensor<17x128xf32>, tensor<1x128xf32>) -> tensor<17x128xf32>
    %152 = tosa.reshape %151, %6 : (tensor<17x128xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %153 = tosa.add %115, %152 : (tensor<1x17x128xf32>, tensor<1x17x128xf32>) -> tensor<1x17x128xf32>
    %154 = tosa.cast %153 : (tensor<1x17x128xf32>) -> tensor<1x17x128xf64>
    %155 = tosa.reduce_sum %154 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %156 = tosa.mul %155, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %157 = tosa.sub %154, %156 : (tensor<1x17x128xf64>, tensor<1x17x1xf64>) -> tensor<1x17x128xf64>
    %158 = tosa.mul %157, %157, %3 : (tensor<1x17x128xf64>, tensor<1x17x128xf64>, tensor<1xi8>) -> tensor<1x17x128xf64>
    %159 = tosa.reduce_sum %158 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %160 = tosa.mul %159, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %161 = tosa.cast %160 : (tensor<1x17x1xf64>) -> tensor<1x17x1xf32>
    %162 = tosa.reduce_sum %153 {axis = 2 : i32} : (tensor<1x17x128xf32>) -> tensor<1x17x1xf32>
    %163 = tosa.mul %162, %33, %3 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x1xf32>
    %164 = tosa.add %161, %34 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>) -> tensor<1x17x1xf32>
    %165 = tosa.rsqrt %164 : (tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %166 = tosa.sub %153, %163 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>) -> tensor<1x17x128xf32>
    %167 = tosa.mul %166, %165, %3 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %168 = tosa.reshape %arg16, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %169 = tosa.mul %167, %168, %3 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %170 = tosa.reshape %arg17, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %171 = tosa.add %169, %170 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>) -> tensor<1x17x128xf32>
    %172 = tosa.transpose %arg18 {perms = array<i32: 1, 0>} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %173 = tosa.reshape %172, %7 : (tensor<128x384xf32>, !tosa.shape<3>) -> tensor<1x128x384xf32>
    %174 = tosa.matmul %171, %173, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x384xf32>
    %175 = tosa.reshape %174, %8 : (tensor<1x17x384xf32>, !tosa.shape<2>) -> tensor<17x384xf32>
    %176 = tosa.reshape %arg19, %9 : (tensor<384xf32>, !tosa.shape<2>) -> tensor<1x384xf32>
    %177 = tosa.add %175, %176 : (tensor<17x384xf32>, tensor<1x384xf32>) -> tensor<17x384xf32>
    %178 = tosa.reshape %177, %10 : (tensor<17x384xf32>, !tosa.shape<5>) -> tensor<1x17x1x3x128xf32>
    %179 = tosa.transpose %178 {perms = array<i32: 3, 1, 2, 0, 4>} : (tensor<1x17x1x3x128xf32>) -> tensor<3x17x1x1x128xf32>
    %180 = tosa.reshape %179, %11 : (tensor<3x17x1x1x128xf32>, !tosa.shape<4>) -> tensor<3x17x1x128xf32>
    %181 = tosa.slice %180, %13, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %182 = tosa.slice %180, %14, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %183 = tosa.slice %180, %15, %12 : (tensor<3x17x1x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x17x1x128xf32>
    %184 = tosa.reshape %181, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %185 = tosa.transpose %184 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %186 = tosa.reshape %182, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %187 = tosa.transpose %186 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %188 = tosa.reshape %183, %16 : (tensor<1x17x1x128xf32>, !tosa.shape<3>) -> tensor<17x4x32xf32>
    %189 = tosa.transpose %188 {perms = array<i32: 1, 0, 2>} : (tensor<17x4x32xf32>) -> tensor<4x17x32xf32>
    %190 = tosa.reshape %185, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %191 = tosa.reshape %187, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %192 = tosa.mul %190, %35, %3 : (tensor<1x4x17x32xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x17x32xf32>
    %193 = tosa.transpose %191 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x17x32xf32>) -> tensor<1x4x32x17xf32>
    %194 = tosa.mul %193, %35, %3 : (tensor<1x4x32x17xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x32x17xf32>
    %195 = tosa.reshape %192, %18 : (tensor<1x4x17x32xf32>, !tosa.shape<3>) -> tensor<4x17x32xf32>
    %196 = tosa.reshape %194, %19 : (tensor<1x4x32x17xf32>, !tosa.shape<3>) -> tensor<4x32x17xf32>
    %197 = tosa.matmul %195, %196, %1, %1 : (tensor<4x17x32xf32>, tensor<4x32x17xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x17x17xf32>
    %198 = tosa.reshape %197, %20 : (tensor<4x17x17xf32>, !tosa.shape<4>) -> tensor<1x4x17x17xf32>
    %199 = tosa.reduce_max %198 {axis = 3 : i32} : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x1xf32>
    %200 = tosa.sub %198, %199 : (tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) -> tensor<1x4x17x17xf32>
    %201 = tosa.exp %200 : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf32>
    %202 = tosa.reduce_sum %201 {axis = 3 : i32} : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x1xf32>
    %203 = tosa.reciprocal %202 : (tensor<1x4x17x1xf32>) -> tensor<1x4x17x1xf32>
    %204 = tosa.mul %201, %203, %3 : (tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>, tensor<1xi8>) -> tensor<1x4x17x17xf32>
    %205 = tosa.cast %198 : (tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf64>
    %206 = tosa.equal %205, %36 : (tensor<1x4x17x17xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x17x17xi1>
    %207 = tosa.reduce_all %206 {axis = 3 : i32} : (tensor<1x4x17x17xi1>) -> tensor<1x4x17x1xi1>
    %208 = tosa.select %207, %0, %204 : (tensor<1x4x17x1xi1>, tensor<1x4x17x17xf32>, tensor<1x4x17x17xf32>) -> tensor<1x4x17x17xf32>
    %209 = tosa.reshape %208, %21 : (tensor<1x4x17x17xf32>, !tosa.shape<3>) -> tensor<4x17x17xf32>
    %210 = tosa.matmul %209, %189, %1, %1 : (tensor<4x17x17xf32>, tensor<4x17x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x17x32xf32>
    %211 = tosa.reshape %210, %17 : (tensor<4x17x32xf32>, !tosa.shape<4>) -> tensor<1x4x17x32xf32>
    %212 = tosa.transpose %211 {perms = array<i32: 2, 0, 1, 3>} : (tensor<1x4x17x32xf32>) -> tensor<17x1x4x32xf32>
    %213 = tosa.transpose %arg20 {perms = array<i32: 1, 0>} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %214 = tosa.reshape %212, %6 : (tensor<17x1x4x32xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %215 = tosa.reshape %213, %22 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %216 = tosa.matmul %214, %215, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x128xf32>
    %217 = tosa.reshape %216, %5 : (tensor<1x17x128xf32>, !tosa.shape<2>) -> tensor<17x128xf32>
    %218 = tosa.reshape %arg21, %23 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %219 = tosa.add %217, %218 : (tensor<17x128xf32>, tensor<1x128xf32>) -> tensor<17x128xf32>
    %220 = tosa.reshape %219, %6 : (tensor<17x128xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %221 = tosa.add %220, %153 : (tensor<1x17x128xf32>, tensor<1x17x128xf32>) -> tensor<1x17x128xf32>
    %222 = tosa.cast %221 : (tensor<1x17x128xf32>) -> tensor<1x17x128xf64>
    %223 = tosa.reduce_sum %222 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %224 = tosa.mul %223, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %225 = tosa.sub %222, %224 : (tensor<1x17x128xf64>, tensor<1x17x1xf64>) -> tensor<1x17x128xf64>
    %226 = tosa.mul %225, %225, %3 : (tensor<1x17x128xf64>, tensor<1x17x128xf64>, tensor<1xi8>) -> tensor<1x17x128xf64>
    %227 = tosa.reduce_sum %226 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %228 = tosa.mul %227, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %229 = tosa.cast %228 : (tensor<1x17x1xf64>) -> tensor<1x17x1xf32>
    %230 = tosa.reduce_sum %221 {axis = 2 : i32} : (tensor<1x17x128xf32>) -> tensor<1x17x1xf32>
    %231 = tosa.mul %230, %33, %3 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x1xf32>
    %232 = tosa.add %229, %34 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>) -> tensor<1x17x1xf32>
    %233 = tosa.rsqrt %232 : (tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %234 = tosa.sub %221, %231 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>) -> tensor<1x17x128xf32>
    %235 = tosa.mul %234, %233, %3 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %236 = tosa.reshape %arg22, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %237 = tosa.mul %235, %236, %3 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %238 = tosa.reshape %arg23, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %239 = tosa.add %237, %238 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>) -> tensor<1x17x128xf32>
    %240 = tosa.transpose %arg24 {perms = array<i32: 1, 0>} : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %241 = tosa.reshape %240, %24 : (tensor<128x256xf32>, !tosa.shape<3>) -> tensor<1x128x256xf32>
    %242 = tosa.matmul %239, %241, %1, %1 : (tensor<1x17x128xf32>, tensor<1x128x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x256xf32>
    %243 = tosa.reshape %242, %25 : (tensor<1x17x256xf32>, !tosa.shape<2>) -> tensor<17x256xf32>
    %244 = tosa.reshape %arg25, %26 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %245 = tosa.add %243, %244 : (tensor<17x256xf32>, tensor<1x256xf32>) -> tensor<17x256xf32>
    %246 = tosa.reshape %245, %27 : (tensor<17x256xf32>, !tosa.shape<3>) -> tensor<1x17x256xf32>
    %247 = tosa.mul %246, %39, %3 : (tensor<1x17x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %248 = tosa.erf %247 : (tensor<1x17x256xf32>) -> tensor<1x17x256xf32>
    %249 = tosa.add %248, %37 : (tensor<1x17x256xf32>, tensor<1x1x1xf32>) -> tensor<1x17x256xf32>
    %250 = tosa.mul %38, %249, %3 : (tensor<1x1x1xf32>, tensor<1x17x256xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %251 = tosa.mul %246, %250, %3 : (tensor<1x17x256xf32>, tensor<1x17x256xf32>, tensor<1xi8>) -> tensor<1x17x256xf32>
    %252 = tosa.transpose %arg26 {perms = array<i32: 1, 0>} : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %253 = tosa.reshape %252, %28 : (tensor<256x128xf32>, !tosa.shape<3>) -> tensor<1x256x128xf32>
    %254 = tosa.matmul %251, %253, %1, %1 : (tensor<1x17x256xf32>, tensor<1x256x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x17x128xf32>
    %255 = tosa.reshape %254, %5 : (tensor<1x17x128xf32>, !tosa.shape<2>) -> tensor<17x128xf32>
    %256 = tosa.reshape %arg27, %23 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %257 = tosa.add %255, %256 : (tensor<17x128xf32>, tensor<1x128xf32>) -> tensor<17x128xf32>
    %258 = tosa.reshape %257, %6 : (tensor<17x128xf32>, !tosa.shape<3>) -> tensor<1x17x128xf32>
    %259 = tosa.add %221, %258 : (tensor<1x17x128xf32>, tensor<1x17x128xf32>) -> tensor<1x17x128xf32>
    %260 = tosa.cast %259 : (tensor<1x17x128xf32>) -> tensor<1x17x128xf64>
    %261 = tosa.reduce_sum %260 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %262 = tosa.mul %261, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %263 = tosa.sub %260, %262 : (tensor<1x17x128xf64>, tensor<1x17x1xf64>) -> tensor<1x17x128xf64>
    %264 = tosa.mul %263, %263, %3 : (tensor<1x17x128xf64>, tensor<1x17x128xf64>, tensor<1xi8>) -> tensor<1x17x128xf64>
    %265 = tosa.reduce_sum %264 {axis = 2 : i32} : (tensor<1x17x128xf64>) -> tensor<1x17x1xf64>
    %266 = tosa.mul %265, %32, %3 : (tensor<1x17x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x17x1xf64>
    %267 = tosa.cast %266 : (tensor<1x17x1xf64>) -> tensor<1x17x1xf32>
    %268 = tosa.reduce_sum %259 {axis = 2 : i32} : (tensor<1x17x128xf32>) -> tensor<1x17x1xf32>
    %269 = tosa.mul %268, %33, %3 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x17x1xf32>
    %270 = tosa.add %267, %34 : (tensor<1x17x1xf32>, tensor<1x1x1xf32>) -> tensor<1x17x1xf32>
    %271 = tosa.rsqrt %270 : (tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %272 = tosa.sub %259, %269 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>) -> tensor<1x17x128xf32>
    %273 = tosa.mul %272, %271, %3 : (tensor<1x17x128xf32>, tensor<1x17x1xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %274 = tosa.reshape %arg28, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %275 = tosa.mul %273, %274, %3 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x17x128xf32>
    %276 = tosa.reshape %arg29, %4 : (tensor<128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %277 = tosa.add %275, %276 : (tensor<1x17x128xf32>, tensor<1x1x128xf32>) -> tensor<1x17x128xf32>
    %278 = tosa.slice %277, %29, %4 : (tensor<1x17x128xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x128xf32>
    %279 = tosa.transpose %arg30 {perms = array<i32: 1, 0>} : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %280 = tosa.reshape %279, %30 : (tensor<128x10xf32>, !tosa.shape<3>) -> tensor<1x128x10xf32>
    %281 = tosa.matmul %278, %280, %1, %1 : (tensor<1x1x128xf32>, tensor<1x128x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %282 = tosa.reshape %281, %31 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %283 = tosa.reshape %arg31, %31 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %284 = tosa.add %282, %283 : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    return %284 : tensor<1x10xf32>
  }
}
