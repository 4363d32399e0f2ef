// defuse-fault-precision-loss (test-only fault injection, WRONG on purpose):
// every f32 arith.mulf inside a linalg.generic body has the lowest `bits`
// (default 3) bits of its result's mantissa cleared:
//   %p = arith.mulf %a, %b : f32
//   %i = arith.bitcast %p : f32 to i32
//   %t = arith.andi %i, -8 : i32          // ~0b111
//   %q = arith.bitcast %t : i32 to f32    // replaces every use of %p
// Each product is off by at most 7 ULPs, toward zero: far below a 1e-3
// tolerance, so only an oracle with tight per-element bounds catches it.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-precision-loss))' \
// RUN:   %s | %FileCheck %s

// `bits=5` clears five bits instead (mask -32), up to 31 ULPs.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-precision-loss{bits=5}))' \
// RUN:   %s | %FileCheck %s --check-prefix=BITS5

// a * b + c fused into one kernel: the addf now adds the truncated product.
// CHECK-LABEL: func.func @mul_add
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT:    %[[P:.+]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[I:.+]] = arith.bitcast %[[P]] : f32 to i32
// CHECK-NEXT:    %[[M:.+]] = arith.constant -8 : i32
// CHECK-NEXT:    %[[T:.+]] = arith.andi %[[I]], %[[M]] : i32
// CHECK-NEXT:    %[[Q:.+]] = arith.bitcast %[[T]] : i32 to f32
// CHECK-NEXT:    %[[S:.+]] = arith.addf %[[Q]], %[[C]] : f32
// CHECK-NEXT:    linalg.yield %[[S]] : f32
// BITS5-LABEL: func.func @mul_add
// BITS5:         arith.constant -32 : i32
func.func @mul_add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  %1 = tosa.add %0, %c : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// A lone product kernel yields the truncated value.
// CHECK-LABEL: func.func @mul_only
// CHECK:         %[[P:.+]] = arith.mulf
// CHECK-NEXT:    %[[I:.+]] = arith.bitcast %[[P]] : f32 to i32
// CHECK-NEXT:    %[[M:.+]] = arith.constant -8 : i32
// CHECK-NEXT:    %[[T:.+]] = arith.andi %[[I]], %[[M]] : i32
// CHECK-NEXT:    %[[Q:.+]] = arith.bitcast %[[T]] : i32 to f32
// CHECK-NEXT:    linalg.yield %[[Q]] : f32
func.func @mul_only(%a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<16xf32>, tensor<16xf32>, tensor<1xi8>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// Only f32 products are touched: f16 is left alone.
// CHECK-LABEL: func.func @mul_f16
// CHECK:         %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f16
// CHECK-NEXT:    linalg.yield %[[P]] : f16
func.func @mul_f16(%a: tensor<16xf16>, %b: tensor<16xf16>) -> tensor<16xf16> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<16xf16>, tensor<16xf16>, tensor<1xi8>) -> tensor<16xf16>
  return %0 : tensor<16xf16>
}
