// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:moe_top2 (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                              // input activations
// DEFUSE-INPUT: router_weight=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: expert_gate_weight=uniform(-0.176777,0.176777)  // given by the model
// DEFUSE-INPUT: expert_up_weight=uniform(-0.176777,0.176777)  // given by the model
// DEFUSE-INPUT: expert_down_weight=uniform(-0.125,0.125)   // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "router_weight"}, {defuse.name = "expert_gate_weight"}, {defuse.name = "expert_up_weight"}, {defuse.name = "expert_down_weight"}], function_type = (tensor<16x32xf32>, tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>) -> (tensor<16x32xf32>, tensor<16x2xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<16x32xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4x32x64xf32>, %arg5: tensor<4x32x64xf32>, %arg6: tensor<4x64x32xf32>):
    %15 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %47 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %20 = "stablehlo.maximum"(%19, %17) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %23 = "stablehlo.subtract"(%15, %22) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %24 = "stablehlo.exponential"(%23) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %46 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %30:2 = "chlo.top_k"(%29) <{k = 2 : i64}> : (tensor<16x4xf32>) -> (tensor<16x2xf32>, tensor<16x2xi32>)
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30#0, %31) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %45 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %35 = "stablehlo.divide"(%30#0, %34) : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %36 = "func.call"(%30#1) <{callee = @_one_hot}> : (tensor<16x2xi32>) -> tensor<16x2x4xf32>
    %37 = "stablehlo.dot_general"(%35, %36) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x2xf32>, tensor<16x2x4xf32>) -> tensor<16x4xf32>
    %38 = "stablehlo.dot_general"(%arg2, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<4x32x64xf32>) -> tensor<16x4x64xf32>
    %39 = "stablehlo.dot_general"(%arg2, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<4x32x64xf32>) -> tensor<16x4x64xf32>
    %40 = "func.call"(%38) <{callee = @silu}> : (tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %41 = "stablehlo.multiply"(%40, %39) : (tensor<16x4x64xf32>, tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %42 = "stablehlo.dot_general"(%arg6, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x64x32xf32>, tensor<16x4x64xf32>) -> tensor<4x32x16xf32>
    %43 = "stablehlo.transpose"(%42) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x32x16xf32>) -> tensor<16x4x32xf32>
    %44 = "stablehlo.dot_general"(%43, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4x32xf32>, tensor<16x4xf32>) -> tensor<16x32xf32>
    "func.return"(%44, %30#1) : (tensor<16x32xf32>, tensor<16x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x2xi32>) -> tensor<16x2x4xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<16x2xi32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x2xi32>) -> tensor<16x2x1xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<16x2x1xi32>) -> tensor<16x2x4xi32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi32>) -> tensor<16x2x4xi32>
    %13 = "stablehlo.compare"(%11, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x2x4xi32>, tensor<16x2x4xi32>) -> tensor<16x2x4xi1>
    %14 = "stablehlo.convert"(%13) : (tensor<16x2x4xi1>) -> tensor<16x2x4xf32>
    "func.return"(%14) : (tensor<16x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x4x64xf32>) -> tensor<16x4x64xf32>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x4x64xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4x64xf32>
    %4 = "stablehlo.add"(%3, %1) : (tensor<16x4x64xf32>, tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4x64xf32>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<16x4x64xf32>, tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<16x4x64xf32>, tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    "func.return"(%8) : (tensor<16x4x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
