// defuse-fault-off-by-one-slice (test-only fault injection, WRONG on
// purpose): the window of a tensor.extract_slice moves by one element along
// its outermost dim that has room: offset + 1 when the window still fits in
// the source, else offset - 1. The result type is unchanged and every read
// stays in bounds, so the slice returns real, plausible neighbouring data.
// Only static offsets, sizes, strides and source extents are touched.

// RUN: %mlir_opt --load-pass-plugin=%fault_plugin \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-tensor),func.func(defuse-fault-off-by-one-slice))' \
// RUN:   %s | %FileCheck %s

// Rows 2..5 of 8 become rows 3..6.
// CHECK-LABEL: func.func @rows_in_middle
// CHECK:       tensor.extract_slice %{{.+}}[3, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
func.func @rows_in_middle(%a: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %start = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[4, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %start, %size : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// The last 4 rows have no room below: they become rows 3..6 (offset - 1).
// CHECK-LABEL: func.func @rows_at_end
// CHECK:       tensor.extract_slice %{{.+}}[3, 0] [4, 8] [1, 1]
func.func @rows_at_end(%a: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %start = tosa.const_shape {values = dense<[4, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[4, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %start, %size : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// All rows are taken, so the columns move instead: columns 0..5 become 1..6.
// CHECK-LABEL: func.func @columns
// CHECK:       tensor.extract_slice %{{.+}}[0, 1] [8, 6] [1, 1]
func.func @columns(%a: tensor<8x8xf32>) -> tensor<8x6xf32> {
  %start = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[8, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %start, %size : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// A dynamic source extent is not touched.
// CHECK-LABEL: func.func @dynamic
// CHECK:       tensor.extract_slice %{{.+}}[2] [4] [1] : tensor<?xf32> to tensor<4xf32>
func.func @dynamic(%a: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tensor.extract_slice %a[2] [4] [1] : tensor<?xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
