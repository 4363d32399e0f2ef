// Workload: resnet_block - a ResNet basic block (ResNet-18/34 style), NHWC:
//   conv3x3(32->32, pad 1) -> batchnorm (folded: mul scale, add shift) -> ReLU
//   -> conv3x3(32->32, pad 1) -> batchnorm -> + identity shortcut -> ReLU.
//   input 1x16x16x32.  ~4.72 M multiply-adds (2 x 16*16*32*32*9).
//   ReLU is tosa.clamp [0, FLT_MAX].
// Inputs (all uniform(-1,1) by default):
//   %x   [1,16,16,32] input feature map (NHWC)
//   %w1  [32,3,3,32]  conv-1 weight (OHWI), %b1 [32] conv-1 bias
//   %s1  [1,1,1,32]   BN-1 folded scale,    %t1 [1,1,1,32] BN-1 folded shift
//   %w2  [32,3,3,32]  conv-2 weight (OHWI), %b2 [32] conv-2 bias
//   %s2  [1,1,1,32]   BN-2 folded scale,    %t2 [1,1,1,32] BN-2 folded shift
// Result: [1,16,16,32] output feature map.
func.func @resnet_block(%x: tensor<1x16x16x32xf32>,
                        %w1: tensor<32x3x3x32xf32>, %b1: tensor<32xf32>,
                        %s1: tensor<1x1x1x32xf32>, %t1: tensor<1x1x1x32xf32>,
                        %w2: tensor<32x3x3x32xf32>, %b2: tensor<32xf32>,
                        %s2: tensor<1x1x1x32xf32>, %t2: tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c1 = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
  %bn1a = tosa.mul %c1, %s1, %shift : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
  %bn1 = tosa.add %bn1a, %t1 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
  %r1 = tosa.clamp %bn1 {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  %c2 = tosa.conv2d %r1, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
  %bn2a = tosa.mul %c2, %s2, %shift : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
  %bn2 = tosa.add %bn2a, %t2 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
  %res = tosa.add %bn2, %x : (tensor<1x16x16x32xf32>, tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  %out = tosa.clamp %res {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  return %out : tensor<1x16x16x32xf32>
}
