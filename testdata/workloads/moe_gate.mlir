// Workload: moe_gate - a top-1 (Switch Transformer style) mixture-of-experts
// feed-forward layer: a router matmul, softmax over experts, top-1 selection
// via reduce_max + greater_equal + select, and 4 ReLU expert FFNs evaluated
// densely as one batched matmul, combined by the gate weights, plus residual.
//   32 tokens, d_model 64, 4 experts with ffn 128.  ~2.11 M multiply-adds.
// Inputs (all uniform(-1,1) by default):
//   %x  [1,32,64]  tokens
//   %wr [1,64,4]   router weight
//   %w1 [4,64,128] expert up-projections,   %b1 [4,1,128] their biases
//   %w2 [4,128,64] expert down-projections, %b2 [4,1,64]  their biases
// Results: output tokens [1,32,64] (f32), chosen expert per token [1,32] (i32,
// tosa.argmax), router load = sum of probabilities per expert [1,1,4].
func.func @moe_gate(%x: tensor<1x32x64xf32>, %wr: tensor<1x64x4xf32>,
                    %w1: tensor<4x64x128xf32>, %b1: tensor<4x1x128xf32>,
                    %w2: tensor<4x128x64xf32>, %b2: tensor<4x1x64xf32>)
    -> (tensor<1x32x64xf32>, tensor<1x32xi32>, tensor<1x1x4xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %mult = tosa.const_shape {values = dense<[4, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // router
  %logits = tosa.matmul %x, %wr, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x4xf32>
  %lmax = tosa.reduce_max %logits {axis = 2 : i32} : (tensor<1x32x4xf32>) -> tensor<1x32x1xf32>
  %lc = tosa.sub %logits, %lmax : (tensor<1x32x4xf32>, tensor<1x32x1xf32>) -> tensor<1x32x4xf32>
  %le = tosa.exp %lc : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
  %lsum = tosa.reduce_sum %le {axis = 2 : i32} : (tensor<1x32x4xf32>) -> tensor<1x32x1xf32>
  %lrec = tosa.reciprocal %lsum : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %probs = tosa.mul %le, %lrec, %shift : (tensor<1x32x4xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x4xf32>
  // top-1: keep the probability of the arg-max expert, zero the others
  %top = tosa.greater_equal %logits, %lmax : (tensor<1x32x4xf32>, tensor<1x32x1xf32>) -> tensor<1x32x4xi1>
  %gate = tosa.select %top, %probs, %zero : (tensor<1x32x4xi1>, tensor<1x32x4xf32>, tensor<1x1x1xf32>) -> tensor<1x32x4xf32>
  %expert = tosa.argmax %logits {axis = 2 : i32} : (tensor<1x32x4xf32>) -> tensor<1x32xi32>
  %load = tosa.reduce_sum %probs {axis = 1 : i32} : (tensor<1x32x4xf32>) -> tensor<1x1x4xf32>
  // experts, evaluated densely: [4,32,64] -> [4,32,128] -> [4,32,64]
  %xt = tosa.tile %x, %mult : (tensor<1x32x64xf32>, !tosa.shape<3>) -> tensor<4x32x64xf32>
  %e1 = tosa.matmul %xt, %w1, %zp, %zp : (tensor<4x32x64xf32>, tensor<4x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x128xf32>
  %e1b = tosa.add %e1, %b1 : (tensor<4x32x128xf32>, tensor<4x1x128xf32>) -> tensor<4x32x128xf32>
  %e1r = tosa.clamp %e1b {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
  %e2 = tosa.matmul %e1r, %w2, %zp, %zp : (tensor<4x32x128xf32>, tensor<4x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x32x64xf32>
  %e2b = tosa.add %e2, %b2 : (tensor<4x32x64xf32>, tensor<4x1x64xf32>) -> tensor<4x32x64xf32>
  // combine: sum_e gate[t,e] * expert_e(x)[t]
  %gt = tosa.transpose %gate {perms = array<i32: 2, 1, 0>} : (tensor<1x32x4xf32>) -> tensor<4x32x1xf32>
  %weighted = tosa.mul %e2b, %gt, %shift : (tensor<4x32x64xf32>, tensor<4x32x1xf32>, tensor<1xi8>) -> tensor<4x32x64xf32>
  %comb = tosa.reduce_sum %weighted {axis = 0 : i32} : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
  %out = tosa.add %x, %comb : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  return %out, %expert, %load : tensor<1x32x64xf32>, tensor<1x32xi32>, tensor<1x1x4xf32>
}
