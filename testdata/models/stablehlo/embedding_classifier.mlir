// Imported by `defuse import` from testdata/models/src/jax_zoo.py:embedding_classifier (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: tokens=int(0,99)                        // given by the model
// DEFUSE-INPUT: embedding_table=normal(0,1)             // given by the model
// DEFUSE-INPUT: head_weight=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: head_bias=normal(0,0.05)                // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "tokens"}, {defuse.name = "embedding_table"}, {defuse.name = "head_weight"}, {defuse.name = "head_bias"}], function_type = (tensor<2x8xi32>, tensor<100x32xf32>, tensor<32x5xf32>, tensor<5xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x8xi32>, %arg6: tensor<100x32xf32>, %arg7: tensor<32x5xf32>, %arg8: tensor<5xf32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x8xi32>
    %19 = "stablehlo.compare"(%arg5, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %20 = "stablehlo.constant"() <{value = dense<100> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x8xi32>
    %22 = "stablehlo.add"(%arg5, %21) : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %23 = "stablehlo.select"(%19, %22, %arg5) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %25 = "stablehlo.gather"(%arg6, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<100x32xf32>, tensor<2x8x1xi32>) -> tensor<2x8x32xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %36 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %28 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %30 = "stablehlo.divide"(%27, %29) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %31 = "stablehlo.dot_general"(%30, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<32x5xf32>) -> tensor<2x5xf32>
    %32 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %34 = "stablehlo.add"(%31, %33) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %35 = "func.call"(%34) <{callee = @log_softmax}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%35) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %12 = "stablehlo.log"(%11) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %14 = "stablehlo.subtract"(%7, %13) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%14) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
