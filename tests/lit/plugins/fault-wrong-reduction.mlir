// defuse-fault-wrong-reduction (test-only fault injection, WRONG on purpose):
// in a linalg.generic with a reduction iterator whose combiner adds into the
// accumulator (linalg.yield of arith.addf/addi with the output block
// argument as one operand), the term of the LAST iteration of the innermost
// reduction dim d (extent N) is dropped, an off-by-one `k < N - 1`:
//   %s    = arith.addf %x, %acc : f32
//   %last = arith.constant N-1 : index
//   %k    = linalg.index d : index
//   %is   = arith.cmpi eq, %k, %last : index
//   %r    = arith.select %is, %acc, %s : f32
//   linalg.yield %r : f32
// For a dynamic extent, N - 1 is computed from a tensor.dim before the kernel.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg),linalg-generalize-named-ops,linalg-fuse-elementwise-ops,func.func(defuse-fault-wrong-reduction))' \
// RUN:   %s | %FileCheck %s

// reduce_sum over axis 1 (extent 8, loop dim d2 after the expand_shape):
// element 7 of every row is skipped.
// CHECK-LABEL: func.func @reduce_sum
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-NEXT:  ^bb0(%[[X:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT:    %[[LAST:.+]] = arith.constant 7 : index
// CHECK-NEXT:    %[[K:.+]] = linalg.index 2 : index
// CHECK-NEXT:    %[[IS:.+]] = arith.cmpi eq, %[[K]], %[[LAST]] : index
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[IS]], %[[ACC]], %[[S]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
func.func @reduce_sum(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// matmul (generalized): acc + a*b with the accumulator first; the product of
// the last k (d3, extent 16) is dropped from every dot product.
// CHECK-LABEL: func.func @matmul
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK-NEXT:    %[[P:.+]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK-NEXT:    %[[LAST:.+]] = arith.constant 15 : index
// CHECK-NEXT:    %[[K:.+]] = linalg.index 3 : index
// CHECK-NEXT:    %[[IS:.+]] = arith.cmpi eq, %[[K]], %[[LAST]] : index
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[IS]], %[[ACC]], %[[S]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
func.func @matmul(%a: tensor<1x4x16xf32>, %b: tensor<1x16x8xf32>) -> tensor<1x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}

// Dynamic extent: N - 1 = dim(%a, 1) - 1, computed just before the kernel.
// CHECK-LABEL: func.func @reduce_sum_dynamic
// CHECK-SAME:  (%[[ARG:.+]]: tensor<?x?xf32>)
// CHECK:       %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[N:.+]] = tensor.dim %[[ARG]], %[[C1]] : tensor<?x?xf32>
// CHECK-NEXT:  %[[ONE:.+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[LAST:.+]] = arith.subi %[[N]], %[[ONE]] : index
// CHECK-NEXT:  linalg.generic
// CHECK-NEXT:  ^bb0(%[[X:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT:    %[[K:.+]] = linalg.index 1 : index
// CHECK-NEXT:    %[[IS:.+]] = arith.cmpi eq, %[[K]], %[[LAST]] : index
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[IS]], %[[ACC]], %[[S]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
func.func @reduce_sum_dynamic(%a: tensor<?x?xf32>) -> tensor<?x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// A max reduction is not additive: untouched.
// CHECK-LABEL: func.func @reduce_max
// CHECK-NOT:   linalg.index
// CHECK:       return
func.func @reduce_max(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
