// Workload: vit_stem - the embedding stem of a Vision Transformer (ViT-Tiny
// style, scaled down): non-overlapping 4x4 patch embedding as a strided
// conv2d, flatten to tokens, prepend the learned [CLS] token (tosa.tile +
// tosa.concat), add learned position embeddings, pre-LayerNorm.
//   batch 2, image 32x32x3, 64 patches + 1 CLS, width 64.  ~0.39 M multiply-adds.
// Inputs (all uniform(-1,1) by default):
//   %img [2,32,32,3]  images (NHWC)
//   %wp  [64,4,4,3]    patch-embedding weight (OHWI), %bp [64] its bias
//   %cls [1,1,64]     CLS token
//   %pos [1,65,64]    position embeddings
//   %g %be [1,1,64]  LayerNorm gamma / beta
// Result: normalized tokens [2,65,64].
func.func @vit_stem(%img: tensor<2x32x32x3xf32>, %wp: tensor<64x4x4x3xf32>, %bp: tensor<64xf32>,
                    %cls: tensor<1x1x64xf32>, %pos: tensor<1x65x64xf32>,
                    %g: tensor<1x1x64xf32>, %be: tensor<1x1x64xf32>) -> tensor<2x65x64xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %invd = "tosa.const"() <{values = dense<0.015625> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %stok = tosa.const_shape {values = dense<[2, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %mult = tosa.const_shape {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %pe = tosa.conv2d %img, %wp, %bp, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 4, 4>} : (tensor<2x32x32x3xf32>, tensor<64x4x4x3xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8x64xf32>
  %tok = tosa.reshape %pe, %stok : (tensor<2x8x8x64xf32>, !tosa.shape<3>) -> tensor<2x64x64xf32>
  %clsb = tosa.tile %cls, %mult : (tensor<1x1x64xf32>, !tosa.shape<3>) -> tensor<2x1x64xf32>
  %seq = tosa.concat %clsb, %tok {axis = 1 : i32} : (tensor<2x1x64xf32>, tensor<2x64x64xf32>) -> tensor<2x65x64xf32>
  %h = tosa.add %seq, %pos : (tensor<2x65x64xf32>, tensor<1x65x64xf32>) -> tensor<2x65x64xf32>
  %ms = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<2x65x64xf32>) -> tensor<2x65x1xf32>
  %m = tosa.mul %ms, %invd, %shift : (tensor<2x65x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x65x1xf32>
  %d = tosa.sub %h, %m : (tensor<2x65x64xf32>, tensor<2x65x1xf32>) -> tensor<2x65x64xf32>
  %dsq = tosa.mul %d, %d, %shift : (tensor<2x65x64xf32>, tensor<2x65x64xf32>, tensor<1xi8>) -> tensor<2x65x64xf32>
  %vs = tosa.reduce_sum %dsq {axis = 2 : i32} : (tensor<2x65x64xf32>) -> tensor<2x65x1xf32>
  %v = tosa.mul %vs, %invd, %shift : (tensor<2x65x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x65x1xf32>
  %ve = tosa.add %v, %eps : (tensor<2x65x1xf32>, tensor<1x1x1xf32>) -> tensor<2x65x1xf32>
  %rs = tosa.rsqrt %ve : (tensor<2x65x1xf32>) -> tensor<2x65x1xf32>
  %na = tosa.mul %d, %rs, %shift : (tensor<2x65x64xf32>, tensor<2x65x1xf32>, tensor<1xi8>) -> tensor<2x65x64xf32>
  %nb = tosa.mul %na, %g, %shift : (tensor<2x65x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<2x65x64xf32>
  %out = tosa.add %nb, %be : (tensor<2x65x64xf32>, tensor<1x1x64xf32>) -> tensor<2x65x64xf32>
  return %out : tensor<2x65x64xf32>
}
