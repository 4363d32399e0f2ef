// linalg.generic (part 2 of 2)
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
// checks that a poisoned term leaves its sum unverifiable.

// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry index_iota_f32 --entry index_causal_mask_f16 --entry index_argmax_f32 --entry index_wrap_i8 \
// RUN:   --entry gather_rows_f32 --entry gather_remui_i8 --entry gather_by_index_bf16 --entry gather_sum_f32
// RUN: %defuse run %s --entry gather_sum_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry captured_scalar_f32 --entry select_relu_f32 --entry select_on_rounded_compare_f16
// RUN: %defuse run %s --entry select_on_rounded_compare_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry select_clamp_i32 --entry int_wrap_i8 --entry int_widen_narrow --entry int_min_max_i32 \
// RUN:   --entry int_float_roundtrip --entry gelu_tanh_bf16
// RUN: %defuse run %s --entry gelu_tanh_bf16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry fma_f16_via_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry fma_f16_via_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry softmax_rows_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry softmax_rows_f32 --opt-level 0 --input 'all=uniform(-1,1)'

// ---- linalg.index ----------------------------------------------------------

// out[i, j] = a[i, j] + (8 * i + j) as float.
func.func @index_iota_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c8 = arith.constant 8 : index
      %i8 = arith.muli %i, %c8 : index
      %l = arith.addi %i8, %j : index
      %l64 = arith.index_cast %l : index to i64
      %f = arith.sitofp %l64 : i64 to f32
      %s = arith.addf %x, %f : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A causal mask: keep a[i, j] where j <= i, -inf elsewhere.
func.func @index_causal_mask_f16(%a: tensor<8x8xf16>, %y: tensor<8x8xf16>) -> tensor<8x8xf16> {
  %ninf = arith.constant 0xFC00 : f16
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf16>) outs(%y : tensor<8x8xf16>) {
    ^bb0(%x: f16, %o: f16):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %keep = arith.cmpi ule, %j, %i : index
      %v = arith.select %keep, %x, %ninf : f16
      linalg.yield %v : f16
  } -> tensor<8x8xf16>
  return %r : tensor<8x8xf16>
}

// linalg.index of a reduction dimension: an argmax over j (first maximum,
// NaN compares false), with the index in a second accumulator.
func.func @index_argmax_f32(%a: tensor<4x16xf32>, %m0: tensor<4xf32>, %i0: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xf32>) outs(%m0, %i0 : tensor<4xf32>, tensor<4xi32>) {
    ^bb0(%x: f32, %m: f32, %k: i32):
      %j = linalg.index 1 : index
      %j32 = arith.index_cast %j : index to i32
      %gt = arith.cmpf ogt, %x, %m : f32
      %nm = arith.select %gt, %x, %m : f32
      %nk = arith.select %gt, %j32, %k : i32
      linalg.yield %nm, %nk : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// Index arithmetic that wraps in i8: (i * 100 + j * 37) truncated to i8.
func.func @index_wrap_i8(%y: tensor<8x8xi8>) -> tensor<8x8xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%y : tensor<8x8xi8>) {
    ^bb0(%o: i8):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %i8 = arith.index_cast %i : index to i8
      %j8 = arith.index_cast %j : index to i8
      %c100 = arith.constant 100 : i8
      %c37 = arith.constant 37 : i8
      %a = arith.muli %i8, %c100 : i8
      %b = arith.muli %j8, %c37 : i8
      %s = arith.addi %a, %b : i8
      %t = arith.addi %s, %o : i8
      linalg.yield %t : i8
  } -> tensor<8x8xi8>
  return %r : tensor<8x8xi8>
}

// ---- tensor.extract in the body (gathers) -----------------------------------

// out[i, j] = table[idx[i] & 7, j]: the index is masked into range.
func.func @gather_rows_f32(%table: tensor<8x4xf32>, %idx: tensor<6xi32>, %y: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %mask = arith.constant 7 : i32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<6xi32>) outs(%y : tensor<6x4xf32>) {
    ^bb0(%n: i32, %o: f32):
      %m = arith.andi %n, %mask : i32
      %row = arith.index_cast %m : i32 to index
      %j = linalg.index 1 : index
      %v = tensor.extract %table[%row, %j] : tensor<8x4xf32>
      linalg.yield %v : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// An unsigned remainder picks the index: out[i] = table[idx[i] mod 10] (i8
// indices, zero-extended).
func.func @gather_remui_i8(%table: tensor<10xi8>, %idx: tensor<16xi8>, %y: tensor<16xi8>) -> tensor<16xi8> {
  %ten = arith.constant 10 : i8
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%idx : tensor<16xi8>) outs(%y : tensor<16xi8>) {
    ^bb0(%n: i8, %o: i8):
      %m = arith.remui %n, %ten : i8
      %k = arith.index_castui %m : i8 to index
      %v = tensor.extract %table[%k] : tensor<10xi8>
      linalg.yield %v : i8
  } -> tensor<16xi8>
  return %r : tensor<16xi8>
}

// Indices computed from linalg.index: out[i, j] = a[7 - i, (j + 3) mod 8] * w[i, j].
func.func @gather_by_index_bf16(%a: tensor<8x8xbf16>, %w: tensor<8x8xbf16>, %y: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<8x8xbf16>) outs(%y : tensor<8x8xbf16>) {
    ^bb0(%x: bf16, %o: bf16):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ri = arith.subi %c7, %i : index
      %j3 = arith.addi %j, %c3 : index
      %rj = arith.remui %j3, %c8 : index
      %v = tensor.extract %a[%ri, %rj] : tensor<8x8xbf16>
      %m = arith.mulf %v, %x : bf16
      linalg.yield %m : bf16
  } -> tensor<8x8xbf16>
  return %r : tensor<8x8xbf16>
}

// An embedding lookup with a reduction: out[i] = sum_j table[ids[i, j] & 15].
func.func @gather_sum_f32(%table: tensor<16xf32>, %ids: tensor<4x8xi32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %mask = arith.constant 15 : i32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%ids : tensor<4x8xi32>) outs(%y : tensor<4xf32>) {
    ^bb0(%n: i32, %acc: f32):
      %m = arith.andi %n, %mask : i32
      %k = arith.index_cast %m : i32 to index
      %v = tensor.extract %table[%k] : tensor<16xf32>
      %s = arith.addf %acc, %v : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// ---- captured values, selects, compares ------------------------------------

// A scalar extracted from an argument outside the body and used inside.
func.func @captured_scalar_f32(%a: tensor<4x8xf32>, %s: tensor<2xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c1 = arith.constant 1 : index
  %k = tensor.extract %s[%c1] : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %d = arith.divf %x, %k : f32
      linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// ReLU as a select on a compare (NaN compares false and gives 0).
func.func @select_relu_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %p = arith.cmpf ogt, %x, %zero : f32
      %v = arith.select %p, %x, %zero : f32
      linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A select on a compare of computed (rounded) values: where a*b and c are
// too close to tell apart, either branch is legal.
func.func @select_on_rounded_compare_f16(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %c: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) {
    ^bb0(%x: f16, %z: f16, %w: f16, %o: f16):
      %p = arith.mulf %x, %z : f16
      %lt = arith.cmpf ult, %p, %w : f16
      %v = arith.select %lt, %p, %w : f16
      linalg.yield %v : f16
  } -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

// Integer clamp to [-100, 100] with signed compares, and an unsigned
// compare selecting between two inputs.
func.func @select_clamp_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y0: tensor<4x8xi32>, %y1: tensor<4x8xi32>) -> (tensor<4x8xi32>, tensor<4x8xi32>) {
  %lo = arith.constant -100 : i32
  %hi = arith.constant 100 : i32
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y0, %y1 : tensor<4x8xi32>, tensor<4x8xi32>) {
    ^bb0(%x: i32, %z: i32, %o0: i32, %o1: i32):
      %below = arith.cmpi slt, %x, %lo : i32
      %t = arith.select %below, %lo, %x : i32
      %above = arith.cmpi sgt, %t, %hi : i32
      %c = arith.select %above, %hi, %t : i32
      %ult = arith.cmpi ult, %x, %z : i32
      %u = arith.select %ult, %x, %z : i32
      linalg.yield %c, %u : i32, i32
  } -> (tensor<4x8xi32>, tensor<4x8xi32>)
  return %r#0, %r#1 : tensor<4x8xi32>, tensor<4x8xi32>
}

// ---- integer bodies --------------------------------------------------------

// Wraparound in i8: a * b + a - b, and a shift by a masked amount.
func.func @int_wrap_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y0: tensor<4x8xi8>, %y1: tensor<4x8xi8>) -> (tensor<4x8xi8>, tensor<4x8xi8>) {
  %seven = arith.constant 7 : i8
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y0, %y1 : tensor<4x8xi8>, tensor<4x8xi8>) {
    ^bb0(%x: i8, %z: i8, %o0: i8, %o1: i8):
      %p = arith.muli %x, %z : i8
      %s = arith.addi %p, %x : i8
      %d = arith.subi %s, %z : i8
      %sh = arith.andi %z, %seven : i8
      %l = arith.shli %x, %sh : i8
      %rs = arith.shrsi %l, %sh : i8
      linalg.yield %d, %rs : i8, i8
  } -> (tensor<4x8xi8>, tensor<4x8xi8>)
  return %r#0, %r#1 : tensor<4x8xi8>, tensor<4x8xi8>
}

// Widening and narrowing: i8 -> i32 (signed and unsigned), multiply, add,
// and truncate back to i16.
func.func @int_widen_narrow(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi16>) {
    ^bb0(%x: i8, %z: i8, %o: i16):
      %xs = arith.extsi %x : i8 to i32
      %zu = arith.extui %z : i8 to i32
      %p = arith.muli %xs, %zu : i32
      %big = arith.constant 100000 : i32
      %s = arith.addi %p, %big : i32
      %t = arith.trunci %s : i32 to i16
      linalg.yield %t : i16
  } -> tensor<4x8xi16>
  return %r : tensor<4x8xi16>
}

// i32 min/max wrap cases: x + 1, x * -1 and |x| (INT_MIN stays INT_MIN).
func.func @int_min_max_i32(%a: tensor<64xi32>, %y0: tensor<64xi32>, %y1: tensor<64xi32>, %y2: tensor<64xi32>) -> (tensor<64xi32>, tensor<64xi32>, tensor<64xi32>) {
  %one = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %r:3 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xi32>) outs(%y0, %y1, %y2 : tensor<64xi32>, tensor<64xi32>, tensor<64xi32>) {
    ^bb0(%x: i32, %o0: i32, %o1: i32, %o2: i32):
      %p = arith.addi %x, %one : i32
      %n = arith.muli %x, %m1 : i32
      %ab = math.absi %x : i32
      linalg.yield %p, %n, %ab : i32, i32, i32
  } -> (tensor<64xi32>, tensor<64xi32>, tensor<64xi32>)
  return %r#0, %r#1, %r#2 : tensor<64xi32>, tensor<64xi32>, tensor<64xi32>
}

// Integer to float and back: sitofp into f16 (rounds, overflows to inf
// beyond 65504), and fptosi of a clamped float.
func.func @int_float_roundtrip(%a: tensor<4x16xi32>, %b: tensor<4x16xf32>, %y0: tensor<4x16xf16>, %y1: tensor<4x16xi8>) -> (tensor<4x16xf16>, tensor<4x16xi8>) {
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %s = arith.constant 100.0 : f32
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x16xi32>, tensor<4x16xf32>) outs(%y0, %y1 : tensor<4x16xf16>, tensor<4x16xi8>) {
    ^bb0(%n: i32, %x: f32, %o0: f16, %o1: i8):
      %f = arith.sitofp %n : i32 to f16
      %xs = arith.mulf %x, %s : f32
      %c0 = arith.maximumf %xs, %lo : f32
      %c1 = arith.minimumf %c0, %hi : f32
      %nan = arith.cmpf uno, %c1, %c1 : f32
      %zero = arith.constant 0.0 : f32
      %c2 = arith.select %nan, %zero, %c1 : f32
      %i = arith.fptosi %c2 : f32 to i8
      linalg.yield %f, %i : f16, i8
  } -> (tensor<4x16xf16>, tensor<4x16xi8>)
  return %r#0, %r#1 : tensor<4x16xf16>, tensor<4x16xi8>
}

// ---- longer float bodies ---------------------------------------------------

// GELU (tanh form) in f32, then truncated to bf16.
func.func @gelu_tanh_bf16(%a: tensor<4x16xf32>, %y: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k0 = arith.constant 0.797884583 : f32
  %k1 = arith.constant 0.044715 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x16xf32>) outs(%y : tensor<4x16xbf16>) {
    ^bb0(%x: f32, %o: bf16):
      %x2 = arith.mulf %x, %x : f32
      %x3 = arith.mulf %x2, %x : f32
      %t0 = arith.mulf %x3, %k1 : f32
      %t1 = arith.addf %x, %t0 : f32
      %t2 = arith.mulf %t1, %k0 : f32
      %t3 = math.tanh %t2 : f32
      %t4 = arith.addf %t3, %one : f32
      %t5 = arith.mulf %x, %half : f32
      %g = arith.mulf %t5, %t4 : f32
      %b = arith.truncf %g : f32 to bf16
      linalg.yield %b : bf16
  } -> tensor<4x16xbf16>
  return %r : tensor<4x16xbf16>
}

// Mixed precision: f16 inputs extended to f32, fma-like a*b + c with a
// math.fma, then truncated to f16.
func.func @fma_f16_via_f32(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %c: tensor<4x8xf32>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf32>) outs(%y : tensor<4x8xf16>) {
    ^bb0(%x: f16, %z: f16, %w: f32, %o: f16):
      %xe = arith.extf %x : f16 to f32
      %ze = arith.extf %z : f16 to f32
      %f = math.fma %xe, %ze, %w : f32
      %t = arith.truncf %f : f32 to f16
      linalg.yield %t : f16
  } -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

// Softmax over rows, as three generics: max, sum of exp(x - max), divide.
func.func @softmax_rows_f32(%a: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x16xf32>) outs(%m0 : tensor<4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %v = arith.maximumf %acc, %x : f32
      linalg.yield %v : f32
  } -> tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %m : tensor<4x16xf32>, tensor<4xf32>) outs(%s0 : tensor<4xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %v = arith.addf %acc, %ex : f32
      linalg.yield %v : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m, %s : tensor<4x16xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4x16xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %o: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %v = arith.divf %ex, %sum : f32
      linalg.yield %v : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
