#!/usr/bin/env bash
# bench_iree_triage.sh: cost of `defuse triage --target iree` on a large
# generated workload (scripts/gen_large_workload.py, 400 top-level ops at
# the defaults) with one dispatch corrupted through IREE's own control: the
# dispatch's executable source, as iree-compile dumps it, with its first
# arith.addf turned into arith.subf, substituted back
# (--iree-hal-substitute-executable-source). Prints probes and seconds per
# stage and checks the probes of the locating stages against the bound of
# the MLIR triage benchmark (scripts/bench_triage.sh):
#   2*log2(passes) + kernels + 2*log2(ops in kernel) + 10   (log2 rounded up)
#
# The triage runs twice, side by side: every probe a fresh process
# (DEFUSE_RESIDENT_WORKERS=0) and resident (the default: IREE's tools run
# fresh under the probe's limits, the dispatch-tracing script in a resident
# worker, target/ResidentWorker.h); both must name the same kernel in the
# same number of probes, and the seconds a probe takes are printed for each.
#
# Usage: scripts/bench_iree_triage.sh [--layers N] [--width W] [--seed S]
#                                     [--dispatch K] [--iree-version V] [--keep DIR]
#   --dispatch K  which dispatch to corrupt, counting those with an addf
#                 (default: the middle one)
# Environment: DEFUSE (default build/bin/defuse).
# Exit: 0 when both triages named the corrupted dispatch within the bound
# and agree, 1 when not, 2 on bad usage, 3 on other errors.
set -u -o pipefail
cd "$(dirname "$0")/.."

layers=3 width=32 seed=1 dispatch="" version="" keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --layers) layers=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --dispatch) dispatch=$2; shift 2 ;;
    --iree-version) version=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "bench_iree_triage.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
DEFUSE=${DEFUSE:-build/bin/defuse}
[ -x "$DEFUSE" ] || { echo "bench_iree_triage.sh: $DEFUSE not found (build first)" >&2; exit 3; }
if [ -z "$version" ]; then version=$(grep -m1 '^[0-9]' target/iree/versions.txt); fi
bin=build/venv-iree-$version/bin
[ -x "$bin/iree-compile" ] || { echo "bench_iree_triage.sh: IREE $version not installed (scripts/setup_targets.sh)" >&2; exit 3; }
if [ -n "$keep" ]; then mkdir -p "$keep"; dir=$keep; else dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; fi

python3 scripts/gen_large_workload.py --layers "$layers" --depth 1 --width "$width" \
  --seed "$seed" --stats -o "$dir/large.mlir" 2>"$dir/gen.log" || { cat "$dir/gen.log" >&2; exit 3; }
echo "workload  $dir/large.mlir ($(head -1 "$dir/gen.log"))"
# The module exactly as defuse hands it to IREE (kept by
# DEFUSE_KEEP_IREE_SCRATCH), so that the dumped executables are the ones
# triage's probes compile.
mkdir -p "$dir/scratch"
DEFUSE_KEEP_IREE_SCRATCH=1 TMPDIR="$dir/scratch" "$DEFUSE" run "$dir/large.mlir" \
  --target iree --iree-version "$version" > "$dir/run.log" || { cat "$dir/run.log" >&2; exit 3; }
given=$(ls "$dir"/scratch/defuse-iree-*/workload.mlir | head -1)
"$bin/iree-compile" "$given" --iree-hal-target-device=local \
  --iree-hal-local-target-device-backends=llvm-cpu --iree-llvmcpu-target-cpu=host \
  --iree-hal-dump-executable-sources-to="$dir/sources" -o "$dir/large.vmfb" || exit 3
mapfile -t candidates < <(grep -l 'arith.addf' "$dir"/sources/*.mlir | sort -V)
[ ${#candidates[@]} -gt 0 ] || { echo "bench_iree_triage.sh: no dispatch with an addf" >&2; exit 3; }
[ -n "$dispatch" ] || dispatch=$(( ${#candidates[@]} / 2 ))
source_file=${candidates[$dispatch]}
name=$(basename "$source_file" .mlir); name=${name#module_}
sed -e '0,/arith\.addf/s//arith.subf/' "$source_file" > "$dir/fault.mlir"
echo "fault     $name: first arith.addf -> arith.subf ($(ls "$dir"/sources | wc -l) dispatches)"

python3 scripts/triage_side_by_side.py "$dir" --kernel "$name::" --bound -- \
  "$DEFUSE" triage "$dir/large.mlir" --target iree --iree-version "$version" \
  --target-flag=--iree-hal-substitute-executable-source="$name=$dir/fault.mlir" \
  --no-reduce --json -q
