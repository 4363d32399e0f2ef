// Workload: gpt2_decoder_12 - 12-layer pre-LayerNorm GPT-2 decoder.
//   seq 16, d_model 64, 4 heads of 16, FFN 256 (tanh GELU),
//   causal mask: a constant of 0 and -inf added to the scores.
//   layer: r1 = x + MHA(LN(x)); x' = r1 + W2 GELU(W1 LN(r1) + b1) + b2; final LN.
//   Every matmul in f32.
// Written by scripts/gen_deep_models.py --out testdata/workloads/deep --only gpt2 --bf16-layers '' --f16-layers '' --name gpt2_decoder_12_f32.mlir (regenerate, do not edit).
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
  // ---- layer 4 (f32 matmuls) ----
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
  %v294 = tosa.matmul %v293, %l4_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v295 = tosa.add %v294, %l4_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v296 = tosa.matmul %v293, %l4_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v297 = tosa.add %v296, %l4_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v298 = tosa.matmul %v293, %l4_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v299 = tosa.add %v298, %l4_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v300 = tosa.reshape %v295, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v301 = tosa.transpose %v300 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v302 = tosa.reshape %v301, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v303 = tosa.reshape %v297, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v304 = tosa.transpose %v303 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v305 = tosa.reshape %v304, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v306 = tosa.reshape %v299, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v307 = tosa.transpose %v306 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v308 = tosa.reshape %v307, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v309 = tosa.matmul %v302, %v305, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v310 = tosa.mul %v309, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v311 = tosa.add %v310, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v312 = tosa.reduce_max %v311 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v313 = tosa.sub %v311, %v312 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v314 = tosa.exp %v313 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v315 = tosa.reduce_sum %v314 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v316 = tosa.reciprocal %v315 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v317 = tosa.mul %v314, %v316, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v318 = tosa.matmul %v317, %v308, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v319 = tosa.reshape %v318, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v320 = tosa.transpose %v319 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v321 = tosa.reshape %v320, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v322 = tosa.matmul %v321, %l4_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v323 = tosa.add %v322, %l4_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v324 = tosa.add %v282, %v323 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v325 = tosa.reduce_sum %v324 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v326 = tosa.mul %v325, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v327 = tosa.sub %v324, %v326 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v328 = tosa.mul %v327, %v327, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v329 = tosa.reduce_sum %v328 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v330 = tosa.mul %v329, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v331 = tosa.add %v330, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v332 = tosa.rsqrt %v331 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v333 = tosa.mul %v327, %v332, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v334 = tosa.mul %v333, %l4_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v335 = tosa.add %v334, %l4_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v336 = tosa.matmul %v335, %l4_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v337 = tosa.add %v336, %l4_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v338 = tosa.mul %v337, %v337, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v339 = tosa.mul %v338, %v337, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v340 = tosa.mul %v339, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v341 = tosa.add %v337, %v340 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v342 = tosa.mul %v341, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v343 = tosa.tanh %v342 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v344 = tosa.add %v343, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v345 = tosa.mul %v337, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v346 = tosa.mul %v345, %v344, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v347 = tosa.matmul %v346, %l4_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v348 = tosa.add %v347, %l4_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v349 = tosa.add %v324, %v348 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 5 (f32 matmuls) ----
  %v350 = tosa.reduce_sum %v349 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v351 = tosa.mul %v350, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v352 = tosa.sub %v349, %v351 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v353 = tosa.mul %v352, %v352, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v354 = tosa.reduce_sum %v353 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v355 = tosa.mul %v354, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v356 = tosa.add %v355, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v357 = tosa.rsqrt %v356 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v358 = tosa.mul %v352, %v357, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v359 = tosa.mul %v358, %l5_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v360 = tosa.add %v359, %l5_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v361 = tosa.matmul %v360, %l5_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v362 = tosa.add %v361, %l5_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v363 = tosa.matmul %v360, %l5_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v364 = tosa.add %v363, %l5_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v365 = tosa.matmul %v360, %l5_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v366 = tosa.add %v365, %l5_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v367 = tosa.reshape %v362, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v368 = tosa.transpose %v367 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v369 = tosa.reshape %v368, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v370 = tosa.reshape %v364, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v371 = tosa.transpose %v370 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v372 = tosa.reshape %v371, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v373 = tosa.reshape %v366, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v374 = tosa.transpose %v373 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v375 = tosa.reshape %v374, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v376 = tosa.matmul %v369, %v372, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v377 = tosa.mul %v376, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v378 = tosa.add %v377, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v379 = tosa.reduce_max %v378 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v380 = tosa.sub %v378, %v379 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v381 = tosa.exp %v380 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v382 = tosa.reduce_sum %v381 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v383 = tosa.reciprocal %v382 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v384 = tosa.mul %v381, %v383, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v385 = tosa.matmul %v384, %v375, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v386 = tosa.reshape %v385, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v387 = tosa.transpose %v386 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v388 = tosa.reshape %v387, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v389 = tosa.matmul %v388, %l5_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v390 = tosa.add %v389, %l5_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v391 = tosa.add %v349, %v390 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v392 = tosa.reduce_sum %v391 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v393 = tosa.mul %v392, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v394 = tosa.sub %v391, %v393 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v395 = tosa.mul %v394, %v394, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v396 = tosa.reduce_sum %v395 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v397 = tosa.mul %v396, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v398 = tosa.add %v397, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v399 = tosa.rsqrt %v398 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v400 = tosa.mul %v394, %v399, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v401 = tosa.mul %v400, %l5_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v402 = tosa.add %v401, %l5_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v403 = tosa.matmul %v402, %l5_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v404 = tosa.add %v403, %l5_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v405 = tosa.mul %v404, %v404, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v406 = tosa.mul %v405, %v404, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v407 = tosa.mul %v406, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v408 = tosa.add %v404, %v407 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v409 = tosa.mul %v408, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v410 = tosa.tanh %v409 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v411 = tosa.add %v410, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v412 = tosa.mul %v404, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v413 = tosa.mul %v412, %v411, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v414 = tosa.matmul %v413, %l5_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v415 = tosa.add %v414, %l5_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v416 = tosa.add %v391, %v415 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 6 (f32 matmuls) ----
  %v417 = tosa.reduce_sum %v416 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v418 = tosa.mul %v417, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v419 = tosa.sub %v416, %v418 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v420 = tosa.mul %v419, %v419, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v421 = tosa.reduce_sum %v420 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v422 = tosa.mul %v421, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v423 = tosa.add %v422, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v424 = tosa.rsqrt %v423 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v425 = tosa.mul %v419, %v424, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v426 = tosa.mul %v425, %l6_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v427 = tosa.add %v426, %l6_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v428 = tosa.matmul %v427, %l6_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v429 = tosa.add %v428, %l6_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v430 = tosa.matmul %v427, %l6_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v431 = tosa.add %v430, %l6_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v432 = tosa.matmul %v427, %l6_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v433 = tosa.add %v432, %l6_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v434 = tosa.reshape %v429, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v435 = tosa.transpose %v434 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v436 = tosa.reshape %v435, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v437 = tosa.reshape %v431, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v438 = tosa.transpose %v437 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v439 = tosa.reshape %v438, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v440 = tosa.reshape %v433, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v441 = tosa.transpose %v440 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v442 = tosa.reshape %v441, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v443 = tosa.matmul %v436, %v439, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v444 = tosa.mul %v443, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v445 = tosa.add %v444, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v446 = tosa.reduce_max %v445 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v447 = tosa.sub %v445, %v446 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v448 = tosa.exp %v447 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v449 = tosa.reduce_sum %v448 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v450 = tosa.reciprocal %v449 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v451 = tosa.mul %v448, %v450, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v452 = tosa.matmul %v451, %v442, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v453 = tosa.reshape %v452, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v454 = tosa.transpose %v453 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v455 = tosa.reshape %v454, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v456 = tosa.matmul %v455, %l6_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v457 = tosa.add %v456, %l6_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v458 = tosa.add %v416, %v457 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v459 = tosa.reduce_sum %v458 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v460 = tosa.mul %v459, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v461 = tosa.sub %v458, %v460 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v462 = tosa.mul %v461, %v461, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v463 = tosa.reduce_sum %v462 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v464 = tosa.mul %v463, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v465 = tosa.add %v464, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v466 = tosa.rsqrt %v465 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v467 = tosa.mul %v461, %v466, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v468 = tosa.mul %v467, %l6_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v469 = tosa.add %v468, %l6_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v470 = tosa.matmul %v469, %l6_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v471 = tosa.add %v470, %l6_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v472 = tosa.mul %v471, %v471, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v473 = tosa.mul %v472, %v471, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v474 = tosa.mul %v473, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v475 = tosa.add %v471, %v474 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v476 = tosa.mul %v475, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v477 = tosa.tanh %v476 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v478 = tosa.add %v477, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v479 = tosa.mul %v471, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v480 = tosa.mul %v479, %v478, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v481 = tosa.matmul %v480, %l6_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v482 = tosa.add %v481, %l6_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v483 = tosa.add %v458, %v482 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 7 (f32 matmuls) ----
  %v484 = tosa.reduce_sum %v483 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v485 = tosa.mul %v484, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v486 = tosa.sub %v483, %v485 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v487 = tosa.mul %v486, %v486, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v488 = tosa.reduce_sum %v487 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v489 = tosa.mul %v488, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v490 = tosa.add %v489, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v491 = tosa.rsqrt %v490 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v492 = tosa.mul %v486, %v491, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v493 = tosa.mul %v492, %l7_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v494 = tosa.add %v493, %l7_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v495 = tosa.matmul %v494, %l7_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v496 = tosa.add %v495, %l7_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v497 = tosa.matmul %v494, %l7_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v498 = tosa.add %v497, %l7_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v499 = tosa.matmul %v494, %l7_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v500 = tosa.add %v499, %l7_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v501 = tosa.reshape %v496, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v502 = tosa.transpose %v501 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v503 = tosa.reshape %v502, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v504 = tosa.reshape %v498, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v505 = tosa.transpose %v504 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v506 = tosa.reshape %v505, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v507 = tosa.reshape %v500, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v508 = tosa.transpose %v507 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v509 = tosa.reshape %v508, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v510 = tosa.matmul %v503, %v506, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v511 = tosa.mul %v510, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v512 = tosa.add %v511, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v513 = tosa.reduce_max %v512 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v514 = tosa.sub %v512, %v513 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v515 = tosa.exp %v514 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v516 = tosa.reduce_sum %v515 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v517 = tosa.reciprocal %v516 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v518 = tosa.mul %v515, %v517, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v519 = tosa.matmul %v518, %v509, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v520 = tosa.reshape %v519, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v521 = tosa.transpose %v520 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v522 = tosa.reshape %v521, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v523 = tosa.matmul %v522, %l7_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v524 = tosa.add %v523, %l7_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v525 = tosa.add %v483, %v524 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v526 = tosa.reduce_sum %v525 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v527 = tosa.mul %v526, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v528 = tosa.sub %v525, %v527 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v529 = tosa.mul %v528, %v528, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v530 = tosa.reduce_sum %v529 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v531 = tosa.mul %v530, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v532 = tosa.add %v531, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v533 = tosa.rsqrt %v532 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v534 = tosa.mul %v528, %v533, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v535 = tosa.mul %v534, %l7_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v536 = tosa.add %v535, %l7_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v537 = tosa.matmul %v536, %l7_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v538 = tosa.add %v537, %l7_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v539 = tosa.mul %v538, %v538, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v540 = tosa.mul %v539, %v538, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v541 = tosa.mul %v540, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v542 = tosa.add %v538, %v541 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v543 = tosa.mul %v542, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v544 = tosa.tanh %v543 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v545 = tosa.add %v544, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v546 = tosa.mul %v538, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v547 = tosa.mul %v546, %v545, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v548 = tosa.matmul %v547, %l7_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v549 = tosa.add %v548, %l7_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v550 = tosa.add %v525, %v549 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 8 (f32 matmuls) ----
  %v551 = tosa.reduce_sum %v550 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v552 = tosa.mul %v551, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v553 = tosa.sub %v550, %v552 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v554 = tosa.mul %v553, %v553, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v555 = tosa.reduce_sum %v554 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v556 = tosa.mul %v555, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v557 = tosa.add %v556, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v558 = tosa.rsqrt %v557 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v559 = tosa.mul %v553, %v558, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v560 = tosa.mul %v559, %l8_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v561 = tosa.add %v560, %l8_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v562 = tosa.matmul %v561, %l8_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v563 = tosa.add %v562, %l8_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v564 = tosa.matmul %v561, %l8_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v565 = tosa.add %v564, %l8_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v566 = tosa.matmul %v561, %l8_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v567 = tosa.add %v566, %l8_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v568 = tosa.reshape %v563, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v569 = tosa.transpose %v568 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v570 = tosa.reshape %v569, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v571 = tosa.reshape %v565, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v572 = tosa.transpose %v571 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v573 = tosa.reshape %v572, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v574 = tosa.reshape %v567, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v575 = tosa.transpose %v574 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v576 = tosa.reshape %v575, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v577 = tosa.matmul %v570, %v573, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v578 = tosa.mul %v577, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v579 = tosa.add %v578, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v580 = tosa.reduce_max %v579 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v581 = tosa.sub %v579, %v580 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v582 = tosa.exp %v581 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v583 = tosa.reduce_sum %v582 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v584 = tosa.reciprocal %v583 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v585 = tosa.mul %v582, %v584, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v586 = tosa.matmul %v585, %v576, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v587 = tosa.reshape %v586, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v588 = tosa.transpose %v587 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v589 = tosa.reshape %v588, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v590 = tosa.matmul %v589, %l8_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v591 = tosa.add %v590, %l8_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v592 = tosa.add %v550, %v591 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v593 = tosa.reduce_sum %v592 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v594 = tosa.mul %v593, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v595 = tosa.sub %v592, %v594 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v596 = tosa.mul %v595, %v595, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v597 = tosa.reduce_sum %v596 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v598 = tosa.mul %v597, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v599 = tosa.add %v598, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v600 = tosa.rsqrt %v599 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v601 = tosa.mul %v595, %v600, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v602 = tosa.mul %v601, %l8_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v603 = tosa.add %v602, %l8_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v604 = tosa.matmul %v603, %l8_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v605 = tosa.add %v604, %l8_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v606 = tosa.mul %v605, %v605, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v607 = tosa.mul %v606, %v605, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v608 = tosa.mul %v607, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v609 = tosa.add %v605, %v608 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v610 = tosa.mul %v609, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v611 = tosa.tanh %v610 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v612 = tosa.add %v611, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v613 = tosa.mul %v605, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v614 = tosa.mul %v613, %v612, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v615 = tosa.matmul %v614, %l8_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v616 = tosa.add %v615, %l8_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v617 = tosa.add %v592, %v616 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 9 (f32 matmuls) ----
  %v618 = tosa.reduce_sum %v617 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v619 = tosa.mul %v618, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v620 = tosa.sub %v617, %v619 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v621 = tosa.mul %v620, %v620, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v622 = tosa.reduce_sum %v621 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v623 = tosa.mul %v622, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v624 = tosa.add %v623, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v625 = tosa.rsqrt %v624 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v626 = tosa.mul %v620, %v625, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v627 = tosa.mul %v626, %l9_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v628 = tosa.add %v627, %l9_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v629 = tosa.matmul %v628, %l9_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v630 = tosa.add %v629, %l9_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v631 = tosa.matmul %v628, %l9_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v632 = tosa.add %v631, %l9_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v633 = tosa.matmul %v628, %l9_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v634 = tosa.add %v633, %l9_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v635 = tosa.reshape %v630, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v636 = tosa.transpose %v635 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v637 = tosa.reshape %v636, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v638 = tosa.reshape %v632, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v639 = tosa.transpose %v638 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v640 = tosa.reshape %v639, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v641 = tosa.reshape %v634, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v642 = tosa.transpose %v641 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v643 = tosa.reshape %v642, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v644 = tosa.matmul %v637, %v640, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v645 = tosa.mul %v644, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v646 = tosa.add %v645, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v647 = tosa.reduce_max %v646 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v648 = tosa.sub %v646, %v647 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v649 = tosa.exp %v648 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v650 = tosa.reduce_sum %v649 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v651 = tosa.reciprocal %v650 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v652 = tosa.mul %v649, %v651, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v653 = tosa.matmul %v652, %v643, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v654 = tosa.reshape %v653, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v655 = tosa.transpose %v654 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v656 = tosa.reshape %v655, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v657 = tosa.matmul %v656, %l9_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v658 = tosa.add %v657, %l9_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v659 = tosa.add %v617, %v658 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v660 = tosa.reduce_sum %v659 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v661 = tosa.mul %v660, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v662 = tosa.sub %v659, %v661 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v663 = tosa.mul %v662, %v662, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v664 = tosa.reduce_sum %v663 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v665 = tosa.mul %v664, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v666 = tosa.add %v665, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v667 = tosa.rsqrt %v666 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v668 = tosa.mul %v662, %v667, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v669 = tosa.mul %v668, %l9_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v670 = tosa.add %v669, %l9_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v671 = tosa.matmul %v670, %l9_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v672 = tosa.add %v671, %l9_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v673 = tosa.mul %v672, %v672, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v674 = tosa.mul %v673, %v672, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v675 = tosa.mul %v674, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v676 = tosa.add %v672, %v675 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v677 = tosa.mul %v676, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v678 = tosa.tanh %v677 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v679 = tosa.add %v678, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v680 = tosa.mul %v672, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v681 = tosa.mul %v680, %v679, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v682 = tosa.matmul %v681, %l9_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v683 = tosa.add %v682, %l9_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v684 = tosa.add %v659, %v683 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 10 (f32 matmuls) ----
  %v685 = tosa.reduce_sum %v684 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v686 = tosa.mul %v685, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v687 = tosa.sub %v684, %v686 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v688 = tosa.mul %v687, %v687, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v689 = tosa.reduce_sum %v688 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v690 = tosa.mul %v689, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v691 = tosa.add %v690, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v692 = tosa.rsqrt %v691 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v693 = tosa.mul %v687, %v692, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v694 = tosa.mul %v693, %l10_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v695 = tosa.add %v694, %l10_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v696 = tosa.matmul %v695, %l10_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v697 = tosa.add %v696, %l10_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v698 = tosa.matmul %v695, %l10_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v699 = tosa.add %v698, %l10_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v700 = tosa.matmul %v695, %l10_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v701 = tosa.add %v700, %l10_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v702 = tosa.reshape %v697, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v703 = tosa.transpose %v702 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v704 = tosa.reshape %v703, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v705 = tosa.reshape %v699, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v706 = tosa.transpose %v705 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v707 = tosa.reshape %v706, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v708 = tosa.reshape %v701, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v709 = tosa.transpose %v708 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v710 = tosa.reshape %v709, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v711 = tosa.matmul %v704, %v707, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v712 = tosa.mul %v711, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v713 = tosa.add %v712, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v714 = tosa.reduce_max %v713 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v715 = tosa.sub %v713, %v714 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v716 = tosa.exp %v715 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v717 = tosa.reduce_sum %v716 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v718 = tosa.reciprocal %v717 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v719 = tosa.mul %v716, %v718, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v720 = tosa.matmul %v719, %v710, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v721 = tosa.reshape %v720, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v722 = tosa.transpose %v721 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v723 = tosa.reshape %v722, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v724 = tosa.matmul %v723, %l10_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v725 = tosa.add %v724, %l10_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v726 = tosa.add %v684, %v725 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v727 = tosa.reduce_sum %v726 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v728 = tosa.mul %v727, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v729 = tosa.sub %v726, %v728 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v730 = tosa.mul %v729, %v729, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v731 = tosa.reduce_sum %v730 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v732 = tosa.mul %v731, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v733 = tosa.add %v732, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v734 = tosa.rsqrt %v733 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v735 = tosa.mul %v729, %v734, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v736 = tosa.mul %v735, %l10_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v737 = tosa.add %v736, %l10_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v738 = tosa.matmul %v737, %l10_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v739 = tosa.add %v738, %l10_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v740 = tosa.mul %v739, %v739, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v741 = tosa.mul %v740, %v739, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v742 = tosa.mul %v741, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v743 = tosa.add %v739, %v742 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v744 = tosa.mul %v743, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v745 = tosa.tanh %v744 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v746 = tosa.add %v745, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v747 = tosa.mul %v739, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v748 = tosa.mul %v747, %v746, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v749 = tosa.matmul %v748, %l10_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v750 = tosa.add %v749, %l10_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v751 = tosa.add %v726, %v750 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 11 (f32 matmuls) ----
  %v752 = tosa.reduce_sum %v751 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v753 = tosa.mul %v752, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v754 = tosa.sub %v751, %v753 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v755 = tosa.mul %v754, %v754, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v756 = tosa.reduce_sum %v755 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v757 = tosa.mul %v756, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v758 = tosa.add %v757, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v759 = tosa.rsqrt %v758 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v760 = tosa.mul %v754, %v759, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v761 = tosa.mul %v760, %l11_g1, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v762 = tosa.add %v761, %l11_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v763 = tosa.matmul %v762, %l11_wq, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v764 = tosa.add %v763, %l11_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v765 = tosa.matmul %v762, %l11_wk, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v766 = tosa.add %v765, %l11_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v767 = tosa.matmul %v762, %l11_wv, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v768 = tosa.add %v767, %l11_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v769 = tosa.reshape %v764, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v770 = tosa.transpose %v769 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v771 = tosa.reshape %v770, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v772 = tosa.reshape %v766, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v773 = tosa.transpose %v772 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v774 = tosa.reshape %v773, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v775 = tosa.reshape %v768, %s23 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v776 = tosa.transpose %v775 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v777 = tosa.reshape %v776, %s26 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v778 = tosa.matmul %v771, %v774, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v779 = tosa.mul %v778, %c35, %c4 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v780 = tosa.add %v779, %mask1 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>) -> tensor<4x16x16xf32>
  %v781 = tosa.reduce_max %v780 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v782 = tosa.sub %v780, %v781 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v783 = tosa.exp %v782 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v784 = tosa.reduce_sum %v783 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v785 = tosa.reciprocal %v784 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v786 = tosa.mul %v783, %v785, %c4 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v787 = tosa.matmul %v786, %v777, %c16, %c16 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v788 = tosa.reshape %v787, %s45 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v789 = tosa.transpose %v788 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v790 = tosa.reshape %v789, %s48 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v791 = tosa.matmul %v790, %l11_wo, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v792 = tosa.add %v791, %l11_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v793 = tosa.add %v751, %v792 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v794 = tosa.reduce_sum %v793 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v795 = tosa.mul %v794, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v796 = tosa.sub %v793, %v795 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v797 = tosa.mul %v796, %v796, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v798 = tosa.reduce_sum %v797 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v799 = tosa.mul %v798, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v800 = tosa.add %v799, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v801 = tosa.rsqrt %v800 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v802 = tosa.mul %v796, %v801, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v803 = tosa.mul %v802, %l11_g2, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v804 = tosa.add %v803, %l11_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v805 = tosa.matmul %v804, %l11_w1, %c16, %c16 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v806 = tosa.add %v805, %l11_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v807 = tosa.mul %v806, %v806, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v808 = tosa.mul %v807, %v806, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v809 = tosa.mul %v808, %c68, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v810 = tosa.add %v806, %v809 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v811 = tosa.mul %v810, %c71, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v812 = tosa.tanh %v811 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v813 = tosa.add %v812, %c74 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v814 = tosa.mul %v806, %c76, %c4 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v815 = tosa.mul %v814, %v813, %c4 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v816 = tosa.matmul %v815, %l11_w2, %c16, %c16 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v817 = tosa.add %v816, %l11_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v818 = tosa.add %v793, %v817 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v819 = tosa.reduce_sum %v818 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v820 = tosa.mul %v819, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v821 = tosa.sub %v818, %v820 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v822 = tosa.mul %v821, %v821, %c4 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v823 = tosa.reduce_sum %v822 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v824 = tosa.mul %v823, %c2, %c4 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v825 = tosa.add %v824, %c10 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v826 = tosa.rsqrt %v825 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v827 = tosa.mul %v821, %v826, %c4 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v828 = tosa.mul %v827, %gf, %c4 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v829 = tosa.add %v828, %bef : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  return %v829 : tensor<1x16x64xf32>
}
