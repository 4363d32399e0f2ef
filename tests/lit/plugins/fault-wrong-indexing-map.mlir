// defuse-fault-wrong-indexing-map (test-only fault injection, WRONG on
// purpose): one input of a linalg.generic is read through the wrong indexing
// map, so the kernel reads the transposed element:
//   (a) a transpose folded into the kernel (an input map that permutes the
//       loop dims) is dropped: the map becomes the dims in loop order;
//   (b) otherwise two dims of an in-order input map are exchanged.
// Only dims with equal static extents (> 1) are involved, so the operand
// shapes still match the iteration space and the IR verifies. One input per
// kernel; inputs the body never reads are skipped.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg),linalg-generalize-named-ops,linalg-fuse-elementwise-ops,func.func(defuse-fault-wrong-indexing-map))' \
// RUN:   %s | %FileCheck %s

// CHECK-DAG: #[[$ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$T2:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[$ID3:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$T3:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[$MM_AT:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG: #[[$MM_B:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[$MM_C:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// (a) transpose(a) + b: after fusion input #0 is read through (d1, d0); the
// fault reads it through the identity, i.e. computes a + b.
// CHECK-LABEL: func.func @transpose_add
// CHECK:       linalg.generic {indexing_maps = [#[[$ID2]], #[[$ID2]], #[[$ID2]]]
func.func @transpose_add(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = tosa.add %0, %b : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// (b) a - b on 2x6x6: the two 6-extent dims of input #0 are exchanged, i.e.
// computes transpose(a, [0, 2, 1]) - b. The batch dim (extent 2) is alone.
// CHECK-LABEL: func.func @square_sub
// CHECK:       linalg.generic {indexing_maps = [#[[$T3]], #[[$ID3]], #[[$ID3]]]
func.func @square_sub(%a: tensor<2x6x6xf32>, %b: tensor<2x6x6xf32>) -> tensor<2x6x6xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
  return %0 : tensor<2x6x6xf32>
}

// (b) on a square matmul: A is read as (d0, d3, d1), i.e. computes A^T * B.
// The fill kernel has no input and is untouched.
// CHECK-LABEL: func.func @square_matmul
// CHECK:       linalg.generic {indexing_maps = [#[[$ID3]]]
// CHECK:       linalg.generic {indexing_maps = [#[[$MM_AT]], #[[$MM_B]], #[[$MM_C]]]
func.func @square_matmul(%a: tensor<1x4x4xf32>, %b: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// A 4x8 -> 8x4 transpose cannot be dropped (the shapes would not match the
// loops) and no two loop dims have equal extents: untouched.
// CHECK-LABEL: func.func @rect_transpose_add
// CHECK:       linalg.generic {indexing_maps = [#[[$T2]], #[[$ID2]], #[[$ID2]]]
func.func @rect_transpose_add(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %1 = tosa.add %0, %b : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
