// Every fault of the plugin is a SILENT miscompile: after it, the IR still
// verifies and still lowers all the way to the LLVM dialect (and runs; only
// the numbers change). Each RUN line applies one fault to a small workload
// that has a site for every fault, then the usual bufferize-and-lower
// pipeline; mlir-opt verifies the IR after every pass.

// DEFINE: %{lower} = one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-math-to-llvm,convert-scf-to-cf,finalize-memref-to-llvm,convert-index-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts
// DEFINE: %{pre} = func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor,tosa-to-arith),linalg-generalize-named-ops,linalg-fuse-elementwise-ops

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-swap-operands{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,SWAP
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-wrong-indexing-map{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,MAP
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-precision-loss{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,PREC
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-wrong-reduction{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,RED
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-maxnum-for-maximum{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,MAX
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-shape-trigger{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,SHAPE
// RUN: %mlir_opt --load-pass-plugin=%fault_plugin --mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(%{pre},func.func(defuse-fault-off-by-one-slice{remarks=true}),%{lower})' %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,SLICE

// Each fault found its site (the remark), and the result is LLVM dialect.
// SWAP:  remark: defuse-fault-swap-operands: swapped the operands of arith.subf
// MAP:   remark: defuse-fault-wrong-indexing-map: input #0 now read with (d0, d1) -> (d0, d1) instead of (d0, d1) -> (d1, d0)
// PREC:  remark: defuse-fault-precision-loss: cleared the low 3 mantissa bits of the product
// RED:   remark: defuse-fault-wrong-reduction: dropped the last term (index of d2) of the reduction into output #0
// MAX:   remark: defuse-fault-maxnum-for-maximum: replaced arith.minimumf by its NaN-ignoring variant
// SHAPE: remark: defuse-fault-shape-trigger: operands of arith.subf swapped in lanes where index % 16 == 15
// SLICE: remark: defuse-fault-off-by-one-slice: slice window shifted by one element
// CHECK: llvm.func @workload
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

func.func @workload(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %sq: tensor<8x8xf32>)
    -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x1xf32>, tensor<4x16xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // Fused kernel: clamp((a - b) * b, 0, 6).
  %0 = tosa.sub %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = tosa.mul %0, %b, %shift : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<1xi8>) -> tensor<8x16xf32>
  %2 = tosa.clamp %1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // Transpose folded into an add.
  %t = tosa.transpose %sq {perms = array<i32: 1, 0>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = tosa.add %t, %sq : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  // Row sums.
  %4 = tosa.reduce_sum %3 {axis = 1 : i32} : (tensor<8x8xf32>) -> tensor<8x1xf32>
  // A slice.
  %start = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[4, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.slice %2, %start, %size : (tensor<8x16xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x16xf32>
  return %2, %3, %4, %5 : tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x1xf32>, tensor<4x16xf32>
}
