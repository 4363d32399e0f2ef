#!/usr/bin/env python3
"""Write a large, deterministic tensor-level MLIR workload for defuse.

The workload is a stack of pre-LayerNorm transformer blocks written the way
linalg-on-tensors frontends (torch-mlir style) emit them: linalg named ops
(matmul, transpose, broadcast, reduce, fill, add/sub/mul/div/exp/rsqrt/max),
linalg.generic with arith/math bodies (scaling, GELU), a fresh tensor.empty
for every destination, f32 throughout. Each block:

    n1 = LN(x) * g1 + b1                                 (reduce, broadcast, ...)
    a  = softmax((n1 Wq)(n1 Wk)^T / sqrt(D)) (n1 Wv) Wo  (single head)
    r  = x + a
    n2 = LN(r) * g2 + b2
    x' = r + gelu_tanh(n2 W1 + c1) W2 + c2               (GELU: linalg.generic)

Shapes are small (seq x width, default 8 x 32) so that defuse's reference
interpreter evaluates hundreds of ops in about a second. Weights are entry
arguments with Xavier-like uniform ranges given by `// DEFUSE-INPUTS:` lines,
so activations stay O(1) through any number of layers.

Usage: gen_large_workload.py [--layers N] [--width D] [--seq S] [--hidden H]
                             [--seed K] [-o FILE]

The output depends only on the arguments. --seed picks the per-layer
variations (which elementwise form each LayerNorm and activation uses: named
ops or linalg.generic), so different seeds give structurally different
graphs of the same size.
"""

import argparse
import math
import random
import sys


class Emitter:
    def __init__(self):
        self.lines = []
        self.count = 0          # every top-level op except return
        self.compute = 0        # without tensor.empty / arith.constant
        self.kinds = {}

    def op(self, text, kind, compute=True):
        self.lines.append("  " + text)
        self.count += 1
        if compute:
            self.compute += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def raw(self, text):
        self.lines.append(text)


def t(*dims):
    return "tensor<" + "x".join(str(d) for d in dims) + "xf32>"


class Builder:
    def __init__(self, em, rng):
        self.em = em
        self.rng = rng
        self.n = 0

    def name(self, stem):
        self.n += 1
        return f"%{stem}{self.n}"

    def empty(self, *dims):
        v = self.name("e")
        self.em.op(f"{v} = tensor.empty() : {t(*dims)}", "tensor.empty", False)
        return v

    def const(self, value):
        v = self.name("c")
        self.em.op(f"{v} = arith.constant {value:.9e} : f32", "arith.constant", False)
        return v

    def fill(self, scalar, *dims):
        e = self.empty(*dims)
        v = self.name("f")
        self.em.op(f"{v} = linalg.fill ins({scalar} : f32) outs({e} : {t(*dims)}) -> {t(*dims)}",
                   "linalg.fill")
        return v

    def binary(self, opname, a, b, *dims):
        e = self.empty(*dims)
        v = self.name(opname[:3])
        ty = t(*dims)
        self.em.op(f"{v} = linalg.{opname} ins({a}, {b} : {ty}, {ty}) outs({e} : {ty}) -> {ty}",
                   "linalg." + opname)
        return v

    def unary(self, opname, a, *dims):
        e = self.empty(*dims)
        v = self.name(opname[:3])
        ty = t(*dims)
        self.em.op(f"{v} = linalg.{opname} ins({a} : {ty}) outs({e} : {ty}) -> {ty}",
                   "linalg." + opname)
        return v

    def matmul(self, a, b, m, k, n, zero):
        init = self.fill(zero, m, n)
        v = self.name("mm")
        self.em.op(f"{v} = linalg.matmul ins({a}, {b} : {t(m, k)}, {t(k, n)}) "
                   f"outs({init} : {t(m, n)}) -> {t(m, n)}", "linalg.matmul")
        return v

    def transpose(self, a, m, n):
        e = self.empty(n, m)
        v = self.name("tr")
        self.em.op(f"{v} = linalg.transpose ins({a} : {t(m, n)}) outs({e} : {t(n, m)}) "
                   f"permutation = [1, 0]", "linalg.transpose")
        return v

    def broadcast(self, a, src_dim, rows, cols):
        """[rows] -> [rows, cols] (src_dim 0) or [cols] -> [rows, cols] (1)."""
        e = self.empty(rows, cols)
        v = self.name("bc")
        if src_dim == 0:
            src, dims = t(rows), "[1]"
        else:
            src, dims = t(cols), "[0]"
        self.em.op(f"{v} = linalg.broadcast ins({a} : {src}) outs({e} : {t(rows, cols)}) "
                   f"dimensions = {dims}", "linalg.broadcast")
        return v

    def reduce(self, a, rows, cols, combiner, init_scalar):
        init = self.fill(init_scalar, rows)
        v = self.name("rd")
        self.em.op(f"{v} = linalg.reduce ins({a} : {t(rows, cols)}) outs({init} : {t(rows)}) "
                   f"dimensions = [1]\n"
                   f"      (%in: f32, %acc: f32) {{\n"
                   f"        %r = arith.{combiner} %in, %acc : f32\n"
                   f"        linalg.yield %r : f32\n"
                   f"      }}", "linalg.reduce")
        return v

    def generic(self, inputs, rows, cols, body, kind):
        """Elementwise linalg.generic over [rows, cols]; body(args) -> lines, result."""
        e = self.empty(rows, cols)
        v = self.name("g")
        ty = t(rows, cols)
        ids = ", ".join(["#id"] * (len(inputs) + 1))
        args = [f"%a{i}" for i in range(len(inputs))]
        lines, res = body(args)
        head = (f"{v} = linalg.generic {{indexing_maps = [{ids}], "
                f"iterator_types = [\"parallel\", \"parallel\"]}}\n"
                f"      ins({', '.join(inputs)} : {', '.join([ty] * len(inputs))}) "
                f"outs({e} : {ty}) {{\n"
                f"    ^bb0({', '.join(a + ': f32' for a in args)}, %out: f32):\n")
        text = head + "".join(f"      {l}\n" for l in lines) + \
            f"      linalg.yield {res} : f32\n    }} -> {ty}"
        self.em.op(text, kind)
        return v


def layer_norm(b, x, gamma, beta, S, D, zero, inv_d, eps, generic_form):
    s = b.reduce(x, S, D, "addf", zero)
    sb = b.broadcast(s, 0, S, D)
    invt = b.fill(inv_d, S, D)
    mean = b.binary("mul", sb, invt, S, D)
    d = b.binary("sub", x, mean, S, D)
    if generic_form:
        dsq = b.generic([d], S, D,
                        lambda a: ([f"%sq = arith.mulf {a[0]}, {a[0]} : f32"], "%sq"),
                        "linalg.generic(square)")
    else:
        dsq = b.binary("mul", d, d, S, D)
    vs = b.reduce(dsq, S, D, "addf", zero)
    vb = b.broadcast(vs, 0, S, D)
    var = b.binary("mul", vb, invt, S, D)
    epst = b.fill(eps, S, D)
    ve = b.binary("add", var, epst, S, D)
    rs = b.unary("rsqrt", ve, S, D)
    nrm = b.binary("mul", d, rs, S, D)
    gb = b.broadcast(gamma, 1, S, D)
    ng = b.binary("mul", nrm, gb, S, D)
    bb = b.broadcast(beta, 1, S, D)
    return b.binary("add", ng, bb, S, D)


def gelu_generic(a):
    x = a[0]
    return ([
        f"%k0 = arith.constant 0.044715 : f32",
        f"%k1 = arith.constant 0.797884583 : f32",
        f"%k2 = arith.constant 1.0 : f32",
        f"%k3 = arith.constant 0.5 : f32",
        f"%x2 = arith.mulf {x}, {x} : f32",
        f"%x3 = arith.mulf %x2, {x} : f32",
        f"%t0 = arith.mulf %x3, %k0 : f32",
        f"%t1 = arith.addf {x}, %t0 : f32",
        f"%t2 = arith.mulf %t1, %k1 : f32",
        f"%t3 = math.tanh %t2 : f32",
        f"%t4 = arith.addf %t3, %k2 : f32",
        f"%t5 = arith.mulf {x}, %k3 : f32",
        f"%t6 = arith.mulf %t5, %t4 : f32",
    ], "%t6")


def silu_named(b, h, S, H, one):
    """x * sigmoid(x) with named ops: x / (1 + exp(-x))."""
    n = b.unary("negf", h, S, H)
    ex = b.unary("exp", n, S, H)
    ones = b.fill(one, S, H)
    den = b.binary("add", ex, ones, S, H)
    return b.binary("div", h, den, S, H)


def block(b, x, params, S, D, H, consts, variant):
    zero, ninf, one, inv_d, eps, inv_sqrt_d = consts
    g1, be1, wq, wk, wv, wo, g2, be2, w1, c1, w2, c2 = params
    n1 = layer_norm(b, x, g1, be1, S, D, zero, inv_d, eps, variant["ln_generic"])
    q = b.matmul(n1, wq, S, D, D, zero)
    k = b.matmul(n1, wk, S, D, D, zero)
    v = b.matmul(n1, wv, S, D, D, zero)
    kt = b.transpose(k, S, D)
    sc = b.matmul(q, kt, S, D, S, zero)
    scaled = b.generic([sc], S, S,
                       lambda a: ([f"%s = arith.mulf {a[0]}, {inv_sqrt_d} : f32"], "%s"),
                       "linalg.generic(scale)")
    mx = b.reduce(scaled, S, S, "maximumf", ninf)
    mxb = b.broadcast(mx, 0, S, S)
    sh = b.binary("sub", scaled, mxb, S, S)
    ex = b.unary("exp", sh, S, S)
    sm = b.reduce(ex, S, S, "addf", zero)
    smb = b.broadcast(sm, 0, S, S)
    p = b.binary("div", ex, smb, S, S)
    ctx = b.matmul(p, v, S, S, D, zero)
    o = b.matmul(ctx, wo, S, D, D, zero)
    r1 = b.binary("add", x, o, S, D)
    n2 = layer_norm(b, r1, g2, be2, S, D, zero, inv_d, eps, variant["ln2_generic"])
    h = b.matmul(n2, w1, S, D, H, zero)
    c1b = b.broadcast(c1, 1, S, H)
    hb = b.binary("add", h, c1b, S, H)
    if variant["act"] == "gelu":
        act = b.generic([hb], S, H, gelu_generic, "linalg.generic(gelu)")
    else:
        act = silu_named(b, hb, S, H, one)
    d2 = b.matmul(act, w2, S, H, D, zero)
    c2b = b.broadcast(c2, 1, S, D)
    d2b = b.binary("add", d2, c2b, S, D)
    return b.binary("add", r1, d2b, S, D)


def generate(layers, width, seq, hidden, seed, depth=1):
    rng = random.Random(seed)
    S, D, H = seq, width, hidden
    em = Emitter()
    b = Builder(em, rng)

    args = [("x", t(S, D), "uniform(-1,1)")]
    wr = lambda fan_in: f"uniform({-1.0 / math.sqrt(fan_in):.4g},{1.0 / math.sqrt(fan_in):.4g})"
    per_layer = []
    for l in range(layers):
        names = []
        for stem, ty, spec in [
                ("g1", t(D), "uniform(0.5,1.5)"), ("be1", t(D), "uniform(-0.1,0.1)"),
                ("wq", t(D, D), wr(D)), ("wk", t(D, D), wr(D)),
                ("wv", t(D, D), wr(D)), ("wo", t(D, D), wr(D)),
                ("g2", t(D), "uniform(0.5,1.5)"), ("be2", t(D), "uniform(-0.1,0.1)"),
                ("w1", t(D, H), wr(D)), ("c1", t(H), "uniform(-0.1,0.1)"),
                ("w2", t(H, D), wr(H)), ("c2", t(D), "uniform(-0.1,0.1)")]:
            args.append((f"l{l}_{stem}", ty, spec))
            names.append(f"%l{l}_{stem}")
        per_layer.append(names)

    zero = b.const(0.0)
    ninf = "%ninf"
    em.op(f"{ninf} = arith.constant 0xFF800000 : f32", "arith.constant", False)
    one = b.const(1.0)
    inv_d = b.const(1.0 / D)
    eps = b.const(1e-5)
    inv_sqrt_d = b.const(1.0 / math.sqrt(D))
    consts = (zero, ninf, one, inv_d, eps, inv_sqrt_d)

    results = []
    for tower in range(layers // depth):
        x = "%x"
        for d in range(depth):
            l = tower * depth + d
            em.raw(f"  // ---- tower {tower}, block {d} (parameters l{l}_*) ----")
            variant = {
                "ln_generic": rng.random() < 0.5,
                "ln2_generic": rng.random() < 0.5,
                "act": "gelu" if rng.random() < 0.6 else "silu",
            }
            x = block(b, x, per_layer[l], S, D, H, consts, variant)
        results.append(x)

    towers = layers // depth
    header = [
        f"// Generated by scripts/gen_large_workload.py --layers {layers} --depth {depth} "
        f"--width {width} --seq {seq} --hidden {hidden} --seed {seed}",
        "// (do not edit; regenerate). Pre-LayerNorm transformer blocks in linalg named",
        "// ops + linalg.generic (arith/math bodies), f32:",
        "//   n1 = LN(x); a = softmax(q k^T / sqrt(D)) v Wo (one head); r = x + a;",
        "//   n2 = LN(r); x' = r + act(n2 W1 + c1) W2 + c2  (act: GELU generic or SiLU named)",
        f"// {layers} blocks as {towers} parallel towers of {depth} stacked block(s) over the",
        "// same input (an ensemble / multi-branch model); result i = tower i's output.",
        f"// seq {S}, width {D}, hidden {H}.",
        f"// {em.count} top-level ops ({em.compute} without tensor.empty / arith.constant).",
        "// Op kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(em.kinds.items())),
        "// Inputs: %x [S,D] uniform(-1,1); per block: LayerNorm gammas uniform(0.5,1.5),",
        "// betas and biases uniform(-0.1,0.1), weights uniform(+-1/sqrt(fan_in)).",
    ]
    specs = [f"arg{i}={spec}" for i, (_, _, spec) in enumerate(args)]
    for i in range(0, len(specs), 6):
        header.append("// DEFUSE-INPUTS: " + " ".join(specs[i:i + 6]))
    sig = ",\n    ".join(f"%{n}: {ty}" for n, ty, _ in args)
    out = "\n".join(header) + "\n#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    rtypes = ", ".join([t(S, D)] * len(results))
    out += f"func.func @stacked_blocks(\n    {sig}) -> ({rtypes}) {{\n"
    out += "\n".join(em.lines) + "\n"
    out += f"  return {', '.join(results)} : {rtypes}\n}}\n"
    return out, em


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--layers", type=int, default=8, help="blocks in all (default 8)")
    ap.add_argument("--depth", type=int, default=1,
                    help="blocks stacked per tower (default 1; must divide --layers). "
                         "defuse's worst-case error bounds grow ~100x per stacked block, "
                         "so at depth 2+ every element is unverifiable (infinite bound)")
    ap.add_argument("--width", type=int, default=32)
    ap.add_argument("--seq", type=int, default=8)
    ap.add_argument("--hidden", type=int, default=0, help="MLP width (default 2*width)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--stats", action="store_true", help="print op counts to stderr")
    a = ap.parse_args()
    if a.layers < 1 or a.width < 1 or a.seq < 1 or a.depth < 1:
        ap.error("--layers, --depth, --width and --seq must be positive")
    if a.layers % a.depth:
        ap.error("--depth must divide --layers")
    hidden = a.hidden or 2 * a.width
    text, em = generate(a.layers, a.width, a.seq, hidden, a.seed, a.depth)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)
    if a.stats:
        sys.stderr.write(f"{em.count} top-level ops, {em.compute} compute ops\n")
        for k, n in sorted(em.kinds.items()):
            sys.stderr.write(f"  {k} {n}\n")


if __name__ == "__main__":
    main()
