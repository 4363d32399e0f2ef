// Imported by `defuse import` from testdata/models/src/jax_zoo.py:rmsnorm_swiglu (jax 0.12.0.1, jaxlib 0.12.0.1).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: x=normal(0,1)                       // input activations
// DEFUSE-INPUT: norm_scale=uniform(0.8,1.2)         // norm scale: near 1
// DEFUSE-INPUT: gate_weight=uniform(-0.125,0.125)   // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: up_weight=uniform(-0.125,0.125)     // weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: down_weight=uniform(-0.102062,0.102062)  // weight: +-1/sqrt(fan-in 96)
"builtin.module"() <{sym_name = "jit_positional"}> ({
  "func.func"() <{arg_attrs = [{defuse.name = "x"}, {defuse.name = "norm_scale"}, {defuse.name = "gate_weight"}, {defuse.name = "up_weight"}, {defuse.name = "down_weight"}], function_type = (tensor<8x64xf32>, tensor<64xf32>, tensor<64x96xf32>, tensor<64x96xf32>, tensor<96x64xf32>) -> tensor<8x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<8x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x96xf32>, %arg4: tensor<64x96xf32>, %arg5: tensor<96x64xf32>):
    %9 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %31 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %15 = "stablehlo.divide"(%12, %14) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %19 = "stablehlo.rsqrt"(%18) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %21 = "stablehlo.multiply"(%arg1, %20) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %24 = "stablehlo.multiply"(%21, %23) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = "stablehlo.dot_general"(%24, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xf32>, tensor<64x96xf32>) -> tensor<8x96xf32>
    %26 = "func.call"(%25) <{callee = @silu}> : (tensor<8x96xf32>) -> tensor<8x96xf32>
    %27 = "stablehlo.dot_general"(%24, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xf32>, tensor<64x96xf32>) -> tensor<8x96xf32>
    %28 = "stablehlo.multiply"(%26, %27) : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<8x96xf32>
    %29 = "stablehlo.dot_general"(%28, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x96xf32>, tensor<96x64xf32>) -> tensor<8x64xf32>
    %30 = "stablehlo.add"(%arg1, %29) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    "func.return"(%30) : (tensor<8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x96xf32>) -> tensor<8x96xf32>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x96xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<8x96xf32>) -> tensor<8x96xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<8x96xf32>) -> tensor<8x96xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x96xf32>
    %4 = "stablehlo.add"(%3, %1) : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<8x96xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x96xf32>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<8x96xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<8x96xf32>
    "func.return"(%8) : (tensor<8x96xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
