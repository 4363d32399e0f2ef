// Collectives on the grid of one process the reference runs (the
// specification defines them for any grid): replica_id and partition_id are
// 0, an all_reduce or all_gather over the group [[0]] is its operand, and a
// group naming another process is refused with a one-line error.
// REQUIRES: xla

// RUN: %defuse interp %s --entry oneProcess | %FileCheck %s
// CHECK: output #0 tensor<ui32>
// CHECK-NEXT: [] 0 ± 0
// CHECK: output #1 tensor<2xf32>
// CHECK-NEXT: [0] 1.5 ± 0
// CHECK-NEXT: [1] -2 ± 0
func.func @oneProcess() -> (tensor<ui32>, tensor<2xf32>) {
  %id = stablehlo.replica_id : tensor<ui32>
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %id, %sum : tensor<ui32>, tensor<2xf32>
}

// RUN: %expect_exit 4 %defuse interp %s --entry twoProcesses 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: error: {{.*}}'stablehlo.all_reduce' has replica_groups naming process 1; the reference runs the program as one process
func.func @twoProcesses() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %sum : tensor<2xf32>
}

// A custom_call is the compiler's own: refused, naming its target.
// RUN: %expect_exit 4 %defuse interp %s --entry customCall 2>&1 | %FileCheck %s --check-prefix=CUSTOM
// CUSTOM: error: {{.*}}cannot run 'stablehlo.custom_call' @lapack_spotrf_ffi
func.func @customCall() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<[[4.0, 0.0], [0.0, 9.0]]> : tensor<2x2xf32>
  %r = stablehlo.custom_call @lapack_spotrf_ffi(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
