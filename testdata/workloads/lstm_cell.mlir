// Workload: lstm_cell - a single-layer LSTM (PyTorch gate order i, f, g, o)
// unrolled over 3 timesteps, cuDNN style: the input projection of all
// timesteps is one matmul, the recurrent projection is one matmul per step.
//   batch 8, input 128, hidden 256 (gates 1024).  ~9.44 M multiply-adds.
//   i, f, o = sigmoid(.), g = tanh(.);  c' = f*c + i*g;  h' = o*tanh(c').
// Inputs (all uniform(-1,1) by default):
//   %xs  [3,8,128]  input sequence (time-major)
//   %h0  [1,8,256]  initial hidden state,  %c0 [1,8,256] initial cell state
//   %wih [1,128,1024] input-to-hidden weight (transposed), %whh [1,256,1024] hidden-to-hidden weight
//   %b   [1,1,1024]  combined bias (b_ih + b_hh)
// Results: all hidden states [3,8,256], final cell state [1,8,256].
func.func @lstm_cell(%xs: tensor<3x8x128xf32>, %h0: tensor<1x8x256xf32>, %c0: tensor<1x8x256xf32>,
                     %wih: tensor<1x128x1024xf32>, %whh: tensor<1x256x1024xf32>, %b: tensor<1x1x1024xf32>)
    -> (tensor<3x8x256xf32>, tensor<1x8x256xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %sflat = tosa.const_shape {values = dense<[1, 24, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %gsize = tosa.const_shape {values = dense<[1, 8, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %hsize = tosa.const_shape {values = dense<[1, 8, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff1 = tosa.const_shape {values = dense<[0, 0, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff2 = tosa.const_shape {values = dense<[0, 0, 512]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff3 = tosa.const_shape {values = dense<[0, 0, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %toff0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %toff1 = tosa.const_shape {values = dense<[0, 8, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %toff2 = tosa.const_shape {values = dense<[0, 16, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // input projection for all timesteps at once
  %xflat = tosa.reshape %xs, %sflat : (tensor<3x8x128xf32>, !tosa.shape<3>) -> tensor<1x24x128xf32>
  %xproj0 = tosa.matmul %xflat, %wih, %zp, %zp : (tensor<1x24x128xf32>, tensor<1x128x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x24x1024xf32>
  %xproj = tosa.add %xproj0, %b : (tensor<1x24x1024xf32>, tensor<1x1x1024xf32>) -> tensor<1x24x1024xf32>
  // ---- timestep 0 ----
  %gx_0 = tosa.slice %xproj, %toff0, %gsize : (tensor<1x24x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1024xf32>
  %gh_0 = tosa.matmul %h0, %whh, %zp, %zp : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
  %g_0 = tosa.add %gx_0, %gh_0 : (tensor<1x8x1024xf32>, tensor<1x8x1024xf32>) -> tensor<1x8x1024xf32>
  %ipre_0 = tosa.slice %g_0, %goff0, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %fpre_0 = tosa.slice %g_0, %goff1, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %gpre_0 = tosa.slice %g_0, %goff2, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %opre_0 = tosa.slice %g_0, %goff3, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %ig_0 = tosa.sigmoid %ipre_0 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fg_0 = tosa.sigmoid %fpre_0 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %gg_0 = tosa.tanh %gpre_0 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %og_0 = tosa.sigmoid %opre_0 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fc_0 = tosa.mul %fg_0, %c0, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %ic_0 = tosa.mul %ig_0, %gg_0, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %c_0 = tosa.add %fc_0, %ic_0 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %tc_0 = tosa.tanh %c_0 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %h_0 = tosa.mul %og_0, %tc_0, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  // ---- timestep 1 ----
  %gx_1 = tosa.slice %xproj, %toff1, %gsize : (tensor<1x24x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1024xf32>
  %gh_1 = tosa.matmul %h_0, %whh, %zp, %zp : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
  %g_1 = tosa.add %gx_1, %gh_1 : (tensor<1x8x1024xf32>, tensor<1x8x1024xf32>) -> tensor<1x8x1024xf32>
  %ipre_1 = tosa.slice %g_1, %goff0, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %fpre_1 = tosa.slice %g_1, %goff1, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %gpre_1 = tosa.slice %g_1, %goff2, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %opre_1 = tosa.slice %g_1, %goff3, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %ig_1 = tosa.sigmoid %ipre_1 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fg_1 = tosa.sigmoid %fpre_1 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %gg_1 = tosa.tanh %gpre_1 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %og_1 = tosa.sigmoid %opre_1 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fc_1 = tosa.mul %fg_1, %c_0, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %ic_1 = tosa.mul %ig_1, %gg_1, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %c_1 = tosa.add %fc_1, %ic_1 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %tc_1 = tosa.tanh %c_1 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %h_1 = tosa.mul %og_1, %tc_1, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  // ---- timestep 2 ----
  %gx_2 = tosa.slice %xproj, %toff2, %gsize : (tensor<1x24x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1024xf32>
  %gh_2 = tosa.matmul %h_1, %whh, %zp, %zp : (tensor<1x8x256xf32>, tensor<1x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1024xf32>
  %g_2 = tosa.add %gx_2, %gh_2 : (tensor<1x8x1024xf32>, tensor<1x8x1024xf32>) -> tensor<1x8x1024xf32>
  %ipre_2 = tosa.slice %g_2, %goff0, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %fpre_2 = tosa.slice %g_2, %goff1, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %gpre_2 = tosa.slice %g_2, %goff2, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %opre_2 = tosa.slice %g_2, %goff3, %hsize : (tensor<1x8x1024xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x256xf32>
  %ig_2 = tosa.sigmoid %ipre_2 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fg_2 = tosa.sigmoid %fpre_2 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %gg_2 = tosa.tanh %gpre_2 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %og_2 = tosa.sigmoid %opre_2 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %fc_2 = tosa.mul %fg_2, %c_1, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %ic_2 = tosa.mul %ig_2, %gg_2, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %c_2 = tosa.add %fc_2, %ic_2 : (tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %tc_2 = tosa.tanh %c_2 : (tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
  %h_2 = tosa.mul %og_2, %tc_2, %shift : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1xi8>) -> tensor<1x8x256xf32>
  %hseq = tosa.concat %h_0, %h_1, %h_2 {axis = 0 : i32} : (tensor<1x8x256xf32>, tensor<1x8x256xf32>, tensor<1x8x256xf32>) -> tensor<3x8x256xf32>
  return %hseq, %c_2 : tensor<3x8x256xf32>, tensor<1x8x256xf32>
}
