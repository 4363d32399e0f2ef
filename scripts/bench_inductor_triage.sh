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
for mode in fresh resident; do
  start=$(date +%s.%N)
  env DEFUSE_RESIDENT_WORKERS=$([ $mode = fresh ] && echo 0 || echo 1) \
    "$DEFUSE" triage "$workload" --target inductor --no-reduce --json -q \
    > "$dir/triage-$mode.json"
  rc=$?
  end=$(date +%s.%N)
  [ $rc -eq 1 ] || { echo "bench_inductor_triage.sh: $mode triage exited $rc, not 1" >&2; exit 1; }
  echo "$start $end" > "$dir/wall-$mode"
done
python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
runs = {}
for mode in ("fresh", "resident"):
    j = json.load(open("%s/triage-%s.json" % (d, mode)))
    start, end = map(float, open("%s/wall-%s" % (d, mode)).read().split())
    runs[mode] = (j, end - start)
def found(j):
    kernel, op = j.get("kernel") or {}, j.get("op", {})
    return (j.get("pass", {}).get("name", ""), kernel.get("op"), op.get("name"))
ok = True
for mode, (j, wall) in runs.items():
    print("%s probes" % mode)
    print("stage     %-9s %-16s %7s %9s" % ("", "outcome", "probes", "seconds"))
    for s in j["stages"]:
        print("          %-9s %-16s %7d %9.2f" % (s["name"], s["outcome"], s["probes"], s["seconds"]))
    total = sum(s["probes"] for s in j["stages"])
    name, kernel, op = found(j)
    print("found     stage %s, kernel %s, op %s" % (name, kernel, op))
    print("total     %d probes, %.2f s wall, %.3f s a probe" % (total, wall, wall / max(1, total)))
    ok = ok and name.startswith("vectorization") and op == "tosa.maximum" and bool(kernel)
(fj, fwall), (rj, rwall) = runs["fresh"], runs["resident"]
same = found(fj) == found(rj) and [s["probes"] for s in fj["stages"]] == [s["probes"] for s in rj["stages"]]
fp = fwall / max(1, sum(s["probes"] for s in fj["stages"]))
rp = rwall / max(1, sum(s["probes"] for s in rj["stages"]))
print("side by side: fresh %.3f s a probe, resident %.3f s a probe, %.1fx; same stage, kernel, op and probes: %s" % (
    fp, rp, fp / rp, "yes" if same else "NO"))
sys.exit(0 if ok and same else 1)
PY
