// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:sort_op (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: logits=normal(0,2)             // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "logits"}], function_type = (tensor<4x64xf32>) -> (tensor<4x64xf32>, tensor<4xf32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg35: tensor<4x64xf32>):
    %129 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.reduce"(%arg35, %129) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %161 = "stablehlo.maximum"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%161) : (tensor<f32>) -> ()
    }) : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %131 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %133 = "stablehlo.maximum"(%132, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x64xf32>
    %136 = "stablehlo.subtract"(%arg35, %135) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %137 = "stablehlo.exponential"(%136) : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.reduce"(%137, %138) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %160 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%160) : (tensor<f32>) -> ()
    }) : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x64xf32>
    %142 = "stablehlo.divide"(%137, %141) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %143 = "stablehlo.negate"(%142) : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %144 = "func.call"(%143) <{callee = @argsort}> : (tensor<4x64xf32>) -> tensor<4x64xi32>
    %145 = "func.call"(%142, %144) <{callee = @take_along_axis}> : (tensor<4x64xf32>, tensor<4x64xi32>) -> tensor<4x64xf32>
    %146 = "func.call"(%145) <{callee = @cumsum}> : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %147 = "stablehlo.subtract"(%146, %145) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %150 = "stablehlo.compare"(%147, %149) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %151 = "func.call"(%144) <{callee = @argsort_1}> : (tensor<4x64xi32>) -> tensor<4x64xi32>
    %152 = "func.call"(%150, %151) <{callee = @take_along_axis_2}> : (tensor<4x64xi1>, tensor<4x64xi32>) -> tensor<4x64xi1>
    %153 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %154 = "func.call"(%152, %arg35, %153) <{callee = @_where}> : (tensor<4x64xi1>, tensor<4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %155 = "func.call"(%arg35) <{callee = @median}> : (tensor<4x64xf32>) -> tensor<4xf32>
    %156 = "stablehlo.convert"(%152) : (tensor<4x64xi1>) -> tensor<4x64xi32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.reduce"(%156, %157) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg36: tensor<i32>, %arg37: tensor<i32>):
      %159 = "stablehlo.add"(%arg36, %arg37) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%159) : (tensor<i32>) -> ()
    }) : (tensor<4x64xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%154, %155, %158) : (tensor<4x64xf32>, tensor<4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>) -> tensor<4x64xi32>, sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4x64xf32>):
    %112 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x64xi32>
    %113:2 = "stablehlo.sort"(%arg30, %112) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>, %arg33: tensor<i32>, %arg34: tensor<i32>):
      %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %115 = "stablehlo.compare"(%arg31, %114) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %117 = "stablehlo.select"(%115, %116, %arg31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %118 = "stablehlo.compare"(%arg31, %arg31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %119 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %120 = "stablehlo.select"(%118, %119, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %122 = "stablehlo.compare"(%arg32, %121) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %124 = "stablehlo.select"(%122, %123, %arg32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %125 = "stablehlo.compare"(%arg32, %arg32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %126 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %127 = "stablehlo.select"(%125, %126, %124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %128 = "stablehlo.compare"(%120, %127) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%128) : (tensor<i1>) -> ()
    }) : (tensor<4x64xf32>, tensor<4x64xi32>) -> (tensor<4x64xf32>, tensor<4x64xi32>)
    "func.return"(%113#1) : (tensor<4x64xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>, tensor<4x64xi32>) -> tensor<4x64xf32>, sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x64xf32>, %arg27: tensor<4x64xi32>):
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64xi32>
    %91 = "stablehlo.compare"(%arg27, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi1>
    %92 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64xi32>
    %94 = "stablehlo.add"(%arg27, %93) : (tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
    %95 = "stablehlo.select"(%91, %94, %arg27) : (tensor<4x64xi1>, tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
    %96 = "stablehlo.reshape"(%95) : (tensor<4x64xi32>) -> tensor<4x64x1xi32>
    %97 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64x1xi32>
    %100 = "stablehlo.compare"(%96, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %101 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x64x1xi32>
    %103 = "stablehlo.compare"(%96, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %104 = "stablehlo.and"(%100, %103) : (tensor<4x64x1xi1>, tensor<4x64x1xi1>) -> tensor<4x64x1xi1>
    %105 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %106 = "stablehlo.reduce"(%104, %105) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i1>):
      %111 = "stablehlo.and"(%arg28, %arg29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%111) : (tensor<i1>) -> ()
    }) : (tensor<4x64x1xi1>, tensor<i1>) -> tensor<4x64xi1>
    %107 = "stablehlo.gather"(%arg26, %96) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x64xf32>, tensor<4x64x1xi32>) -> tensor<4x64xf32>
    %108 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %110 = "stablehlo.select"(%106, %107, %109) : (tensor<4x64xi1>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    "func.return"(%110) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>) -> tensor<4x64xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x64xf32>):
    %88 = "func.call"(%arg25) <{callee = @cumsum_0}> : (tensor<4x64xf32>) -> tensor<4x64xf32>
    "func.return"(%88) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>) -> tensor<4x64xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x64xf32>):
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %86 = "stablehlo.reduce_window"(%arg22, %85) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 64>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %87 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) : (tensor<4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    "func.return"(%86) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xi32>) -> tensor<4x64xi32>, sym_name = "argsort_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x64xi32>):
    %81 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x64xi32>
    %82:2 = "stablehlo.sort"(%arg17, %81) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg18: tensor<i32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<i32>):
      %83 = "stablehlo.compare"(%arg18, %arg19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%83) : (tensor<i1>) -> ()
    }) : (tensor<4x64xi32>, tensor<4x64xi32>) -> (tensor<4x64xi32>, tensor<4x64xi32>)
    "func.return"(%82#1) : (tensor<4x64xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xi1>, tensor<4x64xi32>) -> tensor<4x64xi1>, sym_name = "take_along_axis_2", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x64xi1>, %arg14: tensor<4x64xi32>):
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64xi32>
    %60 = "stablehlo.compare"(%arg14, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi1>
    %61 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64xi32>
    %63 = "stablehlo.add"(%arg14, %62) : (tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
    %64 = "stablehlo.select"(%60, %63, %arg14) : (tensor<4x64xi1>, tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
    %65 = "stablehlo.reshape"(%64) : (tensor<4x64xi32>) -> tensor<4x64x1xi32>
    %66 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x64x1xi32>
    %69 = "stablehlo.compare"(%65, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %70 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x64x1xi32>
    %72 = "stablehlo.compare"(%65, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %73 = "stablehlo.and"(%69, %72) : (tensor<4x64x1xi1>, tensor<4x64x1xi1>) -> tensor<4x64x1xi1>
    %74 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %75 = "stablehlo.reduce"(%73, %74) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %80 = "stablehlo.and"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%80) : (tensor<i1>) -> ()
    }) : (tensor<4x64x1xi1>, tensor<i1>) -> tensor<4x64xi1>
    %76 = "stablehlo.gather"(%arg13, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x64xi1>, tensor<4x64x1xi32>) -> tensor<4x64xi1>
    %77 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x64xi1>
    %79 = "stablehlo.select"(%75, %76, %78) : (tensor<4x64xi1>, tensor<4x64xi1>, tensor<4x64xi1>) -> tensor<4x64xi1>
    "func.return"(%79) : (tensor<4x64xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xi1>, tensor<4x64xf32>, tensor<f32>) -> tensor<4x64xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x64xi1>, %arg11: tensor<4x64xf32>, %arg12: tensor<f32>):
    %55 = "stablehlo.convert"(%arg12) : (tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %57 = "stablehlo.select"(%arg10, %arg11, %56) : (tensor<4x64xi1>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    "func.return"(%57) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>) -> tensor<4xf32>, sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x64xf32>):
    %53 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %54 = "func.call"(%arg9, %53) <{callee = @quantile}> : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%54) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>, sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x64xf32>, %arg4: tensor<f32>):
    %4 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %5 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
      %52 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<4x64xi1>, tensor<i1>) -> tensor<4xi1>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x1xi1>
    %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "func.call"(%7, %8, %arg3) <{callee = @_where_3}> : (tensor<4x1xi1>, tensor<f32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %10 = "stablehlo.sort"(%9) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.compare"(%arg5, %37) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %40 = "stablehlo.select"(%38, %39, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %41 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.select"(%41, %42, %40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.compare"(%arg6, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %47 = "stablehlo.select"(%45, %46, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %48 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %50 = "stablehlo.select"(%48, %49, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %51 = "stablehlo.compare"(%43, %50) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %11 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.subtract"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.multiply"(%arg4, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.floor"(%14) : (tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.ceil"(%14) : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.clamp"(%20, %15, %19) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.subtract"(%22, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.clamp"(%25, %16, %24) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.convert"(%21) : (tensor<f32>) -> tensor<i32>
    %28 = "stablehlo.convert"(%26) : (tensor<f32>) -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.gather"(%10, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x64xf32>, tensor<1xi32>) -> tensor<4xf32>
    %31 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.gather"(%10, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x64xf32>, tensor<1xi32>) -> tensor<4xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %36 = "stablehlo.multiply"(%33, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%36) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1xi1>, tensor<f32>, tensor<4x64xf32>) -> tensor<4x64xf32>, sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x1xi1>, %arg1: tensor<f32>, %arg2: tensor<4x64xf32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi1>) -> tensor<4x64xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %3 = "stablehlo.select"(%1, %2, %arg2) : (tensor<4x64xi1>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    "func.return"(%3) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
