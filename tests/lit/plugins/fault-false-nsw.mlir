// defuse-fault-false-nsw (test-only fault injection, WRONG on purpose, but
// latent): every integer arith.addi / subi / muli in a linalg.generic body
// gets overflow<nsw>. The value of the MLIR is unchanged (it still wraps);
// the flag only lets LLVM's optimizer assume the ops never wrap.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(defuse-fault-false-nsw{remarks=true}))' \
// RUN:   %s 2>%t.remarks | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REMARK < %t.remarks

// skip=1 limit=1: only the second site (the muli) is flagged.
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,defuse-fault-false-nsw{skip=1 limit=1})' \
// RUN:   %s | %FileCheck %s --check-prefix=SKIP

// CHECK-LABEL: func.func @add_mul_sub
// CHECK:         arith.addi %{{.+}}, %{{.+}} overflow<nsw> : i8
// CHECK-NEXT:    arith.muli %{{.+}}, %{{.+}} overflow<nsw> : i8
// CHECK-NEXT:    arith.subi %{{.+}}, %{{.+}} overflow<nsw> : i8
// CHECK-NEXT:    linalg.yield
// SKIP-LABEL: func.func @add_mul_sub
// SKIP:         arith.addi %{{[^ ]+}}, %{{[^ ]+}} : i8
// SKIP-NEXT:    arith.muli %{{.+}}, %{{.+}} overflow<nsw> : i8
// SKIP-NEXT:    arith.subi %{{[^ ]+}}, %{{[^ ]+}} : i8
func.func @add_mul_sub(%a: tensor<64xi8>, %b: tensor<64xi8>) -> tensor<64xi8> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // REMARK: fault-false-nsw.mlir:[[@LINE+1]]:8: remark: defuse-fault-false-nsw: marked arith.addi overflow<nsw> although it can wrap
  %0 = tosa.add %a, %b : (tensor<64xi8>, tensor<64xi8>) -> tensor<64xi8>
  // REMARK: fault-false-nsw.mlir:[[@LINE+1]]:8: remark: defuse-fault-false-nsw: marked arith.muli overflow<nsw>
  %1 = tosa.mul %0, %b, %shift : (tensor<64xi8>, tensor<64xi8>, tensor<1xi8>) -> tensor<64xi8>
  // REMARK: fault-false-nsw.mlir:[[@LINE+1]]:8: remark: defuse-fault-false-nsw: marked arith.subi overflow<nsw>
  %2 = tosa.sub %1, %a : (tensor<64xi8>, tensor<64xi8>) -> tensor<64xi8>
  return %2 : tensor<64xi8>
}

// Floats, ops outside linalg.generic bodies and ops already marked nsw are
// left alone (an already-flagged op is not a site).
// CHECK-LABEL: func.func @untouched
// CHECK:         arith.addi %{{[^ ]+}}, %{{[^ ]+}} : index
// CHECK:         arith.addf
// CHECK:         arith.addi %{{.+}}, %{{.+}} overflow<nsw> : i32
// CHECK-NOT:     overflow<nsw,
// CHECK:         return
func.func @untouched(%a: tensor<8xf32>, %b: tensor<8xi32>, %i: index) -> (tensor<8xf32>, tensor<8xi32>, index) {
  %j = arith.addi %i, %i : index
  %0 = tosa.add %a, %a : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<8xi32>) outs(%e : tensor<8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %x overflow<nsw> : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  return %0, %1, %j : tensor<8xf32>, tensor<8xi32>, index
}
