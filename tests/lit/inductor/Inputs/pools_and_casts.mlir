// Ops whose PyTorch form is not one call: an NHWC average pool (its
// divisor counts the elements in bounds), a max pool padded with -inf,
// a depthwise convolution (grouped, channel c * M + m) and float-to-integer
// casts that round to nearest even and saturate.
func.func @main(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x2xf32>,
                %b: tensor<8xf32>) -> (tensor<1x9x9x4xf32>, tensor<1x5x5x4xf32>,
                                      tensor<1x9x9x8xf32>, tensor<1x9x9x4xi8>) {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %avg = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x9x9x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x9x4xf32>
  %max = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x9x9x4xf32>) -> tensor<1x5x5x4xf32>
  %dw = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x9x9x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x9x8xf32>
  %scale = "tosa.const"() {values = dense<200.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %big = tosa.mul %x, %scale, %shift : (tensor<1x9x9x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x9x9x4xf32>
  %q = tosa.cast %big : (tensor<1x9x9x4xf32>) -> tensor<1x9x9x4xi8>
  return %avg, %max, %dw, %q : tensor<1x9x9x4xf32>, tensor<1x5x5x4xf32>, tensor<1x9x9x8xf32>, tensor<1x9x9x4xi8>
}
