// Upstream miscompile: linalg-generalize-named-ops followed by
// linalg-specialize-generic-ops drops {cast = #linalg.type_fn<cast_unsigned>}
// from linalg.matmul (llvm-project #174517, duplicate report #174550;
// upstream fix PR #174757; still reproduces with Debian's 22.1.8).
// Generalization correctly emits arith.extui for both operands;
// specialization re-creates a plain linalg.matmul, whose
// default cast is signed (arith.extsi), so every i8 input >= 128 (as unsigned)
// is reinterpreted as negative.
// Workload: a u8 x u8 -> i32 matmul (i8 storage, unsigned semantics).
//   %a [16,32] i8 (read as u8), %b [32,8] i8 (read as u8).  Result: [16,8] i32.
// Expected: sum_k zext(a[i,k]) * zext(b[k,j]); after the round trip the sum
// uses sext, e.g. a = b = 0xFF gives 65025 per term correctly, 1 after the bug.
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(linalg-generalize-named-ops,linalg-specialize-generic-ops)
// DEFUSE-INPUTS: arg0=int(-128,127) arg1=int(-128,127)
// DEFUSE-CULPRIT: pass=linalg-specialize-generic-ops op=linalg.matmul kind=integer-mismatch
func.func @matmul_unsigned(%a: tensor<16x32xi8>, %b: tensor<32x8xi8>) -> tensor<16x8xi32> {
  %c0 = arith.constant 0 : i32
  %init = tensor.empty() : tensor<16x8xi32>
  %acc = linalg.fill ins(%c0 : i32) outs(%init : tensor<16x8xi32>) -> tensor<16x8xi32>
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>}
      ins(%a, %b : tensor<16x32xi8>, tensor<32x8xi8>) outs(%acc : tensor<16x8xi32>) -> tensor<16x8xi32>
  return %r : tensor<16x8xi32>
}
