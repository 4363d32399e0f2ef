// linalg named ops (part 3 of 6)
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

// RUN: %defuse run %s --entry conv_1d_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_1d_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_strided_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_strided_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_1d_nwc_wcf_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry conv_1d_nwc_wcf_i8_i32 --entry conv_1d_ncw_fcw_f32
// RUN: %defuse run %s --entry conv_1d_ncw_fcw_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_strided_dilated_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_strided_dilated_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_bf16_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nhwc_hwcf_bf16_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry conv_2d_nhwc_hwcf_i8_i32 --entry conv_2d_nhwc_hwcf_q_i8_i32 --entry conv_2d_nhwc_fhwc_f32
// RUN: %defuse run %s --entry conv_2d_nhwc_fhwc_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nchw_fchw_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nchw_fchw_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_2d_nchw_fchw_strided_dilated_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_2d_nchw_fchw_strided_dilated_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry conv_2d_nchw_fchw_i32 --entry depthwise_conv_1d_nwc_wc_f32
// RUN: %defuse run %s --entry depthwise_conv_1d_nwc_wc_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_strided_dilated_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_strided_dilated_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_f16 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwc_f16 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry depthwise_conv_2d_nhwc_hwc_i8_i32 --entry depthwise_conv_2d_nhwc_hwcm_f32
// RUN: %defuse run %s --entry depthwise_conv_2d_nhwc_hwcm_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_3d_ndhwc_dhwcf_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_3d_ndhwc_dhwcf_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_3d_ndhwc_dhwcf_strided_dilated_f32 --opt-level 0 --input all=edges
// RUN: %defuse run %s --entry conv_3d_ndhwc_dhwcf_strided_dilated_f32 --opt-level 0 --input 'all=uniform(-1,1)'
// RUN: %defuse run %s --entry conv_3d_ndhwc_dhwcf_i8_i32 --opt-level 0 --input all=edges

// ---- convolutions ----------------------------------------------------------

func.func @conv_1d_f32(%x: tensor<16xf32>, %w: tensor<3xf32>, %y: tensor<14xf32>) -> tensor<14xf32> {
  %r = linalg.conv_1d ins(%x, %w : tensor<16xf32>, tensor<3xf32>) outs(%y : tensor<14xf32>) -> tensor<14xf32>
  return %r : tensor<14xf32>
}

func.func @conv_1d_nwc_wcf_f32(%x: tensor<2x16x4xf32>, %w: tensor<3x4x5xf32>, %y: tensor<2x14x5xf32>) -> tensor<2x14x5xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%x, %w : tensor<2x16x4xf32>, tensor<3x4x5xf32>) outs(%y : tensor<2x14x5xf32>) -> tensor<2x14x5xf32>
  return %r : tensor<2x14x5xf32>
}

// Stride 2, dilation 3: output w reads input 2*w + 3*kw.
func.func @conv_1d_nwc_wcf_strided_f32(%x: tensor<1x19x4xf32>, %w: tensor<3x4x5xf32>, %y: tensor<1x7x5xf32>) -> tensor<1x7x5xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%x, %w : tensor<1x19x4xf32>, tensor<3x4x5xf32>) outs(%y : tensor<1x7x5xf32>) -> tensor<1x7x5xf32>
  return %r : tensor<1x7x5xf32>
}

func.func @conv_1d_nwc_wcf_f16(%x: tensor<2x16x4xf16>, %w: tensor<3x4x5xf16>, %y: tensor<2x14x5xf16>) -> tensor<2x14x5xf16> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%x, %w : tensor<2x16x4xf16>, tensor<3x4x5xf16>) outs(%y : tensor<2x14x5xf16>) -> tensor<2x14x5xf16>
  return %r : tensor<2x14x5xf16>
}

func.func @conv_1d_nwc_wcf_i8_i32(%x: tensor<2x16x4xi8>, %w: tensor<3x4x5xi8>, %y: tensor<2x14x5xi32>) -> tensor<2x14x5xi32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%x, %w : tensor<2x16x4xi8>, tensor<3x4x5xi8>) outs(%y : tensor<2x14x5xi32>) -> tensor<2x14x5xi32>
  return %r : tensor<2x14x5xi32>
}

func.func @conv_1d_ncw_fcw_f32(%x: tensor<2x4x16xf32>, %w: tensor<5x4x3xf32>, %y: tensor<2x5x14xf32>) -> tensor<2x5x14xf32> {
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%x, %w : tensor<2x4x16xf32>, tensor<5x4x3xf32>) outs(%y : tensor<2x5x14xf32>) -> tensor<2x5x14xf32>
  return %r : tensor<2x5x14xf32>
}

func.func @conv_2d_f32(%x: tensor<10x10xf32>, %w: tensor<3x3xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.conv_2d ins(%x, %w : tensor<10x10xf32>, tensor<3x3xf32>) outs(%y : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @conv_2d_nhwc_hwcf_f32(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %y: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%y : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}

// Strides (2, 1) and dilations (1, 2): out (h, w) reads in (2h + kh, w + 2kw).
func.func @conv_2d_nhwc_hwcf_strided_dilated_f32(%x: tensor<2x9x9x3xf32>, %w: tensor<3x3x3x4xf32>, %y: tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
         ins(%x, %w : tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%y : tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
  return %r : tensor<2x4x5x4xf32>
}

func.func @conv_2d_nhwc_hwcf_f16(%x: tensor<1x8x8x3xf16>, %w: tensor<3x3x3x4xf16>, %y: tensor<1x6x6x4xf16>) -> tensor<1x6x6x4xf16> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) outs(%y : tensor<1x6x6x4xf16>) -> tensor<1x6x6x4xf16>
  return %r : tensor<1x6x6x4xf16>
}

func.func @conv_2d_nhwc_hwcf_bf16_f32(%x: tensor<1x8x8x3xbf16>, %w: tensor<3x3x3x4xbf16>, %y: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xbf16>, tensor<3x3x3x4xbf16>) outs(%y : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}

func.func @conv_2d_nhwc_hwcf_i8_i32(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x4xi8>, %y: tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xi8>, tensor<3x3x3x4xi8>) outs(%y : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
  return %r : tensor<1x3x3x4xi32>
}

// Quantized convolution with input and filter zero points.
func.func @conv_2d_nhwc_hwcf_q_i8_i32(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x4xi8>, %y: tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32> {
  %izp = arith.constant -128 : i32
  %fzp = arith.constant 5 : i32
  %r = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w, %izp, %fzp : tensor<1x8x8x3xi8>, tensor<3x3x3x4xi8>, i32, i32) outs(%y : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
  return %r : tensor<1x6x6x4xi32>
}

func.func @conv_2d_nhwc_fhwc_f32(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %y: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>) outs(%y : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %r : tensor<1x3x3x4xf32>
}

func.func @conv_2d_nchw_fchw_f32(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %y: tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%y : tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  return %r : tensor<2x4x6x6xf32>
}

func.func @conv_2d_nchw_fchw_strided_dilated_f32(%x: tensor<1x3x11x11xf32>, %w: tensor<4x3x3x3xf32>, %y: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%y : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

func.func @conv_2d_nchw_fchw_i32(%x: tensor<1x3x8x8xi32>, %w: tensor<4x3x3x3xi32>, %y: tensor<1x4x6x6xi32>) -> tensor<1x4x6x6xi32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x3x8x8xi32>, tensor<4x3x3x3xi32>) outs(%y : tensor<1x4x6x6xi32>) -> tensor<1x4x6x6xi32>
  return %r : tensor<1x4x6x6xi32>
}

func.func @depthwise_conv_1d_nwc_wc_f32(%x: tensor<2x16x4xf32>, %w: tensor<3x4xf32>, %y: tensor<2x7x4xf32>) -> tensor<2x7x4xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%x, %w : tensor<2x16x4xf32>, tensor<3x4xf32>) outs(%y : tensor<2x7x4xf32>) -> tensor<2x7x4xf32>
  return %r : tensor<2x7x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_f32(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4xf32>, %y: tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x8x8x4xf32>, tensor<3x3x4xf32>) outs(%y : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  return %r : tensor<2x6x6x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_strided_dilated_f32(%x: tensor<1x10x10x4xf32>, %w: tensor<3x3x4xf32>, %y: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>}
         ins(%x, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%y : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %r : tensor<1x2x8x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_f16(%x: tensor<1x8x8x4xf16>, %w: tensor<3x3x4xf16>, %y: tensor<1x6x6x4xf16>) -> tensor<1x6x6x4xf16> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x4xf16>, tensor<3x3x4xf16>) outs(%y : tensor<1x6x6x4xf16>) -> tensor<1x6x6x4xf16>
  return %r : tensor<1x6x6x4xf16>
}

func.func @depthwise_conv_2d_nhwc_hwc_i8_i32(%x: tensor<1x8x8x4xi8>, %w: tensor<3x3x4xi8>, %y: tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x4xi8>, tensor<3x3x4xi8>) outs(%y : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
  return %r : tensor<1x6x6x4xi32>
}

// Channel multiplier 2: output channel (c, m).
func.func @depthwise_conv_2d_nhwc_hwcm_f32(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %y: tensor<1x6x6x3x2xf32>) -> tensor<1x6x6x3x2xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>) outs(%y : tensor<1x6x6x3x2xf32>) -> tensor<1x6x6x3x2xf32>
  return %r : tensor<1x6x6x3x2xf32>
}

func.func @conv_3d_ndhwc_dhwcf_f32(%x: tensor<1x5x6x6x2xf32>, %w: tensor<2x3x3x2x3xf32>, %y: tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%x, %w : tensor<1x5x6x6x2xf32>, tensor<2x3x3x2x3xf32>) outs(%y : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
  return %r : tensor<1x4x4x4x3xf32>
}

func.func @conv_3d_ndhwc_dhwcf_strided_dilated_f32(%x: tensor<1x5x7x8x2xf32>, %w: tensor<2x2x2x2x3xf32>, %y: tensor<1x2x3x4x3xf32>) -> tensor<1x2x3x4x3xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>}
         ins(%x, %w : tensor<1x5x7x8x2xf32>, tensor<2x2x2x2x3xf32>) outs(%y : tensor<1x2x3x4x3xf32>) -> tensor<1x2x3x4x3xf32>
  return %r : tensor<1x2x3x4x3xf32>
}

func.func @conv_3d_ndhwc_dhwcf_i8_i32(%x: tensor<1x4x5x5x2xi8>, %w: tensor<2x2x2x2x3xi8>, %y: tensor<1x3x4x4x3xi32>) -> tensor<1x3x4x4x3xi32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%x, %w : tensor<1x4x5x5x2xi8>, tensor<2x2x2x2x3xi8>) outs(%y : tensor<1x3x4x4x3xi32>) -> tensor<1x3x4x4x3xi32>
  return %r : tensor<1x3x4x4x3xi32>
}
