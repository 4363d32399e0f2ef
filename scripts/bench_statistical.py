#!/usr/bin/env python3
"""What the statistical tier costs and what it sees, on the deep models.

For each model of testdata/workloads/deep (24-layer BERT, 12-layer GPT-2,
16-block ResNet), compiled with the generalize-and-fuse pipeline:

  cost      the reference with the sound tier alone (--lanes 0) and with
            16 noise lanes, against compile + run of the same probe: the
            statistical tier's share is the difference;
  reach     a drift fault of the test plugin whose size is a parameter
            (rsqrt off by a relative r; for the ResNet, which has no
            rsqrt, each term of its convolutions' sums losing a 2^-k
            part), placed in the first, the middle and the last layer: the
            smallest size `defuse run` reports, found by bisection over
            sizes 1e-7 .. 1e-2.

  scripts/bench_statistical.py [--models NAMES] [--opt-level N] [--defuse PATH]

Prints one table per part; every figure is measured here, in this run.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
PIPELINE = ("func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),"
            "func.func(linalg-generalize-named-ops),linalg-fold-unit-extent-dims,"
            "linalg-fuse-elementwise-ops,canonicalize,cse")
MODELS = {
    # name: (file, layers, fault, its size option, sizes are relative errors)
    "bert24": ("bert_encoder_24.mlir", 24, "defuse-fault-rsqrt-bias", "relative"),
    "gpt2-12": ("gpt2_decoder_12.mlir", 12, "defuse-fault-rsqrt-bias", "relative"),
    "resnet16": ("resnet_16.mlir", 16, "defuse-fault-leaky-reduction", "share"),
}


def defuse_run(args, path, pipeline, lanes=16, plugin=False):
    cmd = [args.defuse, "run", path, "--pipeline", pipeline, "--opt-level", str(args.opt_level),
           "--lanes", str(lanes), "--json"]
    if plugin:
        cmd += ["--load-pass-plugin", args.plugin]
    start = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.time() - start
    try:
        return proc.returncode, json.loads(proc.stdout), wall
    except json.JSONDecodeError:
        sys.exit(f"no JSON from: {' '.join(cmd)}\n{proc.stderr}")


def sites(args, path, fault):
    """How many sites the fault has in the model (its remarks)."""
    text = f"builtin.module({PIPELINE},func.func({fault}{{remarks=true}}))"
    proc = subprocess.run([args.mlir_opt, path, f"--load-pass-plugin={args.plugin}",
                           f"--pass-pipeline={text}", "-o", "/dev/null"],
                          capture_output=True, text=True)
    return len(re.findall(r"remark: " + re.escape(fault), proc.stderr))


def fault_text(fault, option, size, site):
    if option == "share":  # 2^-k: the nearest k
        value = max(1, round(-math.log2(size)))
        return f"func.func({fault}{{share={value} skip={site} limit=1}})", 2.0 ** -value
    return f"func.func({fault}{{relative={size:.3g} skip={site} limit=1}})", size


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--opt-level", type=int, default=0)
    ap.add_argument("--defuse", default=os.path.join(ROOT, "build", "bin", "defuse"))
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "tests", "plugins", "libDefuseFaultPlugin.so"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    names = [n for n in args.models.split(",") if n]

    print(f"cost of the oracle (pipeline generalize-fuse, LLVM -O{args.opt_level}, seconds)")
    print(f"{'model':10} {'sound ref':>10} {'16 lanes':>10} {'lanes':>8} {'compile':>9} {'run':>7} {'lanes/(c+r)':>12}")
    for name in names:
        path = os.path.join(ROOT, "testdata", "workloads", "deep", MODELS[name][0])
        _, sound, _ = defuse_run(args, path, PIPELINE, lanes=0)
        _, full, _ = defuse_run(args, path, PIPELINE, lanes=16)
        t0, t1 = sound["times"], full["times"]
        extra = t1["reference_s"] - t0["reference_s"]
        cr = t1["compile_s"] + t1["run_s"]
        print(f"{name:10} {t0['reference_s']:10.3f} {t1['reference_s']:10.3f} {extra:8.3f} "
              f"{t1['compile_s']:9.2f} {t1['run_s']:7.3f} {extra / cr:12.3f}")

    print()
    print("smallest fault reported (relative size at the faulty op; bisection over 1e-7..1e-2)")
    print(f"{'model':10} {'fault':32} {'layer':>6} {'smallest':>10} {'z at it':>8} {'runs':>5}")
    for name in names:
        file, layers, fault, option = MODELS[name]
        path = os.path.join(ROOT, "testdata", "workloads", "deep", file)
        total = sites(args, path, fault)
        per_layer = total // layers
        for layer in (0, layers // 2, layers - 1):
            site = layer * per_layer
            lo, hi = -7.0, -2.0  # log10 of the size
            runs, best, best_z = 0, None, None
            code, j, _ = defuse_run(args, path, PIPELINE + "," + fault_text(fault, option, 10 ** hi, site)[0], plugin=True)
            runs += 1
            if code != 1:
                print(f"{name:10} {fault:32} {layer + 1:6} {'> 1e-2':>10} {'':>8} {runs:5}")
                continue
            best = fault_text(fault, option, 10 ** hi, site)[1]
            for _ in range(6):
                mid = (lo + hi) / 2
                text, size = fault_text(fault, option, 10 ** mid, site)
                code, j, _ = defuse_run(args, path, PIPELINE + "," + text, plugin=True)
                runs += 1
                if code == 1:
                    hi, best = mid, size
                    best_z = max((o["judgement"]["score"] for o in j["outputs"]
                                  if isinstance(o["judgement"]["score"], (int, float))), default=0)
                else:
                    lo = mid
            z = f"{best_z:8.1f}" if best_z is not None else f"{'':>8}"
            print(f"{name:10} {fault:32} {layer + 1:6} {best:10.2g} {z} {runs:5}")


if __name__ == "__main__":
    main()
