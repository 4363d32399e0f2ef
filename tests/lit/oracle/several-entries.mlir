// `defuse run` judges each --entry given, in turn, as a run of that entry
// alone would (the same report, the same reproduce line), in one process:
// what a suite of small functions (tests/lit/conformance) runs on. A last
// line counts the entries and names those that did not pass with their exit
// codes; the exit code is the first of them, in the order given.
//
// RUN: %expect_exit 1 %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry negated --entry expm1 --entry missing --entry doubled \
// RUN:   > %t.out 2> %t.err
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// CHECK:      workload  {{.*}}several-entries.mlir (@negated, seed 1)
// CHECK:      verdict   pass
// CHECK:      workload  {{.*}}several-entries.mlir (@expm1, seed 1)
// CHECK:      verdict   drift (miscompile)
// CHECK-NEXT: reproduce defuse run {{.*}}several-entries.mlir --entry expm1 --seed 1 {{.*}}--opt-level 0
// CHECK-NOT:  workload  {{.*}}(@missing
// CHECK:      workload  {{.*}}several-entries.mlir (@doubled, seed 1)
// CHECK:      verdict   pass
// CHECK:      entries   4 judged, 2 pass; not: expm1 (exit 1), missing (exit 3)
// ERR: defuse: error: {{.*}}several-entries.mlir{{.*}}: no function named 'missing'
//
// The order decides the exit code: the missing entry first, exit 3.
// RUN: %expect_exit 3 %defuse run %s --opt-level 0 --input all=edges \
// RUN:   --entry missing --entry expm1 2>/dev/null | %FileCheck %s --check-prefix=ORDER
// ORDER: entries   2 judged, 0 pass; not: missing (exit 3), expm1 (exit 1)
//
// With --json: one array, each entry's report with its exit code (an entry
// that could not be judged: its name and code, its error on stderr).
// RUN: %expect_exit 1 %defuse run %s --opt-level 0 --input all=edges --json \
// RUN:   --entry negated --entry expm1 --entry missing 2>/dev/null | %FileCheck %s --check-prefix=JSON
// JSON:      "entry": "negated",
// JSON:      "verdict": "pass",
// JSON:      "exit_code": 0
// JSON:      "entry": "expm1",
// JSON:      "verdict": "drift",
// JSON:      "exit_code": 1
// JSON:      "entry": "missing",
// JSON-NEXT: "exit_code": 3
//
// One entry: the report alone, no count.
// RUN: %defuse run %s --entry doubled | %FileCheck %s --check-prefix=ONE
// ONE: verdict   pass
// ONE-NOT: entries

func.func @negated(%a: tensor<64xf32>) -> tensor<64xf32> {
  %r = arith.negf %a : tensor<64xf32>
  return %r : tensor<64xf32>
}

// MLIR 22 lowers math.expm1 to exp(x) - 1, which cancels for small |x|
// (tests/lit/conformance/math.mlir).
func.func @expm1(%a: tensor<256xf32>) -> tensor<256xf32> {
  %r = math.expm1 %a : tensor<256xf32>
  return %r : tensor<256xf32>
}

func.func @doubled(%a: tensor<8xi32>) -> tensor<8xi32> {
  %r = arith.addi %a, %a : tensor<8xi32>
  return %r : tensor<8xi32>
}
