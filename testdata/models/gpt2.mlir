// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:gpt2 (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: wte.weight=normal(0,0.02)                      // Embedding table
// DEFUSE-INPUT: wpe.weight=normal(0,0.02)                      // Embedding table
// DEFUSE-INPUT: blocks.0.ln_1.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.0.ln_1.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.0.attn.q.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.q.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.k.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.k.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.v.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.v.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.o.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.attn.o.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.ln_2.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.0.ln_2.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.0.fc.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.fc.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.0.proj.weight=uniform(-0.0180422,0.0180422)  // Linear weight: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: blocks.0.proj.bias=uniform(-0.0180422,0.0180422)  // Linear bias: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: blocks.1.ln_1.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.1.ln_1.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.1.attn.q.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.q.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.k.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.k.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.v.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.v.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.o.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.attn.o.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.ln_2.weight=uniform(0.8,1.2)          // LayerNorm scale: near 1
// DEFUSE-INPUT: blocks.1.ln_2.bias=normal(0,0.05)              // LayerNorm shift: small
// DEFUSE-INPUT: blocks.1.fc.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.fc.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: blocks.1.proj.weight=uniform(-0.0180422,0.0180422)  // Linear weight: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: blocks.1.proj.bias=uniform(-0.0180422,0.0180422)  // Linear bias: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: ln_f.weight=uniform(0.8,1.2)                   // LayerNorm scale: near 1
// DEFUSE-INPUT: ln_f.bias=normal(0,0.05)                       // LayerNorm shift: small
// DEFUSE-INPUT: input_ids=int(0,7)                             // token ids below the smallest embedding (8)
module {
  func.func @main(%arg0: tensor<1024x768xf32> {defuse.name = "wte.weight"}, %arg1: tensor<8x768xf32> {defuse.name = "wpe.weight"}, %arg2: tensor<768xf32> {defuse.name = "blocks.0.ln_1.weight"}, %arg3: tensor<768xf32> {defuse.name = "blocks.0.ln_1.bias"}, %arg4: tensor<768x768xf32> {defuse.name = "blocks.0.attn.q.weight"}, %arg5: tensor<768xf32> {defuse.name = "blocks.0.attn.q.bias"}, %arg6: tensor<768x768xf32> {defuse.name = "blocks.0.attn.k.weight"}, %arg7: tensor<768xf32> {defuse.name = "blocks.0.attn.k.bias"}, %arg8: tensor<768x768xf32> {defuse.name = "blocks.0.attn.v.weight"}, %arg9: tensor<768xf32> {defuse.name = "blocks.0.attn.v.bias"}, %arg10: tensor<768x768xf32> {defuse.name = "blocks.0.attn.o.weight"}, %arg11: tensor<768xf32> {defuse.name = "blocks.0.attn.o.bias"}, %arg12: tensor<768xf32> {defuse.name = "blocks.0.ln_2.weight"}, %arg13: tensor<768xf32> {defuse.name = "blocks.0.ln_2.bias"}, %arg14: tensor<3072x768xf32> {defuse.name = "blocks.0.fc.weight"}, %arg15: tensor<3072xf32> {defuse.name = "blocks.0.fc.bias"}, %arg16: tensor<768x3072xf32> {defuse.name = "blocks.0.proj.weight"}, %arg17: tensor<768xf32> {defuse.name = "blocks.0.proj.bias"}, %arg18: tensor<768xf32> {defuse.name = "blocks.1.ln_1.weight"}, %arg19: tensor<768xf32> {defuse.name = "blocks.1.ln_1.bias"}, %arg20: tensor<768x768xf32> {defuse.name = "blocks.1.attn.q.weight"}, %arg21: tensor<768xf32> {defuse.name = "blocks.1.attn.q.bias"}, %arg22: tensor<768x768xf32> {defuse.name = "blocks.1.attn.k.weight"}, %arg23: tensor<768xf32> {defuse.name = "blocks.1.attn.k.bias"}, %arg24: tensor<768x768xf32> {defuse.name = "blocks.1.attn.v.weight"}, %arg25: tensor<768xf32> {defuse.name = "blocks.1.attn.v.bias"}, %arg26: tensor<768x768xf32> {defuse.name = "blocks.1.attn.o.weight"}, %arg27: tensor<768xf32> {defuse.name = "blocks.1.attn.o.bias"}, %arg28: tensor<768xf32> {defuse.name = "blocks.1.ln_2.weight"}, %arg29: tensor<768xf32> {defuse.name = "blocks.1.ln_2.bias"}, %arg30: tensor<3072x768xf32> {defuse.name = "blocks.1.fc.weight"}, %arg31: tensor<3072xf32> {defuse.name = "blocks.1.fc.bias"}, %arg32: tensor<768x3072xf32> {defuse.name = "blocks.1.proj.weight"}, %arg33: tensor<768xf32> {defuse.name = "blocks.1.proj.bias"}, %arg34: tensor<768xf32> {defuse.name = "ln_f.weight"}, %arg35: tensor<768xf32> {defuse.name = "ln_f.bias"}, %arg36: tensor<1x8xi64> {defuse.name = "input_ids"}) -> tensor<1x8x1024xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_8_torch.uint8_1> : tensor<8x8xi8>}> : () -> tensor<8x8xi8>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>}> : () -> tensor<8x8xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1024, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[1, 8, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[8, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.const_shape  {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %10 = tosa.const_shape  {values = dense<[1, 8, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[12, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[12, 64, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 12, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[12, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[1, 12, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[8, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[1, 8, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x8x3072xf32>}> : () -> tensor<1x8x3072xf32>
    %22 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x8x3072xf32>}> : () -> tensor<1x8x3072xf32>
    %23 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x8x3072xf32>}> : () -> tensor<1x8x3072xf32>
    %24 = "tosa.const"() <{values = dense<4.471500e-02> : tensor<1x8x3072xf32>}> : () -> tensor<1x8x3072xf32>
    %25 = "tosa.const"() <{values = dense<0.636619746> : tensor<1x8x3072xf32>}> : () -> tensor<1x8x3072xf32>
    %26 = tosa.const_shape  {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[1, 768, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.int64> : tensor<1x8xi64>}> : () -> tensor<1x8xi64>
    %29 = "tosa.const"() <{values = dense<0.0013020833333333333> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %30 = "tosa.const"() <{values = dense<0.00130208337> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %34 = tosa.reshape %arg0, %2 : (tensor<1024x768xf32>, !tosa.shape<3>) -> tensor<1x1024x768xf32>
    %35 = tosa.cast %arg36 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %36 = tosa.gather %34, %35 : (tensor<1x1024x768xf32>, tensor<1x8xi32>) -> tensor<1x8x768xf32>
    %37 = tosa.reshape %arg1, %3 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %38 = tosa.cast %28 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %39 = tosa.gather %37, %38 : (tensor<1x8x768xf32>, tensor<1x8xi32>) -> tensor<1x8x768xf32>
    %40 = tosa.add %36, %39 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %41 = tosa.cast %40 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %42 = tosa.reduce_sum %41 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %43 = tosa.mul %42, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %44 = tosa.sub %41, %43 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %45 = tosa.mul %44, %44, %5 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %46 = tosa.reduce_sum %45 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %47 = tosa.mul %46, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %48 = tosa.cast %47 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %49 = tosa.reduce_sum %40 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %50 = tosa.mul %49, %30, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %51 = tosa.add %48, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %52 = tosa.rsqrt %51 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %53 = tosa.sub %40, %50 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %54 = tosa.mul %53, %52, %5 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %55 = tosa.reshape %arg2, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %56 = tosa.mul %54, %55, %5 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %57 = tosa.reshape %arg3, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %58 = tosa.add %56, %57 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %59 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %60 = tosa.reshape %59, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %61 = tosa.matmul %58, %60, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %62 = tosa.reshape %61, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %63 = tosa.reshape %arg5, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %64 = tosa.add %62, %63 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %65 = tosa.reshape %64, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %66 = tosa.transpose %65 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %67 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %68 = tosa.reshape %67, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %69 = tosa.matmul %58, %68, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %70 = tosa.reshape %69, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %71 = tosa.reshape %arg7, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %72 = tosa.add %70, %71 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %73 = tosa.reshape %72, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %74 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %75 = tosa.reshape %74, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %76 = tosa.matmul %58, %75, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %77 = tosa.reshape %76, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %78 = tosa.reshape %arg9, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %79 = tosa.add %77, %78 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %80 = tosa.reshape %79, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %81 = tosa.transpose %80 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %82 = tosa.transpose %73 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x64x8xf32>
    %83 = tosa.reshape %66, %11 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %84 = tosa.reshape %82, %12 : (tensor<1x12x64x8xf32>, !tosa.shape<3>) -> tensor<12x64x8xf32>
    %85 = tosa.matmul %83, %84, %7, %7 : (tensor<12x8x64xf32>, tensor<12x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x8xf32>
    %86 = tosa.reshape %85, %13 : (tensor<12x8x8xf32>, !tosa.shape<4>) -> tensor<1x12x8x8xf32>
    %87 = tosa.mul %86, %32, %5 : (tensor<1x12x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %88 = tosa.cast %1 : (tensor<8x8xi8>) -> tensor<8x8xi1>
    %89 = tosa.logical_not %88 : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %90 = tosa.reshape %89, %14 : (tensor<8x8xi1>, !tosa.shape<4>) -> tensor<1x1x8x8xi1>
    %91 = tosa.select %90, %33, %87 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %92 = tosa.reduce_max %91 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %93 = tosa.sub %91, %92 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>) -> tensor<1x12x8x8xf32>
    %94 = tosa.exp %93 : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %95 = tosa.reduce_sum %94 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %96 = tosa.reciprocal %95 : (tensor<1x12x8x1xf32>) -> tensor<1x12x8x1xf32>
    %97 = tosa.mul %94, %96, %5 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %98 = tosa.reshape %97, %15 : (tensor<1x12x8x8xf32>, !tosa.shape<3>) -> tensor<12x8x8xf32>
    %99 = tosa.reshape %81, %11 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %100 = tosa.matmul %98, %99, %7, %7 : (tensor<12x8x8xf32>, tensor<12x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x64xf32>
    %101 = tosa.reshape %100, %16 : (tensor<12x8x64xf32>, !tosa.shape<4>) -> tensor<1x12x8x64xf32>
    %102 = tosa.transpose %101 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x8x64xf32>) -> tensor<1x8x12x64xf32>
    %103 = tosa.reshape %102, %3 : (tensor<1x8x12x64xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %104 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %105 = tosa.reshape %104, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %106 = tosa.matmul %103, %105, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %107 = tosa.reshape %106, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %108 = tosa.reshape %arg11, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %109 = tosa.add %107, %108 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %110 = tosa.reshape %109, %3 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %111 = tosa.add %40, %110 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %112 = tosa.cast %111 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %113 = tosa.reduce_sum %112 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %114 = tosa.mul %113, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %115 = tosa.sub %112, %114 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %116 = tosa.mul %115, %115, %5 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %117 = tosa.reduce_sum %116 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %118 = tosa.mul %117, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %119 = tosa.cast %118 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %120 = tosa.reduce_sum %111 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %121 = tosa.mul %120, %30, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %122 = tosa.add %119, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %123 = tosa.rsqrt %122 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %124 = tosa.sub %111, %121 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %125 = tosa.mul %124, %123, %5 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %126 = tosa.reshape %arg12, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %127 = tosa.mul %125, %126, %5 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %128 = tosa.reshape %arg13, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %129 = tosa.add %127, %128 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %130 = tosa.transpose %arg14 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %131 = tosa.reshape %130, %17 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %132 = tosa.matmul %129, %131, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x3072xf32>
    %133 = tosa.reshape %132, %18 : (tensor<1x8x3072xf32>, !tosa.shape<2>) -> tensor<8x3072xf32>
    %134 = tosa.reshape %arg15, %19 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %135 = tosa.add %133, %134 : (tensor<8x3072xf32>, tensor<1x3072xf32>) -> tensor<8x3072xf32>
    %136 = tosa.reshape %135, %20 : (tensor<8x3072xf32>, !tosa.shape<3>) -> tensor<1x8x3072xf32>
    %137 = tosa.mul %21, %136, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %138 = tosa.pow %25, %21 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %139 = tosa.pow %136, %23 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %140 = tosa.mul %24, %139, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %141 = tosa.add %136, %140 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %142 = tosa.mul %138, %141, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %143 = tosa.tanh %142 : (tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %144 = tosa.add %143, %22 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %145 = tosa.mul %137, %144, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %146 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %147 = tosa.reshape %146, %26 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %148 = tosa.matmul %145, %147, %7, %7 : (tensor<1x8x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %149 = tosa.reshape %148, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %150 = tosa.reshape %arg17, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %151 = tosa.add %149, %150 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %152 = tosa.reshape %151, %3 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %153 = tosa.add %111, %152 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %154 = tosa.cast %153 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %155 = tosa.reduce_sum %154 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %156 = tosa.mul %155, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %157 = tosa.sub %154, %156 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %158 = tosa.mul %157, %157, %5 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %159 = tosa.reduce_sum %158 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %160 = tosa.mul %159, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %161 = tosa.cast %160 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %162 = tosa.reduce_sum %153 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %163 = tosa.mul %162, %30, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %164 = tosa.add %161, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %165 = tosa.rsqrt %164 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %166 = tosa.sub %153, %163 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %167 = tosa.mul %166, %165, %5 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %168 = tosa.reshape %arg18, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %169 = tosa.mul %167, %168, %5 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %170 = tosa.reshape %arg19, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %171 = tosa.add %169, %170 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %172 = tosa.transpose %arg20 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %173 = tosa.reshape %172, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %174 = tosa.matmul %171, %173, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %175 = tosa.reshape %174, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %176 = tosa.reshape %arg21, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %177 = tosa.add %175, %176 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %178 = tosa.reshape %177, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %179 = tosa.transpose %178 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %180 = tosa.transpose %arg22 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %181 = tosa.reshape %180, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %182 = tosa.matmul %171, %181, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %183 = tosa.reshape %182, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %184 = tosa.reshape %arg23, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %185 = tosa.add %183, %184 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %186 = tosa.reshape %185, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %187 = tosa.transpose %arg24 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %188 = tosa.reshape %187, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %189 = tosa.matmul %171, %188, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %190 = tosa.reshape %189, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %191 = tosa.reshape %arg25, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %192 = tosa.add %190, %191 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %193 = tosa.reshape %192, %10 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %194 = tosa.transpose %193 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %195 = tosa.transpose %186 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x64x8xf32>
    %196 = tosa.reshape %179, %11 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %197 = tosa.reshape %195, %12 : (tensor<1x12x64x8xf32>, !tosa.shape<3>) -> tensor<12x64x8xf32>
    %198 = tosa.matmul %196, %197, %7, %7 : (tensor<12x8x64xf32>, tensor<12x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x8xf32>
    %199 = tosa.reshape %198, %13 : (tensor<12x8x8xf32>, !tosa.shape<4>) -> tensor<1x12x8x8xf32>
    %200 = tosa.mul %199, %32, %5 : (tensor<1x12x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %201 = tosa.cast %0 : (tensor<8x8xi8>) -> tensor<8x8xi1>
    %202 = tosa.logical_not %201 : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %203 = tosa.reshape %202, %14 : (tensor<8x8xi1>, !tosa.shape<4>) -> tensor<1x1x8x8xi1>
    %204 = tosa.select %203, %33, %200 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %205 = tosa.reduce_max %204 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %206 = tosa.sub %204, %205 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>) -> tensor<1x12x8x8xf32>
    %207 = tosa.exp %206 : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %208 = tosa.reduce_sum %207 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %209 = tosa.reciprocal %208 : (tensor<1x12x8x1xf32>) -> tensor<1x12x8x1xf32>
    %210 = tosa.mul %207, %209, %5 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %211 = tosa.reshape %210, %15 : (tensor<1x12x8x8xf32>, !tosa.shape<3>) -> tensor<12x8x8xf32>
    %212 = tosa.reshape %194, %11 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %213 = tosa.matmul %211, %212, %7, %7 : (tensor<12x8x8xf32>, tensor<12x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x64xf32>
    %214 = tosa.reshape %213, %16 : (tensor<12x8x64xf32>, !tosa.shape<4>) -> tensor<1x12x8x64xf32>
    %215 = tosa.transpose %214 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x8x64xf32>) -> tensor<1x8x12x64xf32>
    %216 = tosa.reshape %215, %3 : (tensor<1x8x12x64xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %217 = tosa.transpose %arg26 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %218 = tosa.reshape %217, %8 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %219 = tosa.matmul %216, %218, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %220 = tosa.reshape %219, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %221 = tosa.reshape %arg27, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %222 = tosa.add %220, %221 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %223 = tosa.reshape %222, %3 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %224 = tosa.add %153, %223 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %225 = tosa.cast %224 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %226 = tosa.reduce_sum %225 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %227 = tosa.mul %226, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %228 = tosa.sub %225, %227 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %229 = tosa.mul %228, %228, %5 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %230 = tosa.reduce_sum %229 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %231 = tosa.mul %230, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %232 = tosa.cast %231 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %233 = tosa.reduce_sum %224 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %234 = tosa.mul %233, %30, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %235 = tosa.add %232, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %236 = tosa.rsqrt %235 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %237 = tosa.sub %224, %234 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %238 = tosa.mul %237, %236, %5 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %239 = tosa.reshape %arg28, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %240 = tosa.mul %238, %239, %5 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %241 = tosa.reshape %arg29, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %242 = tosa.add %240, %241 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %243 = tosa.transpose %arg30 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %244 = tosa.reshape %243, %17 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %245 = tosa.matmul %242, %244, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x3072xf32>
    %246 = tosa.reshape %245, %18 : (tensor<1x8x3072xf32>, !tosa.shape<2>) -> tensor<8x3072xf32>
    %247 = tosa.reshape %arg31, %19 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %248 = tosa.add %246, %247 : (tensor<8x3072xf32>, tensor<1x3072xf32>) -> tensor<8x3072xf32>
    %249 = tosa.reshape %248, %20 : (tensor<8x3072xf32>, !tosa.shape<3>) -> tensor<1x8x3072xf32>
    %250 = tosa.mul %21, %249, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %251 = tosa.pow %249, %23 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %252 = tosa.mul %24, %251, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %253 = tosa.add %249, %252 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %254 = tosa.mul %138, %253, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %255 = tosa.tanh %254 : (tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %256 = tosa.add %255, %22 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %257 = tosa.mul %250, %256, %5 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %258 = tosa.transpose %arg32 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %259 = tosa.reshape %258, %26 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %260 = tosa.matmul %257, %259, %7, %7 : (tensor<1x8x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %261 = tosa.reshape %260, %4 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %262 = tosa.reshape %arg33, %9 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %263 = tosa.add %261, %262 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %264 = tosa.reshape %263, %3 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %265 = tosa.add %224, %264 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %266 = tosa.cast %265 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %267 = tosa.reduce_sum %266 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %268 = tosa.mul %267, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %269 = tosa.sub %266, %268 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %270 = tosa.mul %269, %269, %5 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %271 = tosa.reduce_sum %270 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %272 = tosa.mul %271, %29, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %273 = tosa.cast %272 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %274 = tosa.reduce_sum %265 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %275 = tosa.mul %274, %30, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %276 = tosa.add %273, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %277 = tosa.rsqrt %276 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %278 = tosa.sub %265, %275 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %279 = tosa.mul %278, %277, %5 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %280 = tosa.reshape %arg34, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %281 = tosa.mul %279, %280, %5 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %282 = tosa.reshape %arg35, %6 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %283 = tosa.add %281, %282 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %284 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<1024x768xf32>) -> tensor<768x1024xf32>
    %285 = tosa.reshape %284, %27 : (tensor<768x1024xf32>, !tosa.shape<3>) -> tensor<1x768x1024xf32>
    %286 = tosa.matmul %283, %285, %7, %7 : (tensor<1x8x768xf32>, tensor<1x768x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
    return %286 : tensor<1x8x1024xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8_1: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101",
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101",
      torch_tensor_8_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000"
    }
  }
#-}
