// An overflow check written the way C programmers are told not to: the sum
// carries overflow<nsw> (a promise that it never wraps) and yet is compared
// with an operand to detect wrapping. The reference wraps, as the
// unoptimized kernel does; LLVM's optimizer takes the promise at its word and
// folds `(x + y) < x` to `y < 0`, so every lane whose sum wraps reads 0.
// DEFUSE-INPUT: arg0=const(2147483600)
// DEFUSE-INPUT: arg1=int(0,100)
#id = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<64xi32>, %b: tensor<64xi32>) -> tensor<64xi32> {
  %init = tensor.empty() : tensor<64xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<64xi32>, tensor<64xi32>) outs(%init : tensor<64xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y overflow<nsw> : i32
    %wrapped = arith.cmpi slt, %s, %x : i32
    %e = arith.extui %wrapped : i1 to i32
    linalg.yield %e : i32
  } -> tensor<64xi32>
  return %r : tensor<64xi32>
}
