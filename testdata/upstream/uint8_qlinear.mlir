// Upstream miscompile #174517 (linalg-generalize-named-ops +
// linalg-specialize-generic-ops drop cast_unsigned from linalg.matmul)
// embedded in a model: a uint8 asymmetric-quantized classifier head
// (QNNPACK / TFLite-uint8 style, zero points 128, scales 2^-7):
//   xq  = u8(clamp(roundeven(x * 128) + 128, 0, 255))         (linalg.generic)
//   acc = linalg.matmul {cast_unsigned} (xq, wq) -> i32         u8 x u8
//   acc' = acc - 128*rowsum(xq) - 128*colsum(wq) + 64*128*128   (zero-point fix)
//   h   = relu(f32(acc') * 2^-14 + b1)
//   out = log_softmax(h W2 + b2)
// Inputs stored as i8 are read as u8 (bit patterns 0..255). After the
// generalize/specialize round trip the matmul sign-extends, so every product
// with an operand >= 128 changes: acc' and both results are wrong almost
// everywhere (integer mismatch in result 1, large errors in result 0).
//   16 rows, 64 -> 32 (u8 matmul) -> 10 (f32).  ~0.04 M multiply-adds.
// Inputs:
//   %x  [16,64] f32 activations, uniform(-1,1)
//   %wq [64,32] i8 = u8 weights with zero point 128 (any bit pattern)
//   %b1 [1,32] f32 bias, uniform(-1,1)
//   %w2 [1,32,10] f32 classifier weight, %b2 [1,1,10] f32 bias, uniform(-1,1)
// Results: log-probabilities [1,16,10] f32; zero-point-corrected
// accumulators [16,32] i32 (bit-exact).
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(linalg-generalize-named-ops,linalg-specialize-generic-ops)
// DEFUSE-INPUTS: arg1=int(-128,127)
// DEFUSE-CULPRIT: pass=linalg-specialize-generic-ops op=linalg.matmul kind=integer-mismatch
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1)>
func.func @uint8_qlinear(%x: tensor<16x64xf32>, %wq: tensor<64x32xi8>, %b1: tensor<1x32xf32>,
                         %w2: tensor<1x32x10xf32>, %b2: tensor<1x1x10xf32>)
    -> (tensor<1x16x10xf32>, tensor<16x32xi32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %qscale = "tosa.const"() <{values = dense<128.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %zpi = "tosa.const"() <{values = dense<128> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %kzz = "tosa.const"() <{values = dense<1048576> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %dq = "tosa.const"() <{values = dense<6.103515625e-05> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %srow = tosa.const_shape {values = dense<[16, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %scol = tosa.const_shape {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s3 = tosa.const_shape {values = dense<[1, 16, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %c0 = arith.constant 0 : i32
  // quantize activations to u8 (zero point 128)
  %xs = tosa.mul %x, %qscale, %shift : (tensor<16x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  %qinit = tensor.empty() : tensor<16x64xi8>
  %xq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xs : tensor<16x64xf32>) outs(%qinit : tensor<16x64xi8>) {
  ^bb0(%in: f32, %out: i8):
    %zpf = arith.constant 128.0 : f32
    %lo = arith.constant 0.0 : f32
    %hi = arith.constant 255.0 : f32
    %r = math.roundeven %in : f32
    %s = arith.addf %r, %zpf : f32
    %c1 = arith.maximumf %s, %lo : f32
    %c2 = arith.minimumf %c1, %hi : f32
    %u = arith.fptoui %c2 : f32 to i8
    linalg.yield %u : i8
  } -> tensor<16x64xi8>
  // u8 x u8 -> i32 matmul
  %accinit = tensor.empty() : tensor<16x32xi32>
  %acc0 = linalg.fill ins(%c0 : i32) outs(%accinit : tensor<16x32xi32>) -> tensor<16x32xi32>
  %acc = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>}
      ins(%xq, %wq : tensor<16x64xi8>, tensor<64x32xi8>) outs(%acc0 : tensor<16x32xi32>) -> tensor<16x32xi32>
  // zero-point correction terms (unsigned row / column sums)
  %rinit = tensor.empty() : tensor<16xi32>
  %r0 = linalg.fill ins(%c0 : i32) outs(%rinit : tensor<16xi32>) -> tensor<16xi32>
  %rowsum = linalg.generic {indexing_maps = [#id2, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%xq : tensor<16x64xi8>) outs(%r0 : tensor<16xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    %a = arith.addi %out, %e : i32
    linalg.yield %a : i32
  } -> tensor<16xi32>
  %cinit = tensor.empty() : tensor<32xi32>
  %cz = linalg.fill ins(%c0 : i32) outs(%cinit : tensor<32xi32>) -> tensor<32xi32>
  %colsum = linalg.generic {indexing_maps = [#id2, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%wq : tensor<64x32xi8>) outs(%cz : tensor<32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    %a = arith.addi %out, %e : i32
    linalg.yield %a : i32
  } -> tensor<32xi32>
  %rs2 = tosa.reshape %rowsum, %srow : (tensor<16xi32>, !tosa.shape<2>) -> tensor<16x1xi32>
  %cs2 = tosa.reshape %colsum, %scol : (tensor<32xi32>, !tosa.shape<2>) -> tensor<1x32xi32>
  %rterm = tosa.mul %rs2, %zpi, %shift : (tensor<16x1xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<16x1xi32>
  %cterm = tosa.mul %cs2, %zpi, %shift : (tensor<1x32xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<1x32xi32>
  %a1 = tosa.sub %acc, %rterm : (tensor<16x32xi32>, tensor<16x1xi32>) -> tensor<16x32xi32>
  %a2 = tosa.sub %a1, %cterm : (tensor<16x32xi32>, tensor<1x32xi32>) -> tensor<16x32xi32>
  %accc = tosa.add %a2, %kzz : (tensor<16x32xi32>, tensor<1x1xi32>) -> tensor<16x32xi32>
  // dequantize, bias, ReLU
  %hf = tosa.cast %accc : (tensor<16x32xi32>) -> tensor<16x32xf32>
  %hs = tosa.mul %hf, %dq, %shift : (tensor<16x32xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x32xf32>
  %hb = tosa.add %hs, %b1 : (tensor<16x32xf32>, tensor<1x32xf32>) -> tensor<16x32xf32>
  %h = tosa.clamp %hb {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<16x32xf32>) -> tensor<16x32xf32>
  // f32 classifier + log-softmax
  %h3 = tosa.reshape %h, %s3 : (tensor<16x32xf32>, !tosa.shape<3>) -> tensor<1x16x32xf32>
  %z0 = tosa.matmul %h3, %w2, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x10xf32>
  %z = tosa.add %z0, %b2 : (tensor<1x16x10xf32>, tensor<1x1x10xf32>) -> tensor<1x16x10xf32>
  %zmax = tosa.reduce_max %z {axis = 2 : i32} : (tensor<1x16x10xf32>) -> tensor<1x16x1xf32>
  %zc = tosa.sub %z, %zmax : (tensor<1x16x10xf32>, tensor<1x16x1xf32>) -> tensor<1x16x10xf32>
  %ze = tosa.exp %zc : (tensor<1x16x10xf32>) -> tensor<1x16x10xf32>
  %zs = tosa.reduce_sum %ze {axis = 2 : i32} : (tensor<1x16x10xf32>) -> tensor<1x16x1xf32>
  %lse = tosa.log %zs : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %out = tosa.sub %zc, %lse : (tensor<1x16x10xf32>, tensor<1x16x1xf32>) -> tensor<1x16x10xf32>
  return %out, %accc : tensor<1x16x10xf32>, tensor<16x32xi32>
}
