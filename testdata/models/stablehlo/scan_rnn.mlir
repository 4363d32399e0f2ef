// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:scan_rnn (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: sequence=uniform(-0.25,0.25)             // weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: input_kernel=uniform(-0.353553,0.353553)  // weight: +-1/sqrt(fan-in 8)
// DEFUSE-INPUT: input_bias=normal(0,0.05)                // bias or shift: small
// DEFUSE-INPUT: recurrent_kernel=uniform(-0.25,0.25)     // weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: recurrent_bias=normal(0,0.05)            // bias or shift: small
// DEFUSE-INPUT: initial_carry=normal(0,0.5)              // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "sequence"}, {defuse.name = "input_kernel"}, {defuse.name = "input_bias"}, {defuse.name = "recurrent_kernel"}, {defuse.name = "recurrent_bias"}, {defuse.name = "initial_carry"}], function_type = (tensor<8x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<2x16xf32>) -> (tensor<8x2x16xf32>, tensor<2x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<8x2x8xf32>, %arg6: tensor<8x48xf32>, %arg7: tensor<48xf32>, %arg8: tensor<16x48xf32>, %arg9: tensor<48xf32>, %arg10: tensor<2x16xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x2x16xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:8 = "stablehlo.while"(%arg5, %arg6, %arg7, %arg8, %arg9, %10, %arg10, %9) ({
    ^bb0(%arg19: tensor<8x2x8xf32>, %arg20: tensor<8x48xf32>, %arg21: tensor<48xf32>, %arg22: tensor<16x48xf32>, %arg23: tensor<48xf32>, %arg24: tensor<i32>, %arg25: tensor<2x16xf32>, %arg26: tensor<8x2x16xf32>):
      %57 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %58 = "stablehlo.compare"(%arg24, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%58) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<8x2x8xf32>, %arg12: tensor<8x48xf32>, %arg13: tensor<48xf32>, %arg14: tensor<16x48xf32>, %arg15: tensor<48xf32>, %arg16: tensor<i32>, %arg17: tensor<2x16xf32>, %arg18: tensor<8x2x16xf32>):
      %12 = "func.call"(%arg11, %arg16) <{callee = @dynamic_index_in_dim}> : (tensor<8x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %13 = "stablehlo.dot_general"(%12, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x48xf32>) -> tensor<2x48xf32>
      %14 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<48xf32>) -> tensor<1x48xf32>
      %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x48xf32>) -> tensor<2x48xf32>
      %16 = "stablehlo.add"(%13, %15) : (tensor<2x48xf32>, tensor<2x48xf32>) -> tensor<2x48xf32>
      %17 = "stablehlo.dot_general"(%arg17, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x48xf32>) -> tensor<2x48xf32>
      %18 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<48xf32>) -> tensor<1x48xf32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x48xf32>) -> tensor<2x48xf32>
      %20 = "stablehlo.add"(%17, %19) : (tensor<2x48xf32>, tensor<2x48xf32>) -> tensor<2x48xf32>
      %21 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %22 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %23 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 2, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %24 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %25 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %26 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 2, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<2x48xf32>) -> tensor<2x16xf32>
      %27 = "stablehlo.add"(%21, %24) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %28 = "stablehlo.negate"(%27) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %29 = "stablehlo.exponential"(%28) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %30 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %32 = "stablehlo.add"(%31, %29) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %35 = "stablehlo.divide"(%34, %32) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %36 = "stablehlo.add"(%22, %25) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %37 = "stablehlo.negate"(%36) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %38 = "stablehlo.exponential"(%37) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %41 = "stablehlo.add"(%40, %38) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %44 = "stablehlo.divide"(%43, %41) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %45 = "stablehlo.multiply"(%35, %26) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %46 = "stablehlo.add"(%23, %45) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %47 = "stablehlo.tanh"(%46) : (tensor<2x16xf32>) -> tensor<2x16xf32>
      %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
      %50 = "stablehlo.subtract"(%49, %44) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %51 = "stablehlo.multiply"(%50, %47) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %52 = "stablehlo.multiply"(%44, %arg17) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %53 = "stablehlo.add"(%51, %52) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
      %54 = "func.call"(%arg18, %53, %arg16) <{callee = @dynamic_update_index_in_dim}> : (tensor<8x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<8x2x16xf32>
      %55 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %56 = "stablehlo.add"(%arg16, %55) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg11, %arg12, %arg13, %arg14, %arg15, %56, %53, %54) : (tensor<8x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<i32>, tensor<2x16xf32>, tensor<8x2x16xf32>) -> ()
    }) : (tensor<8x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<i32>, tensor<2x16xf32>, tensor<8x2x16xf32>) -> (tensor<8x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<i32>, tensor<2x16xf32>, tensor<8x2x16xf32>)
    "func.return"(%11#7, %11#6) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x2x8xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 2, 8>}> : (tensor<8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%7) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<8x2x16xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x2x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<8x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x2x16xf32>
    "func.return"(%3) : (tensor<8x2x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
