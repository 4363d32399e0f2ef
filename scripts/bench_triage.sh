#!/usr/bin/env bash
# bench_triage.sh: cost of a full `defuse triage` on a large generated
# workload with one injected fault, against the probe bound
#   2*log2(passes) + kernels + 2*log2(ops in kernel) + 10
# (log2 rounded up). Also times `defuse bisect passes` on the same input.
#
# Usage: scripts/bench_triage.sh [--layers N] [--depth D] [--width W] [--seed S]
#                                [--skip K] [--fault PASS] [--workload FILE]
#                                [--keep DIR] [-- EXTRA-TRIAGE-ARGS...]
#   --layers/--depth/--width/--seed  passed to scripts/gen_large_workload.py
#                                    (defaults 8 / 1 / 32 / 1)
#   --skip K        which fault site to break (default 3): the fault pass runs
#                   as func.func(PASS{skip=K limit=1}) after the generalize+fuse
#                   pipeline
#   --fault PASS    fault pass of the test plugin (default defuse-fault-swap-operands)
#   --workload FILE use FILE instead of generating one
#   --keep DIR      keep the workload, the triage JSON and the logs in DIR
# Environment: DEFUSE (default build/bin/defuse), FAULT_PLUGIN (default
# build/tests/plugins/libDefuseFaultPlugin.so).
# Exit: 0 when the triage ran and its probe count is within the bound,
# 1 when it ran but exceeded the bound or failed to name pass/kernel/op,
# 2 when `defuse triage` is not available (or bad usage), 3 on other errors.
set -u -o pipefail
cd "$(dirname "$0")/.."

layers=8 depth=1 width=32 seed=1 skip=3 fault=defuse-fault-swap-operands
workload="" keep=""
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --layers) layers=$2; shift 2 ;;
    --depth) depth=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --skip) skip=$2; shift 2 ;;
    --fault) fault=$2; shift 2 ;;
    --workload) workload=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) echo "bench_triage.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

DEFUSE=${DEFUSE:-build/bin/defuse}
PLUGIN=${FAULT_PLUGIN:-build/tests/plugins/libDefuseFaultPlugin.so}
for f in "$DEFUSE" "$PLUGIN"; do
  [ -e "$f" ] || { echo "bench_triage.sh: $f not found (build first: cmake --build build)" >&2; exit 3; }
done

if [ -n "$keep" ]; then mkdir -p "$keep"; dir=$keep; else dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; fi

if [ -z "$workload" ]; then
  workload=$dir/large.mlir
  python3 scripts/gen_large_workload.py --layers "$layers" --depth "$depth" --width "$width" \
    --seed "$seed" --stats -o "$workload" 2>"$dir/gen.log" || { cat "$dir/gen.log" >&2; exit 3; }
  echo "workload  $workload ($(head -1 "$dir/gen.log"))"
else
  echo "workload  $workload"
fi

base=$(grep -v '^[[:space:]]*#' testdata/pipelines/generalize-fuse.pipeline | tr -d '[:space:]')
pipeline="$base,func.func($fault{skip=$skip limit=1})"
echo "pipeline  $pipeline"

now() { date +%s.%N; }

# ---- defuse bisect passes (exists today) ----
t0=$(now)
"$DEFUSE" bisect passes "$workload" --pipeline "$pipeline" --load-pass-plugin "$PLUGIN" \
  >"$dir/bisect.out" 2>"$dir/bisect.err"
bisect_rc=$?
t1=$(now)
bisect_s=$(python3 -c "print(f'{$t1 - $t0:.2f}')")
bisect_culprit=$(grep -m1 '^culprit' "$dir/bisect.out" | sed 's/^culprit *//')
bisect_cost=$(grep -m1 '^cost' "$dir/bisect.out" | sed 's/^cost *//')
echo "bisect    exit $bisect_rc, ${bisect_s} s wall: ${bisect_culprit:-no culprit}"
[ -n "$bisect_cost" ] && echo "          cost $bisect_cost"

# ---- defuse triage ----
if ! "$DEFUSE" --help 2>&1 | grep -qE '^[[:space:]]+triage([[:space:]]|$)'; then
  echo "bench_triage.sh: '$DEFUSE' has no 'triage' subcommand yet; only 'bisect passes' was timed." >&2
  exit 2
fi

t0=$(now)
"$DEFUSE" triage --no-reduce "$workload" --pipeline "$pipeline" --load-pass-plugin "$PLUGIN" --json \
  "${extra[@]}" >"$dir/triage.json" 2>"$dir/triage.err"
triage_rc=$?
t1=$(now)
wall=$(python3 -c "print(f'{$t1 - $t0:.2f}')")
echo "triage    exit $triage_rc, ${wall} s wall"

python3 - "$dir/triage.json" "$wall" "$dir/triage.err" <<'EOF'
import json, math, sys

path, wall, errpath = sys.argv[1], float(sys.argv[2]), sys.argv[3]
try:
    with open(path) as f:
        d = json.load(f)
except (OSError, ValueError) as e:
    sys.stderr.write(f"bench_triage.sh: triage produced no JSON ({e}); stderr:\n")
    sys.stderr.write(open(errpath).read()[-3000:])
    sys.exit(3)

def clog2(n):
    return math.ceil(math.log2(n)) if n and n > 1 else 0

stages = d.get("stages", [])
print()
print(f"{'stage':<10} {'probes':>7} {'cached':>7} {'seconds':>9}  outcome")
for s in stages:
    print(f"{s.get('name', '?'):<10} {s.get('probes', 0):>7} {s.get('cached', 0):>7} "
          f"{s.get('seconds', 0.0):>9.2f}  {s.get('outcome', '')}")
total_probes = d.get("probes", sum(s.get("probes", 0) for s in stages))
total_s = d.get("seconds", sum(s.get("seconds", 0.0) for s in stages))
print(f"{'total':<10} {total_probes:>7} {sum(s.get('cached', 0) for s in stages):>7} "
      f"{total_s:>9.2f}  (wall {wall:.2f} s)")

passes = len(d.get("passes", []))
kernel = d.get("kernel") or {}
op = d.get("op") or {}
kernels = kernel.get("count", 0)
kops = op.get("kernel_ops", 0)
bound = 2 * clog2(passes) + kernels + 2 * clog2(kops) + 10
print()
print(f"verdict   {d.get('verdict')}")
p = d.get("pass") or {}
print(f"pass      #{p.get('index')} {p.get('name')}")
print(f"kernel    #{kernel.get('index')} of {kernels}, source ops {kernel.get('source_ops', [])}")
print(f"op        {op.get('id')} {op.get('name')} at {op.get('location')} ({kops} ops in kernel)")
print(f"bound     2*ceil(log2({passes})) + {kernels} + 2*ceil(log2({kops})) + 10 = {bound}")
ok = total_probes <= bound
print(f"probes    {total_probes} {'<=' if ok else '>'} {bound}: {'within' if ok else 'OVER'} the bound")
named = bool(p.get("name")) and kernel.get("index") is not None and bool(op.get("name"))
if not named:
    print("result    the triage did not name a pass, a kernel and an op")
sys.exit(0 if ok and named else 1)
EOF
