// Workload: depthwise_separable - MobileNet building blocks, NHWC, BN folded
// into conv biases:
//   block 1 (MobileNetV2 inverted residual, expansion 4):
//     1x1 conv 16->64, ReLU6 -> 3x3 depthwise conv (stride 1, pad 1), ReLU6
//     -> 1x1 conv 64->16 (linear bottleneck) -> + input
//   block 2 (MobileNetV1 depthwise separable, downsampling):
//     3x3 depthwise conv 16 ch, stride 2, pad (0,1,0,1), ReLU6
//     -> 1x1 conv 16->32, ReLU6
//   input 1x32x32x16, output 1x16x16x32.  ~2.85 M multiply-adds.
//   ReLU6 is tosa.clamp [0, 6].
// Inputs (all uniform(-1,1) by default):
//   %x    [1,32,32,16] input feature map
//   %we   [64,1,1,16]  expand 1x1 weight,     %be [64] bias
//   %wd   [3,3,64,1]   depthwise 3x3 weight (HWCM), %bd [64] bias
//   %wp   [16,1,1,64]  project 1x1 weight,    %bp [16] bias
//   %wd2  [3,3,16,1]   block-2 depthwise weight, %bd2 [16] bias
//   %wp2  [32,1,1,16]  block-2 pointwise weight, %bp2 [32] bias
// Result: [1,16,16,32].
func.func @depthwise_separable(%x: tensor<1x32x32x16xf32>,
    %we: tensor<64x1x1x16xf32>, %be: tensor<64xf32>,
    %wd: tensor<3x3x64x1xf32>, %bd: tensor<64xf32>,
    %wp: tensor<16x1x1x64xf32>, %bp: tensor<16xf32>,
    %wd2: tensor<3x3x16x1xf32>, %bd2: tensor<16xf32>,
    %wp2: tensor<32x1x1x16xf32>, %bp2: tensor<32xf32>) -> tensor<1x16x16x32xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // block 1: inverted residual
  %e = tosa.conv2d %x, %we, %be, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x16xf32>, tensor<64x1x1x16xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x64xf32>
  %e6 = tosa.clamp %e {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
  %d = tosa.depthwise_conv2d %e6, %wd, %bd, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x32x32x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x64xf32>
  %d6 = tosa.clamp %d {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
  %p = tosa.conv2d %d6, %wp, %bp, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x64xf32>, tensor<16x1x1x64xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  %y1 = tosa.add %p, %x : (tensor<1x32x32x16xf32>, tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
  // block 2: strided depthwise separable
  %d2 = tosa.depthwise_conv2d %y1, %wd2, %bd2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x32x32x16xf32>, tensor<3x3x16x1xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x16xf32>
  %d26 = tosa.clamp %d2 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  %p2 = tosa.conv2d %d26, %wp2, %bp2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x16xf32>, tensor<32x1x1x16xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
  %out = tosa.clamp %p2 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  return %out : tensor<1x16x16x32xf32>
}
