#!/usr/bin/env bash
# bench_fork_server.sh: what one `defuse run` through a compiler behind its
# own tools costs when its resident worker is forked by a fork server
# (target/ForkServer.h: the script's modules imported once, shared by every
# defuse process) against a worker each defuse process starts and imports
# itself (DEFUSE_FORK_SERVERS=0). Scripts, tests and campaigns run defuse
# many times: this is the start-up each run saves.
#
# For each compiler (Inductor, XLA, IREE) it runs the same workload ROUNDS
# times each way, alternating, in a fork-server directory of its own that
# starts empty (the first run with servers starts the server: it is
# reported apart), checks that every run gives the same verdict and the
# same output bytes, and prints the mean seconds of a run each way and their
# ratio.
#
# Usage: scripts/bench_fork_server.sh [ROUNDS] (default 5)
# Environment: DEFUSE (default build/bin/defuse).
# Exit: 0 when every run agreed, 1 when one did not, 3 on other errors.
set -u -o pipefail
cd "$(dirname "$0")/.."

rounds=${1:-5}
DEFUSE=${DEFUSE:-build/bin/defuse}
[ -x "$DEFUSE" ] || { echo "bench_fork_server.sh: $DEFUSE not found (build first)" >&2; exit 3; }
dir=$(mktemp -d)
servers="$dir/servers"
trap 'rm -rf "$dir"' EXIT
# The servers of this run exit a minute after their last worker.
export DEFUSE_FORK_SERVER_IDLE=60

# Runs defuse on workload $2 through target $1 with fork servers $3 (1 or
# 0), its outputs into $4; prints its seconds.
run_once() {
  local start end
  start=$(date +%s.%N)
  DEFUSE_FORK_SERVER_DIR="$servers" DEFUSE_FORK_SERVERS=$3 \
    "$DEFUSE" run "$2" --target "$1" --dump-outputs "$4" > "$4.log" 2>&1
  echo "$? $(grep '^verdict' "$4.log" | head -1)" > "$4.verdict"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

status=0
printf '%-9s %-44s %10s %10s %10s %7s\n' target workload "first" "own" "forked" ratio
for case in "inductor testdata/workloads/mlp.mlir" \
            "xla testdata/models/stablehlo/conv_block.mlir" \
            "iree testdata/workloads/mlp.mlir"; do
  set -- $case
  target=$1 workload=$2
  first=$(run_once "$target" "$workload" 1 "$dir/$target-first")
  own=0 forked=0
  for r in $(seq "$rounds"); do
    o=$(run_once "$target" "$workload" 0 "$dir/$target-own-$r")
    f=$(run_once "$target" "$workload" 1 "$dir/$target-forked-$r")
    own=$(echo "$own + $o" | bc) forked=$(echo "$forked + $f" | bc)
    for side in own forked; do
      if ! cmp -s "$dir/$target-first.verdict" "$dir/$target-$side-$r.verdict" ||
         ! diff -r "$dir/$target-first" "$dir/$target-$side-$r" >/dev/null; then
        echo "bench_fork_server.sh: $target round $r ($side) differs from the first run" >&2
        status=1
      fi
    done
  done
  own=$(echo "scale=3; $own / $rounds" | bc) forked=$(echo "scale=3; $forked / $rounds" | bc)
  printf '%-9s %-44s %9.2fs %9.2fs %9.2fs %6.1fx\n' "$target" "$workload" "$first" "$own" "$forked" \
    "$(echo "scale=3; $own / $forked" | bc)"
done
echo "(first: the first run with fork servers, which starts the server; own: each run starts and imports its worker; forked: mean of $rounds runs)"
exit $status
