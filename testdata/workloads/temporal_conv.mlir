// Workload: temporal_conv - a causal temporal convolutional network (TCN /
// WaveNet style) residual block over a 1-D sequence, written as conv2d with
// H = 1 (NHWC = [1, 1, time, channels]):
//   causal left padding of 4 steps (tosa.pad) -> conv1d k=5 (32->64) + bias
//   -> GELU (erf form)
//   -> causal dilated conv1d k=3, dilation 2 (64->64, left pad 4) + bias
//   + 1x1 conv shortcut (32->64) -> ReLU
//   -> global max pool over time (reduce_max) -> linear 64 -> 10.
//   time 128, channels 32 -> 64.  ~3.15 M multiply-adds.
// Inputs (all uniform(-1,1) by default):
//   %x  [1,128,32]   sequence (time, channels)
//   %w1 [64,1,5,32]  conv-1 weight (OHWI), %b1 [64]
//   %w2 [64,1,3,64]  dilated conv-2 weight, %b2 [64]
//   %ws [64,1,1,32]  1x1 shortcut weight, %bs [64]
//   %wo [1,64,10]    classifier weight, %bo [1,1,10]
// Results: per-step features [1,1,128,64], class scores [1,1,10].
func.func @temporal_conv(%x: tensor<1x128x32xf32>,
                         %w1: tensor<64x1x5x32xf32>, %b1: tensor<64xf32>,
                         %w2: tensor<64x1x3x64xf32>, %b2: tensor<64xf32>,
                         %ws: tensor<64x1x1x32xf32>, %bs: tensor<64xf32>,
                         %wo: tensor<1x64x10xf32>, %bo: tensor<1x1x10xf32>)
    -> (tensor<1x1x128x64xf32>, tensor<1x1x10xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %rsqrt2 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %s4 = tosa.const_shape {values = dense<[1, 1, 128, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s4p = tosa.const_shape {values = dense<[1, 1, 132, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %causal = tosa.const_shape {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %s3 = tosa.const_shape {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x4 = tosa.reshape %x, %s4 : (tensor<1x128x32xf32>, !tosa.shape<4>) -> tensor<1x1x128x32xf32>
  %xp = tosa.pad %x, %causal, %zp : (tensor<1x128x32xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x132x32xf32>
  %xp4 = tosa.reshape %xp, %s4p : (tensor<1x132x32xf32>, !tosa.shape<4>) -> tensor<1x1x132x32xf32>
  %c1 = tosa.conv2d %xp4, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x132x32xf32>, tensor<64x1x5x32xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x128x64xf32>
  %gs = tosa.mul %c1, %rsqrt2, %shift : (tensor<1x1x128x64xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x128x64xf32>
  %ge = tosa.erf %gs : (tensor<1x1x128x64xf32>) -> tensor<1x1x128x64xf32>
  %ge1 = tosa.add %ge, %one : (tensor<1x1x128x64xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x128x64xf32>
  %gh = tosa.mul %c1, %half, %shift : (tensor<1x1x128x64xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x128x64xf32>
  %a1 = tosa.mul %gh, %ge1, %shift : (tensor<1x1x128x64xf32>, tensor<1x1x128x64xf32>, tensor<1xi8>) -> tensor<1x1x128x64xf32>
  %c2 = tosa.conv2d %a1, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 0, 0, 4, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x128x64xf32>, tensor<64x1x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x128x64xf32>
  %sc = tosa.conv2d %x4, %ws, %bs, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x128x32xf32>, tensor<64x1x1x32xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x128x64xf32>
  %sum = tosa.add %c2, %sc : (tensor<1x1x128x64xf32>, tensor<1x1x128x64xf32>) -> tensor<1x1x128x64xf32>
  %feat = tosa.clamp %sum {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x1x128x64xf32>) -> tensor<1x1x128x64xf32>
  %pool = tosa.reduce_max %feat {axis = 2 : i32} : (tensor<1x1x128x64xf32>) -> tensor<1x1x1x64xf32>
  %pf = tosa.reshape %pool, %s3 : (tensor<1x1x1x64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
  %lo = tosa.matmul %pf, %wo, %zp, %zp : (tensor<1x1x64xf32>, tensor<1x64x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
  %scores = tosa.add %lo, %bo : (tensor<1x1x10xf32>, tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
  return %feat, %scores : tensor<1x1x128x64xf32>, tensor<1x1x10xf32>
}
