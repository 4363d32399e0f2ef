// Workload: int8_quant_mlp - a 2-layer int8 quantized MLP (TFLite / gemmlowp
// style, symmetric per-tensor quantization, zero points 0):
//   xq  = i8(clamp(x * 64, -127, 127))                 (activation scale 2^-6)
//   acc1 = xq (i8) x w1 (i8) -> i32  + i32(b1 * 2^13)   (bias at scale 2^-6 * 2^-7)
//   hq  = i8(clamp(f32(max(acc1, 0)) * 2^-9, 0, 127))   (requantize to scale 2^-4)
//   acc2 = hq (i8) x w2 (i8) -> i32
//   y   = f32(acc2) * 2^-11 + b2                        (dequantize)
//   All scales are powers of two, so every quantize/requantize step is exact
//   (no double-rounding ambiguity between f32 and a wider reference).
//   32 rows, 128 -> 256 -> 64.  ~1.57 M int8 multiply-adds.
// Inputs:
//   %x  [1,32,128] f32 activations, uniform(-1,1)
//   %w1 [1,128,256] i8 layer-1 weights (weight scale 2^-7), any i8 value
//   %b1 [1,1,256] f32 layer-1 bias, uniform(-1,1)
//   %w2 [1,256,64] i8 layer-2 weights (weight scale 2^-7), any i8 value
//   %b2 [1,1,64] f32 output bias, uniform(-1,1)
// DEFUSE-INPUTS: arg1=int(-128,127) arg3=int(-128,127)
// Results: y [1,32,64] f32 and the raw layer-2 accumulators [1,32,64] i32
// (bit-exact).
func.func @int8_quant_mlp(%x: tensor<1x32x128xf32>, %w1: tensor<1x128x256xi8>, %b1: tensor<1x1x256xf32>,
                          %w2: tensor<1x256x64xi8>, %b2: tensor<1x1x64xf32>)
    -> (tensor<1x32x64xf32>, tensor<1x32x64xi32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpi = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izero = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %inq = "tosa.const"() <{values = dense<64.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %bq = "tosa.const"() <{values = dense<8192.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %rq = "tosa.const"() <{values = dense<0.001953125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %dq = "tosa.const"() <{values = dense<0.00048828125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  // quantize the input
  %xs = tosa.mul %x, %inq, %shift : (tensor<1x32x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x128xf32>
  %xc = tosa.clamp %xs {min_val = -127.0 : f32, max_val = 127.0 : f32} : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
  %xq = tosa.cast %xc : (tensor<1x32x128xf32>) -> tensor<1x32x128xi8>
  // layer 1: int8 matmul, i32 bias, ReLU in i32
  %acc1 = tosa.matmul %xq, %w1, %zpi, %zpi : (tensor<1x32x128xi8>, tensor<1x128x256xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x32x256xi32>
  %b1s = tosa.mul %b1, %bq, %shift : (tensor<1x1x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x256xf32>
  %b1q = tosa.cast %b1s : (tensor<1x1x256xf32>) -> tensor<1x1x256xi32>
  %acc1b = tosa.add %acc1, %b1q : (tensor<1x32x256xi32>, tensor<1x1x256xi32>) -> tensor<1x32x256xi32>
  %acc1r = tosa.maximum %acc1b, %izero : (tensor<1x32x256xi32>, tensor<1x1x1xi32>) -> tensor<1x32x256xi32>
  // requantize to int8
  %hf = tosa.cast %acc1r : (tensor<1x32x256xi32>) -> tensor<1x32x256xf32>
  %hs = tosa.mul %hf, %rq, %shift : (tensor<1x32x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x256xf32>
  %hc = tosa.clamp %hs {min_val = 0.0 : f32, max_val = 127.0 : f32} : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
  %hq = tosa.cast %hc : (tensor<1x32x256xf32>) -> tensor<1x32x256xi8>
  // layer 2: int8 matmul, dequantize, f32 bias
  %acc2 = tosa.matmul %hq, %w2, %zpi, %zpi : (tensor<1x32x256xi8>, tensor<1x256x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x32x64xi32>
  %yf = tosa.cast %acc2 : (tensor<1x32x64xi32>) -> tensor<1x32x64xf32>
  %ys = tosa.mul %yf, %dq, %shift : (tensor<1x32x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x64xf32>
  %y = tosa.add %ys, %b2 : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
  return %y, %acc2 : tensor<1x32x64xf32>, tensor<1x32x64xi32>
}
