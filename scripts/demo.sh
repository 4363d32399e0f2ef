#!/usr/bin/env bash
# Builds defuse and runs its main job on a bundled example: a transformer
# quantized MLP whose rounding uses tosa.ceil, compiled with an upstream MLIR 22
# pipeline that includes math-expand-ops, which turns ceil(-0.25) into +0.0
# instead of -0.0 (llvm-project #218111). Exit status 1 means: miscompile found.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
set +e
build/bin/defuse run testdata/upstream/ceil_quant_mlp.mlir \
  --pipeline testdata/pipelines/upstream-ceil-neg.pipeline "$@"
status=$?
echo "defuse exited with $status (0 pass, 1 miscompile; see README)"
[ "$status" -le 1 ]
