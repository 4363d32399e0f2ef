// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:gru (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: weight_ih_l0=uniform(-0.144338,0.144338)  // GRU weight: +-1/sqrt(hidden 48)
// DEFUSE-INPUT: weight_hh_l0=uniform(-0.144338,0.144338)  // GRU weight: +-1/sqrt(hidden 48)
// DEFUSE-INPUT: bias_ih_l0=uniform(-0.0833333,0.0833333)  // GRU bias: +-1/sqrt(fan-in 144)
// DEFUSE-INPUT: bias_hh_l0=uniform(-0.0833333,0.0833333)  // GRU bias: +-1/sqrt(fan-in 144)
// DEFUSE-INPUT: input=normal(0,1)                    // model input
module {
  func.func @main(%arg0: tensor<144x32xf32> {defuse.name = "weight_ih_l0"}, %arg1: tensor<144x48xf32> {defuse.name = "weight_hh_l0"}, %arg2: tensor<144xf32> {defuse.name = "bias_ih_l0"}, %arg3: tensor<144xf32> {defuse.name = "bias_hh_l0"}, %arg4: tensor<2x8x32xf32> {defuse.name = "input"}) -> (tensor<2x8x48xf32>, tensor<1x2x48xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x48xf32>}> : () -> tensor<1x2x48xf32>
    %1 = tosa.const_shape  {values = dense<[1, 32, 144]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[8, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.const_shape  {values = dense<[1, 1, 144]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 2, 144]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[2, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[3, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[4, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[5, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[6, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[7, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[2, 144]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[2, 48]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = tosa.const_shape  {values = dense<[0, 48]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[0, 96]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[1, 2, 48]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[1, 48, 144]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[1, 144]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %23 = tosa.const_shape  {values = dense<[0, 0, 48]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[0, 0, 96]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = tosa.transpose %arg4 {perms = array<i32: 1, 0, 2>} : (tensor<2x8x32xf32>) -> tensor<8x2x32xf32>
    %26 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<144x32xf32>) -> tensor<32x144xf32>
    %27 = tosa.reshape %26, %1 : (tensor<32x144xf32>, !tosa.shape<3>) -> tensor<1x32x144xf32>
    %28 = tosa.tile %27, %2 : (tensor<1x32x144xf32>, !tosa.shape<3>) -> tensor<8x32x144xf32>
    %29 = tosa.matmul %25, %28, %3, %3 : (tensor<8x2x32xf32>, tensor<8x32x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x2x144xf32>
    %30 = tosa.reshape %arg2, %4 : (tensor<144xf32>, !tosa.shape<3>) -> tensor<1x1x144xf32>
    %31 = tosa.add %29, %30 : (tensor<8x2x144xf32>, tensor<1x1x144xf32>) -> tensor<8x2x144xf32>
    %32 = tosa.slice %31, %7, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %33 = tosa.slice %31, %8, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %34 = tosa.slice %31, %9, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %35 = tosa.slice %31, %10, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %36 = tosa.slice %31, %11, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %37 = tosa.slice %31, %12, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %38 = tosa.slice %31, %13, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %39 = tosa.slice %31, %14, %6 : (tensor<8x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %40 = tosa.reshape %32, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %41 = tosa.reshape %33, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %42 = tosa.reshape %34, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %43 = tosa.reshape %35, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %44 = tosa.reshape %36, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %45 = tosa.reshape %37, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %46 = tosa.reshape %38, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %47 = tosa.reshape %39, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %48 = tosa.slice %40, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %49 = tosa.slice %40, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %50 = tosa.slice %40, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %51 = tosa.transpose %arg1 {perms = array<i32: 1, 0>} : (tensor<144x48xf32>) -> tensor<48x144xf32>
    %52 = tosa.reshape %51, %21 : (tensor<48x144xf32>, !tosa.shape<3>) -> tensor<1x48x144xf32>
    %53 = tosa.matmul %0, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %54 = tosa.reshape %53, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %55 = tosa.reshape %arg3, %22 : (tensor<144xf32>, !tosa.shape<2>) -> tensor<1x144xf32>
    %56 = tosa.add %54, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %57 = tosa.reshape %56, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %58 = tosa.slice %57, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %59 = tosa.slice %57, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %60 = tosa.slice %57, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %61 = tosa.reshape %48, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %62 = tosa.add %58, %61 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %63 = tosa.sigmoid %62 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %64 = tosa.reshape %49, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %65 = tosa.add %59, %64 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %66 = tosa.sigmoid %65 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %67 = tosa.mul %60, %63, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %68 = tosa.reshape %50, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %69 = tosa.add %68, %67 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %70 = tosa.tanh %69 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %71 = tosa.sub %0, %70 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %72 = tosa.mul %71, %66, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %73 = tosa.add %72, %70 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %74 = tosa.slice %41, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %75 = tosa.slice %41, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %76 = tosa.slice %41, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %77 = tosa.matmul %73, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %78 = tosa.reshape %77, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %79 = tosa.add %78, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %80 = tosa.reshape %79, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %81 = tosa.slice %80, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %82 = tosa.slice %80, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %83 = tosa.slice %80, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %84 = tosa.reshape %74, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %85 = tosa.add %81, %84 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %86 = tosa.sigmoid %85 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %87 = tosa.reshape %75, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %88 = tosa.add %82, %87 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %89 = tosa.sigmoid %88 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %90 = tosa.mul %83, %86, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %91 = tosa.reshape %76, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %92 = tosa.add %91, %90 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %93 = tosa.tanh %92 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %94 = tosa.sub %73, %93 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %95 = tosa.mul %94, %89, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %96 = tosa.add %95, %93 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %97 = tosa.slice %42, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %98 = tosa.slice %42, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %99 = tosa.slice %42, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %100 = tosa.matmul %96, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %101 = tosa.reshape %100, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %102 = tosa.add %101, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %103 = tosa.reshape %102, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %104 = tosa.slice %103, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %105 = tosa.slice %103, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %106 = tosa.slice %103, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %107 = tosa.reshape %97, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %108 = tosa.add %104, %107 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %109 = tosa.sigmoid %108 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %110 = tosa.reshape %98, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %111 = tosa.add %105, %110 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %112 = tosa.sigmoid %111 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %113 = tosa.mul %106, %109, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %114 = tosa.reshape %99, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %115 = tosa.add %114, %113 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %116 = tosa.tanh %115 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %117 = tosa.sub %96, %116 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %118 = tosa.mul %117, %112, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %119 = tosa.add %118, %116 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %120 = tosa.slice %43, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %121 = tosa.slice %43, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %122 = tosa.slice %43, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %123 = tosa.matmul %119, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %124 = tosa.reshape %123, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %125 = tosa.add %124, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %126 = tosa.reshape %125, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %127 = tosa.slice %126, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %128 = tosa.slice %126, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %129 = tosa.slice %126, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %130 = tosa.reshape %120, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %131 = tosa.add %127, %130 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %132 = tosa.sigmoid %131 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %133 = tosa.reshape %121, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %134 = tosa.add %128, %133 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %135 = tosa.sigmoid %134 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %136 = tosa.mul %129, %132, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %137 = tosa.reshape %122, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %138 = tosa.add %137, %136 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %139 = tosa.tanh %138 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %140 = tosa.sub %119, %139 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %141 = tosa.mul %140, %135, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %142 = tosa.add %141, %139 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %143 = tosa.slice %44, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %144 = tosa.slice %44, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %145 = tosa.slice %44, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %146 = tosa.matmul %142, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %147 = tosa.reshape %146, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %148 = tosa.add %147, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %149 = tosa.reshape %148, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %150 = tosa.slice %149, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %151 = tosa.slice %149, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %152 = tosa.slice %149, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %153 = tosa.reshape %143, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %154 = tosa.add %150, %153 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %155 = tosa.sigmoid %154 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %156 = tosa.reshape %144, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %157 = tosa.add %151, %156 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %158 = tosa.sigmoid %157 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %159 = tosa.mul %152, %155, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %160 = tosa.reshape %145, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %161 = tosa.add %160, %159 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %162 = tosa.tanh %161 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %163 = tosa.sub %142, %162 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %164 = tosa.mul %163, %158, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %165 = tosa.add %164, %162 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %166 = tosa.slice %45, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %167 = tosa.slice %45, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %168 = tosa.slice %45, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %169 = tosa.matmul %165, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %170 = tosa.reshape %169, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %171 = tosa.add %170, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %172 = tosa.reshape %171, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %173 = tosa.slice %172, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %174 = tosa.slice %172, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %175 = tosa.slice %172, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %176 = tosa.reshape %166, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %177 = tosa.add %173, %176 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %178 = tosa.sigmoid %177 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %179 = tosa.reshape %167, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %180 = tosa.add %174, %179 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %181 = tosa.sigmoid %180 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %182 = tosa.mul %175, %178, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %183 = tosa.reshape %168, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %184 = tosa.add %183, %182 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %185 = tosa.tanh %184 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %186 = tosa.sub %165, %185 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %187 = tosa.mul %186, %181, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %188 = tosa.add %187, %185 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %189 = tosa.slice %46, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %190 = tosa.slice %46, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %191 = tosa.slice %46, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %192 = tosa.matmul %188, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %193 = tosa.reshape %192, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %194 = tosa.add %193, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %195 = tosa.reshape %194, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %196 = tosa.slice %195, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %197 = tosa.slice %195, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %198 = tosa.slice %195, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %199 = tosa.reshape %189, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %200 = tosa.add %196, %199 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %201 = tosa.sigmoid %200 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %202 = tosa.reshape %190, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %203 = tosa.add %197, %202 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %204 = tosa.sigmoid %203 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %205 = tosa.mul %198, %201, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %206 = tosa.reshape %191, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %207 = tosa.add %206, %205 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %208 = tosa.tanh %207 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %209 = tosa.sub %188, %208 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %210 = tosa.mul %209, %204, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %211 = tosa.add %210, %208 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %212 = tosa.slice %47, %17, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %213 = tosa.slice %47, %18, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %214 = tosa.slice %47, %19, %16 : (tensor<2x144xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x48xf32>
    %215 = tosa.matmul %211, %52, %3, %3 : (tensor<1x2x48xf32>, tensor<1x48x144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x144xf32>
    %216 = tosa.reshape %215, %15 : (tensor<1x2x144xf32>, !tosa.shape<2>) -> tensor<2x144xf32>
    %217 = tosa.add %216, %55 : (tensor<2x144xf32>, tensor<1x144xf32>) -> tensor<2x144xf32>
    %218 = tosa.reshape %217, %6 : (tensor<2x144xf32>, !tosa.shape<3>) -> tensor<1x2x144xf32>
    %219 = tosa.slice %218, %7, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %220 = tosa.slice %218, %23, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %221 = tosa.slice %218, %24, %20 : (tensor<1x2x144xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %222 = tosa.reshape %212, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %223 = tosa.add %219, %222 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %224 = tosa.sigmoid %223 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %225 = tosa.reshape %213, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %226 = tosa.add %220, %225 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %227 = tosa.sigmoid %226 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %228 = tosa.mul %221, %224, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %229 = tosa.reshape %214, %20 : (tensor<2x48xf32>, !tosa.shape<3>) -> tensor<1x2x48xf32>
    %230 = tosa.add %229, %228 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %231 = tosa.tanh %230 : (tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %232 = tosa.sub %211, %231 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %233 = tosa.mul %232, %227, %5 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1xi8>) -> tensor<1x2x48xf32>
    %234 = tosa.add %233, %231 : (tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %235 = tosa.concat %73, %96, %119, %142, %165, %188, %211, %234 {axis = 0 : i32} : (tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<8x2x48xf32>
    %236 = tosa.transpose %235 {perms = array<i32: 1, 0, 2>} : (tensor<8x2x48xf32>) -> tensor<2x8x48xf32>
    return %236, %234 : tensor<2x8x48xf32>, tensor<1x2x48xf32>
  }
}
