#!/usr/bin/env bash
# Re-emits the checked-in regression suite (testdata/regressions/): every
# fault class of the fault plugin buried in a bundled model, and the three
# public upstream bugs in their long pipelines, each reduced by
# `defuse reduce --emit`. Run it after a change to the reducer or to the
# emitted format, review `git diff testdata/regressions`, commit.
#
# Usage: scripts/refresh_regressions.sh [NAME...]   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
defuse=build/bin/defuse
plugin=build/tests/plugins/libDefuseFaultPlugin.so
[ -x "$defuse" ] && [ -f "$plugin" ] || {
  echo "refresh_regressions.sh: build first (scripts/test.sh)" >&2
  exit 2
}
fuse='func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),linalg-fuse-elementwise-ops'
generalize_fuse='func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(linalg-generalize-named-ops),linalg-fold-unit-extent-dims,linalg-fuse-elementwise-ops,canonicalize,cse'
bufferize='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}'
faults=tests/lit/faults/Inputs
models=testdata/workloads

# name | workload | pipeline | plugin (yes/no)
cases=(
  "fault-swap-operands|$models/moe_gate.mlir|$generalize_fuse,func.func(defuse-fault-swap-operands)|yes"
  "fault-wrong-indexing-map|$models/mlp.mlir|$generalize_fuse,func.func(defuse-fault-wrong-indexing-map)|yes"
  "fault-precision-loss|$faults/affine_epilogue.mlir|$fuse,func.func(defuse-fault-precision-loss{bits=1})|yes"
  "fault-wrong-reduction|$models/mlp.mlir|$generalize_fuse,func.func(defuse-fault-wrong-reduction)|yes"
  "fault-maxnum-for-maximum|$faults/relu6.mlir|$fuse,func.func(defuse-fault-maxnum-for-maximum)|yes"
  "fault-shape-trigger|$models/lstm_cell.mlir|$generalize_fuse,func.func(defuse-fault-shape-trigger)|yes"
  "fault-off-by-one-slice|$models/lstm_cell.mlir|$generalize_fuse,func.func(defuse-fault-off-by-one-slice)|yes"
  "fault-value-trigger|$models/gru_cell.mlir|$generalize_fuse,func.func(defuse-fault-value-trigger{skip=2 limit=1})|yes"
  "fault-false-nsw|$faults/int8_zero_point_clamp.mlir|$fuse,func.func(defuse-fault-false-nsw)|yes"
  "fault-long-chain|$models/mlp.mlir|$generalize_fuse,func.func(defuse-fault-long-chain)|yes"
  "fault-buffer-reuse|$models/moe_gate.mlir|$generalize_fuse,$bufferize,func.func(defuse-fault-buffer-reuse)|yes"
  "upstream-218111-ceil-negative|testdata/upstream/ceil_quant_encoder.mlir|testdata/pipelines/upstream-ceil-neg-long.pipeline|no"
  "upstream-132202-powf-negative-base|testdata/upstream/gpt2_block_pow.mlir|testdata/pipelines/upstream-powf-negative-long.pipeline|no"
  "upstream-174517-matmul-unsigned|testdata/upstream/uint8_qmlp_block.mlir|testdata/pipelines/upstream-matmul-unsigned-long.pipeline|no"
)

for entry in "${cases[@]}"; do
  IFS='|' read -r name workload pipeline needs_plugin <<<"$entry"
  if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
    continue
  fi
  plugin_flags=()
  [ "$needs_plugin" = yes ] && plugin_flags=(--load-pass-plugin "$plugin")
  rm -rf "testdata/regressions/$name"
  set +e
  "$defuse" reduce -q "$workload" --pipeline "$pipeline" "${plugin_flags[@]}" \
    --emit "testdata/regressions/$name" | grep '^reduced'
  status=${PIPESTATUS[0]}
  set -e
  if [ "$status" -ne 1 ] || [ ! -f "testdata/regressions/$name/reproducer.mlir" ]; then
    echo "refresh_regressions.sh: $name: defuse reduce exited $status without a reproducer" >&2
    exit 1
  fi
  echo "  -> testdata/regressions/$name"
done
