// linalg named ops (part 2 of 6)
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

// RUN: %defuse run %s --entry batch_matmul_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry batch_matmul_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry batch_matmul_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry batch_matmul_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry batch_matmul_i8_i32 --entry batch_matmul_bcast_f32
// RUN: %defuse run %s --entry batch_matmul_bcast_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry batch_reduce_matmul_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry batch_reduce_matmul_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry batch_reduce_matmul_bf16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry batch_reduce_matmul_bf16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry batch_reduce_matmul_i32 --entry matvec_f32
// RUN: %defuse run %s --entry matvec_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry matvec_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry matvec_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry matvec_i8_i32 --entry vecmat_f32
// RUN: %defuse run %s --entry vecmat_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry vecmat_bf16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry vecmat_bf16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry vecmat_i32 --entry batch_matvec_f32
// RUN: %defuse run %s --entry batch_matvec_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry batch_vecmat_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry batch_vecmat_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry dot_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry dot_f32_uniform --opt-level 0 --input all=edges --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry dot_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry dot_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry dot_i32 --entry dot_i8_i32 --entry mmt4d_f32
// RUN: %defuse run %s --entry mmt4d_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry mmt4d_i8_i32 --entry quantized_matmul_i8_i32 --entry contract_f32
// RUN: %defuse run %s --entry contract_f32 --opt-level 0 --input 'all=uniform(-1,1)'

func.func @batch_matmul_f32(%a: tensor<3x4x8xf32>, %b: tensor<3x8x5xf32>, %c: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%c : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

func.func @batch_matmul_f16(%a: tensor<3x4x8xf16>, %b: tensor<3x8x5xf16>, %c: tensor<3x4x5xf16>) -> tensor<3x4x5xf16> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x4x8xf16>, tensor<3x8x5xf16>) outs(%c : tensor<3x4x5xf16>) -> tensor<3x4x5xf16>
  return %r : tensor<3x4x5xf16>
}

func.func @batch_matmul_i8_i32(%a: tensor<3x4x8xi8>, %b: tensor<3x8x5xi8>, %c: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x4x8xi8>, tensor<3x8x5xi8>) outs(%c : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  return %r : tensor<3x4x5xi32>
}

// Explicit indexing maps: the batch dimension of B is broadcast.
func.func @batch_matmul_bcast_f32(%a: tensor<3x4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %r = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
         ins(%a, %b : tensor<3x4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// Reduces over the batch dimension as well as k.
func.func @batch_reduce_matmul_f32(%a: tensor<3x4x8xf32>, %b: tensor<3x8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @batch_reduce_matmul_bf16(%a: tensor<3x4x8xbf16>, %b: tensor<3x8x5xbf16>, %c: tensor<4x5xbf16>) -> tensor<4x5xbf16> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x4x8xbf16>, tensor<3x8x5xbf16>) outs(%c : tensor<4x5xbf16>) -> tensor<4x5xbf16>
  return %r : tensor<4x5xbf16>
}

func.func @batch_reduce_matmul_i32(%a: tensor<3x4x8xi32>, %b: tensor<3x8x5xi32>, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x4x8xi32>, tensor<3x8x5xi32>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %r : tensor<4x5xi32>
}

func.func @matvec_f32(%a: tensor<16x32xf32>, %x: tensor<32xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.matvec ins(%a, %x : tensor<16x32xf32>, tensor<32xf32>) outs(%y : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func @matvec_f16(%a: tensor<16x32xf16>, %x: tensor<32xf16>, %y: tensor<16xf16>) -> tensor<16xf16> {
  %r = linalg.matvec ins(%a, %x : tensor<16x32xf16>, tensor<32xf16>) outs(%y : tensor<16xf16>) -> tensor<16xf16>
  return %r : tensor<16xf16>
}

func.func @matvec_i8_i32(%a: tensor<16x32xi8>, %x: tensor<32xi8>, %y: tensor<16xi32>) -> tensor<16xi32> {
  %r = linalg.matvec ins(%a, %x : tensor<16x32xi8>, tensor<32xi8>) outs(%y : tensor<16xi32>) -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @vecmat_f32(%x: tensor<16xf32>, %a: tensor<16x32xf32>, %y: tensor<32xf32>) -> tensor<32xf32> {
  %r = linalg.vecmat ins(%x, %a : tensor<16xf32>, tensor<16x32xf32>) outs(%y : tensor<32xf32>) -> tensor<32xf32>
  return %r : tensor<32xf32>
}

func.func @vecmat_bf16(%x: tensor<16xbf16>, %a: tensor<16x32xbf16>, %y: tensor<32xbf16>) -> tensor<32xbf16> {
  %r = linalg.vecmat ins(%x, %a : tensor<16xbf16>, tensor<16x32xbf16>) outs(%y : tensor<32xbf16>) -> tensor<32xbf16>
  return %r : tensor<32xbf16>
}

func.func @vecmat_i32(%x: tensor<16xi32>, %a: tensor<16x32xi32>, %y: tensor<32xi32>) -> tensor<32xi32> {
  %r = linalg.vecmat ins(%x, %a : tensor<16xi32>, tensor<16x32xi32>) outs(%y : tensor<32xi32>) -> tensor<32xi32>
  return %r : tensor<32xi32>
}

func.func @batch_matvec_f32(%a: tensor<3x8x16xf32>, %x: tensor<3x16xf32>, %y: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %r = linalg.batch_matvec ins(%a, %x : tensor<3x8x16xf32>, tensor<3x16xf32>) outs(%y : tensor<3x8xf32>) -> tensor<3x8xf32>
  return %r : tensor<3x8xf32>
}

func.func @batch_vecmat_f32(%x: tensor<3x16xf32>, %a: tensor<3x16x8xf32>, %y: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %r = linalg.batch_vecmat ins(%x, %a : tensor<3x16xf32>, tensor<3x16x8xf32>) outs(%y : tensor<3x8xf32>) -> tensor<3x8xf32>
  return %r : tensor<3x8xf32>
}

// dot over 64 terms: with edge values the result is almost surely NaN or
// inf; dot_f32_uniform judges a 1024-term sum against the summation bound.
func.func @dot_f32(%a: tensor<64xf32>, %b: tensor<64xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @dot_f32_uniform(%a: tensor<1024xf32>, %b: tensor<1024xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<1024xf32>, tensor<1024xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @dot_f16(%a: tensor<8xf16>, %b: tensor<8xf16>, %c: tensor<f16>) -> tensor<f16> {
  %r = linalg.dot ins(%a, %b : tensor<8xf16>, tensor<8xf16>) outs(%c : tensor<f16>) -> tensor<f16>
  return %r : tensor<f16>
}

func.func @dot_i32(%a: tensor<64xi32>, %b: tensor<64xi32>, %c: tensor<i32>) -> tensor<i32> {
  %r = linalg.dot ins(%a, %b : tensor<64xi32>, tensor<64xi32>) outs(%c : tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

func.func @dot_i8_i32(%a: tensor<64xi8>, %b: tensor<64xi8>, %c: tensor<i32>) -> tensor<i32> {
  %r = linalg.dot ins(%a, %b : tensor<64xi8>, tensor<64xi8>) outs(%c : tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// Packed (4-D tiled) matmul: C[m0,n0,m1,n1] += A[m0,k0,m1,k1] * B[n0,k0,n1,k1].
func.func @mmt4d_f32(%a: tensor<2x3x4x2xf32>, %b: tensor<3x3x4x2xf32>, %c: tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xf32>, tensor<3x3x4x2xf32>) outs(%c : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}

func.func @mmt4d_i8_i32(%a: tensor<2x3x4x2xi8>, %b: tensor<3x3x4x2xi8>, %c: tensor<2x3x4x4xi32>) -> tensor<2x3x4x4xi32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xi8>, tensor<3x3x4x2xi8>) outs(%c : tensor<2x3x4x4xi32>) -> tensor<2x3x4x4xi32>
  return %r : tensor<2x3x4x4xi32>
}

// Quantized matmul: (A - azp) * (B - bzp) accumulated in i32.
func.func @quantized_matmul_i8_i32(%a: tensor<8x16xi8>, %b: tensor<16x8xi8>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %azp = arith.constant 3 : i32
  %bzp = arith.constant -7 : i32
  %r = linalg.quantized_matmul ins(%a, %b, %azp, %bzp : tensor<8x16xi8>, tensor<16x8xi8>, i32, i32) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %r : tensor<8x8xi32>
}

// linalg.contract: C[m,n] = sum over k0, k1 of A[k0,m,k1] * B[k1,n,k0].
func.func @contract_f32(%a: tensor<4x6x3xf32>, %b: tensor<3x5x4xf32>, %c: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k0, k1) -> (k0, m, k1)>, affine_map<(m, n, k0, k1) -> (k1, n, k0)>, affine_map<(m, n, k0, k1) -> (m, n)>]
         ins(%a, %b : tensor<4x6x3xf32>, tensor<3x5x4xf32>) outs(%c : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
