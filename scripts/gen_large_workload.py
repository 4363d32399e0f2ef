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
       gen_large_workload.py --dialect tosa [--layers N] [--trigger T]
                             [--trigger-tower K] [--name F] [...] [-o FILE]

--dialect tosa writes the same kind of model in TOSA instead (single-head
pre-LayerNorm blocks as parallel towers over one input, [1, seq, width]
tensors, tosa.matmul / reduce_sum / reduce_max / rsqrt / exp / reciprocal /
tanh / sigmoid / transpose), for pipelines that start at TOSA. --trigger
buries the pattern of a public upstream miscompile in one tower (default
the middle one), the rest of the model being unaffected by it:
  ceil             ceil-mode fake quantization of the value projection,
                   v = ceil(v * 4) * 0.25, also returned (extra result):
                   llvm-project #218111 (math-expand-ops: ceil(-0.x) = +0.0)
  pow              the tower's GELU written with tosa.pow(f, 3.0):
                   llvm-project #132202 (math-expand-ops: pow(neg, 3) = NaN)
  matmul-unsigned  the tower's value projection in uint8 (asymmetric
                   quantization, zero points 128, a linalg.matmul
                   {cast_unsigned} and zero-point correction); the i32
                   accumulators are returned (extra result): llvm-project
                   #174517 (generalize + specialize drop cast_unsigned)

The output depends only on the arguments. --seed picks the per-layer
variations (which elementwise form each LayerNorm and activation uses: named
ops or linalg.generic; in TOSA, GELU or SiLU), so different seeds give
structurally different graphs of the same size. --name sets the entry
function's name.

The files in testdata/workloads/large/ (regenerate with these):
  stacked_blocks.mlir         (no options)
  linalg_towers.mlir          --layers 3 --seed 4 --name linalg_towers
  tosa_towers.mlir            --dialect tosa --layers 7 --seed 5
  tosa_ceil_towers.mlir       --dialect tosa --layers 7 --seed 1 --trigger ceil
                              --name ceil_towers
  tosa_pow_towers.mlir        --dialect tosa --layers 7 --seed 2 --trigger pow
                              --name pow_towers
  tosa_u8_matmul_towers.mlir  --dialect tosa --layers 7 --seed 3
                              --trigger matmul-unsigned --name u8_matmul_towers
(the cases of scripts/bench_reduce.sh, testdata/bench/reduce-cases.txt).
"""

import argparse
import math
import random
import sys
import textwrap


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


def generate(layers, width, seq, hidden, seed, depth=1, name="stacked_blocks"):
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
        f"--width {width} --seq {seq} --hidden {hidden} --seed {seed}"
        + (f" --name {name}" if name != "stacked_blocks" else ""),
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
    out += f"func.func @{name}(\n    {sig}) -> ({rtypes}) {{\n"
    out += "\n".join(em.lines) + "\n"
    out += f"  return {', '.join(results)} : {rtypes}\n}}\n"
    return out, em


# ---------------------------------------------------------------------------
# TOSA towers (--dialect tosa)
# ---------------------------------------------------------------------------

def tt(*dims, elem="f32"):
    return "tensor<" + "x".join(str(d) for d in dims) + f"x{elem}>"


class TosaBuilder:
    """Emits TOSA ops into an Emitter; every value is a fresh SSA name."""

    def __init__(self, em):
        self.em = em
        self.n = 0

    def name(self, stem):
        self.n += 1
        return f"%{stem}{self.n}"

    def const(self, stem, value, dims, elem="f32"):
        ty = tt(*dims, elem=elem)
        lit = f"{value:.9e}" if elem.startswith("f") else str(value)
        v = f"%{stem}"
        self.em.op(f'{v} = "tosa.const"() <{{values = dense<{lit}> : {ty}}}> : () -> {ty}',
                   "tosa.const", False)
        return v

    def const_shape(self, stem, dims):
        n = len(dims)
        v = f"%{stem}"
        self.em.op(f"{v} = tosa.const_shape {{values = dense<[{', '.join(map(str, dims))}]> : "
                   f"tensor<{n}xindex>}} : () -> !tosa.shape<{n}>", "tosa.const_shape", False)
        return v

    def binary(self, op, a, at, b, bt, rt, stem=None):
        v = self.name(stem or op[:3])
        self.em.op(f"{v} = tosa.{op} {a}, {b} : ({at}, {bt}) -> {rt}", "tosa." + op)
        return v

    def mul(self, a, at, b, bt, rt, shift):
        v = self.name("mul")
        self.em.op(f"{v} = tosa.mul {a}, {b}, {shift} : ({at}, {bt}, tensor<1xi8>) -> {rt}",
                   "tosa.mul")
        return v

    def unary(self, op, a, ty):
        v = self.name(op[:3])
        self.em.op(f"{v} = tosa.{op} {a} : ({ty}) -> {ty}", "tosa." + op)
        return v

    def reduce(self, op, a, at, rt, axis):
        v = self.name("rd")
        self.em.op(f"{v} = tosa.{op} {a} {{axis = {axis} : i32}} : ({at}) -> {rt}", "tosa." + op)
        return v

    def matmul(self, a, at, b, bt, rt, zp):
        v = self.name("mm")
        self.em.op(f"{v} = tosa.matmul {a}, {b}, {zp}, {zp} : ({at}, {bt}, tensor<1xf32>, "
                   f"tensor<1xf32>) -> {rt}", "tosa.matmul")
        return v

    def transpose(self, a, at, rt, perms):
        v = self.name("tr")
        self.em.op(f"{v} = tosa.transpose {a} {{perms = array<i32: {', '.join(map(str, perms))}>}} "
                   f": ({at}) -> {rt}", "tosa.transpose")
        return v

    def reshape(self, a, at, shape, rt):
        v = self.name("rs")
        self.em.op(f"{v} = tosa.reshape {a}, {shape} : ({at}, !tosa.shape<{rt.count('x')}>) -> {rt}",
                   "tosa.reshape")
        return v

    def raw_op(self, text, kind, stem, compute=True):
        v = self.name(stem)
        self.em.op(text.replace("%@", v), kind, compute)
        return v


def tosa_layer_norm(b, x, gamma, beta, S, D, c):
    T, R = tt(1, S, D), tt(1, S, 1)
    s = b.reduce("reduce_sum", x, T, R, 2)
    mean = b.mul(s, R, c["invd"], tt(1, 1, 1), R, c["shift"])
    d = b.binary("sub", x, T, mean, R, T)
    dsq = b.mul(d, T, d, T, T, c["shift"])
    vs = b.reduce("reduce_sum", dsq, T, R, 2)
    var = b.mul(vs, R, c["invd"], tt(1, 1, 1), R, c["shift"])
    ve = b.binary("add", var, R, c["eps"], tt(1, 1, 1), R)
    rs = b.unary("rsqrt", ve, R)
    nrm = b.mul(d, T, rs, R, T, c["shift"])
    ng = b.mul(nrm, T, gamma, tt(1, 1, D), T, c["shift"])
    return b.binary("add", ng, T, beta, tt(1, 1, D), T)


def tosa_gelu(b, f, S, H, c, use_pow):
    """gelu_tanh(f) = 0.5 f (1 + tanh(sqrt(2/pi) (f + 0.044715 f^3)))."""
    F, K = tt(1, S, H), tt(1, 1, 1)
    if use_pow:
        cube = b.binary("pow", f, F, c["three"], K, F, stem="pow")
    else:
        sq = b.mul(f, F, f, F, F, c["shift"])
        cube = b.mul(sq, F, f, F, F, c["shift"])
    kc = b.mul(cube, F, c["kcube"], K, F, c["shift"])
    inner0 = b.binary("add", f, F, kc, F, F)
    inner = b.mul(inner0, F, c["sqrt2pi"], K, F, c["shift"])
    th = b.unary("tanh", inner, F)
    one = b.binary("add", th, F, c["one"], K, F)
    hx = b.mul(f, F, c["half"], K, F, c["shift"])
    return b.mul(hx, F, one, F, F, c["shift"])


def tosa_silu(b, f, S, H, c):
    F = tt(1, S, H)
    sg = b.unary("sigmoid", f, F)
    return b.mul(f, F, sg, F, F, c["shift"])


def tosa_u8_projection(b, n2, wq, S, D, H, c):
    """uint8 x uint8 -> i32 projection of [1,S,D] by wq [D,H] (i8 holding
    u8 bits, zero point 128, scale 2^-10), activations quantized with zero
    point 128 and scale 2^-7; returns (f32 [1,S,H] before bias, i32 [S,H]
    zero-point-corrected accumulators)."""
    em = b.em
    T2, Q, A = tt(S, D), tt(S, D, elem="i8"), tt(S, H, elem="i32")
    n2d = b.reshape(n2, tt(1, S, D), c["s_sd"], T2)
    xs = b.mul(n2d, T2, c["qscale"], tt(1, 1), T2, c["shift"])
    qe = b.raw_op(f"%@ = tensor.empty() : {Q}", "tensor.empty", "e", False)
    nq = b.raw_op(
        f"%@ = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}}\n"
        f"      ins({xs} : {T2}) outs({qe} : {Q}) {{\n"
        f"    ^bb0(%in: f32, %out: i8):\n"
        f"      %zpf = arith.constant 128.0 : f32\n"
        f"      %lo = arith.constant 0.0 : f32\n"
        f"      %hi = arith.constant 255.0 : f32\n"
        f"      %r = math.roundeven %in : f32\n"
        f"      %s = arith.addf %r, %zpf : f32\n"
        f"      %k1 = arith.maximumf %s, %lo : f32\n"
        f"      %k2 = arith.minimumf %k1, %hi : f32\n"
        f"      %u = arith.fptoui %k2 : f32 to i8\n"
        f"      linalg.yield %u : i8\n"
        f"    }} -> {Q}", "linalg.generic(quantize-u8)", "nq")
    ae = b.raw_op(f"%@ = tensor.empty() : {A}", "tensor.empty", "e", False)
    a0 = b.raw_op(f"%@ = linalg.fill ins({c['c0i']} : i32) outs({ae} : {A}) -> {A}",
                  "linalg.fill", "f")
    acc = b.raw_op(
        f"%@ = linalg.matmul {{cast = #linalg.type_fn<cast_unsigned>}}\n"
        f"      ins({nq}, {wq} : {Q}, {tt(D, H, elem='i8')}) outs({a0} : {A}) -> {A}",
        "linalg.matmul(cast_unsigned)", "acc")
    sums = []
    for src, st, n, dt, mp, it in [(nq, Q, S, tt(S, elem="i32"), "#rows", '"parallel", "reduction"'),
                                   (wq, tt(D, H, elem="i8"), H, tt(H, elem="i32"), "#cols",
                                    '"reduction", "parallel"')]:
        se = b.raw_op(f"%@ = tensor.empty() : {dt}", "tensor.empty", "e", False)
        s0 = b.raw_op(f"%@ = linalg.fill ins({c['c0i']} : i32) outs({se} : {dt}) -> {dt}",
                      "linalg.fill", "f")
        sums.append(b.raw_op(
            f"%@ = linalg.generic {{indexing_maps = [#id, {mp}], iterator_types = [{it}]}}\n"
            f"      ins({src} : {st}) outs({s0} : {dt}) {{\n"
            f"    ^bb0(%in: i8, %out: i32):\n"
            f"      %e = arith.extui %in : i8 to i32\n"
            f"      %a = arith.addi %out, %e : i32\n"
            f"      linalg.yield %a : i32\n"
            f"    }} -> {dt}", "linalg.generic(u8-sum)", "sum"))
    R1, C1, Z = tt(S, 1, elem="i32"), tt(1, H, elem="i32"), tt(1, 1, elem="i32")
    rs2 = b.reshape(sums[0], tt(S, elem="i32"), c["s_s1"], R1)
    cs2 = b.reshape(sums[1], tt(H, elem="i32"), c["s_1h"], C1)
    rterm = b.mul(rs2, R1, c["zpi"], Z, R1, c["shift"])
    cterm = b.mul(cs2, C1, c["zpi"], Z, C1, c["shift"])
    a1 = b.binary("sub", acc, A, rterm, R1, A)
    a2 = b.binary("sub", a1, A, cterm, C1, A)
    accc = b.binary("add", a2, A, c["kzz"], Z, A)
    hf = b.raw_op(f"%@ = tosa.cast {accc} : ({A}) -> {tt(S, H)}", "tosa.cast", "cast")
    hs = b.mul(hf, tt(S, H), c["dq"], tt(1, 1), tt(S, H), c["shift"])
    h3 = b.reshape(hs, tt(S, H), c["s_1sh"], tt(1, S, H))
    return h3, accc


def tosa_block(b, x, params, S, D, H, c, variant, trigger):
    """One pre-LN single-head block; returns (output, extra results)."""
    g1, be1, wq, bq, wk, bk, wv, bv, wo, bo, g2, be2, w1, b1, w2, b2 = params[:16]
    T, P, K = tt(1, S, D), tt(1, S, S), tt(1, 1, 1)
    W, BD = tt(1, D, D), tt(1, 1, D)
    extra = []
    n1 = tosa_layer_norm(b, x, g1, be1, S, D, c)
    q = b.binary("add", b.matmul(n1, T, wq, W, T, c["zp"]), T, bq, BD, T)
    k = b.binary("add", b.matmul(n1, T, wk, W, T, c["zp"]), T, bk, BD, T)
    if trigger == "matmul-unsigned":
        # On LN1(x), whose small error bound keeps the quantization decidable.
        b.em.raw("  // trigger (llvm-project #174517): uint8 value projection, linalg.matmul {cast_unsigned}")
        v0, accc = tosa_u8_projection(b, n1, params[16], S, D, D, c)
        extra.append((accc, tt(S, D, elem="i32")))
    else:
        v0 = b.matmul(n1, T, wv, W, T, c["zp"])
    v = b.binary("add", v0, T, bv, BD, T)
    if trigger == "ceil":
        b.em.raw("  // trigger (llvm-project #218111): ceil-mode fake quantization of v, step 0.25")
        vs = b.mul(v, T, c["inv_step"], K, T, c["shift"])
        vc = b.unary("ceil", vs, T)
        v = b.mul(vc, T, c["step"], K, T, c["shift"])
        extra.append((v, T))
    kt = b.transpose(k, T, tt(1, D, S), [0, 2, 1])
    s0 = b.matmul(q, T, kt, tt(1, D, S), P, c["zp"])
    s = b.mul(s0, P, c["scale"], K, P, c["shift"])
    mx = b.reduce("reduce_max", s, P, tt(1, S, 1), 2)
    sh = b.binary("sub", s, P, mx, tt(1, S, 1), P)
    ex = b.unary("exp", sh, P)
    sm = b.reduce("reduce_sum", ex, P, tt(1, S, 1), 2)
    rc = b.unary("reciprocal", sm, tt(1, S, 1))
    p = b.mul(ex, P, rc, tt(1, S, 1), P, c["shift"])
    ctx = b.matmul(p, P, v, T, T, c["zp"])
    o = b.binary("add", b.matmul(ctx, T, wo, W, T, c["zp"]), T, bo, BD, T)
    r1 = b.binary("add", x, T, o, T, T)
    n2 = tosa_layer_norm(b, r1, g2, be2, S, D, c)
    F = tt(1, S, H)
    h0 = b.matmul(n2, T, w1, tt(1, D, H), F, c["zp"])
    h = b.binary("add", h0, F, b1, tt(1, 1, H), F)
    if trigger == "pow":
        b.em.raw("  // trigger (llvm-project #132202): GELU's cube as tosa.pow(f, 3.0)")
    if variant["act"] == "gelu" or trigger == "pow":
        act = tosa_gelu(b, h, S, H, c, trigger == "pow")
    else:
        act = tosa_silu(b, h, S, H, c)
    d = b.binary("add", b.matmul(act, F, w2, tt(1, H, D), T, c["zp"]), T, b2, BD, T)
    return b.binary("add", r1, T, d, T, T), extra


TOSA_TRIGGERS = ("none", "ceil", "pow", "matmul-unsigned")


def generate_tosa(layers, width, seq, hidden, seed, trigger="none", trigger_tower=None,
                  name="tosa_towers"):
    rng = random.Random(seed)
    S, D, H = seq, width, hidden
    if trigger_tower is None:
        trigger_tower = layers // 2
    em = Emitter()
    b = TosaBuilder(em)

    wr = lambda fan_in: f"uniform({-1.0 / math.sqrt(fan_in):.4g},{1.0 / math.sqrt(fan_in):.4g})"
    args = [("x", tt(1, S, D), "uniform(-1,1)")]
    per_tower = []
    for l in range(layers):
        names = []
        spec = [("g1", tt(1, 1, D), "uniform(0.5,1.5)"), ("be1", tt(1, 1, D), "uniform(-0.1,0.1)")]
        for p in "qkvo":
            spec += [(f"w{p}", tt(1, D, D), wr(D)), (f"b{p}", tt(1, 1, D), "uniform(-0.1,0.1)")]
        spec += [("g2", tt(1, 1, D), "uniform(0.5,1.5)"), ("be2", tt(1, 1, D), "uniform(-0.1,0.1)"),
                 ("w1", tt(1, D, H), wr(D)), ("b1", tt(1, 1, H), "uniform(-0.1,0.1)"),
                 ("w2", tt(1, H, D), wr(H)), ("b2", tt(1, 1, D), "uniform(-0.1,0.1)")]
        if trigger == "matmul-unsigned" and l == trigger_tower:
            # wv is replaced by u8 weights (i8 bit patterns, zero point 128).
            spec = [s for s in spec if s[0] != "wv"] + [("wq_u8", tt(D, D, elem="i8"),
                                                          "int(-128,127)")]
        for stem, ty, sp in spec:
            args.append((f"t{l}_{stem}", ty, sp))
        names = {stem: f"%t{l}_{stem}" for stem, _, _ in spec}
        order = ["g1", "be1", "wq", "bq", "wk", "bk", "wv", "bv", "wo", "bo", "g2", "be2",
                 "w1", "b1", "w2", "b2"]
        params = [names.get(o) for o in order]
        if "wq_u8" in names:
            params.append(names["wq_u8"])
        per_tower.append(params)

    c = {}
    c["shift"] = b.const("shift", 0, [1], "i8")
    c["zp"] = b.const("zp", 0.0, [1])
    for key, val in [("invd", 1.0 / D), ("eps", 1e-5), ("scale", 1.0 / math.sqrt(D)),
                     ("half", 0.5), ("one", 1.0), ("kcube", 0.044715),
                     ("sqrt2pi", 0.797884583)]:
        c[key] = b.const(key, val, [1, 1, 1])
    if trigger == "ceil":
        c["inv_step"] = b.const("inv_step", 4.0, [1, 1, 1])
        c["step"] = b.const("step", 0.25, [1, 1, 1])
    if trigger == "pow":
        c["three"] = b.const("three", 3.0, [1, 1, 1])
    if trigger == "matmul-unsigned":
        c["qscale"] = b.const("qscale", 128.0, [1, 1])
        c["zpi"] = b.const("zpi", 128, [1, 1], "i32")
        c["kzz"] = b.const("kzz", D * 128 * 128, [1, 1], "i32")
        c["dq"] = b.const("dq", 2.0 ** -17, [1, 1])
        c["s_sd"] = b.const_shape("s_sd", [S, D])
        c["s_s1"] = b.const_shape("s_s1", [S, 1])
        c["s_1h"] = b.const_shape("s_1h", [1, D])
        c["s_1sh"] = b.const_shape("s_1sh", [1, S, D])
        em.op("%c0i = arith.constant 0 : i32", "arith.constant", False)
        c["c0i"] = "%c0i"

    results = []
    for l in range(layers):
        variant = {"act": "gelu" if rng.random() < 0.6 else "silu"}
        trig = trigger if l == trigger_tower else "none"
        em.raw(f"  // ---- tower {l} (parameters t{l}_*){' <- trigger: ' + trig if trig != 'none' else ''} ----")
        y, extra = tosa_block(b, "%x", per_tower[l], S, D, H, c, variant, trig)
        results.append((y, tt(1, S, D)))
        results += extra
    trigger_line = None
    for i, line in enumerate(em.lines):
        if "<- trigger" in line:
            trigger_line = i

    desc = {
        "none": "no trigger",
        "ceil": f"tower {trigger_tower}'s value projection is fake-quantized in ceil mode "
                "(v = ceil(4 v) / 4, returned as the last result): llvm-project #218111",
        "pow": f"tower {trigger_tower}'s GELU computes f^3 as tosa.pow(f, 3.0): llvm-project #132202",
        "matmul-unsigned": f"tower {trigger_tower}'s value projection runs in uint8 "
                           "(linalg.matmul {cast_unsigned}; its zero-point-corrected i32 "
                           "accumulators are the last result): llvm-project #174517",
    }[trigger]
    header = [
        f"// Generated by scripts/gen_large_workload.py --dialect tosa --layers {layers} "
        f"--width {width} --seq {seq} --hidden {hidden} --seed {seed} --trigger {trigger}"
        + (f" --trigger-tower {trigger_tower}" if trigger != "none" else "") + f" --name {name}",
        "// (do not edit; regenerate). Single-head pre-LayerNorm transformer blocks in TOSA,",
        "// f32, as parallel towers over the same input (an ensemble); result i = tower i:",
        "//   n1 = LN(x); a = softmax(q k^T / sqrt(D)) v Wo + bo; r = x + a;",
        "//   n2 = LN(r); x' = r + act(n2 W1 + b1) W2 + b2  (act: GELU tanh form or SiLU)",
        *textwrap.wrap(f"Trigger: {desc}.", 78, initial_indent="// ",
                       subsequent_indent="//   "),
        f"// seq {S}, width {D}, hidden {H}; {layers} towers.",
        f"// {em.count} top-level ops ({em.compute} without tosa.const / tosa.const_shape /",
        "// tensor.empty / arith.constant).",
        "// Op kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(em.kinds.items())),
        "// Inputs: %x uniform(-1,1); LayerNorm gammas uniform(0.5,1.5), betas and biases",
        "// uniform(-0.1,0.1), weights uniform(+-1/sqrt(fan_in)); u8 weights int(-128,127).",
    ]
    specs = [f"arg{i}={spec}" for i, (_, _, spec) in enumerate(args)]
    for i in range(0, len(specs), 6):
        header.append("// DEFUSE-INPUTS: " + " ".join(specs[i:i + 6]))
    sig = ",\n    ".join(f"%{n}: {ty}" for n, ty, _ in args)
    out = "\n".join(header) + "\n"
    out += "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    if trigger == "matmul-unsigned":
        out += "#rows = affine_map<(d0, d1) -> (d0)>\n#cols = affine_map<(d0, d1) -> (d1)>\n"
    rtypes = ", ".join(ty for _, ty in results)
    out += f"func.func @{name}(\n    {sig}) -> ({rtypes}) {{\n"
    out += "\n".join(em.lines) + "\n"
    out += f"  return {', '.join(v for v, _ in results)} : {rtypes}\n}}\n"
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
    ap.add_argument("--dialect", choices=("linalg", "tosa"), default="linalg",
                    help="linalg named ops + generics (default) or TOSA towers")
    ap.add_argument("--trigger", choices=TOSA_TRIGGERS, default="none",
                    help="(tosa) bury an upstream miscompile's pattern in one tower")
    ap.add_argument("--trigger-tower", type=int, default=None,
                    help="(tosa) the tower that gets the trigger (default: layers // 2)")
    ap.add_argument("--name", default=None,
                    help="entry function name (default stacked_blocks / tosa_towers)")
    a = ap.parse_args()
    if a.layers < 1 or a.width < 1 or a.seq < 1 or a.depth < 1:
        ap.error("--layers, --depth, --width and --seq must be positive")
    if a.layers % a.depth:
        ap.error("--depth must divide --layers")
    hidden = a.hidden or 2 * a.width
    if a.dialect == "tosa":
        if a.depth != 1:
            ap.error("--dialect tosa builds towers of one block: --depth must be 1")
        if a.trigger_tower is not None and not 0 <= a.trigger_tower < a.layers:
            ap.error("--trigger-tower must be in [0, --layers)")
        text, em = generate_tosa(a.layers, a.width, a.seq, hidden, a.seed, a.trigger,
                                 a.trigger_tower, a.name or "tosa_towers")
    else:
        if a.trigger != "none" or a.trigger_tower is not None:
            ap.error("--trigger / --trigger-tower need --dialect tosa")
        text, em = generate(a.layers, a.width, a.seq, hidden, a.seed, a.depth,
                            a.name or "stacked_blocks")
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
