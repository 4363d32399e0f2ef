// Upstream miscompile: the sin/cos polynomial approximation of MLIR's test
// pass test-math-polynomial-approximation (PolynomialApproximation.cpp,
// SinAndCosApproximation) is wrong for large |x| (llvm-project #118784: sin;
// #143335: cos, same with {enable-avx2}). Its range reduction is done in
// plain f32 with no extended-precision pi/2:
//   k = floor(x * f32(2/pi));  y = x - k * f32(pi/2)   // one f32 mul + sub
// so y carries an absolute error of about ulp(x)/2 (0.004 at 1e5, 0.03 at
// 1e6, 0.5 at 1e7), and the result is sin/cos of the wrong angle; from
// |x| ~ 1e7 on y collapses to a few values and the result is 0, +-1,
// +-0.8415 = sin(1), 0.5403 = cos(1)... regardless of x.
// Workload: tosa.sin and tosa.cos of the same input, concatenated.
//   %x [64] f32.  Result [128] f32: [0,64) = sin(x), [64,128) = cos(x).
// Expected (reference, and the libm lowering sinf/cosf): sin/cos to < 1 ULP.
// After the approximation, for x in uniform(1e6,1e7) (inputs exact in f32,
// ulp(x) <= 1): 64/64 sin and 62/64 cos elements off by more than 1e-3
// absolute, median error 0.07, max 0.43; all 128 far beyond 4 ULPs.
// Measured with Debian MLIR 22.1.8 mlir-opt/mlir-runner on x86-64
// (exact = python math.sin/cos in double of the f32 input):
//   op   x            exact       libm        approximated
//   sin  1.0e5        0.0357488   0.0357488   0.039536
//   sin  1.0e6       -0.349994   -0.349993   -0.37398
//   sin  1.0e7        0.420548    0.420548    0.540302
//   sin  -24115104   -0.0299986  -0.0299986   1           (#118784's value)
//   cos  -11273817   -0.290655   -0.290655   -0.841471    (#143335's value)
//   cos  9427965      0.106315    0.106315    0.540302
//   sin  6008089      0.384923    0.384923    0
// Commands (LOWER = the zoo's default lowering, see testdata/README.md:
// func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),
// one-shot-bufferize{bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map},
// func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf,
// convert-math-to-llvm,convert-math-to-libm,expand-strided-metadata,
// finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,
// convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts), with a
// @main that calls this function on a dense constant and printMemrefF32s it:
//   mlir-opt drv.mlir --pass-pipeline="builtin.module(LOWER)" | mlir-runner -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so,libmlir_c_runner_utils.so
//   mlir-opt drv.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(test-math-polynomial-approximation),LOWER)" | mlir-runner ...
// Note: test-math-polynomial-approximation is a test pass (mlir-opt registers
// it; registerAllPasses does not - it lives in libMLIRMathTestPasses).
// DEFUSE-PIPELINE: func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(test-math-polynomial-approximation)
// DEFUSE-INPUTS: arg0=uniform(1000000,10000000)
// DEFUSE-CULPRIT: pass=test-math-polynomial-approximation op=math.sin (from tosa.sin) kind=precision
func.func @polynomial_sincos(%x: tensor<64xf32>) -> tensor<128xf32> {
  %s = tosa.sin %x : (tensor<64xf32>) -> tensor<64xf32>
  %c = tosa.cos %x : (tensor<64xf32>) -> tensor<64xf32>
  %r = tosa.concat %s, %c {axis = 0 : i32} : (tensor<64xf32>, tensor<64xf32>) -> tensor<128xf32>
  return %r : tensor<128xf32>
}
