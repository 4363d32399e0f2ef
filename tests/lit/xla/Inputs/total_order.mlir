// compare with compare_type TOTALORDER (IEEE totalOrder: -0 < +0, NaN above
// +inf): XLA computes what the reference computes.
// DEFUSE-INPUT: arg0=values(-0.0, 0.0, 1.0, nan)
// DEFUSE-INPUT: arg1=values(0.0, -0.0, nan, 1.0)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>, sym_name = "main"}> ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    %0 = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"(%0) : (tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()
