// Imported by `defuse import` from testdata/models/src/jax_zoo.py:transformer_block (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                           // input activations
// DEFUSE-INPUT: ln1_scale=uniform(0.8,1.2)              // norm scale: near 1
// DEFUSE-INPUT: ln1_bias=normal(0,0.05)                 // bias or shift: small
// DEFUSE-INPUT: attn_q_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: attn_k_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: attn_v_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: attn_o_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: ln2_scale=uniform(0.8,1.2)              // norm scale: near 1
// DEFUSE-INPUT: ln2_bias=normal(0,0.05)                 // bias or shift: small
// DEFUSE-INPUT: ffn_up_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: ffn_up_bias=normal(0,0.05)              // bias or shift: small
// DEFUSE-INPUT: ffn_down_weight=uniform(-0.0625,0.0625)  // weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: ffn_down_bias=normal(0,0.05)            // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "ln1_scale"}, {defuse.name = "ln1_bias"}, {defuse.name = "attn_q_weight"}, {defuse.name = "attn_k_weight"}, {defuse.name = "attn_v_weight"}, {defuse.name = "attn_o_weight"}, {defuse.name = "ln2_scale"}, {defuse.name = "ln2_bias"}, {defuse.name = "ffn_up_weight"}, {defuse.name = "ffn_up_bias"}, {defuse.name = "ffn_down_weight"}, {defuse.name = "ffn_down_bias"}], function_type = (tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%arg4, %13) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %133 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%133) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %18 = "stablehlo.divide"(%15, %17) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %20 = "stablehlo.subtract"(%arg4, %19) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %21 = "chlo.square"(%20) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %132 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %25 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %27 = "stablehlo.divide"(%24, %26) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %29 = "stablehlo.subtract"(%arg4, %28) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %32 = "stablehlo.add"(%27, %31) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %33 = "stablehlo.rsqrt"(%32) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %35 = "stablehlo.multiply"(%29, %34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %36 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %42 = "stablehlo.dot_general"(%41, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %44 = "stablehlo.transpose"(%43) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %45 = "stablehlo.dot_general"(%41, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %47 = "stablehlo.transpose"(%46) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %48 = "stablehlo.dot_general"(%41, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %50 = "stablehlo.transpose"(%49) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %51 = "stablehlo.transpose"(%47) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %52 = "stablehlo.dot_general"(%44, %51) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %53 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.sqrt"(%53) : (tensor<f32>) -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16xf32>
    %56 = "stablehlo.divide"(%52, %55) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %57 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %59 = "func.call"(%58) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %60 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %61 = "func.call"(%59, %56, %60) <{callee = @_where}> : (tensor<16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %62 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%61, %62) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %131 = "stablehlo.maximum"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %64 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %66 = "stablehlo.maximum"(%65, %63) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %69 = "stablehlo.subtract"(%61, %68) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %70 = "stablehlo.exponential"(%69) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %130 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %75 = "stablehlo.divide"(%70, %74) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %76 = "stablehlo.dot_general"(%75, %50) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %77 = "stablehlo.transpose"(%76) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<16x4x16xf32>) -> tensor<16x64xf32>
    %79 = "stablehlo.dot_general"(%78, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %80 = "stablehlo.add"(%arg4, %79) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %129 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %84 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %86 = "stablehlo.divide"(%83, %85) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %88 = "stablehlo.subtract"(%80, %87) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %89 = "chlo.square"(%88) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %128 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %93 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %95 = "stablehlo.divide"(%92, %94) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %96 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %97 = "stablehlo.subtract"(%80, %96) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %98 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %100 = "stablehlo.add"(%95, %99) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %101 = "stablehlo.rsqrt"(%100) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %103 = "stablehlo.multiply"(%97, %102) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %104 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %106 = "stablehlo.multiply"(%103, %105) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %107 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %109 = "stablehlo.add"(%106, %108) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %110 = "stablehlo.dot_general"(%109, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %111 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<16x256xf32>
    %113 = "stablehlo.add"(%110, %112) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %114 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
    %116 = "stablehlo.multiply"(%115, %113) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %117 = "stablehlo.negate"(%113) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
    %120 = "stablehlo.multiply"(%117, %119) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %121 = "chlo.erfc"(%120) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %122 = "stablehlo.multiply"(%116, %121) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %123 = "stablehlo.dot_general"(%122, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %124 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %126 = "stablehlo.add"(%123, %125) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %127 = "stablehlo.add"(%80, %126) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%127) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xi1>):
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %10 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %12 = "stablehlo.select"(%9, %arg3, %11) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%12) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x16xi1>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xi1>) -> tensor<4x16x16xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<4x16x16xi1>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    "func.return"(%3) : (tensor<4x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
