// Four additive reductions, in this order: two sums, a matmul and a sum of
// the matmul. defuse-fault-wrong-reduction{skip=1 limit=1} breaks the second
// one, a tosa.reduce_sum. Once the first sum is gone, the same fault breaks
// the matmul instead, and the last sum carries its wrong value to an output:
// a reduce_sum still feeds a failing output, but the wrong value no longer
// starts at one.
func.func @sums_then_matmul(%x: tensor<1x2x4xf32>, %y: tensor<1x2x4xf32>,
                            %a: tensor<1x2x4xf32>, %b: tensor<1x4x2xf32>)
    -> (tensor<1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r1 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<1x2x4xf32>) -> tensor<1x2x1xf32>
  %r2 = tosa.reduce_sum %y {axis = 2 : i32} : (tensor<1x2x4xf32>) -> tensor<1x2x1xf32>
  %m = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x4xf32>, tensor<1x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %r3 = tosa.reduce_sum %m {axis = 2 : i32} : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
  return %r1, %r2, %r3 : tensor<1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>
}
