// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:int8_weight_matmul (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                       // input activations
// DEFUSE-INPUT: up_kernel=int(-127,127)             // given by the model
// DEFUSE-INPUT: up_scale=uniform(0.0012,0.0016)     // given by the model
// DEFUSE-INPUT: up_bias=normal(0,0.05)              // bias or shift: small
// DEFUSE-INPUT: down_kernel=int(-127,127)           // given by the model
// DEFUSE-INPUT: down_scale=uniform(0.0008,0.0011)   // given by the model
// DEFUSE-INPUT: down_bias=normal(0,0.05)            // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "up_kernel"}, {defuse.name = "up_scale"}, {defuse.name = "up_bias"}, {defuse.name = "down_kernel"}, {defuse.name = "down_scale"}, {defuse.name = "down_bias"}], function_type = (tensor<8x32xf32>, tensor<32x64xi8>, tensor<1x64xf32>, tensor<64xf32>, tensor<64x16xi8>, tensor<1x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<8x32xf32>, %arg8: tensor<32x64xi8>, %arg9: tensor<1x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x16xi8>, %arg12: tensor<1x16xf32>, %arg13: tensor<16xf32>):
    %8 = "stablehlo.convert"(%arg8) : (tensor<32x64xi8>) -> tensor<32x64xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %11 = "stablehlo.dot_general"(%arg7, %10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %14 = "stablehlo.add"(%11, %13) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %15 = "stablehlo.multiply"(%14, %14) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %16 = "stablehlo.multiply"(%15, %14) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %17 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %20 = "stablehlo.add"(%14, %19) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %23 = "stablehlo.multiply"(%22, %20) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %24 = "stablehlo.tanh"(%23) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %27 = "stablehlo.add"(%26, %24) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %28 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %30 = "stablehlo.multiply"(%29, %27) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %31 = "stablehlo.multiply"(%14, %30) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %32 = "stablehlo.abs"(%31) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %33 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %61 = "stablehlo.maximum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%61) : (tensor<f32>) -> ()
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.270000e+02> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %38 = "stablehlo.divide"(%35, %37) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %41 = "stablehlo.compare"(%38, %40) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %44 = "func.call"(%41, %43, %38) <{callee = @_where}> : (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %46 = "stablehlo.divide"(%31, %45) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %47 = "func.call"(%46) <{callee = @round}> : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %48 = "stablehlo.constant"() <{value = dense<-127> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %50 = "func.call"(%47, %48, %49) <{callee = @clip}> : (tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<8x64xf32>
    %51 = "stablehlo.convert"(%50) : (tensor<8x64xf32>) -> tensor<8x64xi8>
    %52 = "stablehlo.dot_general"(%51, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xi8>, tensor<64x16xi8>) -> tensor<8x16xi32>
    %53 = "stablehlo.convert"(%52) : (tensor<8x16xi32>) -> tensor<8x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %56 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %58 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %60 = "stablehlo.add"(%57, %59) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%60) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x1xi1>, %arg5: tensor<8x1xf32>, %arg6: tensor<8x1xf32>):
    %7 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    "func.return"(%7) : (tensor<8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x64xf32>) -> tensor<8x64xf32>, sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x64xf32>):
    %6 = "stablehlo.round_nearest_even"(%arg3) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    "func.return"(%6) : (tensor<8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<8x64xf32>, sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x64xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    "func.return"(%5) : (tensor<8x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
