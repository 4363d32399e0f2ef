#!/usr/bin/env bash
# The team store's figures, on a PostgreSQL server started for the run
# (scripts/with_postgres.sh) on this machine:
#   1. the work queue: lease-and-complete throughput with 1, 8 and 64
#      concurrent workers (each its own process and connection), and with 8
#      on a SQLite file for comparison;
#   2. a campaign (MLIR, the fuzzer's default variants) run by 1 worker and
#      by 2 workers at once, side by side: programs per second, and the
#      store transactions each program costs (pg_stat_database);
#   3. the model: how many workers one server feeds before the queue and the
#      store are the bottleneck, for probe times of the MLIR, IREE and XLA
#      targets (docs/SCALE-OUT.md explains it).
#
#   scripts/bench_queue.sh [PROGRAMS]   (default 64)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DEFUSE_TEST_POSTGRES:-}" ]; then
  exec scripts/with_postgres.sh "$0" "$@"
fi
programs=${1:-64}
bin=build/bin
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
base=${DEFUSE_TEST_POSTGRES%/*}

echo "== work queue: lease + complete (2 KB payloads)"
for workers in 1 8 64; do
  $bin/defuse-queue-bench "$DEFUSE_TEST_POSTGRES" "$workers" 4000 | tee -a "$out/queue.txt"
done
$bin/defuse-queue-bench "$out/queue.db" 8 4000

echo "== campaign: $programs programs, seed 11, 1 worker vs 2 workers"
fuzz_args=(--seed 11 --max-programs "$programs" --shard-programs 8 -j 1 -q --no-reduce)
commits() {
  psql "$1" -Atc "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
}
for workers in 1 2; do
  psql "$DEFUSE_TEST_POSTGRES" -qc "CREATE DATABASE bench_$workers"
  uri="$base/bench_$workers"
  $bin/defuse campaign status --db "$uri" >/dev/null # creates the schema
  before=$(commits "$uri")
  start=$(date +%s.%N)
  pids=()
  for k in $(seq 1 "$workers"); do
    $bin/defuse fuzz --db "$uri" --findings-dir "$out/f$workers-$k" "${fuzz_args[@]}" >/dev/null &
    pids+=($!)
  done
  wait "${pids[@]}"
  end=$(date +%s.%N)
  after=$(commits "$uri")
  python3 - "$workers" "$programs" "$start" "$end" "$before" "$after" <<'PY' | tee -a "$out/campaign.txt"
import sys
workers, programs = int(sys.argv[1]), int(sys.argv[2])
start, end, before, after = map(float, sys.argv[3:])
seconds = end - start
print(f"workers {workers}  {programs} programs in {seconds:6.1f} s  "
      f"{programs / seconds:5.2f} programs/s  "
      f"{(after - before) / programs:5.1f} store transactions per program")
PY
done

echo "== model: workers one server feeds"
python3 - "$out/queue.txt" "$out/campaign.txt" <<'PY'
import re, sys
queue = open(sys.argv[1]).read()
campaign = open(sys.argv[2]).read()
# The busiest queue figure: items/s at 64 workers; an item is two
# transactions (the lease, the completion).
rate = max(float(m) for m in re.findall(r"([0-9.]+) items/s", queue))
tx_per_second = 2 * rate
one = re.search(r"workers 1 .* ([0-9.]+) programs/s .* ([0-9.]+) store transactions",
                campaign)
mlir_seconds = 1 / float(one.group(1))
tx_per_program = float(one.group(2))
print(f"server, measured on this machine beside its clients: "
      f"{tx_per_second:.0f} transactions/s")
print(f"a program costs {tx_per_program:.1f} transactions "
      f"(shard lease and completion included)")
# Seconds a worker spends on one program: measured for MLIR here; for IREE
# and XLA, 4 variants x the per-probe figures of scripts/bench_iree_triage.sh
# and scripts/bench_xla_triage.sh (resident workers, 2026-12-05).
targets = [("mlir (measured)", mlir_seconds), ("iree (4 x 0.63 s)", 4 * 0.63),
           ("xla (4 x 0.166 s)", 4 * 0.166)]
for name, seconds in targets:
    workers = tx_per_second * seconds / tx_per_program
    print(f"  {name:20s} {seconds:6.2f} s/program  -> {workers:7.0f} workers "
          f"before the store is the bottleneck")
PY
