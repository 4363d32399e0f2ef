#!/usr/bin/env bash
# bench_fuzz.sh: throughput of `defuse fuzz` and where its time goes.
#
# Runs one campaign (all generator families, the testdata workloads as
# production graphs, every built-in pipeline variant) for a fixed time and
# prints, from the campaign's own accounting (defuse fuzz --json):
#   programs per second, and per core (--jobs);
#   the time of each phase: compile+run (the probe children, i.e. the
#   compiler under test), generation, reference interpretation, judging,
#   bookkeeping (the SQLite store, files), and triage + reduction of findings;
#   the share of time spent outside the compiler:
#     (generate + reference + judge + bookkeeping) / (those + compile+run)
#   (target: under 20%). Triage is reported apart: it is mostly compiling
#   and running too, but its amount depends on how many findings there are.
# A second, --no-triage campaign of the same length runs side by side in the
# same invocation (one after the other) so that the steady-state rate of the
# checking loop alone is quoted from the same machine state.
#
# Usage: scripts/bench_fuzz.sh [--time SECONDS] [--jobs N] [--seed S] [--keep DIR]
#   --time    seconds per campaign (default 300)
#   --jobs    parallel probes (default: every core)
#   --seed    campaign seed (default 1)
#   --keep    keep the stores and the JSON summaries in DIR
# Environment: DEFUSE (default build/bin/defuse).
set -u -o pipefail
cd "$(dirname "$0")/.."

seconds=300 jobs=$(nproc) seed=1 keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --time) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "bench_fuzz: unknown option $1" >&2; exit 2 ;;
  esac
done
defuse=${DEFUSE:-build/bin/defuse}
[ -x "$defuse" ] || { echo "bench_fuzz: $defuse not built (scripts/setup.sh)" >&2; exit 2; }
dir=${keep:-$(mktemp -d)}
mkdir -p "$dir"

run() { # run NAME EXTRA-ARGS...
  local name=$1; shift
  rm -rf "$dir/$name.db" "$dir/$name.db"-* "$dir/$name.db.findings"
  "$defuse" fuzz --db "$dir/$name.db" --time "$seconds" --jobs "$jobs" \
    --seed "$seed" --production testdata/workloads --json -q "$@" \
    > "$dir/$name.json" || { echo "bench_fuzz: campaign $name failed" >&2; exit 3; }
}

echo "bench_fuzz: two campaigns of ${seconds} s, ${jobs} jobs, seed ${seed} ($(nproc) cores)"
run triaged
run checking --no-triage
python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
print(f"{'campaign':10} {'programs':>8} {'prog/s':>7} {'/s/core':>8} {'compile':>8} "
      f"{'generate':>8} {'reference':>9} {'judge':>6} {'books':>6} {'triage':>7} "
      f"{'outside':>8} {'findings':>8}")
for name in ("triaged", "checking"):
    j = json.load(open(f"{d}/{name}.json"))
    t = j["times"]
    print(f"{name:10} {j['programs']:8d} {j['programs_per_second']:7.2f} "
          f"{j['programs_per_second_per_core']:8.2f} {t['compile']:8.1f} "
          f"{t['generate']:8.2f} {t['reference']:9.2f} {t['judge']:6.2f} "
          f"{t['bookkeeping']:6.2f} {t['triage']:7.1f} "
          f"{100 * j['outside_share']:7.1f}% {j['new_findings']:8d}")
PY
[ -n "$keep" ] || rm -rf "$dir"
