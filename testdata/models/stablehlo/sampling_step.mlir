// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:sampling_step (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// note: framework reference as lowered (the program draws random bits), not float64
// DEFUSE-INPUT: hidden=uniform(-0.5,0.5)          // weight: +-1/sqrt(fan-in 4)
// DEFUSE-INPUT: embedding=normal(0,0.5)           // given by the model
// DEFUSE-INPUT: rng=int(0,4294967295)             // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "hidden"}, {defuse.name = "embedding"}, {defuse.name = "rng"}], function_type = (tensor<4x32xf32>, tensor<128x32xf32>, tensor<2xui32>) -> (tensor<4xi32>, tensor<4xf32>, tensor<2xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg66: tensor<4x32xf32>, %arg67: tensor<128x32xf32>, %arg68: tensor<2xui32>):
    %260 = "stablehlo.dot_general"(%arg66, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x32xf32>, tensor<128x32xf32>) -> tensor<4x128xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128xf32>
    %263 = "stablehlo.divide"(%260, %262) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %264:2 = "chlo.top_k"(%263) <{k = 8 : i64}> : (tensor<4x128xf32>) -> (tensor<4x8xf32>, tensor<4x8xi32>)
    %265 = "stablehlo.slice"(%264#0) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<4x1xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x128xf32>
    %267 = "stablehlo.compare"(%263, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xi1>
    %268 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128xf32>
    %270 = "func.call"(%267, %269, %263) <{callee = @_where}> : (tensor<4x128xi1>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %271 = "func.call"(%arg68) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %272 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %273 = "stablehlo.reshape"(%272) : (tensor<1x2xui32>) -> tensor<2xui32>
    %274 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %275 = "stablehlo.reshape"(%274) : (tensor<1x2xui32>) -> tensor<2xui32>
    %276 = "func.call"(%275) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<4x128xf32>
    %277 = "stablehlo.add"(%276, %270) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %278 = "func.call"(%277) <{callee = @argmax}> : (tensor<4x128xf32>) -> tensor<4xi32>
    %279 = "func.call"(%270) <{callee = @log_softmax}> : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %280 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %281 = "func.call"(%279, %280) <{callee = @take_along_axis}> : (tensor<4x128xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %282 = "stablehlo.reshape"(%281) : (tensor<4x1xf32>) -> tensor<4xf32>
    "func.return"(%278, %282, %273) : (tensor<4xi32>, tensor<4xf32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x128xi1>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<4x128xi1>, %arg64: tensor<4x128xf32>, %arg65: tensor<4x128xf32>):
    %259 = "stablehlo.select"(%arg63, %arg64, %arg65) : (tensor<4x128xi1>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    "func.return"(%259) : (tensor<4x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<2x2xui32>, sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<2xui32>):
    %242 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %243 = "stablehlo.reshape"(%242) : (tensor<1xui32>) -> tensor<ui32>
    %244 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %245 = "stablehlo.reshape"(%244) : (tensor<1xui32>) -> tensor<ui32>
    %246 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %247 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %249 = "stablehlo.multiply"(%248, %246) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %250 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %252 = "stablehlo.shift_right_logical"(%249, %251) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %253 = "stablehlo.convert"(%249) : (tensor<2xui64>) -> tensor<2xui32>
    %254 = "stablehlo.convert"(%252) : (tensor<2xui64>) -> tensor<2xui32>
    %255:2 = "func.call"(%243, %245, %254, %253) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %256 = "stablehlo.broadcast_in_dim"(%255#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %257 = "stablehlo.broadcast_in_dim"(%255#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %258 = "stablehlo.concatenate"(%256, %257) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%258) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<ui32>, %arg41: tensor<ui32>, %arg42: tensor<2xui32>, %arg43: tensor<2xui32>):
    %171 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %172 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %173 = "stablehlo.xor"(%arg40, %arg41) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %174 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %175 = "stablehlo.xor"(%173, %174) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %176 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %177 = "stablehlo.add"(%arg42, %176) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %178 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %179 = "stablehlo.add"(%arg43, %178) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %181 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %182:9 = "stablehlo.while"(%181, %180, %177, %179, %arg41, %175, %arg40, %171, %172) ({
    ^bb0(%arg53: tensor<i32>, %arg54: tensor<i32>, %arg55: tensor<2xui32>, %arg56: tensor<2xui32>, %arg57: tensor<ui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<4xui32>, %arg61: tensor<4xui32>):
      %240 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %241 = "stablehlo.compare"(%arg53, %240) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%241) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg44: tensor<i32>, %arg45: tensor<i32>, %arg46: tensor<2xui32>, %arg47: tensor<2xui32>, %arg48: tensor<ui32>, %arg49: tensor<ui32>, %arg50: tensor<ui32>, %arg51: tensor<4xui32>, %arg52: tensor<4xui32>):
      %183 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %184 = "stablehlo.add"(%arg45, %183) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %185 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
      %187 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %188 = "stablehlo.reshape"(%187) : (tensor<1xui32>) -> tensor<ui32>
      %189 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %190 = "stablehlo.reshape"(%189) : (tensor<1xui32>) -> tensor<ui32>
      %191 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %192 = "stablehlo.reshape"(%191) : (tensor<1xui32>) -> tensor<ui32>
      %193 = "stablehlo.add"(%arg46, %arg47) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %194 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %195 = "stablehlo.shift_left"(%arg47, %194) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %196 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %197 = "stablehlo.subtract"(%196, %186) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %199 = "stablehlo.shift_right_logical"(%arg47, %198) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %200 = "stablehlo.or"(%195, %199) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %201 = "stablehlo.xor"(%193, %200) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %202 = "stablehlo.add"(%193, %201) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %203 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %204 = "stablehlo.shift_left"(%201, %203) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %205 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %206 = "stablehlo.subtract"(%205, %188) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %208 = "stablehlo.shift_right_logical"(%201, %207) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %209 = "stablehlo.or"(%204, %208) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %210 = "stablehlo.xor"(%202, %209) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %211 = "stablehlo.add"(%202, %210) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %212 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %213 = "stablehlo.shift_left"(%210, %212) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %214 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %215 = "stablehlo.subtract"(%214, %190) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %217 = "stablehlo.shift_right_logical"(%210, %216) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %218 = "stablehlo.or"(%213, %217) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %219 = "stablehlo.xor"(%211, %218) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %220 = "stablehlo.add"(%211, %219) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %221 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %222 = "stablehlo.shift_left"(%219, %221) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %223 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %224 = "stablehlo.subtract"(%223, %192) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %226 = "stablehlo.shift_right_logical"(%219, %225) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %227 = "stablehlo.or"(%222, %226) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %228 = "stablehlo.xor"(%220, %227) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %229 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %230 = "stablehlo.add"(%220, %229) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %231 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %232 = "stablehlo.add"(%228, %231) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %233 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %234 = "stablehlo.add"(%arg45, %233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %235 = "stablehlo.convert"(%234) : (tensor<i32>) -> tensor<ui32>
      %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %237 = "stablehlo.add"(%232, %236) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %238 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %239 = "stablehlo.add"(%arg44, %238) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%239, %184, %230, %237, %arg49, %arg50, %arg48, %arg52, %arg51) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%182#2, %182#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<4x128xf32>, sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<2xui32>):
    %164 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %166 = "func.call"(%arg39, %164, %165) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x128xf32>
    %167 = "stablehlo.log"(%166) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %168 = "stablehlo.negate"(%167) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %169 = "stablehlo.log"(%168) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %170 = "stablehlo.negate"(%169) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    "func.return"(%170) : (tensor<4x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x128xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2xui32>, %arg37: tensor<f32>, %arg38: tensor<f32>):
    %124 = "stablehlo.convert"(%arg37) : (tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %126 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %127 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1xui32>) -> tensor<ui32>
    %129 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %130 = "stablehlo.reshape"(%129) : (tensor<1xui32>) -> tensor<ui32>
    %131 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x128xui64>
    %132 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x128xui64>
    %133 = "stablehlo.constant"() <{value = dense<128> : tensor<ui64>}> : () -> tensor<ui64>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x128xui64>
    %135 = "stablehlo.multiply"(%134, %131) : (tensor<4x128xui64>, tensor<4x128xui64>) -> tensor<4x128xui64>
    %136 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x128xui64>
    %138 = "stablehlo.multiply"(%137, %132) : (tensor<4x128xui64>, tensor<4x128xui64>) -> tensor<4x128xui64>
    %139 = "stablehlo.add"(%135, %138) : (tensor<4x128xui64>, tensor<4x128xui64>) -> tensor<4x128xui64>
    %140 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x128xui64>
    %142 = "stablehlo.shift_right_logical"(%139, %141) : (tensor<4x128xui64>, tensor<4x128xui64>) -> tensor<4x128xui64>
    %143 = "stablehlo.convert"(%139) : (tensor<4x128xui64>) -> tensor<4x128xui32>
    %144 = "stablehlo.convert"(%142) : (tensor<4x128xui64>) -> tensor<4x128xui32>
    %145:2 = "func.call"(%128, %130, %144, %143) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x128xui32>, tensor<4x128xui32>) -> (tensor<4x128xui32>, tensor<4x128xui32>)
    %146 = "stablehlo.xor"(%145#0, %145#1) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
    %147 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
    %149 = "stablehlo.shift_right_logical"(%146, %148) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
    %150 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
    %152 = "stablehlo.or"(%149, %151) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
    %153 = "stablehlo.bitcast_convert"(%152) : (tensor<4x128xui32>) -> tensor<4x128xf32>
    %154 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128xf32>
    %156 = "stablehlo.subtract"(%153, %155) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %157 = "stablehlo.subtract"(%126, %125) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x128xf32>
    %159 = "stablehlo.multiply"(%156, %158) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %160 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x128xf32>
    %161 = "stablehlo.add"(%159, %160) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %162 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x128xf32>
    %163 = "stablehlo.maximum"(%162, %161) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    "func.return"(%163) : (tensor<4x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x128xui32>, tensor<4x128xui32>) -> (tensor<4x128xui32>, tensor<4x128xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<ui32>, %arg15: tensor<ui32>, %arg16: tensor<4x128xui32>, %arg17: tensor<4x128xui32>):
    %53 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %54 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %55 = "stablehlo.xor"(%arg14, %arg15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %56 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %57 = "stablehlo.xor"(%55, %56) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
    %59 = "stablehlo.add"(%arg16, %58) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
    %61 = "stablehlo.add"(%arg17, %60) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64:9 = "stablehlo.while"(%63, %62, %59, %61, %arg15, %57, %arg14, %53, %54) ({
    ^bb0(%arg27: tensor<i32>, %arg28: tensor<i32>, %arg29: tensor<4x128xui32>, %arg30: tensor<4x128xui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<4xui32>, %arg35: tensor<4xui32>):
      %122 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %123 = "stablehlo.compare"(%arg27, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%123) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg18: tensor<i32>, %arg19: tensor<i32>, %arg20: tensor<4x128xui32>, %arg21: tensor<4x128xui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<4xui32>, %arg26: tensor<4xui32>):
      %65 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.add"(%arg19, %65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %67 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %68 = "stablehlo.reshape"(%67) : (tensor<1xui32>) -> tensor<ui32>
      %69 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %70 = "stablehlo.reshape"(%69) : (tensor<1xui32>) -> tensor<ui32>
      %71 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %72 = "stablehlo.reshape"(%71) : (tensor<1xui32>) -> tensor<ui32>
      %73 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %74 = "stablehlo.reshape"(%73) : (tensor<1xui32>) -> tensor<ui32>
      %75 = "stablehlo.add"(%arg20, %arg21) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %76 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %77 = "stablehlo.shift_left"(%arg21, %76) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %78 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %79 = "stablehlo.subtract"(%78, %68) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %81 = "stablehlo.shift_right_logical"(%arg21, %80) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %82 = "stablehlo.or"(%77, %81) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %83 = "stablehlo.xor"(%75, %82) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %84 = "stablehlo.add"(%75, %83) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %85 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %86 = "stablehlo.shift_left"(%83, %85) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %87 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %88 = "stablehlo.subtract"(%87, %70) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %90 = "stablehlo.shift_right_logical"(%83, %89) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %91 = "stablehlo.or"(%86, %90) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %92 = "stablehlo.xor"(%84, %91) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %93 = "stablehlo.add"(%84, %92) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %94 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %95 = "stablehlo.shift_left"(%92, %94) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %96 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %97 = "stablehlo.subtract"(%96, %72) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %99 = "stablehlo.shift_right_logical"(%92, %98) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %100 = "stablehlo.or"(%95, %99) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %101 = "stablehlo.xor"(%93, %100) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %102 = "stablehlo.add"(%93, %101) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %103 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %104 = "stablehlo.shift_left"(%101, %103) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %105 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %106 = "stablehlo.subtract"(%105, %74) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %108 = "stablehlo.shift_right_logical"(%101, %107) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %109 = "stablehlo.or"(%104, %108) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %110 = "stablehlo.xor"(%102, %109) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %111 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %112 = "stablehlo.add"(%102, %111) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %113 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %114 = "stablehlo.add"(%110, %113) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %115 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %116 = "stablehlo.add"(%arg19, %115) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %117 = "stablehlo.convert"(%116) : (tensor<i32>) -> tensor<ui32>
      %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x128xui32>
      %119 = "stablehlo.add"(%114, %118) : (tensor<4x128xui32>, tensor<4x128xui32>) -> tensor<4x128xui32>
      %120 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %121 = "stablehlo.add"(%arg18, %120) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%121, %66, %112, %119, %arg23, %arg24, %arg22, %arg26, %arg25) : (tensor<i32>, tensor<i32>, tensor<4x128xui32>, tensor<4x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x128xui32>, tensor<4x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x128xui32>, tensor<4x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%64#2, %64#3) : (tensor<4x128xui32>, tensor<4x128xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x128xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x128xf32>):
    %40 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x128xi32>
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43:2 = "stablehlo.reduce"(%arg9, %40, %41, %42) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<i32>):
      %44 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.or"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %47 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %48 = "stablehlo.compare"(%arg11, %arg13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %49 = "stablehlo.and"(%47, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %50 = "stablehlo.or"(%46, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %51 = "stablehlo.select"(%46, %arg10, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %52 = "stablehlo.select"(%50, %arg11, %arg13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%51, %52) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x128xf32>, tensor<4x128xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%43#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x128xf32>) -> tensor<4x128xf32>, sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x128xf32>):
    %23 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%arg4, %23) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %39 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %27 = "stablehlo.maximum"(%26, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x128xf32>
    %30 = "stablehlo.subtract"(%arg4, %29) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %31 = "stablehlo.exponential"(%30) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %38 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %35 = "stablehlo.log"(%34) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x128xf32>
    %37 = "stablehlo.subtract"(%30, %36) : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    "func.return"(%37) : (tensor<4x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x128xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>, sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x128xf32>, %arg1: tensor<4x1xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %3 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.reshape"(%6) : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %8 = "stablehlo.constant"() <{value = dense<127> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %16 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %18 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x128xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %21 = "stablehlo.select"(%17, %18, %20) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%21) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
