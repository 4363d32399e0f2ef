// Workload: gru_cell - a single-layer GRU (PyTorch formulation, gate order
// r, z, n) unrolled over 2 timesteps, with a mixed-precision recurrent
// projection: h and W_hh are cast to f16 and multiplied with f32 accumulation
// (tosa.matmul f16 x f16 -> f32), as in automatic-mixed-precision inference.
//   r = sigmoid(x W_ir + b_ir + h W_hr + b_hr)
//   z = sigmoid(x W_iz + b_iz + h W_hz + b_hz)
//   n = tanh(x W_in + b_in + r * (h W_hn + b_hn))
//   h' = (1 - z) * n + z * h
//   batch 16, input 64, hidden 128 (gates 384).  ~2.36 M multiply-adds.
// Inputs (all uniform(-1,1) by default):
//   %xs  [2,16,64]   input sequence (time-major)
//   %h0  [1,16,128]   initial hidden state
//   %wih [1,64,384]  input-to-hidden weight (transposed),  %bih [1,1,384] its bias
//   %whh [1,128,384] hidden-to-hidden weight (transposed), %bhh [1,1,384] its bias
// Results: all hidden states [2,16,128] (f32).
func.func @gru_cell(%xs: tensor<2x16x64xf32>, %h0: tensor<1x16x128xf32>,
                    %wih: tensor<1x64x384xf32>, %bih: tensor<1x1x384xf32>,
                    %whh: tensor<1x128x384xf32>, %bhh: tensor<1x1x384xf32>) -> tensor<2x16x128xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zph = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %sflat = tosa.const_shape {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %gsize = tosa.const_shape {values = dense<[1, 16, 384]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %hsize = tosa.const_shape {values = dense<[1, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff1 = tosa.const_shape {values = dense<[0, 0, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %goff2 = tosa.const_shape {values = dense<[0, 0, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %toff0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %toff1 = tosa.const_shape {values = dense<[0, 16, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // input projection for all timesteps at once (f32)
  %xflat = tosa.reshape %xs, %sflat : (tensor<2x16x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
  %xproj0 = tosa.matmul %xflat, %wih, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x384xf32>
  %xproj = tosa.add %xproj0, %bih : (tensor<1x32x384xf32>, tensor<1x1x384xf32>) -> tensor<1x32x384xf32>
  // recurrent weight in f16
  %whh16 = tosa.cast %whh : (tensor<1x128x384xf32>) -> tensor<1x128x384xf16>
  // ---- timestep 0 ----
  %gx_0 = tosa.slice %xproj, %toff0, %gsize : (tensor<1x32x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x384xf32>
  %h16_0 = tosa.cast %h0 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf16>
  %gh0_0 = tosa.matmul %h16_0, %whh16, %zph, %zph : (tensor<1x16x128xf16>, tensor<1x128x384xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x384xf32>
  %gh_0 = tosa.add %gh0_0, %bhh : (tensor<1x16x384xf32>, tensor<1x1x384xf32>) -> tensor<1x16x384xf32>
  %xr_0 = tosa.slice %gx_0, %goff0, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hr_0 = tosa.slice %gh_0, %goff0, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %xz_0 = tosa.slice %gx_0, %goff1, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hz_0 = tosa.slice %gh_0, %goff1, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %xn_0 = tosa.slice %gx_0, %goff2, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hn_0 = tosa.slice %gh_0, %goff2, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %rpre_0 = tosa.add %xr_0, %hr_0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %r_0 = tosa.sigmoid %rpre_0 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %zpre_0 = tosa.add %xz_0, %hz_0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %z_0 = tosa.sigmoid %zpre_0 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %rhn_0 = tosa.mul %r_0, %hn_0, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %npre_0 = tosa.add %xn_0, %rhn_0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %n_0 = tosa.tanh %npre_0 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %omz_0 = tosa.sub %one, %z_0 : (tensor<1x1x1xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %a_0 = tosa.mul %omz_0, %n_0, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %bz_0 = tosa.mul %z_0, %h0, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %h_0 = tosa.add %a_0, %bz_0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  // ---- timestep 1 ----
  %gx_1 = tosa.slice %xproj, %toff1, %gsize : (tensor<1x32x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x384xf32>
  %h16_1 = tosa.cast %h_0 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf16>
  %gh0_1 = tosa.matmul %h16_1, %whh16, %zph, %zph : (tensor<1x16x128xf16>, tensor<1x128x384xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x384xf32>
  %gh_1 = tosa.add %gh0_1, %bhh : (tensor<1x16x384xf32>, tensor<1x1x384xf32>) -> tensor<1x16x384xf32>
  %xr_1 = tosa.slice %gx_1, %goff0, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hr_1 = tosa.slice %gh_1, %goff0, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %xz_1 = tosa.slice %gx_1, %goff1, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hz_1 = tosa.slice %gh_1, %goff1, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %xn_1 = tosa.slice %gx_1, %goff2, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %hn_1 = tosa.slice %gh_1, %goff2, %hsize : (tensor<1x16x384xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x128xf32>
  %rpre_1 = tosa.add %xr_1, %hr_1 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %r_1 = tosa.sigmoid %rpre_1 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %zpre_1 = tosa.add %xz_1, %hz_1 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %z_1 = tosa.sigmoid %zpre_1 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %rhn_1 = tosa.mul %r_1, %hn_1, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %npre_1 = tosa.add %xn_1, %rhn_1 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %n_1 = tosa.tanh %npre_1 : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %omz_1 = tosa.sub %one, %z_1 : (tensor<1x1x1xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %a_1 = tosa.mul %omz_1, %n_1, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %bz_1 = tosa.mul %z_1, %h_0, %shift : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
  %h_1 = tosa.add %a_1, %bz_1 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
  %hseq = tosa.concat %h_0, %h_1 {axis = 0 : i32} : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<2x16x128xf32>
  return %hseq : tensor<2x16x128xf32>
}
