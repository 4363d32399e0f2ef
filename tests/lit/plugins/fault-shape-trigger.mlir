// defuse-fault-shape-trigger (test-only fault injection, WRONG on purpose,
// and only for some shapes): in a linalg.generic whose innermost loop has a
// static extent that is a multiple of 16, the first arith.subf / divf / subi
// is computed with swapped operands in the last lane of every 16-wide block
// (index % 16 == 15), like a tail-lane bug in a 16-wide vector kernel:
//   %d    = arith.subf %a, %b : f32
//   %d2   = arith.subf %b, %a : f32
//   %i    = linalg.index <innermost> : index
//   %lane = arith.remui %i, 16 : index
//   %tail = arith.cmpi eq, %lane, 15 : index
//   %r    = arith.select %tail, %d2, %d : f32   // replaces the uses of %d
// Shrinking the inner dim to anything but a multiple of 16 hides the bug.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-shape-trigger))' \
// RUN:   %s | %FileCheck %s

// Inner extent 32: lanes 15 and 31 of every row compute b - a.
// CHECK-LABEL: func.func @sub_abs_32
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[D:.+]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[D2:.+]] = arith.subf %[[B]], %[[A]] : f32
// CHECK-NEXT:    %[[I:.+]] = linalg.index 1 : index
// CHECK-NEXT:    %[[W:.+]] = arith.constant 16 : index
// CHECK-NEXT:    %[[LANE:.+]] = arith.remui %[[I]], %[[W]] : index
// CHECK-NEXT:    %[[C15:.+]] = arith.constant 15 : index
// CHECK-NEXT:    %[[TAIL:.+]] = arith.cmpi eq, %[[LANE]], %[[C15]] : index
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[TAIL]], %[[D2]], %[[D]] : f32
// CHECK-NEXT:    %[[ABS:.+]] = math.absf %[[R]] : f32
// CHECK-NEXT:    linalg.yield %[[ABS]] : f32
func.func @sub_abs_32(%a: tensor<4x32xf32>, %b: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %0 = tosa.sub %a, %b : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
  %1 = tosa.abs %0 : (tensor<4x32xf32>) -> tensor<4x32xf32>
  return %1 : tensor<4x32xf32>
}

// Same kernel with inner extent 24: not a multiple of 16, untouched.
// CHECK-LABEL: func.func @sub_abs_24
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[D:.+]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT:    math.absf %[[D]] : f32
func.func @sub_abs_24(%a: tensor<4x24xf32>, %b: tensor<4x24xf32>) -> tensor<4x24xf32> {
  %0 = tosa.sub %a, %b : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
  %1 = tosa.abs %0 : (tensor<4x24xf32>) -> tensor<4x24xf32>
  return %1 : tensor<4x24xf32>
}

// Only the innermost loop counts: 16x8 is untouched.
// CHECK-LABEL: func.func @sub_16x8
// CHECK-NOT:     linalg.index
// CHECK:       return
func.func @sub_16x8(%a: tensor<16x8xf32>, %b: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = tosa.sub %a, %b : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
