// Upstream miscompile #174517 (linalg-generalize-named-ops +
// linalg-specialize-generic-ops drop cast_unsigned from linalg.matmul)
// embedded in a model: a pre-LayerNorm residual MLP block whose up
// projection runs in uint8 (QNNPACK / TFLite-uint8 style asymmetric
// quantization, zero points 128, scales 2^-7), followed by a LayerNorm and an
// f32 classifier head with log-softmax:
//   n   = LN1(x) * g1 + be1
//   nq  = u8(clamp(roundeven(n * 128) + 128, 0, 255))           (linalg.generic)
//   acc = linalg.matmul {cast_unsigned} (nq, wq) -> i32           u8 x u8
//   acc' = acc - 128*rowsum(nq) - 128*colsum(wq) + 64*128*128     (zero-point fix)
//   h   = gelu_tanh(f32(acc') * 2^-14 + b1)
//   r   = x + h W2 + b2;  out = log_softmax(LN2(r) W3 + b3)
// Inputs stored as i8 are read as u8 (bit patterns 0..255). After the
// generalize/specialize round trip the u8 matmul sign-extends, so every
// product with an operand >= 128 changes: acc' (result 1, bit-exact integer
// comparison) and the log-probabilities (result 0) are wrong almost
// everywhere. The only unsigned matmul is the culprit op; the two f32
// tosa.matmul ops survive the round trip correctly.
//   16 rows, d_model 64, u8 FFN 64 -> 128, f32 128 -> 64, 10 classes.
//   ~0.32 M multiply-adds.
// Inputs:
//   %x  [16,64] f32 activations, uniform(-1,1)
//   %g1 %be1 [1,64] LayerNorm-1 gamma / beta, uniform(-1,1)
//   %wq [64,128] i8 = u8 weights with zero point 128 (any bit pattern)
//   %b1 [1,128] f32 bias;  %w2 [1,128,64] %b2 [1,1,64] f32 down projection
//   %g2 %be2 [1,1,64] LayerNorm-2;  %w3 [1,64,10] %b3 [1,1,10] classifier
// Results: log-probabilities [1,16,10] f32; zero-point-corrected
// accumulators [16,128] i32 (bit-exact).
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(linalg-generalize-named-ops,linalg-specialize-generic-ops)
// DEFUSE-INPUTS: arg3=int(-128,127)
// DEFUSE-CULPRIT: pass=linalg-specialize-generic-ops op=linalg.matmul loc=uint8_qmlp_block.mlir:91 kind=integer-mismatch
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1)>
func.func @uint8_qmlp_block(%x: tensor<16x64xf32>, %g1: tensor<1x64xf32>, %be1: tensor<1x64xf32>,
                            %wq: tensor<64x128xi8>, %b1: tensor<1x128xf32>,
                            %w2: tensor<1x128x64xf32>, %b2: tensor<1x1x64xf32>,
                            %g2: tensor<1x1x64xf32>, %be2: tensor<1x1x64xf32>,
                            %w3: tensor<1x64x10xf32>, %b3: tensor<1x1x10xf32>)
    -> (tensor<1x16x10xf32>, tensor<16x128xi32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %invd2 = "tosa.const"() <{values = dense<0.015625> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %eps2 = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %invd = "tosa.const"() <{values = dense<0.015625> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %qscale = "tosa.const"() <{values = dense<128.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %zpi = "tosa.const"() <{values = dense<128> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %kzz = "tosa.const"() <{values = dense<1048576> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %dq = "tosa.const"() <{values = dense<6.103515625e-05> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %kcube = "tosa.const"() <{values = dense<0.044715> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %sqrt2pi = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %srow = tosa.const_shape {values = dense<[16, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %scol = tosa.const_shape {values = dense<[1, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s3h = tosa.const_shape {values = dense<[1, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s3x = tosa.const_shape {values = dense<[1, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %c0 = arith.constant 0 : i32
  // ---- LayerNorm 1 (f32) ----
  %n1ms = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x1xf32>
  %n1m = tosa.mul %n1ms, %invd2, %shift : (tensor<16x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x1xf32>
  %n1d = tosa.sub %x, %n1m : (tensor<16x64xf32>, tensor<16x1xf32>) -> tensor<16x64xf32>
  %n1dsq = tosa.mul %n1d, %n1d, %shift : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  %n1vs = tosa.reduce_sum %n1dsq {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x1xf32>
  %n1v = tosa.mul %n1vs, %invd2, %shift : (tensor<16x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x1xf32>
  %n1ve = tosa.add %n1v, %eps2 : (tensor<16x1xf32>, tensor<1x1xf32>) -> tensor<16x1xf32>
  %n1rs = tosa.rsqrt %n1ve : (tensor<16x1xf32>) -> tensor<16x1xf32>
  %n1na = tosa.mul %n1d, %n1rs, %shift : (tensor<16x64xf32>, tensor<16x1xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  %n1nb = tosa.mul %n1na, %g1, %shift : (tensor<16x64xf32>, tensor<1x64xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  %n1 = tosa.add %n1nb, %be1 : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
  // ---- quantize activations to u8 (zero point 128, scale 2^-7) ----
  %xs = tosa.mul %n1, %qscale, %shift : (tensor<16x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  %qinit = tensor.empty() : tensor<16x64xi8>
  %nq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xs : tensor<16x64xf32>) outs(%qinit : tensor<16x64xi8>) {
  ^bb0(%in: f32, %out: i8):
    %zpf = arith.constant 128.0 : f32
    %lo = arith.constant 0.0 : f32
    %hi = arith.constant 255.0 : f32
    %r = math.roundeven %in : f32
    %s = arith.addf %r, %zpf : f32
    %k1 = arith.maximumf %s, %lo : f32
    %k2 = arith.minimumf %k1, %hi : f32
    %u = arith.fptoui %k2 : f32 to i8
    linalg.yield %u : i8
  } -> tensor<16x64xi8>
  // ---- u8 x u8 -> i32 up projection ----
  %accinit = tensor.empty() : tensor<16x128xi32>
  %acc0 = linalg.fill ins(%c0 : i32) outs(%accinit : tensor<16x128xi32>) -> tensor<16x128xi32>
  %acc = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>}
      ins(%nq, %wq : tensor<16x64xi8>, tensor<64x128xi8>) outs(%acc0 : tensor<16x128xi32>) -> tensor<16x128xi32>
  // ---- zero-point correction (unsigned row / column sums) ----
  %rinit = tensor.empty() : tensor<16xi32>
  %r0 = linalg.fill ins(%c0 : i32) outs(%rinit : tensor<16xi32>) -> tensor<16xi32>
  %rowsum = linalg.generic {indexing_maps = [#id2, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%nq : tensor<16x64xi8>) outs(%r0 : tensor<16xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    %a = arith.addi %out, %e : i32
    linalg.yield %a : i32
  } -> tensor<16xi32>
  %cinit = tensor.empty() : tensor<128xi32>
  %cz = linalg.fill ins(%c0 : i32) outs(%cinit : tensor<128xi32>) -> tensor<128xi32>
  %colsum = linalg.generic {indexing_maps = [#id2, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%wq : tensor<64x128xi8>) outs(%cz : tensor<128xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    %a = arith.addi %out, %e : i32
    linalg.yield %a : i32
  } -> tensor<128xi32>
  %rs2 = tosa.reshape %rowsum, %srow : (tensor<16xi32>, !tosa.shape<2>) -> tensor<16x1xi32>
  %cs2 = tosa.reshape %colsum, %scol : (tensor<128xi32>, !tosa.shape<2>) -> tensor<1x128xi32>
  %rterm = tosa.mul %rs2, %zpi, %shift : (tensor<16x1xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<16x1xi32>
  %cterm = tosa.mul %cs2, %zpi, %shift : (tensor<1x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<1x128xi32>
  %a1 = tosa.sub %acc, %rterm : (tensor<16x128xi32>, tensor<16x1xi32>) -> tensor<16x128xi32>
  %a2 = tosa.sub %a1, %cterm : (tensor<16x128xi32>, tensor<1x128xi32>) -> tensor<16x128xi32>
  %accc = tosa.add %a2, %kzz : (tensor<16x128xi32>, tensor<1x1xi32>) -> tensor<16x128xi32>
  // ---- dequantize, bias, GELU (tanh form) ----
  %hf = tosa.cast %accc : (tensor<16x128xi32>) -> tensor<16x128xf32>
  %hs = tosa.mul %hf, %dq, %shift : (tensor<16x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %h = tosa.add %hs, %b1 : (tensor<16x128xf32>, tensor<1x128xf32>) -> tensor<16x128xf32>
  %hsq = tosa.mul %h, %h, %shift : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %hcube = tosa.mul %hsq, %h, %shift : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %hkc = tosa.mul %hcube, %kcube, %shift : (tensor<16x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %hin0 = tosa.add %h, %hkc : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
  %hin = tosa.mul %hin0, %sqrt2pi, %shift : (tensor<16x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %hth = tosa.tanh %hin : (tensor<16x128xf32>) -> tensor<16x128xf32>
  %hone = tosa.add %hth, %one : (tensor<16x128xf32>, tensor<1x1xf32>) -> tensor<16x128xf32>
  %hhx = tosa.mul %h, %half, %shift : (tensor<16x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  %gel = tosa.mul %hhx, %hone, %shift : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<1xi8>) -> tensor<16x128xf32>
  // ---- f32 down projection + residual ----
  %gel3 = tosa.reshape %gel, %s3h : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %x3 = tosa.reshape %x, %s3x : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %m0 = tosa.matmul %gel3, %w2, %zp, %zp : (tensor<1x16x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %m = tosa.add %m0, %b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %r = tosa.add %x3, %m : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- LayerNorm 2 ----
  %n2ms = tosa.reduce_sum %r {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %n2m = tosa.mul %n2ms, %invd, %shift : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %n2d = tosa.sub %r, %n2m : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %n2dsq = tosa.mul %n2d, %n2d, %shift : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %n2vs = tosa.reduce_sum %n2dsq {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %n2v = tosa.mul %n2vs, %invd, %shift : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %n2ve = tosa.add %n2v, %eps : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %n2rs = tosa.rsqrt %n2ve : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %n2na = tosa.mul %n2d, %n2rs, %shift : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %n2nb = tosa.mul %n2na, %g2, %shift : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %n2 = tosa.add %n2nb, %be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- classifier + log-softmax ----
  %z0 = tosa.matmul %n2, %w3, %zp, %zp : (tensor<1x16x64xf32>, tensor<1x64x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x10xf32>
  %z = tosa.add %z0, %b3 : (tensor<1x16x10xf32>, tensor<1x1x10xf32>) -> tensor<1x16x10xf32>
  %zmax = tosa.reduce_max %z {axis = 2 : i32} : (tensor<1x16x10xf32>) -> tensor<1x16x1xf32>
  %zc = tosa.sub %z, %zmax : (tensor<1x16x10xf32>, tensor<1x16x1xf32>) -> tensor<1x16x10xf32>
  %ze = tosa.exp %zc : (tensor<1x16x10xf32>) -> tensor<1x16x10xf32>
  %zs = tosa.reduce_sum %ze {axis = 2 : i32} : (tensor<1x16x10xf32>) -> tensor<1x16x1xf32>
  %lse = tosa.log %zs : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %out = tosa.sub %zc, %lse : (tensor<1x16x10xf32>, tensor<1x16x1xf32>) -> tensor<1x16x10xf32>
  return %out, %accc : tensor<1x16x10xf32>, tensor<16x128xi32>
}
