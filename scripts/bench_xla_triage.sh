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

for mode in fresh resident; do
  start=$(date +%s.%N)
  env DEFUSE_RESIDENT_WORKERS=$([ $mode = fresh ] && echo 0 || echo 1) \
    "$DEFUSE" triage "$dir/large.mlir" --target xla --jax-version "$version" \
    --no-reduce --json -q > "$dir/triage-$mode.json"
  rc=$?
  end=$(date +%s.%N)
  [ $rc -eq 1 ] || { echo "bench_xla_triage.sh: $mode triage exited $rc, not 1" >&2; exit 1; }
  echo "$start $end" > "$dir/wall-$mode"
done
python3 - "$dir" <<'PY'
import json, math, sys
d = sys.argv[1]
runs = {}
for mode in ("fresh", "resident"):
    j = json.load(open("%s/triage-%s.json" % (d, mode)))
    start, end = map(float, open("%s/wall-%s" % (d, mode)).read().split())
    runs[mode] = (j, end - start)
def found(j):
    kernel, op = j.get("kernel") or {}, j.get("op", {})
    return (j.get("pass", {}).get("name", ""), kernel.get("op"),
            kernel.get("index"), op.get("name"))
ok = True
for mode, (j, wall) in runs.items():
    print("%s probes" % mode)
    print("stage     %-9s %-16s %7s %9s" % ("", "outcome", "probes", "seconds"))
    for s in j["stages"]:
        print("          %-9s %-16s %7d %9.2f" % (s["name"], s["outcome"], s["probes"], s["seconds"]))
    passes = j.get("compiler_passes", {}).get("count", 1)
    kernel, op = j.get("kernel"), j.get("op", {})
    pass_name = j.get("pass", {}).get("name", "")
    if not kernel:
        print("result    no kernel named"); sys.exit(1)
    kernels, ops = kernel["count"], max(1, len(kernel["source_ops"]))
    lg = lambda n: math.ceil(math.log2(max(2, n)))
    bound = 2 * lg(passes) + kernels + 2 * lg(ops) + 10
    locating = ("passes", "kernels", "ops")
    probes = sum(s["probes"] for s in j["stages"] if s["name"] in locating)
    total = sum(s["probes"] for s in j["stages"])
    right = pass_name.startswith("algsimp") and op.get("name") == "stablehlo.log"
    print("found     pass %s, kernel %s (%d of %d, %d source ops), op %s" % (
        pass_name, kernel["op"], kernel["index"] + 1, kernels, ops, op.get("name")))
    print("total     %d probes in all, %d locating; %.2f s in stages, %.2f s wall, %.3f s a probe" % (
        total, probes, sum(s["seconds"] for s in j["stages"]), wall, wall / max(1, total)))
    print("bound     2*log2(%d passes) + %d kernels + 2*log2(%d ops) + 10 = %d probes: %s" % (
        passes, kernels, ops, bound, "within" if probes <= bound else "EXCEEDED"))
    ok = ok and right and probes <= bound
(fj, fwall), (rj, rwall) = runs["fresh"], runs["resident"]
same = found(fj) == found(rj) and [s["probes"] for s in fj["stages"]] == [s["probes"] for s in rj["stages"]]
fp = fwall / max(1, sum(s["probes"] for s in fj["stages"]))
rp = rwall / max(1, sum(s["probes"] for s in rj["stages"]))
print("side by side: fresh %.3f s a probe, resident %.3f s a probe, %.1fx; same pass, kernel, op and probes: %s" % (
    fp, rp, fp / rp, "yes" if same else "NO"))
sys.exit(0 if ok and same else 1)
PY
