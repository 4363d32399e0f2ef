// A branch on the data: tosa.cond_if, written as torch.cond with each
// branch a function of its own. Each branch is several ops that Inductor
// fuses into kernels of the branch's subgraph; the condition is an
// argument, so --input picks the branch.
func.func @main(%c: tensor<i1>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>):
    %s = tosa.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %t = tosa.tanh %s : (tensor<4x8xf32>) -> tensor<4x8xf32>
    tosa.yield %t : tensor<4x8xf32>
  } else {
  ^bb0(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>):
    %d = tosa.sub %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %e = tosa.exp %d : (tensor<4x8xf32>) -> tensor<4x8xf32>
    tosa.yield %e : tensor<4x8xf32>
  }
  %o = tosa.sigmoid %r : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %o : tensor<4x8xf32>
}
