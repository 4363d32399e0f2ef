#!/usr/bin/env bash
# Re-emits the checked-in regression suite (testdata/regressions/): every
# fault class of the fault plugin buried in a bundled model, the three
# public upstream bugs in their long pipelines, and upstream bugs that
# `defuse fuzz` found (in the program and with the pipeline variant and
# input seed of the finding), each reduced by
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

found=testdata/fuzz-findings

# name | workload | pipeline | plugin (yes/no) | input seed (default 1)
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
  # Found by `defuse fuzz` (testdata/fuzz-findings/README.md). The two TOSA
  # folds also fire in the default lowering's tosa-to-linalg, so they reduce
  # with no pipeline at all.
  "fuzz-tosa-mul-fold-zero|$found/tosa-mul-fold-zero.mlir||no|4722816177021880348"
  "fuzz-tosa-add-fold-negative-zero|$found/tosa-add-fold-negative-zero.mlir||no|365471107387412508"
  "fuzz-arith-expand-maximumf-zero-sign|$found/arith-expand-maximumf-zero-sign.mlir|canonicalize,func.func(tosa-optional-decompositions,tosa-infer-shapes,tosa-make-broadcastable,tosa-layerwise-constant-fold,tosa-reduce-transposes),canonicalize,cse,func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops),canonicalize,linalg-fold-unit-extent-dims,func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,linalg-inline-scalar-operands,arith-expand,canonicalize,cse,func.func(linalg-specialize-generic-ops),fold-tensor-subset-ops,sccp,canonicalize,cse|no|3416396271022160244"
  "fuzz-math-expand-powf-zero-zero|$found/math-expand-powf-zero-zero.mlir|canonicalize,func.func(tosa-optional-decompositions,tosa-infer-shapes,tosa-make-broadcastable,tosa-layerwise-constant-fold,tosa-reduce-transposes),canonicalize,cse,func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops),canonicalize,linalg-fold-unit-extent-dims,func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,linalg-inline-scalar-operands,arith-expand,canonicalize,cse,func.func(linalg-specialize-generic-ops),fold-tensor-subset-ops,sccp,canonicalize,cse|no|5157475494656631857"
  "fuzz-affine-loop-fusion-pad|$found/affine-loop-fusion-pad.mlir|func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),linalg-fuse-elementwise-ops,convert-elementwise-to-linalg,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-affine-loops),affine-loop-fusion,func.func(affine-scalrep,canonicalize)|no|5409162379940860547"
  "fuzz-specialize-drops-unary-op|$found/specialize-drops-unary-op.mlir|func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),linalg-morph-ops{named-to-category},linalg-morph-ops{category-to-generic},linalg-fuse-elementwise-ops,linalg-morph-ops{generic-to-named}|no|7804709258086395744"
  "fuzz-specialize-drops-truncf|$found/specialize-drops-truncf.mlir|func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,func.func(linalg-specialize-generic-ops)|no|4588585318788215616"
  "fuzz-math-expand-ceil-poison|$found/math-expand-ceil-poison.mlir|canonicalize,func.func(tosa-optional-decompositions,tosa-infer-shapes,tosa-make-broadcastable,tosa-layerwise-constant-fold,tosa-reduce-transposes),canonicalize,cse,func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),func.func(math-expand-ops),canonicalize,linalg-fold-unit-extent-dims,func.func(linalg-generalize-named-ops),linalg-fuse-elementwise-ops,linalg-inline-scalar-operands,arith-expand,canonicalize,cse,func.func(linalg-specialize-generic-ops),fold-tensor-subset-ops,sccp,canonicalize,cse|no|8739739204008142546"
)

for entry in "${cases[@]}"; do
  IFS='|' read -r name workload pipeline needs_plugin seed <<<"$entry"
  if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
    continue
  fi
  plugin_flags=()
  [ "$needs_plugin" = yes ] && plugin_flags=(--load-pass-plugin "$plugin")
  rm -rf "testdata/regressions/$name"
  set +e
  "$defuse" reduce -q "$workload" --pipeline "$pipeline" "${plugin_flags[@]}" \
    --seed "${seed:-1}" --emit "testdata/regressions/$name" | grep '^reduced'
  status=${PIPESTATUS[0]}
  set -e
  if [ "$status" -ne 1 ] || [ ! -f "testdata/regressions/$name/reproducer.mlir" ]; then
    echo "refresh_regressions.sh: $name: defuse reduce exited $status without a reproducer" >&2
    exit 1
  fi
  echo "  -> testdata/regressions/$name"
done
