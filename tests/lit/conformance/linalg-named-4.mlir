// linalg named ops (part 4 of 6)
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

// RUN: %defuse run %s --entry pooling_nhwc_sum_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry pooling_nhwc_sum_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry pooling_nhwc_sum_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry pooling_nhwc_sum_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry pooling_nhwc_sum_i32 --entry pooling_nchw_sum_f32
// RUN: %defuse run %s --entry pooling_nchw_sum_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry pooling_nhwc_max_f32 --entry pooling_nhwc_max_dilated_f32 --entry pooling_nhwc_max_f16 --entry pooling_nhwc_max_bf16 \
// RUN:   --entry pooling_nhwc_max_i8 --entry pooling_nhwc_max_unsigned_i8 --entry pooling_nhwc_max_unsigned_i8_i32 --entry pooling_nhwc_min_f32 \
// RUN:   --entry pooling_nhwc_min_i32 --entry pooling_nhwc_min_unsigned_i32 --entry pooling_nchw_max_f32 --entry pooling_nwc_sum_f32
// RUN: %defuse run %s --entry pooling_nwc_sum_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry pooling_ndhwc_max_f32 --entry fill_f32 --entry fill_extracted_f32 --entry fill_f16 \
// RUN:   --entry fill_bf16 --entry fill_i8 --entry fill_i32 --entry copy_f32 \
// RUN:   --entry copy_f16 --entry copy_i8 --entry copy_f16_f32 --entry transpose_f32 \
// RUN:   --entry transpose_bf16 --entry transpose_i8 --entry broadcast_f32 --entry broadcast_two_dims_f16 \
// RUN:   --entry broadcast_i32

// ---- pooling ---------------------------------------------------------------
// The second input only gives the window its shape.

func.func @pooling_nhwc_sum_f32(%x: tensor<2x8x8x3xf32>, %y: tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<2x8x8x3xf32>, tensor<3x3xf32>) outs(%y : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r : tensor<2x3x3x3xf32>
}

func.func @pooling_nhwc_sum_f16(%x: tensor<1x8x8x3xf16>, %y: tensor<1x6x6x3xf16>) -> tensor<1x6x6x3xf16> {
  %win = tensor.empty() : tensor<3x3xf16>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xf16>, tensor<3x3xf16>) outs(%y : tensor<1x6x6x3xf16>) -> tensor<1x6x6x3xf16>
  return %r : tensor<1x6x6x3xf16>
}

func.func @pooling_nhwc_sum_i32(%x: tensor<1x8x8x3xi32>, %y: tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32> {
  %win = tensor.empty() : tensor<3x3xi32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi32>, tensor<3x3xi32>) outs(%y : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  return %r : tensor<1x6x6x3xi32>
}

func.func @pooling_nchw_sum_f32(%x: tensor<2x3x8x8xf32>, %y: tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<2x3x8x8xf32>, tensor<2x2xf32>) outs(%y : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r : tensor<2x3x3x3xf32>
}

func.func @pooling_nhwc_max_f32(%x: tensor<2x8x8x3xf32>, %y: tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<2x8x8x3xf32>, tensor<3x3xf32>) outs(%y : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r : tensor<2x3x3x3xf32>
}

// Window 2x2 with dilation 2 and stride 1.
func.func @pooling_nhwc_max_dilated_f32(%x: tensor<1x8x8x3xf32>, %y: tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%y : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return %r : tensor<1x6x6x3xf32>
}

func.func @pooling_nhwc_max_f16(%x: tensor<1x8x8x3xf16>, %y: tensor<1x6x6x3xf16>) -> tensor<1x6x6x3xf16> {
  %win = tensor.empty() : tensor<3x3xf16>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xf16>, tensor<3x3xf16>) outs(%y : tensor<1x6x6x3xf16>) -> tensor<1x6x6x3xf16>
  return %r : tensor<1x6x6x3xf16>
}

func.func @pooling_nhwc_max_bf16(%x: tensor<1x8x8x3xbf16>, %y: tensor<1x6x6x3xbf16>) -> tensor<1x6x6x3xbf16> {
  %win = tensor.empty() : tensor<3x3xbf16>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xbf16>, tensor<3x3xbf16>) outs(%y : tensor<1x6x6x3xbf16>) -> tensor<1x6x6x3xbf16>
  return %r : tensor<1x6x6x3xbf16>
}

func.func @pooling_nhwc_max_i8(%x: tensor<1x8x8x3xi8>, %y: tensor<1x6x6x3xi8>) -> tensor<1x6x6x3xi8> {
  %win = tensor.empty() : tensor<3x3xi8>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi8>, tensor<3x3xi8>) outs(%y : tensor<1x6x6x3xi8>) -> tensor<1x6x6x3xi8>
  return %r : tensor<1x6x6x3xi8>
}

func.func @pooling_nhwc_max_unsigned_i8(%x: tensor<1x8x8x3xi8>, %y: tensor<1x6x6x3xi8>) -> tensor<1x6x6x3xi8> {
  %win = tensor.empty() : tensor<3x3xi8>
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi8>, tensor<3x3xi8>) outs(%y : tensor<1x6x6x3xi8>) -> tensor<1x6x6x3xi8>
  return %r : tensor<1x6x6x3xi8>
}

// i8 input widened into an i32 accumulator: the unsigned pool zero-extends.
func.func @pooling_nhwc_max_unsigned_i8_i32(%x: tensor<1x8x8x3xi8>, %y: tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32> {
  %win = tensor.empty() : tensor<3x3xi8>
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi8>, tensor<3x3xi8>) outs(%y : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  return %r : tensor<1x6x6x3xi32>
}

func.func @pooling_nhwc_min_f32(%x: tensor<2x8x8x3xf32>, %y: tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<2x8x8x3xf32>, tensor<3x3xf32>) outs(%y : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r : tensor<2x3x3x3xf32>
}

func.func @pooling_nhwc_min_i32(%x: tensor<1x8x8x3xi32>, %y: tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32> {
  %win = tensor.empty() : tensor<3x3xi32>
  %r = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi32>, tensor<3x3xi32>) outs(%y : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  return %r : tensor<1x6x6x3xi32>
}

func.func @pooling_nhwc_min_unsigned_i32(%x: tensor<1x8x8x3xi32>, %y: tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32> {
  %win = tensor.empty() : tensor<3x3xi32>
  %r = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x8x8x3xi32>, tensor<3x3xi32>) outs(%y : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  return %r : tensor<1x6x6x3xi32>
}

func.func @pooling_nchw_max_f32(%x: tensor<2x3x8x8xf32>, %y: tensor<2x3x6x6xf32>) -> tensor<2x3x6x6xf32> {
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<2x3x8x8xf32>, tensor<3x3xf32>) outs(%y : tensor<2x3x6x6xf32>) -> tensor<2x3x6x6xf32>
  return %r : tensor<2x3x6x6xf32>
}

func.func @pooling_nwc_sum_f32(%x: tensor<2x16x4xf32>, %y: tensor<2x7x4xf32>) -> tensor<2x7x4xf32> {
  %win = tensor.empty() : tensor<3xf32>
  %r = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%x, %win : tensor<2x16x4xf32>, tensor<3xf32>) outs(%y : tensor<2x7x4xf32>) -> tensor<2x7x4xf32>
  return %r : tensor<2x7x4xf32>
}

func.func @pooling_ndhwc_max_f32(%x: tensor<1x4x6x6x2xf32>, %y: tensor<1x3x5x5x2xf32>) -> tensor<1x3x5x5x2xf32> {
  %win = tensor.empty() : tensor<2x2x2xf32>
  %r = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%x, %win : tensor<1x4x6x6x2xf32>, tensor<2x2x2xf32>) outs(%y : tensor<1x3x5x5x2xf32>) -> tensor<1x3x5x5x2xf32>
  return %r : tensor<1x3x5x5x2xf32>
}

// ---- fill, copy, transpose, broadcast ----------------------------------------

func.func @fill_f32(%y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %v = arith.constant -2.5 : f32
  %r = linalg.fill ins(%v : f32) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// The fill value comes from the (edge-valued) input.
func.func @fill_extracted_f32(%x: tensor<4xf32>, %y: tensor<4x4x8xf32>) -> tensor<4x4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %v0 = tensor.extract %x[%c0] : tensor<4xf32>
  %v1 = tensor.extract %x[%c1] : tensor<4xf32>
  %v2 = tensor.extract %x[%c2] : tensor<4xf32>
  %v3 = tensor.extract %x[%c3] : tensor<4xf32>
  %f0 = linalg.fill ins(%v0 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %f1 = linalg.fill ins(%v1 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %f2 = linalg.fill ins(%v2 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %f3 = linalg.fill ins(%v3 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r0 = tensor.insert_slice %f0 into %y[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<4x4x8xf32>
  %r1 = tensor.insert_slice %f1 into %r0[1, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<4x4x8xf32>
  %r2 = tensor.insert_slice %f2 into %r1[2, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<4x4x8xf32>
  %r3 = tensor.insert_slice %f3 into %r2[3, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<4x4x8xf32>
  return %r3 : tensor<4x4x8xf32>
}

func.func @fill_f16(%y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %v = arith.constant 6.55e4 : f16
  %r = linalg.fill ins(%v : f16) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @fill_bf16(%y: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %v = arith.constant -0.0 : bf16
  %r = linalg.fill ins(%v : bf16) outs(%y : tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

func.func @fill_i8(%y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %v = arith.constant -128 : i8
  %r = linalg.fill ins(%v : i8) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

func.func @fill_i32(%y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %v = arith.constant 2147483647 : i32
  %r = linalg.fill ins(%v : i32) outs(%y : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @copy_f32(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.copy ins(%x : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @copy_f16(%x: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %r = linalg.copy ins(%x : tensor<4x8xf16>) outs(%y : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

func.func @copy_i8(%x: tensor<4x8xi8>, %y: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %r = linalg.copy ins(%x : tensor<4x8xi8>) outs(%y : tensor<4x8xi8>) -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// A widening copy extends each element (arith.extf).
func.func @copy_f16_f32(%x: tensor<4x8xf16>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.copy ins(%x : tensor<4x8xf16>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @transpose_f32(%x: tensor<2x3x4xf32>, %y: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %r = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%y : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xf32>
}

func.func @transpose_bf16(%x: tensor<5x7xbf16>, %y: tensor<7x5xbf16>) -> tensor<7x5xbf16> {
  %r = linalg.transpose ins(%x : tensor<5x7xbf16>) outs(%y : tensor<7x5xbf16>) permutation = [1, 0]
  return %r : tensor<7x5xbf16>
}

func.func @transpose_i8(%x: tensor<2x3x4x5xi8>, %y: tensor<5x3x2x4xi8>) -> tensor<5x3x2x4xi8> {
  %r = linalg.transpose ins(%x : tensor<2x3x4x5xi8>) outs(%y : tensor<5x3x2x4xi8>) permutation = [3, 1, 0, 2]
  return %r : tensor<5x3x2x4xi8>
}

func.func @broadcast_f32(%x: tensor<3x5xf32>, %y: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %r = linalg.broadcast ins(%x : tensor<3x5xf32>) outs(%y : tensor<3x4x5xf32>) dimensions = [1]
  return %r : tensor<3x4x5xf32>
}

func.func @broadcast_two_dims_f16(%x: tensor<5xf16>, %y: tensor<2x5x3xf16>) -> tensor<2x5x3xf16> {
  %r = linalg.broadcast ins(%x : tensor<5xf16>) outs(%y : tensor<2x5x3xf16>) dimensions = [0, 2]
  return %r : tensor<2x5x3xf16>
}

func.func @broadcast_i32(%x: tensor<4xi32>, %y: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %r = linalg.broadcast ins(%x : tensor<4xi32>) outs(%y : tensor<4x6xi32>) dimensions = [1]
  return %r : tensor<4x6xi32>
}
