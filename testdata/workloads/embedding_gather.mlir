// Workload: embedding_gather - an EmbeddingBag recommendation tower
// (DLRM / YouTube-DNN style): token ids are clamped into the vocabulary,
// looked up with tosa.gather (i32 indices), weighted-sum pooled per bag, then
// passed through a 2-layer MLP.
//   4 bags x 16 ids, vocabulary 1000, embedding dim 64,
//   MLP 64 -> 32 (ReLU) -> 8.  ~0.01 M multiply-adds (lookups dominate).
// Inputs:
//   %ids  [4,16] i32   token ids; any i32 value is valid because the model clamps
//                      them to [0, 999] (for a meaningful run draw them from
//                      int(0, 999))
//   %psw  [4,16,1]     per-sample weights of the weighted-sum pooling, uniform(-1,1)
//   %table [1,1000,64] embedding table, uniform(-1,1)
//   %w1 [1,64,32] %b1 [1,1,32]  MLP layer 1;  %w2 [1,32,8] %b2 [1,1,8]  MLP layer 2
// DEFUSE-INPUTS: arg0=int(0,999)
// Results: scores [1,4,8] (f32) and the clamped ids [4,16] (i32, bit-exact).
func.func @embedding_gather(%ids: tensor<4x16xi32>, %psw: tensor<4x16x1xf32>,
                            %table: tensor<1x1000x64xf32>,
                            %w1: tensor<1x64x32xf32>, %b1: tensor<1x1x32xf32>,
                            %w2: tensor<1x32x8xf32>, %b2: tensor<1x1x8xf32>) -> (tensor<1x4x8xf32>, tensor<4x16xi32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %imin = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %imax = "tosa.const"() <{values = dense<999> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %sids = tosa.const_shape {values = dense<[1, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sbag = tosa.const_shape {values = dense<[4, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %spool = tosa.const_shape {values = dense<[1, 4, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // keep every index inside the table (tosa.clamp has no i32 form in TOSA 1.0)
  %idlo = tosa.maximum %ids, %imin : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
  %idc = tosa.minimum %idlo, %imax : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
  %idf = tosa.reshape %idc, %sids : (tensor<4x16xi32>, !tosa.shape<2>) -> tensor<1x64xi32>
  %emb = tosa.gather %table, %idf : (tensor<1x1000x64xf32>, tensor<1x64xi32>) -> tensor<1x64x64xf32>
  %embb = tosa.reshape %emb, %sbag : (tensor<1x64x64xf32>, !tosa.shape<3>) -> tensor<4x16x64xf32>
  // weighted-sum pooling over each bag
  %wemb = tosa.mul %embb, %psw, %shift : (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x64xf32>
  %pool = tosa.reduce_sum %wemb {axis = 1 : i32} : (tensor<4x16x64xf32>) -> tensor<4x1x64xf32>
  %pf = tosa.reshape %pool, %spool : (tensor<4x1x64xf32>, !tosa.shape<3>) -> tensor<1x4x64xf32>
  // MLP
  %m1 = tosa.matmul %pf, %w1, %zp, %zp : (tensor<1x4x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x32xf32>
  %h1 = tosa.add %m1, %b1 : (tensor<1x4x32xf32>, tensor<1x1x32xf32>) -> tensor<1x4x32xf32>
  %a1 = tosa.clamp %h1 {min_val = 0.0 : f32, max_val = 3.40282347e+38 : f32} : (tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
  %m2 = tosa.matmul %a1, %w2, %zp, %zp : (tensor<1x4x32xf32>, tensor<1x32x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
  %out = tosa.add %m2, %b2 : (tensor<1x4x8xf32>, tensor<1x1x8xf32>) -> tensor<1x4x8xf32>
  return %out, %idc : tensor<1x4x8xf32>, tensor<4x16xi32>
}
