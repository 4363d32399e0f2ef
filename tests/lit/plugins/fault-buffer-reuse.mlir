// defuse-fault-buffer-reuse (test-only fault injection, WRONG on purpose):
// on bufferized IR, a memref.alloc is replaced by an earlier alloc of the
// identical static type in the same block whose buffer is still read after
// the first op that uses the later one (a wrong buffer-reuse decision). A
// reuse that would only be a legal in-place update (the earlier buffer's
// last reader is the first user of the later one) is not a site.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg,tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(defuse-fault-buffer-reuse{remarks=true}))' \
// RUN:   %s 2>%t.remarks | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REMARK < %t.remarks

// exp(a) + tanh(exp(a)): the tanh kernel writes over exp(a), which the add
// still reads. The add's own buffer is not merged: its only earlier reader
// of exp(a) is the add itself.
// CHECK-LABEL: func.func @residual
// CHECK:         %[[E:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%arg0 : memref<4x8xf32>) outs(%[[E]] : memref<4x8xf32>)
// CHECK:           math.exp
// CHECK:         linalg.generic {{.*}} ins(%[[E]] : memref<4x8xf32>) outs(%[[E]] : memref<4x8xf32>)
// CHECK:           math.tanh
// CHECK:         %[[S:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[E]], %[[E]] : memref<4x8xf32>, memref<4x8xf32>) outs(%[[S]] : memref<4x8xf32>)
// CHECK:         return %[[S]] : memref<4x8xf32>
func.func @residual(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.exp %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // REMARK: fault-buffer-reuse.mlir:[[@LINE+1]]:8: remark: defuse-fault-buffer-reuse: buffer replaced by an earlier alloc of the same type that is still live
  %1 = tosa.tanh %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = tosa.add %0, %1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// A chain: each buffer is dead once the next kernel has read it. Left alone.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[A:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK:         %[[B:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[A]] : memref<4x8xf32>) outs(%[[B]] : memref<4x8xf32>)
// CHECK:         %[[C:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[B]] : memref<4x8xf32>) outs(%[[C]] : memref<4x8xf32>)
// CHECK:         return %[[C]]
func.func @chain(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.exp %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.tanh %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = tosa.abs %1 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// A read through a view keeps the buffer alive: exp(a) is read again, as
// 8x4, after tanh's kernel, so tanh's buffer becomes exp's. The 8x4 buffer
// has no twin of its type.
// CHECK-LABEL: func.func @view
// CHECK:         %[[E:.+]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK:         math.exp
// CHECK:         memref.collapse_shape %[[E]]
// CHECK-NOT:     memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK:         ins(%[[E]] : memref<4x8xf32>) outs(%[[E]] : memref<4x8xf32>)
// CHECK:         %[[R:.+]] = memref.alloc() {{.*}} : memref<8x4xf32>
// CHECK:         return
func.func @view(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %0 = tosa.exp %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %shape = tosa.const_shape {values = dense<[8, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %0, %shape : (tensor<4x8xf32>, !tosa.shape<2>) -> tensor<8x4xf32>
  // REMARK: fault-buffer-reuse.mlir:[[@LINE+1]]:8: remark: defuse-fault-buffer-reuse: buffer replaced
  %2 = tosa.tanh %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tosa.abs %1 : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %2, %3 : tensor<4x8xf32>, tensor<8x4xf32>
}
