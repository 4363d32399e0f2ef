// Upstream miscompile #218111 (math-expand-ops: ceil(x) for x in (-1, 0)
// gives +0.0 instead of -0.0) embedded in a full model layer: a BERT-style
// post-LayerNorm Transformer encoder layer (4-head self-attention, residual,
// LayerNorm, GELU(erf) FFN, residual, LayerNorm) whose value projection is
// fake-quantized in ceil mode ("round up", step 0.25) for a quantized value
// cache that the layer also returns:
//   v = ceil((x Wv + bv) * 4) * 0.25                       (result 1)
//   out = LN2(r + FFN(r)), r = LN1(x + softmax(q k^T / 4) v Wo + bo)  (result 0)
// Same graph as testdata/workloads/transformer_encoder.mlir (62 compute ops)
// plus the three quantization ops. tosa.ceil lowers to math.ceil in a
// linalg.generic. Every element with x Wv + bv in (-0.25, 0) must quantize
// to -0.0 (ceil(-0.x) = -0.0, times 0.25 keeps the sign); after
// math-expand-ops it is +0.0: a sign-of-zero mismatch in result 1 (result 0
// is unaffected: the attention matmul sums the zeros away).
//   seq 32, d_model 64, 4 heads of 16, ffn 128.  ~1.18 M multiply-adds.
// Inputs (all uniform(-1,1)):
//   %x [1,32,64] token embeddings
//   %wq %wk %wv %wo [1,64,64] attention projections, %bq %bk %bv %bo [1,1,64] biases
//   %g1 %be1 [1,1,64] LayerNorm-1 gamma / beta
//   %w1 [1,64,128] %b1 [1,1,128] FFN up;  %w2 [1,128,64] %b2 [1,1,64] FFN down
//   %g2 %be2 [1,1,64] LayerNorm-2 gamma / beta
// Results: [1,32,64] encoded tokens; [1,32,64] quantized values (cache).
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: all=uniform(-1,1)
// DEFUSE-CULPRIT: pass=math-expand-ops op=tosa.ceil loc=ceil_quant_encoder.mlir:63 kind=sign-of-zero
func.func @ceil_quant_encoder(
    %x: tensor<1x32x64xf32>,
    %wq: tensor<1x64x64xf32>, %bq: tensor<1x1x64xf32>,
    %wk: tensor<1x64x64xf32>, %bk: tensor<1x1x64xf32>,
    %wv: tensor<1x64x64xf32>, %bv: tensor<1x1x64xf32>,
    %wo: tensor<1x64x64xf32>, %bo: tensor<1x1x64xf32>,
    %g1: tensor<1x1x64xf32>, %be1: tensor<1x1x64xf32>,
    %w1: tensor<1x64x128xf32>, %b1: tensor<1x1x128xf32>,
    %w2: tensor<1x128x64xf32>, %b2: tensor<1x1x64xf32>,
    %g2: tensor<1x1x64xf32>, %be2: tensor<1x1x64xf32>)
    -> (tensor<1x32x64xf32>, tensor<1x32x64xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %scale = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %invd = "tosa.const"() <{values = dense<0.015625> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %rsqrt2 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %inv_step = "tosa.const"() <{values = dense<4.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %step = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %s4 = tosa.const_shape {values = dense<[1, 32, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sh = tosa.const_shape {values = dense<[4, 32, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %skt = tosa.const_shape {values = dense<[4, 16, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sh4 = tosa.const_shape {values = dense<[1, 4, 32, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sd = tosa.const_shape {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>

  // ---- Q, K, V projections ----
  %q0 = tosa.matmul %x, %wq, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %q = tosa.add %q0, %bq : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %k0 = tosa.matmul %x, %wk, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %k = tosa.add %k0, %bk : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %v0 = tosa.matmul %x, %wv, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %vf = tosa.add %v0, %bv : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>

  // ---- value cache: ceil-mode fake quantization, step 0.25 ----
  %vs = tosa.mul %vf, %inv_step, %shift : (tensor<1x32x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %vc = tosa.ceil %vs : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  %v = tosa.mul %vc, %step, %shift : (tensor<1x32x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>

  // ---- split heads: [1,32,64] -> [1,32,4,16] -> [1,4,32,16] -> [4,32,16] ----
  %q4 = tosa.reshape %q, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %qt = tosa.transpose %q4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x32x16xf32>
  %qh = tosa.reshape %qt, %sh : (tensor<1x4x32x16xf32>, !tosa.shape<3>) -> tensor<4x32x16xf32>
  %k4 = tosa.reshape %k, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %kt = tosa.transpose %k4 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x16x32xf32>
  %khT = tosa.reshape %kt, %skt : (tensor<1x4x16x32xf32>, !tosa.shape<3>) -> tensor<4x16x32xf32>
  %v4 = tosa.reshape %v, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %vt = tosa.transpose %v4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x32x16xf32>
  %vh = tosa.reshape %vt, %sh : (tensor<1x4x32x16xf32>, !tosa.shape<3>) -> tensor<4x32x16xf32>

  // ---- scaled dot-product attention with a numerically stable softmax ----
  %s0 = tosa.matmul %qh, %khT, %zp, %zp : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x32xf32>
  %s = tosa.mul %s0, %scale, %shift : (tensor<4x32x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x32x32xf32>
  %smax = tosa.reduce_max %s {axis = 2 : i32} : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
  %sc = tosa.sub %s, %smax : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
  %se = tosa.exp %sc : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %ssum = tosa.reduce_sum %se {axis = 2 : i32} : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
  %srec = tosa.reciprocal %ssum : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
  %p = tosa.mul %se, %srec, %shift : (tensor<4x32x32xf32>, tensor<4x32x1xf32>, tensor<1xi8>) -> tensor<4x32x32xf32>
  %ctx = tosa.matmul %p, %vh, %zp, %zp : (tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x16xf32>

  // ---- merge heads and output projection ----
  %c4 = tosa.reshape %ctx, %sh4 : (tensor<4x32x16xf32>, !tosa.shape<4>) -> tensor<1x4x32x16xf32>
  %ct = tosa.transpose %c4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x32x16xf32>) -> tensor<1x32x4x16xf32>
  %cm = tosa.reshape %ct, %sd : (tensor<1x32x4x16xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %o0 = tosa.matmul %cm, %wo, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %o = tosa.add %o0, %bo : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %r1 = tosa.add %x, %o : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>

  // ---- LayerNorm 1 ----
  %m1s = tosa.reduce_sum %r1 {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %m1 = tosa.mul %m1s, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %d1 = tosa.sub %r1, %m1 : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
  %d1sq = tosa.mul %d1, %d1, %shift : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %v1s = tosa.reduce_sum %d1sq {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %v1 = tosa.mul %v1s, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %v1e = tosa.add %v1, %eps : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
  %rs1 = tosa.rsqrt %v1e : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %n1a = tosa.mul %d1, %rs1, %shift : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n1b = tosa.mul %n1a, %g1, %shift : (tensor<1x32x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n1 = tosa.add %n1b, %be1 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>

  // ---- feed-forward: GELU(n1 @ W1 + b1) @ W2 + b2, GELU(x) = 0.5 x (1 + erf(x / sqrt 2)) ----
  %f0 = tosa.matmul %n1, %w1, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x128xf32>
  %f1 = tosa.add %f0, %b1 : (tensor<1x32x128xf32>, tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
  %fs = tosa.mul %f1, %rsqrt2, %shift : (tensor<1x32x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %fe = tosa.erf %fs : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
  %fe1 = tosa.add %fe, %one : (tensor<1x32x128xf32>, tensor<1x1x1xf32>) -> tensor<1x32x128xf32>
  %fh = tosa.mul %f1, %half, %shift : (tensor<1x32x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %g = tosa.mul %fh, %fe1, %shift : (tensor<1x32x128xf32>, tensor<1x32x128xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %f2 = tosa.matmul %g, %w2, %zp, %zp : (tensor<1x32x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %f3 = tosa.add %f2, %b2 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %r2 = tosa.add %n1, %f3 : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>

  // ---- LayerNorm 2 ----
  %m2s = tosa.reduce_sum %r2 {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %m2 = tosa.mul %m2s, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %d2 = tosa.sub %r2, %m2 : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
  %d2sq = tosa.mul %d2, %d2, %shift : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %v2s = tosa.reduce_sum %d2sq {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %v2 = tosa.mul %v2s, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %v2e = tosa.add %v2, %eps : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
  %rs2 = tosa.rsqrt %v2e : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %n2a = tosa.mul %d2, %rs2, %shift : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n2b = tosa.mul %n2a, %g2, %shift : (tensor<1x32x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %out = tosa.add %n2b, %be2 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  return %out, %v : tensor<1x32x64xf32>, tensor<1x32x64xf32>
}
