// complex<f32> and complex<f64>: construction and parts, arithmetic, the
// modulus, compare and the FFT family. Expected values by hand: (1+2i)(3+4i)
// = -5+10i, |3+4i| = 5, the FFT of a unit impulse is all ones and of
// [0, 1, 0, 0] the powers of exp(-2 pi i / 4) = -i.
// REQUIRES: xla

// RUN: %defuse interp %s --entry arithmetic | %FileCheck %s --check-prefix=ARITH
// ARITH: output #0 tensor<complex<f32>>
// ARITH-NEXT: [] -5+10i ± 0
// ARITH: output #1 tensor<f32>
// ARITH-NEXT: [] 5 ± {{[0-9.e-]+}}
// ARITH: output #2 tensor<f32>
// ARITH-NEXT: [] 2 ± 0
// ARITH: output #3 tensor<i1>
// ARITH-NEXT: [] 0 ± 0
func.func @arithmetic() -> (tensor<complex<f32>>, tensor<f32>, tensor<f32>, tensor<i1>) {
  %re = stablehlo.constant dense<1.0> : tensor<f32>
  %im = stablehlo.constant dense<2.0> : tensor<f32>
  %a = stablehlo.complex %re, %im : tensor<complex<f32>>
  %b = stablehlo.constant dense<(3.0, 4.0)> : tensor<complex<f32>>
  %p = stablehlo.multiply %a, %b : tensor<complex<f32>>
  %m = stablehlo.abs %b : (tensor<complex<f32>>) -> tensor<f32>
  %i = stablehlo.imag %a : (tensor<complex<f32>>) -> tensor<f32>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
  return %p, %m, %i, %eq : tensor<complex<f32>>, tensor<f32>, tensor<f32>, tensor<i1>
}

// RUN: %defuse interp %s --entry transforms | %FileCheck %s --check-prefix=FFT
// FFT: output #0 tensor<4xcomplex<f32>>
// FFT-NEXT: [0] 1+0i
// FFT-NEXT: [1] 1+0i
// FFT-NEXT: [2] 1+0i
// FFT-NEXT: [3] 1+0i
// FFT: output #1 tensor<4xcomplex<f32>>
// FFT-NEXT: [0] 1+0i
// FFT-NEXT: [1] {{-?}}6.123{{[0-9]*}}e-17-1i
// FFT-NEXT: [2] -1{{[-+][0-9.e-]+}}i
// FFT-NEXT: [3] {{-?[0-9.e-]+}}+1i
// The RFFT of a real [1, 2, 3, 4] keeps 4/2 + 1 outputs: 10, -2+2i, -2;
// the IRFFT of those gives the signal back.
// FFT: output #2 tensor<3xcomplex<f32>>
// FFT-NEXT: [0] 10+0i
// FFT-NEXT: [1] -2+2i
// FFT-NEXT: [2] -2{{[-+][0-9.e-]+}}i
// FFT: output #3 tensor<4xf32>
// FFT-NEXT: [0] 1 ±
// FFT-NEXT: [1] 2 ±
// FFT-NEXT: [2] 3 ±
// FFT-NEXT: [3] 4 ±
func.func @transforms() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<4xf32>) {
  %impulse = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %shifted = stablehlo.constant dense<[(0.0, 0.0), (1.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %a = stablehlo.fft %impulse, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %b = stablehlo.fft %shifted, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %signal = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c = stablehlo.fft %signal, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %d = stablehlo.fft %c, type = IRFFT, length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
  return %a, %b, %c, %d : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<4xf32>
}
