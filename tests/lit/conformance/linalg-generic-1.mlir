// linalg.generic (part 1 of 2)
//
// What the interpreter's generic evaluator must get right beyond one scalar
// op: permuted, broadcast, constant, strided and floordiv/mod indexing maps;
// several inputs and outputs; reductions over an inner dimension, over
// several dimensions and with several accumulators; linalg.index and
// tensor.extract (gathers) in the body; values captured from outside the
// body; selects on compares; mixed-precision bodies; integer bodies that
// wrap around. Each function is compiled by MLIR 22's own lowering at -O0
// (convert-linalg-to-loops) and run on edge-value inputs (+-0, +-inf, NaN,
// subnormals, largest finite values, integer min/max); float reductions
// also get a RUN line on uniform(-1,1) inputs, where each output is judged
// against the any-order summation bound rather than absorbed by a NaN.
// Indices read from data are masked into range in the body, so that no
// input is undefined behaviour, except in reduce_poisoned_term_f32, which
// checks that a poisoned term leaves its sum unjudged (inconclusive: no
// element of the output can be judged, exit 11).

// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry permuted_2d_f32 --entry permuted_3d_i8 --entry permuted_output_f16 --entry broadcast_maps_f32 \
// RUN:   --entry constant_index_maps_i32 --entry offset_map_f32 --entry reversed_map_bf16 --entry strided_conv_map_f32
// RUN: %defuse run %s --entry strided_conv_map_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry window_max_map_f16 --entry floordiv_mod_maps_f32 --entry two_outputs_f32 --entry mixed_outputs \
// RUN:   --entry same_input_twice_f32 --entry reduce_middle_f32
// RUN: %defuse run %s --entry reduce_middle_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_middle_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_middle_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_middle_bf16_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_middle_bf16_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry reduce_middle_i8 --entry reduce_outer_inner_f32
// RUN: %defuse run %s --entry reduce_outer_inner_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_all_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_all_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_three_outputs --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_three_outputs --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_running_average_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry reduce_running_average_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry reduce_overflow_to_nan_f32 --opt-level 0 --input all=edges --input 'all=const(0)'
// RUN: %expect_exit 11 %defuse run %s --entry reduce_poisoned_term_f32 --opt-level 0 --input all=edges --input 'arg0=const(inf)' --input 'arg1=const(0)' | %FileCheck %s --check-prefix=POISONED
// POISONED: output #0 tensor<4xf32>: inconclusive (4 elements, all unjudged
// POISONED: verdict   inconclusive
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry reduce_muli_i32 --entry reduce_dot_i8

// ---- indexing maps ---------------------------------------------------------

// out[i, j] = a[j, i] + b[i, j]
func.func @permuted_2d_f32(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x4xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %z: f32, %o: f32):
      %s = arith.addf %x, %z : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A 3-D permutation on the input and a different one on the output.
func.func @permuted_3d_i8(%a: tensor<2x3x4xi8>, %y: tensor<3x4x2xi8>) -> tensor<3x4x2xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<2x3x4xi8>) outs(%y : tensor<3x4x2xi8>) {
    ^bb0(%x: i8, %o: i8):
      linalg.yield %x : i8
  } -> tensor<3x4x2xi8>
  return %r : tensor<3x4x2xi8>
}

// The output itself permuted: out[j, i] = a[i, j] * 2.
func.func @permuted_output_f16(%a: tensor<4x6xf16>, %y: tensor<6x4xf16>) -> tensor<6x4xf16> {
  %two = arith.constant 2.0 : f16
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x6xf16>) outs(%y : tensor<6x4xf16>) {
    ^bb0(%x: f16, %o: f16):
      %m = arith.mulf %x, %two : f16
      linalg.yield %m : f16
  } -> tensor<6x4xf16>
  return %r : tensor<6x4xf16>
}

// Broadcasts: a row vector, a column vector and a 0-d scalar.
func.func @broadcast_maps_f32(%a: tensor<4x8xf32>, %row: tensor<8xf32>, %col: tensor<4xf32>, %s: tensor<f32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %row, %col, %s : tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<f32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %r0: f32, %c0: f32, %s0: f32, %o: f32):
      %m = arith.mulf %x, %r0 : f32
      %n = arith.addf %m, %c0 : f32
      %p = arith.subf %n, %s0 : f32
      linalg.yield %p : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Constant results in a map: (i, j) -> (0, j) and (i, j) -> (i, 2).
func.func @constant_index_maps_i32(%a: tensor<3x8xi32>, %b: tensor<4x3xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (0, j)>, affine_map<(i, j) -> (i, 2)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<3x8xi32>, tensor<4x3xi32>) outs(%y : tensor<4x8xi32>) {
    ^bb0(%x: i32, %z: i32, %o: i32):
      %s = arith.subi %x, %z : i32
      linalg.yield %s : i32
  } -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

// Constant offsets: out[i] = a[i + 1] - b[i + 3].
func.func @offset_map_f32(%a: tensor<17xf32>, %b: tensor<20xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i + 1)>, affine_map<(i) -> (i + 3)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<17xf32>, tensor<20xf32>) outs(%y : tensor<16xf32>) {
    ^bb0(%x1: f32, %x0: f32, %o: f32):
      %d = arith.subf %x1, %x0 : f32
      linalg.yield %d : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// A negative coefficient: out[i] = a[15 - i] (a reversal).
func.func @reversed_map_bf16(%a: tensor<16xbf16>, %y: tensor<16xbf16>) -> tensor<16xbf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (-i + 15)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<16xbf16>) outs(%y : tensor<16xbf16>) {
    ^bb0(%x: bf16, %o: bf16):
      linalg.yield %x : bf16
  } -> tensor<16xbf16>
  return %r : tensor<16xbf16>
}

// A convolution written by hand: out[n, w, f] += x[n, 2w + 3k, c] * w[k, c, f]
// (stride 2, dilation 3).
func.func @strided_conv_map_f32(%x: tensor<2x20x3xf32>, %w: tensor<3x3x4xf32>, %y: tensor<2x7x4xf32>) -> tensor<2x7x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, o, f, k, c) -> (n, o * 2 + k * 3, c)>, affine_map<(n, o, f, k, c) -> (k, c, f)>, affine_map<(n, o, f, k, c) -> (n, o, f)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<2x20x3xf32>, tensor<3x3x4xf32>) outs(%y : tensor<2x7x4xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  } -> tensor<2x7x4xf32>
  return %r : tensor<2x7x4xf32>
}

// A 2-D window read d0 + d1 style: out[i, j] = max over (p, q) of
// a[i + p, 2j + q]; the second input only gives the window its shape.
func.func @window_max_map_f16(%a: tensor<6x10xf16>, %y: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %win = tensor.empty() : tensor<3x3xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, p, q) -> (i + p, j * 2 + q)>, affine_map<(i, j, p, q) -> (p, q)>, affine_map<(i, j, p, q) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %win : tensor<6x10xf16>, tensor<3x3xf16>) outs(%y : tensor<4x4xf16>) {
    ^bb0(%x: f16, %w: f16, %acc: f16):
      %m = arith.maximumf %acc, %x : f16
      linalg.yield %m : f16
  } -> tensor<4x4xf16>
  return %r : tensor<4x4xf16>
}

// floordiv and mod in the maps (a pixel shuffle): out[i, j] = a[i floordiv 2, j mod 3, ...].
func.func @floordiv_mod_maps_f32(%a: tensor<4x3x8xf32>, %y: tensor<8x6x8xf32>) -> tensor<8x6x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i floordiv 2, j mod 3, (k + j) mod 8)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<4x3x8xf32>) outs(%y : tensor<8x6x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<8x6x8xf32>
  return %r : tensor<8x6x8xf32>
}

// ---- several inputs and outputs ---------------------------------------------

// Two outputs of one parallel body: sum and product, with the second output
// read (out1 = out1 * a * b).
func.func @two_outputs_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y0: tensor<4x8xf32>, %y1: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y0, %y1 : tensor<4x8xf32>, tensor<4x8xf32>) {
    ^bb0(%x: f32, %z: f32, %o0: f32, %o1: f32):
      %s = arith.addf %x, %z : f32
      %p = arith.mulf %x, %z : f32
      %q = arith.mulf %o1, %p : f32
      linalg.yield %s, %q : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// Outputs of different element types and shapes: an f16 result through a
// truncf, an i1 mask, and a transposed i32 copy.
func.func @mixed_outputs(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>, %y0: tensor<4x8xf16>, %y1: tensor<4x8xi1>, %y2: tensor<8x4xi32>) -> (tensor<4x8xf16>, tensor<4x8xi1>, tensor<8x4xi32>) {
  %r:3 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xi32>) outs(%y0, %y1, %y2 : tensor<4x8xf16>, tensor<4x8xi1>, tensor<8x4xi32>) {
    ^bb0(%x: f32, %n: i32, %o0: f16, %o1: i1, %o2: i32):
      %t = arith.truncf %x : f32 to f16
      %zero = arith.constant 0 : i32
      %neg = arith.cmpi slt, %n, %zero : i32
      linalg.yield %t, %neg, %n : f16, i1, i32
  } -> (tensor<4x8xf16>, tensor<4x8xi1>, tensor<8x4xi32>)
  return %r#0, %r#1, %r#2 : tensor<4x8xf16>, tensor<4x8xi1>, tensor<8x4xi32>
}

// The same input passed twice with different maps: out = a * a^T.
func.func @same_input_twice_f32(%a: tensor<6x6xf32>, %y: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %a : tensor<6x6xf32>, tensor<6x6xf32>) outs(%y : tensor<6x6xf32>) {
    ^bb0(%x: f32, %t: f32, %o: f32):
      %m = arith.mulf %x, %t : f32
      linalg.yield %m : f32
  } -> tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}

// ---- reductions ------------------------------------------------------------

// Reduction over the middle dimension: out[i, k] = init + sum_j a[i, j, k].
func.func @reduce_middle_f32(%a: tensor<4x16x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : tensor<4x16x8xf32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @reduce_middle_f16(%a: tensor<4x16x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : tensor<4x16x8xf16>) outs(%y : tensor<4x8xf16>) {
    ^bb0(%x: f16, %acc: f16):
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
  } -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

// Widening sum: bf16 terms extended to an f32 accumulator.
func.func @reduce_middle_bf16_f32(%a: tensor<4x16x8xbf16>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : tensor<4x16x8xbf16>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: bf16, %acc: f32):
      %e = arith.extf %x : bf16 to f32
      %s = arith.addf %acc, %e : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @reduce_middle_i8(%a: tensor<4x16x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : tensor<4x16x8xi8>) outs(%y : tensor<4x8xi8>) {
    ^bb0(%x: i8, %acc: i8):
      %s = arith.addi %x, %acc : i8
      linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// Reduction dimensions outermost and innermost, parallel in the middle:
// out[j] = sum over i, k of a[i, j, k]^2.
func.func @reduce_outer_inner_f32(%a: tensor<4x6x8xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (j)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%a : tensor<4x6x8xf32>) outs(%y : tensor<6xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %sq = arith.mulf %x, %x : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// A full reduction to a 0-d tensor.
func.func @reduce_all_f32(%a: tensor<8x32xf32>, %y: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x32xf32>) outs(%y : tensor<f32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// Three accumulators over one reduction: a sum, a max and an integer count
// of the positive terms.
func.func @reduce_three_outputs(%a: tensor<4x16xf32>, %s0: tensor<4xf32>, %m0: tensor<4xf32>, %c0: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %r:3 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xf32>) outs(%s0, %m0, %c0 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
    ^bb0(%x: f32, %s: f32, %m: f32, %c: i32):
      %t = arith.addf %s, %x : f32
      %n = arith.maximumf %m, %x : f32
      %zero = arith.constant 0.0 : f32
      %pos = arith.cmpf ogt, %x, %zero : f32
      %one = arith.extui %pos : i1 to i32
      %k = arith.addi %c, %one : i32
      linalg.yield %t, %n, %k : f32, f32, i32
  } -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}

// The accumulator used twice, so the body is no plain sum: out = out * 0.5 + x
// (a running exponential average, order-dependent by definition).
func.func @reduce_running_average_f32(%a: tensor<4x16xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %half = arith.constant 0.5 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xf32>) outs(%y : tensor<4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %h = arith.mulf %acc, %half : f32
      %s = arith.addf %h, %x : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Partial sums of finite terms that overflow: in f32, -max + -max is -inf,
// and -inf + inf is NaN, while a double accumulator reaches +inf. Every
// order that adds the two -max terms first gives NaN, so the sum is
// unverifiable rather than +inf.
func.func @reduce_overflow_to_nan_f32(%y: tensor<2xf32>) -> tensor<2xf32> {
  %a = arith.constant dense<[[-3.40282347e+38, -3.40282347e+38, 0x7F800000], [1.0, 0x7F800000, 2.0]]> : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf32>) outs(%y : tensor<2xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// A poisoned term (fptosi of +inf is poison) times inf is NaN in the
// reference, but need not be in the program (x86 gives INT_MIN * inf =
// -inf): the sum is unverifiable, not a judged NaN.
func.func @reduce_poisoned_term_f32(%a: tensor<4x16xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %inf = arith.constant 0x7F800000 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xf32>) outs(%y : tensor<4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %i = arith.fptosi %x : f32 to i32
      %f = arith.sitofp %i : i32 to f32
      %t = arith.mulf %f, %inf : f32
      %s = arith.addf %acc, %t : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Integer reductions wrap: a product of i32 values and a sum of i8 products.
func.func @reduce_muli_i32(%a: tensor<4x16xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xi32>) outs(%y : tensor<4xi32>) {
    ^bb0(%x: i32, %acc: i32):
      %p = arith.muli %acc, %x : i32
      linalg.yield %p : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

func.func @reduce_dot_i8(%a: tensor<4x32xi8>, %b: tensor<4x32xi8>, %y: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<4x32xi8>, tensor<4x32xi8>) outs(%y : tensor<4xi8>) {
    ^bb0(%x: i8, %z: i8, %acc: i8):
      %p = arith.muli %x, %z : i8
      %s = arith.addi %acc, %p : i8
      linalg.yield %s : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
