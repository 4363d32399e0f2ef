// Upstream miscompile #132202 (math-expand-ops turns powf(negative base,
// integral exponent) into NaN) embedded in a full model block: a GPT-2 style
// decoder block (pre-LayerNorm, causal 4-head self-attention with a fused QKV
// projection, gelu_new MLP), as exported through ONNX, where gelu_new is
// written with Pow(f, 3):
//   n1 = LN(x); attn = softmax(mask + q k^T / 4) v Wo + bo; r1 = x + attn
//   n2 = LN(r1); f = n2 W1 + b1
//   gelu = 0.5 f (1 + tanh(sqrt(2/pi) (f + 0.044715 pow(f, 3))))
//   out = r1 + gelu W2 + b2
// Same graph as testdata/workloads/attention_decoder.mlir (72 compute ops)
// except that f*f*f is tosa.pow(f, 3.0). tosa.pow lowers to a linalg.generic
// whose exponent is a broadcast tensor operand, so math-expand-ops does not
// see a constant and emits exp(3 * log(f)): NaN for every f < 0, which flows
// through tanh and the W2 matmul into every row of the result.
// math-expand-ops must run before linalg-fuse-elementwise-ops folds the splat
// exponent into the generic body (then the x*x*x shortcut applies and the bug
// hides): see testdata/pipelines/upstream-powf-negative-long.pipeline.
//   seq 32, d_model 64, 4 heads of 16, mlp 256.  ~1.70 M multiply-adds.
// Inputs (all uniform(-1,1)):
//   %x [1,32,64] token embeddings; %g1 %be1 [1,1,64] LayerNorm-1 gamma / beta
//   %wqkv [1,64,192] %bqkv [1,1,192] fused QKV; %wo [1,64,64] %bo [1,1,64]
//   %g2 %be2 [1,1,64] LayerNorm-2; %w1 [1,64,256] %b1 [1,1,256] MLP up;
//   %w2 [1,256,64] %b2 [1,1,64] MLP down.
// Result: [1,32,64] hidden states.
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: all=uniform(-1,1)
// DEFUSE-CULPRIT: pass=math-expand-ops op=tosa.pow loc=gpt2_block_pow.mlir:124 kind=nan
func.func @gpt2_block_pow(%x: tensor<1x32x64xf32>,
    %g1: tensor<1x1x64xf32>, %be1: tensor<1x1x64xf32>,
    %wqkv: tensor<1x64x192xf32>, %bqkv: tensor<1x1x192xf32>,
    %wo: tensor<1x64x64xf32>, %bo: tensor<1x1x64xf32>,
    %g2: tensor<1x1x64xf32>, %be2: tensor<1x1x64xf32>,
    %w1: tensor<1x64x256xf32>, %b1: tensor<1x1x256xf32>,
    %w2: tensor<1x256x64xf32>, %b2: tensor<1x1x64xf32>) -> tensor<1x32x64xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %scale = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %invd = "tosa.const"() <{values = dense<0.015625> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kcube = "tosa.const"() <{values = dense<0.044715> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %sqrt2pi = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %three = "tosa.const"() <{values = dense<3.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %o0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %o1 = tosa.const_shape {values = dense<[0, 0, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %o2 = tosa.const_shape {values = dense<[0, 0, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %ssz = tosa.const_shape {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s4 = tosa.const_shape {values = dense<[1, 32, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sh = tosa.const_shape {values = dense<[4, 32, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %skt = tosa.const_shape {values = dense<[4, 16, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sh4 = tosa.const_shape {values = dense<[1, 4, 32, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // ---- LayerNorm 1 ----
  %n1ms = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %n1m = tosa.mul %n1ms, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %n1d = tosa.sub %x, %n1m : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
  %n1dsq = tosa.mul %n1d, %n1d, %shift : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n1vs = tosa.reduce_sum %n1dsq {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %n1v = tosa.mul %n1vs, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %n1ve = tosa.add %n1v, %eps : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
  %n1rs = tosa.rsqrt %n1ve : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %n1na = tosa.mul %n1d, %n1rs, %shift : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n1nb = tosa.mul %n1na, %g1, %shift : (tensor<1x32x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n1 = tosa.add %n1nb, %be1 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  // ---- fused QKV projection, split, heads ----
  %qkv0 = tosa.matmul %n1, %wqkv, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x192xf32>
  %qkv = tosa.add %qkv0, %bqkv : (tensor<1x32x192xf32>, tensor<1x1x192xf32>) -> tensor<1x32x192xf32>
  %q = tosa.slice %qkv, %o0, %ssz : (tensor<1x32x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %q4 = tosa.reshape %q, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %qt = tosa.transpose %q4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x32x16xf32>
  %qh = tosa.reshape %qt, %sh : (tensor<1x4x32x16xf32>, !tosa.shape<3>) -> tensor<4x32x16xf32>
  %k = tosa.slice %qkv, %o1, %ssz : (tensor<1x32x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %k4 = tosa.reshape %k, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %kt = tosa.transpose %k4 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x16x32xf32>
  %kh = tosa.reshape %kt, %skt : (tensor<1x4x16x32xf32>, !tosa.shape<3>) -> tensor<4x16x32xf32>
  %v = tosa.slice %qkv, %o2, %ssz : (tensor<1x32x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %v4 = tosa.reshape %v, %s4 : (tensor<1x32x64xf32>, !tosa.shape<4>) -> tensor<1x32x4x16xf32>
  %vt = tosa.transpose %v4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x32x4x16xf32>) -> tensor<1x4x32x16xf32>
  %vh = tosa.reshape %vt, %sh : (tensor<1x4x32x16xf32>, !tosa.shape<3>) -> tensor<4x32x16xf32>
  // ---- causal mask: 0 where key <= query, -1e4 (HF GPT-2 masked_bias) above ----
  %mempty = tensor.empty() : tensor<1x32x32xf32>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%mempty : tensor<1x32x32xf32>) {
  ^bb0(%unused: f32):
    %qi = linalg.index 1 : index
    %kj = linalg.index 2 : index
    %future = arith.cmpi ugt, %kj, %qi : index
    %neg = arith.constant -1.0e+04 : f32
    %zero = arith.constant 0.0 : f32
    %mv = arith.select %future, %neg, %zero : f32
    linalg.yield %mv : f32
  } -> tensor<1x32x32xf32>
  // ---- masked scaled dot-product attention ----
  %s0 = tosa.matmul %qh, %kh, %zp, %zp : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x32xf32>
  %s1 = tosa.mul %s0, %scale, %shift : (tensor<4x32x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x32x32xf32>
  %s = tosa.add %s1, %mask : (tensor<4x32x32xf32>, tensor<1x32x32xf32>) -> tensor<4x32x32xf32>
  %smax = tosa.reduce_max %s {axis = 2 : i32} : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
  %sc = tosa.sub %s, %smax : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
  %se = tosa.exp %sc : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %ssum = tosa.reduce_sum %se {axis = 2 : i32} : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
  %srec = tosa.reciprocal %ssum : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
  %p = tosa.mul %se, %srec, %shift : (tensor<4x32x32xf32>, tensor<4x32x1xf32>, tensor<1xi8>) -> tensor<4x32x32xf32>
  %ctx = tosa.matmul %p, %vh, %zp, %zp : (tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x16xf32>
  %c4 = tosa.reshape %ctx, %sh4 : (tensor<4x32x16xf32>, !tosa.shape<4>) -> tensor<1x4x32x16xf32>
  %ct = tosa.transpose %c4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x32x16xf32>) -> tensor<1x32x4x16xf32>
  %cm = tosa.reshape %ct, %ssz : (tensor<1x32x4x16xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %at0 = tosa.matmul %cm, %wo, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %at = tosa.add %at0, %bo : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %r1 = tosa.add %x, %at : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  // ---- LayerNorm 2 ----
  %n2ms = tosa.reduce_sum %r1 {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %n2m = tosa.mul %n2ms, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %n2d = tosa.sub %r1, %n2m : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
  %n2dsq = tosa.mul %n2d, %n2d, %shift : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n2vs = tosa.reduce_sum %n2dsq {axis = 2 : i32} : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %n2v = tosa.mul %n2vs, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %n2ve = tosa.add %n2v, %eps : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
  %n2rs = tosa.rsqrt %n2ve : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %n2na = tosa.mul %n2d, %n2rs, %shift : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n2nb = tosa.mul %n2na, %g2, %shift : (tensor<1x32x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %n2 = tosa.add %n2nb, %be2 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  // ---- MLP with gelu_new, written with Pow(f, 3) as in the ONNX export ----
  %f0 = tosa.matmul %n2, %w1, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x256xf32>
  %f = tosa.add %f0, %b1 : (tensor<1x32x256xf32>, tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
  %fcube = tosa.pow %f, %three : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
  %fkc = tosa.mul %fcube, %kcube, %shift : (tensor<1x32x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x256xf32>
  %fin0 = tosa.add %f, %fkc : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
  %fin = tosa.mul %fin0, %sqrt2pi, %shift : (tensor<1x32x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x256xf32>
  %fth = tosa.tanh %fin : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
  %fone = tosa.add %fth, %one : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
  %fhx = tosa.mul %f, %half, %shift : (tensor<1x32x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x256xf32>
  %gel = tosa.mul %fhx, %fone, %shift : (tensor<1x32x256xf32>, tensor<1x32x256xf32>, tensor<1xi8>) -> tensor<1x32x256xf32>
  %m0 = tosa.matmul %gel, %w2, %zp, %zp : (tensor<1x32x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %m = tosa.add %m0, %b2 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  %out = tosa.add %r1, %m : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  return %out : tensor<1x32x64xf32>
}
