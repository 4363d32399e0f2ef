#!/usr/bin/env bash
# Prints the reference interpreter's time (`defuse interp`, with its noise
# lanes, as every judgement runs it) on the deep models of
# testdata/workloads/deep (24-layer BERT, 12-layer GPT-2) for this build and
# for a baseline revision, measured side by side in one run, alternating
# the two binaries, and their ratio.
#
# Usage: scripts/bench_interp.sh [--baseline REV] [--repeats N] [WORKLOAD...]
# The baseline (default 2ed19fe, the tree before the interpreter modelled
# every StableHLO element type) is built once into build-baseline/ from a
# worktree (ccache makes that cheap when its objects were built before).
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=2ed19fe
repeats=5
workloads=()
while (($#)); do
  case "$1" in
  --baseline) baseline="$2"; shift 2 ;;
  --repeats) repeats="$2"; shift 2 ;;
  *) workloads+=("$1"); shift ;;
  esac
done
((${#workloads[@]})) || workloads=(testdata/workloads/deep/bert_encoder_24.mlir
                                   testdata/workloads/deep/gpt2_decoder_12.mlir)
[ -x build/bin/defuse ] || scripts/setup.sh >/dev/null

tree="build-baseline/src-$baseline"
if [ ! -x "$tree/build/bin/defuse" ]; then
  echo "bench_interp: building the baseline $baseline into $tree" >&2
  mkdir -p build-baseline
  [ -d "$tree" ] || git worktree add --detach "$tree" "$baseline" >/dev/null
  export CCACHE_BASEDIR="$PWD/$tree" CCACHE_NOHASHDIR=true \
    CCACHE_SLOPPINESS=include_file_mtime,include_file_ctime
  cmake -G Ninja -S "$tree" -B "$tree/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  ninja -C "$tree/build" -j"${DEFUSE_JOBS:-$(nproc)}" defuse >/dev/null
fi

python3 - "$repeats" "$tree/build/bin/defuse" build/bin/defuse "${workloads[@]}" <<'PY'
import json, statistics, subprocess, sys
repeats, old, new = int(sys.argv[1]), sys.argv[2], sys.argv[3]
def seconds(binary, workload):
    out = subprocess.run([binary, "interp", workload, "--json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["reference_s"]
print(f"defuse interp (reference + noise lanes), median of {repeats} runs, "
      "the two binaries alternating")
print(f"{'workload':28} {'baseline s':>11} {'this s':>9} {'ratio':>7}")
for w in sys.argv[4:]:
    a, b = [], []
    for _ in range(repeats):
        a.append(seconds(old, w))
        b.append(seconds(new, w))
    ma, mb = statistics.median(a), statistics.median(b)
    name = w.rsplit("/", 1)[-1][:-5]
    print(f"{name:28} {ma:11.3f} {mb:9.3f} {mb / ma:7.3f}")
PY
