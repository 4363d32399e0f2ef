// tensor dialect
//
// The tensor dialect's ops as MLIR 22 bufferizes them (one-shot-bufferize,
// then loops): empty, extract, insert, extract_slice (offsets, strides,
// rank-reducing, dynamic offsets), insert_slice, expand_shape,
// collapse_shape, reshape, pad (a constant and a region computing from the
// indices), concat, cast (to dynamic shapes and back), splat, generate,
// from_elements and dim. tensor.bitcast is left out: MLIR 22's
// one-shot-bufferize has no bufferization for it ("op was not bufferized"),
// so defuse's default lowering cannot compile it.
// Data movement must keep every element exactly (NaN, signed zeros,
// subnormals and integer extremes included), so most functions move f32
// edge values and some move f16, bf16, i1, i8 and i32 ones, whose element
// sizes differ. Each function is compiled by MLIR 22's own lowering at -O0
// and compared with the reference interpreter on edge-value inputs.

// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry empty_filled_f32 --entry empty_as_init_i8 --entry extract_from_elements_f32 --entry extract_from_elements_f16 \
// RUN:   --entry from_elements_computed_i32 --entry from_elements_0d_bf16 --entry insert_f32 --entry insert_i8 \
// RUN:   --entry extract_data_index_f32 --entry extract_slice_f32 --entry extract_slice_strided_f32 --entry extract_slice_rank_reducing_f16 \
// RUN:   --entry extract_slice_keep_unit_i8 --entry extract_slice_dynamic_offset_f32 --entry insert_slice_f32 --entry insert_slice_strided_bf16 \
// RUN:   --entry insert_slice_rank_reducing_i32 --entry slice_update_f32 --entry expand_shape_f32 --entry expand_shape_unit_dims_i8 \
// RUN:   --entry collapse_shape_f16 --entry collapse_shape_to_0d_f32 --entry collapse_strided_slice_f32 --entry collapse_then_expand_i32 \
// RUN:   --entry reshape_f32 --entry reshape_bf16 --entry pad_constant_f32 --entry pad_nan_f16 \
// RUN:   --entry pad_value_from_input_i8 --entry pad_region_indices_f32 --entry pad_region_replicate_f32 --entry pad_zero_amount_i32 \
// RUN:   --entry concat_dim0_f32 --entry concat_dim1_three_i8 --entry concat_inner_dim_bf16 --entry extract_slice_dynamic_size_f32 \
// RUN:   --entry cast_dim_f32 --entry dim_static_i32 --entry splat_f32 --entry splat_i1 \
// RUN:   --entry generate_iota_i32 --entry generate_from_input_f32

// ---- empty, extract, insert, from_elements ---------------------------------

// tensor.empty filled piecewise: every element is written before it is read.
func.func @empty_filled_f32(%a: tensor<2x8xf32>, %b: tensor<2x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = tensor.insert_slice %a into %e[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %1 = tensor.insert_slice %b into %0[2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// tensor.empty as the destination of a linalg op.
func.func @empty_as_init_i8(%a: tensor<4x8xi8>) -> tensor<8x4xi8> {
  %e = tensor.empty() : tensor<8x4xi8>
  %r = linalg.transpose ins(%a : tensor<4x8xi8>) outs(%e : tensor<8x4xi8>) permutation = [1, 0]
  return %r : tensor<8x4xi8>
}

// Extract at constant indices, reassemble with from_elements in a new order.
func.func @extract_from_elements_f32(%a: tensor<3x4xf32>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = tensor.extract %a[%c0, %c3] : tensor<3x4xf32>
  %x1 = tensor.extract %a[%c2, %c0] : tensor<3x4xf32>
  %x2 = tensor.extract %a[%c1, %c1] : tensor<3x4xf32>
  %x3 = tensor.extract %a[%c2, %c3] : tensor<3x4xf32>
  %x4 = tensor.extract %a[%c0, %c0] : tensor<3x4xf32>
  %x5 = tensor.extract %a[%c1, %c2] : tensor<3x4xf32>
  %r = tensor.from_elements %x0, %x1, %x2, %x3, %x4, %x5 : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @extract_from_elements_f16(%a: tensor<8xf16>) -> tensor<4xf16> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %x0 = tensor.extract %a[%c7] : tensor<8xf16>
  %x1 = tensor.extract %a[%c1] : tensor<8xf16>
  %x2 = tensor.extract %a[%c4] : tensor<8xf16>
  %x3 = tensor.extract %a[%c6] : tensor<8xf16>
  %r = tensor.from_elements %x0, %x1, %x2, %x3 : tensor<4xf16>
  return %r : tensor<4xf16>
}

// from_elements of scalars computed from extracted ones (i32 wraparound).
func.func @from_elements_computed_i32(%a: tensor<4xi32>) -> tensor<2x2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = tensor.extract %a[%c0] : tensor<4xi32>
  %x1 = tensor.extract %a[%c1] : tensor<4xi32>
  %x2 = tensor.extract %a[%c2] : tensor<4xi32>
  %x3 = tensor.extract %a[%c3] : tensor<4xi32>
  %s = arith.addi %x0, %x1 : i32
  %p = arith.muli %x2, %x3 : i32
  %d = arith.subi %x1, %x3 : i32
  %r = tensor.from_elements %s, %p, %d, %x0 : tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

// A 0-d tensor from an extracted element.
func.func @from_elements_0d_bf16(%a: tensor<5xbf16>) -> tensor<bf16> {
  %c3 = arith.constant 3 : index
  %x = tensor.extract %a[%c3] : tensor<5xbf16>
  %r = tensor.from_elements %x : tensor<bf16>
  return %r : tensor<bf16>
}

// Insert elements of one tensor into another at constant indices.
func.func @insert_f32(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = tensor.extract %a[%c0] : tensor<4xf32>
  %x1 = tensor.extract %a[%c3] : tensor<4xf32>
  %0 = tensor.insert %x0 into %b[%c2, %c1] : tensor<3x4xf32>
  %1 = tensor.insert %x1 into %0[%c0, %c3] : tensor<3x4xf32>
  %2 = tensor.insert %x0 into %1[%c1, %c0] : tensor<3x4xf32>
  return %2 : tensor<3x4xf32>
}

func.func @insert_i8(%a: tensor<2xi8>, %b: tensor<6xi8>) -> tensor<6xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x0 = tensor.extract %a[%c0] : tensor<2xi8>
  %x1 = tensor.extract %a[%c1] : tensor<2xi8>
  %0 = tensor.insert %x0 into %b[%c5] : tensor<6xi8>
  %1 = tensor.insert %x1 into %0[%c0] : tensor<6xi8>
  return %1 : tensor<6xi8>
}

// An index read from the data, masked into range: out = a[idx[0] & 7].
func.func @extract_data_index_f32(%a: tensor<8xf32>, %idx: tensor<1xi32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %mask = arith.constant 7 : i32
  %n = tensor.extract %idx[%c0] : tensor<1xi32>
  %m = arith.andi %n, %mask : i32
  %i = arith.index_cast %m : i32 to index
  %x = tensor.extract %a[%i] : tensor<8xf32>
  %r = tensor.from_elements %x : tensor<1xf32>
  return %r : tensor<1xf32>
}

// ---- extract_slice and insert_slice -----------------------------------------

func.func @extract_slice_f32(%a: tensor<6x8xf32>) -> tensor<3x4xf32> {
  %r = tensor.extract_slice %a[2, 3] [3, 4] [1, 1] : tensor<6x8xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @extract_slice_strided_f32(%a: tensor<8x10xf32>) -> tensor<3x4xf32> {
  %r = tensor.extract_slice %a[1, 0] [3, 4] [3, 2] : tensor<8x10xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// Rank-reducing: a row, a column and a 2-D plane out of a 3-D tensor.
func.func @extract_slice_rank_reducing_f16(%a: tensor<4x5x6xf16>) -> (tensor<6xf16>, tensor<4xf16>, tensor<4x3xf16>) {
  %row = tensor.extract_slice %a[2, 3, 0] [1, 1, 6] [1, 1, 1] : tensor<4x5x6xf16> to tensor<6xf16>
  %col = tensor.extract_slice %a[0, 1, 5] [4, 1, 1] [1, 1, 1] : tensor<4x5x6xf16> to tensor<4xf16>
  %pl = tensor.extract_slice %a[0, 4, 0] [4, 1, 3] [1, 1, 2] : tensor<4x5x6xf16> to tensor<4x3xf16>
  return %row, %col, %pl : tensor<6xf16>, tensor<4xf16>, tensor<4x3xf16>
}

// Rank-reducing to a unit dimension kept in the middle: 4x1x3.
func.func @extract_slice_keep_unit_i8(%a: tensor<4x5x6xi8>) -> tensor<4x1x3xi8> {
  %r = tensor.extract_slice %a[0, 2, 1] [4, 1, 3] [1, 1, 2] : tensor<4x5x6xi8> to tensor<4x1x3xi8>
  return %r : tensor<4x1x3xi8>
}

// Dynamic offsets, read from the data and masked into range.
func.func @extract_slice_dynamic_offset_f32(%a: tensor<8x8xf32>, %off: tensor<2xi32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mask = arith.constant 3 : i32
  %o0 = tensor.extract %off[%c0] : tensor<2xi32>
  %o1 = tensor.extract %off[%c1] : tensor<2xi32>
  %m0 = arith.andi %o0, %mask : i32
  %m1 = arith.andi %o1, %mask : i32
  %i0 = arith.index_cast %m0 : i32 to index
  %i1 = arith.index_cast %m1 : i32 to index
  %r = tensor.extract_slice %a[%i0, %i1] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @insert_slice_f32(%a: tensor<2x3xf32>, %b: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %r = tensor.insert_slice %a into %b[3, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}

func.func @insert_slice_strided_bf16(%a: tensor<2x3xbf16>, %b: tensor<5x7xbf16>) -> tensor<5x7xbf16> {
  %r = tensor.insert_slice %a into %b[1, 0] [2, 3] [3, 3] : tensor<2x3xbf16> into tensor<5x7xbf16>
  return %r : tensor<5x7xbf16>
}

// Rank-expanding insert: a row into a 3-D tensor.
func.func @insert_slice_rank_reducing_i32(%a: tensor<6xi32>, %b: tensor<3x4x6xi32>) -> tensor<3x4x6xi32> {
  %r = tensor.insert_slice %a into %b[2, 1, 0] [1, 1, 6] [1, 1, 1] : tensor<6xi32> into tensor<3x4x6xi32>
  return %r : tensor<3x4x6xi32>
}

// A slice, computed on, and written back into the same tensor.
func.func @slice_update_f32(%a: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %s = tensor.extract_slice %a[1, 1] [2, 4] [2, 1] : tensor<6x6xf32> to tensor<2x4xf32>
  %n = arith.negf %s : tensor<2x4xf32>
  %r = tensor.insert_slice %n into %a[0, 2] [2, 4] [3, 1] : tensor<2x4xf32> into tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}

// ---- reshapes ----------------------------------------------------------------

func.func @expand_shape_f32(%a: tensor<8x6xf32>) -> tensor<2x4x3x2xf32> {
  %r = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 4, 3, 2] : tensor<8x6xf32> into tensor<2x4x3x2xf32>
  return %r : tensor<2x4x3x2xf32>
}

func.func @expand_shape_unit_dims_i8(%a: tensor<6xi8>) -> tensor<1x6x1xi8> {
  %r = tensor.expand_shape %a [[0, 1, 2]] output_shape [1, 6, 1] : tensor<6xi8> into tensor<1x6x1xi8>
  return %r : tensor<1x6x1xi8>
}

func.func @collapse_shape_f16(%a: tensor<2x3x4x5xf16>) -> tensor<6x20xf16> {
  %r = tensor.collapse_shape %a [[0, 1], [2, 3]] : tensor<2x3x4x5xf16> into tensor<6x20xf16>
  return %r : tensor<6x20xf16>
}

func.func @collapse_shape_to_0d_f32(%a: tensor<1x1xf32>) -> tensor<f32> {
  %r = tensor.collapse_shape %a [] : tensor<1x1xf32> into tensor<f32>
  return %r : tensor<f32>
}

// Collapsing a strided (non-contiguous) slice needs a copy.
func.func @collapse_strided_slice_f32(%a: tensor<6x8xf32>) -> tensor<12xf32> {
  %s = tensor.extract_slice %a[0, 1] [3, 4] [2, 2] : tensor<6x8xf32> to tensor<3x4xf32>
  %r = tensor.collapse_shape %s [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %r : tensor<12xf32>
}

func.func @collapse_then_expand_i32(%a: tensor<4x6xi32>) -> tensor<3x8xi32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<4x6xi32> into tensor<24xi32>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [3, 8] : tensor<24xi32> into tensor<3x8xi32>
  return %r : tensor<3x8xi32>
}

func.func @reshape_f32(%a: tensor<4x6xf32>) -> tensor<2x3x4xf32> {
  %shape = arith.constant dense<[2, 3, 4]> : tensor<3xi64>
  %r = tensor.reshape %a(%shape) : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

func.func @reshape_bf16(%a: tensor<2x3x4xbf16>) -> tensor<24xbf16> {
  %shape = arith.constant dense<[24]> : tensor<1xindex>
  %r = tensor.reshape %a(%shape) : (tensor<2x3x4xbf16>, tensor<1xindex>) -> tensor<24xbf16>
  return %r : tensor<24xbf16>
}

// ---- pad -------------------------------------------------------------------

func.func @pad_constant_f32(%a: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %cst = arith.constant -1.5 : f32
  %r = tensor.pad %a low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<3x4xf32> to tensor<6x9xf32>
  return %r : tensor<6x9xf32>
}

// Padding with NaN (the padding value must not be canonicalized away).
func.func @pad_nan_f16(%a: tensor<4xf16>) -> tensor<7xf16> {
  %nan = arith.constant 0x7E00 : f16
  %r = tensor.pad %a low[3] high[0] {
  ^bb0(%i: index):
    tensor.yield %nan : f16
  } : tensor<4xf16> to tensor<7xf16>
  return %r : tensor<7xf16>
}

// The padding value is an element of another input.
func.func @pad_value_from_input_i8(%a: tensor<2x3xi8>, %v: tensor<1xi8>) -> tensor<4x6xi8> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %v[%c0] : tensor<1xi8>
  %r = tensor.pad %a low[0, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : i8
  } : tensor<2x3xi8> to tensor<4x6xi8>
  return %r : tensor<4x6xi8>
}

// A region computing the padding from the indices: 10 * i + j as f32.
func.func @pad_region_indices_f32(%a: tensor<2x3xf32>) -> tensor<5x5xf32> {
  %r = tensor.pad %a low[1, 1] high[2, 1] {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}

// A region reading the source: edge padding (replicate), clamping the indices.
func.func @pad_region_replicate_f32(%a: tensor<4xf32>) -> tensor<8xf32> {
  %r = tensor.pad %a low[2] high[2] {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %k = arith.subi %i, %c2 : index
    %lo = arith.maxsi %k, %c0 : index
    %hi = arith.minsi %lo, %c3 : index
    %v = tensor.extract %a[%hi] : tensor<4xf32>
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @pad_zero_amount_i32(%a: tensor<3x4xi32>) -> tensor<3x6xi32> {
  %z = arith.constant 7 : i32
  %r = tensor.pad %a low[0, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i32
  } : tensor<3x4xi32> to tensor<3x6xi32>
  return %r : tensor<3x6xi32>
}

// ---- concat, cast, splat, generate, bitcast, dim --------------------------------

func.func @concat_dim0_f32(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}

func.func @concat_dim1_three_i8(%a: tensor<3x2xi8>, %b: tensor<3x1xi8>, %c: tensor<3x4xi8>) -> tensor<3x7xi8> {
  %r = tensor.concat dim(1) %a, %b, %c : (tensor<3x2xi8>, tensor<3x1xi8>, tensor<3x4xi8>) -> tensor<3x7xi8>
  return %r : tensor<3x7xi8>
}

func.func @concat_inner_dim_bf16(%a: tensor<2x3x2xbf16>, %b: tensor<2x3x3xbf16>) -> tensor<2x3x5xbf16> {
  %r = tensor.concat dim(2) %a, %b : (tensor<2x3x2xbf16>, tensor<2x3x3xbf16>) -> tensor<2x3x5xbf16>
  return %r : tensor<2x3x5xbf16>
}

// A slice with a dynamic size (an SSA value) and a dynamic result type,
// cast back to the static shape.
func.func @extract_slice_dynamic_size_f32(%a: tensor<8x8xf32>) -> tensor<3x4xf32> {
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %a[1, 2] [%c3, 4] [2, 1] : tensor<8x8xf32> to tensor<?x4xf32>
  %r = tensor.cast %s : tensor<?x4xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// Casts to a dynamic shape and back, with tensor.dim reading the size.
func.func @cast_dim_f32(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %u = tensor.cast %d : tensor<?x8xf32> to tensor<?x?xf32>
  %n0 = tensor.dim %u, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %u, %c1 : tensor<?x?xf32>
  %i0 = arith.index_cast %n0 : index to i64
  %i1 = arith.index_cast %n1 : index to i64
  %dims = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %s = tensor.cast %u : tensor<?x?xf32> to tensor<4x8xf32>
  return %s, %dims : tensor<4x8xf32>, tensor<2xi64>
}

// tensor.dim on a static tensor.
func.func @dim_static_i32(%a: tensor<3x5x7xf16>) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %a, %c0 : tensor<3x5x7xf16>
  %n1 = tensor.dim %a, %c1 : tensor<3x5x7xf16>
  %n2 = tensor.dim %a, %c2 : tensor<3x5x7xf16>
  %i0 = arith.index_cast %n0 : index to i32
  %i1 = arith.index_cast %n1 : index to i32
  %i2 = arith.index_cast %n2 : index to i32
  %r = tensor.from_elements %i0, %i1, %i2 : tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @splat_f32(%a: tensor<3xf32>) -> tensor<4x5xf32> {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c2] : tensor<3xf32>
  %r = tensor.splat %x : tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @splat_i1(%a: tensor<2xi1>) -> tensor<3x3xi1> {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<2xi1>
  %r = tensor.splat %x : tensor<3x3xi1>
  return %r : tensor<3x3xi1>
}

// A generated iota: out[i, j] = 4 * i - j, as i32.
func.func @generate_iota_i32() -> tensor<3x4xi32> {
  %r = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c4 = arith.constant 4 : index
    %t = arith.muli %i, %c4 : index
    %s = arith.subi %t, %j : index
    %n = arith.index_cast %s : index to i32
    tensor.yield %n : i32
  } : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

// A generated tensor reading an input: out[i, j] = a[j, i] * a[i, j].
func.func @generate_from_input_f32(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = tensor.generate {
  ^bb0(%i: index, %j: index):
    %x = tensor.extract %a[%j, %i] : tensor<4x4xf32>
    %y = tensor.extract %a[%i, %j] : tensor<4x4xf32>
    %p = arith.mulf %x, %y : f32
    tensor.yield %p : f32
  } : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
