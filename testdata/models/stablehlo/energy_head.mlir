// Imported by `defuse import` from testdata/models/src/jax_zoo.py:energy_head (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                         // input activations
// DEFUSE-INPUT: fc_weight=uniform(-0.176777,0.176777)  // weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: fc_bias=normal(0,0.05)                // bias or shift: small
// DEFUSE-INPUT: norm_scale=uniform(0.8,1.2)           // norm scale: near 1
// DEFUSE-INPUT: norm_bias=normal(0,0.05)              // bias or shift: small
// DEFUSE-INPUT: energy_weight=uniform(0,0.3)          // given by the model
// DEFUSE-INPUT: temperature=uniform(20,60)            // given by the model
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "fc_weight"}, {defuse.name = "fc_bias"}, {defuse.name = "norm_scale"}, {defuse.name = "norm_bias"}, {defuse.name = "energy_weight"}, {defuse.name = "temperature"}], function_type = (tensor<8x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x1xf32>, tensor<8x1xf32>) -> (tensor<8x1xf32>, tensor<8x32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x1xf32>, %arg6: tensor<8x1xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %51 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%51) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %7 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %9 = "stablehlo.divide"(%6, %8) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %11 = "stablehlo.subtract"(%3, %10) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %12 = "chlo.square"(%11) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %50 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %18 = "stablehlo.divide"(%15, %17) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %19 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %20 = "stablehlo.subtract"(%3, %19) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %21 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %23 = "stablehlo.add"(%18, %22) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %24 = "stablehlo.rsqrt"(%23) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %26 = "stablehlo.multiply"(%20, %25) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %32 = "stablehlo.add"(%29, %31) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %33 = "stablehlo.negate"(%32) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %34 = "stablehlo.exponential"(%33) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %37 = "stablehlo.add"(%36, %34) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %40 = "stablehlo.divide"(%39, %37) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %41 = "stablehlo.dot_general"(%40, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x1xf32>) -> tensor<8x1xf32>
    %42 = "stablehlo.multiply"(%41, %arg6) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %43 = "stablehlo.exponential"(%42) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %49 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %47 = "stablehlo.log"(%46) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %48 = "stablehlo.subtract"(%47, %42) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    "func.return"(%48, %40) : (tensor<8x1xf32>, tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
