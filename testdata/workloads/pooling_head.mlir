// Workload: pooling_head - the tail of a CNN image classifier (VGG/ResNet
// style): max-pool 2x2/2, conv3x3 64->128 + bias + ReLU, global average pool,
// fully-connected classifier to 1000 classes, log-softmax.
//   input 1x16x16x64 -> 1x8x8x64 -> 1x8x8x128 -> 1x1x1x128 -> 1000 logits.
//   ~4.85 M multiply-adds.
//   log_softmax(z) = (z - max z) - log(sum exp(z - max z)).
// Inputs (all uniform(-1,1) by default):
//   %x  [1,16,16,64]  feature map (NHWC)
//   %wc [128,3,3,64]  conv weight (OHWI), %bc [128] conv bias
//   %wf [1,128,1000]  classifier weight,  %bf [1,1,1000] classifier bias
// Result: log-probabilities [1,1,1000].
func.func @pooling_head(%x: tensor<1x16x16x64xf32>,
                        %wc: tensor<128x3x3x64xf32>, %bc: tensor<128xf32>,
                        %wf: tensor<1x128x1000xf32>, %bf: tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %sflat = tosa.const_shape {values = dense<[1, 1, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %mp = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x8x8x64xf32>
  %c = tosa.conv2d %mp, %wc, %bc, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<128x3x3x64xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
  %gap = tosa.avg_pool2d %r, %zp, %zp {acc_type = f32, kernel = array<i64: 8, 8>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x128xf32>
  %feat = tosa.reshape %gap, %sflat : (tensor<1x1x1x128xf32>, !tosa.shape<3>) -> tensor<1x1x128xf32>
  %fc = tosa.matmul %feat, %wf, %zp, %zp : (tensor<1x1x128xf32>, tensor<1x128x1000xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1000xf32>
  %z = tosa.add %fc, %bf : (tensor<1x1x1000xf32>, tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
  %zmax = tosa.reduce_max %z {axis = 2 : i32} : (tensor<1x1x1000xf32>) -> tensor<1x1x1xf32>
  %zc = tosa.sub %z, %zmax : (tensor<1x1x1000xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1000xf32>
  %ze = tosa.exp %zc : (tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
  %zs = tosa.reduce_sum %ze {axis = 2 : i32} : (tensor<1x1x1000xf32>) -> tensor<1x1x1xf32>
  %lse = tosa.log %zs : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %out = tosa.sub %zc, %lse : (tensor<1x1x1000xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1000xf32>
  return %out : tensor<1x1x1000xf32>
}
