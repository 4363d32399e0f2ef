#!/usr/bin/env python3
"""same_under_spellings DEFUSE WORKLOAD PIPELINE_FILE [DEFUSE OPTIONS...]

Runs `defuse triage --json --no-reduce` on WORKLOAD with the pipeline of
PIPELINE_FILE written three ways: the bare list, the anchored spelling
mlir-opt's --pass-pipeline takes (`builtin.module(...)`, blanks and line
breaks as a user pastes them), and a .pipeline file in that anchored form.
Prints one line per spelling (verdict, pass, kernel, op) and fails unless
the three triages agree on everything but their timings."""
import json
import os
import subprocess
import sys
import tempfile

defuse, workload, pipeline_file, *options = sys.argv[1:]
lines = [l.strip() for l in open(pipeline_file) if l.strip() and not l.lstrip().startswith("#")]
bare = ",".join(l.rstrip(",") for l in lines)
passes = bare.split(",")
anchored = "builtin.module(\n  " + ", ".join(passes) + "\n)"
anchored_file = os.path.join(tempfile.mkdtemp(), "anchored.pipeline")
with open(anchored_file, "w") as f:
    f.write("# the same passes, anchored, one pass a line\nbuiltin.module(\n")
    f.write(",\n".join("  " + p for p in passes) + "\n)\n")


def untimed(value):
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items()
                if not (k.endswith("_s") or "seconds" in k or k in ("cost", "times", "reproduce"))}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value


results = {}
for name, spelling in (("bare", bare), ("anchored", anchored), ("file", anchored_file)):
    proc = subprocess.run([defuse, "triage", "-q", "--json", "--no-reduce", workload,
                           "--pipeline", spelling, *options], capture_output=True, text=True)
    if not proc.stdout.strip():
        sys.exit(f"{name}: no JSON (exit {proc.returncode}): {proc.stderr.strip()}")
    report = json.loads(proc.stdout)
    results[name] = untimed(report)
    print(f"{name}: exit {proc.returncode} verdict {report.get('verdict')} "
          f"pass {report.get('pass', {}).get('name')} "
          f"op {report.get('op', {}).get('name')}")
if not (results["bare"] == results["anchored"] == results["file"]):
    for name in ("anchored", "file"):
        if results[name] != results["bare"]:
            print(f"{name} differs from bare:\n{json.dumps(results[name], indent=1)[:3000]}")
    sys.exit(1)
print("identical triages")
