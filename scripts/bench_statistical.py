#!/usr/bin/env python3
"""What the statistical tier costs, and how small a drift it sees at depth.

For each deep model of testdata/workloads/deep:
  * cost: `defuse run` under generalize-fuse at LLVM -O2, once with the
    sound tier alone (--lanes 0) and once with the default 16 noise lanes,
    side by side; prints the reference's seconds of each, the compile and
    the run, and the lanes' extra cost as a fraction of compile+run;
  * reach: the smallest relative error of one rsqrt (the fault plugin's
    defuse-fault-rsqrt-bias, in the first LayerNorm of the first, middle
    and last layer; ResNet: a leaky reduction dropping 2^-s of each term of
    the second convolution of a block) that `defuse run` reports, scanning
    sizes downwards by factors of about 3 until one is missed.

  scripts/bench_statistical.py [--models NAMES] [--opt-level N]
"""
import argparse
import importlib.util
import json
import os
import subprocess

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
spec = importlib.util.spec_from_file_location(
    "check_deep_faults", os.path.join(ROOT, "scripts", "check_deep_faults.py"))
deep = importlib.util.module_from_spec(spec)
spec.loader.exec_module(deep)

SIZES = [1e-2, 3e-3, 1e-3, 3e-4, 1e-4, 3e-5, 1e-5, 3e-6, 1e-6, 3e-7]
SHARES = [7, 9, 11, 13, 15, 17, 19, 21]  # leaky reduction: 2^-share a term


def run(args, path, extra, pipeline=deep.PIPELINE, lanes=None, level=None):
    cmd = [args.defuse, "run", path, "--pipeline", pipeline, "--json",
           "--opt-level", str(args.opt_level if level is None else level)]
    if extra:
        cmd += ["--load-pass-plugin", args.plugin]
    if lanes is not None:
        cmd += ["--lanes", str(lanes)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    return proc.returncode, json.loads(proc.stdout) if proc.stdout.strip() else {}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="bert24,gpt2-12-f32,gpt2-12,resnet16")
    ap.add_argument("--opt-level", type=int, default=0, help="LLVM level of the reach scan")
    ap.add_argument("--defuse", default=os.path.join(ROOT, "build", "bin", "defuse"))
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "tests", "plugins", "libDefuseFaultPlugin.so"))
    args = ap.parse_args()
    models = args.models.split(",")

    print("cost (generalize-fuse, -O2; seconds)")
    print(f"{'model':12} {'ref sound':>9} {'ref +16 lanes':>13} {'compile':>8} {'run':>6} {'lanes / (compile+run)':>22}")
    for name in models:
        file, _, _ = deep.MODELS[name]
        path = os.path.join(ROOT, "testdata", "workloads", "deep", file)
        _, sound = run(args, path, False, lanes=0, level=2)
        _, both = run(args, path, False, level=2)
        t0, t1 = sound["times"], both["times"]
        extra = t1["reference_s"] - t0["reference_s"]
        compiled = t1["compile_s"] + t1["run_s"]
        print(f"{name:12} {t0['reference_s']:9.2f} {t1['reference_s']:13.2f} {t1['compile_s']:8.2f} "
              f"{t1['run_s']:6.2f} {extra / compiled:22.3f}", flush=True)

    print()
    print("reach: the smallest fault reported (relative size at the op)")
    print(f"{'model':12} {'fault':16} {'first':>8} {'middle':>8} {'last':>8}")
    for name in models:
        file, layers, faults = deep.MODELS[name]
        path = os.path.join(ROOT, "testdata", "workloads", "deep", file)
        fault = "rsqrt-bias" if "rsqrt-bias" in faults else "leaky-reduction"
        _, op, occurrence, offset = faults[fault]
        cells = []
        for layer in (0, layers // 2 - 1, layers - 1):
            line = deep.site_line(path, layer, op, occurrence, offset)
            smallest = None
            steps = SIZES if fault == "rsqrt-bias" else SHARES
            for step in steps:
                option = f"relative={step}" if fault == "rsqrt-bias" else f"share={step}"
                pipeline = f"{deep.PIPELINE},func.func(defuse-fault-{fault}{{{option} line={line}}})"
                code, _ = run(args, path, True, pipeline=pipeline)
                if code != 1:
                    break
                smallest = step if fault == "rsqrt-bias" else 2.0 ** -step
            cells.append(f"{smallest:8.0e}" if smallest else f"{'none':>8}")
        print(f"{name:12} {fault:16} {' '.join(cells)}", flush=True)


if __name__ == "__main__":
    main()
