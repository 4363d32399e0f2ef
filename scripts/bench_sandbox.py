#!/usr/bin/env python3
"""Prints what the sandbox costs per probe: the same compile-and-run as a
forked probe child (how defuse probes a compiler it trusts) and in sandboxed
workers (how the filter and the agents' driver probe: exec'd, in their own
namespaces, with seccomp), side by side, for a few workloads:

  fork         a forked child of the judge (defuse's probes before, and
               every command but the filter and the agents)
  sandbox      a sandboxed worker with the trusted plugins
  candidate    a pipeline that runs a candidate's pass: the pipeline in a
               worker with the candidate's plugin, the lowering and the
               run in a second worker without plugins

Sandboxed workers are measured twice, side by side: each probe a fresh
exec'd worker (DEFUSE_RESIDENT_WORKERS=0, "fresh") and a child of a probe
server started once (target/mlir/ProbeServer.h, the default, "server").
Each figure is the median wall time of --repeat runs (default 9); a
server's start is in the first run only.

    python3 scripts/bench_sandbox.py [--repeat N] [--workloads W.mlir,...]
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
CANDIDATE = os.path.join(BUILD, "tests", "plugins", "libDefuseCeilFixPlugin.so")
PASS = "ceil-fix-math-expand-ops"
# (workload, pipeline with math-expand-ops where the candidate replaces it)
WORKLOADS = [
    ("testdata/fix-candidates/findings/math-expand-ops/reproducer.mlir",
     "func.func(tosa-to-linalg),func.func(math-expand-ops)"),
    ("testdata/upstream/ceil_quant_encoder.mlir",
     "testdata/pipelines/upstream-ceil-neg-long.pipeline"),
    ("testdata/workloads/transformer_encoder.mlir",
     "testdata/pipelines/upstream-ceil-neg-long.pipeline"),
]


def probe(defuse, workload, pipeline, isolation, repeat, untrusted=False,
          server=True):
    cmd = [defuse, "probe", workload, "--pipeline", pipeline,
           "--isolation", isolation, "--repeat", str(repeat)]
    if untrusted:
        cmd += ["--untrusted-plugin", CANDIDATE, "--untrusted-pass", PASS]
    env = dict(os.environ, DEFUSE_RESIDENT_WORKERS="1" if server else "0")
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                         env=env)
    m = re.search(r"wall ([0-9.]+) s", out.stdout)
    if out.returncode != 0 or not m:
        sys.exit("%s failed: %s %s" % (" ".join(cmd), out.stdout, out.stderr))
    return float(m.group(1))


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--defuse", default=os.path.join(BUILD, "bin", "defuse"))
    p.add_argument("--repeat", type=int, default=9)
    p.add_argument("--workloads", help="comma-separated W.mlir (pipeline: "
                   "func.func(tosa-to-linalg),func.func(math-expand-ops))")
    args = p.parse_args()
    workloads = WORKLOADS
    if args.workloads:
        workloads = [(w, "func.func(tosa-to-linalg),func.func(math-expand-ops)")
                     for w in args.workloads.split(",")]
    first = subprocess.run(
        [args.defuse, "probe", workloads[0][0], "--pipeline", workloads[0][1],
         "--isolation", "sandbox"], cwd=ROOT, capture_output=True, text=True)
    m = re.search(r"sandbox \(([a-z]+)\)", first.stdout)
    print("sandbox mode: %s; median wall seconds per probe of %d runs"
          % (m.group(1) if m else "?", args.repeat))
    print("%-40s %8s %9s %9s %9s %9s %9s %9s" % (
        "workload", "fork", "sandbox", "sandbox", "x", "candid.", "candid.",
        "x"))
    print("%-40s %8s %9s %9s %9s %9s %9s %9s" % (
        "", "", "fresh", "server", "fresh/sv", "fresh", "server",
        "fresh/sv"))
    for workload, pipeline in workloads:
        if pipeline.endswith(".pipeline"):
            with open(os.path.join(ROOT, pipeline)) as f:
                text = ",".join(l.strip() for l in f
                                if l.strip() and not l.startswith(("#", "//")))
        else:
            text = pipeline
        fork = probe(args.defuse, workload, text, "fork", args.repeat)
        figures = [fork]
        for untrusted in (False, True):
            pipe = text.replace("math-expand-ops", PASS) if untrusted else text
            fresh, served = (probe(args.defuse, workload, pipe, "sandbox",
                                   args.repeat, untrusted, server)
                             for server in (False, True))
            figures += [fresh, served, fresh / served]
        print("%-40s %8.4f %9.4f %9.4f %8.1fx %9.4f %9.4f %8.1fx" % (
            (os.path.basename(workload),) + tuple(figures)))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
