// Imported by `defuse import` from testdata/models/src/jax_production_zoo.py:causal_mask_finfo (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                        // input activations
// DEFUSE-INPUT: query_kernel=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: key_kernel=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: value_kernel=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: out_kernel=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "query_kernel"}, {defuse.name = "key_kernel"}, {defuse.name = "value_kernel"}, {defuse.name = "out_kernel"}], function_type = (tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>):
    %3 = "stablehlo.reshape"(%arg4) : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %4 = "stablehlo.dot_general"(%arg3, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x4x8xf32>) -> tensor<16x4x8xf32>
    %5 = "stablehlo.reshape"(%arg5) : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %6 = "stablehlo.dot_general"(%arg3, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x4x8xf32>) -> tensor<16x4x8xf32>
    %7 = "stablehlo.reshape"(%arg6) : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %8 = "stablehlo.dot_general"(%arg3, %7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x4x8xf32>) -> tensor<16x4x8xf32>
    %9 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.sqrt"(%9) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.convert"(%10) : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4x8xf32>
    %13 = "stablehlo.divide"(%4, %12) : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %14 = "stablehlo.dot_general"(%13, %6) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<4x16x16xf32>
    %15 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi32>) -> tensor<1x16xi32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %20 = "stablehlo.compare"(%18, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %22 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %23 = "func.call"(%21, %14, %22) <{callee = @_where}> : (tensor<1x16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %24 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %43 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %26 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %28 = "stablehlo.maximum"(%27, %25) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %31 = "stablehlo.subtract"(%23, %30) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %32 = "stablehlo.exponential"(%31) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %42 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %37 = "stablehlo.divide"(%32, %36) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %38 = "stablehlo.dot_general"(%8, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4x8xf32>, tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %39 = "stablehlo.transpose"(%38) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x8x16xf32>) -> tensor<16x4x8xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<16x4x8xf32>) -> tensor<16x32xf32>
    %41 = "stablehlo.dot_general"(%40, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    "func.return"(%41) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x16x16xi1>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x16xi1>) -> tensor<4x16x16xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<4x16x16xi1>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    "func.return"(%2) : (tensor<4x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
