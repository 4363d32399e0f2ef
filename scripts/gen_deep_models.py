#!/usr/bin/env python3
"""Writes the deep models of testdata/workloads/deep/ (regenerate, do not edit).

Three architectures whose depth and width are parameters, as TOSA 1.0 in
MLIR 22's syntax, with every weight an entry argument and a realistic
initialization in DEFUSE-INPUTS lines (weights normal(0, 1/sqrt(fan-in)),
LayerNorm and folded-BatchNorm gammas near 1, small biases and betas):

  bert     post-LN BERT encoder: multi-head attention, erf GELU FFN
  gpt2     pre-LN GPT-2 decoder: causal mask of -inf, tanh GELU; the layers
           named by --bf16-layers run their matmuls in bf16 (f32
           accumulation) and those of --f16-layers in f16
  resnet   ResNet of basic blocks: conv3x3, folded BN, ReLU, residual

Usage: scripts/gen_deep_models.py [--out DIR] [--only NAME]... and the size
options below; the defaults write the bundled files.
"""
import argparse
import math
import os
import shlex
import sys


class Emitter:
    """Accumulates one function's body, naming values %v0, %v1, ..."""

    def __init__(self):
        self.lines = []
        self.count = 0
        self.consts = {}

    def fresh(self, hint="v"):
        self.count += 1
        return f"%{hint}{self.count}"

    def op(self, text, hint="v"):
        name = self.fresh(hint)
        self.lines.append(f"  {name} = {text}")
        return name

    def comment(self, text):
        self.lines.append(f"  // {text}")

    def const(self, value, shape, elem="f32"):
        key = (value, tuple(shape), elem)
        if key not in self.consts:
            t = tensor(shape, elem)
            v = self.op(f'"tosa.const"() <{{values = dense<{value}> : {t}}}> : () -> {t}', "c")
            self.consts[key] = v
        return self.consts[key]

    def shape(self, dims):
        key = ("shape", tuple(dims))
        if key not in self.consts:
            n = len(dims)
            v = self.op(
                f"tosa.const_shape {{values = dense<[{', '.join(map(str, dims))}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>",
                "s")
            self.consts[key] = v
        return self.consts[key]


def tensor(shape, elem="f32"):
    return "tensor<" + "x".join(map(str, shape)) + f"x{elem}>"


class Model:
    """A function under construction: arguments with their input specs."""

    def __init__(self, name):
        self.name = name
        self.args = []  # (name, shape, elem, spec)
        self.e = Emitter()

    def arg(self, name, shape, spec, elem="f32"):
        self.args.append((name, shape, elem, spec))
        return f"%{name}"

    # ---- ops, each returning the result value ----
    def binary(self, opname, a, b, ashape, bshape, elem="f32"):
        out = [max(x, y) for x, y in zip(ashape, bshape)]
        return self.e.op(f"tosa.{opname} {a}, {b} : ({tensor(ashape, elem)}, {tensor(bshape, elem)}) -> {tensor(out, elem)}"), out

    def mul(self, a, b, ashape, bshape, elem="f32"):
        shift = self.e.const(0, [1], "i8")
        out = [max(x, y) for x, y in zip(ashape, bshape)]
        return self.e.op(f"tosa.mul {a}, {b}, {shift} : ({tensor(ashape, elem)}, {tensor(bshape, elem)}, tensor<1xi8>) -> {tensor(out, elem)}"), out

    def unary(self, opname, a, shape, elem="f32"):
        return self.e.op(f"tosa.{opname} {a} : ({tensor(shape, elem)}) -> {tensor(shape, elem)}")

    def matmul(self, a, b, ashape, bshape, elem="f32"):
        zp = self.e.const("0.0", [1], elem)
        out = [ashape[0], ashape[1], bshape[2]]
        return self.e.op(f"tosa.matmul {a}, {b}, {zp}, {zp} : ({tensor(ashape, elem)}, {tensor(bshape, elem)}, {tensor([1], elem)}, {tensor([1], elem)}) -> {tensor(out, 'f32')}"), out

    def reduce(self, opname, a, shape, axis):
        out = list(shape)
        out[axis] = 1
        return self.e.op(f"tosa.{opname} {a} {{axis = {axis} : i32}} : ({tensor(shape)}) -> {tensor(out)}"), out

    def reshape(self, a, shape, out):
        s = self.e.shape(out)
        return self.e.op(f"tosa.reshape {a}, {s} : ({tensor(shape)}, !tosa.shape<{len(out)}>) -> {tensor(out)}")

    def transpose(self, a, shape, perms):
        out = [shape[p] for p in perms]
        return self.e.op(f"tosa.transpose {a} {{perms = array<i32: {', '.join(map(str, perms))}>}} : ({tensor(shape)}) -> {tensor(out)}"), out

    def cast(self, a, shape, to, frm="f32"):
        return self.e.op(f"tosa.cast {a} : ({tensor(shape, frm)}) -> {tensor(shape, to)}")

    def clamp(self, a, shape, lo, hi):
        return self.e.op(f"tosa.clamp {a} {{max_val = {hi} : f32, min_val = {lo} : f32}} : ({tensor(shape)}) -> {tensor(shape)}")

    def conv3x3(self, x, shape, w, b, c):
        zp = self.e.const("0.0", [1])
        out = [shape[0], shape[1], shape[2], c]
        return self.e.op(
            f"tosa.conv2d {x}, {w}, {b}, {zp}, {zp} {{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}} : "
            f"({tensor(shape)}, {tensor([c, 3, 3, shape[3]])}, {tensor([c])}, tensor<1xf32>, tensor<1xf32>) -> {tensor(out)}")

    # ---- blocks ----
    def layer_norm(self, x, shape, gamma, beta, eps=1e-5):
        d = shape[-1]
        inv = self.e.const(f"{1.0 / d:.9e}", [1, 1, 1])
        s, sshape = self.reduce("reduce_sum", x, shape, 2)
        mean, _ = self.mul(s, inv, sshape, [1, 1, 1])
        xc, _ = self.binary("sub", x, mean, shape, sshape)
        sq, _ = self.mul(xc, xc, shape, shape)
        vs, _ = self.reduce("reduce_sum", sq, shape, 2)
        var, _ = self.mul(vs, inv, sshape, [1, 1, 1])
        ve, _ = self.binary("add", var, self.e.const(f"{eps:.9e}", [1, 1, 1]), sshape, [1, 1, 1])
        rs = self.unary("rsqrt", ve, sshape)
        n, _ = self.mul(xc, rs, shape, sshape)
        n, _ = self.mul(n, gamma, shape, [1, 1, d])
        n, _ = self.binary("add", n, beta, shape, [1, 1, d])
        return n

    def linear(self, x, shape, w, b, n_out, elem="f32"):
        if elem != "f32":
            x = self.cast(x, shape, elem)
            w = self.cast(w, [1, shape[2], n_out], elem)
        y, yshape = self.matmul(x, w, shape, [1, shape[2], n_out], elem)
        y, _ = self.binary("add", y, b, yshape, [1, 1, n_out])
        return y, yshape

    def gelu_erf(self, x, shape):
        s, _ = self.mul(x, self.e.const("0.707106769", [1, 1, 1]), shape, [1, 1, 1])
        er = self.unary("erf", s, shape)
        e1, _ = self.binary("add", er, self.e.const("1.0", [1, 1, 1]), shape, [1, 1, 1])
        h, _ = self.mul(x, self.e.const("0.5", [1, 1, 1]), shape, [1, 1, 1])
        g, _ = self.mul(h, e1, shape, shape)
        return g

    def gelu_tanh(self, x, shape, cube="mul"):
        if cube == "pow":  # gelu_new as ONNX exports it: Pow(x, 3)
            three = self.e.const("3.0", [1, 1, 1])
            x3, _ = self.binary("pow", x, three, shape, [1, 1, 1])
        else:
            x2, _ = self.mul(x, x, shape, shape)
            x3, _ = self.mul(x2, x, shape, shape)
        c, _ = self.mul(x3, self.e.const("0.044715", [1, 1, 1]), shape, [1, 1, 1])
        inner, _ = self.binary("add", x, c, shape, shape)
        sc, _ = self.mul(inner, self.e.const("0.797884583", [1, 1, 1]), shape, [1, 1, 1])
        t = self.unary("tanh", sc, shape)
        t1, _ = self.binary("add", t, self.e.const("1.0", [1, 1, 1]), shape, [1, 1, 1])
        h, _ = self.mul(x, self.e.const("0.5", [1, 1, 1]), shape, [1, 1, 1])
        g, _ = self.mul(h, t1, shape, shape)
        return g

    def attention(self, x, shape, wq, bq, wk, bk, wv, bv, wo, bo, heads, mask=None, elem="f32"):
        _, seq, d = shape
        hd = d // heads
        q, _ = self.linear(x, shape, wq, bq, d, elem)
        k, _ = self.linear(x, shape, wk, bk, d, elem)
        v, _ = self.linear(x, shape, wv, bv, d, elem)
        def split(t, perms):
            t4 = self.reshape(t, shape, [1, seq, heads, hd])
            tt, tshape = self.transpose(t4, [1, seq, heads, hd], perms)
            return self.reshape(tt, tshape, [heads, tshape[2], tshape[3]]), [heads, tshape[2], tshape[3]]
        qh, qs = split(q, [0, 2, 1, 3])
        kh, ks = split(k, [0, 2, 3, 1])
        vh, vs = split(v, [0, 2, 1, 3])
        s, sshape = self.matmul(qh, kh, qs, ks)
        s, _ = self.mul(s, self.e.const(f"{1.0 / math.sqrt(hd):.9e}", [1, 1, 1]), sshape, [1, 1, 1])
        if mask is not None:
            s, _ = self.binary("add", s, mask, sshape, [1, seq, seq])
        m, mshape = self.reduce("reduce_max", s, sshape, 2)
        sc, _ = self.binary("sub", s, m, sshape, mshape)
        ex = self.unary("exp", sc, sshape)
        sm, smshape = self.reduce("reduce_sum", ex, sshape, 2)
        rec = self.unary("reciprocal", sm, smshape)
        p, _ = self.mul(ex, rec, sshape, smshape)
        ctx, cshape = self.matmul(p, vh, sshape, vs)
        c4 = self.reshape(ctx, cshape, [1, heads, seq, hd])
        ct, ctshape = self.transpose(c4, [1, heads, seq, hd], [0, 2, 1, 3])
        cm = self.reshape(ct, ctshape, [1, seq, d])
        o, _ = self.linear(cm, [1, seq, d], wo, bo, d, elem)
        return o

    def text(self, header, result, result_shape):
        sig = ",\n    ".join(f"%{n}: {tensor(s, el)}" for n, s, el, _ in self.args)
        specs = [f"arg{i}={spec}" for i, (_, _, _, spec) in enumerate(self.args)]
        spec_lines = []
        for i in range(0, len(specs), 6):
            spec_lines.append("// DEFUSE-INPUTS: " + " ".join(specs[i:i + 6]))
        out = [f"// {line}" if line else "//" for line in header]
        out += spec_lines
        out.append(f"func.func @{self.name}(\n    {sig}) -> {tensor(result_shape)} {{")
        out += self.e.lines
        out.append(f"  return {result} : {tensor(result_shape)}")
        out.append("}")
        return "\n".join(out) + "\n"


def weight_spec(fan_in):
    return f"normal(0,{1.0 / math.sqrt(fan_in):.6g})"


GAMMA = "normal(1,0.05)"
GENERATED = ("Written by scripts/gen_deep_models.py" +
             (" " + shlex.join(sys.argv[1:]) if len(sys.argv) > 1 else "") +
             " (regenerate, do not edit).")
SMALL = "normal(0,0.02)"


def layer_args(m, layer, d, ffn, names):
    """The entry arguments of one transformer layer, in the order of the
    space-separated `names`: attention weights and biases, LayerNorm gammas
    and betas, FFN weights and biases, each with its initialization."""
    specs = {
        "wq": ([1, d, d], weight_spec(d)), "wk": ([1, d, d], weight_spec(d)),
        "wv": ([1, d, d], weight_spec(d)), "wo": ([1, d, d], weight_spec(d)),
        "w1": ([1, d, ffn], weight_spec(d)), "w2": ([1, ffn, d], weight_spec(ffn)),
        "b1": ([1, 1, ffn], SMALL), "g1": ([1, 1, d], GAMMA), "g2": ([1, 1, d], GAMMA),
    }
    return [m.arg(f"l{layer}_{n}", *specs.get(n, ([1, 1, d], SMALL))) for n in names.split()]


def bert(layers, seq, d, heads, ffn):
    m = Model("bert_encoder")
    x = m.arg("x", [1, seq, d], "normal(0,1)")
    shape = [1, seq, d]
    for l in range(layers):
        (wq, bq, wk, bk, wv, bv, wo, bo, g1, be1, w1, b1, w2, b2, g2, be2) = layer_args(
            m, l, d, ffn, "wq bq wk bk wv bv wo bo g1 be1 w1 b1 w2 b2 g2 be2")
        m.e.comment(f"---- layer {l} ----")
        a = m.attention(x, shape, wq, bq, wk, bk, wv, bv, wo, bo, heads)
        r1, _ = m.binary("add", x, a, shape, shape)
        n1 = m.layer_norm(r1, shape, g1, be1)
        f, fshape = m.linear(n1, shape, w1, b1, ffn)
        g = m.gelu_erf(f, fshape)
        f2, _ = m.linear(g, fshape, w2, b2, d)
        r2, _ = m.binary("add", n1, f2, shape, shape)
        x = m.layer_norm(r2, shape, g2, be2)
    header = [
        f"Workload: bert_encoder_{layers} - {layers}-layer post-LayerNorm BERT encoder.",
        f"  seq {seq}, d_model {d}, {heads} heads of {d // heads}, FFN {ffn} (erf GELU).",
        "  layer: r1 = x + MHA(x); n1 = LN(r1); x' = LN(n1 + W2 GELU(W1 n1 + b1) + b2)",
        GENERATED,
        "Inputs: %x normal(0,1); weights normal(0, 1/sqrt(fan-in)); LayerNorm",
        "gammas normal(1,0.05); biases and betas normal(0,0.02). Arguments per",
        "layer L: lL_wq lL_bq lL_wk lL_bk lL_wv lL_bv lL_wo lL_bo lL_g1 lL_be1",
        "lL_w1 lL_b1 lL_w2 lL_b2 lL_g2 lL_be2.",
        "Result: [1,seq,d_model] encoded tokens.",
    ]
    return m.text(header, x, shape)


def gpt2(layers, seq, d, heads, ffn, bf16_layers, f16_layers, cube="mul"):
    m = Model("gpt2_decoder")
    x = m.arg("x", [1, seq, d], "normal(0,1)")
    shape = [1, seq, d]
    rows = []
    for i in range(seq):
        rows.append("[" + ", ".join("0.0" if j <= i else "0xFF800000" for j in range(seq)) + "]")
    mask = m.e.op(f'"tosa.const"() <{{values = dense<[[{", ".join(rows)}]]> : {tensor([1, seq, seq])}}}> : () -> {tensor([1, seq, seq])}', "mask")
    for l in range(layers):
        elem = "bf16" if l in bf16_layers else "f16" if l in f16_layers else "f32"
        (g1, be1, wq, bq, wk, bk, wv, bv, wo, bo, g2, be2, w1, b1, w2, b2) = layer_args(
            m, l, d, ffn, "g1 be1 wq bq wk bk wv bv wo bo g2 be2 w1 b1 w2 b2")
        m.e.comment(f"---- layer {l} ({elem} matmuls) ----")
        n1 = m.layer_norm(x, shape, g1, be1)
        a = m.attention(n1, shape, wq, bq, wk, bk, wv, bv, wo, bo, heads, mask, elem)
        r1, _ = m.binary("add", x, a, shape, shape)
        n2 = m.layer_norm(r1, shape, g2, be2)
        f, fshape = m.linear(n2, shape, w1, b1, ffn, elem)
        g = m.gelu_tanh(f, fshape, cube)
        f2, _ = m.linear(g, fshape, w2, b2, d, elem)
        x, _ = m.binary("add", r1, f2, shape, shape)
    x = m.layer_norm(x, shape, m.arg("gf", [1, 1, d], GAMMA), m.arg("bef", [1, 1, d], SMALL))
    low = [f"bf16 in layers {sorted(bf16_layers)}" if bf16_layers else "",
           f"f16 in layers {sorted(f16_layers)}" if f16_layers else ""]
    header = [
        f"Workload: gpt2_decoder_{layers} - {layers}-layer pre-LayerNorm GPT-2 decoder.",
        f"  seq {seq}, d_model {d}, {heads} heads of {d // heads}, FFN {ffn} (tanh GELU" +
        (", x^3 as tosa.pow(x, 3) as ONNX exports gelu_new" if cube == "pow" else "") + "),",
        "  causal mask: a constant of 0 and -inf added to the scores.",
        "  layer: r1 = x + MHA(LN(x)); x' = r1 + W2 GELU(W1 LN(r1) + b1) + b2; final LN.",
        ("  Matmuls in f32 except " + "; ".join(s for s in low if s) +
         " (inputs and weights cast down, f32 accumulation)." if any(low)
         else "  Every matmul in f32."),
        GENERATED,
        "Inputs: %x normal(0,1); weights normal(0, 1/sqrt(fan-in)); LayerNorm",
        "gammas normal(1,0.05); biases and betas normal(0,0.02). Arguments per",
        "layer L: lL_g1 lL_be1 lL_wq lL_bq lL_wk lL_bk lL_wv lL_bv lL_wo lL_bo",
        "lL_g2 lL_be2 lL_w1 lL_b1 lL_w2 lL_b2; then gf, bef of the final LN.",
        "Result: [1,seq,d_model] hidden states.",
    ]
    return m.text(header, x, shape)


def resnet(blocks, size, channels):
    m = Model("resnet")
    shape = [1, size, size, channels]
    x = m.arg("x", shape, "normal(0,1)")
    fan = 9 * channels
    for b in range(blocks):
        p = lambda n, s, spec: m.arg(f"b{b}_{n}", s, spec)
        w1, c1 = p("w1", [channels, 3, 3, channels], weight_spec(fan)), p("c1", [channels], SMALL)
        s1, t1 = p("s1", [1, 1, 1, channels], GAMMA), p("t1", [1, 1, 1, channels], SMALL)
        w2, c2 = p("w2", [channels, 3, 3, channels], weight_spec(fan)), p("c2", [channels], SMALL)
        s2, t2 = p("s2", [1, 1, 1, channels], GAMMA), p("t2", [1, 1, 1, channels], SMALL)
        m.e.comment(f"---- block {b} ----")
        h = m.conv3x3(x, shape, w1, c1, channels)
        h, _ = m.mul(h, s1, shape, [1, 1, 1, channels])
        h, _ = m.binary("add", h, t1, shape, [1, 1, 1, channels])
        h = m.clamp(h, shape, "0.0", "3.40282347E+38")
        h = m.conv3x3(h, shape, w2, c2, channels)
        h, _ = m.mul(h, s2, shape, [1, 1, 1, channels])
        h, _ = m.binary("add", h, t2, shape, [1, 1, 1, channels])
        r, _ = m.binary("add", x, h, shape, shape)
        x = m.clamp(r, shape, "0.0", "3.40282347E+38")
    header = [
        f"Workload: resnet_{blocks} - ResNet of {blocks} basic residual blocks.",
        f"  {size}x{size} image, {channels} channels throughout, NHWC.",
        "  block: h = ReLU(BN1(conv3x3(x))); x' = ReLU(x + BN2(conv3x3(h))), the",
        "  batch norms folded into a per-channel scale and shift.",
        GENERATED,
        "Inputs: %x normal(0,1); conv weights normal(0, 1/sqrt(9 C)) (OHWI),",
        "biases and shifts normal(0,0.02), scales normal(1,0.05). Arguments per",
        "block B: bB_w1 bB_c1 bB_s1 bB_t1 bB_w2 bB_c2 bB_s2 bB_t2.",
        "Result: [1,size,size,C] features.",
    ]
    return m.text(header, x, shape)


def layer_set(text):
    return {int(v) for v in text.split(",") if v.strip()} if text else set()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "testdata", "workloads", "deep"))
    ap.add_argument("--only", action="append", choices=["bert", "gpt2", "resnet"])
    ap.add_argument("--bert-layers", type=int, default=24)
    ap.add_argument("--gpt2-layers", type=int, default=12)
    ap.add_argument("--resnet-blocks", type=int, default=16)
    ap.add_argument("--seq", type=int, default=16)
    ap.add_argument("--width", type=int, default=64)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--ffn", type=int, default=256)
    ap.add_argument("--bf16-layers", default="4,5", help="GPT-2 layers with bf16 matmuls")
    ap.add_argument("--f16-layers", default="8", help="GPT-2 layers with f16 matmuls")
    ap.add_argument("--gelu-cube", choices=["mul", "pow"], default="mul",
                    help="GPT-2's x^3 in gelu_new: x*x*x or tosa.pow(x, 3)")
    ap.add_argument("--name", help="file name of the one model written (with --only)")
    ap.add_argument("--image", type=int, default=8)
    ap.add_argument("--channels", type=int, default=16)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    todo = a.only or ["bert", "gpt2", "resnet"]
    files = {
        "bert": (f"bert_encoder_{a.bert_layers}.mlir",
                 lambda: bert(a.bert_layers, a.seq, a.width, a.heads, a.ffn)),
        "gpt2": (f"gpt2_decoder_{a.gpt2_layers}.mlir",
                 lambda: gpt2(a.gpt2_layers, a.seq, a.width, a.heads, a.ffn,
                              layer_set(a.bf16_layers), layer_set(a.f16_layers),
                              a.gelu_cube)),
        "resnet": (f"resnet_{a.resnet_blocks}.mlir",
                   lambda: resnet(a.resnet_blocks, a.image, a.channels)),
    }
    for name in todo:
        path, make = files[name]
        if a.name and a.only:
            path = a.name
        with open(os.path.join(a.out, path), "w") as f:
            f.write(make())
        print(os.path.join(a.out, path))


if __name__ == "__main__":
    main()
