// Workload: rmsnorm_swiglu - the feed-forward half of a LLaMA decoder layer in
// mixed precision: RMSNorm in f32, then a SwiGLU MLP whose three projections
// run in bf16 with f32 accumulation (tosa.matmul bf16 x bf16 -> f32),
// plus the residual connection in f32.
//   rms(x) = x * rsqrt(mean(x^2) + 1e-6) * g
//   ffn(n) = (silu(n Wg) * (n Wu)) Wd,  silu(a) = a * sigmoid(a)
//   32 tokens, d_model 128, ffn 352.  ~4.33 M multiply-adds.
// Inputs (all uniform(-1,1) by default; weights are f32 and cast to bf16):
//   %x  [1,32,128]  hidden states
//   %g  [1,1,128]   RMSNorm weight
//   %wg [1,128,352] gate projection, %wu [1,128,352] up projection
//   %wd [1,352,128] down projection
// Result: [1,32,128] hidden states.
func.func @rmsnorm_swiglu(%x: tensor<1x32x128xf32>, %g: tensor<1x1x128xf32>,
                          %wg: tensor<1x128x352xf32>, %wu: tensor<1x128x352xf32>,
                          %wd: tensor<1x352x128xf32>) -> tensor<1x32x128xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpb = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %invd = "tosa.const"() <{values = dense<0.0078125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  // RMSNorm (f32)
  %sq = tosa.mul %x, %x, %shift : (tensor<1x32x128xf32>, tensor<1x32x128xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %ss = tosa.reduce_sum %sq {axis = 2 : i32} : (tensor<1x32x128xf32>) -> tensor<1x32x1xf32>
  %ms = tosa.mul %ss, %invd, %shift : (tensor<1x32x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x1xf32>
  %mse = tosa.add %ms, %eps : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
  %rr = tosa.rsqrt %mse : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %xn = tosa.mul %x, %rr, %shift : (tensor<1x32x128xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %n = tosa.mul %xn, %g, %shift : (tensor<1x32x128xf32>, tensor<1x1x128xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  // bf16 casts of activations and weights
  %nb = tosa.cast %n : (tensor<1x32x128xf32>) -> tensor<1x32x128xbf16>
  %wgb = tosa.cast %wg : (tensor<1x128x352xf32>) -> tensor<1x128x352xbf16>
  %wub = tosa.cast %wu : (tensor<1x128x352xf32>) -> tensor<1x128x352xbf16>
  %wdb = tosa.cast %wd : (tensor<1x352x128xf32>) -> tensor<1x352x128xbf16>
  // SwiGLU
  %a = tosa.matmul %nb, %wgb, %zpb, %zpb : (tensor<1x32x128xbf16>, tensor<1x128x352xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x352xf32>
  %u = tosa.matmul %nb, %wub, %zpb, %zpb : (tensor<1x32x128xbf16>, tensor<1x128x352xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x352xf32>
  %sig = tosa.sigmoid %a : (tensor<1x32x352xf32>) -> tensor<1x32x352xf32>
  %silu = tosa.mul %a, %sig, %shift : (tensor<1x32x352xf32>, tensor<1x32x352xf32>, tensor<1xi8>) -> tensor<1x32x352xf32>
  %h = tosa.mul %silu, %u, %shift : (tensor<1x32x352xf32>, tensor<1x32x352xf32>, tensor<1xi8>) -> tensor<1x32x352xf32>
  %hb = tosa.cast %h : (tensor<1x32x352xf32>) -> tensor<1x32x352xbf16>
  %dn = tosa.matmul %hb, %wdb, %zpb, %zpb : (tensor<1x32x352xbf16>, tensor<1x352x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x32x128xf32>
  %out = tosa.add %x, %dn : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
  return %out : tensor<1x32x128xf32>
}
