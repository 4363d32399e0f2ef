// defuse-fault-long-chain (test-only fault injection, WRONG on purpose, and
// only in long fused chains): in a linalg.generic whose payload has at least
// min-ops (default 5) computing ops from at least min-ops distinct source
// locations, one payload op is folded to its first operand (a wrong
// "identity" fold): its uses take its first operand and it is erased. The op
// is the middle one of the eligible ops (result type == first operand type),
// or the one at index `position`.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain{remarks=true}))' \
// RUN:   %s 2>%t.remarks | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REMARK < %t.remarks

// position=0 folds the first op of the chain instead.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-long-chain{position=0}))' \
// RUN:   %s | %FileCheck %s --check-prefix=POS0

// Without fusion no kernel has more than one source op: nothing changes.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),func.func(defuse-fault-long-chain{remarks=true}))' \
// RUN:   %s 2>&1 | %FileCheck %s --check-prefix=UNFUSED
// UNFUSED-NOT: remark

// Five source ops fused: the middle one (the subf) is folded, so the absf
// reads the square.
// CHECK-LABEL: func.func @chain5
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[M:.+]] = arith.mulf %[[S]], %[[S]] : f32
// CHECK-NEXT:    %[[ABS:.+]] = math.absf %[[M]] : f32
// CHECK-NEXT:    %[[E:.+]] = math.exp %[[ABS]] : f32
// CHECK-NEXT:    linalg.yield %[[E]] : f32
// POS0-LABEL: func.func @chain5
// POS0:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// POS0-NEXT:    %[[M:.+]] = arith.mulf %[[A]], %[[A]] : f32
// POS0-NEXT:    arith.subf %[[M]], %[[A]] : f32
func.func @chain5(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.mul %0, %0, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  // REMARK: fault-long-chain.mlir:[[@LINE+1]]:8: remark: defuse-fault-long-chain: folded arith.subf to its first operand in a fused chain of 5 ops
  %2 = tosa.sub %1, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tosa.abs %2 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = tosa.exp %3 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %4 : tensor<4x8xf32>
}

// Four source ops: too short, untouched.
// CHECK-LABEL: func.func @chain4
// CHECK:         arith.addf
// CHECK-NEXT:    arith.mulf
// CHECK-NEXT:    arith.subf
// CHECK-NEXT:    math.absf
// CHECK-NEXT:    linalg.yield
func.func @chain4(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.mul %0, %0, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  %2 = tosa.sub %1, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tosa.abs %2 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// Five payload ops, but from two source ops only (tosa.sigmoid lowers to
// four ops at one location): untouched.
// CHECK-LABEL: func.func @sigmoid_add
// CHECK:         arith.negf
// CHECK-NEXT:    math.exp
// CHECK-NEXT:    arith.addf
// CHECK-NEXT:    arith.divf
// CHECK-NEXT:    arith.addf
// CHECK-NEXT:    linalg.yield
func.func @sigmoid_add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.sigmoid %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tosa.add %0, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
