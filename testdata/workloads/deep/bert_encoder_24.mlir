// Workload: bert_encoder_24 - 24-layer post-LayerNorm BERT encoder.
//   seq 16, d_model 64, 4 heads of 16, FFN 256 (erf GELU).
//   layer: r1 = x + MHA(x); n1 = LN(r1); x' = LN(n1 + W2 GELU(W1 n1 + b1) + b2)
// Written by scripts/gen_deep_models.py (regenerate, do not edit).
// Inputs: %x normal(0,1); weights normal(0, 1/sqrt(fan-in)); LayerNorm
// gammas normal(1,0.05); biases and betas normal(0,0.02). Arguments per
// layer L: lL_wq lL_bq lL_wk lL_bk lL_wv lL_bv lL_wo lL_bo lL_g1 lL_be1
// lL_w1 lL_b1 lL_w2 lL_b2 lL_g2 lL_be2.
// Result: [1,seq,d_model] encoded tokens.
// DEFUSE-INPUTS: arg0=normal(0,1) arg1=normal(0,0.125) arg2=normal(0,0.02) arg3=normal(0,0.125) arg4=normal(0,0.02) arg5=normal(0,0.125)
// DEFUSE-INPUTS: arg6=normal(0,0.02) arg7=normal(0,0.125) arg8=normal(0,0.02) arg9=normal(1,0.05) arg10=normal(0,0.02) arg11=normal(0,0.125)
// DEFUSE-INPUTS: arg12=normal(0,0.02) arg13=normal(0,0.0625) arg14=normal(0,0.02) arg15=normal(1,0.05) arg16=normal(0,0.02) arg17=normal(0,0.125)
// DEFUSE-INPUTS: arg18=normal(0,0.02) arg19=normal(0,0.125) arg20=normal(0,0.02) arg21=normal(0,0.125) arg22=normal(0,0.02) arg23=normal(0,0.125)
// DEFUSE-INPUTS: arg24=normal(0,0.02) arg25=normal(1,0.05) arg26=normal(0,0.02) arg27=normal(0,0.125) arg28=normal(0,0.02) arg29=normal(0,0.0625)
// DEFUSE-INPUTS: arg30=normal(0,0.02) arg31=normal(1,0.05) arg32=normal(0,0.02) arg33=normal(0,0.125) arg34=normal(0,0.02) arg35=normal(0,0.125)
// DEFUSE-INPUTS: arg36=normal(0,0.02) arg37=normal(0,0.125) arg38=normal(0,0.02) arg39=normal(0,0.125) arg40=normal(0,0.02) arg41=normal(1,0.05)
// DEFUSE-INPUTS: arg42=normal(0,0.02) arg43=normal(0,0.125) arg44=normal(0,0.02) arg45=normal(0,0.0625) arg46=normal(0,0.02) arg47=normal(1,0.05)
// DEFUSE-INPUTS: arg48=normal(0,0.02) arg49=normal(0,0.125) arg50=normal(0,0.02) arg51=normal(0,0.125) arg52=normal(0,0.02) arg53=normal(0,0.125)
// DEFUSE-INPUTS: arg54=normal(0,0.02) arg55=normal(0,0.125) arg56=normal(0,0.02) arg57=normal(1,0.05) arg58=normal(0,0.02) arg59=normal(0,0.125)
// DEFUSE-INPUTS: arg60=normal(0,0.02) arg61=normal(0,0.0625) arg62=normal(0,0.02) arg63=normal(1,0.05) arg64=normal(0,0.02) arg65=normal(0,0.125)
// DEFUSE-INPUTS: arg66=normal(0,0.02) arg67=normal(0,0.125) arg68=normal(0,0.02) arg69=normal(0,0.125) arg70=normal(0,0.02) arg71=normal(0,0.125)
// DEFUSE-INPUTS: arg72=normal(0,0.02) arg73=normal(1,0.05) arg74=normal(0,0.02) arg75=normal(0,0.125) arg76=normal(0,0.02) arg77=normal(0,0.0625)
// DEFUSE-INPUTS: arg78=normal(0,0.02) arg79=normal(1,0.05) arg80=normal(0,0.02) arg81=normal(0,0.125) arg82=normal(0,0.02) arg83=normal(0,0.125)
// DEFUSE-INPUTS: arg84=normal(0,0.02) arg85=normal(0,0.125) arg86=normal(0,0.02) arg87=normal(0,0.125) arg88=normal(0,0.02) arg89=normal(1,0.05)
// DEFUSE-INPUTS: arg90=normal(0,0.02) arg91=normal(0,0.125) arg92=normal(0,0.02) arg93=normal(0,0.0625) arg94=normal(0,0.02) arg95=normal(1,0.05)
// DEFUSE-INPUTS: arg96=normal(0,0.02) arg97=normal(0,0.125) arg98=normal(0,0.02) arg99=normal(0,0.125) arg100=normal(0,0.02) arg101=normal(0,0.125)
// DEFUSE-INPUTS: arg102=normal(0,0.02) arg103=normal(0,0.125) arg104=normal(0,0.02) arg105=normal(1,0.05) arg106=normal(0,0.02) arg107=normal(0,0.125)
// DEFUSE-INPUTS: arg108=normal(0,0.02) arg109=normal(0,0.0625) arg110=normal(0,0.02) arg111=normal(1,0.05) arg112=normal(0,0.02) arg113=normal(0,0.125)
// DEFUSE-INPUTS: arg114=normal(0,0.02) arg115=normal(0,0.125) arg116=normal(0,0.02) arg117=normal(0,0.125) arg118=normal(0,0.02) arg119=normal(0,0.125)
// DEFUSE-INPUTS: arg120=normal(0,0.02) arg121=normal(1,0.05) arg122=normal(0,0.02) arg123=normal(0,0.125) arg124=normal(0,0.02) arg125=normal(0,0.0625)
// DEFUSE-INPUTS: arg126=normal(0,0.02) arg127=normal(1,0.05) arg128=normal(0,0.02) arg129=normal(0,0.125) arg130=normal(0,0.02) arg131=normal(0,0.125)
// DEFUSE-INPUTS: arg132=normal(0,0.02) arg133=normal(0,0.125) arg134=normal(0,0.02) arg135=normal(0,0.125) arg136=normal(0,0.02) arg137=normal(1,0.05)
// DEFUSE-INPUTS: arg138=normal(0,0.02) arg139=normal(0,0.125) arg140=normal(0,0.02) arg141=normal(0,0.0625) arg142=normal(0,0.02) arg143=normal(1,0.05)
// DEFUSE-INPUTS: arg144=normal(0,0.02) arg145=normal(0,0.125) arg146=normal(0,0.02) arg147=normal(0,0.125) arg148=normal(0,0.02) arg149=normal(0,0.125)
// DEFUSE-INPUTS: arg150=normal(0,0.02) arg151=normal(0,0.125) arg152=normal(0,0.02) arg153=normal(1,0.05) arg154=normal(0,0.02) arg155=normal(0,0.125)
// DEFUSE-INPUTS: arg156=normal(0,0.02) arg157=normal(0,0.0625) arg158=normal(0,0.02) arg159=normal(1,0.05) arg160=normal(0,0.02) arg161=normal(0,0.125)
// DEFUSE-INPUTS: arg162=normal(0,0.02) arg163=normal(0,0.125) arg164=normal(0,0.02) arg165=normal(0,0.125) arg166=normal(0,0.02) arg167=normal(0,0.125)
// DEFUSE-INPUTS: arg168=normal(0,0.02) arg169=normal(1,0.05) arg170=normal(0,0.02) arg171=normal(0,0.125) arg172=normal(0,0.02) arg173=normal(0,0.0625)
// DEFUSE-INPUTS: arg174=normal(0,0.02) arg175=normal(1,0.05) arg176=normal(0,0.02) arg177=normal(0,0.125) arg178=normal(0,0.02) arg179=normal(0,0.125)
// DEFUSE-INPUTS: arg180=normal(0,0.02) arg181=normal(0,0.125) arg182=normal(0,0.02) arg183=normal(0,0.125) arg184=normal(0,0.02) arg185=normal(1,0.05)
// DEFUSE-INPUTS: arg186=normal(0,0.02) arg187=normal(0,0.125) arg188=normal(0,0.02) arg189=normal(0,0.0625) arg190=normal(0,0.02) arg191=normal(1,0.05)
// DEFUSE-INPUTS: arg192=normal(0,0.02) arg193=normal(0,0.125) arg194=normal(0,0.02) arg195=normal(0,0.125) arg196=normal(0,0.02) arg197=normal(0,0.125)
// DEFUSE-INPUTS: arg198=normal(0,0.02) arg199=normal(0,0.125) arg200=normal(0,0.02) arg201=normal(1,0.05) arg202=normal(0,0.02) arg203=normal(0,0.125)
// DEFUSE-INPUTS: arg204=normal(0,0.02) arg205=normal(0,0.0625) arg206=normal(0,0.02) arg207=normal(1,0.05) arg208=normal(0,0.02) arg209=normal(0,0.125)
// DEFUSE-INPUTS: arg210=normal(0,0.02) arg211=normal(0,0.125) arg212=normal(0,0.02) arg213=normal(0,0.125) arg214=normal(0,0.02) arg215=normal(0,0.125)
// DEFUSE-INPUTS: arg216=normal(0,0.02) arg217=normal(1,0.05) arg218=normal(0,0.02) arg219=normal(0,0.125) arg220=normal(0,0.02) arg221=normal(0,0.0625)
// DEFUSE-INPUTS: arg222=normal(0,0.02) arg223=normal(1,0.05) arg224=normal(0,0.02) arg225=normal(0,0.125) arg226=normal(0,0.02) arg227=normal(0,0.125)
// DEFUSE-INPUTS: arg228=normal(0,0.02) arg229=normal(0,0.125) arg230=normal(0,0.02) arg231=normal(0,0.125) arg232=normal(0,0.02) arg233=normal(1,0.05)
// DEFUSE-INPUTS: arg234=normal(0,0.02) arg235=normal(0,0.125) arg236=normal(0,0.02) arg237=normal(0,0.0625) arg238=normal(0,0.02) arg239=normal(1,0.05)
// DEFUSE-INPUTS: arg240=normal(0,0.02) arg241=normal(0,0.125) arg242=normal(0,0.02) arg243=normal(0,0.125) arg244=normal(0,0.02) arg245=normal(0,0.125)
// DEFUSE-INPUTS: arg246=normal(0,0.02) arg247=normal(0,0.125) arg248=normal(0,0.02) arg249=normal(1,0.05) arg250=normal(0,0.02) arg251=normal(0,0.125)
// DEFUSE-INPUTS: arg252=normal(0,0.02) arg253=normal(0,0.0625) arg254=normal(0,0.02) arg255=normal(1,0.05) arg256=normal(0,0.02) arg257=normal(0,0.125)
// DEFUSE-INPUTS: arg258=normal(0,0.02) arg259=normal(0,0.125) arg260=normal(0,0.02) arg261=normal(0,0.125) arg262=normal(0,0.02) arg263=normal(0,0.125)
// DEFUSE-INPUTS: arg264=normal(0,0.02) arg265=normal(1,0.05) arg266=normal(0,0.02) arg267=normal(0,0.125) arg268=normal(0,0.02) arg269=normal(0,0.0625)
// DEFUSE-INPUTS: arg270=normal(0,0.02) arg271=normal(1,0.05) arg272=normal(0,0.02) arg273=normal(0,0.125) arg274=normal(0,0.02) arg275=normal(0,0.125)
// DEFUSE-INPUTS: arg276=normal(0,0.02) arg277=normal(0,0.125) arg278=normal(0,0.02) arg279=normal(0,0.125) arg280=normal(0,0.02) arg281=normal(1,0.05)
// DEFUSE-INPUTS: arg282=normal(0,0.02) arg283=normal(0,0.125) arg284=normal(0,0.02) arg285=normal(0,0.0625) arg286=normal(0,0.02) arg287=normal(1,0.05)
// DEFUSE-INPUTS: arg288=normal(0,0.02) arg289=normal(0,0.125) arg290=normal(0,0.02) arg291=normal(0,0.125) arg292=normal(0,0.02) arg293=normal(0,0.125)
// DEFUSE-INPUTS: arg294=normal(0,0.02) arg295=normal(0,0.125) arg296=normal(0,0.02) arg297=normal(1,0.05) arg298=normal(0,0.02) arg299=normal(0,0.125)
// DEFUSE-INPUTS: arg300=normal(0,0.02) arg301=normal(0,0.0625) arg302=normal(0,0.02) arg303=normal(1,0.05) arg304=normal(0,0.02) arg305=normal(0,0.125)
// DEFUSE-INPUTS: arg306=normal(0,0.02) arg307=normal(0,0.125) arg308=normal(0,0.02) arg309=normal(0,0.125) arg310=normal(0,0.02) arg311=normal(0,0.125)
// DEFUSE-INPUTS: arg312=normal(0,0.02) arg313=normal(1,0.05) arg314=normal(0,0.02) arg315=normal(0,0.125) arg316=normal(0,0.02) arg317=normal(0,0.0625)
// DEFUSE-INPUTS: arg318=normal(0,0.02) arg319=normal(1,0.05) arg320=normal(0,0.02) arg321=normal(0,0.125) arg322=normal(0,0.02) arg323=normal(0,0.125)
// DEFUSE-INPUTS: arg324=normal(0,0.02) arg325=normal(0,0.125) arg326=normal(0,0.02) arg327=normal(0,0.125) arg328=normal(0,0.02) arg329=normal(1,0.05)
// DEFUSE-INPUTS: arg330=normal(0,0.02) arg331=normal(0,0.125) arg332=normal(0,0.02) arg333=normal(0,0.0625) arg334=normal(0,0.02) arg335=normal(1,0.05)
// DEFUSE-INPUTS: arg336=normal(0,0.02) arg337=normal(0,0.125) arg338=normal(0,0.02) arg339=normal(0,0.125) arg340=normal(0,0.02) arg341=normal(0,0.125)
// DEFUSE-INPUTS: arg342=normal(0,0.02) arg343=normal(0,0.125) arg344=normal(0,0.02) arg345=normal(1,0.05) arg346=normal(0,0.02) arg347=normal(0,0.125)
// DEFUSE-INPUTS: arg348=normal(0,0.02) arg349=normal(0,0.0625) arg350=normal(0,0.02) arg351=normal(1,0.05) arg352=normal(0,0.02) arg353=normal(0,0.125)
// DEFUSE-INPUTS: arg354=normal(0,0.02) arg355=normal(0,0.125) arg356=normal(0,0.02) arg357=normal(0,0.125) arg358=normal(0,0.02) arg359=normal(0,0.125)
// DEFUSE-INPUTS: arg360=normal(0,0.02) arg361=normal(1,0.05) arg362=normal(0,0.02) arg363=normal(0,0.125) arg364=normal(0,0.02) arg365=normal(0,0.0625)
// DEFUSE-INPUTS: arg366=normal(0,0.02) arg367=normal(1,0.05) arg368=normal(0,0.02) arg369=normal(0,0.125) arg370=normal(0,0.02) arg371=normal(0,0.125)
// DEFUSE-INPUTS: arg372=normal(0,0.02) arg373=normal(0,0.125) arg374=normal(0,0.02) arg375=normal(0,0.125) arg376=normal(0,0.02) arg377=normal(1,0.05)
// DEFUSE-INPUTS: arg378=normal(0,0.02) arg379=normal(0,0.125) arg380=normal(0,0.02) arg381=normal(0,0.0625) arg382=normal(0,0.02) arg383=normal(1,0.05)
// DEFUSE-INPUTS: arg384=normal(0,0.02)
func.func @bert_encoder(
    %x: tensor<1x16x64xf32>,
    %l0_wq: tensor<1x64x64xf32>,
    %l0_bq: tensor<1x1x64xf32>,
    %l0_wk: tensor<1x64x64xf32>,
    %l0_bk: tensor<1x1x64xf32>,
    %l0_wv: tensor<1x64x64xf32>,
    %l0_bv: tensor<1x1x64xf32>,
    %l0_wo: tensor<1x64x64xf32>,
    %l0_bo: tensor<1x1x64xf32>,
    %l0_g1: tensor<1x1x64xf32>,
    %l0_be1: tensor<1x1x64xf32>,
    %l0_w1: tensor<1x64x256xf32>,
    %l0_b1: tensor<1x1x256xf32>,
    %l0_w2: tensor<1x256x64xf32>,
    %l0_b2: tensor<1x1x64xf32>,
    %l0_g2: tensor<1x1x64xf32>,
    %l0_be2: tensor<1x1x64xf32>,
    %l1_wq: tensor<1x64x64xf32>,
    %l1_bq: tensor<1x1x64xf32>,
    %l1_wk: tensor<1x64x64xf32>,
    %l1_bk: tensor<1x1x64xf32>,
    %l1_wv: tensor<1x64x64xf32>,
    %l1_bv: tensor<1x1x64xf32>,
    %l1_wo: tensor<1x64x64xf32>,
    %l1_bo: tensor<1x1x64xf32>,
    %l1_g1: tensor<1x1x64xf32>,
    %l1_be1: tensor<1x1x64xf32>,
    %l1_w1: tensor<1x64x256xf32>,
    %l1_b1: tensor<1x1x256xf32>,
    %l1_w2: tensor<1x256x64xf32>,
    %l1_b2: tensor<1x1x64xf32>,
    %l1_g2: tensor<1x1x64xf32>,
    %l1_be2: tensor<1x1x64xf32>,
    %l2_wq: tensor<1x64x64xf32>,
    %l2_bq: tensor<1x1x64xf32>,
    %l2_wk: tensor<1x64x64xf32>,
    %l2_bk: tensor<1x1x64xf32>,
    %l2_wv: tensor<1x64x64xf32>,
    %l2_bv: tensor<1x1x64xf32>,
    %l2_wo: tensor<1x64x64xf32>,
    %l2_bo: tensor<1x1x64xf32>,
    %l2_g1: tensor<1x1x64xf32>,
    %l2_be1: tensor<1x1x64xf32>,
    %l2_w1: tensor<1x64x256xf32>,
    %l2_b1: tensor<1x1x256xf32>,
    %l2_w2: tensor<1x256x64xf32>,
    %l2_b2: tensor<1x1x64xf32>,
    %l2_g2: tensor<1x1x64xf32>,
    %l2_be2: tensor<1x1x64xf32>,
    %l3_wq: tensor<1x64x64xf32>,
    %l3_bq: tensor<1x1x64xf32>,
    %l3_wk: tensor<1x64x64xf32>,
    %l3_bk: tensor<1x1x64xf32>,
    %l3_wv: tensor<1x64x64xf32>,
    %l3_bv: tensor<1x1x64xf32>,
    %l3_wo: tensor<1x64x64xf32>,
    %l3_bo: tensor<1x1x64xf32>,
    %l3_g1: tensor<1x1x64xf32>,
    %l3_be1: tensor<1x1x64xf32>,
    %l3_w1: tensor<1x64x256xf32>,
    %l3_b1: tensor<1x1x256xf32>,
    %l3_w2: tensor<1x256x64xf32>,
    %l3_b2: tensor<1x1x64xf32>,
    %l3_g2: tensor<1x1x64xf32>,
    %l3_be2: tensor<1x1x64xf32>,
    %l4_wq: tensor<1x64x64xf32>,
    %l4_bq: tensor<1x1x64xf32>,
    %l4_wk: tensor<1x64x64xf32>,
    %l4_bk: tensor<1x1x64xf32>,
    %l4_wv: tensor<1x64x64xf32>,
    %l4_bv: tensor<1x1x64xf32>,
    %l4_wo: tensor<1x64x64xf32>,
    %l4_bo: tensor<1x1x64xf32>,
    %l4_g1: tensor<1x1x64xf32>,
    %l4_be1: tensor<1x1x64xf32>,
    %l4_w1: tensor<1x64x256xf32>,
    %l4_b1: tensor<1x1x256xf32>,
    %l4_w2: tensor<1x256x64xf32>,
    %l4_b2: tensor<1x1x64xf32>,
    %l4_g2: tensor<1x1x64xf32>,
    %l4_be2: tensor<1x1x64xf32>,
    %l5_wq: tensor<1x64x64xf32>,
    %l5_bq: tensor<1x1x64xf32>,
    %l5_wk: tensor<1x64x64xf32>,
    %l5_bk: tensor<1x1x64xf32>,
    %l5_wv: tensor<1x64x64xf32>,
    %l5_bv: tensor<1x1x64xf32>,
    %l5_wo: tensor<1x64x64xf32>,
    %l5_bo: tensor<1x1x64xf32>,
    %l5_g1: tensor<1x1x64xf32>,
    %l5_be1: tensor<1x1x64xf32>,
    %l5_w1: tensor<1x64x256xf32>,
    %l5_b1: tensor<1x1x256xf32>,
    %l5_w2: tensor<1x256x64xf32>,
    %l5_b2: tensor<1x1x64xf32>,
    %l5_g2: tensor<1x1x64xf32>,
    %l5_be2: tensor<1x1x64xf32>,
    %l6_wq: tensor<1x64x64xf32>,
    %l6_bq: tensor<1x1x64xf32>,
    %l6_wk: tensor<1x64x64xf32>,
    %l6_bk: tensor<1x1x64xf32>,
    %l6_wv: tensor<1x64x64xf32>,
    %l6_bv: tensor<1x1x64xf32>,
    %l6_wo: tensor<1x64x64xf32>,
    %l6_bo: tensor<1x1x64xf32>,
    %l6_g1: tensor<1x1x64xf32>,
    %l6_be1: tensor<1x1x64xf32>,
    %l6_w1: tensor<1x64x256xf32>,
    %l6_b1: tensor<1x1x256xf32>,
    %l6_w2: tensor<1x256x64xf32>,
    %l6_b2: tensor<1x1x64xf32>,
    %l6_g2: tensor<1x1x64xf32>,
    %l6_be2: tensor<1x1x64xf32>,
    %l7_wq: tensor<1x64x64xf32>,
    %l7_bq: tensor<1x1x64xf32>,
    %l7_wk: tensor<1x64x64xf32>,
    %l7_bk: tensor<1x1x64xf32>,
    %l7_wv: tensor<1x64x64xf32>,
    %l7_bv: tensor<1x1x64xf32>,
    %l7_wo: tensor<1x64x64xf32>,
    %l7_bo: tensor<1x1x64xf32>,
    %l7_g1: tensor<1x1x64xf32>,
    %l7_be1: tensor<1x1x64xf32>,
    %l7_w1: tensor<1x64x256xf32>,
    %l7_b1: tensor<1x1x256xf32>,
    %l7_w2: tensor<1x256x64xf32>,
    %l7_b2: tensor<1x1x64xf32>,
    %l7_g2: tensor<1x1x64xf32>,
    %l7_be2: tensor<1x1x64xf32>,
    %l8_wq: tensor<1x64x64xf32>,
    %l8_bq: tensor<1x1x64xf32>,
    %l8_wk: tensor<1x64x64xf32>,
    %l8_bk: tensor<1x1x64xf32>,
    %l8_wv: tensor<1x64x64xf32>,
    %l8_bv: tensor<1x1x64xf32>,
    %l8_wo: tensor<1x64x64xf32>,
    %l8_bo: tensor<1x1x64xf32>,
    %l8_g1: tensor<1x1x64xf32>,
    %l8_be1: tensor<1x1x64xf32>,
    %l8_w1: tensor<1x64x256xf32>,
    %l8_b1: tensor<1x1x256xf32>,
    %l8_w2: tensor<1x256x64xf32>,
    %l8_b2: tensor<1x1x64xf32>,
    %l8_g2: tensor<1x1x64xf32>,
    %l8_be2: tensor<1x1x64xf32>,
    %l9_wq: tensor<1x64x64xf32>,
    %l9_bq: tensor<1x1x64xf32>,
    %l9_wk: tensor<1x64x64xf32>,
    %l9_bk: tensor<1x1x64xf32>,
    %l9_wv: tensor<1x64x64xf32>,
    %l9_bv: tensor<1x1x64xf32>,
    %l9_wo: tensor<1x64x64xf32>,
    %l9_bo: tensor<1x1x64xf32>,
    %l9_g1: tensor<1x1x64xf32>,
    %l9_be1: tensor<1x1x64xf32>,
    %l9_w1: tensor<1x64x256xf32>,
    %l9_b1: tensor<1x1x256xf32>,
    %l9_w2: tensor<1x256x64xf32>,
    %l9_b2: tensor<1x1x64xf32>,
    %l9_g2: tensor<1x1x64xf32>,
    %l9_be2: tensor<1x1x64xf32>,
    %l10_wq: tensor<1x64x64xf32>,
    %l10_bq: tensor<1x1x64xf32>,
    %l10_wk: tensor<1x64x64xf32>,
    %l10_bk: tensor<1x1x64xf32>,
    %l10_wv: tensor<1x64x64xf32>,
    %l10_bv: tensor<1x1x64xf32>,
    %l10_wo: tensor<1x64x64xf32>,
    %l10_bo: tensor<1x1x64xf32>,
    %l10_g1: tensor<1x1x64xf32>,
    %l10_be1: tensor<1x1x64xf32>,
    %l10_w1: tensor<1x64x256xf32>,
    %l10_b1: tensor<1x1x256xf32>,
    %l10_w2: tensor<1x256x64xf32>,
    %l10_b2: tensor<1x1x64xf32>,
    %l10_g2: tensor<1x1x64xf32>,
    %l10_be2: tensor<1x1x64xf32>,
    %l11_wq: tensor<1x64x64xf32>,
    %l11_bq: tensor<1x1x64xf32>,
    %l11_wk: tensor<1x64x64xf32>,
    %l11_bk: tensor<1x1x64xf32>,
    %l11_wv: tensor<1x64x64xf32>,
    %l11_bv: tensor<1x1x64xf32>,
    %l11_wo: tensor<1x64x64xf32>,
    %l11_bo: tensor<1x1x64xf32>,
    %l11_g1: tensor<1x1x64xf32>,
    %l11_be1: tensor<1x1x64xf32>,
    %l11_w1: tensor<1x64x256xf32>,
    %l11_b1: tensor<1x1x256xf32>,
    %l11_w2: tensor<1x256x64xf32>,
    %l11_b2: tensor<1x1x64xf32>,
    %l11_g2: tensor<1x1x64xf32>,
    %l11_be2: tensor<1x1x64xf32>,
    %l12_wq: tensor<1x64x64xf32>,
    %l12_bq: tensor<1x1x64xf32>,
    %l12_wk: tensor<1x64x64xf32>,
    %l12_bk: tensor<1x1x64xf32>,
    %l12_wv: tensor<1x64x64xf32>,
    %l12_bv: tensor<1x1x64xf32>,
    %l12_wo: tensor<1x64x64xf32>,
    %l12_bo: tensor<1x1x64xf32>,
    %l12_g1: tensor<1x1x64xf32>,
    %l12_be1: tensor<1x1x64xf32>,
    %l12_w1: tensor<1x64x256xf32>,
    %l12_b1: tensor<1x1x256xf32>,
    %l12_w2: tensor<1x256x64xf32>,
    %l12_b2: tensor<1x1x64xf32>,
    %l12_g2: tensor<1x1x64xf32>,
    %l12_be2: tensor<1x1x64xf32>,
    %l13_wq: tensor<1x64x64xf32>,
    %l13_bq: tensor<1x1x64xf32>,
    %l13_wk: tensor<1x64x64xf32>,
    %l13_bk: tensor<1x1x64xf32>,
    %l13_wv: tensor<1x64x64xf32>,
    %l13_bv: tensor<1x1x64xf32>,
    %l13_wo: tensor<1x64x64xf32>,
    %l13_bo: tensor<1x1x64xf32>,
    %l13_g1: tensor<1x1x64xf32>,
    %l13_be1: tensor<1x1x64xf32>,
    %l13_w1: tensor<1x64x256xf32>,
    %l13_b1: tensor<1x1x256xf32>,
    %l13_w2: tensor<1x256x64xf32>,
    %l13_b2: tensor<1x1x64xf32>,
    %l13_g2: tensor<1x1x64xf32>,
    %l13_be2: tensor<1x1x64xf32>,
    %l14_wq: tensor<1x64x64xf32>,
    %l14_bq: tensor<1x1x64xf32>,
    %l14_wk: tensor<1x64x64xf32>,
    %l14_bk: tensor<1x1x64xf32>,
    %l14_wv: tensor<1x64x64xf32>,
    %l14_bv: tensor<1x1x64xf32>,
    %l14_wo: tensor<1x64x64xf32>,
    %l14_bo: tensor<1x1x64xf32>,
    %l14_g1: tensor<1x1x64xf32>,
    %l14_be1: tensor<1x1x64xf32>,
    %l14_w1: tensor<1x64x256xf32>,
    %l14_b1: tensor<1x1x256xf32>,
    %l14_w2: tensor<1x256x64xf32>,
    %l14_b2: tensor<1x1x64xf32>,
    %l14_g2: tensor<1x1x64xf32>,
    %l14_be2: tensor<1x1x64xf32>,
    %l15_wq: tensor<1x64x64xf32>,
    %l15_bq: tensor<1x1x64xf32>,
    %l15_wk: tensor<1x64x64xf32>,
    %l15_bk: tensor<1x1x64xf32>,
    %l15_wv: tensor<1x64x64xf32>,
    %l15_bv: tensor<1x1x64xf32>,
    %l15_wo: tensor<1x64x64xf32>,
    %l15_bo: tensor<1x1x64xf32>,
    %l15_g1: tensor<1x1x64xf32>,
    %l15_be1: tensor<1x1x64xf32>,
    %l15_w1: tensor<1x64x256xf32>,
    %l15_b1: tensor<1x1x256xf32>,
    %l15_w2: tensor<1x256x64xf32>,
    %l15_b2: tensor<1x1x64xf32>,
    %l15_g2: tensor<1x1x64xf32>,
    %l15_be2: tensor<1x1x64xf32>,
    %l16_wq: tensor<1x64x64xf32>,
    %l16_bq: tensor<1x1x64xf32>,
    %l16_wk: tensor<1x64x64xf32>,
    %l16_bk: tensor<1x1x64xf32>,
    %l16_wv: tensor<1x64x64xf32>,
    %l16_bv: tensor<1x1x64xf32>,
    %l16_wo: tensor<1x64x64xf32>,
    %l16_bo: tensor<1x1x64xf32>,
    %l16_g1: tensor<1x1x64xf32>,
    %l16_be1: tensor<1x1x64xf32>,
    %l16_w1: tensor<1x64x256xf32>,
    %l16_b1: tensor<1x1x256xf32>,
    %l16_w2: tensor<1x256x64xf32>,
    %l16_b2: tensor<1x1x64xf32>,
    %l16_g2: tensor<1x1x64xf32>,
    %l16_be2: tensor<1x1x64xf32>,
    %l17_wq: tensor<1x64x64xf32>,
    %l17_bq: tensor<1x1x64xf32>,
    %l17_wk: tensor<1x64x64xf32>,
    %l17_bk: tensor<1x1x64xf32>,
    %l17_wv: tensor<1x64x64xf32>,
    %l17_bv: tensor<1x1x64xf32>,
    %l17_wo: tensor<1x64x64xf32>,
    %l17_bo: tensor<1x1x64xf32>,
    %l17_g1: tensor<1x1x64xf32>,
    %l17_be1: tensor<1x1x64xf32>,
    %l17_w1: tensor<1x64x256xf32>,
    %l17_b1: tensor<1x1x256xf32>,
    %l17_w2: tensor<1x256x64xf32>,
    %l17_b2: tensor<1x1x64xf32>,
    %l17_g2: tensor<1x1x64xf32>,
    %l17_be2: tensor<1x1x64xf32>,
    %l18_wq: tensor<1x64x64xf32>,
    %l18_bq: tensor<1x1x64xf32>,
    %l18_wk: tensor<1x64x64xf32>,
    %l18_bk: tensor<1x1x64xf32>,
    %l18_wv: tensor<1x64x64xf32>,
    %l18_bv: tensor<1x1x64xf32>,
    %l18_wo: tensor<1x64x64xf32>,
    %l18_bo: tensor<1x1x64xf32>,
    %l18_g1: tensor<1x1x64xf32>,
    %l18_be1: tensor<1x1x64xf32>,
    %l18_w1: tensor<1x64x256xf32>,
    %l18_b1: tensor<1x1x256xf32>,
    %l18_w2: tensor<1x256x64xf32>,
    %l18_b2: tensor<1x1x64xf32>,
    %l18_g2: tensor<1x1x64xf32>,
    %l18_be2: tensor<1x1x64xf32>,
    %l19_wq: tensor<1x64x64xf32>,
    %l19_bq: tensor<1x1x64xf32>,
    %l19_wk: tensor<1x64x64xf32>,
    %l19_bk: tensor<1x1x64xf32>,
    %l19_wv: tensor<1x64x64xf32>,
    %l19_bv: tensor<1x1x64xf32>,
    %l19_wo: tensor<1x64x64xf32>,
    %l19_bo: tensor<1x1x64xf32>,
    %l19_g1: tensor<1x1x64xf32>,
    %l19_be1: tensor<1x1x64xf32>,
    %l19_w1: tensor<1x64x256xf32>,
    %l19_b1: tensor<1x1x256xf32>,
    %l19_w2: tensor<1x256x64xf32>,
    %l19_b2: tensor<1x1x64xf32>,
    %l19_g2: tensor<1x1x64xf32>,
    %l19_be2: tensor<1x1x64xf32>,
    %l20_wq: tensor<1x64x64xf32>,
    %l20_bq: tensor<1x1x64xf32>,
    %l20_wk: tensor<1x64x64xf32>,
    %l20_bk: tensor<1x1x64xf32>,
    %l20_wv: tensor<1x64x64xf32>,
    %l20_bv: tensor<1x1x64xf32>,
    %l20_wo: tensor<1x64x64xf32>,
    %l20_bo: tensor<1x1x64xf32>,
    %l20_g1: tensor<1x1x64xf32>,
    %l20_be1: tensor<1x1x64xf32>,
    %l20_w1: tensor<1x64x256xf32>,
    %l20_b1: tensor<1x1x256xf32>,
    %l20_w2: tensor<1x256x64xf32>,
    %l20_b2: tensor<1x1x64xf32>,
    %l20_g2: tensor<1x1x64xf32>,
    %l20_be2: tensor<1x1x64xf32>,
    %l21_wq: tensor<1x64x64xf32>,
    %l21_bq: tensor<1x1x64xf32>,
    %l21_wk: tensor<1x64x64xf32>,
    %l21_bk: tensor<1x1x64xf32>,
    %l21_wv: tensor<1x64x64xf32>,
    %l21_bv: tensor<1x1x64xf32>,
    %l21_wo: tensor<1x64x64xf32>,
    %l21_bo: tensor<1x1x64xf32>,
    %l21_g1: tensor<1x1x64xf32>,
    %l21_be1: tensor<1x1x64xf32>,
    %l21_w1: tensor<1x64x256xf32>,
    %l21_b1: tensor<1x1x256xf32>,
    %l21_w2: tensor<1x256x64xf32>,
    %l21_b2: tensor<1x1x64xf32>,
    %l21_g2: tensor<1x1x64xf32>,
    %l21_be2: tensor<1x1x64xf32>,
    %l22_wq: tensor<1x64x64xf32>,
    %l22_bq: tensor<1x1x64xf32>,
    %l22_wk: tensor<1x64x64xf32>,
    %l22_bk: tensor<1x1x64xf32>,
    %l22_wv: tensor<1x64x64xf32>,
    %l22_bv: tensor<1x1x64xf32>,
    %l22_wo: tensor<1x64x64xf32>,
    %l22_bo: tensor<1x1x64xf32>,
    %l22_g1: tensor<1x1x64xf32>,
    %l22_be1: tensor<1x1x64xf32>,
    %l22_w1: tensor<1x64x256xf32>,
    %l22_b1: tensor<1x1x256xf32>,
    %l22_w2: tensor<1x256x64xf32>,
    %l22_b2: tensor<1x1x64xf32>,
    %l22_g2: tensor<1x1x64xf32>,
    %l22_be2: tensor<1x1x64xf32>,
    %l23_wq: tensor<1x64x64xf32>,
    %l23_bq: tensor<1x1x64xf32>,
    %l23_wk: tensor<1x64x64xf32>,
    %l23_bk: tensor<1x1x64xf32>,
    %l23_wv: tensor<1x64x64xf32>,
    %l23_bv: tensor<1x1x64xf32>,
    %l23_wo: tensor<1x64x64xf32>,
    %l23_bo: tensor<1x1x64xf32>,
    %l23_g1: tensor<1x1x64xf32>,
    %l23_be1: tensor<1x1x64xf32>,
    %l23_w1: tensor<1x64x256xf32>,
    %l23_b1: tensor<1x1x256xf32>,
    %l23_w2: tensor<1x256x64xf32>,
    %l23_b2: tensor<1x1x64xf32>,
    %l23_g2: tensor<1x1x64xf32>,
    %l23_be2: tensor<1x1x64xf32>) -> tensor<1x16x64xf32> {
  // ---- layer 0 ----
  %c1 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %v2 = tosa.matmul %x, %l0_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v3 = tosa.add %v2, %l0_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v4 = tosa.matmul %x, %l0_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v5 = tosa.add %v4, %l0_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v6 = tosa.matmul %x, %l0_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v7 = tosa.add %v6, %l0_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %s8 = tosa.const_shape {values = dense<[1, 16, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v9 = tosa.reshape %v3, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v10 = tosa.transpose %v9 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %s11 = tosa.const_shape {values = dense<[4, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v12 = tosa.reshape %v10, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v13 = tosa.reshape %v5, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v14 = tosa.transpose %v13 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v15 = tosa.reshape %v14, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v16 = tosa.reshape %v7, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v17 = tosa.transpose %v16 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v18 = tosa.reshape %v17, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v19 = tosa.matmul %v12, %v15, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %c20 = "tosa.const"() <{values = dense<2.500000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %c21 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v22 = tosa.mul %v19, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v23 = tosa.reduce_max %v22 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v24 = tosa.sub %v22, %v23 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v25 = tosa.exp %v24 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v26 = tosa.reduce_sum %v25 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v27 = tosa.reciprocal %v26 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v28 = tosa.mul %v25, %v27, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v29 = tosa.matmul %v28, %v18, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %s30 = tosa.const_shape {values = dense<[1, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v31 = tosa.reshape %v29, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v32 = tosa.transpose %v31 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %s33 = tosa.const_shape {values = dense<[1, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v34 = tosa.reshape %v32, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v35 = tosa.matmul %v34, %l0_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v36 = tosa.add %v35, %l0_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v37 = tosa.add %x, %v36 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %c38 = "tosa.const"() <{values = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v39 = tosa.reduce_sum %v37 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v40 = tosa.mul %v39, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v41 = tosa.sub %v37, %v40 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v42 = tosa.mul %v41, %v41, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v43 = tosa.reduce_sum %v42 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v44 = tosa.mul %v43, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %c45 = "tosa.const"() <{values = dense<1.000000000e-05> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v46 = tosa.add %v44, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v47 = tosa.rsqrt %v46 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v48 = tosa.mul %v41, %v47, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v49 = tosa.mul %v48, %l0_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v50 = tosa.add %v49, %l0_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v51 = tosa.matmul %v50, %l0_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v52 = tosa.add %v51, %l0_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %c53 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v54 = tosa.mul %v52, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v55 = tosa.erf %v54 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %c56 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v57 = tosa.add %v55, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %c58 = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v59 = tosa.mul %v52, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v60 = tosa.mul %v59, %v57, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v61 = tosa.matmul %v60, %l0_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v62 = tosa.add %v61, %l0_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v63 = tosa.add %v50, %v62 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v64 = tosa.reduce_sum %v63 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v65 = tosa.mul %v64, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v66 = tosa.sub %v63, %v65 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v67 = tosa.mul %v66, %v66, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v68 = tosa.reduce_sum %v67 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v69 = tosa.mul %v68, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v70 = tosa.add %v69, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v71 = tosa.rsqrt %v70 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v72 = tosa.mul %v66, %v71, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v73 = tosa.mul %v72, %l0_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v74 = tosa.add %v73, %l0_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 1 ----
  %v75 = tosa.matmul %v74, %l1_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v76 = tosa.add %v75, %l1_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v77 = tosa.matmul %v74, %l1_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v78 = tosa.add %v77, %l1_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v79 = tosa.matmul %v74, %l1_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v80 = tosa.add %v79, %l1_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v81 = tosa.reshape %v76, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v82 = tosa.transpose %v81 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v83 = tosa.reshape %v82, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v84 = tosa.reshape %v78, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v85 = tosa.transpose %v84 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v86 = tosa.reshape %v85, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v87 = tosa.reshape %v80, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v88 = tosa.transpose %v87 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v89 = tosa.reshape %v88, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v90 = tosa.matmul %v83, %v86, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v91 = tosa.mul %v90, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v92 = tosa.reduce_max %v91 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v93 = tosa.sub %v91, %v92 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v94 = tosa.exp %v93 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v95 = tosa.reduce_sum %v94 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v96 = tosa.reciprocal %v95 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v97 = tosa.mul %v94, %v96, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v98 = tosa.matmul %v97, %v89, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v99 = tosa.reshape %v98, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v100 = tosa.transpose %v99 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v101 = tosa.reshape %v100, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v102 = tosa.matmul %v101, %l1_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v103 = tosa.add %v102, %l1_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v104 = tosa.add %v74, %v103 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v105 = tosa.reduce_sum %v104 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v106 = tosa.mul %v105, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v107 = tosa.sub %v104, %v106 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v108 = tosa.mul %v107, %v107, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v109 = tosa.reduce_sum %v108 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v110 = tosa.mul %v109, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v111 = tosa.add %v110, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v112 = tosa.rsqrt %v111 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v113 = tosa.mul %v107, %v112, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v114 = tosa.mul %v113, %l1_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v115 = tosa.add %v114, %l1_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v116 = tosa.matmul %v115, %l1_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v117 = tosa.add %v116, %l1_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v118 = tosa.mul %v117, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v119 = tosa.erf %v118 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v120 = tosa.add %v119, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v121 = tosa.mul %v117, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v122 = tosa.mul %v121, %v120, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v123 = tosa.matmul %v122, %l1_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v124 = tosa.add %v123, %l1_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v125 = tosa.add %v115, %v124 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v126 = tosa.reduce_sum %v125 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v127 = tosa.mul %v126, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v128 = tosa.sub %v125, %v127 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v129 = tosa.mul %v128, %v128, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v130 = tosa.reduce_sum %v129 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v131 = tosa.mul %v130, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v132 = tosa.add %v131, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v133 = tosa.rsqrt %v132 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v134 = tosa.mul %v128, %v133, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v135 = tosa.mul %v134, %l1_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v136 = tosa.add %v135, %l1_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 2 ----
  %v137 = tosa.matmul %v136, %l2_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v138 = tosa.add %v137, %l2_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v139 = tosa.matmul %v136, %l2_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v140 = tosa.add %v139, %l2_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v141 = tosa.matmul %v136, %l2_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v142 = tosa.add %v141, %l2_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v143 = tosa.reshape %v138, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v144 = tosa.transpose %v143 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v145 = tosa.reshape %v144, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v146 = tosa.reshape %v140, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v147 = tosa.transpose %v146 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v148 = tosa.reshape %v147, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v149 = tosa.reshape %v142, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v150 = tosa.transpose %v149 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v151 = tosa.reshape %v150, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v152 = tosa.matmul %v145, %v148, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v153 = tosa.mul %v152, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v154 = tosa.reduce_max %v153 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v155 = tosa.sub %v153, %v154 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v156 = tosa.exp %v155 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v157 = tosa.reduce_sum %v156 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v158 = tosa.reciprocal %v157 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v159 = tosa.mul %v156, %v158, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v160 = tosa.matmul %v159, %v151, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v161 = tosa.reshape %v160, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v162 = tosa.transpose %v161 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v163 = tosa.reshape %v162, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v164 = tosa.matmul %v163, %l2_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v165 = tosa.add %v164, %l2_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v166 = tosa.add %v136, %v165 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v167 = tosa.reduce_sum %v166 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v168 = tosa.mul %v167, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v169 = tosa.sub %v166, %v168 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v170 = tosa.mul %v169, %v169, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v171 = tosa.reduce_sum %v170 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v172 = tosa.mul %v171, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v173 = tosa.add %v172, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v174 = tosa.rsqrt %v173 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v175 = tosa.mul %v169, %v174, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v176 = tosa.mul %v175, %l2_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v177 = tosa.add %v176, %l2_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v178 = tosa.matmul %v177, %l2_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v179 = tosa.add %v178, %l2_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v180 = tosa.mul %v179, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v181 = tosa.erf %v180 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v182 = tosa.add %v181, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v183 = tosa.mul %v179, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v184 = tosa.mul %v183, %v182, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v185 = tosa.matmul %v184, %l2_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v186 = tosa.add %v185, %l2_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v187 = tosa.add %v177, %v186 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v188 = tosa.reduce_sum %v187 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v189 = tosa.mul %v188, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v190 = tosa.sub %v187, %v189 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v191 = tosa.mul %v190, %v190, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v192 = tosa.reduce_sum %v191 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v193 = tosa.mul %v192, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v194 = tosa.add %v193, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v195 = tosa.rsqrt %v194 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v196 = tosa.mul %v190, %v195, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v197 = tosa.mul %v196, %l2_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v198 = tosa.add %v197, %l2_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 3 ----
  %v199 = tosa.matmul %v198, %l3_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v200 = tosa.add %v199, %l3_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v201 = tosa.matmul %v198, %l3_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v202 = tosa.add %v201, %l3_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v203 = tosa.matmul %v198, %l3_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v204 = tosa.add %v203, %l3_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v205 = tosa.reshape %v200, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v206 = tosa.transpose %v205 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v207 = tosa.reshape %v206, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v208 = tosa.reshape %v202, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v209 = tosa.transpose %v208 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v210 = tosa.reshape %v209, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v211 = tosa.reshape %v204, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v212 = tosa.transpose %v211 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v213 = tosa.reshape %v212, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v214 = tosa.matmul %v207, %v210, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v215 = tosa.mul %v214, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v216 = tosa.reduce_max %v215 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v217 = tosa.sub %v215, %v216 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v218 = tosa.exp %v217 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v219 = tosa.reduce_sum %v218 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v220 = tosa.reciprocal %v219 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v221 = tosa.mul %v218, %v220, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v222 = tosa.matmul %v221, %v213, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v223 = tosa.reshape %v222, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v224 = tosa.transpose %v223 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v225 = tosa.reshape %v224, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v226 = tosa.matmul %v225, %l3_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v227 = tosa.add %v226, %l3_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v228 = tosa.add %v198, %v227 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v229 = tosa.reduce_sum %v228 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v230 = tosa.mul %v229, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v231 = tosa.sub %v228, %v230 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v232 = tosa.mul %v231, %v231, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v233 = tosa.reduce_sum %v232 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v234 = tosa.mul %v233, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v235 = tosa.add %v234, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v236 = tosa.rsqrt %v235 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v237 = tosa.mul %v231, %v236, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v238 = tosa.mul %v237, %l3_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v239 = tosa.add %v238, %l3_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v240 = tosa.matmul %v239, %l3_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v241 = tosa.add %v240, %l3_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v242 = tosa.mul %v241, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v243 = tosa.erf %v242 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v244 = tosa.add %v243, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v245 = tosa.mul %v241, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v246 = tosa.mul %v245, %v244, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v247 = tosa.matmul %v246, %l3_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v248 = tosa.add %v247, %l3_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v249 = tosa.add %v239, %v248 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v250 = tosa.reduce_sum %v249 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v251 = tosa.mul %v250, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v252 = tosa.sub %v249, %v251 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v253 = tosa.mul %v252, %v252, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v254 = tosa.reduce_sum %v253 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v255 = tosa.mul %v254, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v256 = tosa.add %v255, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v257 = tosa.rsqrt %v256 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v258 = tosa.mul %v252, %v257, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v259 = tosa.mul %v258, %l3_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v260 = tosa.add %v259, %l3_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 4 ----
  %v261 = tosa.matmul %v260, %l4_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v262 = tosa.add %v261, %l4_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v263 = tosa.matmul %v260, %l4_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v264 = tosa.add %v263, %l4_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v265 = tosa.matmul %v260, %l4_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v266 = tosa.add %v265, %l4_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v267 = tosa.reshape %v262, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v268 = tosa.transpose %v267 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v269 = tosa.reshape %v268, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v270 = tosa.reshape %v264, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v271 = tosa.transpose %v270 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v272 = tosa.reshape %v271, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v273 = tosa.reshape %v266, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v274 = tosa.transpose %v273 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v275 = tosa.reshape %v274, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v276 = tosa.matmul %v269, %v272, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v277 = tosa.mul %v276, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v278 = tosa.reduce_max %v277 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v279 = tosa.sub %v277, %v278 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v280 = tosa.exp %v279 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v281 = tosa.reduce_sum %v280 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v282 = tosa.reciprocal %v281 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v283 = tosa.mul %v280, %v282, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v284 = tosa.matmul %v283, %v275, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v285 = tosa.reshape %v284, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v286 = tosa.transpose %v285 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v287 = tosa.reshape %v286, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v288 = tosa.matmul %v287, %l4_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v289 = tosa.add %v288, %l4_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v290 = tosa.add %v260, %v289 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v291 = tosa.reduce_sum %v290 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v292 = tosa.mul %v291, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v293 = tosa.sub %v290, %v292 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v294 = tosa.mul %v293, %v293, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v295 = tosa.reduce_sum %v294 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v296 = tosa.mul %v295, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v297 = tosa.add %v296, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v298 = tosa.rsqrt %v297 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v299 = tosa.mul %v293, %v298, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v300 = tosa.mul %v299, %l4_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v301 = tosa.add %v300, %l4_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v302 = tosa.matmul %v301, %l4_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v303 = tosa.add %v302, %l4_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v304 = tosa.mul %v303, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v305 = tosa.erf %v304 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v306 = tosa.add %v305, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v307 = tosa.mul %v303, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v308 = tosa.mul %v307, %v306, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v309 = tosa.matmul %v308, %l4_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v310 = tosa.add %v309, %l4_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v311 = tosa.add %v301, %v310 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v312 = tosa.reduce_sum %v311 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v313 = tosa.mul %v312, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v314 = tosa.sub %v311, %v313 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v315 = tosa.mul %v314, %v314, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v316 = tosa.reduce_sum %v315 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v317 = tosa.mul %v316, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v318 = tosa.add %v317, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v319 = tosa.rsqrt %v318 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v320 = tosa.mul %v314, %v319, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v321 = tosa.mul %v320, %l4_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v322 = tosa.add %v321, %l4_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 5 ----
  %v323 = tosa.matmul %v322, %l5_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v324 = tosa.add %v323, %l5_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v325 = tosa.matmul %v322, %l5_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v326 = tosa.add %v325, %l5_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v327 = tosa.matmul %v322, %l5_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v328 = tosa.add %v327, %l5_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v329 = tosa.reshape %v324, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v330 = tosa.transpose %v329 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v331 = tosa.reshape %v330, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v332 = tosa.reshape %v326, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v333 = tosa.transpose %v332 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v334 = tosa.reshape %v333, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v335 = tosa.reshape %v328, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v336 = tosa.transpose %v335 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v337 = tosa.reshape %v336, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v338 = tosa.matmul %v331, %v334, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v339 = tosa.mul %v338, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v340 = tosa.reduce_max %v339 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v341 = tosa.sub %v339, %v340 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v342 = tosa.exp %v341 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v343 = tosa.reduce_sum %v342 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v344 = tosa.reciprocal %v343 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v345 = tosa.mul %v342, %v344, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v346 = tosa.matmul %v345, %v337, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v347 = tosa.reshape %v346, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v348 = tosa.transpose %v347 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v349 = tosa.reshape %v348, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v350 = tosa.matmul %v349, %l5_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v351 = tosa.add %v350, %l5_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v352 = tosa.add %v322, %v351 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v353 = tosa.reduce_sum %v352 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v354 = tosa.mul %v353, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v355 = tosa.sub %v352, %v354 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v356 = tosa.mul %v355, %v355, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v357 = tosa.reduce_sum %v356 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v358 = tosa.mul %v357, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v359 = tosa.add %v358, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v360 = tosa.rsqrt %v359 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v361 = tosa.mul %v355, %v360, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v362 = tosa.mul %v361, %l5_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v363 = tosa.add %v362, %l5_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v364 = tosa.matmul %v363, %l5_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v365 = tosa.add %v364, %l5_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v366 = tosa.mul %v365, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v367 = tosa.erf %v366 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v368 = tosa.add %v367, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v369 = tosa.mul %v365, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v370 = tosa.mul %v369, %v368, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v371 = tosa.matmul %v370, %l5_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v372 = tosa.add %v371, %l5_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v373 = tosa.add %v363, %v372 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v374 = tosa.reduce_sum %v373 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v375 = tosa.mul %v374, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v376 = tosa.sub %v373, %v375 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v377 = tosa.mul %v376, %v376, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v378 = tosa.reduce_sum %v377 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v379 = tosa.mul %v378, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v380 = tosa.add %v379, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v381 = tosa.rsqrt %v380 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v382 = tosa.mul %v376, %v381, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v383 = tosa.mul %v382, %l5_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v384 = tosa.add %v383, %l5_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 6 ----
  %v385 = tosa.matmul %v384, %l6_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v386 = tosa.add %v385, %l6_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v387 = tosa.matmul %v384, %l6_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v388 = tosa.add %v387, %l6_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v389 = tosa.matmul %v384, %l6_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v390 = tosa.add %v389, %l6_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v391 = tosa.reshape %v386, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v392 = tosa.transpose %v391 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v393 = tosa.reshape %v392, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v394 = tosa.reshape %v388, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v395 = tosa.transpose %v394 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v396 = tosa.reshape %v395, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v397 = tosa.reshape %v390, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v398 = tosa.transpose %v397 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v399 = tosa.reshape %v398, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v400 = tosa.matmul %v393, %v396, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v401 = tosa.mul %v400, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v402 = tosa.reduce_max %v401 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v403 = tosa.sub %v401, %v402 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v404 = tosa.exp %v403 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v405 = tosa.reduce_sum %v404 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v406 = tosa.reciprocal %v405 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v407 = tosa.mul %v404, %v406, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v408 = tosa.matmul %v407, %v399, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v409 = tosa.reshape %v408, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v410 = tosa.transpose %v409 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v411 = tosa.reshape %v410, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v412 = tosa.matmul %v411, %l6_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v413 = tosa.add %v412, %l6_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v414 = tosa.add %v384, %v413 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v415 = tosa.reduce_sum %v414 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v416 = tosa.mul %v415, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v417 = tosa.sub %v414, %v416 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v418 = tosa.mul %v417, %v417, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v419 = tosa.reduce_sum %v418 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v420 = tosa.mul %v419, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v421 = tosa.add %v420, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v422 = tosa.rsqrt %v421 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v423 = tosa.mul %v417, %v422, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v424 = tosa.mul %v423, %l6_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v425 = tosa.add %v424, %l6_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v426 = tosa.matmul %v425, %l6_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v427 = tosa.add %v426, %l6_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v428 = tosa.mul %v427, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v429 = tosa.erf %v428 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v430 = tosa.add %v429, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v431 = tosa.mul %v427, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v432 = tosa.mul %v431, %v430, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v433 = tosa.matmul %v432, %l6_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v434 = tosa.add %v433, %l6_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v435 = tosa.add %v425, %v434 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v436 = tosa.reduce_sum %v435 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v437 = tosa.mul %v436, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v438 = tosa.sub %v435, %v437 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v439 = tosa.mul %v438, %v438, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v440 = tosa.reduce_sum %v439 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v441 = tosa.mul %v440, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v442 = tosa.add %v441, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v443 = tosa.rsqrt %v442 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v444 = tosa.mul %v438, %v443, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v445 = tosa.mul %v444, %l6_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v446 = tosa.add %v445, %l6_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 7 ----
  %v447 = tosa.matmul %v446, %l7_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v448 = tosa.add %v447, %l7_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v449 = tosa.matmul %v446, %l7_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v450 = tosa.add %v449, %l7_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v451 = tosa.matmul %v446, %l7_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v452 = tosa.add %v451, %l7_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v453 = tosa.reshape %v448, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v454 = tosa.transpose %v453 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v455 = tosa.reshape %v454, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v456 = tosa.reshape %v450, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v457 = tosa.transpose %v456 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v458 = tosa.reshape %v457, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v459 = tosa.reshape %v452, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v460 = tosa.transpose %v459 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v461 = tosa.reshape %v460, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v462 = tosa.matmul %v455, %v458, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v463 = tosa.mul %v462, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v464 = tosa.reduce_max %v463 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v465 = tosa.sub %v463, %v464 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v466 = tosa.exp %v465 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v467 = tosa.reduce_sum %v466 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v468 = tosa.reciprocal %v467 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v469 = tosa.mul %v466, %v468, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v470 = tosa.matmul %v469, %v461, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v471 = tosa.reshape %v470, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v472 = tosa.transpose %v471 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v473 = tosa.reshape %v472, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v474 = tosa.matmul %v473, %l7_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v475 = tosa.add %v474, %l7_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v476 = tosa.add %v446, %v475 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v477 = tosa.reduce_sum %v476 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v478 = tosa.mul %v477, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v479 = tosa.sub %v476, %v478 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v480 = tosa.mul %v479, %v479, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v481 = tosa.reduce_sum %v480 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v482 = tosa.mul %v481, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v483 = tosa.add %v482, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v484 = tosa.rsqrt %v483 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v485 = tosa.mul %v479, %v484, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v486 = tosa.mul %v485, %l7_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v487 = tosa.add %v486, %l7_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v488 = tosa.matmul %v487, %l7_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v489 = tosa.add %v488, %l7_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v490 = tosa.mul %v489, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v491 = tosa.erf %v490 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v492 = tosa.add %v491, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v493 = tosa.mul %v489, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v494 = tosa.mul %v493, %v492, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v495 = tosa.matmul %v494, %l7_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v496 = tosa.add %v495, %l7_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v497 = tosa.add %v487, %v496 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v498 = tosa.reduce_sum %v497 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v499 = tosa.mul %v498, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v500 = tosa.sub %v497, %v499 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v501 = tosa.mul %v500, %v500, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v502 = tosa.reduce_sum %v501 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v503 = tosa.mul %v502, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v504 = tosa.add %v503, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v505 = tosa.rsqrt %v504 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v506 = tosa.mul %v500, %v505, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v507 = tosa.mul %v506, %l7_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v508 = tosa.add %v507, %l7_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 8 ----
  %v509 = tosa.matmul %v508, %l8_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v510 = tosa.add %v509, %l8_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v511 = tosa.matmul %v508, %l8_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v512 = tosa.add %v511, %l8_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v513 = tosa.matmul %v508, %l8_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v514 = tosa.add %v513, %l8_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v515 = tosa.reshape %v510, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v516 = tosa.transpose %v515 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v517 = tosa.reshape %v516, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v518 = tosa.reshape %v512, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v519 = tosa.transpose %v518 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v520 = tosa.reshape %v519, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v521 = tosa.reshape %v514, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v522 = tosa.transpose %v521 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v523 = tosa.reshape %v522, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v524 = tosa.matmul %v517, %v520, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v525 = tosa.mul %v524, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v526 = tosa.reduce_max %v525 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v527 = tosa.sub %v525, %v526 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v528 = tosa.exp %v527 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v529 = tosa.reduce_sum %v528 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v530 = tosa.reciprocal %v529 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v531 = tosa.mul %v528, %v530, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v532 = tosa.matmul %v531, %v523, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v533 = tosa.reshape %v532, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v534 = tosa.transpose %v533 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v535 = tosa.reshape %v534, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v536 = tosa.matmul %v535, %l8_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v537 = tosa.add %v536, %l8_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v538 = tosa.add %v508, %v537 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v539 = tosa.reduce_sum %v538 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v540 = tosa.mul %v539, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v541 = tosa.sub %v538, %v540 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v542 = tosa.mul %v541, %v541, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v543 = tosa.reduce_sum %v542 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v544 = tosa.mul %v543, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v545 = tosa.add %v544, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v546 = tosa.rsqrt %v545 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v547 = tosa.mul %v541, %v546, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v548 = tosa.mul %v547, %l8_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v549 = tosa.add %v548, %l8_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v550 = tosa.matmul %v549, %l8_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v551 = tosa.add %v550, %l8_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v552 = tosa.mul %v551, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v553 = tosa.erf %v552 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v554 = tosa.add %v553, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v555 = tosa.mul %v551, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v556 = tosa.mul %v555, %v554, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v557 = tosa.matmul %v556, %l8_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v558 = tosa.add %v557, %l8_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v559 = tosa.add %v549, %v558 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v560 = tosa.reduce_sum %v559 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v561 = tosa.mul %v560, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v562 = tosa.sub %v559, %v561 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v563 = tosa.mul %v562, %v562, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v564 = tosa.reduce_sum %v563 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v565 = tosa.mul %v564, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v566 = tosa.add %v565, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v567 = tosa.rsqrt %v566 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v568 = tosa.mul %v562, %v567, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v569 = tosa.mul %v568, %l8_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v570 = tosa.add %v569, %l8_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 9 ----
  %v571 = tosa.matmul %v570, %l9_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v572 = tosa.add %v571, %l9_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v573 = tosa.matmul %v570, %l9_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v574 = tosa.add %v573, %l9_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v575 = tosa.matmul %v570, %l9_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v576 = tosa.add %v575, %l9_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v577 = tosa.reshape %v572, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v578 = tosa.transpose %v577 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v579 = tosa.reshape %v578, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v580 = tosa.reshape %v574, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v581 = tosa.transpose %v580 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v582 = tosa.reshape %v581, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v583 = tosa.reshape %v576, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v584 = tosa.transpose %v583 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v585 = tosa.reshape %v584, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v586 = tosa.matmul %v579, %v582, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v587 = tosa.mul %v586, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v588 = tosa.reduce_max %v587 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v589 = tosa.sub %v587, %v588 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v590 = tosa.exp %v589 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v591 = tosa.reduce_sum %v590 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v592 = tosa.reciprocal %v591 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v593 = tosa.mul %v590, %v592, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v594 = tosa.matmul %v593, %v585, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v595 = tosa.reshape %v594, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v596 = tosa.transpose %v595 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v597 = tosa.reshape %v596, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v598 = tosa.matmul %v597, %l9_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v599 = tosa.add %v598, %l9_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v600 = tosa.add %v570, %v599 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v601 = tosa.reduce_sum %v600 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v602 = tosa.mul %v601, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v603 = tosa.sub %v600, %v602 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v604 = tosa.mul %v603, %v603, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v605 = tosa.reduce_sum %v604 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v606 = tosa.mul %v605, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v607 = tosa.add %v606, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v608 = tosa.rsqrt %v607 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v609 = tosa.mul %v603, %v608, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v610 = tosa.mul %v609, %l9_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v611 = tosa.add %v610, %l9_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v612 = tosa.matmul %v611, %l9_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v613 = tosa.add %v612, %l9_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v614 = tosa.mul %v613, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v615 = tosa.erf %v614 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v616 = tosa.add %v615, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v617 = tosa.mul %v613, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v618 = tosa.mul %v617, %v616, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v619 = tosa.matmul %v618, %l9_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v620 = tosa.add %v619, %l9_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v621 = tosa.add %v611, %v620 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v622 = tosa.reduce_sum %v621 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v623 = tosa.mul %v622, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v624 = tosa.sub %v621, %v623 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v625 = tosa.mul %v624, %v624, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v626 = tosa.reduce_sum %v625 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v627 = tosa.mul %v626, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v628 = tosa.add %v627, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v629 = tosa.rsqrt %v628 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v630 = tosa.mul %v624, %v629, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v631 = tosa.mul %v630, %l9_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v632 = tosa.add %v631, %l9_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 10 ----
  %v633 = tosa.matmul %v632, %l10_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v634 = tosa.add %v633, %l10_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v635 = tosa.matmul %v632, %l10_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v636 = tosa.add %v635, %l10_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v637 = tosa.matmul %v632, %l10_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v638 = tosa.add %v637, %l10_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v639 = tosa.reshape %v634, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v640 = tosa.transpose %v639 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v641 = tosa.reshape %v640, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v642 = tosa.reshape %v636, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v643 = tosa.transpose %v642 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v644 = tosa.reshape %v643, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v645 = tosa.reshape %v638, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v646 = tosa.transpose %v645 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v647 = tosa.reshape %v646, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v648 = tosa.matmul %v641, %v644, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v649 = tosa.mul %v648, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v650 = tosa.reduce_max %v649 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v651 = tosa.sub %v649, %v650 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v652 = tosa.exp %v651 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v653 = tosa.reduce_sum %v652 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v654 = tosa.reciprocal %v653 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v655 = tosa.mul %v652, %v654, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v656 = tosa.matmul %v655, %v647, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v657 = tosa.reshape %v656, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v658 = tosa.transpose %v657 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v659 = tosa.reshape %v658, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v660 = tosa.matmul %v659, %l10_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v661 = tosa.add %v660, %l10_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v662 = tosa.add %v632, %v661 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v663 = tosa.reduce_sum %v662 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v664 = tosa.mul %v663, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v665 = tosa.sub %v662, %v664 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v666 = tosa.mul %v665, %v665, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v667 = tosa.reduce_sum %v666 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v668 = tosa.mul %v667, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v669 = tosa.add %v668, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v670 = tosa.rsqrt %v669 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v671 = tosa.mul %v665, %v670, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v672 = tosa.mul %v671, %l10_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v673 = tosa.add %v672, %l10_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v674 = tosa.matmul %v673, %l10_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v675 = tosa.add %v674, %l10_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v676 = tosa.mul %v675, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v677 = tosa.erf %v676 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v678 = tosa.add %v677, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v679 = tosa.mul %v675, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v680 = tosa.mul %v679, %v678, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v681 = tosa.matmul %v680, %l10_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v682 = tosa.add %v681, %l10_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v683 = tosa.add %v673, %v682 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v684 = tosa.reduce_sum %v683 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v685 = tosa.mul %v684, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v686 = tosa.sub %v683, %v685 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v687 = tosa.mul %v686, %v686, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v688 = tosa.reduce_sum %v687 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v689 = tosa.mul %v688, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v690 = tosa.add %v689, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v691 = tosa.rsqrt %v690 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v692 = tosa.mul %v686, %v691, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v693 = tosa.mul %v692, %l10_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v694 = tosa.add %v693, %l10_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 11 ----
  %v695 = tosa.matmul %v694, %l11_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v696 = tosa.add %v695, %l11_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v697 = tosa.matmul %v694, %l11_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v698 = tosa.add %v697, %l11_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v699 = tosa.matmul %v694, %l11_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v700 = tosa.add %v699, %l11_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v701 = tosa.reshape %v696, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v702 = tosa.transpose %v701 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v703 = tosa.reshape %v702, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v704 = tosa.reshape %v698, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v705 = tosa.transpose %v704 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v706 = tosa.reshape %v705, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v707 = tosa.reshape %v700, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v708 = tosa.transpose %v707 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v709 = tosa.reshape %v708, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v710 = tosa.matmul %v703, %v706, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v711 = tosa.mul %v710, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v712 = tosa.reduce_max %v711 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v713 = tosa.sub %v711, %v712 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v714 = tosa.exp %v713 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v715 = tosa.reduce_sum %v714 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v716 = tosa.reciprocal %v715 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v717 = tosa.mul %v714, %v716, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v718 = tosa.matmul %v717, %v709, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v719 = tosa.reshape %v718, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v720 = tosa.transpose %v719 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v721 = tosa.reshape %v720, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v722 = tosa.matmul %v721, %l11_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v723 = tosa.add %v722, %l11_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v724 = tosa.add %v694, %v723 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v725 = tosa.reduce_sum %v724 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v726 = tosa.mul %v725, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v727 = tosa.sub %v724, %v726 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v728 = tosa.mul %v727, %v727, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v729 = tosa.reduce_sum %v728 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v730 = tosa.mul %v729, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v731 = tosa.add %v730, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v732 = tosa.rsqrt %v731 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v733 = tosa.mul %v727, %v732, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v734 = tosa.mul %v733, %l11_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v735 = tosa.add %v734, %l11_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v736 = tosa.matmul %v735, %l11_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v737 = tosa.add %v736, %l11_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v738 = tosa.mul %v737, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v739 = tosa.erf %v738 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v740 = tosa.add %v739, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v741 = tosa.mul %v737, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v742 = tosa.mul %v741, %v740, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v743 = tosa.matmul %v742, %l11_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v744 = tosa.add %v743, %l11_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v745 = tosa.add %v735, %v744 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v746 = tosa.reduce_sum %v745 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v747 = tosa.mul %v746, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v748 = tosa.sub %v745, %v747 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v749 = tosa.mul %v748, %v748, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v750 = tosa.reduce_sum %v749 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v751 = tosa.mul %v750, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v752 = tosa.add %v751, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v753 = tosa.rsqrt %v752 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v754 = tosa.mul %v748, %v753, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v755 = tosa.mul %v754, %l11_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v756 = tosa.add %v755, %l11_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 12 ----
  %v757 = tosa.matmul %v756, %l12_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v758 = tosa.add %v757, %l12_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v759 = tosa.matmul %v756, %l12_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v760 = tosa.add %v759, %l12_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v761 = tosa.matmul %v756, %l12_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v762 = tosa.add %v761, %l12_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v763 = tosa.reshape %v758, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v764 = tosa.transpose %v763 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v765 = tosa.reshape %v764, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v766 = tosa.reshape %v760, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v767 = tosa.transpose %v766 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v768 = tosa.reshape %v767, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v769 = tosa.reshape %v762, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v770 = tosa.transpose %v769 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v771 = tosa.reshape %v770, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v772 = tosa.matmul %v765, %v768, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v773 = tosa.mul %v772, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v774 = tosa.reduce_max %v773 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v775 = tosa.sub %v773, %v774 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v776 = tosa.exp %v775 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v777 = tosa.reduce_sum %v776 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v778 = tosa.reciprocal %v777 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v779 = tosa.mul %v776, %v778, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v780 = tosa.matmul %v779, %v771, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v781 = tosa.reshape %v780, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v782 = tosa.transpose %v781 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v783 = tosa.reshape %v782, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v784 = tosa.matmul %v783, %l12_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v785 = tosa.add %v784, %l12_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v786 = tosa.add %v756, %v785 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v787 = tosa.reduce_sum %v786 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v788 = tosa.mul %v787, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v789 = tosa.sub %v786, %v788 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v790 = tosa.mul %v789, %v789, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v791 = tosa.reduce_sum %v790 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v792 = tosa.mul %v791, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v793 = tosa.add %v792, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v794 = tosa.rsqrt %v793 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v795 = tosa.mul %v789, %v794, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v796 = tosa.mul %v795, %l12_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v797 = tosa.add %v796, %l12_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v798 = tosa.matmul %v797, %l12_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v799 = tosa.add %v798, %l12_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v800 = tosa.mul %v799, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v801 = tosa.erf %v800 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v802 = tosa.add %v801, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v803 = tosa.mul %v799, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v804 = tosa.mul %v803, %v802, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v805 = tosa.matmul %v804, %l12_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v806 = tosa.add %v805, %l12_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v807 = tosa.add %v797, %v806 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v808 = tosa.reduce_sum %v807 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v809 = tosa.mul %v808, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v810 = tosa.sub %v807, %v809 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v811 = tosa.mul %v810, %v810, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v812 = tosa.reduce_sum %v811 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v813 = tosa.mul %v812, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v814 = tosa.add %v813, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v815 = tosa.rsqrt %v814 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v816 = tosa.mul %v810, %v815, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v817 = tosa.mul %v816, %l12_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v818 = tosa.add %v817, %l12_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 13 ----
  %v819 = tosa.matmul %v818, %l13_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v820 = tosa.add %v819, %l13_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v821 = tosa.matmul %v818, %l13_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v822 = tosa.add %v821, %l13_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v823 = tosa.matmul %v818, %l13_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v824 = tosa.add %v823, %l13_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v825 = tosa.reshape %v820, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v826 = tosa.transpose %v825 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v827 = tosa.reshape %v826, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v828 = tosa.reshape %v822, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v829 = tosa.transpose %v828 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v830 = tosa.reshape %v829, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v831 = tosa.reshape %v824, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v832 = tosa.transpose %v831 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v833 = tosa.reshape %v832, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v834 = tosa.matmul %v827, %v830, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v835 = tosa.mul %v834, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v836 = tosa.reduce_max %v835 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v837 = tosa.sub %v835, %v836 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v838 = tosa.exp %v837 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v839 = tosa.reduce_sum %v838 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v840 = tosa.reciprocal %v839 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v841 = tosa.mul %v838, %v840, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v842 = tosa.matmul %v841, %v833, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v843 = tosa.reshape %v842, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v844 = tosa.transpose %v843 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v845 = tosa.reshape %v844, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v846 = tosa.matmul %v845, %l13_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v847 = tosa.add %v846, %l13_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v848 = tosa.add %v818, %v847 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v849 = tosa.reduce_sum %v848 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v850 = tosa.mul %v849, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v851 = tosa.sub %v848, %v850 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v852 = tosa.mul %v851, %v851, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v853 = tosa.reduce_sum %v852 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v854 = tosa.mul %v853, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v855 = tosa.add %v854, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v856 = tosa.rsqrt %v855 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v857 = tosa.mul %v851, %v856, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v858 = tosa.mul %v857, %l13_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v859 = tosa.add %v858, %l13_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v860 = tosa.matmul %v859, %l13_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v861 = tosa.add %v860, %l13_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v862 = tosa.mul %v861, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v863 = tosa.erf %v862 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v864 = tosa.add %v863, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v865 = tosa.mul %v861, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v866 = tosa.mul %v865, %v864, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v867 = tosa.matmul %v866, %l13_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v868 = tosa.add %v867, %l13_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v869 = tosa.add %v859, %v868 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v870 = tosa.reduce_sum %v869 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v871 = tosa.mul %v870, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v872 = tosa.sub %v869, %v871 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v873 = tosa.mul %v872, %v872, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v874 = tosa.reduce_sum %v873 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v875 = tosa.mul %v874, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v876 = tosa.add %v875, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v877 = tosa.rsqrt %v876 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v878 = tosa.mul %v872, %v877, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v879 = tosa.mul %v878, %l13_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v880 = tosa.add %v879, %l13_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 14 ----
  %v881 = tosa.matmul %v880, %l14_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v882 = tosa.add %v881, %l14_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v883 = tosa.matmul %v880, %l14_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v884 = tosa.add %v883, %l14_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v885 = tosa.matmul %v880, %l14_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v886 = tosa.add %v885, %l14_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v887 = tosa.reshape %v882, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v888 = tosa.transpose %v887 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v889 = tosa.reshape %v888, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v890 = tosa.reshape %v884, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v891 = tosa.transpose %v890 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v892 = tosa.reshape %v891, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v893 = tosa.reshape %v886, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v894 = tosa.transpose %v893 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v895 = tosa.reshape %v894, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v896 = tosa.matmul %v889, %v892, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v897 = tosa.mul %v896, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v898 = tosa.reduce_max %v897 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v899 = tosa.sub %v897, %v898 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v900 = tosa.exp %v899 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v901 = tosa.reduce_sum %v900 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v902 = tosa.reciprocal %v901 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v903 = tosa.mul %v900, %v902, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v904 = tosa.matmul %v903, %v895, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v905 = tosa.reshape %v904, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v906 = tosa.transpose %v905 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v907 = tosa.reshape %v906, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v908 = tosa.matmul %v907, %l14_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v909 = tosa.add %v908, %l14_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v910 = tosa.add %v880, %v909 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v911 = tosa.reduce_sum %v910 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v912 = tosa.mul %v911, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v913 = tosa.sub %v910, %v912 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v914 = tosa.mul %v913, %v913, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v915 = tosa.reduce_sum %v914 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v916 = tosa.mul %v915, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v917 = tosa.add %v916, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v918 = tosa.rsqrt %v917 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v919 = tosa.mul %v913, %v918, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v920 = tosa.mul %v919, %l14_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v921 = tosa.add %v920, %l14_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v922 = tosa.matmul %v921, %l14_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v923 = tosa.add %v922, %l14_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v924 = tosa.mul %v923, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v925 = tosa.erf %v924 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v926 = tosa.add %v925, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v927 = tosa.mul %v923, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v928 = tosa.mul %v927, %v926, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v929 = tosa.matmul %v928, %l14_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v930 = tosa.add %v929, %l14_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v931 = tosa.add %v921, %v930 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v932 = tosa.reduce_sum %v931 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v933 = tosa.mul %v932, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v934 = tosa.sub %v931, %v933 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v935 = tosa.mul %v934, %v934, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v936 = tosa.reduce_sum %v935 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v937 = tosa.mul %v936, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v938 = tosa.add %v937, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v939 = tosa.rsqrt %v938 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v940 = tosa.mul %v934, %v939, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v941 = tosa.mul %v940, %l14_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v942 = tosa.add %v941, %l14_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 15 ----
  %v943 = tosa.matmul %v942, %l15_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v944 = tosa.add %v943, %l15_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v945 = tosa.matmul %v942, %l15_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v946 = tosa.add %v945, %l15_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v947 = tosa.matmul %v942, %l15_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v948 = tosa.add %v947, %l15_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v949 = tosa.reshape %v944, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v950 = tosa.transpose %v949 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v951 = tosa.reshape %v950, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v952 = tosa.reshape %v946, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v953 = tosa.transpose %v952 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v954 = tosa.reshape %v953, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v955 = tosa.reshape %v948, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v956 = tosa.transpose %v955 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v957 = tosa.reshape %v956, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v958 = tosa.matmul %v951, %v954, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v959 = tosa.mul %v958, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v960 = tosa.reduce_max %v959 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v961 = tosa.sub %v959, %v960 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v962 = tosa.exp %v961 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v963 = tosa.reduce_sum %v962 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v964 = tosa.reciprocal %v963 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v965 = tosa.mul %v962, %v964, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v966 = tosa.matmul %v965, %v957, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v967 = tosa.reshape %v966, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v968 = tosa.transpose %v967 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v969 = tosa.reshape %v968, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v970 = tosa.matmul %v969, %l15_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v971 = tosa.add %v970, %l15_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v972 = tosa.add %v942, %v971 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v973 = tosa.reduce_sum %v972 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v974 = tosa.mul %v973, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v975 = tosa.sub %v972, %v974 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v976 = tosa.mul %v975, %v975, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v977 = tosa.reduce_sum %v976 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v978 = tosa.mul %v977, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v979 = tosa.add %v978, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v980 = tosa.rsqrt %v979 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v981 = tosa.mul %v975, %v980, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v982 = tosa.mul %v981, %l15_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v983 = tosa.add %v982, %l15_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v984 = tosa.matmul %v983, %l15_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v985 = tosa.add %v984, %l15_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v986 = tosa.mul %v985, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v987 = tosa.erf %v986 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v988 = tosa.add %v987, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v989 = tosa.mul %v985, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v990 = tosa.mul %v989, %v988, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v991 = tosa.matmul %v990, %l15_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v992 = tosa.add %v991, %l15_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v993 = tosa.add %v983, %v992 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v994 = tosa.reduce_sum %v993 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v995 = tosa.mul %v994, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v996 = tosa.sub %v993, %v995 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v997 = tosa.mul %v996, %v996, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v998 = tosa.reduce_sum %v997 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v999 = tosa.mul %v998, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1000 = tosa.add %v999, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1001 = tosa.rsqrt %v1000 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1002 = tosa.mul %v996, %v1001, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1003 = tosa.mul %v1002, %l15_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1004 = tosa.add %v1003, %l15_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 16 ----
  %v1005 = tosa.matmul %v1004, %l16_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1006 = tosa.add %v1005, %l16_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1007 = tosa.matmul %v1004, %l16_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1008 = tosa.add %v1007, %l16_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1009 = tosa.matmul %v1004, %l16_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1010 = tosa.add %v1009, %l16_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1011 = tosa.reshape %v1006, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1012 = tosa.transpose %v1011 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1013 = tosa.reshape %v1012, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1014 = tosa.reshape %v1008, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1015 = tosa.transpose %v1014 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1016 = tosa.reshape %v1015, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1017 = tosa.reshape %v1010, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1018 = tosa.transpose %v1017 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1019 = tosa.reshape %v1018, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1020 = tosa.matmul %v1013, %v1016, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1021 = tosa.mul %v1020, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1022 = tosa.reduce_max %v1021 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1023 = tosa.sub %v1021, %v1022 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1024 = tosa.exp %v1023 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1025 = tosa.reduce_sum %v1024 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1026 = tosa.reciprocal %v1025 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1027 = tosa.mul %v1024, %v1026, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1028 = tosa.matmul %v1027, %v1019, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1029 = tosa.reshape %v1028, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1030 = tosa.transpose %v1029 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1031 = tosa.reshape %v1030, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1032 = tosa.matmul %v1031, %l16_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1033 = tosa.add %v1032, %l16_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1034 = tosa.add %v1004, %v1033 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1035 = tosa.reduce_sum %v1034 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1036 = tosa.mul %v1035, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1037 = tosa.sub %v1034, %v1036 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1038 = tosa.mul %v1037, %v1037, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1039 = tosa.reduce_sum %v1038 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1040 = tosa.mul %v1039, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1041 = tosa.add %v1040, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1042 = tosa.rsqrt %v1041 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1043 = tosa.mul %v1037, %v1042, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1044 = tosa.mul %v1043, %l16_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1045 = tosa.add %v1044, %l16_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1046 = tosa.matmul %v1045, %l16_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1047 = tosa.add %v1046, %l16_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1048 = tosa.mul %v1047, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1049 = tosa.erf %v1048 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1050 = tosa.add %v1049, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1051 = tosa.mul %v1047, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1052 = tosa.mul %v1051, %v1050, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1053 = tosa.matmul %v1052, %l16_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1054 = tosa.add %v1053, %l16_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1055 = tosa.add %v1045, %v1054 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1056 = tosa.reduce_sum %v1055 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1057 = tosa.mul %v1056, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1058 = tosa.sub %v1055, %v1057 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1059 = tosa.mul %v1058, %v1058, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1060 = tosa.reduce_sum %v1059 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1061 = tosa.mul %v1060, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1062 = tosa.add %v1061, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1063 = tosa.rsqrt %v1062 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1064 = tosa.mul %v1058, %v1063, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1065 = tosa.mul %v1064, %l16_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1066 = tosa.add %v1065, %l16_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 17 ----
  %v1067 = tosa.matmul %v1066, %l17_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1068 = tosa.add %v1067, %l17_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1069 = tosa.matmul %v1066, %l17_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1070 = tosa.add %v1069, %l17_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1071 = tosa.matmul %v1066, %l17_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1072 = tosa.add %v1071, %l17_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1073 = tosa.reshape %v1068, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1074 = tosa.transpose %v1073 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1075 = tosa.reshape %v1074, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1076 = tosa.reshape %v1070, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1077 = tosa.transpose %v1076 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1078 = tosa.reshape %v1077, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1079 = tosa.reshape %v1072, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1080 = tosa.transpose %v1079 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1081 = tosa.reshape %v1080, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1082 = tosa.matmul %v1075, %v1078, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1083 = tosa.mul %v1082, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1084 = tosa.reduce_max %v1083 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1085 = tosa.sub %v1083, %v1084 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1086 = tosa.exp %v1085 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1087 = tosa.reduce_sum %v1086 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1088 = tosa.reciprocal %v1087 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1089 = tosa.mul %v1086, %v1088, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1090 = tosa.matmul %v1089, %v1081, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1091 = tosa.reshape %v1090, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1092 = tosa.transpose %v1091 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1093 = tosa.reshape %v1092, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1094 = tosa.matmul %v1093, %l17_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1095 = tosa.add %v1094, %l17_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1096 = tosa.add %v1066, %v1095 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1097 = tosa.reduce_sum %v1096 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1098 = tosa.mul %v1097, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1099 = tosa.sub %v1096, %v1098 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1100 = tosa.mul %v1099, %v1099, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1101 = tosa.reduce_sum %v1100 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1102 = tosa.mul %v1101, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1103 = tosa.add %v1102, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1104 = tosa.rsqrt %v1103 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1105 = tosa.mul %v1099, %v1104, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1106 = tosa.mul %v1105, %l17_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1107 = tosa.add %v1106, %l17_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1108 = tosa.matmul %v1107, %l17_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1109 = tosa.add %v1108, %l17_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1110 = tosa.mul %v1109, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1111 = tosa.erf %v1110 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1112 = tosa.add %v1111, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1113 = tosa.mul %v1109, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1114 = tosa.mul %v1113, %v1112, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1115 = tosa.matmul %v1114, %l17_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1116 = tosa.add %v1115, %l17_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1117 = tosa.add %v1107, %v1116 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1118 = tosa.reduce_sum %v1117 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1119 = tosa.mul %v1118, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1120 = tosa.sub %v1117, %v1119 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1121 = tosa.mul %v1120, %v1120, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1122 = tosa.reduce_sum %v1121 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1123 = tosa.mul %v1122, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1124 = tosa.add %v1123, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1125 = tosa.rsqrt %v1124 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1126 = tosa.mul %v1120, %v1125, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1127 = tosa.mul %v1126, %l17_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1128 = tosa.add %v1127, %l17_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 18 ----
  %v1129 = tosa.matmul %v1128, %l18_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1130 = tosa.add %v1129, %l18_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1131 = tosa.matmul %v1128, %l18_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1132 = tosa.add %v1131, %l18_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1133 = tosa.matmul %v1128, %l18_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1134 = tosa.add %v1133, %l18_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1135 = tosa.reshape %v1130, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1136 = tosa.transpose %v1135 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1137 = tosa.reshape %v1136, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1138 = tosa.reshape %v1132, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1139 = tosa.transpose %v1138 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1140 = tosa.reshape %v1139, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1141 = tosa.reshape %v1134, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1142 = tosa.transpose %v1141 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1143 = tosa.reshape %v1142, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1144 = tosa.matmul %v1137, %v1140, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1145 = tosa.mul %v1144, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1146 = tosa.reduce_max %v1145 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1147 = tosa.sub %v1145, %v1146 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1148 = tosa.exp %v1147 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1149 = tosa.reduce_sum %v1148 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1150 = tosa.reciprocal %v1149 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1151 = tosa.mul %v1148, %v1150, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1152 = tosa.matmul %v1151, %v1143, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1153 = tosa.reshape %v1152, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1154 = tosa.transpose %v1153 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1155 = tosa.reshape %v1154, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1156 = tosa.matmul %v1155, %l18_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1157 = tosa.add %v1156, %l18_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1158 = tosa.add %v1128, %v1157 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1159 = tosa.reduce_sum %v1158 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1160 = tosa.mul %v1159, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1161 = tosa.sub %v1158, %v1160 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1162 = tosa.mul %v1161, %v1161, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1163 = tosa.reduce_sum %v1162 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1164 = tosa.mul %v1163, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1165 = tosa.add %v1164, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1166 = tosa.rsqrt %v1165 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1167 = tosa.mul %v1161, %v1166, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1168 = tosa.mul %v1167, %l18_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1169 = tosa.add %v1168, %l18_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1170 = tosa.matmul %v1169, %l18_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1171 = tosa.add %v1170, %l18_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1172 = tosa.mul %v1171, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1173 = tosa.erf %v1172 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1174 = tosa.add %v1173, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1175 = tosa.mul %v1171, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1176 = tosa.mul %v1175, %v1174, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1177 = tosa.matmul %v1176, %l18_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1178 = tosa.add %v1177, %l18_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1179 = tosa.add %v1169, %v1178 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1180 = tosa.reduce_sum %v1179 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1181 = tosa.mul %v1180, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1182 = tosa.sub %v1179, %v1181 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1183 = tosa.mul %v1182, %v1182, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1184 = tosa.reduce_sum %v1183 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1185 = tosa.mul %v1184, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1186 = tosa.add %v1185, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1187 = tosa.rsqrt %v1186 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1188 = tosa.mul %v1182, %v1187, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1189 = tosa.mul %v1188, %l18_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1190 = tosa.add %v1189, %l18_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 19 ----
  %v1191 = tosa.matmul %v1190, %l19_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1192 = tosa.add %v1191, %l19_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1193 = tosa.matmul %v1190, %l19_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1194 = tosa.add %v1193, %l19_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1195 = tosa.matmul %v1190, %l19_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1196 = tosa.add %v1195, %l19_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1197 = tosa.reshape %v1192, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1198 = tosa.transpose %v1197 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1199 = tosa.reshape %v1198, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1200 = tosa.reshape %v1194, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1201 = tosa.transpose %v1200 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1202 = tosa.reshape %v1201, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1203 = tosa.reshape %v1196, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1204 = tosa.transpose %v1203 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1205 = tosa.reshape %v1204, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1206 = tosa.matmul %v1199, %v1202, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1207 = tosa.mul %v1206, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1208 = tosa.reduce_max %v1207 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1209 = tosa.sub %v1207, %v1208 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1210 = tosa.exp %v1209 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1211 = tosa.reduce_sum %v1210 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1212 = tosa.reciprocal %v1211 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1213 = tosa.mul %v1210, %v1212, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1214 = tosa.matmul %v1213, %v1205, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1215 = tosa.reshape %v1214, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1216 = tosa.transpose %v1215 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1217 = tosa.reshape %v1216, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1218 = tosa.matmul %v1217, %l19_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1219 = tosa.add %v1218, %l19_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1220 = tosa.add %v1190, %v1219 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1221 = tosa.reduce_sum %v1220 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1222 = tosa.mul %v1221, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1223 = tosa.sub %v1220, %v1222 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1224 = tosa.mul %v1223, %v1223, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1225 = tosa.reduce_sum %v1224 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1226 = tosa.mul %v1225, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1227 = tosa.add %v1226, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1228 = tosa.rsqrt %v1227 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1229 = tosa.mul %v1223, %v1228, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1230 = tosa.mul %v1229, %l19_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1231 = tosa.add %v1230, %l19_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1232 = tosa.matmul %v1231, %l19_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1233 = tosa.add %v1232, %l19_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1234 = tosa.mul %v1233, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1235 = tosa.erf %v1234 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1236 = tosa.add %v1235, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1237 = tosa.mul %v1233, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1238 = tosa.mul %v1237, %v1236, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1239 = tosa.matmul %v1238, %l19_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1240 = tosa.add %v1239, %l19_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1241 = tosa.add %v1231, %v1240 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1242 = tosa.reduce_sum %v1241 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1243 = tosa.mul %v1242, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1244 = tosa.sub %v1241, %v1243 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1245 = tosa.mul %v1244, %v1244, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1246 = tosa.reduce_sum %v1245 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1247 = tosa.mul %v1246, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1248 = tosa.add %v1247, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1249 = tosa.rsqrt %v1248 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1250 = tosa.mul %v1244, %v1249, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1251 = tosa.mul %v1250, %l19_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1252 = tosa.add %v1251, %l19_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 20 ----
  %v1253 = tosa.matmul %v1252, %l20_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1254 = tosa.add %v1253, %l20_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1255 = tosa.matmul %v1252, %l20_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1256 = tosa.add %v1255, %l20_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1257 = tosa.matmul %v1252, %l20_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1258 = tosa.add %v1257, %l20_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1259 = tosa.reshape %v1254, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1260 = tosa.transpose %v1259 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1261 = tosa.reshape %v1260, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1262 = tosa.reshape %v1256, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1263 = tosa.transpose %v1262 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1264 = tosa.reshape %v1263, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1265 = tosa.reshape %v1258, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1266 = tosa.transpose %v1265 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1267 = tosa.reshape %v1266, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1268 = tosa.matmul %v1261, %v1264, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1269 = tosa.mul %v1268, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1270 = tosa.reduce_max %v1269 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1271 = tosa.sub %v1269, %v1270 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1272 = tosa.exp %v1271 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1273 = tosa.reduce_sum %v1272 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1274 = tosa.reciprocal %v1273 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1275 = tosa.mul %v1272, %v1274, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1276 = tosa.matmul %v1275, %v1267, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1277 = tosa.reshape %v1276, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1278 = tosa.transpose %v1277 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1279 = tosa.reshape %v1278, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1280 = tosa.matmul %v1279, %l20_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1281 = tosa.add %v1280, %l20_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1282 = tosa.add %v1252, %v1281 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1283 = tosa.reduce_sum %v1282 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1284 = tosa.mul %v1283, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1285 = tosa.sub %v1282, %v1284 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1286 = tosa.mul %v1285, %v1285, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1287 = tosa.reduce_sum %v1286 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1288 = tosa.mul %v1287, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1289 = tosa.add %v1288, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1290 = tosa.rsqrt %v1289 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1291 = tosa.mul %v1285, %v1290, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1292 = tosa.mul %v1291, %l20_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1293 = tosa.add %v1292, %l20_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1294 = tosa.matmul %v1293, %l20_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1295 = tosa.add %v1294, %l20_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1296 = tosa.mul %v1295, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1297 = tosa.erf %v1296 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1298 = tosa.add %v1297, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1299 = tosa.mul %v1295, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1300 = tosa.mul %v1299, %v1298, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1301 = tosa.matmul %v1300, %l20_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1302 = tosa.add %v1301, %l20_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1303 = tosa.add %v1293, %v1302 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1304 = tosa.reduce_sum %v1303 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1305 = tosa.mul %v1304, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1306 = tosa.sub %v1303, %v1305 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1307 = tosa.mul %v1306, %v1306, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1308 = tosa.reduce_sum %v1307 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1309 = tosa.mul %v1308, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1310 = tosa.add %v1309, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1311 = tosa.rsqrt %v1310 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1312 = tosa.mul %v1306, %v1311, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1313 = tosa.mul %v1312, %l20_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1314 = tosa.add %v1313, %l20_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 21 ----
  %v1315 = tosa.matmul %v1314, %l21_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1316 = tosa.add %v1315, %l21_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1317 = tosa.matmul %v1314, %l21_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1318 = tosa.add %v1317, %l21_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1319 = tosa.matmul %v1314, %l21_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1320 = tosa.add %v1319, %l21_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1321 = tosa.reshape %v1316, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1322 = tosa.transpose %v1321 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1323 = tosa.reshape %v1322, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1324 = tosa.reshape %v1318, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1325 = tosa.transpose %v1324 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1326 = tosa.reshape %v1325, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1327 = tosa.reshape %v1320, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1328 = tosa.transpose %v1327 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1329 = tosa.reshape %v1328, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1330 = tosa.matmul %v1323, %v1326, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1331 = tosa.mul %v1330, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1332 = tosa.reduce_max %v1331 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1333 = tosa.sub %v1331, %v1332 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1334 = tosa.exp %v1333 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1335 = tosa.reduce_sum %v1334 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1336 = tosa.reciprocal %v1335 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1337 = tosa.mul %v1334, %v1336, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1338 = tosa.matmul %v1337, %v1329, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1339 = tosa.reshape %v1338, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1340 = tosa.transpose %v1339 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1341 = tosa.reshape %v1340, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1342 = tosa.matmul %v1341, %l21_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1343 = tosa.add %v1342, %l21_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1344 = tosa.add %v1314, %v1343 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1345 = tosa.reduce_sum %v1344 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1346 = tosa.mul %v1345, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1347 = tosa.sub %v1344, %v1346 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1348 = tosa.mul %v1347, %v1347, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1349 = tosa.reduce_sum %v1348 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1350 = tosa.mul %v1349, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1351 = tosa.add %v1350, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1352 = tosa.rsqrt %v1351 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1353 = tosa.mul %v1347, %v1352, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1354 = tosa.mul %v1353, %l21_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1355 = tosa.add %v1354, %l21_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1356 = tosa.matmul %v1355, %l21_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1357 = tosa.add %v1356, %l21_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1358 = tosa.mul %v1357, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1359 = tosa.erf %v1358 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1360 = tosa.add %v1359, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1361 = tosa.mul %v1357, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1362 = tosa.mul %v1361, %v1360, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1363 = tosa.matmul %v1362, %l21_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1364 = tosa.add %v1363, %l21_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1365 = tosa.add %v1355, %v1364 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1366 = tosa.reduce_sum %v1365 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1367 = tosa.mul %v1366, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1368 = tosa.sub %v1365, %v1367 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1369 = tosa.mul %v1368, %v1368, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1370 = tosa.reduce_sum %v1369 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1371 = tosa.mul %v1370, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1372 = tosa.add %v1371, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1373 = tosa.rsqrt %v1372 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1374 = tosa.mul %v1368, %v1373, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1375 = tosa.mul %v1374, %l21_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1376 = tosa.add %v1375, %l21_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 22 ----
  %v1377 = tosa.matmul %v1376, %l22_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1378 = tosa.add %v1377, %l22_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1379 = tosa.matmul %v1376, %l22_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1380 = tosa.add %v1379, %l22_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1381 = tosa.matmul %v1376, %l22_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1382 = tosa.add %v1381, %l22_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1383 = tosa.reshape %v1378, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1384 = tosa.transpose %v1383 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1385 = tosa.reshape %v1384, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1386 = tosa.reshape %v1380, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1387 = tosa.transpose %v1386 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1388 = tosa.reshape %v1387, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1389 = tosa.reshape %v1382, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1390 = tosa.transpose %v1389 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1391 = tosa.reshape %v1390, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1392 = tosa.matmul %v1385, %v1388, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1393 = tosa.mul %v1392, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1394 = tosa.reduce_max %v1393 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1395 = tosa.sub %v1393, %v1394 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1396 = tosa.exp %v1395 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1397 = tosa.reduce_sum %v1396 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1398 = tosa.reciprocal %v1397 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1399 = tosa.mul %v1396, %v1398, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1400 = tosa.matmul %v1399, %v1391, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1401 = tosa.reshape %v1400, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1402 = tosa.transpose %v1401 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1403 = tosa.reshape %v1402, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1404 = tosa.matmul %v1403, %l22_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1405 = tosa.add %v1404, %l22_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1406 = tosa.add %v1376, %v1405 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1407 = tosa.reduce_sum %v1406 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1408 = tosa.mul %v1407, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1409 = tosa.sub %v1406, %v1408 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1410 = tosa.mul %v1409, %v1409, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1411 = tosa.reduce_sum %v1410 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1412 = tosa.mul %v1411, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1413 = tosa.add %v1412, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1414 = tosa.rsqrt %v1413 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1415 = tosa.mul %v1409, %v1414, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1416 = tosa.mul %v1415, %l22_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1417 = tosa.add %v1416, %l22_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1418 = tosa.matmul %v1417, %l22_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1419 = tosa.add %v1418, %l22_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1420 = tosa.mul %v1419, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1421 = tosa.erf %v1420 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1422 = tosa.add %v1421, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1423 = tosa.mul %v1419, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1424 = tosa.mul %v1423, %v1422, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1425 = tosa.matmul %v1424, %l22_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1426 = tosa.add %v1425, %l22_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1427 = tosa.add %v1417, %v1426 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1428 = tosa.reduce_sum %v1427 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1429 = tosa.mul %v1428, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1430 = tosa.sub %v1427, %v1429 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1431 = tosa.mul %v1430, %v1430, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1432 = tosa.reduce_sum %v1431 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1433 = tosa.mul %v1432, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1434 = tosa.add %v1433, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1435 = tosa.rsqrt %v1434 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1436 = tosa.mul %v1430, %v1435, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1437 = tosa.mul %v1436, %l22_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1438 = tosa.add %v1437, %l22_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  // ---- layer 23 ----
  %v1439 = tosa.matmul %v1438, %l23_wq, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1440 = tosa.add %v1439, %l23_bq : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1441 = tosa.matmul %v1438, %l23_wk, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1442 = tosa.add %v1441, %l23_bk : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1443 = tosa.matmul %v1438, %l23_wv, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1444 = tosa.add %v1443, %l23_bv : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1445 = tosa.reshape %v1440, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1446 = tosa.transpose %v1445 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1447 = tosa.reshape %v1446, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1448 = tosa.reshape %v1442, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1449 = tosa.transpose %v1448 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1450 = tosa.reshape %v1449, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1451 = tosa.reshape %v1444, %s8 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
  %v1452 = tosa.transpose %v1451 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %v1453 = tosa.reshape %v1452, %s11 : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
  %v1454 = tosa.matmul %v1447, %v1450, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1455 = tosa.mul %v1454, %c20, %c21 : (tensor<4x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1456 = tosa.reduce_max %v1455 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1457 = tosa.sub %v1455, %v1456 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
  %v1458 = tosa.exp %v1457 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %v1459 = tosa.reduce_sum %v1458 {axis = 2 : i32} : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
  %v1460 = tosa.reciprocal %v1459 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
  %v1461 = tosa.mul %v1458, %v1460, %c21 : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<1xi8>) -> tensor<4x16x16xf32>
  %v1462 = tosa.matmul %v1461, %v1453, %c1, %c1 : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
  %v1463 = tosa.reshape %v1462, %s30 : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
  %v1464 = tosa.transpose %v1463 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %v1465 = tosa.reshape %v1464, %s33 : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
  %v1466 = tosa.matmul %v1465, %l23_wo, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1467 = tosa.add %v1466, %l23_bo : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1468 = tosa.add %v1438, %v1467 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1469 = tosa.reduce_sum %v1468 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1470 = tosa.mul %v1469, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1471 = tosa.sub %v1468, %v1470 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1472 = tosa.mul %v1471, %v1471, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1473 = tosa.reduce_sum %v1472 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1474 = tosa.mul %v1473, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1475 = tosa.add %v1474, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1476 = tosa.rsqrt %v1475 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1477 = tosa.mul %v1471, %v1476, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1478 = tosa.mul %v1477, %l23_g1, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1479 = tosa.add %v1478, %l23_be1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1480 = tosa.matmul %v1479, %l23_w1, %c1, %c1 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
  %v1481 = tosa.add %v1480, %l23_b1 : (tensor<1x16x256xf32>, tensor<1x1x256xf32>) -> tensor<1x16x256xf32>
  %v1482 = tosa.mul %v1481, %c53, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1483 = tosa.erf %v1482 : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %v1484 = tosa.add %v1483, %c56 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
  %v1485 = tosa.mul %v1481, %c58, %c21 : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1486 = tosa.mul %v1485, %v1484, %c21 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
  %v1487 = tosa.matmul %v1486, %l23_w2, %c1, %c1 : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %v1488 = tosa.add %v1487, %l23_b2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %v1489 = tosa.add %v1479, %v1488 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %v1490 = tosa.reduce_sum %v1489 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1491 = tosa.mul %v1490, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1492 = tosa.sub %v1489, %v1491 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
  %v1493 = tosa.mul %v1492, %v1492, %c21 : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1494 = tosa.reduce_sum %v1493 {axis = 2 : i32} : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
  %v1495 = tosa.mul %v1494, %c38, %c21 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
  %v1496 = tosa.add %v1495, %c45 : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
  %v1497 = tosa.rsqrt %v1496 : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %v1498 = tosa.mul %v1492, %v1497, %c21 : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1499 = tosa.mul %v1498, %l23_g2, %c21 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
  %v1500 = tosa.add %v1499, %l23_be2 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  return %v1500 : tensor<1x16x64xf32>
}
