// Imported by `defuse import` from testdata/models/src/jax_zoo.py:mlp (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                      // input activations
// DEFUSE-INPUT: fc1_weight=uniform(-0.125,0.125)   // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: fc1_bias=normal(0,0.05)            // bias or shift: small
// DEFUSE-INPUT: fc2_weight=uniform(-0.0883883,0.0883883)  // weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: fc2_bias=normal(0,0.05)            // bias or shift: small
// DEFUSE-INPUT: norm_scale=uniform(0.8,1.2)        // norm scale: near 1
// DEFUSE-INPUT: norm_bias=normal(0,0.05)           // bias or shift: small
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "fc1_weight"}, {defuse.name = "fc1_bias"}, {defuse.name = "fc2_weight"}, {defuse.name = "fc2_bias"}, {defuse.name = "norm_scale"}, {defuse.name = "norm_bias"}], function_type = (tensor<8x64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x64xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %5 = "stablehlo.multiply"(%4, %3) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %6 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %9 = "stablehlo.add"(%3, %8) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %13 = "stablehlo.tanh"(%12) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %16 = "stablehlo.add"(%15, %13) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %17 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %20 = "stablehlo.multiply"(%3, %19) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %21 = "stablehlo.dot_general"(%20, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %24 = "stablehlo.add"(%21, %23) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = "stablehlo.add"(%24, %arg0) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %56 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %31 = "stablehlo.divide"(%28, %30) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %33 = "stablehlo.subtract"(%25, %32) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %34 = "chlo.square"(%33) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %55 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %38 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %40 = "stablehlo.divide"(%37, %39) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %42 = "stablehlo.subtract"(%25, %41) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %43 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %45 = "stablehlo.add"(%40, %44) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %46 = "stablehlo.rsqrt"(%45) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %48 = "stablehlo.multiply"(%42, %47) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %49 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %51 = "stablehlo.multiply"(%48, %50) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %54 = "stablehlo.add"(%51, %53) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    "func.return"(%54) : (tensor<8x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
