// linalg named ops (part 1 of 6)
//
// The named structured ops of the linalg dialect: the matmul family (with
// the cast attribute, mixed precision and explicit indexing maps),
// convolutions (strides, dilations, layouts, quantized), poolings, fill,
// copy, transpose, broadcast, reduce, map, linalg.elementwise and the named
// elementwise ops, on f32 and where meaningful f64, f16, bf16, i8 and i32.
// Each function is one op on edge-value inputs (+-0, +-inf, NaN,
// subnormals, largest finite values, integer min/max), compiled by MLIR 22's
// own lowering at -O0 (convert-linalg-to-loops) and compared with the
// reference interpreter, whose float reductions carry the any-order
// summation bound. With edge values, almost every output of a long
// reduction is NaN or inf (or unverifiable, next to the largest finite
// value), so float reductions get a second RUN line on uniform(-1,1) inputs
// as well, where each output is judged against the summation bound.
// Integer divisions draw their divisors from a range without zero.

// RUN: %defuse run %s --entry matmul_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_f64 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_f64 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_bf16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_bf16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry matmul_f32_zero_init --entry matmul_f16_f32
// RUN: %defuse run %s --entry matmul_f16_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_bf16_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_bf16_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_f32_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_f32_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry matmul_i32 --entry matmul_i8 --entry matmul_i8_i32 --entry matmul_i8_i32_unsigned \
// RUN:   --entry matmul_i8_f32 --entry matmul_i8_f32_unsigned --entry matmul_transposed_f32
// RUN: %defuse run %s --entry matmul_transposed_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matmul_bcast_b_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matmul_bcast_b_f32 --opt-level 0 --input 'all=uniform(-1,1)'

// ---- matmul family ---------------------------------------------------------

func.func @matmul_f32(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @matmul_f64(%a: tensor<8x16xf64>, %b: tensor<16x8xf64>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf64>, tensor<16x8xf64>) outs(%c : tensor<8x8xf64>) -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}

func.func @matmul_f16(%a: tensor<8x16xf16>, %b: tensor<16x8xf16>, %c: tensor<8x8xf16>) -> tensor<8x8xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf16>, tensor<16x8xf16>) outs(%c : tensor<8x8xf16>) -> tensor<8x8xf16>
  return %r : tensor<8x8xf16>
}

func.func @matmul_bf16(%a: tensor<8x16xbf16>, %b: tensor<16x8xbf16>, %c: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x8xbf16>) outs(%c : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  return %r : tensor<8x8xbf16>
}

// Zero-initialized accumulator, so that every output is judged against
// its sum rather than absorbed by an edge value in the init.
func.func @matmul_f32_zero_init(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// Mixed precision: f16 operands are extended (arith.extf) and multiplied
// and accumulated in f32.
func.func @matmul_f16_f32(%a: tensor<8x16xf16>, %b: tensor<16x8xf16>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf16>, tensor<16x8xf16>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @matmul_bf16_f32(%a: tensor<8x16xbf16>, %b: tensor<16x8xbf16>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x8xbf16>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// Narrowing accumulator: f32 operands are truncated (arith.truncf) to f16
// before the multiply.
func.func @matmul_f32_f16(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf16>) -> tensor<4x4xf16>
  return %r : tensor<4x4xf16>
}

func.func @matmul_i32(%a: tensor<8x16xi32>, %b: tensor<16x8xi32>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xi32>, tensor<16x8xi32>) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %r : tensor<8x8xi32>
}

func.func @matmul_i8(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xi8>) -> tensor<8x8xi8> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xi8>, tensor<16x8xi8>) outs(%c : tensor<8x8xi8>) -> tensor<8x8xi8>
  return %r : tensor<8x8xi8>
}

// i8 x i8 -> i32: the default cast is signed (arith.extsi).
func.func @matmul_i8_i32(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xi8>, tensor<16x8xi8>) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %r : tensor<8x8xi32>
}

// cast_unsigned: the operands are zero-extended (arith.extui).
func.func @matmul_i8_i32_unsigned(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<8x16xi8>, tensor<16x8xi8>) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %r : tensor<8x8xi32>
}

// Signed i8 operands converted to a float accumulator (arith.sitofp).
func.func @matmul_i8_f32(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xi8>, tensor<16x8xi8>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @matmul_i8_f32_unsigned(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<8x16xi8>, tensor<16x8xi8>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// Explicit indexing maps: C = A^T * B^T.
func.func @matmul_transposed_f32(%a: tensor<16x8xf32>, %b: tensor<4x16xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
         ins(%a, %b : tensor<16x8xf32>, tensor<4x16xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// Explicit indexing maps: B broadcast over the rows.
func.func @matmul_bcast_b_f32(%a: tensor<8x16xf32>, %b: tensor<16xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (m, n)>]
         ins(%a, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
