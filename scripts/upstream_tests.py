#!/usr/bin/env python3
"""Runs the reproducers `defuse ... --emit DIR` writes in DIR/upstream/ with
the compilers' own tools alone: no defuse on PATH, as a compiler developer
would run them.

  mlir/test/Integration/**.mlir  the RUN lines (mlir-opt, mlir-runner,
                                 FileCheck), with lit's substitutions
                                 %mlir_runner_utils and %mlir_c_runner_utils
  mlir/test/Dialect/**.mlir      the pass-alone FileCheck test (it records
                                 today's output, so it is expected to pass
                                 while the bug is there)
  iree/tests/**.mlir             iree-compile + iree-run-module, from
                                 --iree-bin
  xla/reproducer.py              the jax script, with --jax-python

Each test is expected to fail (the bug is there) unless --expect pass.
--without-culprit takes the culprit pass (named in the test's `Culprit:`
line) out of the first RUN line of each MLIR integration test: with the bug's
pass gone it must pass, so run it with --expect pass. A test whose culprit is
no pass of its pipeline (the lowering) is reported and skipped there.

Prints one line per test (PASS/FAIL, and for a failure the CHECK line
FileCheck stopped at or the script's verdict) and exits 0 when every test
ended as expected, 1 otherwise, 2 on bad usage.

  scripts/upstream_tests.py build/demo/upstream
  scripts/upstream_tests.py --without-culprit --expect pass DIR...
  scripts/upstream_tests.py --iree-bin build/venv-iree-3.1.0/bin DIR
  scripts/upstream_tests.py --jax-python build/venv-jax-0.10.2/bin/python DIR
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_lines(path):
    """The RUN lines of a lit test, continuations joined."""
    lines, current = [], ""
    with open(path) as f:
        for line in f:
            m = re.search(r"\bRUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                current += text[:-1] + " "
                continue
            lines.append((current + text).strip())
            current = ""
    return lines


def split_top_level(pipeline):
    out, depth, start = [], 0, 0
    for i, c in enumerate(pipeline):
        if c in "({":
            depth += 1
        elif c in ")}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(pipeline[start:i])
            start = i + 1
    if pipeline[start:]:
        out.append(pipeline[start:])
    return out


def without_culprit(path, line):
    """`line` (the first RUN line) with the culprit step taken out, or None
    with the reason."""
    with open(path) as f:
        text = f.read()
    m = re.search(r"Culprit: step (\d+) of (\d+) of the first RUN line's pipeline, `([^`]*)`", text)
    if not m:
        return None, "no culprit pass in its pipeline (the lowering or LLVM)"
    k, n, step = int(m.group(1)), int(m.group(2)), m.group(3)
    p = re.search(r"--pass-pipeline='builtin\.module\((.*?)\)'( |$)", line)
    if not p:
        return None, "the first RUN line has no --pass-pipeline"
    steps = split_top_level(p.group(1))
    if len(steps) != n or steps[k - 1] != step.replace("%", "%%"):
        return None, "the culprit line does not match the pipeline"
    del steps[k - 1]
    new = "--pass-pipeline='builtin.module(" + ",".join(steps) + ")'" + p.group(2)
    return line[: p.start()] + new + line[p.end():], None


def substitute(line, path, tmp, plugins):
    subs = {
        "%mlir_runner_utils": os.path.join(LLVM_LIB, "libmlir_runner_utils.so"),
        "%mlir_c_runner_utils": os.path.join(LLVM_LIB, "libmlir_c_runner_utils.so"),
        "%fault_plugin": plugins,
        "%s": shlex.quote(path),
        "%t": os.path.join(tmp, "t"),
        "%%": "%",
    }
    pattern = re.compile("|".join(re.escape(k) for k in sorted(subs, key=len, reverse=True)))
    return pattern.sub(lambda m: subs[m.group(0)], line)


def first_error(output):
    lines = output.splitlines()
    for i, l in enumerate(lines):
        if "error:" in l:
            why = " ".join(x.strip() for x in lines[i:i + 2])
            # The file's name is enough: the test is named on the line.
            why = re.sub(r"^\S*/([^/\s]+:\d+:\d+: error:)", r"\1", why)
            # FileCheck shows the input where it looked: what was printed.
            for j in range(i, len(lines) - 1):
                if "note: scanning from here" in lines[j]:
                    why += "; the input there: " + lines[j + 1].strip()
                    break
            # iree-run-module says which result it found wrong.
            failed = [x for x in lines if "[FAILED]" in x and "IREE:" not in x]
            if failed:
                why += "; " + re.sub(r"^[#|\s\d:]*", "", failed[0]).strip()
            return why
    for l in lines:
        if "FAILED" in l or "[FAILED]" in l:
            return l.strip()
    return lines[-1].strip() if lines else ""


def run_lit_test(path, lines, tool_path, plugins, timeout):
    tmp = tempfile.mkdtemp(prefix="upstream-test-")
    env = {"PATH": tool_path, "HOME": os.environ.get("HOME", "/tmp"),
           "TMPDIR": os.environ.get("TMPDIR", "/tmp"), "LANG": "C"}
    try:
        output = ""
        for line in lines:
            command = substitute(line, path, tmp, plugins)
            r = subprocess.run(["bash", "-o", "pipefail", "-c", command], env=env,
                               capture_output=True, text=True, timeout=timeout, cwd=tmp)
            output += r.stdout + r.stderr
            if r.returncode != 0:
                return False, first_error(r.stderr + r.stdout)
        return True, ""
    except subprocess.TimeoutExpired:
        return False, "timed out"
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def find_tests(paths):
    tests = []
    for p in paths:
        if os.path.isfile(p):
            tests.append(os.path.abspath(p))
            continue
        for root, _, files in os.walk(p):
            for f in sorted(files):
                full = os.path.abspath(os.path.join(root, f))
                rel = full.replace(os.sep, "/")
                if f.endswith(".mlir") and ("/mlir/test/" in rel or "/iree/tests/" in rel):
                    tests.append(full)
                elif f == "reproducer.py" and "/xla/" in rel:
                    tests.append(full)
    return sorted(set(tests))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="upstream folders or single tests")
    ap.add_argument("--expect", choices=["fail", "pass", "any"], default="fail")
    ap.add_argument("--without-culprit", action="store_true",
                    help="take the culprit pass out of each MLIR integration test's pipeline")
    ap.add_argument("--mlir-bin", default=LLVM_BIN)
    ap.add_argument("--iree-bin", help="folder of iree-compile and iree-run-module")
    ap.add_argument("--jax-python", help="a Python with jax and jaxlib")
    ap.add_argument("--fault-plugin", default=os.path.join(ROOT, "build", "tests", "plugins",
                                                           "libDefuseFaultPlugin.so"))
    ap.add_argument("--timeout", type=float, default=300)
    args = ap.parse_args()

    tests = find_tests(args.paths)
    if not tests:
        print("upstream_tests.py: no upstream test under " + " ".join(args.paths), file=sys.stderr)
        return 2
    base = "/usr/bin:/bin"
    as_expected, ran = 0, 0
    for test in tests:
        rel = os.path.relpath(test) if test.startswith(os.getcwd() + os.sep) else test
        kind = ("xla" if test.endswith(".py") else
                "iree" if "/iree/tests/" in test else
                "mlir-pass" if "/mlir/test/Dialect/" in test else "mlir")
        if kind == "mlir-pass" and args.without_culprit:
            continue
        if kind == "iree" and not args.iree_bin:
            print("SKIP " + rel + ": no --iree-bin")
            continue
        if kind == "xla" and not args.jax_python:
            print("SKIP " + rel + ": no --jax-python")
            continue
        if kind == "xla":
            try:
                r = subprocess.run([args.jax_python, test], capture_output=True, text=True,
                                   timeout=args.timeout, env={"PATH": base, "HOME": os.environ.get("HOME", "/tmp")})
                ok, why = r.returncode == 0, first_error(r.stdout + r.stderr)
                if not ok:
                    wrong = [l for l in r.stdout.splitlines() if l.startswith("result ")]
                    why = (wrong[0] + "; " if wrong else "") + why
            except subprocess.TimeoutExpired:
                ok, why = False, "timed out"
        else:
            lines = run_lines(test)
            if not lines:
                print("SKIP " + rel + ": no RUN lines")
                continue
            if args.without_culprit and kind == "mlir":
                first, reason = without_culprit(test, lines[0])
                if first is None:
                    print("SKIP " + rel + ": " + reason)
                    continue
                lines = [first] + lines[1:]
            tools = os.path.abspath(args.iree_bin) + ":" + LLVM_BIN if kind == "iree" else args.mlir_bin
            ok, why = run_lit_test(test, lines, tools + ":" + base, args.fault_plugin, args.timeout)
        ran += 1
        # The pass-alone test records today's output: it passes while the
        # bug is there.
        good = args.expect == "any" or ok == (args.expect == "pass" or kind == "mlir-pass")
        as_expected += good
        print(("PASS " if ok else "FAIL ") + rel + ("" if ok else ": " + why) +
              ("" if good else "   <- expected to " + args.expect))
    print("%d of %d ran as expected (%s)" % (as_expected, ran, args.expect))
    return 0 if as_expected == ran and ran > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
