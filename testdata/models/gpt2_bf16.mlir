// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:gpt2_bf16 (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: wte.weight=normal(0,0.02)                      // Embedding table
// DEFUSE-INPUT: wpe.weight=normal(0,0.02)                      // Embedding table
// DEFUSE-INPUT: blocks.0.ln_1.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.0.ln_1.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.0.attn.q.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.q.bias=uniform(-0.0625,0.0625)   // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.k.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.k.bias=uniform(-0.0625,0.0625)   // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.v.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.v.bias=uniform(-0.0625,0.0625)   // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.o.weight=uniform(-0.0625,0.0625)  // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.attn.o.bias=uniform(-0.0625,0.0625)   // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.ln_2.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.0.ln_2.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.0.fc.weight=uniform(-0.0625,0.0625)     // Linear weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.fc.bias=uniform(-0.0625,0.0625)       // Linear bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: blocks.0.proj.weight=uniform(-0.03125,0.03125)  // Linear weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: blocks.0.proj.bias=uniform(-0.03125,0.03125)   // Linear bias: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: ln_f.weight=uniform(0.8,1.2)                   // LayerNorm scale: near 1
// DEFUSE-INPUT: ln_f.bias=normal(0,0.05)                       // LayerNorm shift: small
// DEFUSE-INPUT: input_ids=int(0,7)                             // token ids below the smallest embedding (8)
module {
  func.func @main(%arg0: tensor<1024x256xbf16> {defuse.name = "wte.weight"}, %arg1: tensor<8x256xbf16> {defuse.name = "wpe.weight"}, %arg2: tensor<256xbf16> {defuse.name = "blocks.0.ln_1.weight"}, %arg3: tensor<256xbf16> {defuse.name = "blocks.0.ln_1.bias"}, %arg4: tensor<256x256xbf16> {defuse.name = "blocks.0.attn.q.weight"}, %arg5: tensor<256xbf16> {defuse.name = "blocks.0.attn.q.bias"}, %arg6: tensor<256x256xbf16> {defuse.name = "blocks.0.attn.k.weight"}, %arg7: tensor<256xbf16> {defuse.name = "blocks.0.attn.k.bias"}, %arg8: tensor<256x256xbf16> {defuse.name = "blocks.0.attn.v.weight"}, %arg9: tensor<256xbf16> {defuse.name = "blocks.0.attn.v.bias"}, %arg10: tensor<256x256xbf16> {defuse.name = "blocks.0.attn.o.weight"}, %arg11: tensor<256xbf16> {defuse.name = "blocks.0.attn.o.bias"}, %arg12: tensor<256xbf16> {defuse.name = "blocks.0.ln_2.weight"}, %arg13: tensor<256xbf16> {defuse.name = "blocks.0.ln_2.bias"}, %arg14: tensor<1024x256xbf16> {defuse.name = "blocks.0.fc.weight"}, %arg15: tensor<1024xbf16> {defuse.name = "blocks.0.fc.bias"}, %arg16: tensor<256x1024xbf16> {defuse.name = "blocks.0.proj.weight"}, %arg17: tensor<256xbf16> {defuse.name = "blocks.0.proj.bias"}, %arg18: tensor<256xbf16> {defuse.name = "ln_f.weight"}, %arg19: tensor<256xbf16> {defuse.name = "ln_f.bias"}, %arg20: tensor<1x8xi64> {defuse.name = "input_ids"}) -> tensor<1x8x1024xbf16> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>}> : () -> tensor<8x8xi8>
    %1 = tosa.const_shape  {values = dense<[1, 1024, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[1, 8, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[8, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 1, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %7 = tosa.const_shape  {values = dense<[1, 256, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %9 = tosa.const_shape  {values = dense<[1, 8, 4, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[4, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[4, 64, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %13 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[1, 4, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[1, 256, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[8, 1024]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[1, 1024]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[1, 8, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.int64> : tensor<1x8xi64>}> : () -> tensor<1x8xi64>
    %22 = "tosa.const"() <{values = dense<3.906250e-03> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %23 = "tosa.const"() <{values = dense<3.906250e-03> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %25 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %26 = "tosa.const"() <{values = dense<0xFF80> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %27 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x8x1024xbf16>}> : () -> tensor<1x8x1024xbf16>
    %28 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x8x1024xbf16>}> : () -> tensor<1x8x1024xbf16>
    %29 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x8x1024xbf16>}> : () -> tensor<1x8x1024xbf16>
    %30 = "tosa.const"() <{values = dense<4.467770e-02> : tensor<1x8x1024xbf16>}> : () -> tensor<1x8x1024xbf16>
    %31 = "tosa.const"() <{values = dense<6.367190e-01> : tensor<1x8x1024xbf16>}> : () -> tensor<1x8x1024xbf16>
    %32 = tosa.reshape %arg0, %1 : (tensor<1024x256xbf16>, !tosa.shape<3>) -> tensor<1x1024x256xbf16>
    %33 = tosa.cast %arg20 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %34 = tosa.gather %32, %33 : (tensor<1x1024x256xbf16>, tensor<1x8xi32>) -> tensor<1x8x256xbf16>
    %35 = tosa.reshape %arg1, %2 : (tensor<8x256xbf16>, !tosa.shape<3>) -> tensor<1x8x256xbf16>
    %36 = tosa.cast %21 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %37 = tosa.gather %35, %36 : (tensor<1x8x256xbf16>, tensor<1x8xi32>) -> tensor<1x8x256xbf16>
    %38 = tosa.add %34, %37 : (tensor<1x8x256xbf16>, tensor<1x8x256xbf16>) -> tensor<1x8x256xbf16>
    %39 = tosa.cast %38 : (tensor<1x8x256xbf16>) -> tensor<1x8x256xf32>
    %40 = tosa.cast %39 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf64>
    %41 = tosa.reduce_sum %40 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %42 = tosa.mul %41, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %43 = tosa.sub %40, %42 : (tensor<1x8x256xf64>, tensor<1x8x1xf64>) -> tensor<1x8x256xf64>
    %44 = tosa.mul %43, %43, %4 : (tensor<1x8x256xf64>, tensor<1x8x256xf64>, tensor<1xi8>) -> tensor<1x8x256xf64>
    %45 = tosa.reduce_sum %44 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %46 = tosa.mul %45, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %47 = tosa.cast %46 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %48 = tosa.reduce_sum %39 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %49 = tosa.mul %48, %23, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %50 = tosa.add %47, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %51 = tosa.rsqrt %50 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %52 = tosa.sub %39, %49 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>) -> tensor<1x8x256xf32>
    %53 = tosa.mul %52, %51, %4 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %54 = tosa.reshape %arg2, %5 : (tensor<256xbf16>, !tosa.shape<3>) -> tensor<1x1x256xbf16>
    %55 = tosa.cast %54 : (tensor<1x1x256xbf16>) -> tensor<1x1x256xf32>
    %56 = tosa.mul %53, %55, %4 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %57 = tosa.cast %arg3 : (tensor<256xbf16>) -> tensor<256xf32>
    %58 = tosa.reshape %57, %5 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %59 = tosa.add %56, %58 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>) -> tensor<1x8x256xf32>
    %60 = tosa.cast %59 : (tensor<1x8x256xf32>) -> tensor<1x8x256xbf16>
    %61 = tosa.reshape %60, %3 : (tensor<1x8x256xbf16>, !tosa.shape<2>) -> tensor<8x256xbf16>
    %62 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %63 = tosa.cast %arg5 : (tensor<256xbf16>) -> tensor<256xf32>
    %64 = tosa.cast %61 : (tensor<8x256xbf16>) -> tensor<8x256xf32>
    %65 = tosa.cast %62 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %66 = tosa.reshape %64, %2 : (tensor<8x256xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %67 = tosa.reshape %65, %7 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %68 = tosa.matmul %66, %67, %6, %6 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %69 = tosa.reshape %68, %3 : (tensor<1x8x256xf32>, !tosa.shape<2>) -> tensor<8x256xf32>
    %70 = tosa.reshape %63, %8 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %71 = tosa.add %69, %70 : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x256xf32>
    %72 = tosa.cast %71 : (tensor<8x256xf32>) -> tensor<8x256xbf16>
    %73 = tosa.reshape %72, %9 : (tensor<8x256xbf16>, !tosa.shape<4>) -> tensor<1x8x4x64xbf16>
    %74 = tosa.transpose %73 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xbf16>) -> tensor<1x4x8x64xbf16>
    %75 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %76 = tosa.cast %arg7 : (tensor<256xbf16>) -> tensor<256xf32>
    %77 = tosa.cast %75 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %78 = tosa.reshape %77, %7 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %79 = tosa.matmul %66, %78, %6, %6 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %80 = tosa.reshape %79, %3 : (tensor<1x8x256xf32>, !tosa.shape<2>) -> tensor<8x256xf32>
    %81 = tosa.reshape %76, %8 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %82 = tosa.add %80, %81 : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x256xf32>
    %83 = tosa.cast %82 : (tensor<8x256xf32>) -> tensor<8x256xbf16>
    %84 = tosa.reshape %83, %9 : (tensor<8x256xbf16>, !tosa.shape<4>) -> tensor<1x8x4x64xbf16>
    %85 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %86 = tosa.cast %arg9 : (tensor<256xbf16>) -> tensor<256xf32>
    %87 = tosa.cast %85 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %88 = tosa.reshape %87, %7 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %89 = tosa.matmul %66, %88, %6, %6 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %90 = tosa.reshape %89, %3 : (tensor<1x8x256xf32>, !tosa.shape<2>) -> tensor<8x256xf32>
    %91 = tosa.reshape %86, %8 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %92 = tosa.add %90, %91 : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x256xf32>
    %93 = tosa.cast %92 : (tensor<8x256xf32>) -> tensor<8x256xbf16>
    %94 = tosa.reshape %93, %9 : (tensor<8x256xbf16>, !tosa.shape<4>) -> tensor<1x8x4x64xbf16>
    %95 = tosa.transpose %94 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x64xbf16>) -> tensor<1x4x8x64xbf16>
    %96 = tosa.transpose %84 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x4x64xbf16>) -> tensor<1x4x64x8xbf16>
    %97 = tosa.reshape %74, %10 : (tensor<1x4x8x64xbf16>, !tosa.shape<3>) -> tensor<4x8x64xbf16>
    %98 = tosa.reshape %96, %11 : (tensor<1x4x64x8xbf16>, !tosa.shape<3>) -> tensor<4x64x8xbf16>
    %99 = tosa.matmul %97, %98, %12, %12 : (tensor<4x8x64xbf16>, tensor<4x64x8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x8x8xf32>
    %100 = tosa.cast %99 : (tensor<4x8x8xf32>) -> tensor<4x8x8xbf16>
    %101 = tosa.reshape %100, %13 : (tensor<4x8x8xbf16>, !tosa.shape<4>) -> tensor<1x4x8x8xbf16>
    %102 = tosa.mul %101, %25, %4 : (tensor<1x4x8x8xbf16>, tensor<1x1x1x1xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %103 = tosa.cast %0 : (tensor<8x8xi8>) -> tensor<8x8xi1>
    %104 = tosa.logical_not %103 : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %105 = tosa.reshape %104, %14 : (tensor<8x8xi1>, !tosa.shape<4>) -> tensor<1x1x8x8xi1>
    %106 = tosa.select %105, %26, %102 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x8xbf16>
    %107 = tosa.cast %106 : (tensor<1x4x8x8xbf16>) -> tensor<1x4x8x8xf32>
    %108 = tosa.reduce_max %107 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %109 = tosa.sub %107, %108 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %110 = tosa.exp %109 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %111 = tosa.reduce_sum %110 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %112 = tosa.reciprocal %111 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %113 = tosa.mul %110, %112, %4 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %114 = tosa.cast %113 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xbf16>
    %115 = tosa.reshape %114, %15 : (tensor<1x4x8x8xbf16>, !tosa.shape<3>) -> tensor<4x8x8xbf16>
    %116 = tosa.reshape %95, %10 : (tensor<1x4x8x64xbf16>, !tosa.shape<3>) -> tensor<4x8x64xbf16>
    %117 = tosa.matmul %115, %116, %12, %12 : (tensor<4x8x8xbf16>, tensor<4x8x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x8x64xf32>
    %118 = tosa.cast %117 : (tensor<4x8x64xf32>) -> tensor<4x8x64xbf16>
    %119 = tosa.reshape %118, %16 : (tensor<4x8x64xbf16>, !tosa.shape<4>) -> tensor<1x4x8x64xbf16>
    %120 = tosa.transpose %119 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x64xbf16>) -> tensor<1x8x4x64xbf16>
    %121 = tosa.reshape %120, %3 : (tensor<1x8x4x64xbf16>, !tosa.shape<2>) -> tensor<8x256xbf16>
    %122 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %123 = tosa.cast %arg11 : (tensor<256xbf16>) -> tensor<256xf32>
    %124 = tosa.cast %121 : (tensor<8x256xbf16>) -> tensor<8x256xf32>
    %125 = tosa.cast %122 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %126 = tosa.reshape %124, %2 : (tensor<8x256xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %127 = tosa.reshape %125, %7 : (tensor<256x256xf32>, !tosa.shape<3>) -> tensor<1x256x256xf32>
    %128 = tosa.matmul %126, %127, %6, %6 : (tensor<1x8x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %129 = tosa.reshape %128, %3 : (tensor<1x8x256xf32>, !tosa.shape<2>) -> tensor<8x256xf32>
    %130 = tosa.reshape %123, %8 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %131 = tosa.add %129, %130 : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x256xf32>
    %132 = tosa.cast %131 : (tensor<8x256xf32>) -> tensor<8x256xbf16>
    %133 = tosa.reshape %132, %2 : (tensor<8x256xbf16>, !tosa.shape<3>) -> tensor<1x8x256xbf16>
    %134 = tosa.add %38, %133 : (tensor<1x8x256xbf16>, tensor<1x8x256xbf16>) -> tensor<1x8x256xbf16>
    %135 = tosa.cast %134 : (tensor<1x8x256xbf16>) -> tensor<1x8x256xf32>
    %136 = tosa.cast %135 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf64>
    %137 = tosa.reduce_sum %136 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %138 = tosa.mul %137, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %139 = tosa.sub %136, %138 : (tensor<1x8x256xf64>, tensor<1x8x1xf64>) -> tensor<1x8x256xf64>
    %140 = tosa.mul %139, %139, %4 : (tensor<1x8x256xf64>, tensor<1x8x256xf64>, tensor<1xi8>) -> tensor<1x8x256xf64>
    %141 = tosa.reduce_sum %140 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %142 = tosa.mul %141, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %143 = tosa.cast %142 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %144 = tosa.reduce_sum %135 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %145 = tosa.mul %144, %23, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %146 = tosa.add %143, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %147 = tosa.rsqrt %146 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %148 = tosa.sub %135, %145 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>) -> tensor<1x8x256xf32>
    %149 = tosa.mul %148, %147, %4 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %150 = tosa.reshape %arg12, %5 : (tensor<256xbf16>, !tosa.shape<3>) -> tensor<1x1x256xbf16>
    %151 = tosa.cast %150 : (tensor<1x1x256xbf16>) -> tensor<1x1x256xf32>
    %152 = tosa.mul %149, %151, %4 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %153 = tosa.cast %arg13 : (tensor<256xbf16>) -> tensor<256xf32>
    %154 = tosa.reshape %153, %5 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %155 = tosa.add %152, %154 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>) -> tensor<1x8x256xf32>
    %156 = tosa.cast %155 : (tensor<1x8x256xf32>) -> tensor<1x8x256xbf16>
    %157 = tosa.reshape %156, %3 : (tensor<1x8x256xbf16>, !tosa.shape<2>) -> tensor<8x256xbf16>
    %158 = tosa.transpose %arg14 {perms = array<i32: 1, 0>} : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %159 = tosa.cast %arg15 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %160 = tosa.cast %157 : (tensor<8x256xbf16>) -> tensor<8x256xf32>
    %161 = tosa.cast %158 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %162 = tosa.reshape %160, %2 : (tensor<8x256xf32>, !tosa.shape<3>) -> tensor<1x8x256xf32>
    %163 = tosa.reshape %161, %17 : (tensor<256x1024xf32>, !tosa.shape<3>) -> tensor<1x256x1024xf32>
    %164 = tosa.matmul %162, %163, %6, %6 : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
    %165 = tosa.reshape %164, %18 : (tensor<1x8x1024xf32>, !tosa.shape<2>) -> tensor<8x1024xf32>
    %166 = tosa.reshape %159, %19 : (tensor<1024xf32>, !tosa.shape<2>) -> tensor<1x1024xf32>
    %167 = tosa.add %165, %166 : (tensor<8x1024xf32>, tensor<1x1024xf32>) -> tensor<8x1024xf32>
    %168 = tosa.cast %167 : (tensor<8x1024xf32>) -> tensor<8x1024xbf16>
    %169 = tosa.reshape %168, %20 : (tensor<8x1024xbf16>, !tosa.shape<3>) -> tensor<1x8x1024xbf16>
    %170 = tosa.mul %27, %169, %4 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>, tensor<1xi8>) -> tensor<1x8x1024xbf16>
    %171 = tosa.pow %31, %27 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>) -> tensor<1x8x1024xbf16>
    %172 = tosa.pow %169, %29 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>) -> tensor<1x8x1024xbf16>
    %173 = tosa.mul %30, %172, %4 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>, tensor<1xi8>) -> tensor<1x8x1024xbf16>
    %174 = tosa.add %169, %173 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>) -> tensor<1x8x1024xbf16>
    %175 = tosa.mul %171, %174, %4 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>, tensor<1xi8>) -> tensor<1x8x1024xbf16>
    %176 = tosa.tanh %175 : (tensor<1x8x1024xbf16>) -> tensor<1x8x1024xbf16>
    %177 = tosa.add %176, %28 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>) -> tensor<1x8x1024xbf16>
    %178 = tosa.mul %170, %177, %4 : (tensor<1x8x1024xbf16>, tensor<1x8x1024xbf16>, tensor<1xi8>) -> tensor<1x8x1024xbf16>
    %179 = tosa.reshape %178, %18 : (tensor<1x8x1024xbf16>, !tosa.shape<2>) -> tensor<8x1024xbf16>
    %180 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %181 = tosa.cast %arg17 : (tensor<256xbf16>) -> tensor<256xf32>
    %182 = tosa.cast %179 : (tensor<8x1024xbf16>) -> tensor<8x1024xf32>
    %183 = tosa.cast %180 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %184 = tosa.reshape %182, %20 : (tensor<8x1024xf32>, !tosa.shape<3>) -> tensor<1x8x1024xf32>
    %185 = tosa.reshape %183, %1 : (tensor<1024x256xf32>, !tosa.shape<3>) -> tensor<1x1024x256xf32>
    %186 = tosa.matmul %184, %185, %6, %6 : (tensor<1x8x1024xf32>, tensor<1x1024x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x256xf32>
    %187 = tosa.reshape %186, %3 : (tensor<1x8x256xf32>, !tosa.shape<2>) -> tensor<8x256xf32>
    %188 = tosa.reshape %181, %8 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %189 = tosa.add %187, %188 : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x256xf32>
    %190 = tosa.cast %189 : (tensor<8x256xf32>) -> tensor<8x256xbf16>
    %191 = tosa.reshape %190, %2 : (tensor<8x256xbf16>, !tosa.shape<3>) -> tensor<1x8x256xbf16>
    %192 = tosa.add %134, %191 : (tensor<1x8x256xbf16>, tensor<1x8x256xbf16>) -> tensor<1x8x256xbf16>
    %193 = tosa.cast %192 : (tensor<1x8x256xbf16>) -> tensor<1x8x256xf32>
    %194 = tosa.cast %193 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf64>
    %195 = tosa.reduce_sum %194 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %196 = tosa.mul %195, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %197 = tosa.sub %194, %196 : (tensor<1x8x256xf64>, tensor<1x8x1xf64>) -> tensor<1x8x256xf64>
    %198 = tosa.mul %197, %197, %4 : (tensor<1x8x256xf64>, tensor<1x8x256xf64>, tensor<1xi8>) -> tensor<1x8x256xf64>
    %199 = tosa.reduce_sum %198 {axis = 2 : i32} : (tensor<1x8x256xf64>) -> tensor<1x8x1xf64>
    %200 = tosa.mul %199, %22, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %201 = tosa.cast %200 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %202 = tosa.reduce_sum %193 {axis = 2 : i32} : (tensor<1x8x256xf32>) -> tensor<1x8x1xf32>
    %203 = tosa.mul %202, %23, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %204 = tosa.add %201, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %205 = tosa.rsqrt %204 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %206 = tosa.sub %193, %203 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>) -> tensor<1x8x256xf32>
    %207 = tosa.mul %206, %205, %4 : (tensor<1x8x256xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %208 = tosa.reshape %arg18, %5 : (tensor<256xbf16>, !tosa.shape<3>) -> tensor<1x1x256xbf16>
    %209 = tosa.cast %208 : (tensor<1x1x256xbf16>) -> tensor<1x1x256xf32>
    %210 = tosa.mul %207, %209, %4 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
    %211 = tosa.cast %arg19 : (tensor<256xbf16>) -> tensor<256xf32>
    %212 = tosa.reshape %211, %5 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %213 = tosa.add %210, %212 : (tensor<1x8x256xf32>, tensor<1x1x256xf32>) -> tensor<1x8x256xf32>
    %214 = tosa.cast %213 : (tensor<1x8x256xf32>) -> tensor<1x8x256xbf16>
    %215 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %216 = tosa.reshape %215, %17 : (tensor<256x1024xbf16>, !tosa.shape<3>) -> tensor<1x256x1024xbf16>
    %217 = tosa.matmul %214, %216, %12, %12 : (tensor<1x8x256xbf16>, tensor<1x256x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x8x1024xf32>
    %218 = tosa.reshape %217, %18 : (tensor<1x8x1024xf32>, !tosa.shape<2>) -> tensor<8x1024xf32>
    %219 = tosa.cast %218 : (tensor<8x1024xf32>) -> tensor<8x1024xbf16>
    %220 = tosa.reshape %219, %20 : (tensor<8x1024xbf16>, !tosa.shape<3>) -> tensor<1x8x1024xbf16>
    return %220 : tensor<1x8x1024xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101",
      torch_tensor_8_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000"
    }
  }
#-}
