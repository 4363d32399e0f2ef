// defuse-fault-maxnum-for-maximum (test-only fault injection, WRONG on
// purpose): arith.maximumf becomes arith.maxnumf and arith.minimumf becomes
// arith.minnumf (fastmath flags kept). They agree on all non-NaN inputs; with
// a NaN operand maximumf returns NaN but maxnumf returns the other operand,
// so relu/clamp of a NaN gives a clean number and hides the NaN.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-maxnum-for-maximum))' \
// RUN:   %s | %FileCheck %s

// max(a, b) then clamp to [0, 6], fused: every min/max is replaced.
// CHECK-LABEL: func.func @max_clamp
// CHECK-DAG:   %[[SIX:.+]] = arith.constant 6.000000e+00 : f32
// CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[M:.+]] = arith.maxnumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[L:.+]] = arith.minnumf %[[M]], %[[SIX]] : f32
// CHECK-NEXT:    %[[R:.+]] = arith.maxnumf %[[L]], %[[ZERO]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// CHECK-NOT:   arith.maximumf
// CHECK-NOT:   arith.minimumf
func.func @max_clamp(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = tosa.maximum %a, %b : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}

// reduce_max: the combiner of the reduction is replaced too, so one NaN in
// a row no longer makes the row's max NaN.
// CHECK-LABEL: func.func @reduce_max
// CHECK:       ^bb0(%[[X:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK-NEXT:    %[[M:.+]] = arith.maxnumf %[[X]], %[[ACC]] : f32
// CHECK-NEXT:    linalg.yield %[[M]] : f32
func.func @reduce_max(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
