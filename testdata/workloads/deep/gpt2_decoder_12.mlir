// Workload: gpt2_decoder_12 - 12-layer pre-LayerNorm GPT-2 decoder.
//   seq 16, d_model 64, 4 heads of 16, FFN 256 (tanh GELU),
//   causal mask: a constant of 0 and -inf added to the scores.
//   layer: r1 = x + MHA(LN(x)); x' = r1 + W2 GELU(W1 LN(r1) + b1) + b2; final LN.
//   Matmuls in f32 except bf16 in layers [4, 5]; f16 in layers [8] (inputs and weights cast down, f32 accumulation).
// Written by scripts/gen_deep_models.py (regenerate, do not edit).
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
// DEFUSE-INPUTS: arg48=normal(0,0.02) arg49=normal(1,0.05) arg50=normal(0,0.02) arg51=normal(0,0.125) arg52=normal(0,0.02) arg53=normal(0,0.125)
// DEFUSE-INPUTS: arg54=normal(0,0.02) arg55=normal(0,0.125) arg56=normal(0,0.02) arg57=normal(0,0.125) arg58=normal(0,0.02) arg59=normal(1,0.05)
// DEFUSE-INPUTS: arg60=normal(0,0.02) arg61=normal(0,0.125) arg62=normal(0,0.02) arg63=normal(0,0.0625) arg64=normal(0,0.02) arg65=normal(1,0.05)
// DEFUSE-INPUTS: arg66=normal(0,0.02) arg67=normal(0,0.125) arg68=normal(0,0.02) arg69=normal(0,0.125) arg70=normal(0,0.02) arg71=normal(0,0.125)
// DEFUSE-INPUTS: arg72=normal(0,0.02) arg73=normal(0,0.125) arg74=normal(0,0.02) arg75=normal(1,0.05) arg76=normal(0,0.02) arg77=normal(0,0.125)
// DEFUSE-INPUTS: arg78=normal(0,0.02) arg79=normal(0,0.0625) arg80=normal(0,0.02) arg81=normal(1,0.05) arg82=normal(0,0.02) arg83=normal(0,0.125)
// DEFUSE-INPUTS: arg84=normal(0,0.02) arg85=normal(0,0.125) arg86=normal(0,0.02) arg87=normal(0,0.125) arg88=normal(0,0.02) arg89=normal(0,0.125)
// DEFUSE-INPUTS: arg90=normal(0,0.02) arg91=normal(1,0.05) arg92=normal(0,0.02) arg93=normal(0,0.125) arg94=normal(0,0.02) arg95=normal(0,0.0625)
// DEFUSE-INPUTS: arg96=normal(0,0.02) arg97=normal(1,0.05) arg98=normal(0,0.02) arg99=normal(0,0.125) arg100=normal(0,0.02) arg101=normal(0,0.125)
// DEFUSE-INPUTS: arg102=normal(0,0.02) arg103=normal(0,0.125) arg104=normal(0,0.02) arg105=normal(0,0.125) arg106=normal(0,0.02) arg107=normal(1,0.05)
// DEFUSE-INPUTS: arg108=normal(0,0.02) arg109=normal(0,0.125) arg110=normal(0,0.02) arg111=normal(0,0.0625) arg112=normal(0,0.02) arg113=normal(1,0.05)
// DEFUSE-INPUTS: arg114=normal(0,0.02) arg115=normal(0,0.125) arg116=normal(0,0.02) arg117=normal(0,0.125) arg118=normal(0,0.02) arg119=normal(0,0.125)
// DEFUSE-INPUTS: arg120=normal(0,0.02) arg121=normal(0,0.125) arg122=normal(0,0.02) arg123=normal(1,0.05) arg124=normal(0,0.02) arg125=normal(0,0.125)
// DEFUSE-INPUTS: arg126=normal(0,0.02) arg127=normal(0,0.0625) arg128=normal(0,0.02) arg129=normal(1,0.05) arg130=normal(0,0.02) arg131=normal(0,0.125)
// DEFUSE-INPUTS: arg132=normal(0,0.02) arg133=normal(0,0.125) arg134=normal(0,0.02) arg135=normal(0,0.125) arg136=normal(0,0.02) arg137=normal(0,0.125)
// DEFUSE-INPUTS: arg138=normal(0,0.02) arg139=normal(1,0.05) arg140=normal(0,0.02) arg141=normal(0,0.125) arg142=normal(0,0.02) arg143=normal(0,0.0625)
// DEFUSE-INPUTS: arg144=normal(0,0.02) arg145=normal(1,0.05) arg146=normal(0,0.02) arg147=normal(0,0.125) arg148=normal(0,0.02) arg149=normal(0,0.125)
// DEFUSE-INPUTS: arg150=normal(0,0.02) arg151=normal(0,0.125) arg152=normal(0,0.02) arg153=normal(0,0.125) arg154=normal(0,0.02) arg155=normal(1,0.05)
// DEFUSE-INPUTS: arg156=normal(0,0.02) arg157=normal(0,0.125) arg158=normal(0,0.02) arg159=normal(0,0.0625) arg160=normal(0,0.02) arg161=normal(1,0.05)
// DEFUSE-INPUTS: arg162=normal(0,0.02) arg163=normal(0,0.125) arg164=normal(0,0.02) arg165=normal(0,0.125) arg166=normal(0,0.02) arg167=normal(0,0.125)
// DEFUSE-INPUTS: arg168=normal(0,0.02) arg169=normal(0,0.125) arg170=normal(0,0.02) arg171=normal(1,0.05) arg172=normal(0,0.02) arg173=normal(0,0.125)
// DEFUSE-INPUTS: arg174=normal(0,0.02) arg175=normal(0,0.0625) arg176=normal(0,0.02) arg177=normal(1,0.05) arg178=normal(0,0.02) arg179=normal(0,0.125)
// DEFUSE-INPUTS: arg180=normal(0,0.02) arg181=normal(0,0.125) arg182=normal(0,0.02) arg183=normal(0,0.125) arg184=normal(0,0.02) arg185=normal(0,0.125)
// DEFUSE-INPUTS: arg186=normal(0,0.02) arg187=normal(1,0.05) arg188=normal(0,0.02) arg189=normal(0,0.125) arg190=normal(0,0.02) arg191=normal(0,0.0625)
// DEFUSE-INPUTS: arg192=normal(0,0.02) arg193=normal(1,0.05) arg194=normal(0,0.02)
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
    %l3_g1: tensor<1x1x64xf32>,
    %l3_be1: tensor<1x1x64xf32>,
    %l3_wq: tensor<1x64x64xf32>,
    %l3_bq: tensor<1x1x64xf32>,
    %l3_wk: tensor<1x64x64xf32>,
    %l3_bk: tensor<1x1x64xf32>,
    %l3_wv: tensor<1x64x64xf32>,
    %l3_bv: tensor<1x1x64xf32>,
    %l3_wo: tensor<1x64x64xf32>,
    %l3_bo: tensor<1x1x64xf32>,
    %l3_g2: tensor<1x1x64xf32>,
    %l3_be2: tensor<1x1x64xf32>,
    %l3_w1: tensor<1x64x256xf32>,
    %l3_b1: tensor<1x1x256xf32>,
    %l3_w2: tensor<1x256x64xf32>,
    %l3_b2: tensor<1x1x64xf32>,
    %l4_g1: tensor<1x1x64xf32>,
    %l4_be1: tensor<1x1x64xf32>,
    %l4_wq: tensor<1x64x64xf32>,
    %l4_bq: tensor<1x1x64xf32>,
    %l4_wk: tensor<1x64x64xf32>,
    %l4_bk: tensor<1x1x64xf32>,
    %l4_wv: tensor<1x64x64xf32>,
    %l4_bv: tensor<1x1x64xf32>,
    %l4_wo: tensor<1x64x64xf32>,
    %l4_bo: tensor<1x1x64xf32>,
    %l4_g2: tensor<1x1x64xf32>,
    %l4_be2: tensor<1x1x64xf32>,
    %l4_w1: tensor<1x64x256xf32>,
    %l4_b1: tensor<1x1x256xf32>,
    %l4_w2: tensor<1x256x64xf32>,
    %l4_b2: tensor<1x1x64xf32>,
    %l5_g1: tensor<1x1x64xf32>,
    %l5_be1: tensor<1x1x64xf32>,
    %l5_wq: tensor<1x64x64xf32>,
    %l5_bq: tensor<1x1x64xf32>,
    %l5_wk: tensor<1x64x64xf32>,
    %l5_bk: tensor<1x1x64xf32>,
    %l5_wv: tensor<1x64x64xf32>,
    %l5_bv: tensor<1x1x64xf32>,
    %l5_wo: tensor<1x64x64xf32>,
    %l5_bo: tensor<1x1x64xf32>,
    %l5_g2: tensor<1x1x64xf32>,
    %l5_be2: tensor<1x1x64xf32>,
    %l5_w1: tensor<1x64x256xf32>,
    %l5_b1: tensor<1x1x256xf32>,
    %l5_w2: tensor<1x256x64xf32>,
    %l5_b2: tensor<1x1x64xf32>,
    %l6_g1: tensor<1x1x64xf32>,
    %l6_be1: tensor<1x1x64xf32>,
    %l6_wq: tensor<1x64x64xf32>,
    %l6_bq: tensor<1x1x64xf32>,
    %l6_wk: tensor<1x64x64xf32>,
    %l6_bk: tensor<1x1x64xf32>,
    %l6_wv: tensor<1x64x64xf32>,
    %l6_bv: tensor<1x1x64xf32>,
    %l6_wo: tensor<1x64x64xf32>,
    %l6_bo: tensor<1x1x64xf32>,
    %l6_g2: tensor<1x1x64xf32>,
    %l6_be2: tensor<1x1x64xf32>,
    %l6_w1: tensor<1x64x256xf32>,
    %l6_b1: tensor<1x1x256xf32>,
    %l6_w2: tensor<1x256x64xf32>,
    %l6_b2: tensor<1x1x64xf32>,
    %l7_g1: tensor<1x1x64xf32>,
    %l7_be1: tensor<1x1x64xf32>,
    %l7_wq: tensor<1x64x64xf32>,
    %l7_bq: tensor<1x1x64xf32>,
    %l7_wk: tensor<1x64x64xf32>,
    %l7_bk: tensor<1x1x64xf32>,
    %l7_wv: tensor<1x64x64xf32>,
    %l7_bv: tensor<1x1x64xf32>,
    %l7_wo: tensor<1x64x64xf32>,
    %l7_bo: tensor<1x1x64xf32>,
    %l7_g2: tensor<1x1x64xf32>,
    %l7_be2: tensor<1x1x64xf32>,
    %l7_w1: tensor<1x64x256xf32>,
    %l7_b1: tensor<1x1x256xf32>,
    %l7_w2: tensor<1x256x64xf32>,
    %l7_b2: tensor<1x1x64xf32>,
    %l8_g1: tensor<1x1x64xf32>,
    %l8_be1: tensor<1x1x64xf32>,
    %l8_wq: tensor<1x64x64xf32>,
    %l8_bq: tensor<1x1x64xf32>,
    %l8_wk: tensor<1x64x64xf32>,
    %l8_bk: tensor<1x1x64xf32>,
    %l8_wv: tensor<1x64x64xf32>,
    %l8_bv: tensor<1x1x64xf32>,
    %l8_wo: tensor<1x64x64xf32>,
    %l8_bo: tensor<1x1x64xf32>,
    %l8_g2: tensor<1x1x64xf32>,
    %l8_be2: tensor<1x1x64xf32>,
    %l8_w1: tensor<1x64x256xf32>,
    %l8_b1: tensor<1x1x256xf32>,
    %l8_w2: tensor<1x256x64xf32>,
    %l8_b2: tensor<1x1x64xf32>,
    %l9_g1: tensor<1x1x64xf32>,
    %l9_be1: tensor<1x1x64xf32>,
    %l9_wq: tensor<1x64x64xf32>,
    %l9_bq: tensor<1x1x64xf32>,
    %l9_wk: tensor<1x64x64xf32>,
    %l9_bk: tensor<1x1x64xf32>,
    %l9_wv: tensor<1x64x64xf32>,
    %l9_bv: tensor<1x1x64xf32>,
    %l9_wo: tensor<1x64x64xf32>,
    %l9_bo: tensor<1x1x64xf32>,
    %l9_g2: tensor<1x1x64xf32>,
    %l9_be2: tensor<1x1x64xf32>,
    %l9_w1: tensor<1x64x256xf32>,
    %l9_b1: tensor<1x1x256xf32>,
    %l9_w2: tensor<1x256x64xf32>,
    %l9_b2: tensor<1x1x64xf32>,
    %l10_g1: tensor<1x1x64xf32>,
    %l10_be1: tensor<1x1x64xf32>,
    %l10_wq: tensor<1x64x64xf32>,
    %l10_bq: tensor<1x1x64xf32>,
    %l10_wk: tensor<1x64x64xf32>,
    %l10_bk: tensor<1x1x64xf32>,
    %l10_wv: tensor<1x64x64xf32>,
    %l10_bv: tensor<1x1x64xf32>,
    %l10_wo: tensor<1x64x64xf32>,
    %l10_bo: tensor<1x1x64xf32>,
    %l10_g2: tensor<1x1x64xf32>,
    %l10_be2: tensor<1x1x64xf32>,
    %l10_w1: tensor<1x64x256xf32>,
    %l10_b1: tensor<1x1x256xf32>,
    %l10_w2: tensor<1x256x64xf32>,
    %l10_b2: tensor<1x1x64xf32>,
    %l11_g1: tensor<1x1x64xf32>,
    %l11_be1: tensor<1x1x64xf32>,
    %l11_wq: tensor<1x64x64xf32>,
    %l11_bq: tensor<1x1x64xf32>,
    %l11_wk: tensor<1x64x64xf32>,
    %l11_bk: tensor<1x1x64xf32>,
    %l11_wv: tensor<1x64x64xf32>,
    %l11_bv: tensor<1x1x64xf32>,
    %l11_wo: tensor<1x64x64xf32>,
    %l11_bo: tensor<1x1x64xf32>,
    %l11_g2: tensor<1x1x64xf32>,
    %l11_be2: tensor<1x1x64xf32>,
    %l11_w1: tensor<1x64x256xf32>,
    %l11_b1: tensor<1x1x256xf32>,
    %l11_w2: tensor<1x256x64xf32>,
    %l11_b2: tensor<1x1x64xf32>,
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
  %v66 = tosa.mul %v65, %v65, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v67 = tosa.mul %v66, %v65, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
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
  %v137 = tosa.mul %v136, %v136, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v138 = tosa.mul %v137, %v136, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v139 = tosa.mul %v138, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v140 = tosa.add %v136, %v139 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v141 = tosa.mul %v140, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v142 = tosa.tanh %v141 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v143 = tosa.add %v142, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v144 = tosa.mul %v136, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v145 = tosa.mul %v144, %v143, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v146 = tosa.matmul %v145, %l1_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v147 = tosa.add %v146, %l1_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v148 = tosa.add %v123, %v147 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 2 (f32 matmuls) ----
  %v149 = tosa.reduce_sum %v148 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v150 = tosa.mul %v149, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v151 = tosa.sub %v148, %v150 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v152 = tosa.mul %v151, %v151, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v153 = tosa.reduce_sum %v152 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v154 = tosa.mul %v153, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v155 = tosa.add %v154, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v156 = tosa.rsqrt %v155 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v157 = tosa.mul %v151, %v156, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v158 = tosa.mul %v157, %l2_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v159 = tosa.add %v158, %l2_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v160 = tosa.matmul %v159, %l2_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v161 = tosa.add %v160, %l2_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v162 = tosa.matmul %v159, %l2_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v163 = tosa.add %v162, %l2_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v164 = tosa.matmul %v159, %l2_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v165 = tosa.add %v164, %l2_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v166 = tosa.reshape %v161, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v167 = tosa.transpose %v166 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v168 = tosa.reshape %v167, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v169 = tosa.reshape %v163, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v170 = tosa.transpose %v169 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v171 = tosa.reshape %v170, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v172 = tosa.reshape %v165, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v173 = tosa.transpose %v172 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v174 = tosa.reshape %v173, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v175 = tosa.matmul %v168, %v171, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v176 = tosa.mul %v175, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v177 = tosa.add %v176, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v178 = tosa.reduce_max %v177 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v179 = tosa.sub %v177, %v178 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v180 = tosa.exp %v179 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v181 = tosa.reduce_sum %v180 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v182 = tosa.reciprocal %v181 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v183 = tosa.mul %v180, %v182, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v184 = tosa.matmul %v183, %v174, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v185 = tosa.reshape %v184, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v186 = tosa.transpose %v185 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v187 = tosa.reshape %v186, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v188 = tosa.matmul %v187, %l2_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v189 = tosa.add %v188, %l2_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v190 = tosa.add %v148, %v189 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v191 = tosa.reduce_sum %v190 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v192 = tosa.mul %v191, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v193 = tosa.sub %v190, %v192 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v194 = tosa.mul %v193, %v193, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v195 = tosa.reduce_sum %v194 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v196 = tosa.mul %v195, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v197 = tosa.add %v196, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v198 = tosa.rsqrt %v197 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v199 = tosa.mul %v193, %v198, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v200 = tosa.mul %v199, %l2_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v201 = tosa.add %v200, %l2_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v202 = tosa.matmul %v201, %l2_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v203 = tosa.add %v202, %l2_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v204 = tosa.mul %v203, %v203, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v205 = tosa.mul %v204, %v203, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v206 = tosa.mul %v205, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v207 = tosa.add %v203, %v206 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v208 = tosa.mul %v207, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v209 = tosa.tanh %v208 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v210 = tosa.add %v209, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v211 = tosa.mul %v203, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v212 = tosa.mul %v211, %v210, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v213 = tosa.matmul %v212, %l2_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v214 = tosa.add %v213, %l2_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v215 = tosa.add %v190, %v214 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 3 (f32 matmuls) ----
  %v216 = tosa.reduce_sum %v215 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v217 = tosa.mul %v216, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v218 = tosa.sub %v215, %v217 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v219 = tosa.mul %v218, %v218, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v220 = tosa.reduce_sum %v219 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v221 = tosa.mul %v220, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v222 = tosa.add %v221, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v223 = tosa.rsqrt %v222 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v224 = tosa.mul %v218, %v223, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v225 = tosa.mul %v224, %l3_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v226 = tosa.add %v225, %l3_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v227 = tosa.matmul %v226, %l3_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v228 = tosa.add %v227, %l3_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v229 = tosa.matmul %v226, %l3_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v230 = tosa.add %v229, %l3_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v231 = tosa.matmul %v226, %l3_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v232 = tosa.add %v231, %l3_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v233 = tosa.reshape %v228, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v234 = tosa.transpose %v233 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v235 = tosa.reshape %v234, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v236 = tosa.reshape %v230, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v237 = tosa.transpose %v236 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v238 = tosa.reshape %v237, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v239 = tosa.reshape %v232, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v240 = tosa.transpose %v239 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v241 = tosa.reshape %v240, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v242 = tosa.matmul %v235, %v238, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v243 = tosa.mul %v242, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v244 = tosa.add %v243, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v245 = tosa.reduce_max %v244 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v246 = tosa.sub %v244, %v245 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v247 = tosa.exp %v246 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v248 = tosa.reduce_sum %v247 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v249 = tosa.reciprocal %v248 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v250 = tosa.mul %v247, %v249, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v251 = tosa.matmul %v250, %v241, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v252 = tosa.reshape %v251, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v253 = tosa.transpose %v252 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v254 = tosa.reshape %v253, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v255 = tosa.matmul %v254, %l3_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v256 = tosa.add %v255, %l3_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v257 = tosa.add %v215, %v256 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v258 = tosa.reduce_sum %v257 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v259 = tosa.mul %v258, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v260 = tosa.sub %v257, %v259 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v261 = tosa.mul %v260, %v260, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v262 = tosa.reduce_sum %v261 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v263 = tosa.mul %v262, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v264 = tosa.add %v263, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v265 = tosa.rsqrt %v264 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v266 = tosa.mul %v260, %v265, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v267 = tosa.mul %v266, %l3_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v268 = tosa.add %v267, %l3_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v269 = tosa.matmul %v268, %l3_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v270 = tosa.add %v269, %l3_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v271 = tosa.mul %v270, %v270, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v272 = tosa.mul %v271, %v270, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v273 = tosa.mul %v272, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v274 = tosa.add %v270, %v273 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v275 = tosa.mul %v274, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v276 = tosa.tanh %v275 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v277 = tosa.add %v276, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v278 = tosa.mul %v270, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v279 = tosa.mul %v278, %v277, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v280 = tosa.matmul %v279, %l3_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v281 = tosa.add %v280, %l3_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v282 = tosa.add %v257, %v281 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 4 (bf16 matmuls) ----
  %v283 = tosa.reduce_sum %v282 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v284 = tosa.mul %v283, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v285 = tosa.sub %v282, %v284 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v286 = tosa.mul %v285, %v285, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v287 = tosa.reduce_sum %v286 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v288 = tosa.mul %v287, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v289 = tosa.add %v288, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v290 = tosa.rsqrt %v289 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v291 = tosa.mul %v285, %v290, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v292 = tosa.mul %v291, %l4_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v293 = tosa.add %v292, %l4_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v294 = tosa.cast %v293 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v295 = tosa.cast %l4_wq : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %c296 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %v297 = tosa.matmul %v294, %v295, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v298 = tosa.add %v297, %l4_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v299 = tosa.cast %v293 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v300 = tosa.cast %l4_wk : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v301 = tosa.matmul %v299, %v300, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v302 = tosa.add %v301, %l4_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v303 = tosa.cast %v293 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v304 = tosa.cast %l4_wv : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v305 = tosa.matmul %v303, %v304, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v306 = tosa.add %v305, %l4_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v307 = tosa.reshape %v298, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v308 = tosa.transpose %v307 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v309 = tosa.reshape %v308, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v310 = tosa.reshape %v302, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v311 = tosa.transpose %v310 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v312 = tosa.reshape %v311, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v313 = tosa.reshape %v306, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v314 = tosa.transpose %v313 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v315 = tosa.reshape %v314, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v316 = tosa.matmul %v309, %v312, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v317 = tosa.mul %v316, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v318 = tosa.add %v317, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v319 = tosa.reduce_max %v318 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v320 = tosa.sub %v318, %v319 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v321 = tosa.exp %v320 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v322 = tosa.reduce_sum %v321 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v323 = tosa.reciprocal %v322 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v324 = tosa.mul %v321, %v323, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v325 = tosa.matmul %v324, %v315, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v326 = tosa.reshape %v325, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v327 = tosa.transpose %v326 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v328 = tosa.reshape %v327, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v329 = tosa.cast %v328 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v330 = tosa.cast %l4_wo : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v331 = tosa.matmul %v329, %v330, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v332 = tosa.add %v331, %l4_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v333 = tosa.add %v282, %v332 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v334 = tosa.reduce_sum %v333 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v335 = tosa.mul %v334, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v336 = tosa.sub %v333, %v335 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v337 = tosa.mul %v336, %v336, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v338 = tosa.reduce_sum %v337 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v339 = tosa.mul %v338, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v340 = tosa.add %v339, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v341 = tosa.rsqrt %v340 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v342 = tosa.mul %v336, %v341, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v343 = tosa.mul %v342, %l4_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v344 = tosa.add %v343, %l4_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v345 = tosa.cast %v344 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v346 = tosa.cast %l4_w1 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
  %v347 = tosa.matmul %v345, %v346, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x256xf32>
  %v348 = tosa.add %v347, %l4_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v349 = tosa.mul %v348, %v348, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v350 = tosa.mul %v349, %v348, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v351 = tosa.mul %v350, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v352 = tosa.add %v348, %v351 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v353 = tosa.mul %v352, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v354 = tosa.tanh %v353 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v355 = tosa.add %v354, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v356 = tosa.mul %v348, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v357 = tosa.mul %v356, %v355, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v358 = tosa.cast %v357 : (tensor<1x16x256xf32>) -> tensor<1x16x256xbf16>
  %v359 = tosa.cast %l4_w2 : (tensor<1x256x64xf32>) -> tensor<1x256x64xbf16>
  %v360 = tosa.matmul %v358, %v359, %c296, %c296 : (tensor<1x16x256xbf16>, tensor<1x256x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v361 = tosa.add %v360, %l4_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v362 = tosa.add %v333, %v361 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 5 (bf16 matmuls) ----
  %v363 = tosa.reduce_sum %v362 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v364 = tosa.mul %v363, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v365 = tosa.sub %v362, %v364 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v366 = tosa.mul %v365, %v365, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v367 = tosa.reduce_sum %v366 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v368 = tosa.mul %v367, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v369 = tosa.add %v368, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v370 = tosa.rsqrt %v369 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v371 = tosa.mul %v365, %v370, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v372 = tosa.mul %v371, %l5_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v373 = tosa.add %v372, %l5_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v374 = tosa.cast %v373 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v375 = tosa.cast %l5_wq : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v376 = tosa.matmul %v374, %v375, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v377 = tosa.add %v376, %l5_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v378 = tosa.cast %v373 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v379 = tosa.cast %l5_wk : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v380 = tosa.matmul %v378, %v379, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v381 = tosa.add %v380, %l5_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v382 = tosa.cast %v373 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v383 = tosa.cast %l5_wv : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v384 = tosa.matmul %v382, %v383, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v385 = tosa.add %v384, %l5_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v386 = tosa.reshape %v377, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v387 = tosa.transpose %v386 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v388 = tosa.reshape %v387, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v389 = tosa.reshape %v381, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v390 = tosa.transpose %v389 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v391 = tosa.reshape %v390, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v392 = tosa.reshape %v385, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v393 = tosa.transpose %v392 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v394 = tosa.reshape %v393, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v395 = tosa.matmul %v388, %v391, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v396 = tosa.mul %v395, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v397 = tosa.add %v396, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v398 = tosa.reduce_max %v397 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v399 = tosa.sub %v397, %v398 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v400 = tosa.exp %v399 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v401 = tosa.reduce_sum %v400 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v402 = tosa.reciprocal %v401 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v403 = tosa.mul %v400, %v402, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v404 = tosa.matmul %v403, %v394, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v405 = tosa.reshape %v404, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v406 = tosa.transpose %v405 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v407 = tosa.reshape %v406, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v408 = tosa.cast %v407 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v409 = tosa.cast %l5_wo : (tensor<1x64x64xf32>) -> tensor<1x64x64xbf16>
  %v410 = tosa.matmul %v408, %v409, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v411 = tosa.add %v410, %l5_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v412 = tosa.add %v362, %v411 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v413 = tosa.reduce_sum %v412 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v414 = tosa.mul %v413, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v415 = tosa.sub %v412, %v414 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v416 = tosa.mul %v415, %v415, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v417 = tosa.reduce_sum %v416 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v418 = tosa.mul %v417, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v419 = tosa.add %v418, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v420 = tosa.rsqrt %v419 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v421 = tosa.mul %v415, %v420, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v422 = tosa.mul %v421, %l5_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v423 = tosa.add %v422, %l5_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v424 = tosa.cast %v423 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
  %v425 = tosa.cast %l5_w1 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
  %v426 = tosa.matmul %v424, %v425, %c296, %c296 : (tensor<1x16x64xbf16>, tensor<1x64x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x256xf32>
  %v427 = tosa.add %v426, %l5_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v428 = tosa.mul %v427, %v427, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v429 = tosa.mul %v428, %v427, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v430 = tosa.mul %v429, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v431 = tosa.add %v427, %v430 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v432 = tosa.mul %v431, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v433 = tosa.tanh %v432 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v434 = tosa.add %v433, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v435 = tosa.mul %v427, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v436 = tosa.mul %v435, %v434, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v437 = tosa.cast %v436 : (tensor<1x16x256xf32>) -> tensor<1x16x256xbf16>
  %v438 = tosa.cast %l5_w2 : (tensor<1x256x64xf32>) -> tensor<1x256x64xbf16>
  %v439 = tosa.matmul %v437, %v438, %c296, %c296 : (tensor<1x16x256xbf16>, tensor<1x256x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x16x64xf32>
  %v440 = tosa.add %v439, %l5_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v441 = tosa.add %v412, %v440 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 6 (f32 matmuls) ----
  %v442 = tosa.reduce_sum %v441 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v443 = tosa.mul %v442, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v444 = tosa.sub %v441, %v443 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v445 = tosa.mul %v444, %v444, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v446 = tosa.reduce_sum %v445 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v447 = tosa.mul %v446, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v448 = tosa.add %v447, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v449 = tosa.rsqrt %v448 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v450 = tosa.mul %v444, %v449, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v451 = tosa.mul %v450, %l6_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v452 = tosa.add %v451, %l6_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v453 = tosa.matmul %v452, %l6_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v454 = tosa.add %v453, %l6_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v455 = tosa.matmul %v452, %l6_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v456 = tosa.add %v455, %l6_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v457 = tosa.matmul %v452, %l6_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v458 = tosa.add %v457, %l6_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v459 = tosa.reshape %v454, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v460 = tosa.transpose %v459 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v461 = tosa.reshape %v460, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v462 = tosa.reshape %v456, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v463 = tosa.transpose %v462 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v464 = tosa.reshape %v463, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v465 = tosa.reshape %v458, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v466 = tosa.transpose %v465 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v467 = tosa.reshape %v466, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v468 = tosa.matmul %v461, %v464, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v469 = tosa.mul %v468, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v470 = tosa.add %v469, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v471 = tosa.reduce_max %v470 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v472 = tosa.sub %v470, %v471 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v473 = tosa.exp %v472 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v474 = tosa.reduce_sum %v473 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v475 = tosa.reciprocal %v474 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v476 = tosa.mul %v473, %v475, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v477 = tosa.matmul %v476, %v467, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v478 = tosa.reshape %v477, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v479 = tosa.transpose %v478 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v480 = tosa.reshape %v479, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v481 = tosa.matmul %v480, %l6_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v482 = tosa.add %v481, %l6_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v483 = tosa.add %v441, %v482 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v484 = tosa.reduce_sum %v483 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v485 = tosa.mul %v484, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v486 = tosa.sub %v483, %v485 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v487 = tosa.mul %v486, %v486, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v488 = tosa.reduce_sum %v487 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v489 = tosa.mul %v488, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v490 = tosa.add %v489, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v491 = tosa.rsqrt %v490 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v492 = tosa.mul %v486, %v491, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v493 = tosa.mul %v492, %l6_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v494 = tosa.add %v493, %l6_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v495 = tosa.matmul %v494, %l6_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v496 = tosa.add %v495, %l6_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v497 = tosa.mul %v496, %v496, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v498 = tosa.mul %v497, %v496, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v499 = tosa.mul %v498, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v500 = tosa.add %v496, %v499 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v501 = tosa.mul %v500, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v502 = tosa.tanh %v501 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v503 = tosa.add %v502, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v504 = tosa.mul %v496, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v505 = tosa.mul %v504, %v503, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v506 = tosa.matmul %v505, %l6_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v507 = tosa.add %v506, %l6_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v508 = tosa.add %v483, %v507 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 7 (f32 matmuls) ----
  %v509 = tosa.reduce_sum %v508 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v510 = tosa.mul %v509, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v511 = tosa.sub %v508, %v510 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v512 = tosa.mul %v511, %v511, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v513 = tosa.reduce_sum %v512 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v514 = tosa.mul %v513, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v515 = tosa.add %v514, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v516 = tosa.rsqrt %v515 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v517 = tosa.mul %v511, %v516, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v518 = tosa.mul %v517, %l7_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v519 = tosa.add %v518, %l7_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v520 = tosa.matmul %v519, %l7_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v521 = tosa.add %v520, %l7_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v522 = tosa.matmul %v519, %l7_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v523 = tosa.add %v522, %l7_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v524 = tosa.matmul %v519, %l7_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v525 = tosa.add %v524, %l7_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v526 = tosa.reshape %v521, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v527 = tosa.transpose %v526 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v528 = tosa.reshape %v527, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v529 = tosa.reshape %v523, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v530 = tosa.transpose %v529 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v531 = tosa.reshape %v530, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v532 = tosa.reshape %v525, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v533 = tosa.transpose %v532 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v534 = tosa.reshape %v533, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v535 = tosa.matmul %v528, %v531, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v536 = tosa.mul %v535, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v537 = tosa.add %v536, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v538 = tosa.reduce_max %v537 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v539 = tosa.sub %v537, %v538 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v540 = tosa.exp %v539 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v541 = tosa.reduce_sum %v540 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v542 = tosa.reciprocal %v541 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v543 = tosa.mul %v540, %v542, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v544 = tosa.matmul %v543, %v534, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v545 = tosa.reshape %v544, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v546 = tosa.transpose %v545 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v547 = tosa.reshape %v546, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v548 = tosa.matmul %v547, %l7_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v549 = tosa.add %v548, %l7_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v550 = tosa.add %v508, %v549 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v551 = tosa.reduce_sum %v550 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v552 = tosa.mul %v551, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v553 = tosa.sub %v550, %v552 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v554 = tosa.mul %v553, %v553, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v555 = tosa.reduce_sum %v554 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v556 = tosa.mul %v555, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v557 = tosa.add %v556, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v558 = tosa.rsqrt %v557 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v559 = tosa.mul %v553, %v558, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v560 = tosa.mul %v559, %l7_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v561 = tosa.add %v560, %l7_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v562 = tosa.matmul %v561, %l7_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v563 = tosa.add %v562, %l7_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v564 = tosa.mul %v563, %v563, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v565 = tosa.mul %v564, %v563, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v566 = tosa.mul %v565, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v567 = tosa.add %v563, %v566 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v568 = tosa.mul %v567, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v569 = tosa.tanh %v568 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v570 = tosa.add %v569, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v571 = tosa.mul %v563, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v572 = tosa.mul %v571, %v570, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v573 = tosa.matmul %v572, %l7_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v574 = tosa.add %v573, %l7_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v575 = tosa.add %v550, %v574 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 8 (f16 matmuls) ----
  %v576 = tosa.reduce_sum %v575 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v577 = tosa.mul %v576, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v578 = tosa.sub %v575, %v577 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v579 = tosa.mul %v578, %v578, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v580 = tosa.reduce_sum %v579 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v581 = tosa.mul %v580, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v582 = tosa.add %v581, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v583 = tosa.rsqrt %v582 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v584 = tosa.mul %v578, %v583, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v585 = tosa.mul %v584, %l8_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v586 = tosa.add %v585, %l8_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v587 = tosa.cast %v586 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
  %v588 = tosa.cast %l8_wq : (tensor<1x64x64xf32>) -> tensor<1x64x64xf16>
  %c589 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %v590 = tosa.matmul %v587, %v588, %c589, %c589 : (tensor<1x16x64xf16>, tensor<1x64x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x64xf32>
  %v591 = tosa.add %v590, %l8_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v592 = tosa.cast %v586 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
  %v593 = tosa.cast %l8_wk : (tensor<1x64x64xf32>) -> tensor<1x64x64xf16>
  %v594 = tosa.matmul %v592, %v593, %c589, %c589 : (tensor<1x16x64xf16>, tensor<1x64x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x64xf32>
  %v595 = tosa.add %v594, %l8_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v596 = tosa.cast %v586 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
  %v597 = tosa.cast %l8_wv : (tensor<1x64x64xf32>) -> tensor<1x64x64xf16>
  %v598 = tosa.matmul %v596, %v597, %c589, %c589 : (tensor<1x16x64xf16>, tensor<1x64x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x64xf32>
  %v599 = tosa.add %v598, %l8_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v600 = tosa.reshape %v591, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v601 = tosa.transpose %v600 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v602 = tosa.reshape %v601, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v603 = tosa.reshape %v595, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v604 = tosa.transpose %v603 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v605 = tosa.reshape %v604, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v606 = tosa.reshape %v599, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v607 = tosa.transpose %v606 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v608 = tosa.reshape %v607, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v609 = tosa.matmul %v602, %v605, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v610 = tosa.mul %v609, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v611 = tosa.add %v610, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v612 = tosa.reduce_max %v611 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v613 = tosa.sub %v611, %v612 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v614 = tosa.exp %v613 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v615 = tosa.reduce_sum %v614 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v616 = tosa.reciprocal %v615 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v617 = tosa.mul %v614, %v616, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v618 = tosa.matmul %v617, %v608, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v619 = tosa.reshape %v618, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v620 = tosa.transpose %v619 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v621 = tosa.reshape %v620, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v622 = tosa.cast %v621 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
  %v623 = tosa.cast %l8_wo : (tensor<1x64x64xf32>) -> tensor<1x64x64xf16>
  %v624 = tosa.matmul %v622, %v623, %c589, %c589 : (tensor<1x16x64xf16>, tensor<1x64x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x64xf32>
  %v625 = tosa.add %v624, %l8_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v626 = tosa.add %v575, %v625 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v627 = tosa.reduce_sum %v626 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v628 = tosa.mul %v627, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v629 = tosa.sub %v626, %v628 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v630 = tosa.mul %v629, %v629, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v631 = tosa.reduce_sum %v630 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v632 = tosa.mul %v631, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v633 = tosa.add %v632, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v634 = tosa.rsqrt %v633 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v635 = tosa.mul %v629, %v634, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v636 = tosa.mul %v635, %l8_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v637 = tosa.add %v636, %l8_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v638 = tosa.cast %v637 : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
  %v639 = tosa.cast %l8_w1 : (tensor<1x64x256xf32>) -> tensor<1x64x256xf16>
  %v640 = tosa.matmul %v638, %v639, %c589, %c589 : (tensor<1x16x64xf16>, tensor<1x64x256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x256xf32>
  %v641 = tosa.add %v640, %l8_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v642 = tosa.mul %v641, %v641, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v643 = tosa.mul %v642, %v641, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v644 = tosa.mul %v643, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v645 = tosa.add %v641, %v644 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v646 = tosa.mul %v645, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v647 = tosa.tanh %v646 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v648 = tosa.add %v647, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v649 = tosa.mul %v641, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v650 = tosa.mul %v649, %v648, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v651 = tosa.cast %v650 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf16>
  %v652 = tosa.cast %l8_w2 : (tensor<1x256x64xf32>) -> tensor<1x256x64xf16>
  %v653 = tosa.matmul %v651, %v652, %c589, %c589 : (tensor<1x16x256xf16>, tensor<1x256x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x64xf32>
  %v654 = tosa.add %v653, %l8_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v655 = tosa.add %v626, %v654 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 9 (f32 matmuls) ----
  %v656 = tosa.reduce_sum %v655 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v657 = tosa.mul %v656, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v658 = tosa.sub %v655, %v657 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v659 = tosa.mul %v658, %v658, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v660 = tosa.reduce_sum %v659 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v661 = tosa.mul %v660, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v662 = tosa.add %v661, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v663 = tosa.rsqrt %v662 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v664 = tosa.mul %v658, %v663, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v665 = tosa.mul %v664, %l9_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v666 = tosa.add %v665, %l9_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v667 = tosa.matmul %v666, %l9_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v668 = tosa.add %v667, %l9_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v669 = tosa.matmul %v666, %l9_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v670 = tosa.add %v669, %l9_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v671 = tosa.matmul %v666, %l9_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v672 = tosa.add %v671, %l9_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v673 = tosa.reshape %v668, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v674 = tosa.transpose %v673 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v675 = tosa.reshape %v674, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v676 = tosa.reshape %v670, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v677 = tosa.transpose %v676 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v678 = tosa.reshape %v677, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v679 = tosa.reshape %v672, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v680 = tosa.transpose %v679 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v681 = tosa.reshape %v680, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v682 = tosa.matmul %v675, %v678, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v683 = tosa.mul %v682, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v684 = tosa.add %v683, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v685 = tosa.reduce_max %v684 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v686 = tosa.sub %v684, %v685 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v687 = tosa.exp %v686 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v688 = tosa.reduce_sum %v687 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v689 = tosa.reciprocal %v688 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v690 = tosa.mul %v687, %v689, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v691 = tosa.matmul %v690, %v681, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v692 = tosa.reshape %v691, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v693 = tosa.transpose %v692 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v694 = tosa.reshape %v693, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v695 = tosa.matmul %v694, %l9_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v696 = tosa.add %v695, %l9_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v697 = tosa.add %v655, %v696 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v698 = tosa.reduce_sum %v697 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v699 = tosa.mul %v698, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v700 = tosa.sub %v697, %v699 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v701 = tosa.mul %v700, %v700, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v702 = tosa.reduce_sum %v701 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v703 = tosa.mul %v702, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v704 = tosa.add %v703, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v705 = tosa.rsqrt %v704 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v706 = tosa.mul %v700, %v705, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v707 = tosa.mul %v706, %l9_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v708 = tosa.add %v707, %l9_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v709 = tosa.matmul %v708, %l9_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v710 = tosa.add %v709, %l9_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v711 = tosa.mul %v710, %v710, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v712 = tosa.mul %v711, %v710, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v713 = tosa.mul %v712, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v714 = tosa.add %v710, %v713 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v715 = tosa.mul %v714, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v716 = tosa.tanh %v715 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v717 = tosa.add %v716, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v718 = tosa.mul %v710, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v719 = tosa.mul %v718, %v717, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v720 = tosa.matmul %v719, %l9_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v721 = tosa.add %v720, %l9_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v722 = tosa.add %v697, %v721 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 10 (f32 matmuls) ----
  %v723 = tosa.reduce_sum %v722 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v724 = tosa.mul %v723, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v725 = tosa.sub %v722, %v724 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v726 = tosa.mul %v725, %v725, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v727 = tosa.reduce_sum %v726 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v728 = tosa.mul %v727, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v729 = tosa.add %v728, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v730 = tosa.rsqrt %v729 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v731 = tosa.mul %v725, %v730, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v732 = tosa.mul %v731, %l10_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v733 = tosa.add %v732, %l10_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v734 = tosa.matmul %v733, %l10_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v735 = tosa.add %v734, %l10_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v736 = tosa.matmul %v733, %l10_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v737 = tosa.add %v736, %l10_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v738 = tosa.matmul %v733, %l10_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v739 = tosa.add %v738, %l10_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v740 = tosa.reshape %v735, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v741 = tosa.transpose %v740 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v742 = tosa.reshape %v741, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v743 = tosa.reshape %v737, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v744 = tosa.transpose %v743 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v745 = tosa.reshape %v744, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v746 = tosa.reshape %v739, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v747 = tosa.transpose %v746 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v748 = tosa.reshape %v747, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v749 = tosa.matmul %v742, %v745, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v750 = tosa.mul %v749, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v751 = tosa.add %v750, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v752 = tosa.reduce_max %v751 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v753 = tosa.sub %v751, %v752 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v754 = tosa.exp %v753 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v755 = tosa.reduce_sum %v754 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v756 = tosa.reciprocal %v755 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v757 = tosa.mul %v754, %v756, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v758 = tosa.matmul %v757, %v748, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v759 = tosa.reshape %v758, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v760 = tosa.transpose %v759 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v761 = tosa.reshape %v760, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v762 = tosa.matmul %v761, %l10_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v763 = tosa.add %v762, %l10_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v764 = tosa.add %v722, %v763 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v765 = tosa.reduce_sum %v764 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v766 = tosa.mul %v765, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v767 = tosa.sub %v764, %v766 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v768 = tosa.mul %v767, %v767, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v769 = tosa.reduce_sum %v768 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v770 = tosa.mul %v769, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v771 = tosa.add %v770, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v772 = tosa.rsqrt %v771 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v773 = tosa.mul %v767, %v772, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v774 = tosa.mul %v773, %l10_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v775 = tosa.add %v774, %l10_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v776 = tosa.matmul %v775, %l10_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v777 = tosa.add %v776, %l10_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v778 = tosa.mul %v777, %v777, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v779 = tosa.mul %v778, %v777, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v780 = tosa.mul %v779, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v781 = tosa.add %v777, %v780 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v782 = tosa.mul %v781, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v783 = tosa.tanh %v782 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v784 = tosa.add %v783, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v785 = tosa.mul %v777, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v786 = tosa.mul %v785, %v784, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v787 = tosa.matmul %v786, %l10_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v788 = tosa.add %v787, %l10_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v789 = tosa.add %v764, %v788 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 11 (f32 matmuls) ----
  %v790 = tosa.reduce_sum %v789 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v791 = tosa.mul %v790, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v792 = tosa.sub %v789, %v791 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v793 = tosa.mul %v792, %v792, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v794 = tosa.reduce_sum %v793 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v795 = tosa.mul %v794, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v796 = tosa.add %v795, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v797 = tosa.rsqrt %v796 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v798 = tosa.mul %v792, %v797, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v799 = tosa.mul %v798, %l11_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v800 = tosa.add %v799, %l11_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v801 = tosa.matmul %v800, %l11_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v802 = tosa.add %v801, %l11_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v803 = tosa.matmul %v800, %l11_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v804 = tosa.add %v803, %l11_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v805 = tosa.matmul %v800, %l11_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v806 = tosa.add %v805, %l11_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v807 = tosa.reshape %v802, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v808 = tosa.transpose %v807 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v809 = tosa.reshape %v808, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v810 = tosa.reshape %v804, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v811 = tosa.transpose %v810 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v812 = tosa.reshape %v811, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v813 = tosa.reshape %v806, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v814 = tosa.transpose %v813 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v815 = tosa.reshape %v814, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v816 = tosa.matmul %v809, %v812, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v817 = tosa.mul %v816, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v818 = tosa.add %v817, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v819 = tosa.reduce_max %v818 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v820 = tosa.sub %v818, %v819 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v821 = tosa.exp %v820 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v822 = tosa.reduce_sum %v821 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v823 = tosa.reciprocal %v822 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v824 = tosa.mul %v821, %v823, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v825 = tosa.matmul %v824, %v815, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v826 = tosa.reshape %v825, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v827 = tosa.transpose %v826 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v828 = tosa.reshape %v827, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v829 = tosa.matmul %v828, %l11_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v830 = tosa.add %v829, %l11_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v831 = tosa.add %v789, %v830 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v832 = tosa.reduce_sum %v831 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v833 = tosa.mul %v832, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v834 = tosa.sub %v831, %v833 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v835 = tosa.mul %v834, %v834, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v836 = tosa.reduce_sum %v835 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v837 = tosa.mul %v836, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v838 = tosa.add %v837, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v839 = tosa.rsqrt %v838 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v840 = tosa.mul %v834, %v839, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v841 = tosa.mul %v840, %l11_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v842 = tosa.add %v841, %l11_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v843 = tosa.matmul %v842, %l11_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v844 = tosa.add %v843, %l11_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v845 = tosa.mul %v844, %v844, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v846 = tosa.mul %v845, %v844, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v847 = tosa.mul %v846, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v848 = tosa.add %v844, %v847 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v849 = tosa.mul %v848, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v850 = tosa.tanh %v849 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v851 = tosa.add %v850, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v852 = tosa.mul %v844, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v853 = tosa.mul %v852, %v851, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v854 = tosa.matmul %v853, %l11_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v855 = tosa.add %v854, %l11_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v856 = tosa.add %v831, %v855 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v857 = tosa.reduce_sum %v856 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v858 = tosa.mul %v857, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v859 = tosa.sub %v856, %v858 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v860 = tosa.mul %v859, %v859, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v861 = tosa.reduce_sum %v860 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v862 = tosa.mul %v861, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v863 = tosa.add %v862, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v864 = tosa.rsqrt %v863 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v865 = tosa.mul %v859, %v864, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v866 = tosa.mul %v865, %gf, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v867 = tosa.add %v866, %bef : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  return %v867 : tensor<1x16x64xf32>
}
