// Upstream miscompile #218111 (math-expand-ops: ceil(x) for x in (-1, 0)
// gives +0.0 instead of -0.0) embedded in a model: an MLP with ceil-mode
// ("round up") fake quantization of its hidden activations, as in
// quantization-aware training with a step of 0.25:
//   h = tanh(x W1 + b1);  q = ceil(h * 4) * 0.25        (returned, result 0)
//   y = LayerNorm(q W2 + b2) * g + be                    (result 1)
// tosa.ceil lowers to math.ceil in a linalg.generic. Every hidden unit with
// h in (-0.25, 0) must quantize to -0.0 (ceil(-0.x) = -0.0, times 0.25 keeps
// the sign); after math-expand-ops it is +0.0. With uniform(-1,1) inputs
// about 4% of the 1024 elements of result 0 have that sign-of-zero mismatch;
// result 1 is unaffected (the matmul sums the zeros away).
//   batch 16, 64 -> 64 (quantized) -> 32.  ~0.1 M multiply-adds.
// Inputs (all uniform(-1,1)):
//   %x [1,16,64]; %w1 [1,64,64] %b1 [1,1,64]; %w2 [1,64,32] %b2 [1,1,32];
//   %g %be [1,1,32] LayerNorm gamma / beta.
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops)
// DEFUSE-INPUTS: all=uniform(-1,1)
// DEFUSE-CULPRIT: pass=math-expand-ops op=math.ceil (from tosa.ceil) kind=sign-of-zero
func.func @ceil_quant_mlp(%x: tensor<1x16x64xf32>,
                          %w1: tensor<1x64x64xf32>, %b1: tensor<1x1x64xf32>,
                          %w2: tensor<1x64x32xf32>, %b2: tensor<1x1x32xf32>,
                          %g: tensor<1x1x32xf32>, %be: tensor<1x1x32xf32>)
    -> (tensor<1x16x64xf32>, tensor<1x16x32xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %inv_step = "tosa.const"() <{values = dense<4.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %step = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %invd = "tosa.const"() <{values = dense<0.03125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  // layer 1 + bounded activation
  %m1 = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %h0 = tosa.add %m1, %b1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %h = tosa.tanh %h0 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ceil-mode fake quantization
  %hs = tosa.mul %h, %inv_step, %shift : (tensor<1x16x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %hc = tosa.ceil %hs : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %q = tosa.mul %hc, %step, %shift : (tensor<1x16x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  // layer 2 + LayerNorm
  %m2 = tosa.matmul %q, %w2, %zp, %zp : (tensor<1x16x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
  %y0 = tosa.add %m2, %b2 : (tensor<1x16x32xf32>, tensor<1x1x32xf32>) -> tensor<1x16x32xf32>
  %ms = tosa.reduce_sum %y0 {axis = 2 : i32} : (tensor<1x16x32xf32>) -> tensor<1x16x1xf32>
  %mean = tosa.mul %ms, %invd, %shift : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %d = tosa.sub %y0, %mean : (tensor<1x16x32xf32>, tensor<1x16x1xf32>) -> tensor<1x16x32xf32>
  %dsq = tosa.mul %d, %d, %shift : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %vs = tosa.reduce_sum %dsq {axis = 2 : i32} : (tensor<1x16x32xf32>) -> tensor<1x16x1xf32>
  %var = tosa.mul %vs, %invd, %shift : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %ve = tosa.add %var, %eps : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %rs = tosa.rsqrt %ve : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %na = tosa.mul %d, %rs, %shift : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %nb = tosa.mul %na, %g, %shift : (tensor<1x16x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x32xf32>
  %y = tosa.add %nb, %be : (tensor<1x16x32xf32>, tensor<1x1x32xf32>) -> tensor<1x16x32xf32>
  return %q, %y : tensor<1x16x64xf32>, tensor<1x16x32xf32>
}
