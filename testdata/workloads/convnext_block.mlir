// Workload: convnext_block - a ConvNeXt block (NHWC):
//   7x7 depthwise conv (pad 3) -> LayerNorm over
//   channels -> pointwise expansion 32->128 (as a matmul over the 196 pixels)
//   -> GELU (erf form) -> pointwise projection 128->32 -> layer scale
//   (per-channel gamma) -> + input.
//   input 1x14x14x32.  ~1.91 M multiply-adds.
// Inputs (all uniform(-1,1) by default):
//   %x  [1,14,14,32]  feature map
//   %wd [7,7,32,1]    depthwise weight (HWCM), %bd [32] its bias
//   %g %be [1,1,1,32] LayerNorm gamma / beta
//   %w1 [1,32,128] %b1 [1,1,128]  pointwise expansion
//   %w2 [1,128,32] %b2 [1,1,32]  pointwise projection
//   %ls [1,1,1,32]   layer-scale gamma
// Result: [1,14,14,32].
func.func @convnext_block(%x: tensor<1x14x14x32xf32>, %wd: tensor<7x7x32x1xf32>, %bd: tensor<32xf32>,
                          %g: tensor<1x1x1x32xf32>, %be: tensor<1x1x1x32xf32>,
                          %w1: tensor<1x32x128xf32>, %b1: tensor<1x1x128xf32>,
                          %w2: tensor<1x128x32xf32>, %b2: tensor<1x1x32xf32>,
                          %ls: tensor<1x1x1x32xf32>) -> tensor<1x14x14x32xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %invc = "tosa.const"() <{values = dense<0.03125> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-6> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %rsqrt2 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %spix = tosa.const_shape {values = dense<[1, 196, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %simg = tosa.const_shape {values = dense<[1, 14, 14, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %dw = tosa.depthwise_conv2d %x, %wd, %bd, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 3, 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x14x14x32xf32>, tensor<7x7x32x1xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x32xf32>
  // LayerNorm over channels
  %ms = tosa.reduce_sum %dw {axis = 3 : i32} : (tensor<1x14x14x32xf32>) -> tensor<1x14x14x1xf32>
  %m = tosa.mul %ms, %invc, %shift : (tensor<1x14x14x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x14x14x1xf32>
  %d = tosa.sub %dw, %m : (tensor<1x14x14x32xf32>, tensor<1x14x14x1xf32>) -> tensor<1x14x14x32xf32>
  %dsq = tosa.mul %d, %d, %shift : (tensor<1x14x14x32xf32>, tensor<1x14x14x32xf32>, tensor<1xi8>) -> tensor<1x14x14x32xf32>
  %vs = tosa.reduce_sum %dsq {axis = 3 : i32} : (tensor<1x14x14x32xf32>) -> tensor<1x14x14x1xf32>
  %v = tosa.mul %vs, %invc, %shift : (tensor<1x14x14x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x14x14x1xf32>
  %ve = tosa.add %v, %eps : (tensor<1x14x14x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x14x14x1xf32>
  %rs = tosa.rsqrt %ve : (tensor<1x14x14x1xf32>) -> tensor<1x14x14x1xf32>
  %na = tosa.mul %d, %rs, %shift : (tensor<1x14x14x32xf32>, tensor<1x14x14x1xf32>, tensor<1xi8>) -> tensor<1x14x14x32xf32>
  %nb = tosa.mul %na, %g, %shift : (tensor<1x14x14x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x14x14x32xf32>
  %n = tosa.add %nb, %be : (tensor<1x14x14x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x14x14x32xf32>
  // pointwise MLP over pixels
  %np = tosa.reshape %n, %spix : (tensor<1x14x14x32xf32>, !tosa.shape<3>) -> tensor<1x196x32xf32>
  %u0 = tosa.matmul %np, %w1, %zp, %zp : (tensor<1x196x32xf32>, tensor<1x32x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x196x128xf32>
  %u = tosa.add %u0, %b1 : (tensor<1x196x128xf32>, tensor<1x1x128xf32>) -> tensor<1x196x128xf32>
  %us = tosa.mul %u, %rsqrt2, %shift : (tensor<1x196x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x196x128xf32>
  %ue = tosa.erf %us : (tensor<1x196x128xf32>) -> tensor<1x196x128xf32>
  %ue1 = tosa.add %ue, %one : (tensor<1x196x128xf32>, tensor<1x1x1xf32>) -> tensor<1x196x128xf32>
  %uh = tosa.mul %u, %half, %shift : (tensor<1x196x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x196x128xf32>
  %ug = tosa.mul %uh, %ue1, %shift : (tensor<1x196x128xf32>, tensor<1x196x128xf32>, tensor<1xi8>) -> tensor<1x196x128xf32>
  %p0 = tosa.matmul %ug, %w2, %zp, %zp : (tensor<1x196x128xf32>, tensor<1x128x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x196x32xf32>
  %p = tosa.add %p0, %b2 : (tensor<1x196x32xf32>, tensor<1x1x32xf32>) -> tensor<1x196x32xf32>
  %pi = tosa.reshape %p, %simg : (tensor<1x196x32xf32>, !tosa.shape<4>) -> tensor<1x14x14x32xf32>
  %lsd = tosa.mul %pi, %ls, %shift : (tensor<1x14x14x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x14x14x32xf32>
  %out = tosa.add %x, %lsd : (tensor<1x14x14x32xf32>, tensor<1x14x14x32xf32>) -> tensor<1x14x14x32xf32>
  return %out : tensor<1x14x14x32xf32>
}
