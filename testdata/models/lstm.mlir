// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:lstm (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: weight_ih_l0=uniform(-0.125,0.125)   // LSTM weight: +-1/sqrt(hidden 64)
// DEFUSE-INPUT: weight_hh_l0=uniform(-0.125,0.125)   // LSTM weight: +-1/sqrt(hidden 64)
// DEFUSE-INPUT: bias_ih_l0=uniform(-0.0625,0.0625)   // LSTM bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: bias_hh_l0=uniform(-0.0625,0.0625)   // LSTM bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: weight_ih_l1=uniform(-0.125,0.125)   // LSTM weight: +-1/sqrt(hidden 64)
// DEFUSE-INPUT: weight_hh_l1=uniform(-0.125,0.125)   // LSTM weight: +-1/sqrt(hidden 64)
// DEFUSE-INPUT: bias_ih_l1=uniform(-0.0625,0.0625)   // LSTM bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: bias_hh_l1=uniform(-0.0625,0.0625)   // LSTM bias: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: input=normal(0,1)                    // model input
module {
  func.func @main(%arg0: tensor<256x32xf32> {defuse.name = "weight_ih_l0"}, %arg1: tensor<256x64xf32> {defuse.name = "weight_hh_l0"}, %arg2: tensor<256xf32> {defuse.name = "bias_ih_l0"}, %arg3: tensor<256xf32> {defuse.name = "bias_hh_l0"}, %arg4: tensor<256x64xf32> {defuse.name = "weight_ih_l1"}, %arg5: tensor<256x64xf32> {defuse.name = "weight_hh_l1"}, %arg6: tensor<256xf32> {defuse.name = "bias_ih_l1"}, %arg7: tensor<256xf32> {defuse.name = "bias_hh_l1"}, %arg8: tensor<2x8x32xf32> {defuse.name = "input"}) -> (tensor<2x8x64xf32>, tensor<2x2x64xf32>, tensor<2x2x64xf32>) {
    %0 = tosa.const_shape  {values = dense<[1, 32, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<[8, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[8, 2, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 1, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 2, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[2, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[3, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[4, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[5, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[6, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[7, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[2, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[1, 2, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[1, 64, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[0, 0, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[0, 0, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[0, 0, 192]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[2, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %23 = tosa.const_shape  {values = dense<[1, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[16, 256]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %25 = tosa.const_shape  {values = dense<[2, 2, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x64xf32>}> : () -> tensor<1x2x64xf32>
    %27 = tosa.transpose %arg8 {perms = array<i32: 1, 0, 2>} : (tensor<2x8x32xf32>) -> tensor<8x2x32xf32>
    %28 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %29 = tosa.reshape %28, %0 : (tensor<32x256xf32>, !tosa.shape<3>) -> tensor<1x32x256xf32>
    %30 = tosa.tile %29, %1 : (tensor<1x32x256xf32>, !tosa.shape<3>) -> tensor<8x32x256xf32>
    %31 = tosa.matmul %27, %30, %2, %2 : (tensor<8x2x32xf32>, tensor<8x32x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x2x256xf32>
    %32 = tosa.reshape %arg2, %4 : (tensor<256xf32>, !tosa.shape<3>) -> tensor<1x1x256xf32>
    %33 = tosa.add %31, %32 : (tensor<8x2x256xf32>, tensor<1x1x256xf32>) -> tensor<8x2x256xf32>
    %34 = tosa.slice %33, %7, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %35 = tosa.slice %33, %8, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %36 = tosa.slice %33, %9, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %37 = tosa.slice %33, %10, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %38 = tosa.slice %33, %11, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %39 = tosa.slice %33, %12, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %40 = tosa.slice %33, %13, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %41 = tosa.slice %33, %14, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %42 = tosa.transpose %arg1 {perms = array<i32: 1, 0>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %43 = tosa.reshape %42, %17 : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %44 = tosa.matmul %26, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %45 = tosa.reshape %44, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %46 = tosa.reshape %arg3, %18 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %47 = tosa.add %45, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %48 = tosa.reshape %47, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %49 = tosa.add %48, %34 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %50 = tosa.slice %49, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %51 = tosa.slice %49, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %52 = tosa.slice %49, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %53 = tosa.sigmoid %50 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %54 = tosa.tanh %51 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %55 = tosa.sigmoid %52 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %56 = tosa.mul %53, %54, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %57 = tosa.tanh %56 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %58 = tosa.mul %55, %57, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %59 = tosa.matmul %58, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %60 = tosa.reshape %59, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %61 = tosa.add %60, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %62 = tosa.reshape %61, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %63 = tosa.add %62, %35 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %64 = tosa.slice %63, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %65 = tosa.slice %63, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %66 = tosa.slice %63, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %67 = tosa.slice %63, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %68 = tosa.sigmoid %64 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %69 = tosa.sigmoid %65 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %70 = tosa.tanh %66 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %71 = tosa.sigmoid %67 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %72 = tosa.mul %69, %56, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %73 = tosa.mul %68, %70, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %74 = tosa.add %72, %73 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %75 = tosa.tanh %74 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %76 = tosa.mul %71, %75, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %77 = tosa.matmul %76, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %78 = tosa.reshape %77, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %79 = tosa.add %78, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %80 = tosa.reshape %79, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %81 = tosa.add %80, %36 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %82 = tosa.slice %81, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %83 = tosa.slice %81, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %84 = tosa.slice %81, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %85 = tosa.slice %81, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %86 = tosa.sigmoid %82 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %87 = tosa.sigmoid %83 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %88 = tosa.tanh %84 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %89 = tosa.sigmoid %85 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %90 = tosa.mul %87, %74, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %91 = tosa.mul %86, %88, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %92 = tosa.add %90, %91 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %93 = tosa.tanh %92 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %94 = tosa.mul %89, %93, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %95 = tosa.matmul %94, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %96 = tosa.reshape %95, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %97 = tosa.add %96, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %98 = tosa.reshape %97, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %99 = tosa.add %98, %37 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %100 = tosa.slice %99, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %101 = tosa.slice %99, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %102 = tosa.slice %99, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %103 = tosa.slice %99, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %104 = tosa.sigmoid %100 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %105 = tosa.sigmoid %101 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %106 = tosa.tanh %102 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %107 = tosa.sigmoid %103 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %108 = tosa.mul %105, %92, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %109 = tosa.mul %104, %106, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %110 = tosa.add %108, %109 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %111 = tosa.tanh %110 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %112 = tosa.mul %107, %111, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %113 = tosa.matmul %112, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %114 = tosa.reshape %113, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %115 = tosa.add %114, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %116 = tosa.reshape %115, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %117 = tosa.add %116, %38 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %118 = tosa.slice %117, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %119 = tosa.slice %117, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %120 = tosa.slice %117, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %121 = tosa.slice %117, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %122 = tosa.sigmoid %118 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %123 = tosa.sigmoid %119 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %124 = tosa.tanh %120 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %125 = tosa.sigmoid %121 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %126 = tosa.mul %123, %110, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %127 = tosa.mul %122, %124, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %128 = tosa.add %126, %127 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %129 = tosa.tanh %128 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %130 = tosa.mul %125, %129, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %131 = tosa.matmul %130, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %132 = tosa.reshape %131, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %133 = tosa.add %132, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %134 = tosa.reshape %133, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %135 = tosa.add %134, %39 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %136 = tosa.slice %135, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %137 = tosa.slice %135, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %138 = tosa.slice %135, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %139 = tosa.slice %135, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %140 = tosa.sigmoid %136 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %141 = tosa.sigmoid %137 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %142 = tosa.tanh %138 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %143 = tosa.sigmoid %139 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %144 = tosa.mul %141, %128, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %145 = tosa.mul %140, %142, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %146 = tosa.add %144, %145 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %147 = tosa.tanh %146 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %148 = tosa.mul %143, %147, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %149 = tosa.matmul %148, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %150 = tosa.reshape %149, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %151 = tosa.add %150, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %152 = tosa.reshape %151, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %153 = tosa.add %152, %40 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %154 = tosa.slice %153, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %155 = tosa.slice %153, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %156 = tosa.slice %153, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %157 = tosa.slice %153, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %158 = tosa.sigmoid %154 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %159 = tosa.sigmoid %155 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %160 = tosa.tanh %156 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %161 = tosa.sigmoid %157 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %162 = tosa.mul %159, %146, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %163 = tosa.mul %158, %160, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %164 = tosa.add %162, %163 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %165 = tosa.tanh %164 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %166 = tosa.mul %161, %165, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %167 = tosa.matmul %166, %43, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %168 = tosa.reshape %167, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %169 = tosa.add %168, %46 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %170 = tosa.reshape %169, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %171 = tosa.add %170, %41 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %172 = tosa.slice %171, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %173 = tosa.slice %171, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %174 = tosa.slice %171, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %175 = tosa.slice %171, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %176 = tosa.sigmoid %172 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %177 = tosa.sigmoid %173 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %178 = tosa.tanh %174 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %179 = tosa.sigmoid %175 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %180 = tosa.mul %177, %164, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %181 = tosa.mul %176, %178, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %182 = tosa.add %180, %181 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %183 = tosa.tanh %182 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %184 = tosa.mul %179, %183, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %185 = tosa.concat %58, %76, %94, %112, %130, %148, %166, %184 {axis = 0 : i32} : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<8x2x64xf32>
    %186 = tosa.reshape %184, %22 : (tensor<1x2x64xf32>, !tosa.shape<2>) -> tensor<2x64xf32>
    %187 = tosa.reshape %182, %22 : (tensor<1x2x64xf32>, !tosa.shape<2>) -> tensor<2x64xf32>
    %188 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %189 = tosa.reshape %185, %23 : (tensor<8x2x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %190 = tosa.reshape %188, %17 : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %191 = tosa.matmul %189, %190, %2, %2 : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
    %192 = tosa.reshape %191, %24 : (tensor<1x16x256xf32>, !tosa.shape<2>) -> tensor<16x256xf32>
    %193 = tosa.reshape %arg6, %18 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %194 = tosa.add %192, %193 : (tensor<16x256xf32>, tensor<1x256xf32>) -> tensor<16x256xf32>
    %195 = tosa.reshape %194, %3 : (tensor<16x256xf32>, !tosa.shape<3>) -> tensor<8x2x256xf32>
    %196 = tosa.slice %195, %7, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %197 = tosa.slice %195, %8, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %198 = tosa.slice %195, %9, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %199 = tosa.slice %195, %10, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %200 = tosa.slice %195, %11, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %201 = tosa.slice %195, %12, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %202 = tosa.slice %195, %13, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %203 = tosa.slice %195, %14, %6 : (tensor<8x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %204 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %205 = tosa.reshape %204, %17 : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %206 = tosa.matmul %26, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %207 = tosa.reshape %206, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %208 = tosa.reshape %arg7, %18 : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %209 = tosa.add %207, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %210 = tosa.reshape %209, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %211 = tosa.add %210, %196 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %212 = tosa.slice %211, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %213 = tosa.slice %211, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %214 = tosa.slice %211, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %215 = tosa.sigmoid %212 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %216 = tosa.tanh %213 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %217 = tosa.sigmoid %214 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %218 = tosa.mul %215, %216, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %219 = tosa.tanh %218 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %220 = tosa.mul %217, %219, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %221 = tosa.matmul %220, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %222 = tosa.reshape %221, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %223 = tosa.add %222, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %224 = tosa.reshape %223, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %225 = tosa.add %224, %197 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %226 = tosa.slice %225, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %227 = tosa.slice %225, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %228 = tosa.slice %225, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %229 = tosa.slice %225, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %230 = tosa.sigmoid %226 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %231 = tosa.sigmoid %227 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %232 = tosa.tanh %228 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %233 = tosa.sigmoid %229 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %234 = tosa.mul %231, %218, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %235 = tosa.mul %230, %232, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %236 = tosa.add %234, %235 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %237 = tosa.tanh %236 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %238 = tosa.mul %233, %237, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %239 = tosa.matmul %238, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %240 = tosa.reshape %239, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %241 = tosa.add %240, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %242 = tosa.reshape %241, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %243 = tosa.add %242, %198 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %244 = tosa.slice %243, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %245 = tosa.slice %243, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %246 = tosa.slice %243, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %247 = tosa.slice %243, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %248 = tosa.sigmoid %244 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %249 = tosa.sigmoid %245 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %250 = tosa.tanh %246 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %251 = tosa.sigmoid %247 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %252 = tosa.mul %249, %236, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %253 = tosa.mul %248, %250, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %254 = tosa.add %252, %253 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %255 = tosa.tanh %254 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %256 = tosa.mul %251, %255, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %257 = tosa.matmul %256, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %258 = tosa.reshape %257, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %259 = tosa.add %258, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %260 = tosa.reshape %259, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %261 = tosa.add %260, %199 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %262 = tosa.slice %261, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %263 = tosa.slice %261, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %264 = tosa.slice %261, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %265 = tosa.slice %261, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %266 = tosa.sigmoid %262 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %267 = tosa.sigmoid %263 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %268 = tosa.tanh %264 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %269 = tosa.sigmoid %265 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %270 = tosa.mul %267, %254, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %271 = tosa.mul %266, %268, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %272 = tosa.add %270, %271 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %273 = tosa.tanh %272 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %274 = tosa.mul %269, %273, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %275 = tosa.matmul %274, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %276 = tosa.reshape %275, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %277 = tosa.add %276, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %278 = tosa.reshape %277, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %279 = tosa.add %278, %200 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %280 = tosa.slice %279, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %281 = tosa.slice %279, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %282 = tosa.slice %279, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %283 = tosa.slice %279, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %284 = tosa.sigmoid %280 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %285 = tosa.sigmoid %281 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %286 = tosa.tanh %282 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %287 = tosa.sigmoid %283 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %288 = tosa.mul %285, %272, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %289 = tosa.mul %284, %286, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %290 = tosa.add %288, %289 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %291 = tosa.tanh %290 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %292 = tosa.mul %287, %291, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %293 = tosa.matmul %292, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %294 = tosa.reshape %293, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %295 = tosa.add %294, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %296 = tosa.reshape %295, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %297 = tosa.add %296, %201 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %298 = tosa.slice %297, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %299 = tosa.slice %297, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %300 = tosa.slice %297, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %301 = tosa.slice %297, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %302 = tosa.sigmoid %298 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %303 = tosa.sigmoid %299 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %304 = tosa.tanh %300 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %305 = tosa.sigmoid %301 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %306 = tosa.mul %303, %290, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %307 = tosa.mul %302, %304, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %308 = tosa.add %306, %307 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %309 = tosa.tanh %308 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %310 = tosa.mul %305, %309, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %311 = tosa.matmul %310, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %312 = tosa.reshape %311, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %313 = tosa.add %312, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %314 = tosa.reshape %313, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %315 = tosa.add %314, %202 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %316 = tosa.slice %315, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %317 = tosa.slice %315, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %318 = tosa.slice %315, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %319 = tosa.slice %315, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %320 = tosa.sigmoid %316 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %321 = tosa.sigmoid %317 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %322 = tosa.tanh %318 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %323 = tosa.sigmoid %319 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %324 = tosa.mul %321, %308, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %325 = tosa.mul %320, %322, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %326 = tosa.add %324, %325 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %327 = tosa.tanh %326 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %328 = tosa.mul %323, %327, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %329 = tosa.matmul %328, %205, %2, %2 : (tensor<1x2x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x256xf32>
    %330 = tosa.reshape %329, %15 : (tensor<1x2x256xf32>, !tosa.shape<2>) -> tensor<2x256xf32>
    %331 = tosa.add %330, %208 : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<2x256xf32>
    %332 = tosa.reshape %331, %6 : (tensor<2x256xf32>, !tosa.shape<3>) -> tensor<1x2x256xf32>
    %333 = tosa.add %332, %203 : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %334 = tosa.slice %333, %7, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %335 = tosa.slice %333, %19, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %336 = tosa.slice %333, %20, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %337 = tosa.slice %333, %21, %16 : (tensor<1x2x256xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %338 = tosa.sigmoid %334 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %339 = tosa.sigmoid %335 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %340 = tosa.tanh %336 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %341 = tosa.sigmoid %337 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %342 = tosa.mul %339, %326, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %343 = tosa.mul %338, %340, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %344 = tosa.add %342, %343 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %345 = tosa.tanh %344 : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %346 = tosa.mul %341, %345, %5 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1xi8>) -> tensor<1x2x64xf32>
    %347 = tosa.concat %220, %238, %256, %274, %292, %310, %328, %346 {axis = 0 : i32} : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<8x2x64xf32>
    %348 = tosa.reshape %346, %22 : (tensor<1x2x64xf32>, !tosa.shape<2>) -> tensor<2x64xf32>
    %349 = tosa.reshape %344, %22 : (tensor<1x2x64xf32>, !tosa.shape<2>) -> tensor<2x64xf32>
    %350 = tosa.transpose %347 {perms = array<i32: 1, 0, 2>} : (tensor<8x2x64xf32>) -> tensor<2x8x64xf32>
    %351 = tosa.concat %186, %348 {axis = 0 : i32} : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
    %352 = tosa.reshape %351, %25 : (tensor<4x64xf32>, !tosa.shape<3>) -> tensor<2x2x64xf32>
    %353 = tosa.concat %187, %349 {axis = 0 : i32} : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
    %354 = tosa.reshape %353, %25 : (tensor<4x64xf32>, !tosa.shape<3>) -> tensor<2x2x64xf32>
    return %350, %352, %354 : tensor<2x8x64xf32>, tensor<2x2x64xf32>, tensor<2x2x64xf32>
  }
}
