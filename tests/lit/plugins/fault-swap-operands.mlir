// defuse-fault-swap-operands (test-only fault injection, WRONG on purpose):
// in a fused kernel (a linalg.generic with at least two payload ops), the
// first arith.subf / arith.divf / arith.subi gets its operands swapped:
// a - b becomes b - a, a / b becomes b / a. Single-op kernels are left
// alone, so the bug only appears after elementwise fusion.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-swap-operands))' \
// RUN:   %s | %FileCheck %s

// Options shared by every fault pass aim it at chosen sites: `skip=N` leaves
// the first N candidate sites alone, `limit=N` corrupts at most N. Sites are
// numbered per anchor op: here the pass runs on the module, so the numbering
// runs across functions and only the second site (@add_recip_mul) changes.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,defuse-fault-swap-operands{skip=1 limit=1})' \
// RUN:   %s | %FileCheck %s --check-prefix=SKIP

// `remarks=true` reports each corrupted op at its source location: the
// ground truth that triage tests compare defuse's verdict against.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-swap-operands{remarks=true}))' \
// RUN:   %s -o /dev/null 2>&1 | %FileCheck %s --check-prefix=REMARK

// sub -> exp -> mul fuses into one kernel; its subf becomes b - a.
// CHECK-LABEL: func.func @sub_exp_mul
// CHECK:       linalg.generic
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[D:.+]] = arith.subf %[[B]], %[[A]] : f32
// CHECK-NEXT:    %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:    arith.mulf %[[E]], %[[B]] : f32
// SKIP-LABEL:  func.func @sub_exp_mul
// SKIP:        ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// SKIP-NEXT:     arith.subf %[[A]], %[[B]] : f32
// REMARK:      fault-swap-operands.mlir:[[@LINE+2]]:8: remark: defuse-fault-swap-operands: swapped the operands of arith.subf
func.func @sub_exp_mul(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.sub %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.exp %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.mul %1, %b, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// a * (1 / (a + b)): the addf is commutative and stays; the reciprocal's
// divf computes (a + b) / 1 instead of 1 / (a + b).
// CHECK-LABEL: func.func @add_recip_mul
// CHECK:       %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[R:.+]] = arith.divf %[[S]], %[[ONE]] : f32
// CHECK-NEXT:    arith.mulf %[[A]], %[[R]] : f32
// SKIP-LABEL:  func.func @add_recip_mul
// SKIP:        %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// SKIP:          %[[S:.+]] = arith.addf
// SKIP-NEXT:     arith.divf %[[S]], %[[ONE]] : f32
// REMARK:      fault-swap-operands.mlir:[[@LINE+3]]:8: remark: defuse-fault-swap-operands: swapped the operands of arith.divf
func.func @add_recip_mul(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.reciprocal %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.mul %a, %1, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// A lone subtraction is not a fused kernel: untouched.
// CHECK-LABEL: func.func @lone_sub
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    arith.subf %[[A]], %[[B]] : f32
// REMARK-NOT:  remark
func.func @lone_sub(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.sub %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
