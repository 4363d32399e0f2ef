// Imported by `defuse import` from testdata/models/src/jax_zoo.py:conv_block (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: image=uniform(-0.0441942,0.0441942)  // weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: conv1_weight=uniform(-0.117851,0.117851)  // weight: +-1/sqrt(fan-in 72)
// DEFUSE-INPUT: bn_scale=uniform(0.8,1.2)            // norm scale: near 1
// DEFUSE-INPUT: bn_bias=normal(0,0.05)               // bias or shift: small
// DEFUSE-INPUT: bn_mean=normal(0,0.1)                // given by the model
// DEFUSE-INPUT: bn_var=uniform(0.5,2)                // given by the model
// DEFUSE-INPUT: dw_weight=uniform(-0.333333,0.333333)  // weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: head_weight=uniform(-0.25,0.25)      // weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: head_bias=normal(0,0.05)             // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "image"}, {defuse.name = "conv1_weight"}, {defuse.name = "bn_scale"}, {defuse.name = "bn_bias"}, {defuse.name = "bn_mean"}, {defuse.name = "bn_var"}, {defuse.name = "dw_weight"}, {defuse.name = "head_weight"}, {defuse.name = "head_bias"}], function_type = (tensor<2x16x16x8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<16x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2x16x16x8xf32>, %arg8: tensor<3x3x8x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<3x3x1x16xf32>, %arg14: tensor<16x10xf32>, %arg15: tensor<10xf32>):
    %26 = "stablehlo.convolution"(%arg7, %arg8) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %29 = "stablehlo.subtract"(%26, %28) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %30 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %32 = "stablehlo.add"(%arg12, %31) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %33 = "stablehlo.rsqrt"(%32) : (tensor<16xf32>) -> tensor<16xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %36 = "stablehlo.multiply"(%29, %35) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %39 = "stablehlo.multiply"(%36, %38) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %40 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %42 = "stablehlo.add"(%39, %41) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %43 = "func.call"(%42) <{callee = @relu}> : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %44 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.reduce_window"(%43, %45) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %60 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    %47 = "stablehlo.convolution"(%46, %arg13) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x8x8x16xf32>
    %48 = "func.call"(%47) <{callee = @relu6}> : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %59 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%59) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %51 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %53 = "stablehlo.divide"(%50, %52) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %54 = "stablehlo.dot_general"(%53, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %55 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %58 = "func.call"(%57) <{callee = @log_softmax}> : (tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%58) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x16x16x16xf32>):
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %25 = "stablehlo.maximum"(%arg6, %24) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    "func.return"(%25) : (tensor<2x16x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>, sym_name = "relu6", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x8x8x16xf32>):
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %19 = "stablehlo.maximum"(%arg5, %18) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %20 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %22 = "stablehlo.minimum"(%19, %21) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    "func.return"(%22) : (tensor<2x8x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x10xf32>) -> tensor<2x10xf32>, sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x10xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %12 = "stablehlo.log"(%11) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %14 = "stablehlo.subtract"(%7, %13) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%14) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
