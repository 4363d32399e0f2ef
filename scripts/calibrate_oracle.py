#!/usr/bin/env python3
"""The statistical tier's null runs: legal compiles must never raise an alarm.

Runs `defuse run --json` for every (workload, zoo pipeline, legal variant,
seed) chosen and prints, per workload and variant, how many runs raised an
alarm (of either tier) and the largest scores seen against their thresholds:
the per-element z against the element threshold, the median and the 90th
percentile of z against theirs. Exits 1 when any run raised an alarm, 2 on a
run that did not judge at all (an error, an inconclusive verdict).

A legal variant is a correct compile that changes the numbers as real
compilers do: LLVM at -O0 and -O3, and the passes of the test plugin
DefuseLegalVariantsPlugin (reductions reassociated and vectorized with FMA
contraction, reversed, split into partial sums, split into a tree), each
appended to the pipeline.

  scripts/calibrate_oracle.py [--models GLOB]... [--pipelines NAME]...
      [--variants NAME]... [--seeds N] [--jobs J] [--defuse PATH]
      [--plugin PATH] [--json FILE]

Pairs of workload and pipeline that tests/lit/zoo records as real upstream
miscompiles are left out (they are not null runs).

Defaults: every workload of testdata/workloads and testdata/workloads/deep,
every zoo pipeline but the upstream-bug ones, every variant, 20 seeds.
Deep models compile for seconds to a minute each: narrow the sweep with
--models/--pipelines/--variants/--seeds for a quick look.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

VARIANTS = {
    # name: (extra passes appended to the pipeline, LLVM opt level)
    "O2": ("", 2),
    "O0": ("", 0),
    "O3": ("", 3),
    "fast-reductions": ("func.func(defuse-legal-fast-reductions)", 3),
    "reverse-reductions": ("func.func(defuse-legal-reverse-reductions)", 2),
    "split-k": ("func.func(defuse-legal-split-reductions{ratio=4})", 2),
    "tree": ("func.func(defuse-legal-split-reductions{ratio=2 times=3})", 2),
}

# The legal variants act on linalg; the zoo pipelines that stop at TOSA get
# the generalization and fusion in front of them.
LINALG = ("func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
          "tosa-to-tensor),func.func(linalg-generalize-named-ops)")


def read_pipeline(path):
    lines = [l.strip() for l in open(path) if l.strip() and not l.lstrip().startswith("#")]
    return ",".join(l.rstrip(",") for l in lines)


def known_miscompiles():
    """(workload, pipeline) pairs that tests/lit/zoo records as real
    upstream miscompiles (a RUN line expecting exit 1): not null runs."""
    pairs = set()
    for test in glob.glob(os.path.join(ROOT, "tests", "lit", "zoo", "*.test")):
        for line in open(test):
            m = re.search(r"%expect_exit 1 .*workloads/([\w/]+\.mlir) .*%zoo/([\w-]+)\.pipeline", line)
            if m:
                pairs.add((m.group(1), m.group(2)))
    return pairs


def run_one(args, workload, pipeline_name, pipeline, variant, seed):
    extra, level = VARIANTS[variant]
    text = pipeline
    if extra:
        text = (text + "," if text else "") + (LINALG + "," if "linalg" not in text else "") + extra
    cmd = [args.defuse, "run", workload, "--seed", str(seed), "--opt-level", str(level), "--json"]
    if args.timeout:
        cmd += ["--timeout", str(args.timeout)]
    if text:
        cmd += ["--pipeline", text]
    if extra:
        cmd += ["--load-pass-plugin", args.plugin]
    start = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    row = {"workload": os.path.relpath(workload, ROOT), "pipeline": pipeline_name,
           "variant": variant, "seed": seed, "exit": proc.returncode,
           "seconds": time.time() - start, "command": " ".join(cmd)}
    try:
        j = json.loads(proc.stdout)
    except json.JSONDecodeError:
        row["error"] = proc.stderr.strip().splitlines()[-1:] or ["no output"]
        return row
    row["verdict"] = j["verdict"]
    row["probe"] = j["probe"]["status"]
    row["max_z"] = max([o["judgement"]["max_z"] for o in j["outputs"] if isinstance(o["judgement"]["max_z"], (int, float))] or [0])
    row["median_z"] = max([o["judgement"]["median_z"] for o in j["outputs"] if isinstance(o["judgement"]["median_z"], (int, float))] or [0])
    row["tail_z"] = max([o["judgement"]["tail_z"] for o in j["outputs"] if isinstance(o["judgement"]["tail_z"], (int, float))] or [0])
    t = j.get("thresholds", {})
    row["element_threshold"] = t.get("element", 0)
    row["median_threshold"] = t.get("median", 0)
    row["tail_threshold"] = t.get("tail", 0)
    row["unjudged"] = sum(o["unjudged"] for o in j["outputs"])
    row["elements"] = sum(o["elements"] for o in j["outputs"])
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", action="append")
    ap.add_argument("--pipelines", action="append")
    ap.add_argument("--variants", action="append", choices=sorted(VARIANTS))
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2) // 2))
    ap.add_argument("--defuse", default=os.path.join(ROOT, "build", "bin", "defuse"))
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "tests", "plugins",
                                                     "libDefuseLegalVariantsPlugin.so"))
    ap.add_argument("--json", help="write every run's row here")
    ap.add_argument("--timeout", type=float,
                    help="each probe's time limit (defuse run --timeout): a null run "
                         "judges verdicts, and a loaded machine compiles slowly")
    args = ap.parse_args()

    patterns = args.models or ["testdata/workloads/*.mlir", "testdata/workloads/deep/*.mlir"]
    workloads = sorted({w for p in patterns for w in glob.glob(os.path.join(ROOT, p))})
    zoo = {os.path.basename(p)[:-9]: read_pipeline(p)
           for p in sorted(glob.glob(os.path.join(ROOT, "testdata", "pipelines", "*.pipeline")))
           if not os.path.basename(p).startswith("upstream-")}
    names = args.pipelines or sorted(zoo)
    variants = args.variants or list(VARIANTS)
    known = known_miscompiles()
    skipped = {(os.path.relpath(w, os.path.join(ROOT, "testdata", "workloads")), n)
               for w in workloads for n in names} & known
    jobs = [(w, n, zoo[n], v, s) for w in workloads for n in names for v in variants
            for s in range(args.first_seed, args.first_seed + args.seeds)
            if (os.path.relpath(w, os.path.join(ROOT, "testdata", "workloads")), n) not in known]
    for w, n in sorted(skipped):
        print(f"skipped: {w} under {n}, a real upstream miscompile (tests/lit/zoo)", file=sys.stderr)
    print(f"calibration: {len(workloads)} workloads x {len(names)} pipelines x "
          f"{len(variants)} variants x {args.seeds} seeds = {len(jobs)} runs", file=sys.stderr)
    rows = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for row in pool.map(lambda j: run_one(args, *j), jobs):
            rows.append(row)
            if len(rows) % 25 == 0:
                print(f"  {len(rows)}/{len(jobs)} runs", file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)

    alarms = [r for r in rows if r.get("exit") == 1]
    broken = [r for r in rows if r.get("exit") not in (0, 1)]
    table = {}
    for r in rows:
        key = (r["workload"], r["variant"])
        t = table.setdefault(key, {"runs": 0, "alarms": 0, "max_z": 0, "median_z": 0, "tail_z": 0,
                                   "el": 0, "med": 0, "tail": 0, "unjudged": 0, "elements": 0})
        t["runs"] += 1
        t["alarms"] += r.get("exit") == 1
        for k in ("max_z", "median_z", "tail_z"):
            t[k] = max(t[k], r.get(k, 0))
        t["el"] = max(t["el"], r.get("element_threshold", 0))
        t["med"] = max(t["med"], r.get("median_threshold", 0))
        t["tail"] = max(t["tail"], r.get("tail_threshold", 0))
        t["unjudged"] += r.get("unjudged", 0)
        t["elements"] += r.get("elements", 0)
    print(f"{'workload':44} {'variant':18} {'runs':>5} {'alarms':>6} "
          f"{'max z':>7} {'of':>5} {'median':>7} {'of':>5} {'p90':>6} {'of':>5} {'unjudged':>9}")
    for (w, v), t in sorted(table.items()):
        print(f"{w:44} {v:18} {t['runs']:5} {t['alarms']:6} {t['max_z']:7.2f} {t['el']:5.2f} "
              f"{t['median_z']:7.2f} {t['med']:5.2f} {t['tail_z']:6.2f} {t['tail']:5.2f} "
              f"{100.0 * t['unjudged'] / max(1, t['elements']):8.2f}%")
    worst = max(rows, key=lambda r: r.get("max_z", 0) / max(1e-9, r.get("element_threshold", 1)), default=None)
    if worst:
        print(f"largest element score: z {worst.get('max_z', 0):.2f} of {worst.get('element_threshold', 0):.2f} "
              f"({worst['workload']}, {worst['pipeline']}, {worst['variant']}, seed {worst['seed']})")
    print(f"{len(rows)} runs, {len(alarms)} alarms, {len(broken)} without a verdict")
    for r in alarms[:20]:
        print(f"ALARM {r['verdict']}: {r['command']}")
    for r in broken[:20]:
        print(f"NO VERDICT (exit {r['exit']}{', ' + r['error'][0] if r.get('error') else ''}): {r['command']}")
    sys.exit(1 if alarms else 2 if broken else 0)


if __name__ == "__main__":
    main()
