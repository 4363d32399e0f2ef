// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:int4_weight_matmul (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                        // input activations
// DEFUSE-INPUT: kernel=int(-7,7)                     // given by the model
// DEFUSE-INPUT: kernel_scale=uniform(0.015,0.02)     // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "kernel"}, {defuse.name = "kernel_scale"}], function_type = (tensor<8x64xf32>, tensor<64x32xi4>, tensor<4x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x64xf32>, %arg1: tensor<64x32xi4>, %arg2: tensor<4x32xf32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x32xf32>) -> tensor<4x16x32xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %6 = "stablehlo.dot_general"(%arg0, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %7 = "stablehlo.reshape"(%arg0) : (tensor<8x64xf32>) -> tensor<8x4x16xf32>
    %8 = "stablehlo.convert"(%arg1) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %10 = "stablehlo.dot_general"(%9, %7) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<8x4x16xf32>) -> tensor<4x32x8xf32>
    %11 = "stablehlo.transpose"(%10) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x32x8xf32>) -> tensor<8x4x32xf32>
    %12 = "stablehlo.dot_general"(%arg2, %11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x32xf32>, tensor<8x4x32xf32>) -> tensor<32x8xf32>
    %13 = "stablehlo.transpose"(%12) <{permutation = array<i64: 1, 0>}> : (tensor<32x8xf32>) -> tensor<8x32xf32>
    "func.return"(%6, %13) : (tensor<8x32xf32>, tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
