// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:moe_argmax_router (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                             // input activations
// DEFUSE-INPUT: router_weight=normal(0,1)                 // given by the model
// DEFUSE-INPUT: expert_in_weight=uniform(-0.25,0.25)      // given by the model
// DEFUSE-INPUT: expert_out_weight=uniform(-0.176777,0.176777)  // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "router_weight"}, {defuse.name = "expert_in_weight"}, {defuse.name = "expert_out_weight"}], function_type = (tensor<16x16xf32>, tensor<16x4xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>) -> (tensor<16x16xf32>, tensor<16xi32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<16x16xf32>, %arg14: tensor<16x4xf32>, %arg15: tensor<4x16x32xf32>, %arg16: tensor<4x32x16xf32>):
    %39 = "stablehlo.dot_general"(%arg13, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %40 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %110 = "stablehlo.maximum"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%110) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %42 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %44 = "stablehlo.maximum"(%43, %41) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %47 = "stablehlo.subtract"(%39, %46) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %48 = "stablehlo.exponential"(%47) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %109 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%109) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %53 = "stablehlo.divide"(%48, %52) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %54 = "func.call"(%53) <{callee = @argmax}> : (tensor<16x4xf32>) -> tensor<16xi32>
    %55 = "func.call"(%54) <{callee = @_one_hot}> : (tensor<16xi32>) -> tensor<16x4xi32>
    %56 = "func.call"(%55) <{callee = @cumsum}> : (tensor<16x4xi32>) -> tensor<16x4xi32>
    %57 = "stablehlo.multiply"(%56, %55) : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x4xi32>
    %60 = "stablehlo.subtract"(%57, %59) : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    %61 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x4xi32>
    %63 = "stablehlo.compare"(%60, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %64 = "stablehlo.convert"(%63) : (tensor<16x4xi1>) -> tensor<16x4xi32>
    %65 = "stablehlo.multiply"(%55, %64) : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    %66 = "stablehlo.convert"(%65) : (tensor<16x4xi32>) -> tensor<16x4xf32>
    %67 = "stablehlo.multiply"(%53, %66) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %108 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %70 = "stablehlo.multiply"(%60, %65) : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    %71 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg23: tensor<i32>, %arg24: tensor<i32>):
      %107 = "stablehlo.maximum"(%arg23, %arg24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%107) : (tensor<i32>) -> ()
    }) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16xi32>
    %73 = "func.call"(%72) <{callee = @_one_hot_1}> : (tensor<16xi32>) -> tensor<16x8xf32>
    %74 = "stablehlo.convert"(%65) : (tensor<16x4xi32>) -> tensor<16x4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<16x8xf32>) -> tensor<16x1x8xf32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<16x4x1xf32>) -> tensor<16x4x8xf32>
    %78 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<16x1x8xf32>) -> tensor<16x4x8xf32>
    %79 = "stablehlo.multiply"(%77, %78) : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %80 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<16x1x1xf32>) -> tensor<16x4x8xf32>
    %82 = "stablehlo.multiply"(%81, %79) : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %83 = "stablehlo.dot_general"(%79, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4x8xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %84 = "stablehlo.dot_general"(%83, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
    %85 = "func.call"(%84) <{callee = @relu}> : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %86 = "stablehlo.dot_general"(%85, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x32x16xf32>) -> tensor<4x8x16xf32>
    %87 = "stablehlo.dot_general"(%82, %86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4x8xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %88 = "func.call"(%54) <{callee = @_one_hot_2}> : (tensor<16xi32>) -> tensor<16x4xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %106 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %93 = "stablehlo.divide"(%90, %92) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.reduce"(%53, %94) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %105 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %98 = "stablehlo.divide"(%95, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.multiply"(%93, %98) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %104 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.multiply"(%101, %102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%87, %54, %103) : (tensor<16x16xf32>, tensor<16xi32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x4xf32>) -> tensor<16xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<16x4xf32>):
    %26 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x4xi32>
    %27 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29:2 = "stablehlo.reduce"(%arg8, %26, %27, %28) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<i32>, %arg11: tensor<f32>, %arg12: tensor<i32>):
      %30 = "stablehlo.compare"(%arg9, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %31 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %32 = "stablehlo.or"(%30, %31) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %33 = "stablehlo.compare"(%arg9, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %35 = "stablehlo.and"(%33, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %36 = "stablehlo.or"(%32, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %37 = "stablehlo.select"(%32, %arg9, %arg11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %38 = "stablehlo.select"(%36, %arg10, %arg12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%37, %38) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<16x4xf32>, tensor<16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
    "func.return"(%29#1) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi32>) -> tensor<16x4xi32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16xi32>):
    %20 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %21 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x4xi32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x4xi32>
    %23 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<16x4xi32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %25 = "stablehlo.convert"(%24) : (tensor<16x4xi1>) -> tensor<16x4xi32>
    "func.return"(%25) : (tensor<16x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x4xi32>) -> tensor<16x4xi32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<16x4xi32>):
    %19 = "func.call"(%arg6) <{callee = @cumsum_0}> : (tensor<16x4xi32>) -> tensor<16x4xi32>
    "func.return"(%19) : (tensor<16x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x4xi32>) -> tensor<16x4xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x4xi32>):
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.reduce_window"(%arg3, %16) <{base_dilations = array<i64: 1, 1>, padding = dense<[[15, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 16, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %18 = "stablehlo.add"(%arg4, %arg5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%18) : (tensor<i32>) -> ()
    }) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16x4xi32>
    "func.return"(%17) : (tensor<16x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi32>) -> tensor<16x8xf32>, sym_name = "_one_hot_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<16xi32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x8xi32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x8xi32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<16x8xi32>
    %13 = "stablehlo.compare"(%11, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x8xi32>, tensor<16x8xi32>) -> tensor<16x8xi1>
    %14 = "stablehlo.convert"(%13) : (tensor<16x8xi1>) -> tensor<16x8xf32>
    "func.return"(%14) : (tensor<16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x8x32xf32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %8 = "stablehlo.maximum"(%arg1, %7) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%8) : (tensor<4x8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi32>) -> tensor<16x4xf32>, sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xi32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x4xi32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x4xi32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<16x4xi32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<16x4xi1>) -> tensor<16x4xf32>
    "func.return"(%5) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
