#!/usr/bin/env python3
"""Runs one `defuse triage ... --json` twice, side by side, for a triage
benchmark (scripts/bench_{xla,iree,inductor}_triage.sh): every probe a fresh
process (DEFUSE_RESIDENT_WORKERS=0) and with resident workers (the
default). Prints each run's stages (probes, seconds), what it found, its
seconds a probe, and the stages' seconds and the seconds a probe of both
runs beside each other, with their ratio.

    triage_side_by_side.py DIR [--pass PREFIX] [--kernel PREFIX] [--op NAME]
                           [--bound] -- DEFUSE triage ARGS... --json

Each run must exit 1 (a miscompile found); its answer is kept in
DIR/triage-MODE.json for the modes fresh and resident. --pass, --kernel and
--op are what both runs
must have found (the pass's name and the kernel's op begin with the
prefix; the op is named so). --bound checks the probes of the locating
stages (passes, kernels, ops) against the bound of the MLIR triage
benchmark (scripts/bench_triage.sh):
    2*log2(passes) + kernels + 2*log2(ops in kernel) + 10   (log2 rounded up)

Exit 0 when both runs found what is expected, within the bound, and agree
(the same pass, kernel, op and probes in every stage); 1 otherwise.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

MODES = ("fresh", "resident")
LOCATING = ("passes", "kernels", "ops")


def triage(directory, mode, command):
    """Runs the triage in `mode`; its answer and its wall seconds."""
    env = dict(os.environ, DEFUSE_RESIDENT_WORKERS="0" if mode == "fresh" else "1")
    path = os.path.join(directory, "triage-%s.json" % mode)
    start = time.monotonic()
    with open(path, "w") as out:
        rc = subprocess.run(command, stdout=out, env=env).returncode
    wall = time.monotonic() - start
    if rc != 1:
        sys.exit("triage_side_by_side.py: the %s triage exited %d, not 1" % (mode, rc))
    return json.load(open(path)), wall


def found(j):
    kernel, op = j.get("kernel") or {}, j.get("op") or {}
    return ((j.get("pass") or {}).get("name", ""), kernel.get("op", ""),
            kernel.get("index"), op.get("name", ""))


def probes(j, stages=None):
    return sum(s["probes"] for s in j["stages"]
               if stages is None or s["name"] in stages)


def log2_up(n):
    return math.ceil(math.log2(max(2, n)))


def report(mode, j, wall, args):
    """Prints one run; returns whether it found what is expected within
    the bound."""
    print("%s probes" % mode)
    print("stage     %-9s %-24s %7s %9s" % ("", "outcome", "probes", "seconds"))
    for s in j["stages"]:
        print("          %-9s %-24s %7d %9.2f" % (
            s["name"], s["outcome"], s["probes"], s["seconds"]))
    pass_name, kernel_op, index, op = found(j)
    kernel = j.get("kernel") or {}
    print("found     pass %s, kernel %s%s, op %s" % (
        pass_name or "-", kernel_op or "-",
        " (%d of %d)" % (index + 1, kernel["count"]) if kernel else "",
        op or "-"))
    total = probes(j)
    print("total     %d probes, %.2f s in stages, %.2f s wall, %.3f s a probe" % (
        total, sum(s["seconds"] for s in j["stages"]), wall,
        wall / max(1, total)))
    ok = (pass_name.startswith(args.pass_prefix or "") and
          kernel_op.startswith(args.kernel or "") and
          (not args.op or op == args.op) and
          (not args.kernel or bool(kernel)))
    if args.bound:
        if not kernel:
            print("bound     no kernel named")
            return False
        passes = (j.get("compiler_passes") or {}).get("count", 1)
        ops = max(1, len(kernel.get("source_ops", [])))
        bound = 2 * log2_up(passes) + kernel["count"] + 2 * log2_up(ops) + 10
        locating = probes(j, LOCATING)
        print("bound     2*log2(%d passes) + %d kernels + 2*log2(%d ops) + 10 "
              "= %d probes, %d locating: %s" % (
                  passes, kernel["count"], ops, bound, locating,
                  "within" if locating <= bound else "EXCEEDED"))
        ok = ok and locating <= bound
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--pass", dest="pass_prefix")
    ap.add_argument("--kernel")
    ap.add_argument("--op")
    ap.add_argument("--bound", action="store_true")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = ap.parse_args(argv[:split])
    command = argv[split + 1:]
    if not command:
        ap.error("no triage command after --")
    runs = {mode: triage(args.directory, mode, command) for mode in MODES}
    ok = all([report(mode, j, wall, args) for mode, (j, wall) in runs.items()])
    (fj, fwall), (rj, rwall) = runs["fresh"], runs["resident"]
    same = found(fj) == found(rj) and \
        [s["probes"] for s in fj["stages"]] == [s["probes"] for s in rj["stages"]]
    print("seconds   %-9s %9s %9s" % ("stage", "fresh", "resident"))
    for f, r in zip(fj["stages"], rj["stages"]):
        print("          %-9s %9.2f %9.2f" % (f["name"], f["seconds"], r["seconds"]))
    fp, rp = fwall / max(1, probes(fj)), rwall / max(1, probes(rj))
    print("side by side: fresh %.3f s a probe, resident %.3f s a probe, %.2fx; "
          "same pass, kernel, op and probes: %s" % (
              fp, rp, fp / rp, "yes" if same else "NO"))
    return 0 if ok and same else 1


if __name__ == "__main__":
    sys.exit(main())
