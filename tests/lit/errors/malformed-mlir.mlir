// A workload that does not parse: one line naming file, line and column,
// and exit code 3.
// RUN: %expect_exit 3 %defuse run %s 2>&1 | %FileCheck %s
// CHECK: defuse: error: {{.*}}malformed-mlir.mlir:9:{{[0-9]+}}: {{.*}}
// CHECK-NOT: error

func.func @broken(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %a, %a : tensor<4xf32>
  return %r tensor<4xf32>
}
