#!/usr/bin/env bash
# bench_inductor_triage.sh: cost of `defuse triage --target inductor`, and of
# a probe through torch.compile: the gated activation of
# tests/lit/inductor/Inputs/gated_max.mlir under the vectorization fault of
# tests/lit/inductor/Inputs/vectorized_max_fault.py (DEFUSE_INDUCTOR_PLUGINS),
# triaged twice side by side: every probe a fresh process
# (DEFUSE_RESIDENT_WORKERS=0: Python starts and imports torch each time) and
# in resident workers (the default, target/ResidentWorker.h). Prints probes
# and seconds per stage, seconds a probe (a compile and a run) for each, and
# their ratio; both must name the same stage, kernel and op in the same
# number of probes.
#
# Usage: scripts/bench_inductor_triage.sh [--keep DIR]
# Environment: DEFUSE (default build/bin/defuse).
# Exit: 0 when both named vectorization, the fused kernel and tosa.maximum
# and agree, 1 when not, 2 on bad usage, 3 on other errors.
set -u -o pipefail
cd "$(dirname "$0")/.."

keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "bench_inductor_triage.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
DEFUSE=${DEFUSE:-build/bin/defuse}
[ -x "$DEFUSE" ] || { echo "bench_inductor_triage.sh: $DEFUSE not found (build first)" >&2; exit 3; }
[ -x build/venv-torch/bin/python ] || {
  echo "bench_inductor_triage.sh: no torch (scripts/setup_frontends.sh)" >&2; exit 3; }
if [ -n "$keep" ]; then mkdir -p "$keep"; dir=$keep; else dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; fi

workload=tests/lit/inductor/Inputs/gated_max.mlir
export DEFUSE_INDUCTOR_PLUGINS=$PWD/tests/lit/inductor/Inputs/vectorized_max_fault.py
python3 scripts/triage_side_by_side.py "$dir" --pass vectorization --kernel cpp_fused --op tosa.maximum -- \
  "$DEFUSE" triage "$workload" --target inductor --no-reduce --json -q
