// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:int8_mlp (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: fc1.bias=uniform(-0.125,0.125)           // Int8Linear bias: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: fc2.bias=uniform(-0.0883883,0.0883883)   // Int8Linear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: fc1.weight=int(-127,127)                 // integer state, the range it was built with
// DEFUSE-INPUT: fc1.weight_scale=uniform(-0.125,0.125)   // Int8Linear bias: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: fc2.weight=int(-127,127)                 // integer state, the range it was built with
// DEFUSE-INPUT: fc2.weight_scale=uniform(-0.0883883,0.0883883)  // Int8Linear bias: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: x=normal(0,1)                            // model input
module {
  func.func @main(%arg0: tensor<128xf32> {defuse.name = "fc1.bias"}, %arg1: tensor<32xf32> {defuse.name = "fc2.bias"}, %arg2: tensor<128x64xi8> {defuse.name = "fc1.weight"}, %arg3: tensor<128xf32> {defuse.name = "fc1.weight_scale"}, %arg4: tensor<32x128xi8> {defuse.name = "fc2.weight"}, %arg5: tensor<32xf32> {defuse.name = "fc2.weight_scale"}, %arg6: tensor<4x64xf32> {defuse.name = "x"}) -> tensor<4x32xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.const_shape  {values = dense<[128, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 4, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 64, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[4, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[1, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[32, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = tosa.const_shape  {values = dense<[1, 4, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 128, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[4, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %12 = "tosa.const"() <{values = dense<2.000000e+01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %13 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %14 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %15 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %16 = "tosa.const"() <{values = dense<5.000000e-02> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %17 = tosa.mul %arg6, %12, %0 : (tensor<4x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x64xf32>
    %18 = tosa.floor %17 : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %19 = tosa.sub %17, %18 : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %20 = tosa.ceil %17 : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %21 = tosa.mul %18, %13, %0 : (tensor<4x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x64xf32>
    %22 = tosa.floor %21 : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %23 = tosa.mul %22, %14, %0 : (tensor<4x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x64xf32>
    %24 = tosa.equal %18, %23 : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %25 = tosa.equal %19, %13 : (tensor<4x64xf32>, tensor<1x1xf32>) -> tensor<4x64xi1>
    %26 = tosa.greater %13, %19 : (tensor<1x1xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %27 = tosa.logical_and %25, %24 : (tensor<4x64xi1>, tensor<4x64xi1>) -> tensor<4x64xi1>
    %28 = tosa.logical_or %26, %27 : (tensor<4x64xi1>, tensor<4x64xi1>) -> tensor<4x64xi1>
    %29 = tosa.select %28, %18, %20 : (tensor<4x64xi1>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %30 = tosa.add %29, %15 : (tensor<4x64xf32>, tensor<1x1xf32>) -> tensor<4x64xf32>
    %31 = tosa.clamp %30 {max_val = 1.270000e+02 : f32, min_val = -1.280000e+02 : f32} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %32 = tosa.sub %31, %15 : (tensor<4x64xf32>, tensor<1x1xf32>) -> tensor<4x64xf32>
    %33 = tosa.mul %32, %16, %0 : (tensor<4x64xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x64xf32>
    %34 = tosa.cast %arg2 : (tensor<128x64xi8>) -> tensor<128x64xf32>
    %35 = tosa.reshape %arg3, %1 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<128x1xf32>
    %36 = tosa.mul %34, %35, %0 : (tensor<128x64xf32>, tensor<128x1xf32>, tensor<1xi8>) -> tensor<128x64xf32>
    %37 = tosa.transpose %36 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %38 = tosa.reshape %33, %3 : (tensor<4x64xf32>, !tosa.shape<3>) -> tensor<1x4x64xf32>
    %39 = tosa.reshape %37, %4 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %40 = tosa.matmul %38, %39, %2, %2 : (tensor<1x4x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x128xf32>
    %41 = tosa.reshape %40, %5 : (tensor<1x4x128xf32>, !tosa.shape<2>) -> tensor<4x128xf32>
    %42 = tosa.reshape %arg0, %6 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %43 = tosa.add %41, %42 : (tensor<4x128xf32>, tensor<1x128xf32>) -> tensor<4x128xf32>
    %44 = tosa.clamp %43 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %45 = tosa.mul %44, %12, %0 : (tensor<4x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x128xf32>
    %46 = tosa.floor %45 : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %47 = tosa.sub %45, %46 : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %48 = tosa.ceil %45 : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %49 = tosa.mul %46, %13, %0 : (tensor<4x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x128xf32>
    %50 = tosa.floor %49 : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %51 = tosa.mul %50, %14, %0 : (tensor<4x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x128xf32>
    %52 = tosa.equal %46, %51 : (tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xi1>
    %53 = tosa.equal %47, %13 : (tensor<4x128xf32>, tensor<1x1xf32>) -> tensor<4x128xi1>
    %54 = tosa.greater %13, %47 : (tensor<1x1xf32>, tensor<4x128xf32>) -> tensor<4x128xi1>
    %55 = tosa.logical_and %53, %52 : (tensor<4x128xi1>, tensor<4x128xi1>) -> tensor<4x128xi1>
    %56 = tosa.logical_or %54, %55 : (tensor<4x128xi1>, tensor<4x128xi1>) -> tensor<4x128xi1>
    %57 = tosa.select %56, %46, %48 : (tensor<4x128xi1>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<4x128xf32>
    %58 = tosa.add %57, %15 : (tensor<4x128xf32>, tensor<1x1xf32>) -> tensor<4x128xf32>
    %59 = tosa.clamp %58 {max_val = 1.270000e+02 : f32, min_val = -1.280000e+02 : f32} : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %60 = tosa.sub %59, %15 : (tensor<4x128xf32>, tensor<1x1xf32>) -> tensor<4x128xf32>
    %61 = tosa.mul %60, %16, %0 : (tensor<4x128xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x128xf32>
    %62 = tosa.cast %arg4 : (tensor<32x128xi8>) -> tensor<32x128xf32>
    %63 = tosa.reshape %arg5, %7 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<32x1xf32>
    %64 = tosa.mul %62, %63, %0 : (tensor<32x128xf32>, tensor<32x1xf32>, tensor<1xi8>) -> tensor<32x128xf32>
    %65 = tosa.transpose %64 {perms = array<i32: 1, 0>} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %66 = tosa.reshape %61, %8 : (tensor<4x128xf32>, !tosa.shape<3>) -> tensor<1x4x128xf32>
    %67 = tosa.reshape %65, %9 : (tensor<128x32xf32>, !tosa.shape<3>) -> tensor<1x128x32xf32>
    %68 = tosa.matmul %66, %67, %2, %2 : (tensor<1x4x128xf32>, tensor<1x128x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x32xf32>
    %69 = tosa.reshape %68, %10 : (tensor<1x4x32xf32>, !tosa.shape<2>) -> tensor<4x32xf32>
    %70 = tosa.reshape %arg1, %11 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %71 = tosa.add %69, %70 : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<4x32xf32>
    return %71 : tensor<4x32xf32>
  }
}
