#!/usr/bin/env python3
"""Runs defuse's adversarial filter on every candidate fix of the test plugin
and prints, per fault class, which candidates it accepted, which check
rejected each of the others, and the filter's time per candidate.

The fault classes are the findings in testdata/fix-candidates/findings: six
faulty rewrite passes of the test plugin (DefuseFixCandidatesPlugin) and two
upstream MLIR passes with real bugs (math-expand-ops' ceil, arith-expand's
maximumf). Each has one correct fix (fixlab-RULE-fixed) and six wrong ones;
the filter must accept exactly the correct ones. Then the candidates written
as outside plugins, on the #218111 findings (math-expand-ops and a ceil of a
reciprocal, testdata/fix-candidates/ceil-after-reciprocal): the correct fix
for every float type (accepted), the f32-only one and the five hostile ones
of tests/plugins/hostile/ (rejected). Exits 1 when any is judged otherwise.

    python3 scripts/filter_report.py [--only RULE]... [--variant V]...
                                     [--no-outside] [--json OUT]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = ["fixed", "disabled", "shape-only", "values-only", "neighbour",
            "nondeterministic", "slow"]
# The upstream passes the replacements stand in for.
UPSTREAM = {"math-expand-ops": "math-expand-ops", "arith-expand": "arith-expand"}


# Candidates written as outside plugins: (finding, plugin, pass, expected).
PLUGINS = os.path.join(ROOT, "build", "tests", "plugins")
OUTSIDE = [
    (finding, "libDefuse%s.so" % plugin, fix, expected)
    for finding in ["findings/math-expand-ops", "ceil-after-reciprocal"]
    for plugin, fix, expected in [
        ("CeilFixPlugin", "ceil-fix-math-expand-ops", "accepted"),
        ("CeilFixPlugin", "ceil-fix-f32-math-expand-ops", "rejected"),
        ("HostileExitZero", "hostile-math-expand-ops", "rejected"),
        ("HostileWriter", "hostile-math-expand-ops", "rejected"),
        ("HostileJudgeOnly", "hostile-math-expand-ops", "rejected"),
        ("HostileNetwork", "hostile-math-expand-ops", "rejected"),
        ("HostileSlowLoad", "hostile-math-expand-ops", "rejected"),
    ]
]


def run_filter(defuse, plugin, finding, rule, variant, args, fix_pass=None,
               trusted=True):
    cmd = [defuse, "filter", finding] + (
        ["--load-pass-plugin", plugin] if trusted else []) + [
           "--fix", plugin,
           "--fix-pass", fix_pass or "fixlab-%s-%s" % (rule, variant),
           "--regressions", os.path.join(ROOT, "testdata", "regressions"),
           "--models", os.path.join(ROOT, "testdata", "workloads"),
           "--seed", str(args.seed), "--json", "--quiet"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    try:
        verdict = json.loads(out.stdout)
    except json.JSONDecodeError:
        return {"verdict": "error (exit %d): %s" % (out.returncode,
                                                   out.stderr.strip()[-300:]),
                "failed_checks": [], "seconds": 0, "exit": out.returncode}
    verdict["exit"] = out.returncode
    return verdict


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--defuse", default=os.path.join(ROOT, "build", "bin", "defuse"))
    p.add_argument("--plugin", default=os.path.join(
        ROOT, "build", "tests", "plugins", "libDefuseFixCandidatesPlugin.so"))
    p.add_argument("--findings", default=os.path.join(
        ROOT, "testdata", "fix-candidates", "findings"))
    p.add_argument("--only", action="append", default=[])
    p.add_argument("--variant", action="append", default=[])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-outside", action="store_true",
                   help="only the test plugin's candidates")
    p.add_argument("--json", help="write every verdict here")
    args = p.parse_args()

    rules = sorted(os.listdir(args.findings))
    if args.only:
        rules = [r for r in rules if r in args.only]
    variants = args.variant or VARIANTS
    work = tempfile.mkdtemp(prefix="defuse-filter-report-")
    results, wrong = {}, 0
    print("%-18s %-17s %-9s %-42s %s" % ("fault class", "candidate", "verdict",
                                         "rejected by", "seconds"))
    for rule in rules:
        # The filter keeps the stress corpus it maps beside the finding: map
        # it into a copy, once per fault class.
        finding = os.path.join(work, rule)
        shutil.copytree(os.path.join(args.findings, rule), finding)
        for variant in variants:
            v = run_filter(args.defuse, args.plugin, finding, rule, variant, args)
            results.setdefault(rule, {})[variant] = v
            expected = "accepted" if variant == "fixed" else "rejected"
            ok = v["verdict"] == expected
            wrong += not ok
            print("%-18s %-17s %-9s %-42s %6.1f%s" % (
                rule, variant, v["verdict"][:9], ", ".join(v["failed_checks"])[:42],
                v.get("seconds", 0), "" if ok else "   <- expected " + expected))
            sys.stdout.flush()
    if not args.no_outside and not args.only:
        for finding_dir, plugin, fix, expected in OUTSIDE:
            name = os.path.basename(finding_dir)
            finding = os.path.join(work, "outside-" + name)
            if not os.path.exists(finding):
                shutil.copytree(os.path.join(ROOT, "testdata", "fix-candidates",
                                             finding_dir), finding)
            v = run_filter(args.defuse, os.path.join(PLUGINS, plugin), finding,
                           None, None, args, fix_pass=fix, trusted=False)
            label = plugin[len("libDefuse"):-len(".so")].replace("Plugin", "")
            if fix.startswith("ceil-fix-f32"):
                label += " f32"
            results.setdefault("outside " + name, {})[label] = v
            ok = v["verdict"] == expected
            wrong += not ok
            print("%-18s %-17s %-9s %-42s %6.1f%s" % (
                name[:18], label[:17], v["verdict"][:9],
                ", ".join(v["failed_checks"])[:42], v.get("seconds", 0),
                "" if ok else "   <- expected " + expected))
            sys.stdout.flush()
    times = [v.get("seconds", 0) for r in results.values() for v in r.values()]
    print("\n%d candidates, %d judged as expected; filter time per candidate: "
          "mean %.1f s, max %.1f s" % (len(times), len(times) - wrong,
                                        sum(times) / max(1, len(times)),
                                        max(times or [0])))
    by_check = {}
    for r in results.values():
        for v in r.values():
            for c in v["failed_checks"]:
                by_check[c] = by_check.get(c, 0) + 1
    print("rejections by check: " + ", ".join(
        "%s %d" % kv for kv in sorted(by_check.items())))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    shutil.rmtree(work, ignore_errors=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
