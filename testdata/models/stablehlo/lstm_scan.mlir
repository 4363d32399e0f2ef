// Imported by `defuse import` from testdata/models/src/jax_zoo.py:lstm_scan (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: sequence=uniform(-0.288675,0.288675)  // weight: +-1/sqrt(fan-in 12)
// DEFUSE-INPUT: input_weight=uniform(-0.353553,0.353553)  // weight: +-1/sqrt(fan-in 8)
// DEFUSE-INPUT: hidden_weight=uniform(-0.25,0.25)     // weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: gate_bias=normal(0,0.05)              // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "sequence"}, {defuse.name = "input_weight"}, {defuse.name = "hidden_weight"}, {defuse.name = "gate_bias"}], function_type = (tensor<6x2x8xf32>, tensor<8x64xf32>, tensor<16x64xf32>, tensor<64xf32>) -> (tensor<6x2x16xf32>, tensor<2x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<6x2x8xf32>, %arg6: tensor<8x64xf32>, %arg7: tensor<16x64xf32>, %arg8: tensor<64xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x16xf32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15:8 = "stablehlo.while"(%arg5, %arg6, %arg7, %arg8, %14, %9, %11, %13) ({
    ^bb0(%arg17: tensor<6x2x8xf32>, %arg18: tensor<8x64xf32>, %arg19: tensor<16x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<i32>, %arg22: tensor<2x16xf32>, %arg23: tensor<2x16xf32>, %arg24: tensor<6x2x16xf32>):
      %60 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %61 = "stablehlo.compare"(%arg21, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<6x2x8xf32>, %arg10: tensor<8x64xf32>, %arg11: tensor<16x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<i32>, %arg14: tensor<2x16xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<6x2x16xf32>):
      %16 = "func.call"(%arg9, %arg13) <{callee = @dynamic_index_in_dim}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %17 = "stablehlo.dot_general"(%16, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x64xf32>) -> tensor<2x64xf32>
      %18 = "stablehlo.dot_general"(%arg14, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
      %19 = "stablehlo.add"(%17, %18) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
      %20 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2x64xf32>
      %22 = "stablehlo.add"(%19, %21) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
      %23 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
      %24 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
      %25 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
      %26 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
      %27 = "stablehlo.negate"(%24) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %28 = "stablehlo.exponential"(%27) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %29 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %31 = "stablehlo.add"(%30, %28) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %32 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %34 = "stablehlo.divide"(%33, %31) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %35 = "stablehlo.multiply"(%34, %arg15) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %36 = "stablehlo.negate"(%23) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %37 = "stablehlo.exponential"(%36) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %40 = "stablehlo.add"(%39, %37) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %41 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %43 = "stablehlo.divide"(%42, %40) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %44 = "stablehlo.tanh"(%25) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %45 = "stablehlo.multiply"(%43, %44) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %46 = "stablehlo.add"(%35, %45) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %47 = "stablehlo.negate"(%26) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %48 = "stablehlo.exponential"(%47) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %51 = "stablehlo.add"(%50, %48) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %54 = "stablehlo.divide"(%53, %51) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %55 = "stablehlo.tanh"(%46) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %56 = "stablehlo.multiply"(%54, %55) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %57 = "func.call"(%arg16, %56, %arg13) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<6x2x16xf32>
      %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %59 = "stablehlo.add"(%arg13, %58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %arg10, %arg11, %arg12, %59, %56, %46, %57) : (tensor<6x2x8xf32>, tensor<8x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<6x2x16xf32>) -> ()
    }) : (tensor<6x2x8xf32>, tensor<8x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<6x2x16xf32>) -> (tensor<6x2x8xf32>, tensor<8x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<6x2x16xf32>)
    "func.return"(%15#7, %15#6) : (tensor<6x2x16xf32>, tensor<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x2x8xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 2, 8>}> : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%7) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<6x2x16xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x2x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<6x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x16xf32>
    "func.return"(%3) : (tensor<6x2x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
