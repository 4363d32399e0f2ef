// defuse-fault-value-trigger (test-only fault injection, WRONG on purpose,
// and only for some runtime values): math.tanh / math.exp in a linalg.generic
// body keep their exact value for |x| <= threshold and are replaced beyond it
// by the Taylor polynomial meant for the reduced argument, as if the range
// reduction had been dropped:
//   tanh(x) ~ x - x^3/3            exp(x) ~ 1 + x (1 + x (1/2 + x/6))
//   %small = arith.cmpf ole, |x|, threshold
//   %r     = arith.select %small, %exact, %poly   // replaces the uses of %exact

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-value-trigger{threshold=0.25 remarks=true}))' \
// RUN:   %s 2>%t.remarks | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REMARK < %t.remarks

// Skipping the first site leaves the tanh alone and corrupts the exp.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,defuse-fault-value-trigger{skip=1})' \
// RUN:   %s | %FileCheck %s --check-prefix=SKIP

// CHECK-LABEL: func.func @tanh_add
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[X:.+]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[T:.+]] = math.tanh %[[X]] : f32
// CHECK-NEXT:    %[[X2:.+]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:    %[[X3:.+]] = arith.mulf %[[X2]], %[[X]] : f32
// CHECK-NEXT:    %[[THIRD:.+]] = arith.constant 0.333333343 : f32
// CHECK-NEXT:    %[[X33:.+]] = arith.mulf %[[X3]], %[[THIRD]] : f32
// CHECK-NEXT:    %[[P:.+]] = arith.subf %[[X]], %[[X33]] : f32
// CHECK-NEXT:    %[[ABS:.+]] = math.absf %[[X]] : f32
// CHECK-NEXT:    %[[LIM:.+]] = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:    %[[SMALL:.+]] = arith.cmpf ole, %[[ABS]], %[[LIM]] : f32
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[SMALL]], %[[T]], %[[P]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// SKIP-LABEL: func.func @tanh_add
// SKIP-NOT:     math.absf
// SKIP:       return
func.func @tanh_add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // REMARK: fault-value-trigger.mlir:[[@LINE+1]]:8: remark: defuse-fault-value-trigger: math.tanh replaced by its Taylor polynomial where |x| > 2.500000e-01
  %1 = tosa.tanh %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// exp, in f16: Horner form of the cubic, same select.
// CHECK-LABEL: func.func @exp_f16
// CHECK:       ^bb0(%[[X:.+]]: f16, %{{.+}}: f16):
// CHECK-NEXT:    %[[E:.+]] = math.exp %[[X]] : f16
// CHECK-NEXT:    %[[SIXTH:.+]] = arith.constant 1.666260e-01 : f16
// CHECK-NEXT:    %[[M0:.+]] = arith.mulf %[[X]], %[[SIXTH]] : f16
// CHECK-NEXT:    %[[HALF:.+]] = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:    %[[A0:.+]] = arith.addf %[[M0]], %[[HALF]] : f16
// CHECK-NEXT:    %[[M1:.+]] = arith.mulf %[[X]], %[[A0]] : f16
// CHECK-NEXT:    %[[ONE:.+]] = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %[[A1:.+]] = arith.addf %[[M1]], %[[ONE]] : f16
// CHECK-NEXT:    %[[M2:.+]] = arith.mulf %[[X]], %[[A1]] : f16
// CHECK-NEXT:    %[[ONE2:.+]] = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %[[P:.+]] = arith.addf %[[M2]], %[[ONE2]] : f16
// CHECK-NEXT:    %[[ABS:.+]] = math.absf %[[X]] : f16
// CHECK-NEXT:    %[[LIM:.+]] = arith.constant 2.500000e-01 : f16
// CHECK-NEXT:    %[[SMALL:.+]] = arith.cmpf ole, %[[ABS]], %[[LIM]] : f16
// CHECK-NEXT:    %[[R:.+]] = arith.select %[[SMALL]], %[[E]], %[[P]] : f16
// CHECK-NEXT:    linalg.yield %[[R]] : f16
// SKIP-LABEL: func.func @exp_f16
// SKIP:         math.absf
// SKIP:         arith.select
func.func @exp_f16(%a: tensor<16xf16>) -> tensor<16xf16> {
  // REMARK: fault-value-trigger.mlir:[[@LINE+1]]:8: remark: defuse-fault-value-trigger: math.exp replaced
  %0 = tosa.exp %a : (tensor<16xf16>) -> tensor<16xf16>
  return %0 : tensor<16xf16>
}
