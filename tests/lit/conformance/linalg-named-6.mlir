// linalg named ops (part 6 of 6)
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

// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry add_f32 --entry add_bf16 --entry add_i8 --entry sub_f32 \
// RUN:   --entry sub_i32 --entry mul_f16 --entry mul_i32 --entry div_f32
// RUN: %defuse run %s --entry div_i32 --opt-level 0 --input all=edges --input 'arg1=int(1,100)'
// RUN: %defuse run %s --entry div_unsigned_i8 --opt-level 0 --input all=edges --input 'arg1=int(-128,-1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry max_f32 --entry max_i8 --entry min_f16 --entry min_i32 \
// RUN:   --entry powf_f32 --entry exp_f32 --entry exp_bf16 --entry log_f32 \
// RUN:   --entry abs_f32 --entry ceil_f32 --entry floor_f16 --entry round_f32 \
// RUN:   --entry negf_f32 --entry reciprocal_f32 --entry sqrt_f32 --entry rsqrt_f32 \
// RUN:   --entry square_f32 --entry tanh_f32 --entry erf_f32 --entry select_f32

// ---- named elementwise ops -------------------------------------------------

func.func @add_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @add_bf16(%a: tensor<4x8xbf16>, %b: tensor<4x8xbf16>, %y: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %r = linalg.add ins(%a, %b : tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%y : tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

func.func @add_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.add ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

func.func @sub_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @sub_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.sub ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @mul_f16(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.mul ins(%a, %b : tensor<4x8xf16>, tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @mul_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.mul ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @div_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.div ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Signed division: divisors drawn from [1, 100] (zero would be undefined
// behaviour).
func.func @div_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.div ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

// Unsigned division: a divisor of -1 (0xff) is legal and divides by 255.
func.func @div_unsigned_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.div_unsigned ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

func.func @max_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @max_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.max ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

func.func @min_f16(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.min ins(%a, %b : tensor<4x8xf16>, tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @min_i32(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = linalg.min ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @powf_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.powf ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @exp_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.exp ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @exp_bf16(%a: tensor<4x8xbf16>, %y: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %r = linalg.exp ins(%a : tensor<4x8xbf16>) outs(%y : tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

func.func @log_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.log ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @abs_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.abs ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @ceil_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.ceil ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @floor_f16(%a: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.floor ins(%a : tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @round_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.round ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @negf_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.negf ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @reciprocal_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @sqrt_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.sqrt ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @rsqrt_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.rsqrt ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @square_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.square ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @tanh_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.tanh ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @erf_f32(%a: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.erf ins(%a : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @select_f32(%p: tensor<4x8xi1>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
