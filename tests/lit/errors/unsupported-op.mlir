// linalg.softmax is not a structured op with a payload; the reference
// interpreter does not evaluate it and says so at the op: exit code 4.
// RUN: %expect_exit 4 %defuse run %s 2>&1 | %FileCheck %s
// RUN: %expect_exit 4 %defuse interp %s 2>&1 | %FileCheck %s
// CHECK: defuse: error: {{.*}}unsupported-op.mlir:11:8: the reference interpreter does not support 'linalg.softmax'
// CHECK-NOT: error

func.func @softmax(%a: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %e = tensor.empty() : tensor<2x16xf32>
  // The op defuse cannot evaluate:
  %r = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %r : tensor<2x16xf32>
}
