// Two dense layers over a batch of 13 rows: x @ w1 + b1, ReLU, @ w2. With
// max_autotune, each product is given to the autotuner with two
// candidates, ATen's bmm and Inductor's C++ GEMM template; 13 rows are one
// full block of the template's micro-kernel (8 rows) and a partial one.
func.func @main(%x: tensor<1x13x64xf32>, %w1: tensor<1x64x32xf32>,
                %b1: tensor<1x1x32xf32>, %w2: tensor<1x32x16xf32>)
    -> tensor<1x13x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %mm1 = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x13x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x13x32xf32>
  %h = tosa.add %mm1, %b1 : (tensor<1x13x32xf32>, tensor<1x1x32xf32>) -> tensor<1x13x32xf32>
  %relu = tosa.clamp %h {max_val = 3.40282347e+38 : f32, min_val = 0.0 : f32} : (tensor<1x13x32xf32>) -> tensor<1x13x32xf32>
  %mm2 = tosa.matmul %relu, %w2, %zp, %zp : (tensor<1x13x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x13x16xf32>
  return %mm2 : tensor<1x13x16xf32>
}
