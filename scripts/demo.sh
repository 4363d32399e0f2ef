#!/usr/bin/env bash
# Builds defuse and runs its main job on a bundled example: a BERT encoder
# layer whose value projection is quantized with tosa.ceil, compiled with a
# 23-pass upstream MLIR 22 pipeline that includes math-expand-ops, which
# turns ceil(-0.25) into +0.0 instead of -0.0 (llvm-project #218111). First
# `defuse run` judges the compiled workload (exit 1: miscompile), then
# `defuse triage` names the pass, the fused kernel and the op, reduces the
# failure to a one-op reproducer and writes it, with a bug report, into
# build/demo/, and the same reproducer as an MLIR integration test with an
# llvm-project issue into build/demo/upstream/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
workload=testdata/upstream/ceil_quant_encoder.mlir
pipeline=testdata/pipelines/upstream-ceil-neg-long.pipeline
set +e
build/bin/defuse run "$workload" --pipeline "$pipeline" "$@"
status=$?
echo "defuse run exited with $status (0 pass, 1 miscompile; see README)"
[ "$status" -le 1 ] || exit "$status"
echo
build/bin/defuse triage "$workload" --pipeline "$pipeline" --emit build/demo "$@"
status=$?
echo "defuse triage exited with $status (1: culprit named; see README)"
echo "reproducer and bug report: build/demo/reproducer.mlir, build/demo/report.md"
[ "$status" -le 1 ] || exit "$status"
# The same failure in MLIR's own test form, for llvm-project (README,
# "Upstream reproducers"): run with mlir-opt, mlir-runner and FileCheck
# alone it fails at the wrong element's CHECK line, and passes without
# math-expand-ops.
if [ -d build/demo/upstream ]; then
  echo
  echo "upstream test and issue for llvm-project: build/demo/upstream/ (report.md)"
  python3 scripts/upstream_tests.py build/demo/upstream
  python3 scripts/upstream_tests.py --without-culprit --expect pass build/demo/upstream
fi
exit 0
