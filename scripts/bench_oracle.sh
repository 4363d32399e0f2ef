#!/usr/bin/env bash
# Prints, per testdata workload, the reference interpreter's time, the
# compile time and the run time of the compiled workload (one probe, measured
# inside the probe child), and the ratio reference / (compile + run).
# The oracle must not bottleneck a triage: the target is a ratio below 1 on
# most workloads. Usage: scripts/bench_oracle.sh [PIPELINE] [REPEATS]
set -euo pipefail
cd "$(dirname "$0")/.."
pipeline="${1:-testdata/pipelines/elementwise-fusion.pipeline}"
repeats="${2:-3}"
[ -x build/bin/defuse ] || scripts/setup.sh >/dev/null
python3 - "$pipeline" "$repeats" <<'PY'
import json, subprocess, sys, glob, statistics, os
pipeline, repeats = sys.argv[1], int(sys.argv[2])
rows = []
for w in sorted(glob.glob("testdata/workloads/*.mlir")):
    ref, comp, run = [], [], []
    for seed in range(1, repeats + 1):
        out = subprocess.run(["build/bin/defuse", "run", w, "--pipeline", pipeline,
                              "--seed", str(seed), "--json"],
                             capture_output=True, text=True)
        j = json.loads(out.stdout)
        ref.append(j["times"]["reference_s"])
        comp.append(j["times"]["compile_s"])
        run.append(j["times"]["run_s"])
    r, c, x = statistics.median(ref), statistics.median(comp), statistics.median(run)
    rows.append((os.path.basename(w)[:-5], r, c, x, r / (c + x) if c + x else float("inf")))
print(f"pipeline: {pipeline}; median of {repeats} seeds; times in ms")
print(f"{'workload':24} {'reference':>10} {'compile':>10} {'run':>10} {'ref/(c+r)':>10} {'ref/run':>9}")
for name, r, c, x, ratio in rows:
    print(f"{name:24} {r*1e3:10.1f} {c*1e3:10.1f} {x*1e3:10.1f} {ratio:10.2f} {r/x if x else float('inf'):9.1f}")
below = sum(1 for row in rows if row[4] <= 1.0)
print(f"reference costs no more than compile+run on {below} of {len(rows)} workloads")
PY
