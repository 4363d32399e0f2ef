// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:t5_block (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: enc_norm1.weight=uniform(0.8,1.2)          // RmsNorm scale: near 1
// DEFUSE-INPUT: enc_norm2.weight=uniform(0.8,1.2)          // RmsNorm scale: near 1
// DEFUSE-INPUT: enc_attn.q.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: enc_attn.k.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: enc_attn.v.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: enc_attn.o.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: enc_ff.0.weight=uniform(-0.0625,0.0625)    // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: enc_ff.2.weight=uniform(-0.03125,0.03125)  // Linear weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: dec_norm1.weight=uniform(0.8,1.2)          // RmsNorm scale: near 1
// DEFUSE-INPUT: dec_norm2.weight=uniform(0.8,1.2)          // RmsNorm scale: near 1
// DEFUSE-INPUT: dec_norm3.weight=uniform(0.8,1.2)          // RmsNorm scale: near 1
// DEFUSE-INPUT: dec_self.q.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_self.k.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_self.v.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_self.o.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_cross.q.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_cross.k.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_cross.v.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_cross.o.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_ff.0.weight=uniform(-0.0625,0.0625)    // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: dec_ff.2.weight=uniform(-0.03125,0.03125)  // Linear weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: source=normal(0,1)                         // model input
// DEFUSE-INPUT: target=normal(0,1)                         // model input
module {
  func.func @main(%arg0: tensor<256xf32> {defuse.name = "enc_norm1.weight"}, %arg1: tensor<256xf32> {defuse.name = "enc_norm2.weight"}, %arg2: tensor<256x256xf32> {defuse.name = "enc_attn.q.weight"}, %arg3: tensor<256x256xf32> {defuse.name = "enc_attn.k.weight"}, %arg4: tensor<256x256xf32> {defuse.name = "enc_attn.v.weight"}, %arg5: tensor<256x256xf32> {defuse.name = "enc_attn.o.weight"}, %arg6: tensor<1024x256xf32> {defuse.name = "enc_ff.0.weight"}, %arg7: tensor<256x1024xf32> {defuse.name = "enc_ff.2.weight"}, %arg8: tensor<256xf32> {defuse.name = "dec_norm1.weight"}, %arg9: tensor<256xf32> {defuse.name = "dec_norm2.weight"}, %arg10: tensor<256xf32> {defuse.name = "dec_norm3.weight"}, %arg11: tensor<256x256xf32> {defuse.name = "dec_self.q.weight"}, %arg12: tensor<256x256xf32> {defuse.name = "dec_self.k.weight"}, %arg13: tensor<256x256xf32> {defuse.name = "dec_self.v.weight"}, %arg14: tensor<256x256xf32> {defuse.name = "dec_self.o.weight"}, %arg15: tensor<256x256xf32> {defuse.name = "dec_cross.q.weight"}, %arg16: tensor<256x256xf32> {defuse.name = "dec_cross.k.weight"}, %arg17: tensor<256x256xf32> {defuse.name = "dec_cross.v.weight"}, %arg18: tensor<256x256xf32> {defuse.name = "dec_cross.o.weight"}, %arg19: tensor<1024x256xf32> {defuse.name = "dec_ff.0.weight"}, %arg20: tensor<256x1024xf32> {defuse.name = "dec_ff.2.weight"}, %arg21: tensor<1x8x256xf32> {defuse.name = "source"}, %arg22: tensor<1x8x256xf32> {defuse.name = "target"}) -> tensor<1x8x256xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>}> : () -> tensor<8x8xi8>
    %1 = tosa.const_shape  {values = dense<[1, 1, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.const_shape  {values = dense<[1, 8, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 256, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[1, 8, 4, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = tosa.const_shape  {values = dense<[4, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[4, 64, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 4, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 256, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 1024, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %16 = "tosa.const"() <{values = dense<3.906250e-03> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %17 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %18 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %19 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %20 = tosa.reshape %arg0, %1 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %21 = tosa.mul %20, %arg21, %2 : (tensor<1x1x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %22 = tosa.pow %arg21, %15 : (tensor<1x8x256xf32>, tensor<1x1x1xf32>) -> tensor<1x8x256xf32>
    %23 = tosa.reduce_sum %22 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %24 = tosa.mul %23, %16, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %25 = tosa.add %24, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %26 = tosa.rsqrt %25 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %27 = tosa.mul %21, %26, %2 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %28 = tosa.transpose %arg2 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %29 = tosa.reshape %28, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %30 = tosa.matmul %27, %29, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %31 = tosa.reshape %30, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %32 = tosa.transpose %31 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %33 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %34 = tosa.reshape %33, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %35 = tosa.matmul %27, %34, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %36 = tosa.reshape %35, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %37 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %38 = tosa.reshape %37, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %39 = tosa.matmul %27, %38, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %40 = tosa.reshape %39, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %41 = tosa.transpose %40 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %42 = tosa.transpose %36 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x64x8xf32>
    %43 = tosa.reshape %32, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %44 = tosa.reshape %42, %8 : (tensor<1x4x64x8xf32>, !tosa.shape<3>) -> tensor<4x64x8xf32>
    %45 = tosa.matmul %43, %44, %3, %3 : (tensor<4x8x64xf32>, tensor<4x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %46 = tosa.reshape %45, %9 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %47 = tosa.mul %46, %18, %2 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %48 = tosa.reduce_max %47 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %49 = tosa.sub %47, %48 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %50 = tosa.exp %49 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %51 = tosa.reduce_sum %50 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %52 = tosa.reciprocal %51 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %53 = tosa.mul %50, %52, %2 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %54 = tosa.reshape %53, %10 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %55 = tosa.reshape %41, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %56 = tosa.matmul %54, %55, %3, %3 : (tensor<4x8x8xf32>, tensor<4x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x64xf32>
    %57 = tosa.reshape %56, %11 : (tensor<4x8x64xf32>, !tosa.shape<4>) -> tensor<1x4x8x64xf32>
    %58 = tosa.transpose %57 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x64xf32>) -> tensor<1x8x4x64xf32>
    %59 = tosa.reshape %58, %4 : (tensor<1x8x4x64xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %60 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %61 = tosa.reshape %60, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %62 = tosa.matmul %59, %61, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %63 = tosa.add %arg21, %62 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %64 = tosa.reshape %arg1, %1 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %65 = tosa.mul %64, %63, %2 : (tensor<1x1x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %66 = tosa.pow %63, %15 : (tensor<1x8x256xf32>, tensor<1x1x1xf32>) -> tensor<1x8x256xf32>
    %67 = tosa.reduce_sum %66 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %68 = tosa.mul %67, %16, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %69 = tosa.add %68, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %70 = tosa.rsqrt %69 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %71 = tosa.mul %65, %70, %2 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %72 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %73 = tosa.reshape %72, %12 : (tensor<256x1024xf32>, !tosa.shape<3>) -> tensor<1x256x1024xf32>
    %74 = tosa.matmul %71, %73, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
    %75 = tosa.clamp %74 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x1024xf32>) -> tensor<1x8x1024xf32>
    %76 = tosa.transpose %arg7 {perms = array<i32: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %77 = tosa.reshape %76, %13 : (tensor<1024x256xf32>, !tosa.shape<3>) -> tensor<1x1024x256xf32>
    %78 = tosa.matmul %75, %77, %3, %3 : (tensor<1x8x1024xf32>, tensor<1x1024x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %79 = tosa.add %63, %78 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %80 = tosa.reshape %arg8, %1 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %81 = tosa.mul %80, %arg22, %2 : (tensor<1x1x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %82 = tosa.pow %arg22, %15 : (tensor<1x8x256xf32>, tensor<1x1x1xf32>) -> tensor<1x8x256xf32>
    %83 = tosa.reduce_sum %82 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %84 = tosa.mul %83, %16, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %85 = tosa.add %84, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %86 = tosa.rsqrt %85 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %87 = tosa.mul %81, %86, %2 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %88 = tosa.transpose %arg11 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %89 = tosa.reshape %88, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %90 = tosa.matmul %87, %89, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %91 = tosa.reshape %90, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %92 = tosa.transpose %91 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %93 = tosa.transpose %arg12 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %94 = tosa.reshape %93, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %95 = tosa.matmul %87, %94, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %96 = tosa.reshape %95, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %97 = tosa.transpose %arg13 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %98 = tosa.reshape %97, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %99 = tosa.matmul %87, %98, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %100 = tosa.reshape %99, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %101 = tosa.transpose %100 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %102 = tosa.transpose %96 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x64x8xf32>
    %103 = tosa.reshape %92, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %104 = tosa.reshape %102, %8 : (tensor<1x4x64x8xf32>, !tosa.shape<3>) -> tensor<4x64x8xf32>
    %105 = tosa.matmul %103, %104, %3, %3 : (tensor<4x8x64xf32>, tensor<4x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %106 = tosa.reshape %105, %9 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %107 = tosa.mul %106, %18, %2 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %108 = tosa.cast %0 : (tensor<8x8xi8>) -> tensor<8x8xi1>
    %109 = tosa.logical_not %108 : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %110 = tosa.reshape %109, %14 : (tensor<8x8xi1>, !tosa.shape<4>) -> tensor<1x1x8x8xi1>
    %111 = tosa.select %110, %19, %107 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %112 = tosa.reduce_max %111 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %113 = tosa.sub %111, %112 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %114 = tosa.exp %113 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %115 = tosa.reduce_sum %114 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %116 = tosa.reciprocal %115 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %117 = tosa.mul %114, %116, %2 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %118 = tosa.reshape %117, %10 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %119 = tosa.reshape %101, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %120 = tosa.matmul %118, %119, %3, %3 : (tensor<4x8x8xf32>, tensor<4x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x64xf32>
    %121 = tosa.reshape %120, %11 : (tensor<4x8x64xf32>, !tosa.shape<4>) -> tensor<1x4x8x64xf32>
    %122 = tosa.transpose %121 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x64xf32>) -> tensor<1x8x4x64xf32>
    %123 = tosa.reshape %122, %4 : (tensor<1x8x4x64xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %124 = tosa.transpose %arg14 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %125 = tosa.reshape %124, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %126 = tosa.matmul %123, %125, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %127 = tosa.add %arg22, %126 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %128 = tosa.reshape %arg9, %1 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %129 = tosa.mul %128, %127, %2 : (tensor<1x1x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %130 = tosa.pow %127, %15 : (tensor<1x8x256xf32>, tensor<1x1x1xf32>) -> tensor<1x8x256xf32>
    %131 = tosa.reduce_sum %130 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %132 = tosa.mul %131, %16, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %133 = tosa.add %132, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %134 = tosa.rsqrt %133 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %135 = tosa.mul %129, %134, %2 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %136 = tosa.transpose %arg15 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %137 = tosa.reshape %136, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %138 = tosa.matmul %135, %137, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %139 = tosa.reshape %138, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %140 = tosa.transpose %139 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %141 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %142 = tosa.reshape %141, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %143 = tosa.matmul %79, %142, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %144 = tosa.reshape %143, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %145 = tosa.transpose %arg17 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %146 = tosa.reshape %145, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %147 = tosa.matmul %79, %146, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %148 = tosa.reshape %147, %6 : (tensor<1x8x256xf32>, !tosa.shape<4>) -> tensor<1x8x4x64xf32>
    %149 = tosa.transpose %148 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x8x64xf32>
    %150 = tosa.transpose %144 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x4x64xf32>) -> tensor<1x4x64x8xf32>
    %151 = tosa.reshape %140, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %152 = tosa.reshape %150, %8 : (tensor<1x4x64x8xf32>, !tosa.shape<3>) -> tensor<4x64x8xf32>
    %153 = tosa.matmul %151, %152, %3, %3 : (tensor<4x8x64xf32>, tensor<4x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %154 = tosa.reshape %153, %9 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %155 = tosa.mul %154, %18, %2 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %156 = tosa.reduce_max %155 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %157 = tosa.sub %155, %156 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %158 = tosa.exp %157 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %159 = tosa.reduce_sum %158 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %160 = tosa.reciprocal %159 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %161 = tosa.mul %158, %160, %2 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %162 = tosa.reshape %161, %10 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %163 = tosa.reshape %149, %7 : (tensor<1x4x8x64xf32>, !tosa.shape<3>) -> tensor<4x8x64xf32>
    %164 = tosa.matmul %162, %163, %3, %3 : (tensor<4x8x8xf32>, tensor<4x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x64xf32>
    %165 = tosa.reshape %164, %11 : (tensor<4x8x64xf32>, !tosa.shape<4>) -> tensor<1x4x8x64xf32>
    %166 = tosa.transpose %165 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x64xf32>) -> tensor<1x8x4x64xf32>
    %167 = tosa.reshape %166, %4 : (tensor<1x8x4x64xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %168 = tosa.transpose %arg18 {perms = array<i32: 1, 0>} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %169 = tosa.reshape %168, %5 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %170 = tosa.matmul %167, %169, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %171 = tosa.add %127, %170 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %172 = tosa.reshape %arg10, %1 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %173 = tosa.mul %172, %171, %2 : (tensor<1x1x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %174 = tosa.pow %171, %15 : (tensor<1x8x256xf32>, tensor<1x1x1xf32>) -> tensor<1x8x256xf32>
    %175 = tosa.reduce_sum %174 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %176 = tosa.mul %175, %16, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %177 = tosa.add %176, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %178 = tosa.rsqrt %177 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %179 = tosa.mul %173, %178, %2 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %180 = tosa.transpose %arg19 {perms = array<i32: 1, 0>} : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %181 = tosa.reshape %180, %12 : (tensor<256x1024xf32>, !tosa.shape<3>) -> tensor<1x256x1024xf32>
    %182 = tosa.matmul %179, %181, %3, %3 : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
    %183 = tosa.clamp %182 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x1024xf32>) -> tensor<1x8x1024xf32>
    %184 = tosa.transpose %arg20 {perms = array<i32: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %185 = tosa.reshape %184, %13 : (tensor<1024x256xf32>, !tosa.shape<3>) -> tensor<1x1024x256xf32>
    %186 = tosa.matmul %183, %185, %3, %3 : (tensor<1x8x1024xf32>, tensor<1x1024x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %187 = tosa.add %171, %186 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    return %187 : tensor<1x8x256xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101"
    }
  }
#-}
