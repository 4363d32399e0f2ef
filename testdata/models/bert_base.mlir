// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:bert_base (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: word_embeddings.weight=normal(0,0.02)                  // Embedding table
// DEFUSE-INPUT: position_embeddings.weight=normal(0,0.02)              // Embedding table
// DEFUSE-INPUT: embedding_norm.weight=uniform(0.8,1.2)                 // LayerNorm scale: near 1
// DEFUSE-INPUT: embedding_norm.bias=normal(0,0.05)                     // LayerNorm shift: small
// DEFUSE-INPUT: layers.0.attention.q.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.q.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.k.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.k.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.v.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.v.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.o.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention.o.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.attention_norm.weight=uniform(0.8,1.2)        // LayerNorm scale: near 1
// DEFUSE-INPUT: layers.0.attention_norm.bias=normal(0,0.05)            // LayerNorm shift: small
// DEFUSE-INPUT: layers.0.intermediate.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.intermediate.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.0.output.weight=uniform(-0.0180422,0.0180422)   // Linear weight: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: layers.0.output.bias=uniform(-0.0180422,0.0180422)     // Linear bias: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: layers.0.output_norm.weight=uniform(0.8,1.2)           // LayerNorm scale: near 1
// DEFUSE-INPUT: layers.0.output_norm.bias=normal(0,0.05)               // LayerNorm shift: small
// DEFUSE-INPUT: layers.1.attention.q.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.q.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.k.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.k.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.v.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.v.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.o.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention.o.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.attention_norm.weight=uniform(0.8,1.2)        // LayerNorm scale: near 1
// DEFUSE-INPUT: layers.1.attention_norm.bias=normal(0,0.05)            // LayerNorm shift: small
// DEFUSE-INPUT: layers.1.intermediate.weight=uniform(-0.0360844,0.0360844)  // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.intermediate.bias=uniform(-0.0360844,0.0360844)  // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: layers.1.output.weight=uniform(-0.0180422,0.0180422)   // Linear weight: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: layers.1.output.bias=uniform(-0.0180422,0.0180422)     // Linear bias: +-1/sqrt(fan-in 3072)
// DEFUSE-INPUT: layers.1.output_norm.weight=uniform(0.8,1.2)           // LayerNorm scale: near 1
// DEFUSE-INPUT: layers.1.output_norm.bias=normal(0,0.05)               // LayerNorm shift: small
// DEFUSE-INPUT: pooler.weight=uniform(-0.0360844,0.0360844)            // Linear weight: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: pooler.bias=uniform(-0.0360844,0.0360844)              // Linear bias: +-1/sqrt(fan-in 768)
// DEFUSE-INPUT: input_ids=int(0,7)                                     // token ids below the smallest embedding (8)
module {
  func.func @main(%arg0: tensor<1024x768xf32> {defuse.name = "word_embeddings.weight"}, %arg1: tensor<8x768xf32> {defuse.name = "position_embeddings.weight"}, %arg2: tensor<768xf32> {defuse.name = "embedding_norm.weight"}, %arg3: tensor<768xf32> {defuse.name = "embedding_norm.bias"}, %arg4: tensor<768x768xf32> {defuse.name = "layers.0.attention.q.weight"}, %arg5: tensor<768xf32> {defuse.name = "layers.0.attention.q.bias"}, %arg6: tensor<768x768xf32> {defuse.name = "layers.0.attention.k.weight"}, %arg7: tensor<768xf32> {defuse.name = "layers.0.attention.k.bias"}, %arg8: tensor<768x768xf32> {defuse.name = "layers.0.attention.v.weight"}, %arg9: tensor<768xf32> {defuse.name = "layers.0.attention.v.bias"}, %arg10: tensor<768x768xf32> {defuse.name = "layers.0.attention.o.weight"}, %arg11: tensor<768xf32> {defuse.name = "layers.0.attention.o.bias"}, %arg12: tensor<768xf32> {defuse.name = "layers.0.attention_norm.weight"}, %arg13: tensor<768xf32> {defuse.name = "layers.0.attention_norm.bias"}, %arg14: tensor<3072x768xf32> {defuse.name = "layers.0.intermediate.weight"}, %arg15: tensor<3072xf32> {defuse.name = "layers.0.intermediate.bias"}, %arg16: tensor<768x3072xf32> {defuse.name = "layers.0.output.weight"}, %arg17: tensor<768xf32> {defuse.name = "layers.0.output.bias"}, %arg18: tensor<768xf32> {defuse.name = "layers.0.output_norm.weight"}, %arg19: tensor<768xf32> {defuse.name = "layers.0.output_norm.bias"}, %arg20: tensor<768x768xf32> {defuse.name = "layers.1.attention.q.weight"}, %arg21: tensor<768xf32> {defuse.name = "layers.1.attention.q.bias"}, %arg22: tensor<768x768xf32> {defuse.name = "layers.1.attention.k.weight"}, %arg23: tensor<768xf32> {defuse.name = "layers.1.attention.k.bias"}, %arg24: tensor<768x768xf32> {defuse.name = "layers.1.attention.v.weight"}, %arg25: tensor<768xf32> {defuse.name = "layers.1.attention.v.bias"}, %arg26: tensor<768x768xf32> {defuse.name = "layers.1.attention.o.weight"}, %arg27: tensor<768xf32> {defuse.name = "layers.1.attention.o.bias"}, %arg28: tensor<768xf32> {defuse.name = "layers.1.attention_norm.weight"}, %arg29: tensor<768xf32> {defuse.name = "layers.1.attention_norm.bias"}, %arg30: tensor<3072x768xf32> {defuse.name = "layers.1.intermediate.weight"}, %arg31: tensor<3072xf32> {defuse.name = "layers.1.intermediate.bias"}, %arg32: tensor<768x3072xf32> {defuse.name = "layers.1.output.weight"}, %arg33: tensor<768xf32> {defuse.name = "layers.1.output.bias"}, %arg34: tensor<768xf32> {defuse.name = "layers.1.output_norm.weight"}, %arg35: tensor<768xf32> {defuse.name = "layers.1.output_norm.bias"}, %arg36: tensor<768x768xf32> {defuse.name = "pooler.weight"}, %arg37: tensor<768xf32> {defuse.name = "pooler.bias"}, %arg38: tensor<1x8xi64> {defuse.name = "input_ids"}) -> (tensor<1x8x768xf32>, tensor<1x768xf32>) {
    %0 = tosa.const_shape  {values = dense<[1, 1024, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<[1, 8, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[8, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %6 = tosa.const_shape  {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = tosa.const_shape  {values = dense<[1, 8, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[12, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[12, 64, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 12, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[12, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 12, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[8, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[1, 8, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.int64> : tensor<1x8xi64>}> : () -> tensor<1x8xi64>
    %21 = "tosa.const"() <{values = dense<0.0013020833333333333> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %22 = "tosa.const"() <{values = dense<0.00130208337> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %25 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = tosa.reshape %arg0, %0 : (tensor<1024x768xf32>, !tosa.shape<3>) -> tensor<1x1024x768xf32>
    %29 = tosa.cast %arg38 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %30 = tosa.gather %28, %29 : (tensor<1x1024x768xf32>, tensor<1x8xi32>) -> tensor<1x8x768xf32>
    %31 = tosa.reshape %arg1, %1 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %32 = tosa.cast %20 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %33 = tosa.gather %31, %32 : (tensor<1x8x768xf32>, tensor<1x8xi32>) -> tensor<1x8x768xf32>
    %34 = tosa.add %30, %33 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %35 = tosa.cast %34 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %36 = tosa.reduce_sum %35 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %37 = tosa.mul %36, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %38 = tosa.sub %35, %37 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %39 = tosa.mul %38, %38, %3 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %40 = tosa.reduce_sum %39 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %41 = tosa.mul %40, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %42 = tosa.cast %41 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %43 = tosa.reduce_sum %34 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %44 = tosa.mul %43, %22, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %45 = tosa.add %42, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %46 = tosa.rsqrt %45 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %47 = tosa.sub %34, %44 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %48 = tosa.mul %47, %46, %3 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %49 = tosa.reshape %arg2, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %50 = tosa.mul %48, %49, %3 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %51 = tosa.reshape %arg3, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %52 = tosa.add %50, %51 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %53 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %54 = tosa.reshape %53, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %55 = tosa.matmul %52, %54, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %56 = tosa.reshape %55, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %57 = tosa.reshape %arg5, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %58 = tosa.add %56, %57 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %59 = tosa.reshape %58, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %60 = tosa.transpose %59 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %61 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %62 = tosa.reshape %61, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %63 = tosa.matmul %52, %62, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %64 = tosa.reshape %63, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %65 = tosa.reshape %arg7, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %66 = tosa.add %64, %65 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %67 = tosa.reshape %66, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %68 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %69 = tosa.reshape %68, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %70 = tosa.matmul %52, %69, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %71 = tosa.reshape %70, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %72 = tosa.reshape %arg9, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %73 = tosa.add %71, %72 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %74 = tosa.reshape %73, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %75 = tosa.transpose %74 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %76 = tosa.transpose %67 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x64x8xf32>
    %77 = tosa.reshape %60, %9 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %78 = tosa.reshape %76, %10 : (tensor<1x12x64x8xf32>, !tosa.shape<3>) -> tensor<12x64x8xf32>
    %79 = tosa.matmul %77, %78, %5, %5 : (tensor<12x8x64xf32>, tensor<12x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x8xf32>
    %80 = tosa.reshape %79, %11 : (tensor<12x8x8xf32>, !tosa.shape<4>) -> tensor<1x12x8x8xf32>
    %81 = tosa.mul %80, %24, %3 : (tensor<1x12x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %82 = tosa.reduce_max %81 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %83 = tosa.sub %81, %82 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>) -> tensor<1x12x8x8xf32>
    %84 = tosa.exp %83 : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %85 = tosa.reduce_sum %84 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %86 = tosa.reciprocal %85 : (tensor<1x12x8x1xf32>) -> tensor<1x12x8x1xf32>
    %87 = tosa.mul %84, %86, %3 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %88 = tosa.reshape %87, %12 : (tensor<1x12x8x8xf32>, !tosa.shape<3>) -> tensor<12x8x8xf32>
    %89 = tosa.reshape %75, %9 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %90 = tosa.matmul %88, %89, %5, %5 : (tensor<12x8x8xf32>, tensor<12x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x64xf32>
    %91 = tosa.reshape %90, %13 : (tensor<12x8x64xf32>, !tosa.shape<4>) -> tensor<1x12x8x64xf32>
    %92 = tosa.transpose %91 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x8x64xf32>) -> tensor<1x8x12x64xf32>
    %93 = tosa.reshape %92, %1 : (tensor<1x8x12x64xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %94 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %95 = tosa.reshape %94, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %96 = tosa.matmul %93, %95, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %97 = tosa.reshape %96, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %98 = tosa.reshape %arg11, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %99 = tosa.add %97, %98 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %100 = tosa.reshape %99, %1 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %101 = tosa.add %52, %100 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %102 = tosa.cast %101 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %103 = tosa.reduce_sum %102 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %104 = tosa.mul %103, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %105 = tosa.sub %102, %104 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %106 = tosa.mul %105, %105, %3 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %107 = tosa.reduce_sum %106 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %108 = tosa.mul %107, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %109 = tosa.cast %108 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %110 = tosa.reduce_sum %101 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %111 = tosa.mul %110, %22, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %112 = tosa.add %109, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %113 = tosa.rsqrt %112 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %114 = tosa.sub %101, %111 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %115 = tosa.mul %114, %113, %3 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %116 = tosa.reshape %arg12, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %117 = tosa.mul %115, %116, %3 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %118 = tosa.reshape %arg13, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %119 = tosa.add %117, %118 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %120 = tosa.transpose %arg14 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %121 = tosa.reshape %120, %14 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %122 = tosa.matmul %119, %121, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x3072xf32>
    %123 = tosa.reshape %122, %15 : (tensor<1x8x3072xf32>, !tosa.shape<2>) -> tensor<8x3072xf32>
    %124 = tosa.reshape %arg15, %16 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %125 = tosa.add %123, %124 : (tensor<8x3072xf32>, tensor<1x3072xf32>) -> tensor<8x3072xf32>
    %126 = tosa.reshape %125, %17 : (tensor<8x3072xf32>, !tosa.shape<3>) -> tensor<1x8x3072xf32>
    %127 = tosa.mul %126, %27, %3 : (tensor<1x8x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %128 = tosa.erf %127 : (tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %129 = tosa.add %128, %25 : (tensor<1x8x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x8x3072xf32>
    %130 = tosa.mul %26, %129, %3 : (tensor<1x1x1xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %131 = tosa.mul %126, %130, %3 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %132 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %133 = tosa.reshape %132, %18 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %134 = tosa.matmul %131, %133, %5, %5 : (tensor<1x8x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %135 = tosa.reshape %134, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %136 = tosa.reshape %arg17, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %137 = tosa.add %135, %136 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %138 = tosa.reshape %137, %1 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %139 = tosa.add %119, %138 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %140 = tosa.cast %139 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %141 = tosa.reduce_sum %140 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %142 = tosa.mul %141, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %143 = tosa.sub %140, %142 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %144 = tosa.mul %143, %143, %3 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %145 = tosa.reduce_sum %144 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %146 = tosa.mul %145, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %147 = tosa.cast %146 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %148 = tosa.reduce_sum %139 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %149 = tosa.mul %148, %22, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %150 = tosa.add %147, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %151 = tosa.rsqrt %150 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %152 = tosa.sub %139, %149 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %153 = tosa.mul %152, %151, %3 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %154 = tosa.reshape %arg18, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %155 = tosa.mul %153, %154, %3 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %156 = tosa.reshape %arg19, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %157 = tosa.add %155, %156 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %158 = tosa.transpose %arg20 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %159 = tosa.reshape %158, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %160 = tosa.matmul %157, %159, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %161 = tosa.reshape %160, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %162 = tosa.reshape %arg21, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %163 = tosa.add %161, %162 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %164 = tosa.reshape %163, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %165 = tosa.transpose %164 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %166 = tosa.transpose %arg22 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %167 = tosa.reshape %166, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %168 = tosa.matmul %157, %167, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %169 = tosa.reshape %168, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %170 = tosa.reshape %arg23, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %171 = tosa.add %169, %170 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %172 = tosa.reshape %171, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %173 = tosa.transpose %arg24 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %174 = tosa.reshape %173, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %175 = tosa.matmul %157, %174, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %176 = tosa.reshape %175, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %177 = tosa.reshape %arg25, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %178 = tosa.add %176, %177 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %179 = tosa.reshape %178, %8 : (tensor<8x768xf32>, !tosa.shape<4>) -> tensor<1x8x12x64xf32>
    %180 = tosa.transpose %179 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x8x64xf32>
    %181 = tosa.transpose %172 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x12x64xf32>) -> tensor<1x12x64x8xf32>
    %182 = tosa.reshape %165, %9 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %183 = tosa.reshape %181, %10 : (tensor<1x12x64x8xf32>, !tosa.shape<3>) -> tensor<12x64x8xf32>
    %184 = tosa.matmul %182, %183, %5, %5 : (tensor<12x8x64xf32>, tensor<12x64x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x8xf32>
    %185 = tosa.reshape %184, %11 : (tensor<12x8x8xf32>, !tosa.shape<4>) -> tensor<1x12x8x8xf32>
    %186 = tosa.mul %185, %24, %3 : (tensor<1x12x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %187 = tosa.reduce_max %186 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %188 = tosa.sub %186, %187 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>) -> tensor<1x12x8x8xf32>
    %189 = tosa.exp %188 : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %190 = tosa.reduce_sum %189 {axis = 3 : i32} : (tensor<1x12x8x8xf32>) -> tensor<1x12x8x1xf32>
    %191 = tosa.reciprocal %190 : (tensor<1x12x8x1xf32>) -> tensor<1x12x8x1xf32>
    %192 = tosa.mul %189, %191, %3 : (tensor<1x12x8x8xf32>, tensor<1x12x8x1xf32>, tensor<1xi8>) -> tensor<1x12x8x8xf32>
    %193 = tosa.reshape %192, %12 : (tensor<1x12x8x8xf32>, !tosa.shape<3>) -> tensor<12x8x8xf32>
    %194 = tosa.reshape %180, %9 : (tensor<1x12x8x64xf32>, !tosa.shape<3>) -> tensor<12x8x64xf32>
    %195 = tosa.matmul %193, %194, %5, %5 : (tensor<12x8x8xf32>, tensor<12x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x8x64xf32>
    %196 = tosa.reshape %195, %13 : (tensor<12x8x64xf32>, !tosa.shape<4>) -> tensor<1x12x8x64xf32>
    %197 = tosa.transpose %196 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x8x64xf32>) -> tensor<1x8x12x64xf32>
    %198 = tosa.reshape %197, %1 : (tensor<1x8x12x64xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %199 = tosa.transpose %arg26 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %200 = tosa.reshape %199, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %201 = tosa.matmul %198, %200, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %202 = tosa.reshape %201, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %203 = tosa.reshape %arg27, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %204 = tosa.add %202, %203 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %205 = tosa.reshape %204, %1 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %206 = tosa.add %157, %205 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %207 = tosa.cast %206 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %208 = tosa.reduce_sum %207 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %209 = tosa.mul %208, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %210 = tosa.sub %207, %209 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %211 = tosa.mul %210, %210, %3 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %212 = tosa.reduce_sum %211 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %213 = tosa.mul %212, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %214 = tosa.cast %213 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %215 = tosa.reduce_sum %206 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %216 = tosa.mul %215, %22, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %217 = tosa.add %214, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %218 = tosa.rsqrt %217 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %219 = tosa.sub %206, %216 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %220 = tosa.mul %219, %218, %3 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %221 = tosa.reshape %arg28, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %222 = tosa.mul %220, %221, %3 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %223 = tosa.reshape %arg29, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %224 = tosa.add %222, %223 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %225 = tosa.transpose %arg30 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %226 = tosa.reshape %225, %14 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %227 = tosa.matmul %224, %226, %5, %5 : (tensor<1x8x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x3072xf32>
    %228 = tosa.reshape %227, %15 : (tensor<1x8x3072xf32>, !tosa.shape<2>) -> tensor<8x3072xf32>
    %229 = tosa.reshape %arg31, %16 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %230 = tosa.add %228, %229 : (tensor<8x3072xf32>, tensor<1x3072xf32>) -> tensor<8x3072xf32>
    %231 = tosa.reshape %230, %17 : (tensor<8x3072xf32>, !tosa.shape<3>) -> tensor<1x8x3072xf32>
    %232 = tosa.mul %231, %27, %3 : (tensor<1x8x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %233 = tosa.erf %232 : (tensor<1x8x3072xf32>) -> tensor<1x8x3072xf32>
    %234 = tosa.add %233, %25 : (tensor<1x8x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x8x3072xf32>
    %235 = tosa.mul %26, %234, %3 : (tensor<1x1x1xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %236 = tosa.mul %231, %235, %3 : (tensor<1x8x3072xf32>, tensor<1x8x3072xf32>, tensor<1xi8>) -> tensor<1x8x3072xf32>
    %237 = tosa.transpose %arg32 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %238 = tosa.reshape %237, %18 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %239 = tosa.matmul %236, %238, %5, %5 : (tensor<1x8x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x768xf32>
    %240 = tosa.reshape %239, %2 : (tensor<1x8x768xf32>, !tosa.shape<2>) -> tensor<8x768xf32>
    %241 = tosa.reshape %arg33, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %242 = tosa.add %240, %241 : (tensor<8x768xf32>, tensor<1x768xf32>) -> tensor<8x768xf32>
    %243 = tosa.reshape %242, %1 : (tensor<8x768xf32>, !tosa.shape<3>) -> tensor<1x8x768xf32>
    %244 = tosa.add %224, %243 : (tensor<1x8x768xf32>, tensor<1x8x768xf32>) -> tensor<1x8x768xf32>
    %245 = tosa.cast %244 : (tensor<1x8x768xf32>) -> tensor<1x8x768xf64>
    %246 = tosa.reduce_sum %245 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %247 = tosa.mul %246, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %248 = tosa.sub %245, %247 : (tensor<1x8x768xf64>, tensor<1x8x1xf64>) -> tensor<1x8x768xf64>
    %249 = tosa.mul %248, %248, %3 : (tensor<1x8x768xf64>, tensor<1x8x768xf64>, tensor<1xi8>) -> tensor<1x8x768xf64>
    %250 = tosa.reduce_sum %249 {axis = 2 : i32} : (tensor<1x8x768xf64>) -> tensor<1x8x1xf64>
    %251 = tosa.mul %250, %21, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %252 = tosa.cast %251 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %253 = tosa.reduce_sum %244 {axis = 2 : i32} : (tensor<1x8x768xf32>) -> tensor<1x8x1xf32>
    %254 = tosa.mul %253, %22, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %255 = tosa.add %252, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %256 = tosa.rsqrt %255 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %257 = tosa.sub %244, %254 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>) -> tensor<1x8x768xf32>
    %258 = tosa.mul %257, %256, %3 : (tensor<1x8x768xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %259 = tosa.reshape %arg34, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %260 = tosa.mul %258, %259, %3 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x8x768xf32>
    %261 = tosa.reshape %arg35, %4 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %262 = tosa.add %260, %261 : (tensor<1x8x768xf32>, tensor<1x1x768xf32>) -> tensor<1x8x768xf32>
    %263 = tosa.slice %262, %19, %4 : (tensor<1x8x768xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %264 = tosa.transpose %arg36 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %265 = tosa.reshape %264, %6 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %266 = tosa.matmul %263, %265, %5, %5 : (tensor<1x1x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x768xf32>
    %267 = tosa.reshape %266, %7 : (tensor<1x1x768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %268 = tosa.reshape %arg37, %7 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %269 = tosa.add %267, %268 : (tensor<1x768xf32>, tensor<1x768xf32>) -> tensor<1x768xf32>
    %270 = tosa.tanh %269 : (tensor<1x768xf32>) -> tensor<1x768xf32>
    return %262, %270 : tensor<1x8x768xf32>, tensor<1x768xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000"
    }
  }
#-}
