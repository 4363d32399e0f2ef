// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:train_step_dropout (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// note: framework reference as lowered (the program draws random bits), not float64
// DEFUSE-INPUT: x=normal(0,1)                                  // input activations
// DEFUSE-INPUT: labels=int(0,9)                                // given by the model
// DEFUSE-INPUT: rng=int(0,4294967295)                          // given by the model
// DEFUSE-INPUT: params.dense1.bias=normal(0,0.05)              // bias or shift: small
// DEFUSE-INPUT: params.dense1.kernel=uniform(-0.25,0.25)       // weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: params.dense2.bias=normal(0,0.05)              // bias or shift: small
// DEFUSE-INPUT: params.dense2.kernel=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: momentum.dense1.bias=normal(0,0.01)            // given by the model
// DEFUSE-INPUT: momentum.dense1.kernel=normal(0,0.01)          // given by the model
// DEFUSE-INPUT: momentum.dense2.bias=normal(0,0.01)            // given by the model
// DEFUSE-INPUT: momentum.dense2.kernel=normal(0,0.01)          // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "labels"}, {defuse.name = "rng"}, {defuse.name = "params.dense1.bias"}, {defuse.name = "params.dense1.kernel"}, {defuse.name = "params.dense2.bias"}, {defuse.name = "params.dense2.kernel"}, {defuse.name = "momentum.dense1.bias"}, {defuse.name = "momentum.dense1.kernel"}, {defuse.name = "momentum.dense2.bias"}, {defuse.name = "momentum.dense2.kernel"}], function_type = (tensor<8x16xf32>, tensor<8xi32>, tensor<2xui32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>) -> (tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<2xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg71: tensor<8x16xf32>, %arg72: tensor<8xi32>, %arg73: tensor<2xui32>, %arg74: tensor<32xf32>, %arg75: tensor<16x32xf32>, %arg76: tensor<10xf32>, %arg77: tensor<32x10xf32>, %arg78: tensor<32xf32>, %arg79: tensor<16x32xf32>, %arg80: tensor<10xf32>, %arg81: tensor<32x10xf32>):
    %264 = "func.call"(%arg73) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %265 = "stablehlo.slice"(%264) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x2xui32>) -> tensor<2xui32>
    %267 = "stablehlo.slice"(%264) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %268 = "stablehlo.reshape"(%267) : (tensor<1x2xui32>) -> tensor<2xui32>
    %269 = "stablehlo.dot_general"(%arg71, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %270 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %272 = "stablehlo.add"(%269, %271) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %273 = "func.call"(%272) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %276 = "stablehlo.compare"(%272, %275) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %277 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %278 = "func.call"(%268, %277) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>
    %279 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %281 = "stablehlo.divide"(%273, %280) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %284 = "stablehlo.select"(%278, %281, %283) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %285 = "stablehlo.dot_general"(%284, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %286 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %288 = "stablehlo.add"(%285, %287) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %289:3 = "func.call"(%288) <{callee = @log_softmax}> : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>)
    %290 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %291:2 = "func.call"(%289#0, %290) <{callee = @take_along_axis}> : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %292 = "stablehlo.reshape"(%291#0) : (tensor<8x1xf32>) -> tensor<8xf32>
    %293 = "stablehlo.negate"(%292) : (tensor<8xf32>) -> tensor<8xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %366 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%366) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %296 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.divide"(%295, %296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %298 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.divide"(%298, %299) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %302 = "stablehlo.negate"(%301) : (tensor<8xf32>) -> tensor<8xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %304 = "func.call"(%291#1, %303) <{callee = @take_along_axis_1}> : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %305 = "func.call"(%289#1, %289#2, %304) <{callee = @log_softmax_2}> : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.reduce"(%305, %306) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %365 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%365) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<10xf32>) -> tensor<1x10xf32>
    %309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.reduce"(%308, %309) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %364 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%364) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %311 = "stablehlo.dot_general"(%305, %284) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x10xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %312 = "stablehlo.transpose"(%311) <{permutation = array<i64: 1, 0>}> : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %313 = "stablehlo.dot_general"(%305, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x10xf32>, tensor<32x10xf32>) -> tensor<8x32xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %316 = "stablehlo.select"(%278, %313, %315) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %319 = "stablehlo.divide"(%316, %318) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %322 = "stablehlo.select"(%276, %319, %321) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %363 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%363) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<32xf32>) -> tensor<1x32xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%325, %326) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %362 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%362) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %328 = "stablehlo.dot_general"(%322, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %329 = "stablehlo.transpose"(%328) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %332 = "stablehlo.multiply"(%331, %arg78) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %333 = "stablehlo.add"(%327, %332) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %334 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %336 = "stablehlo.multiply"(%335, %arg79) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %337 = "stablehlo.add"(%329, %336) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %340 = "stablehlo.multiply"(%339, %arg80) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %341 = "stablehlo.add"(%310, %340) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %344 = "stablehlo.multiply"(%343, %arg81) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %345 = "stablehlo.add"(%312, %344) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %346 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %348 = "stablehlo.multiply"(%347, %333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %349 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %351 = "stablehlo.multiply"(%350, %337) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %352 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %354 = "stablehlo.multiply"(%353, %341) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %355 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %357 = "stablehlo.multiply"(%356, %345) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %358 = "stablehlo.add"(%arg74, %348) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %359 = "stablehlo.add"(%arg75, %351) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %360 = "stablehlo.add"(%arg76, %354) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %361 = "stablehlo.add"(%arg77, %357) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    "func.return"(%297, %358, %359, %360, %361, %333, %337, %341, %345, %266) : (tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<2x2xui32>, sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg70: tensor<2xui32>):
    %247 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1xui32>) -> tensor<ui32>
    %249 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %250 = "stablehlo.reshape"(%249) : (tensor<1xui32>) -> tensor<ui32>
    %251 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %252 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %254 = "stablehlo.multiply"(%253, %251) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %255 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %257 = "stablehlo.shift_right_logical"(%254, %256) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %258 = "stablehlo.convert"(%254) : (tensor<2xui64>) -> tensor<2xui32>
    %259 = "stablehlo.convert"(%257) : (tensor<2xui64>) -> tensor<2xui32>
    %260:2 = "func.call"(%248, %250, %259, %258) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %261 = "stablehlo.broadcast_in_dim"(%260#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %262 = "stablehlo.broadcast_in_dim"(%260#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %263 = "stablehlo.concatenate"(%261, %262) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%263) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<ui32>, %arg49: tensor<ui32>, %arg50: tensor<2xui32>, %arg51: tensor<2xui32>):
    %176 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %177 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %178 = "stablehlo.xor"(%arg48, %arg49) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %179 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %180 = "stablehlo.xor"(%178, %179) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %181 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %182 = "stablehlo.add"(%arg50, %181) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %183 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %184 = "stablehlo.add"(%arg51, %183) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %185 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %187:9 = "stablehlo.while"(%186, %185, %182, %184, %arg49, %180, %arg48, %176, %177) ({
    ^bb0(%arg61: tensor<i32>, %arg62: tensor<i32>, %arg63: tensor<2xui32>, %arg64: tensor<2xui32>, %arg65: tensor<ui32>, %arg66: tensor<ui32>, %arg67: tensor<ui32>, %arg68: tensor<4xui32>, %arg69: tensor<4xui32>):
      %245 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %246 = "stablehlo.compare"(%arg61, %245) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%246) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg52: tensor<i32>, %arg53: tensor<i32>, %arg54: tensor<2xui32>, %arg55: tensor<2xui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<ui32>, %arg59: tensor<4xui32>, %arg60: tensor<4xui32>):
      %188 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %189 = "stablehlo.add"(%arg53, %188) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %190 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %191 = "stablehlo.reshape"(%190) : (tensor<1xui32>) -> tensor<ui32>
      %192 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %193 = "stablehlo.reshape"(%192) : (tensor<1xui32>) -> tensor<ui32>
      %194 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %195 = "stablehlo.reshape"(%194) : (tensor<1xui32>) -> tensor<ui32>
      %196 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %197 = "stablehlo.reshape"(%196) : (tensor<1xui32>) -> tensor<ui32>
      %198 = "stablehlo.add"(%arg54, %arg55) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %199 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %200 = "stablehlo.shift_left"(%arg55, %199) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %201 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %202 = "stablehlo.subtract"(%201, %191) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %204 = "stablehlo.shift_right_logical"(%arg55, %203) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %205 = "stablehlo.or"(%200, %204) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %206 = "stablehlo.xor"(%198, %205) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %207 = "stablehlo.add"(%198, %206) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %208 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %209 = "stablehlo.shift_left"(%206, %208) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %210 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %211 = "stablehlo.subtract"(%210, %193) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %213 = "stablehlo.shift_right_logical"(%206, %212) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %214 = "stablehlo.or"(%209, %213) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %215 = "stablehlo.xor"(%207, %214) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %216 = "stablehlo.add"(%207, %215) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %217 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %218 = "stablehlo.shift_left"(%215, %217) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %219 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %220 = "stablehlo.subtract"(%219, %195) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %222 = "stablehlo.shift_right_logical"(%215, %221) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %223 = "stablehlo.or"(%218, %222) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %224 = "stablehlo.xor"(%216, %223) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %225 = "stablehlo.add"(%216, %224) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %226 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %227 = "stablehlo.shift_left"(%224, %226) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %228 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %229 = "stablehlo.subtract"(%228, %197) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %231 = "stablehlo.shift_right_logical"(%224, %230) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %232 = "stablehlo.or"(%227, %231) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %233 = "stablehlo.xor"(%225, %232) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %234 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %235 = "stablehlo.add"(%225, %234) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %236 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %237 = "stablehlo.add"(%233, %236) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %238 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %239 = "stablehlo.add"(%arg53, %238) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %240 = "stablehlo.convert"(%239) : (tensor<i32>) -> tensor<ui32>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %242 = "stablehlo.add"(%237, %241) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %243 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %244 = "stablehlo.add"(%arg52, %243) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%244, %189, %235, %242, %arg57, %arg58, %arg56, %arg60, %arg59) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%187#2, %187#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x32xf32>) -> tensor<8x32xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<8x32xf32>):
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %175 = "stablehlo.maximum"(%arg47, %174) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%175) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2xui32>, %arg46: tensor<f32>):
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "func.call"(%arg45, %168, %169) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %171 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %172 = "stablehlo.compare"(%170, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    "func.return"(%172) : (tensor<8x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<2xui32>, %arg43: tensor<f32>, %arg44: tensor<f32>):
    %127 = "stablehlo.convert"(%arg43) : (tensor<f32>) -> tensor<f32>
    %128 = "stablehlo.convert"(%arg44) : (tensor<f32>) -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %131 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1xui32>) -> tensor<ui32>
    %133 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1xui32>) -> tensor<ui32>
    %135 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x32xui64>
    %136 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x32xui64>
    %137 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %139 = "stablehlo.multiply"(%138, %135) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %140 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %142 = "stablehlo.multiply"(%141, %136) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %143 = "stablehlo.add"(%139, %142) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %144 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %146 = "stablehlo.shift_right_logical"(%143, %145) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %147 = "stablehlo.convert"(%143) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %148 = "stablehlo.convert"(%146) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %149:2 = "func.call"(%132, %134, %148, %147) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>)
    %150 = "stablehlo.xor"(%149#0, %149#1) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %151 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %153 = "stablehlo.shift_right_logical"(%150, %152) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %154 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %156 = "stablehlo.or"(%153, %155) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %157 = "stablehlo.bitcast_convert"(%156) : (tensor<8x32xui32>) -> tensor<8x32xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %160 = "stablehlo.subtract"(%157, %159) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %161 = "stablehlo.subtract"(%130, %129) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %163 = "stablehlo.multiply"(%160, %162) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %164 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %165 = "stablehlo.add"(%163, %164) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %166 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %167 = "stablehlo.maximum"(%166, %165) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%167) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<8x32xui32>, %arg23: tensor<8x32xui32>):
    %56 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %58 = "stablehlo.xor"(%arg20, %arg21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %60 = "stablehlo.xor"(%58, %59) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %62 = "stablehlo.add"(%arg22, %61) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %63 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %64 = "stablehlo.add"(%arg23, %63) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %67:9 = "stablehlo.while"(%66, %65, %62, %64, %arg21, %60, %arg20, %56, %57) ({
    ^bb0(%arg33: tensor<i32>, %arg34: tensor<i32>, %arg35: tensor<8x32xui32>, %arg36: tensor<8x32xui32>, %arg37: tensor<ui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<4xui32>, %arg41: tensor<4xui32>):
      %125 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %126 = "stablehlo.compare"(%arg33, %125) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%126) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<8x32xui32>, %arg27: tensor<8x32xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg25, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %70 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %71 = "stablehlo.reshape"(%70) : (tensor<1xui32>) -> tensor<ui32>
      %72 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %73 = "stablehlo.reshape"(%72) : (tensor<1xui32>) -> tensor<ui32>
      %74 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
      %76 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
      %78 = "stablehlo.add"(%arg26, %arg27) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %79 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %80 = "stablehlo.shift_left"(%arg27, %79) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %81 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %82 = "stablehlo.subtract"(%81, %71) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %84 = "stablehlo.shift_right_logical"(%arg27, %83) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %85 = "stablehlo.or"(%80, %84) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %86 = "stablehlo.xor"(%78, %85) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %87 = "stablehlo.add"(%78, %86) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %88 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %89 = "stablehlo.shift_left"(%86, %88) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %91 = "stablehlo.subtract"(%90, %73) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %93 = "stablehlo.shift_right_logical"(%86, %92) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %94 = "stablehlo.or"(%89, %93) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %95 = "stablehlo.xor"(%87, %94) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %96 = "stablehlo.add"(%87, %95) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %97 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %98 = "stablehlo.shift_left"(%95, %97) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %99 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %100 = "stablehlo.subtract"(%99, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %102 = "stablehlo.shift_right_logical"(%95, %101) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %103 = "stablehlo.or"(%98, %102) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %104 = "stablehlo.xor"(%96, %103) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %105 = "stablehlo.add"(%96, %104) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %106 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %107 = "stablehlo.shift_left"(%104, %106) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %108 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %109 = "stablehlo.subtract"(%108, %77) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %111 = "stablehlo.shift_right_logical"(%104, %110) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %112 = "stablehlo.or"(%107, %111) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %113 = "stablehlo.xor"(%105, %112) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %114 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %115 = "stablehlo.add"(%105, %114) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %116 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %117 = "stablehlo.add"(%113, %116) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %119 = "stablehlo.add"(%arg25, %118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %120 = "stablehlo.convert"(%119) : (tensor<i32>) -> tensor<ui32>
      %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %122 = "stablehlo.add"(%117, %121) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %123 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %124 = "stablehlo.add"(%arg24, %123) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%124, %69, %115, %122, %arg29, %arg30, %arg28, %arg32, %arg31) : (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%67#2, %67#3) : (tensor<8x32xui32>, tensor<8x32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<8x10xf32>):
    %39 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%arg15, %39) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %55 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %43 = "stablehlo.maximum"(%42, %40) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %46 = "stablehlo.subtract"(%arg15, %45) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %47 = "stablehlo.exponential"(%46) : (tensor<8x10xf32>) -> tensor<8x10xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %54 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %51 = "stablehlo.log"(%50) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %53 = "stablehlo.subtract"(%46, %52) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    "func.return"(%53, %47, %50) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8x10xf32>, %arg12: tensor<8x1xi32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %18 = "stablehlo.compare"(%arg12, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %19 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %21 = "stablehlo.add"(%arg12, %20) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %22 = "stablehlo.select"(%18, %21, %arg12) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %23 = "stablehlo.reshape"(%22) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %24 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1x1xi32>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %30 = "stablehlo.compare"(%23, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %31 = "stablehlo.and"(%27, %30) : (tensor<8x1x1xi1>, tensor<8x1x1xi1>) -> tensor<8x1x1xi1>
    %32 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %38 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %34 = "stablehlo.gather"(%arg11, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %37 = "stablehlo.select"(%33, %34, %36) : (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    "func.return"(%37, %23) : (tensor<8x1xf32>, tensor<8x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>, sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x1x1xi32>, %arg8: tensor<8x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x10xf32>
    %14 = "stablehlo.scatter"(%13, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %15 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    "func.return"(%14) : (tensor<8x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>, sym_name = "log_softmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x10xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<8x10xf32>) -> tensor<8x10xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x10xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    "func.return"(%9) : (tensor<8x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
