// A -0.0 constant must stay -0.0 in the PyTorch program ("-0" in Python is
// the integer 0): -0 + -0 is -0, and +0 would be a signed-zero mismatch
// (the false alarm a fuzz campaign through Inductor once raised).
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %c = "tosa.const"() {values = dense<-0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %z = tosa.add %c, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %l = "tosa.const"() {values = dense<[-0.0, 1.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = tosa.add %l, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %z, %y : tensor<2xf32>, tensor<2xf32>
}
