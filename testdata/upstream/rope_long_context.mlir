// Upstream miscompile (llvm-project #118784 sin, #143335 cos) in a real
// use: rotary position embeddings (RoPE, GPT-NeoX half-split form) of a
// long-context attention layer, as LLaMA-style models compute them for
// positions up to 128k. The sin/cos polynomial approximation of MLIR's
// test-math-polynomial-approximation reduces its argument in plain f32
// (see polynomial_sincos.mlir beside this file), so angles pos * inv_freq
// of 1e5 and more lose their low bits: cos/sin come out off by up to ~0.01
// absolute, and the rotated queries and keys, and their scores, drift.
//   angle[s, i] = pos[s] * 10000^(-2i/32), i < 16
//   rot(x) = concat(x1 cos - x2 sin, x2 cos + x1 sin),  x = [x1 | x2]
//   scores = rot(q) rot(k)^T / sqrt(32)
// Sizes: seq 64, head dim 32. Inputs: %q, %k [1,64,32] uniform(-1,1);
// %pos [1,64,1] i32 token positions in [100000, 131071].
// Result: scores [1,64,64] f32. Every other pass of the pipeline keeps it
// correct; the libm lowering (no approximation) passes.
// DEFUSE-INPUTS: arg2=int(100000,131071)
// DEFUSE-CULPRIT: pass=test-math-polynomial-approximation op=math.cos (from tosa.cos) kind=precision
func.func @rope_scores(%q: tensor<1x64x32xf32>, %k: tensor<1x64x32xf32>, %pos: tensor<1x64x1xi32>) -> tensor<1x64x64xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %inv_freq = "tosa.const"() <{values = dense<[[[1.000000000e+00, 5.623413252e-01, 3.162277660e-01, 1.778279410e-01, 1.000000000e-01, 5.623413252e-02, 3.162277660e-02, 1.778279410e-02, 1.000000000e-02, 5.623413252e-03, 3.162277660e-03, 1.778279410e-03, 1.000000000e-03, 5.623413252e-04, 3.162277660e-04, 1.778279410e-04]]]> : tensor<1x1x16xf32>}> : () -> tensor<1x1x16xf32>
  %scale = "tosa.const"() <{values = dense<0.176776695> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %size = tosa.const_shape {values = dense<[1, 64, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %lo = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %hi = tosa.const_shape {values = dense<[0, 0, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %posf = tosa.cast %pos : (tensor<1x64x1xi32>) -> tensor<1x64x1xf32>
  %angle = tosa.mul %posf, %inv_freq, %shift : (tensor<1x64x1xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %cos = tosa.cos %angle : (tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %sin = tosa.sin %angle : (tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %q1 = tosa.slice %q, %lo, %size : (tensor<1x64x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x64x16xf32>
  %q2 = tosa.slice %q, %hi, %size : (tensor<1x64x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x64x16xf32>
  %q1c = tosa.mul %q1, %cos, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %q2s = tosa.mul %q2, %sin, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %q2c = tosa.mul %q2, %cos, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %q1s = tosa.mul %q1, %sin, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %qr1 = tosa.sub %q1c, %q2s : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %qr2 = tosa.add %q2c, %q1s : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %qr = tosa.concat %qr1, %qr2 {axis = 2 : i32} : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
  %k1 = tosa.slice %k, %lo, %size : (tensor<1x64x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x64x16xf32>
  %k2 = tosa.slice %k, %hi, %size : (tensor<1x64x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x64x16xf32>
  %k1c = tosa.mul %k1, %cos, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %k2s = tosa.mul %k2, %sin, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %k2c = tosa.mul %k2, %cos, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %k1s = tosa.mul %k1, %sin, %shift : (tensor<1x64x16xf32>, tensor<1x64x16xf32>, tensor<1xi8>) -> tensor<1x64x16xf32>
  %kr1 = tosa.sub %k1c, %k2s : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %kr2 = tosa.add %k2c, %k1s : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
  %kr = tosa.concat %kr1, %kr2 {axis = 2 : i32} : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
  %kt = tosa.transpose %kr {perms = array<i32: 0, 2, 1>} : (tensor<1x64x32xf32>) -> tensor<1x32x64xf32>
  %s = tosa.matmul %qr, %kt, %zp, %zp : (tensor<1x64x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %out = tosa.mul %s, %scale, %shift : (tensor<1x64x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  return %out : tensor<1x64x64xf32>
}
