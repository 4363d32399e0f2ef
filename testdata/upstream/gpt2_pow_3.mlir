// Workload: gpt2_decoder_3 - 3-layer pre-LayerNorm GPT-2 decoder.
//   seq 16, d_model 64, 4 heads of 16, FFN 256 (tanh GELU, x^3 as tosa.pow(x, 3) as ONNX exports gelu_new),
//   causal mask: a constant of 0 and -inf added to the scores.
//   layer: r1 = x + MHA(LN(x)); x' = r1 + W2 GELU(W1 LN(r1) + b1) + b2; final LN.
//   Matmuls in f32 except none (inputs and weights cast down, f32 accumulation).
// Written by scripts/gen_deep_models.py --only gpt2 --gpt2-layers 3 --bf16-layers '' --f16-layers '' --gelu-cube pow --name gpt2_pow_3.mlir --out testdata/upstream (regenerate, do not edit).
// Inputs: %x normal(0,1); weights normal(0, 1/sqrt(fan-in)); LayerNorm
// gammas normal(1,0.05); biases and betas normal(0,0.02). Arguments per
// layer L: lL_g1 lL_be1 lL_wq lL_bq lL_wk lL_bk lL_wv lL_bv lL_wo lL_bo
// lL_g2 lL_be2 lL_w1 lL_b1 lL_w2 lL_b2; then gf, bef of the final LN.
// Result: [1,seq,d_model] hidden states.
// DEFUSE-INPUTS: arg0=normal(0,1) arg1=normal(1,0.05) arg2=normal(0,0.02) arg3=normal(0,0.125) arg4=normal(0,0.02) arg5=normal(0,0.125)
// DEFUSE-INPUTS: arg6=normal(0,0.02) arg7=normal(0,0.125) arg8=normal(0,0.02) arg9=normal(0,0.125) arg10=normal(0,0.02) arg11=normal(1,0.05)
// DEFUSE-INPUTS: arg12=normal(0,0.02) arg13=normal(0,0.125) arg14=normal(0,0.02) arg15=normal(0,0.0625) arg16=normal(0,0.02) arg17=normal(1,0.05)
// DEFUSE-INPUTS: arg18=normal(0,0.02) arg19=normal(0,0.125) arg20=normal(0,0.02) arg21=normal(0,0.125) arg22=normal(0,0.02) arg23=normal(0,0.125)
// DEFUSE-INPUTS: arg24=normal(0,0.02) arg25=normal(0,0.125) arg26=normal(0,0.02) arg27=normal(1,0.05) arg28=normal(0,0.02) arg29=normal(0,0.125)
// DEFUSE-INPUTS: arg30=normal(0,0.02) arg31=normal(0,0.0625) arg32=normal(0,0.02) arg33=normal(1,0.05) arg34=normal(0,0.02) arg35=normal(0,0.125)
// DEFUSE-INPUTS: arg36=normal(0,0.02) arg37=normal(0,0.125) arg38=normal(0,0.02) arg39=normal(0,0.125) arg40=normal(0,0.02) arg41=normal(0,0.125)
// DEFUSE-INPUTS: arg42=normal(0,0.02) arg43=normal(1,0.05) arg44=normal(0,0.02) arg45=normal(0,0.125) arg46=normal(0,0.02) arg47=normal(0,0.0625)
// DEFUSE-INPUTS: arg48=normal(0,0.02) arg49=normal(1,0.05) arg50=normal(0,0.02)
func.func @gpt2_decoder(
    %x: tensor<1x16x64xf32>,
    %l0_g1: tensor<1x1x64xf32>,
    %l0_be1: tensor<1x1x64xf32>,
    %l0_wq: tensor<1x64x64xf32>,
    %l0_bq: tensor<1x1x64xf32>,
    %l0_wk: tensor<1x64x64xf32>,
    %l0_bk: tensor<1x1x64xf32>,
    %l0_wv: tensor<1x64x64xf32>,
    %l0_bv: tensor<1x1x64xf32>,
    %l0_wo: tensor<1x64x64xf32>,
    %l0_bo: tensor<1x1x64xf32>,
    %l0_g2: tensor<1x1x64xf32>,
    %l0_be2: tensor<1x1x64xf32>,
    %l0_w1: tensor<1x64x256xf32>,
    %l0_b1: tensor<1x1x256xf32>,
    %l0_w2: tensor<1x256x64xf32>,
    %l0_b2: tensor<1x1x64xf32>,
    %l1_g1: tensor<1x1x64xf32>,
    %l1_be1: tensor<1x1x64xf32>,
    %l1_wq: tensor<1x64x64xf32>,
    %l1_bq: tensor<1x1x64xf32>,
    %l1_wk: tensor<1x64x64xf32>,
    %l1_bk: tensor<1x1x64xf32>,
    %l1_wv: tensor<1x64x64xf32>,
    %l1_bv: tensor<1x1x64xf32>,
    %l1_wo: tensor<1x64x64xf32>,
    %l1_bo: tensor<1x1x64xf32>,
    %l1_g2: tensor<1x1x64xf32>,
    %l1_be2: tensor<1x1x64xf32>,
    %l1_w1: tensor<1x64x256xf32>,
    %l1_b1: tensor<1x1x256xf32>,
    %l1_w2: tensor<1x256x64xf32>,
    %l1_b2: tensor<1x1x64xf32>,
    %l2_g1: tensor<1x1x64xf32>,
    %l2_be1: tensor<1x1x64xf32>,
    %l2_wq: tensor<1x64x64xf32>,
    %l2_bq: tensor<1x1x64xf32>,
    %l2_wk: tensor<1x64x64xf32>,
    %l2_bk: tensor<1x1x64xf32>,
    %l2_wv: tensor<1x64x64xf32>,
    %l2_bv: tensor<1x1x64xf32>,
    %l2_wo: tensor<1x64x64xf32>,
    %l2_bo: tensor<1x1x64xf32>,
    %l2_g2: tensor<1x1x64xf32>,
    %l2_be2: tensor<1x1x64xf32>,
    %l2_w1: tensor<1x64x256xf32>,
    %l2_b1: tensor<1x1x256xf32>,
    %l2_w2: tensor<1x256x64xf32>,
    %l2_b2: tensor<1x1x64xf32>,
    %gf: tensor<1x1x64xf32>,
    %bef: tensor<1x1x64xf32>) -> tensor<1x16x64xf32> {
  %mask1 = "tosa.const"() <{values = dense<[[[0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0xFF800000], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]> : tensor<1x16x16xf32>}> : () -> tensor<1x16x16xf32>
  // ---- layer 0 (f32 matmuls) ----
  %c2 = "tosa.const"() <{values = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v3 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %c4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v5 = tosa.mul %v3, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v6 = tosa.sub %x, %v5 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v7 = tosa.mul %v6, %v6, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v8 = tosa.reduce_sum %v7 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v9 = tosa.mul %v8, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %c10 = "tosa.const"() <{values = dense<1.000000000e-05> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v11 = tosa.add %v9, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v12 = tosa.rsqrt %v11 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v13 = tosa.mul %v6, %v12, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v14 = tosa.mul %v13, %l0_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v15 = tosa.add %v14, %l0_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %c16 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %v17 = tosa.matmul %v15, %l0_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v18 = tosa.add %v17, %l0_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v19 = tosa.matmul %v15, %l0_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v20 = tosa.add %v19, %l0_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v21 = tosa.matmul %v15, %l0_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v22 = tosa.add %v21, %l0_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %s23 = tosa.const_shape {values = dense<[1, 16, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v24 = tosa.reshape %v18, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v25 = tosa.transpose %v24 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %s26 = tosa.const_shape {values = dense<[4, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v27 = tosa.reshape %v25, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v28 = tosa.reshape %v20, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v29 = tosa.transpose %v28 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v30 = tosa.reshape %v29, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v31 = tosa.reshape %v22, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v32 = tosa.transpose %v31 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v33 = tosa.reshape %v32, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v34 = tosa.matmul %v27, %v30, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %c35 = "tosa.const"() <{values = dense<2.500000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v36 = tosa.mul %v34, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v37 = tosa.add %v36, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v38 = tosa.reduce_max %v37 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v39 = tosa.sub %v37, %v38 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v40 = tosa.exp %v39 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v41 = tosa.reduce_sum %v40 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v42 = tosa.reciprocal %v41 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v43 = tosa.mul %v40, %v42, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v44 = tosa.matmul %v43, %v33, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %s45 = tosa.const_shape {values = dense<[1, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v46 = tosa.reshape %v44, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v47 = tosa.transpose %v46 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %s48 = tosa.const_shape {values = dense<[1, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v49 = tosa.reshape %v47, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v50 = tosa.matmul %v49, %l0_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v51 = tosa.add %v50, %l0_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v52 = tosa.add %x, %v51 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v53 = tosa.reduce_sum %v52 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v54 = tosa.mul %v53, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v55 = tosa.sub %v52, %v54 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v56 = tosa.mul %v55, %v55, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v57 = tosa.reduce_sum %v56 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v58 = tosa.mul %v57, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v59 = tosa.add %v58, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v60 = tosa.rsqrt %v59 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v61 = tosa.mul %v55, %v60, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v62 = tosa.mul %v61, %l0_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v63 = tosa.add %v62, %l0_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v64 = tosa.matmul %v63, %l0_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v65 = tosa.add %v64, %l0_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %c66 = "tosa.const"() <{values = dense<3.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v67 = tosa.pow %v65, %c66 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %c68 = "tosa.const"() <{values = dense<0.044715> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v69 = tosa.mul %v67, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v70 = tosa.add %v65, %v69 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %c71 = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v72 = tosa.mul %v70, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v73 = tosa.tanh %v72 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %c74 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v75 = tosa.add %v73, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %c76 = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v77 = tosa.mul %v65, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v78 = tosa.mul %v77, %v75, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v79 = tosa.matmul %v78, %l0_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v80 = tosa.add %v79, %l0_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v81 = tosa.add %v52, %v80 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 1 (f32 matmuls) ----
  %v82 = tosa.reduce_sum %v81 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v83 = tosa.mul %v82, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v84 = tosa.sub %v81, %v83 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v85 = tosa.mul %v84, %v84, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v86 = tosa.reduce_sum %v85 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v87 = tosa.mul %v86, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v88 = tosa.add %v87, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v89 = tosa.rsqrt %v88 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v90 = tosa.mul %v84, %v89, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v91 = tosa.mul %v90, %l1_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v92 = tosa.add %v91, %l1_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v93 = tosa.matmul %v92, %l1_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v94 = tosa.add %v93, %l1_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v95 = tosa.matmul %v92, %l1_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v96 = tosa.add %v95, %l1_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v97 = tosa.matmul %v92, %l1_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v98 = tosa.add %v97, %l1_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v99 = tosa.reshape %v94, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v100 = tosa.transpose %v99 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v101 = tosa.reshape %v100, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v102 = tosa.reshape %v96, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v103 = tosa.transpose %v102 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v104 = tosa.reshape %v103, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v105 = tosa.reshape %v98, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v106 = tosa.transpose %v105 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v107 = tosa.reshape %v106, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v108 = tosa.matmul %v101, %v104, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v109 = tosa.mul %v108, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v110 = tosa.add %v109, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v111 = tosa.reduce_max %v110 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v112 = tosa.sub %v110, %v111 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v113 = tosa.exp %v112 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v114 = tosa.reduce_sum %v113 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v115 = tosa.reciprocal %v114 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v116 = tosa.mul %v113, %v115, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v117 = tosa.matmul %v116, %v107, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v118 = tosa.reshape %v117, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v119 = tosa.transpose %v118 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v120 = tosa.reshape %v119, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v121 = tosa.matmul %v120, %l1_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v122 = tosa.add %v121, %l1_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v123 = tosa.add %v81, %v122 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v124 = tosa.reduce_sum %v123 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v125 = tosa.mul %v124, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v126 = tosa.sub %v123, %v125 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v127 = tosa.mul %v126, %v126, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v128 = tosa.reduce_sum %v127 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v129 = tosa.mul %v128, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v130 = tosa.add %v129, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v131 = tosa.rsqrt %v130 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v132 = tosa.mul %v126, %v131, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v133 = tosa.mul %v132, %l1_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v134 = tosa.add %v133, %l1_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v135 = tosa.matmul %v134, %l1_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v136 = tosa.add %v135, %l1_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v137 = tosa.pow %v136, %c66 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v138 = tosa.mul %v137, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v139 = tosa.add %v136, %v138 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v140 = tosa.mul %v139, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v141 = tosa.tanh %v140 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v142 = tosa.add %v141, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v143 = tosa.mul %v136, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v144 = tosa.mul %v143, %v142, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v145 = tosa.matmul %v144, %l1_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v146 = tosa.add %v145, %l1_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v147 = tosa.add %v123, %v146 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 2 (f32 matmuls) ----
  %v148 = tosa.reduce_sum %v147 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v149 = tosa.mul %v148, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v150 = tosa.sub %v147, %v149 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v151 = tosa.mul %v150, %v150, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v152 = tosa.reduce_sum %v151 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v153 = tosa.mul %v152, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v154 = tosa.add %v153, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v155 = tosa.rsqrt %v154 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v156 = tosa.mul %v150, %v155, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v157 = tosa.mul %v156, %l2_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v158 = tosa.add %v157, %l2_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v159 = tosa.matmul %v158, %l2_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v160 = tosa.add %v159, %l2_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v161 = tosa.matmul %v158, %l2_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v162 = tosa.add %v161, %l2_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v163 = tosa.matmul %v158, %l2_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v164 = tosa.add %v163, %l2_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v165 = tosa.reshape %v160, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v166 = tosa.transpose %v165 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v167 = tosa.reshape %v166, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v168 = tosa.reshape %v162, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v169 = tosa.transpose %v168 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v170 = tosa.reshape %v169, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v171 = tosa.reshape %v164, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v172 = tosa.transpose %v171 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v173 = tosa.reshape %v172, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v174 = tosa.matmul %v167, %v170, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v175 = tosa.mul %v174, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v176 = tosa.add %v175, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v177 = tosa.reduce_max %v176 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v178 = tosa.sub %v176, %v177 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v179 = tosa.exp %v178 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v180 = tosa.reduce_sum %v179 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v181 = tosa.reciprocal %v180 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v182 = tosa.mul %v179, %v181, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v183 = tosa.matmul %v182, %v173, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v184 = tosa.reshape %v183, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v185 = tosa.transpose %v184 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v186 = tosa.reshape %v185, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v187 = tosa.matmul %v186, %l2_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v188 = tosa.add %v187, %l2_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v189 = tosa.add %v147, %v188 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v190 = tosa.reduce_sum %v189 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v191 = tosa.mul %v190, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v192 = tosa.sub %v189, %v191 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v193 = tosa.mul %v192, %v192, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v194 = tosa.reduce_sum %v193 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v195 = tosa.mul %v194, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v196 = tosa.add %v195, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v197 = tosa.rsqrt %v196 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v198 = tosa.mul %v192, %v197, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v199 = tosa.mul %v198, %l2_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v200 = tosa.add %v199, %l2_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v201 = tosa.matmul %v200, %l2_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v202 = tosa.add %v201, %l2_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v203 = tosa.pow %v202, %c66 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v204 = tosa.mul %v203, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v205 = tosa.add %v202, %v204 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v206 = tosa.mul %v205, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v207 = tosa.tanh %v206 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v208 = tosa.add %v207, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v209 = tosa.mul %v202, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v210 = tosa.mul %v209, %v208, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v211 = tosa.matmul %v210, %l2_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v212 = tosa.add %v211, %l2_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v213 = tosa.add %v189, %v212 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v214 = tosa.reduce_sum %v213 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v215 = tosa.mul %v214, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v216 = tosa.sub %v213, %v215 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v217 = tosa.mul %v216, %v216, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v218 = tosa.reduce_sum %v217 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v219 = tosa.mul %v218, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v220 = tosa.add %v219, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v221 = tosa.rsqrt %v220 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v222 = tosa.mul %v216, %v221, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v223 = tosa.mul %v222, %gf, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v224 = tosa.add %v223, %bef : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  return %v224 : tensor<1x16x64xf32>
}
