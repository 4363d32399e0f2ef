#!/usr/bin/env bash
# bench_xla_triage.sh: cost of `defuse triage --target xla` on a large JAX
# program: testdata/models/src/jax_zoo.py:energy_transformer (three
# transformer blocks beside the energy head that carries openxla/xla
# #42732, 400+ StableHLO ops), imported through the jax front end and
# triaged under jax 0.10.2, where algsimp miscompiles it. Prints probes and
# seconds per stage and checks the probes of the locating stages against
# the bound of the MLIR triage benchmark (scripts/bench_triage.sh):
#   2*log2(passes) + kernels + 2*log2(ops in kernel) + 10   (log2 rounded up)
#
# The triage runs twice, side by side: with every probe a fresh process
# (DEFUSE_RESIDENT_WORKERS=0) and with resident workers (the default,
# target/ResidentWorker.h); both must find the same pass, kernel and op in
# the same number of probes, and the seconds a probe takes are printed for
# each, with their ratio.
#
# Usage: scripts/bench_xla_triage.sh [--jax-version V] [--keep DIR]
# Environment: DEFUSE (default build/bin/defuse).
# Exit: 0 when both triages named algsimp and stablehlo.log within the
# bound and agree, 1 when they did not or exceeded it, 2 on bad usage, 3 on
# other errors.
set -u -o pipefail
cd "$(dirname "$0")/.."

version=0.10.2 keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --jax-version) version=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "bench_xla_triage.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
DEFUSE=${DEFUSE:-build/bin/defuse}
[ -x "$DEFUSE" ] || { echo "bench_xla_triage.sh: $DEFUSE not found (build first)" >&2; exit 3; }
[ -x "build/venv-jax-$version/bin/python" ] || {
  echo "bench_xla_triage.sh: jax $version not installed (scripts/setup_targets.sh)" >&2; exit 3; }
if [ -n "$keep" ]; then mkdir -p "$keep"; dir=$keep; else dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; fi

"$DEFUSE" import testdata/models/src/jax_zoo.py:energy_transformer -o "$dir/large.mlir" \
  > "$dir/import.log" 2>&1
# The float64 framework reference does not overflow where float32 does:
# the import says they disagree (exit 13), which is the point here.
[ -s "$dir/large.mlir" ] || { cat "$dir/import.log" >&2; exit 3; }
echo "workload  $dir/large.mlir ($(grep -c '"stablehlo\.' "$dir/large.mlir") StableHLO ops)"

python3 scripts/triage_side_by_side.py "$dir" --pass algsimp --op stablehlo.log --bound -- \
  "$DEFUSE" triage "$dir/large.mlir" --target xla --jax-version "$version" --no-reduce --json -q
