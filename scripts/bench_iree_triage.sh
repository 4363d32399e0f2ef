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
# Usage: scripts/bench_iree_triage.sh [--layers N] [--width W] [--seed S]
#                                     [--dispatch K] [--iree-version V] [--keep DIR]
#   --dispatch K  which dispatch to corrupt, counting those with an addf
#                 (default: the middle one)
# Environment: DEFUSE (default build/bin/defuse).
# Exit: 0 when triage named the corrupted dispatch within the bound, 1 when
# it did not or exceeded it, 2 on bad usage, 3 on other errors.
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
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
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

start=$(date +%s.%N)
"$DEFUSE" triage "$dir/large.mlir" --target iree --iree-version "$version" \
  --target-flag=--iree-hal-substitute-executable-source="$name=$dir/fault.mlir" \
  --no-reduce --json -q > "$dir/triage.json"
rc=$?
end=$(date +%s.%N)
[ $rc -eq 1 ] || { echo "bench_iree_triage.sh: triage exited $rc, not 1" >&2; exit 1; }
python3 - "$dir/triage.json" "$name" "$start" "$end" <<'PY'
import json, math, sys
j = json.load(open(sys.argv[1]))
name, wall = sys.argv[2], float(sys.argv[4]) - float(sys.argv[3])
print("stage     %-9s %-16s %7s %9s" % ("", "outcome", "probes", "seconds"))
for s in j["stages"]:
    print("          %-9s %-16s %7d %9.2f" % (s["name"], s["outcome"], s["probes"], s["seconds"]))
passes = j.get("compiler_passes", {}).get("count", 1)
kernel = j.get("kernel")
if not kernel:
    print("result    no kernel named"); sys.exit(1)
kernels, ops = kernel["count"], max(1, len(kernel["source_ops"]))
lg = lambda n: math.ceil(math.log2(max(2, n)))
bound = 2 * lg(passes) + kernels + 2 * lg(ops) + 10
probes = sum(s["probes"] for s in j["stages"])
named = kernel["op"].startswith(name + "::")
print("kernel    %s (%d of %d dispatches, %d source ops)%s" % (
    kernel["op"], kernel["index"] + 1, kernels, ops, "" if named else "  WRONG: expected " + name))
print("total     %d probes, %.2f s in stages, %.2f s wall (with start-up and the reference)" % (
    probes, sum(s["seconds"] for s in j["stages"]), wall))
print("bound     2*log2(%d passes) + %d kernels + 2*log2(%d ops) + 10 = %d probes: %s" % (
    passes, kernels, ops, bound, "within" if probes <= bound else "EXCEEDED"))
sys.exit(0 if named and probes <= bound else 1)
PY
