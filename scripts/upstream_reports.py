#!/usr/bin/env python3
"""Regenerates, for every upstream bug the project holds, its reproducers in
the compiler project's own test form and its issue report, into one folder a
maintainer can read, and says for each whether a matching upstream issue is
already known.

The bugs:
  testdata/regressions/NAME/    every reduced reproducer of an upstream bug
                                (not the fault plugin's fault-* classes,
                                unless --faults): reduced again from itself
                                with its own pipeline, entry and signature
  testdata/upstream/FILE.mlir   every workload with a DEFUSE-PIPELINE line,
                                reduced from the workload

Each goes through `defuse reduce --emit OUT/NAME`, which writes
OUT/NAME/upstream/ (the tests and report.md, report/UpstreamEmitter.h).
Known issues come from what the project records: the number in a
regression's folder name (upstream-218111-...), the `upstream` column of
testdata/fuzz-findings/README.md, and the issue numbers in a workload's
header. OUT/README.md lists them all.

--check runs each emitted MLIR test with MLIR's tools alone
(scripts/upstream_tests.py): it must fail today, and pass with its culprit
pass taken out of its RUN line. Exit 1 when one does not.

  scripts/upstream_reports.py [--out DIR] [--only NAME]... [--faults] [--check]
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rel(p):
    p = os.path.abspath(p)
    return os.path.relpath(p, ROOT) if p.startswith(ROOT + os.sep) else p


def option(line, name):
    m = re.search(r"\s" + re.escape(name) + r" ('(?:[^']|'\\'')*'|\S+)", line)
    if not m:
        return None
    return shlex.split(m.group(1))[0]


def fuzz_findings_upstream():
    """NAME -> the fuzz-findings README's `upstream` column."""
    table = {}
    path = os.path.join(ROOT, "testdata", "fuzz-findings", "README.md")
    if not os.path.exists(path):
        return table
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and cells[0].startswith("`"):
            table[cells[0].strip("`")] = cells[-1]
    return table


def issues_in(text):
    return sorted(set(re.findall(r"#(\d{5,6})\b", text)), key=int)


def regression_bugs(faults):
    bugs = []
    base = os.path.join(ROOT, "testdata", "regressions")
    findings = fuzz_findings_upstream()
    for name in sorted(os.listdir(base)):
        repro = os.path.join(base, name, "reproducer.mlir")
        if not os.path.exists(repro) or (name.startswith("fault-") and not faults):
            continue
        check = next((l for l in open(repro) if "RUN: %defuse check" in l), "")
        args = []
        for flag in ("--signature", "--pipeline", "--entry"):
            v = option(check, flag)
            if v is not None:
                args += [flag, v]
        if "%fault_plugin" in check:
            args += ["--load-pass-plugin",
                     os.path.join(ROOT, "build", "tests", "plugins", "libDefuseFaultPlugin.so")]
        m = re.match(r"upstream-(\d+)-", name)
        if m:
            known = "llvm-project #" + m.group(1)
        elif name.startswith("fuzz-") and name[5:] in findings:
            column = findings[name[5:]]
            known = ("llvm-project " + ", ".join("#" + n for n in issues_in(column)) + " (" + column + ")"
                     if issues_in(column) else "")
        else:
            known = ""
        bugs.append({"name": name, "workload": repro, "args": args, "known": known,
                     "fault": name.startswith("fault-")})
    return bugs


def workload_bugs():
    bugs = []
    base = os.path.join(ROOT, "testdata", "upstream")
    for f in sorted(os.listdir(base)):
        path = os.path.join(base, f)
        if not f.endswith(".mlir"):
            continue
        text = open(path).read()
        m = re.search(r"^// DEFUSE-PIPELINE: (.*)$", text, re.M)
        if not m:
            continue
        args = ["--pipeline", m.group(1).strip()]
        ins = re.search(r"^// DEFUSE-INPUTS: (.*)$", text, re.M)
        for spec in (ins.group(1).split() if ins else []):
            args += ["--input", spec]
        header = "".join(l for l in text.splitlines(True)[:15] if l.startswith("//"))
        numbers = issues_in(header)
        bugs.append({"name": "workload-" + f[:-5], "workload": path, "args": args,
                     "known": "llvm-project " + ", ".join("#" + n for n in numbers) if numbers else "",
                     "fault": False})
    return bugs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "upstream-reports"))
    ap.add_argument("--defuse", default=os.path.join(ROOT, "build", "bin", "defuse"))
    ap.add_argument("--only", action="append", default=[], help="a bug's name (repeatable)")
    ap.add_argument("--faults", action="store_true", help="the fault plugin's classes too")
    ap.add_argument("--no-workloads", action="store_true", help="only testdata/regressions")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--jobs", default="2")
    args = ap.parse_args()
    if not os.access(args.defuse, os.X_OK):
        print("upstream_reports.py: build first (no " + args.defuse + ")", file=sys.stderr)
        return 2
    bugs = regression_bugs(args.faults) + ([] if args.no_workloads else workload_bugs())
    if args.only:
        bugs = [b for b in bugs if b["name"] in args.only]
        missing = set(args.only) - {b["name"] for b in bugs}
        if missing:
            print("upstream_reports.py: no bug named " + ", ".join(sorted(missing)), file=sys.stderr)
            return 2
    os.makedirs(args.out, exist_ok=True)
    rows, bad = [], 0
    for bug in bugs:
        out = os.path.join(args.out, bug["name"])
        start = time.time()
        cmd = [args.defuse, "reduce", "-q", bug["workload"], "--jobs", args.jobs,
               "--emit", out] + bug["args"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        upstream = os.path.join(out, "upstream")
        if not os.path.isdir(upstream) and "--signature" in bug["args"]:
            # A reproducer whose signature no smaller start keeps (a failure
            # that rests on poison) is reduced again from what it shows.
            i = bug["args"].index("--signature")
            r = subprocess.run(cmd[:-len(bug["args"])] + bug["args"][:i] + bug["args"][i + 2:],
                               capture_output=True, text=True)
        line = next((l for l in r.stdout.splitlines() if l.startswith("upstream")), "")
        row = {"bug": bug, "upstream": upstream if os.path.isdir(upstream) else None,
               "seconds": time.time() - start, "note": line, "check": ""}
        if r.returncode != 1 or not row["upstream"]:
            row["note"] = "not reproduced (defuse reduce exited %d) %s" % (r.returncode, line)
            bad += args.check
        elif args.check:
            tests = os.path.join(ROOT, "scripts", "upstream_tests.py")
            today = subprocess.run([sys.executable, tests, upstream], capture_output=True, text=True)
            fixed = subprocess.run([sys.executable, tests, "--without-culprit", "--expect", "pass",
                                    upstream], capture_output=True, text=True)
            fail_line = next((l for l in today.stdout.splitlines() if l.startswith("FAIL")), "")
            skipped = "SKIP" in fixed.stdout
            row["check"] = ("fails today" + (": " + fail_line.split(": ", 1)[1] if ": " in fail_line else "")
                            if today.returncode == 0 else "does NOT fail today with MLIR's tools") + \
                ("; no culprit pass to take out" if skipped else
                 "; passes without the culprit" if fixed.returncode == 0 else
                 "; does NOT pass without the culprit")
            if today.returncode != 0 or (fixed.returncode != 0 and not skipped):
                bad += 1
        rows.append(row)
        known = bug["known"] or "no matching upstream issue known"
        print("%-44s %s" % (bug["name"], known))
        print("%-44s %s" % ("", rel(row["upstream"]) + "/report.md" if row["upstream"] else row["note"]))
        if row["check"]:
            print("%-44s %s" % ("", row["check"]))
        sys.stdout.flush()

    with open(os.path.join(args.out, "README.md"), "w") as f:
        f.write("# Upstream bugs found by defuse\n\n")
        f.write("Written by `scripts/upstream_reports.py`. Each folder holds the reduced "
                "reproducer and, in `upstream/`, the tests in the compiler project's own "
                "form and `report.md` in its tracker's template.\n\n")
        f.write("| bug | known upstream issue | report |" + (" check |" if args.check else "") + "\n")
        f.write("|---|---|---|" + ("---|" if args.check else "") + "\n")
        for row in rows:
            b = row["bug"]
            report = (os.path.relpath(row["upstream"], args.out) + "/report.md") if row["upstream"] else row["note"]
            f.write("| %s | %s | %s |%s\n" % (b["name"], b["known"].replace("|", "/") or "none known (looks new)",
                                               report, (" %s |" % row["check"]) if args.check else ""))
    print("wrote " + rel(os.path.join(args.out, "README.md")))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
