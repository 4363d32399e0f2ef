// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:fp8_matmul (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                               // input activations
// DEFUSE-INPUT: kernel=uniform(-0.176777,0.176777)          // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: out_grad=normal(0,0.01)                     // given by the model
// DEFUSE-INPUT: x_scale=uniform(0.005,0.01)                 // given by the model
// DEFUSE-INPUT: kernel_scale=uniform(0.0003,0.0005)         // given by the model
// DEFUSE-INPUT: grad_scale=uniform(5e-07,1e-06)             // given by the model
// DEFUSE-INPUT: x_amax_history=uniform(2.5,4)               // given by the model
// DEFUSE-INPUT: kernel_amax_history=uniform(0.15,0.18)      // given by the model
// DEFUSE-INPUT: grad_amax_history=uniform(0.025,0.04)       // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "kernel"}, {defuse.name = "out_grad"}, {defuse.name = "x_scale"}, {defuse.name = "kernel_scale"}, {defuse.name = "grad_scale"}, {defuse.name = "x_amax_history"}, {defuse.name = "kernel_amax_history"}, {defuse.name = "grad_amax_history"}], function_type = (tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<8x32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<1xf32>, %arg20: tensor<1xf32>, %arg21: tensor<1xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg22, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %131 = "stablehlo.maximum"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %22 = "stablehlo.divide"(%21, %arg19) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %23 = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.divide"(%23, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.compare"(%19, %27) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %29 = "func.call"(%28, %26, %22) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %30 = "stablehlo.is_finite"(%19) : (tensor<f32>) -> tensor<i1>
    %31 = "func.call"(%30, %29, %22) <{callee = @_where_0}> : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %32 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %34 = "stablehlo.divide"(%33, %31) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%arg23, %35) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %130 = "stablehlo.maximum"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %39 = "stablehlo.divide"(%38, %arg20) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %40 = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.divide"(%40, %36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.divide"(%41, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.compare"(%36, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %46 = "func.call"(%45, %43, %39) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %47 = "stablehlo.is_finite"(%36) : (tensor<f32>) -> tensor<i1>
    %48 = "func.call"(%47, %46, %39) <{callee = @_where_0}> : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %51 = "stablehlo.divide"(%50, %48) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%arg24, %52) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %129 = "stablehlo.maximum"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %56 = "stablehlo.divide"(%55, %arg21) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %57 = "stablehlo.constant"() <{value = dense<5.734400e+04> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.divide"(%57, %53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.divide"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.compare"(%53, %61) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %63 = "func.call"(%62, %60, %56) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %64 = "stablehlo.is_finite"(%53) : (tensor<f32>) -> tensor<i1>
    %65 = "func.call"(%64, %63, %56) <{callee = @_where_0}> : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %66 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %68 = "stablehlo.divide"(%67, %65) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %71 = "stablehlo.divide"(%arg16, %70) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %72 = "stablehlo.constant"() <{value = dense<-4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %74 = "func.call"(%71, %72, %73) <{callee = @clip}> : (tensor<8x32xf32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %75 = "stablehlo.convert"(%74) : (tensor<8x32xf32>) -> tensor<8x32xf8E4M3FN>
    %76 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<32x16xf32>
    %78 = "stablehlo.divide"(%arg17, %77) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %79 = "stablehlo.constant"() <{value = dense<-4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<f32>}> : () -> tensor<f32>
    %81 = "func.call"(%78, %79, %80) <{callee = @clip_1}> : (tensor<32x16xf32>, tensor<f32>, tensor<f32>) -> tensor<32x16xf32>
    %82 = "stablehlo.convert"(%81) : (tensor<32x16xf32>) -> tensor<32x16xf8E4M3FN>
    %83 = "stablehlo.dot_general"(%75, %82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf8E4M3FN>, tensor<32x16xf8E4M3FN>) -> tensor<8x16xf32>
    %84 = "stablehlo.multiply"(%34, %51) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %87 = "stablehlo.multiply"(%83, %86) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %88 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %90 = "stablehlo.divide"(%arg18, %89) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %91 = "stablehlo.constant"() <{value = dense<-5.734400e+04> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<5.734400e+04> : tensor<f32>}> : () -> tensor<f32>
    %93 = "func.call"(%90, %91, %92) <{callee = @clip_2}> : (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %94 = "stablehlo.convert"(%93) : (tensor<8x16xf32>) -> tensor<8x16xf8E5M2>
    %95 = "stablehlo.dot_general"(%94, %82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf8E5M2>, tensor<32x16xf8E4M3FN>) -> tensor<8x32xf32>
    %96 = "stablehlo.dot_general"(%75, %94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf8E4M3FN>, tensor<8x16xf8E5M2>) -> tensor<32x16xf32>
    %97 = "stablehlo.multiply"(%68, %51) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %100 = "stablehlo.multiply"(%95, %99) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %101 = "stablehlo.multiply"(%34, %68) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<32x16xf32>
    %104 = "stablehlo.multiply"(%96, %103) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %105 = "func.call"(%arg22) <{callee = @_roll_static}> : (tensor<16xf32>) -> tensor<16xf32>
    %106 = "stablehlo.abs"(%arg16) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %107 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.reduce"(%106, %107) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %128 = "stablehlo.maximum"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%105, %110, %108) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      "stablehlo.return"(%arg34) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<1xi32>, tensor<f32>) -> tensor<16xf32>
    %112 = "func.call"(%arg23) <{callee = @_roll_static}> : (tensor<16xf32>) -> tensor<16xf32>
    %113 = "stablehlo.abs"(%arg17) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %114 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %127 = "stablehlo.maximum"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%127) : (tensor<f32>) -> ()
    }) : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %116 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %118 = "stablehlo.scatter"(%112, %117, %115) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      "stablehlo.return"(%arg30) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<1xi32>, tensor<f32>) -> tensor<16xf32>
    %119 = "func.call"(%arg24) <{callee = @_roll_static}> : (tensor<16xf32>) -> tensor<16xf32>
    %120 = "stablehlo.abs"(%arg18) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %121 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %126 = "stablehlo.maximum"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%126) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %125 = "stablehlo.scatter"(%119, %124, %122) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      "stablehlo.return"(%arg26) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<1xi32>, tensor<f32>) -> tensor<16xf32>
    "func.return"(%87, %100, %104, %111, %118, %125, %34, %51, %68) : (tensor<8x16xf32>, tensor<8x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<f32>, %arg15: tensor<1xf32>):
    %16 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %17 = "stablehlo.select"(%arg13, %16, %arg15) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    "func.return"(%17) : (tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i1>, %arg11: tensor<1xf32>, %arg12: tensor<1xf32>):
    %15 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    "func.return"(%15) : (tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x32xf32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>, sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x32xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
    %11 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %12 = "stablehlo.maximum"(%11, %arg7) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %14 = "stablehlo.minimum"(%13, %12) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%14) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x16xf32>, tensor<f32>, tensor<f32>) -> tensor<32x16xf32>, sym_name = "clip_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<32x16xf32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
    %7 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %8 = "stablehlo.maximum"(%7, %arg4) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %10 = "stablehlo.minimum"(%9, %8) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%10) : (tensor<32x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "clip_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x16xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %4 = "stablehlo.maximum"(%3, %arg1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %6 = "stablehlo.minimum"(%5, %4) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%6) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 16>, start_indices = array<i64: 15>, strides = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 15>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<16xf32>) -> tensor<15xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<15xf32>) -> tensor<16xf32>
    "func.return"(%2) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
