// linalg named ops (part 5 of 6)
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

// RUN: %defuse run %s --entry reduce_addf_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_addf_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_addf_uniform_f32 --opt-level 0 --input all=edges --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_addf_two_dims_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_addf_two_dims_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_addf_bf16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_addf_bf16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry reduce_maximumf_f32 --entry reduce_maxnumf_f32 --entry reduce_minimumf_f16 --entry reduce_addi_i32 \
// RUN:   --entry reduce_maxsi_i8 --entry reduce_xori_i8 --entry reduce_mulf_f32
// RUN: %defuse run %s --entry reduce_mulf_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_two_outputs_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_two_outputs_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry map_f32 --entry map_f16 --entry map_i8 --entry map_nullary_f32 \
// RUN:   --entry elementwise_add_f32 --entry elementwise_div_f16 --entry elementwise_exp_f32 --entry elementwise_max_signed_i32 \
// RUN:   --entry elementwise_min_unsigned_i8 --entry elementwise_select_f32 --entry elementwise_mul_maps_f32

// ---- reduce and map --------------------------------------------------------

func.func @reduce_addf_f32(%x: tensor<4x16x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.reduce ins(%x : tensor<4x16x8xf32>) outs(%y : tensor<4x8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}

func.func @reduce_addf_uniform_f32(%x: tensor<4x512xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%x : tensor<4x512xf32>) outs(%y : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// Two reduced dimensions, accumulator first in the combiner.
func.func @reduce_addf_two_dims_f16(%x: tensor<4x6x5xf16>, %y: tensor<6xf16>) -> tensor<6xf16> {
  %r = linalg.reduce ins(%x : tensor<4x6x5xf16>) outs(%y : tensor<6xf16>) dimensions = [0, 2]
    (%in: f16, %acc: f16) {
      %s = arith.addf %acc, %in : f16
      linalg.yield %s : f16
    }
  return %r : tensor<6xf16>
}

func.func @reduce_addf_bf16(%x: tensor<4x16xbf16>, %y: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = linalg.reduce ins(%x : tensor<4x16xbf16>) outs(%y : tensor<4xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %s = arith.addf %in, %acc : bf16
      linalg.yield %s : bf16
    }
  return %r : tensor<4xbf16>
}

func.func @reduce_maximumf_f32(%x: tensor<4x16x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.reduce ins(%x : tensor<4x16x8xf32>) outs(%y : tensor<4x8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.maximumf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}

func.func @reduce_maxnumf_f32(%x: tensor<4x16x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.reduce ins(%x : tensor<4x16x8xf32>) outs(%y : tensor<4x8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.maxnumf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}

func.func @reduce_minimumf_f16(%x: tensor<4x16xf16>, %y: tensor<4xf16>) -> tensor<4xf16> {
  %r = linalg.reduce ins(%x : tensor<4x16xf16>) outs(%y : tensor<4xf16>) dimensions = [1]
    (%in: f16, %acc: f16) {
      %s = arith.minimumf %in, %acc : f16
      linalg.yield %s : f16
    }
  return %r : tensor<4xf16>
}

func.func @reduce_addi_i32(%x: tensor<4x16x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.reduce ins(%x : tensor<4x16x8xi32>) outs(%y : tensor<4x8xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<4x8xi32>
}

func.func @reduce_maxsi_i8(%x: tensor<4x16xi8>, %y: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.reduce ins(%x : tensor<4x16xi8>) outs(%y : tensor<4xi8>) dimensions = [1]
    (%in: i8, %acc: i8) {
      %s = arith.maxsi %in, %acc : i8
      linalg.yield %s : i8
    }
  return %r : tensor<4xi8>
}

func.func @reduce_xori_i8(%x: tensor<4x16xi8>, %y: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.reduce ins(%x : tensor<4x16xi8>) outs(%y : tensor<4xi8>) dimensions = [1]
    (%in: i8, %acc: i8) {
      %s = arith.xori %in, %acc : i8
      linalg.yield %s : i8
    }
  return %r : tensor<4xi8>
}

// Product reduction (arith.mulf combiner).
func.func @reduce_mulf_f32(%x: tensor<4x8xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%y : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.mulf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// Two inputs and two outputs reduced together: sum of products and max.
func.func @reduce_two_outputs_f32(%x: tensor<4x16xf32>, %w: tensor<4x16xf32>, %s0: tensor<4xf32>, %m0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = linalg.reduce ins(%x, %w : tensor<4x16xf32>, tensor<4x16xf32>) outs(%s0, %m0 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32, %s: f32, %m: f32) {
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %s, %p : f32
      %n = arith.maximumf %m, %a : f32
      linalg.yield %t, %n : f32, f32
    }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

func.func @map_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>)
    (%x0: f32, %x1: f32, %o: f32) {
      %p = arith.mulf %x0, %x1 : f32
      %s = arith.subf %p, %x0 : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}

func.func @map_f16(%a: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.map ins(%a : tensor<4x8xf16>) outs(%y : tensor<4x8xf16>)
    (%x0: f16, %o: f16) {
      %n = arith.negf %x0 : f16
      %e = math.exp %n : f16
      linalg.yield %e : f16
    }
  return %r : tensor<4x8xf16>
}

func.func @map_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.map ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi8>)
    (%x0: i8, %x1: i8, %o: i8) {
      %p = arith.muli %x0, %x1 : i8
      %s = arith.addi %p, %x1 : i8
      linalg.yield %s : i8
    }
  return %r : tensor<4x8xi8>
}

// A nullary map: the body yields a constant.
func.func @map_nullary_f32(%y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.map outs(%y : tensor<4x8xf32>)
    (%o: f32) {
      %c = arith.constant 1.5 : f32
      linalg.yield %c : f32
    }
  return %r : tensor<4x8xf32>
}

// ---- linalg.elementwise ----------------------------------------------------

func.func @elementwise_add_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @elementwise_div_f16(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : tensor<4x8xf16>, tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @elementwise_exp_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @elementwise_max_signed_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @elementwise_min_unsigned_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

func.func @elementwise_select_f32(%p: tensor<4x8xi1>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Explicit indexing maps: the second operand is broadcast along the rows,
// the first is read transposed.
func.func @elementwise_mul_maps_f32(%a: tensor<8x4xf32>, %b: tensor<8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<mul>
         indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
         ins(%a, %b : tensor<8x4xf32>, tensor<8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
