// Imported by `defuse import` from testdata/models/src/jax_zoo.py:segment_sum (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: node_features=normal(0,1)              // given by the model
// DEFUSE-INPUT: edge_source=int(0,9)                   // given by the model
// DEFUSE-INPUT: edge_target=int(0,9)                   // given by the model
// DEFUSE-INPUT: message_weight=uniform(-0.288675,0.288675)  // weight: +-1/sqrt(fan-in 12)
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "node_features"}, {defuse.name = "edge_source"}, {defuse.name = "edge_target"}, {defuse.name = "message_weight"}], function_type = (tensor<10x12xf32>, tensor<24xi32>, tensor<24xi32>, tensor<12x12xf32>) -> tensor<10x12xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<10x12xf32>, %arg1: tensor<24xi32>, %arg2: tensor<24xi32>, %arg3: tensor<12x12xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<24xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %3 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<24xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<24xi32>) -> tensor<24x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 12>}> : (tensor<10x12xf32>, tensor<24x1xi32>) -> tensor<24x12xf32>
    %9 = "stablehlo.dot_general"(%8, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<24x12xf32>, tensor<12x12xf32>) -> tensor<24x12xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x12xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<24xi32>) -> tensor<24x1xi32>
    %13 = "stablehlo.scatter"(%11, %12, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %17 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<10x12xf32>, tensor<24x1xi32>, tensor<24x12xf32>) -> tensor<10x12xf32>
    %14 = "stablehlo.dot_general"(%arg0, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<10x12xf32>, tensor<12x12xf32>) -> tensor<10x12xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<10x12xf32>, tensor<10x12xf32>) -> tensor<10x12xf32>
    %16 = "stablehlo.tanh"(%15) : (tensor<10x12xf32>) -> tensor<10x12xf32>
    "func.return"(%16) : (tensor<10x12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
