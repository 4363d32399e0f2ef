// Workload: mlp - a 3-layer multilayer perceptron (e.g. the dense tower of a
// tabular / recommendation model).
//   batch 16, features 256 -> 512 (GELU, tanh approximation)
//                          -> 256 (ReLU) -> 16 logits
//   ~4.26 M multiply-adds.
// Inputs (weights are entry arguments; all uniform(-1,1) by default):
//   %x  [1,16,256]  input activations (batch of 16 feature vectors)
//   %w1 [1,256,512] layer-1 weight,  %b1 [1,1,512] layer-1 bias
//   %w2 [1,512,256] layer-2 weight,  %b2 [1,1,256] layer-2 bias
//   %w3 [1,256,16]  output weight,   %b3 [1,1,16]  output bias
// Result: logits [1,16,16].
func.func @mlp(%x: tensor<1x16x256xf32>,
               %w1: tensor<1x256x512xf32>, %b1: tensor<1x1x512xf32>,
               %w2: tensor<1x512x256xf32>, %b2: tensor<1x1x256xf32>,
               %w3: tensor<1x256x16xf32>, %b3: tensor<1x1x16xf32>) -> tensor<1x16x16xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kcube = "tosa.const"() <{values = dense<0.044715> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %sqrt2pi = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>

  // Layer 1: x @ W1 + b1, GELU (tanh form).
  %mm1 = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x16x256xf32>, tensor<1x256x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x512xf32>
  %h1 = tosa.add %mm1, %b1 : (tensor<1x16x512xf32>, tensor<1x1x512xf32>) -> tensor<1x16x512xf32>
  %sq = tosa.mul %h1, %h1, %shift : (tensor<1x16x512xf32>, tensor<1x16x512xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>
  %cube = tosa.mul %sq, %h1, %shift : (tensor<1x16x512xf32>, tensor<1x16x512xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>
  %kc = tosa.mul %cube, %kcube, %shift : (tensor<1x16x512xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>
  %inner0 = tosa.add %h1, %kc : (tensor<1x16x512xf32>, tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
  %inner = tosa.mul %inner0, %sqrt2pi, %shift : (tensor<1x16x512xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>
  %th = tosa.tanh %inner : (tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
  %onep = tosa.add %th, %one : (tensor<1x16x512xf32>, tensor<1x1x1xf32>) -> tensor<1x16x512xf32>
  %hx = tosa.mul %h1, %half, %shift : (tensor<1x16x512xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>
  %a1 = tosa.mul %hx, %onep, %shift : (tensor<1x16x512xf32>, tensor<1x16x512xf32>, tensor<1xi8>) -> tensor<1x16x512xf32>

  // Layer 2: a1 @ W2 + b2, ReLU.
  %mm2 = tosa.matmul %a1, %w2, %zp, %zp : (tensor<1x16x512xf32>, tensor<1x512x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %h2 = tosa.add %mm2, %b2 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %a2 = tosa.clamp %h2 {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>

  // Output layer.
  %mm3 = tosa.matmul %a2, %w3, %zp, %zp : (tensor<1x16x256xf32>, tensor<1x256x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16xf32>
  %logits = tosa.add %mm3, %b3 : (tensor<1x16x16xf32>, tensor<1x1x16xf32>) -> tensor<1x16x16xf32>
  return %logits : tensor<1x16x16xf32>
}
