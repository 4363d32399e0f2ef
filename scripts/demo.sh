#!/usr/bin/env bash
# Builds defuse and runs its main job on a bundled example: a quantized MLP
# whose rounding uses tosa.ceil, compiled with an upstream MLIR 22 pipeline
# that includes math-expand-ops, which turns ceil(-0.25) into +0.0 instead of
# -0.0 (llvm-project #218111). First `defuse run` judges the compiled
# workload (exit 1: miscompile), then `defuse bisect passes` names the pass.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
workload=testdata/upstream/ceil_quant_mlp.mlir
pipeline=testdata/pipelines/upstream-ceil-neg.pipeline
set +e
build/bin/defuse run "$workload" --pipeline "$pipeline" "$@"
status=$?
echo "defuse run exited with $status (0 pass, 1 miscompile; see README)"
[ "$status" -le 1 ] || exit "$status"
echo
build/bin/defuse bisect passes "$workload" --pipeline "$pipeline" "$@" | head -12
exit 0
