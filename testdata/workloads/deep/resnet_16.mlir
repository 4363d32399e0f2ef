// Workload: resnet_16 - ResNet of 16 basic residual blocks.
//   8x8 image, 16 channels throughout, NHWC.
//   block: h = ReLU(BN1(conv3x3(x))); x' = ReLU(x + BN2(conv3x3(h))), the
//   batch norms folded into a per-channel scale and shift.
// Written by scripts/gen_deep_models.py (regenerate, do not edit).
// Inputs: %x normal(0,1); conv weights normal(0, 1/sqrt(9 C)) (OHWI),
// biases and shifts normal(0,0.02), scales normal(1,0.05). Arguments per
// block B: bB_w1 bB_c1 bB_s1 bB_t1 bB_w2 bB_c2 bB_s2 bB_t2.
// Result: [1,size,size,C] features.
// DEFUSE-INPUTS: arg0=normal(0,1) arg1=normal(0,0.0833333) arg2=normal(0,0.02) arg3=normal(1,0.05) arg4=normal(0,0.02) arg5=normal(0,0.0833333)
// DEFUSE-INPUTS: arg6=normal(0,0.02) arg7=normal(1,0.05) arg8=normal(0,0.02) arg9=normal(0,0.0833333) arg10=normal(0,0.02) arg11=normal(1,0.05)
// DEFUSE-INPUTS: arg12=normal(0,0.02) arg13=normal(0,0.0833333) arg14=normal(0,0.02) arg15=normal(1,0.05) arg16=normal(0,0.02) arg17=normal(0,0.0833333)
// DEFUSE-INPUTS: arg18=normal(0,0.02) arg19=normal(1,0.05) arg20=normal(0,0.02) arg21=normal(0,0.0833333) arg22=normal(0,0.02) arg23=normal(1,0.05)
// DEFUSE-INPUTS: arg24=normal(0,0.02) arg25=normal(0,0.0833333) arg26=normal(0,0.02) arg27=normal(1,0.05) arg28=normal(0,0.02) arg29=normal(0,0.0833333)
// DEFUSE-INPUTS: arg30=normal(0,0.02) arg31=normal(1,0.05) arg32=normal(0,0.02) arg33=normal(0,0.0833333) arg34=normal(0,0.02) arg35=normal(1,0.05)
// DEFUSE-INPUTS: arg36=normal(0,0.02) arg37=normal(0,0.0833333) arg38=normal(0,0.02) arg39=normal(1,0.05) arg40=normal(0,0.02) arg41=normal(0,0.0833333)
// DEFUSE-INPUTS: arg42=normal(0,0.02) arg43=normal(1,0.05) arg44=normal(0,0.02) arg45=normal(0,0.0833333) arg46=normal(0,0.02) arg47=normal(1,0.05)
// DEFUSE-INPUTS: arg48=normal(0,0.02) arg49=normal(0,0.0833333) arg50=normal(0,0.02) arg51=normal(1,0.05) arg52=normal(0,0.02) arg53=normal(0,0.0833333)
// DEFUSE-INPUTS: arg54=normal(0,0.02) arg55=normal(1,0.05) arg56=normal(0,0.02) arg57=normal(0,0.0833333) arg58=normal(0,0.02) arg59=normal(1,0.05)
// DEFUSE-INPUTS: arg60=normal(0,0.02) arg61=normal(0,0.0833333) arg62=normal(0,0.02) arg63=normal(1,0.05) arg64=normal(0,0.02) arg65=normal(0,0.0833333)
// DEFUSE-INPUTS: arg66=normal(0,0.02) arg67=normal(1,0.05) arg68=normal(0,0.02) arg69=normal(0,0.0833333) arg70=normal(0,0.02) arg71=normal(1,0.05)
// DEFUSE-INPUTS: arg72=normal(0,0.02) arg73=normal(0,0.0833333) arg74=normal(0,0.02) arg75=normal(1,0.05) arg76=normal(0,0.02) arg77=normal(0,0.0833333)
// DEFUSE-INPUTS: arg78=normal(0,0.02) arg79=normal(1,0.05) arg80=normal(0,0.02) arg81=normal(0,0.0833333) arg82=normal(0,0.02) arg83=normal(1,0.05)
// DEFUSE-INPUTS: arg84=normal(0,0.02) arg85=normal(0,0.0833333) arg86=normal(0,0.02) arg87=normal(1,0.05) arg88=normal(0,0.02) arg89=normal(0,0.0833333)
// DEFUSE-INPUTS: arg90=normal(0,0.02) arg91=normal(1,0.05) arg92=normal(0,0.02) arg93=normal(0,0.0833333) arg94=normal(0,0.02) arg95=normal(1,0.05)
// DEFUSE-INPUTS: arg96=normal(0,0.02) arg97=normal(0,0.0833333) arg98=normal(0,0.02) arg99=normal(1,0.05) arg100=normal(0,0.02) arg101=normal(0,0.0833333)
// DEFUSE-INPUTS: arg102=normal(0,0.02) arg103=normal(1,0.05) arg104=normal(0,0.02) arg105=normal(0,0.0833333) arg106=normal(0,0.02) arg107=normal(1,0.05)
// DEFUSE-INPUTS: arg108=normal(0,0.02) arg109=normal(0,0.0833333) arg110=normal(0,0.02) arg111=normal(1,0.05) arg112=normal(0,0.02) arg113=normal(0,0.0833333)
// DEFUSE-INPUTS: arg114=normal(0,0.02) arg115=normal(1,0.05) arg116=normal(0,0.02) arg117=normal(0,0.0833333) arg118=normal(0,0.02) arg119=normal(1,0.05)
// DEFUSE-INPUTS: arg120=normal(0,0.02) arg121=normal(0,0.0833333) arg122=normal(0,0.02) arg123=normal(1,0.05) arg124=normal(0,0.02) arg125=normal(0,0.0833333)
// DEFUSE-INPUTS: arg126=normal(0,0.02) arg127=normal(1,0.05) arg128=normal(0,0.02)
func.func @resnet(
    %x: tensor<1x8x8x16xf32>,
    %b0_w1: tensor<16x3x3x16xf32>,
    %b0_c1: tensor<16xf32>,
    %b0_s1: tensor<1x1x1x16xf32>,
    %b0_t1: tensor<1x1x1x16xf32>,
    %b0_w2: tensor<16x3x3x16xf32>,
    %b0_c2: tensor<16xf32>,
    %b0_s2: tensor<1x1x1x16xf32>,
    %b0_t2: tensor<1x1x1x16xf32>,
    %b1_w1: tensor<16x3x3x16xf32>,
    %b1_c1: tensor<16xf32>,
    %b1_s1: tensor<1x1x1x16xf32>,
    %b1_t1: tensor<1x1x1x16xf32>,
    %b1_w2: tensor<16x3x3x16xf32>,
    %b1_c2: tensor<16xf32>,
    %b1_s2: tensor<1x1x1x16xf32>,
    %b1_t2: tensor<1x1x1x16xf32>,
    %b2_w1: tensor<16x3x3x16xf32>,
    %b2_c1: tensor<16xf32>,
    %b2_s1: tensor<1x1x1x16xf32>,
    %b2_t1: tensor<1x1x1x16xf32>,
    %b2_w2: tensor<16x3x3x16xf32>,
    %b2_c2: tensor<16xf32>,
    %b2_s2: tensor<1x1x1x16xf32>,
    %b2_t2: tensor<1x1x1x16xf32>,
    %b3_w1: tensor<16x3x3x16xf32>,
    %b3_c1: tensor<16xf32>,
    %b3_s1: tensor<1x1x1x16xf32>,
    %b3_t1: tensor<1x1x1x16xf32>,
    %b3_w2: tensor<16x3x3x16xf32>,
    %b3_c2: tensor<16xf32>,
    %b3_s2: tensor<1x1x1x16xf32>,
    %b3_t2: tensor<1x1x1x16xf32>,
    %b4_w1: tensor<16x3x3x16xf32>,
    %b4_c1: tensor<16xf32>,
    %b4_s1: tensor<1x1x1x16xf32>,
    %b4_t1: tensor<1x1x1x16xf32>,
    %b4_w2: tensor<16x3x3x16xf32>,
    %b4_c2: tensor<16xf32>,
    %b4_s2: tensor<1x1x1x16xf32>,
    %b4_t2: tensor<1x1x1x16xf32>,
    %b5_w1: tensor<16x3x3x16xf32>,
    %b5_c1: tensor<16xf32>,
    %b5_s1: tensor<1x1x1x16xf32>,
    %b5_t1: tensor<1x1x1x16xf32>,
    %b5_w2: tensor<16x3x3x16xf32>,
    %b5_c2: tensor<16xf32>,
    %b5_s2: tensor<1x1x1x16xf32>,
    %b5_t2: tensor<1x1x1x16xf32>,
    %b6_w1: tensor<16x3x3x16xf32>,
    %b6_c1: tensor<16xf32>,
    %b6_s1: tensor<1x1x1x16xf32>,
    %b6_t1: tensor<1x1x1x16xf32>,
    %b6_w2: tensor<16x3x3x16xf32>,
    %b6_c2: tensor<16xf32>,
    %b6_s2: tensor<1x1x1x16xf32>,
    %b6_t2: tensor<1x1x1x16xf32>,
    %b7_w1: tensor<16x3x3x16xf32>,
    %b7_c1: tensor<16xf32>,
    %b7_s1: tensor<1x1x1x16xf32>,
    %b7_t1: tensor<1x1x1x16xf32>,
    %b7_w2: tensor<16x3x3x16xf32>,
    %b7_c2: tensor<16xf32>,
    %b7_s2: tensor<1x1x1x16xf32>,
    %b7_t2: tensor<1x1x1x16xf32>,
    %b8_w1: tensor<16x3x3x16xf32>,
    %b8_c1: tensor<16xf32>,
    %b8_s1: tensor<1x1x1x16xf32>,
    %b8_t1: tensor<1x1x1x16xf32>,
    %b8_w2: tensor<16x3x3x16xf32>,
    %b8_c2: tensor<16xf32>,
    %b8_s2: tensor<1x1x1x16xf32>,
    %b8_t2: tensor<1x1x1x16xf32>,
    %b9_w1: tensor<16x3x3x16xf32>,
    %b9_c1: tensor<16xf32>,
    %b9_s1: tensor<1x1x1x16xf32>,
    %b9_t1: tensor<1x1x1x16xf32>,
    %b9_w2: tensor<16x3x3x16xf32>,
    %b9_c2: tensor<16xf32>,
    %b9_s2: tensor<1x1x1x16xf32>,
    %b9_t2: tensor<1x1x1x16xf32>,
    %b10_w1: tensor<16x3x3x16xf32>,
    %b10_c1: tensor<16xf32>,
    %b10_s1: tensor<1x1x1x16xf32>,
    %b10_t1: tensor<1x1x1x16xf32>,
    %b10_w2: tensor<16x3x3x16xf32>,
    %b10_c2: tensor<16xf32>,
    %b10_s2: tensor<1x1x1x16xf32>,
    %b10_t2: tensor<1x1x1x16xf32>,
    %b11_w1: tensor<16x3x3x16xf32>,
    %b11_c1: tensor<16xf32>,
    %b11_s1: tensor<1x1x1x16xf32>,
    %b11_t1: tensor<1x1x1x16xf32>,
    %b11_w2: tensor<16x3x3x16xf32>,
    %b11_c2: tensor<16xf32>,
    %b11_s2: tensor<1x1x1x16xf32>,
    %b11_t2: tensor<1x1x1x16xf32>,
    %b12_w1: tensor<16x3x3x16xf32>,
    %b12_c1: tensor<16xf32>,
    %b12_s1: tensor<1x1x1x16xf32>,
    %b12_t1: tensor<1x1x1x16xf32>,
    %b12_w2: tensor<16x3x3x16xf32>,
    %b12_c2: tensor<16xf32>,
    %b12_s2: tensor<1x1x1x16xf32>,
    %b12_t2: tensor<1x1x1x16xf32>,
    %b13_w1: tensor<16x3x3x16xf32>,
    %b13_c1: tensor<16xf32>,
    %b13_s1: tensor<1x1x1x16xf32>,
    %b13_t1: tensor<1x1x1x16xf32>,
    %b13_w2: tensor<16x3x3x16xf32>,
    %b13_c2: tensor<16xf32>,
    %b13_s2: tensor<1x1x1x16xf32>,
    %b13_t2: tensor<1x1x1x16xf32>,
    %b14_w1: tensor<16x3x3x16xf32>,
    %b14_c1: tensor<16xf32>,
    %b14_s1: tensor<1x1x1x16xf32>,
    %b14_t1: tensor<1x1x1x16xf32>,
    %b14_w2: tensor<16x3x3x16xf32>,
    %b14_c2: tensor<16xf32>,
    %b14_s2: tensor<1x1x1x16xf32>,
    %b14_t2: tensor<1x1x1x16xf32>,
    %b15_w1: tensor<16x3x3x16xf32>,
    %b15_c1: tensor<16xf32>,
    %b15_s1: tensor<1x1x1x16xf32>,
    %b15_t1: tensor<1x1x1x16xf32>,
    %b15_w2: tensor<16x3x3x16xf32>,
    %b15_c2: tensor<16xf32>,
    %b15_s2: tensor<1x1x1x16xf32>,
    %b15_t2: tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32> {
  // ---- block 0 ----
  %c1 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %v2 = tosa.conv2d %x, %b0_w1, %b0_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %c3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v4 = tosa.mul %v2, %b0_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v5 = tosa.add %v4, %b0_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v6 = tosa.clamp %v5 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v7 = tosa.conv2d %v6, %b0_w2, %b0_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v8 = tosa.mul %v7, %b0_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v9 = tosa.add %v8, %b0_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v10 = tosa.add %x, %v9 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v11 = tosa.clamp %v10 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 1 ----
  %v12 = tosa.conv2d %v11, %b1_w1, %b1_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v13 = tosa.mul %v12, %b1_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v14 = tosa.add %v13, %b1_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v15 = tosa.clamp %v14 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v16 = tosa.conv2d %v15, %b1_w2, %b1_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v17 = tosa.mul %v16, %b1_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v18 = tosa.add %v17, %b1_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v19 = tosa.add %v11, %v18 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v20 = tosa.clamp %v19 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 2 ----
  %v21 = tosa.conv2d %v20, %b2_w1, %b2_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v22 = tosa.mul %v21, %b2_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v23 = tosa.add %v22, %b2_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v24 = tosa.clamp %v23 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v25 = tosa.conv2d %v24, %b2_w2, %b2_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v26 = tosa.mul %v25, %b2_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v27 = tosa.add %v26, %b2_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v28 = tosa.add %v20, %v27 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v29 = tosa.clamp %v28 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 3 ----
  %v30 = tosa.conv2d %v29, %b3_w1, %b3_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v31 = tosa.mul %v30, %b3_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v32 = tosa.add %v31, %b3_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v33 = tosa.clamp %v32 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v34 = tosa.conv2d %v33, %b3_w2, %b3_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v35 = tosa.mul %v34, %b3_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v36 = tosa.add %v35, %b3_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v37 = tosa.add %v29, %v36 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v38 = tosa.clamp %v37 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 4 ----
  %v39 = tosa.conv2d %v38, %b4_w1, %b4_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v40 = tosa.mul %v39, %b4_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v41 = tosa.add %v40, %b4_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v42 = tosa.clamp %v41 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v43 = tosa.conv2d %v42, %b4_w2, %b4_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v44 = tosa.mul %v43, %b4_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v45 = tosa.add %v44, %b4_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v46 = tosa.add %v38, %v45 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v47 = tosa.clamp %v46 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 5 ----
  %v48 = tosa.conv2d %v47, %b5_w1, %b5_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v49 = tosa.mul %v48, %b5_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v50 = tosa.add %v49, %b5_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v51 = tosa.clamp %v50 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v52 = tosa.conv2d %v51, %b5_w2, %b5_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v53 = tosa.mul %v52, %b5_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v54 = tosa.add %v53, %b5_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v55 = tosa.add %v47, %v54 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v56 = tosa.clamp %v55 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 6 ----
  %v57 = tosa.conv2d %v56, %b6_w1, %b6_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v58 = tosa.mul %v57, %b6_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v59 = tosa.add %v58, %b6_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v60 = tosa.clamp %v59 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v61 = tosa.conv2d %v60, %b6_w2, %b6_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v62 = tosa.mul %v61, %b6_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v63 = tosa.add %v62, %b6_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v64 = tosa.add %v56, %v63 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v65 = tosa.clamp %v64 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 7 ----
  %v66 = tosa.conv2d %v65, %b7_w1, %b7_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v67 = tosa.mul %v66, %b7_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v68 = tosa.add %v67, %b7_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v69 = tosa.clamp %v68 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v70 = tosa.conv2d %v69, %b7_w2, %b7_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v71 = tosa.mul %v70, %b7_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v72 = tosa.add %v71, %b7_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v73 = tosa.add %v65, %v72 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v74 = tosa.clamp %v73 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 8 ----
  %v75 = tosa.conv2d %v74, %b8_w1, %b8_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v76 = tosa.mul %v75, %b8_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v77 = tosa.add %v76, %b8_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v78 = tosa.clamp %v77 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v79 = tosa.conv2d %v78, %b8_w2, %b8_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v80 = tosa.mul %v79, %b8_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v81 = tosa.add %v80, %b8_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v82 = tosa.add %v74, %v81 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v83 = tosa.clamp %v82 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 9 ----
  %v84 = tosa.conv2d %v83, %b9_w1, %b9_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v85 = tosa.mul %v84, %b9_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v86 = tosa.add %v85, %b9_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v87 = tosa.clamp %v86 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v88 = tosa.conv2d %v87, %b9_w2, %b9_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v89 = tosa.mul %v88, %b9_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v90 = tosa.add %v89, %b9_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v91 = tosa.add %v83, %v90 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v92 = tosa.clamp %v91 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 10 ----
  %v93 = tosa.conv2d %v92, %b10_w1, %b10_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v94 = tosa.mul %v93, %b10_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v95 = tosa.add %v94, %b10_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v96 = tosa.clamp %v95 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v97 = tosa.conv2d %v96, %b10_w2, %b10_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v98 = tosa.mul %v97, %b10_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v99 = tosa.add %v98, %b10_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v100 = tosa.add %v92, %v99 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v101 = tosa.clamp %v100 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 11 ----
  %v102 = tosa.conv2d %v101, %b11_w1, %b11_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v103 = tosa.mul %v102, %b11_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v104 = tosa.add %v103, %b11_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v105 = tosa.clamp %v104 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v106 = tosa.conv2d %v105, %b11_w2, %b11_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v107 = tosa.mul %v106, %b11_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v108 = tosa.add %v107, %b11_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v109 = tosa.add %v101, %v108 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v110 = tosa.clamp %v109 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 12 ----
  %v111 = tosa.conv2d %v110, %b12_w1, %b12_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v112 = tosa.mul %v111, %b12_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v113 = tosa.add %v112, %b12_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v114 = tosa.clamp %v113 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v115 = tosa.conv2d %v114, %b12_w2, %b12_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v116 = tosa.mul %v115, %b12_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v117 = tosa.add %v116, %b12_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v118 = tosa.add %v110, %v117 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v119 = tosa.clamp %v118 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 13 ----
  %v120 = tosa.conv2d %v119, %b13_w1, %b13_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v121 = tosa.mul %v120, %b13_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v122 = tosa.add %v121, %b13_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v123 = tosa.clamp %v122 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v124 = tosa.conv2d %v123, %b13_w2, %b13_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v125 = tosa.mul %v124, %b13_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v126 = tosa.add %v125, %b13_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v127 = tosa.add %v119, %v126 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v128 = tosa.clamp %v127 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 14 ----
  %v129 = tosa.conv2d %v128, %b14_w1, %b14_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v130 = tosa.mul %v129, %b14_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v131 = tosa.add %v130, %b14_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v132 = tosa.clamp %v131 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v133 = tosa.conv2d %v132, %b14_w2, %b14_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v134 = tosa.mul %v133, %b14_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v135 = tosa.add %v134, %b14_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v136 = tosa.add %v128, %v135 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v137 = tosa.clamp %v136 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  // ---- block 15 ----
  %v138 = tosa.conv2d %v137, %b15_w1, %b15_c1, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v139 = tosa.mul %v138, %b15_s1, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v140 = tosa.add %v139, %b15_t1 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v141 = tosa.clamp %v140 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v142 = tosa.conv2d %v141, %b15_w2, %b15_c2, %c1, %c1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %v143 = tosa.mul %v142, %b15_s2, %c3 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x8x16xf32>
  %v144 = tosa.add %v143, %b15_t2 : (tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x8x8x16xf32>
  %v145 = tosa.add %v137, %v144 : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v146 = tosa.clamp %v145 {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %v146 : tensor<1x8x8x16xf32>
}
