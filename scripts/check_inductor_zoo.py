#!/usr/bin/env python3
"""Runs the bundled models and workloads through torch.compile (Inductor's
CPU backend) under its default and every swept configuration, and prints
a verdict per model and configuration (issue 39's "runs clean").

  scripts/check_inductor_zoo.py [--variant NAME]... [--timeout S] [-j N] [FILE]...

FILE defaults to testdata/workloads/*.mlir and the TOSA models of
testdata/models/. A configuration is one of `defuse fuzz --target inductor
--list-variants`. A verdict other than pass is a false alarm (these
programs are correct, and Inductor computes them correctly unless it has a
bug: check any by hand); a program the target cannot write as PyTorch is
counted apart, as not covered. Exit 1 on any alarm. With -j N, N runs go
at once (their seconds then include the other runs' load).
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFUSE = os.path.join(ROOT, "build", "bin", "defuse")


def variants():
    out = subprocess.run([DEFUSE, "fuzz", "--target", "inductor",
                          "--list-variants"], check=True,
                         capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        name, _group, rest = line.split(None, 2)
        found.append((name, [] if rest.startswith("(") else rest.split()))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--variant", action="append")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("-j", "--jobs", type=int, default=1)
    args = ap.parse_args()
    files = args.files or sorted(
        glob.glob(os.path.join(ROOT, "testdata", "workloads", "*.mlir")) +
        [m for m in glob.glob(os.path.join(ROOT, "testdata", "models", "*.mlir"))
         if "stablehlo" not in open(m).read(4096)])
    chosen = [v for v in variants() if not args.variant or v[0] in args.variant]
    alarms, uncovered, passed = [], [], 0
    print("%-28s %-30s %-12s %8s" % ("program", "configuration", "verdict", "seconds"))

    def run_one(path, variant, flags):
        # The probe's own limit is the run's: a large model's compile on a
        # loaded machine passes defuse run's default of 120 s, a compile
        # timeout that says nothing of the compiled code.
        cmd = [DEFUSE, "run", path, "--target", "inductor",
               "--timeout", str(args.timeout)]
        cmd += ["--target-flag=" + f for f in flags]
        started = time.time()
        try:
            run = subprocess.run(cmd, capture_output=True, text=True,
                                 timeout=args.timeout + 120)
            text = run.stdout + run.stderr
            match = re.search(r"^verdict\s+(\S+)", text, re.M)
            verdict = match.group(1) if match else "error"
        except subprocess.TimeoutExpired:
            verdict, text = "timeout", ""
        if "cannot write it as PyTorch" in text:
            verdict = "not-covered"
        return cmd, verdict, text, time.time() - started

    # A program the target cannot write is not covered under any
    # configuration: its first one answers for the rest.
    runs = [(path, v, f) for path in files for v, f in chosen]
    skipped = set()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [(path, variant, pool.submit(run_one, path, variant, flags))
                   for path, variant, flags in runs]
        for path, variant, future in futures:
            name = os.path.relpath(path, ROOT)
            cmd, verdict, text, seconds = future.result()
            if name in skipped:
                continue
            if verdict == "not-covered":
                skipped.add(name)
                uncovered.append((name, text.strip().splitlines()[-1]))
            elif verdict == "pass":
                passed += 1
            else:
                probe = re.search(r"^probe\s+(.*)$", text, re.M)
                alarms.append((name, variant, verdict, " ".join(cmd),
                               probe.group(1) if probe else ""))
            print("%-28s %-30s %-12s %8.1f" % (os.path.basename(name), variant,
                                               verdict, seconds), flush=True)
    print("\n%d runs pass, %d alarms, %d programs not covered" %
          (passed, len(alarms), len(uncovered)))
    for name, why in uncovered:
        print("not covered:", why)
    for name, variant, verdict, cmd, probe in alarms:
        print("alarm: %s under %s: %s (%s)%s" % (
            name, variant, verdict, cmd, "\n  probe: " + probe if probe else ""))
    return 1 if alarms else 0


if __name__ == "__main__":
    sys.exit(main())
