"""Random JAX programs for fuzzing XLA: defuse's external generator protocol.

usage:
  python jax_programs.py --list-families
  python jax_programs.py --family FAMILY --seed N

Prints one workload on stdout: generic StableHLO as jax.jit lowers the
program (what XLA receives from every JAX user), headed by
`// DEFUSE-GENERATED:` (family, seed, recipe) and `// DEFUSE-INPUT:` lines,
and `// DEFUSE-SPECIAL-VALUES` when its inputs hold NaN, Inf and -0 on
purpose. A program is a pure function of its family and seed. Exit 2 for an
unknown family.

Each family is one bias toward what XLA rewrites: element-wise chains with
broadcasts (algsimp, fusion), normalizations and softmax (reductions that
feed broadcasts), contractions with epilogues (dot fusion, YNNPACK),
convolutions with windows, data movement between element-wise ops, integer
and bitwise paths, mixed precision, special values, loops and
conditionals, and indexing (gather, scatter, argmax). Values stay in the
ranges where the reference is finite (exp sees bounded arguments, log and
rsqrt positive ones), except in the special-values family.
"""
import argparse
import random
import sys

FAMILIES = ["elementwise", "normalization", "contraction", "convolution",
            "data-movement", "integer", "mixed-precision", "special-values",
            "control-flow", "indexing"]


class Program:
    """A program under construction: named inputs with specs, the steps."""

    def __init__(self, rng):
        self.rng = rng
        self.inputs = []  # (name, shape, dtype, spec)
        self.recipe = []
        self.special = False

    def input(self, shape, dtype="float32", spec="uniform(-2,2)"):
        name = f"x{len(self.inputs)}"
        self.inputs.append((name, tuple(shape), dtype, spec))
        return name

    def step(self, text):
        self.recipe.append(text)

    def dim(self, *choices):
        return self.rng.choice(choices)


def unary_chain(p, jnp, jax, x, steps):
    # Each keeps a bounded value bounded and finite.
    ops = [("tanh", jnp.tanh), ("sigmoid", jax.nn.sigmoid), ("abs", jnp.abs),
           ("neg", jnp.negative), ("sin", jnp.sin), ("cos", jnp.cos),
           ("floor", jnp.floor), ("ceil", jnp.ceil), ("round", jnp.round),
           ("exp", lambda v: jnp.exp(jnp.clip(v, -10, 10))),
           ("log1p|x|", lambda v: jnp.log1p(jnp.abs(v))),
           ("sqrt|x|+1", lambda v: jnp.sqrt(jnp.abs(v) + 1)),
           ("rsqrt(x^2+1)", lambda v: jax.lax.rsqrt(v * v + 1)),
           ("gelu", jax.nn.gelu), ("silu", jax.nn.silu), ("relu", jax.nn.relu),
           ("erf", jax.scipy.special.erf), ("square", jnp.square),
           ("softplus", jax.nn.softplus), ("x*2", lambda v: v * 2),
           ("x-0.5", lambda v: v - 0.5), ("log(exp(x))", lambda v: jnp.log(jnp.exp(v))),
           ("exp(log|x|)", lambda v: jnp.exp(jnp.log(jnp.abs(v) + 0.5))),
           ("x/(1+|x|)", lambda v: v / (1 + jnp.abs(v)))]
    for _ in range(steps):
        name, fn = p.rng.choice(ops)
        p.step(name)
        x = fn(x)
    return x


def binary(p, jnp, a, b):
    ops = [("add", jnp.add), ("sub", jnp.subtract), ("mul", jnp.multiply),
           ("max", jnp.maximum), ("min", jnp.minimum),
           ("div", lambda u, v: u / (jnp.abs(v) + 1)),
           ("pow", lambda u, v: jnp.power(jnp.abs(u) + 0.5, jnp.clip(v, -2, 2))),
           ("atan2", jnp.arctan2), ("where(a>b)", lambda u, v: jnp.where(u > v, u, v * 0.5)),
           ("hypot", jnp.hypot), ("mod", lambda u, v: jnp.fmod(u, jnp.abs(v) + 1))]
    name, fn = p.rng.choice(ops)
    p.step(name)
    return fn(a, b)


def build(family, seed):
    import jax
    import jax.numpy as jnp

    rng = random.Random(f"{family}:{seed}")
    p = Program(rng)
    m, n, k = p.dim(1, 4, 8, 16), p.dim(1, 3, 8, 32), p.dim(4, 8, 16, 64)

    if family == "elementwise":
        a = p.input((m, n))
        b = p.input(p.dim((m, n), (1, n), (m, 1), ()))
        c = p.input((n,))

        def fn(a, b, c):
            x = unary_chain(p, jnp, jax, a, rng.randint(1, 4))
            x = binary(p, jnp, x, b)
            x = unary_chain(p, jnp, jax, x, rng.randint(0, 3))
            return binary(p, jnp, x, c)
        args = [a, b, c]
    elif family == "normalization":
        a = p.input((m, n, k))
        g = p.input((k,), spec="uniform(0.8,1.2)")
        axis = p.dim(-1, 1, (1, 2))

        def fn(a, g):
            kind = rng.choice(["layernorm", "rmsnorm", "softmax", "log_softmax",
                               "logsumexp", "standardize", "l2norm"])
            p.step(f"{kind} over {axis}")
            if kind == "layernorm":
                mu = jnp.mean(a, axis=axis, keepdims=True)
                var = jnp.var(a, axis=axis, keepdims=True)
                y = (a - mu) * jax.lax.rsqrt(var + 1e-5) * g
            elif kind == "rmsnorm":
                y = a * jax.lax.rsqrt(jnp.mean(a * a, axis=axis, keepdims=True) + 1e-6) * g
            elif kind == "softmax":
                y = jax.nn.softmax(a * 3, axis=axis) * g
            elif kind == "log_softmax":
                y = jax.nn.log_softmax(a, axis=axis)
            elif kind == "logsumexp":
                y = jax.nn.logsumexp(a * 2, axis=axis)
            elif kind == "standardize":
                y = jax.nn.standardize(a, axis=axis) * g
            else:
                y = a / jnp.linalg.norm(a, axis=axis, keepdims=True).clip(1e-3)
            return unary_chain(p, jnp, jax, y, rng.randint(0, 2))
        args = [a, g]
    elif family == "contraction":
        batch = p.dim(None, 2, 3)
        shape_a = (m, k) if batch is None else (batch, m, k)
        shape_b = (k, n) if batch is None else (batch, k, n)
        a = p.input(shape_a)
        w = p.input(shape_b, spec=f"uniform({-1 / k ** 0.5:.4g},{1 / k ** 0.5:.4g})")
        bias = p.input((n,), spec="uniform(-0.1,0.1)")

        def fn(a, w, bias):
            kind = rng.choice(["matmul", "einsum", "dot_general-precision"])
            p.step(kind)
            if kind == "einsum" and batch is not None:
                y = jnp.einsum("bmk,bkn->bmn", a, w)
            elif kind == "dot_general-precision":
                y = jnp.matmul(a, w, precision=jax.lax.Precision.HIGHEST)
            else:
                y = a @ w
            y = y + bias
            act = rng.choice(["relu", "gelu", "tanh", "none", "silu"])
            p.step(act)
            y = {"relu": jax.nn.relu, "gelu": jax.nn.gelu, "tanh": jnp.tanh,
                 "silu": jax.nn.silu, "none": lambda v: v}[act](y)
            if rng.random() < 0.5:
                p.step("residual sum")
                y = y + jnp.sum(y, axis=-1, keepdims=True) * 0.1
            return y
        args = [a, w, bias]
    elif family == "convolution":
        c_in, c_out = p.dim(1, 3, 4, 8), p.dim(2, 4, 8)
        groups = p.dim(1, 1, c_in) if c_out % c_in == 0 else 1
        size = p.dim(5, 8, 12)
        kh = p.dim(1, 2, 3)
        img = p.input((p.dim(1, 2), size, size, c_in))
        ker = p.input((kh, kh, c_in // groups, c_out),
                      spec=f"uniform({-1 / (kh * kh * c_in) ** 0.5:.4g},"
                           f"{1 / (kh * kh * c_in) ** 0.5:.4g})")

        def fn(img, ker):
            stride = rng.choice([1, 2])
            dilation = rng.choice([1, 1, 2])
            padding = rng.choice(["SAME", "VALID", ((1, 0), (0, 1))])
            p.step(f"conv stride {stride} dilation {dilation} padding {padding} "
                   f"groups {groups}")
            y = jax.lax.conv_general_dilated(
                img, ker, (stride, stride), padding, rhs_dilation=(dilation, dilation),
                dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=groups)
            pool = rng.choice(["max", "avg", "none"])
            p.step(f"pool {pool}")
            if pool == "max" and y.shape[1] >= 2 and y.shape[2] >= 2:
                y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                          (1, 2, 2, 1), "VALID")
            elif pool == "avg" and y.shape[1] >= 2 and y.shape[2] >= 2:
                y = jax.lax.reduce_window(y, 0.0, jax.lax.add, (1, 2, 2, 1),
                                          (1, 1, 1, 1), "VALID") / 4
            return unary_chain(p, jnp, jax, y, rng.randint(0, 2))
        args = [img, ker]
    elif family == "data-movement":
        a = p.input((m, n, 4))

        def fn(a):
            x = a
            for _ in range(rng.randint(2, 5)):
                kind = rng.choice(["transpose", "reshape", "slice", "concat", "pad",
                                   "reverse", "broadcast", "roll", "dynamic_slice"])
                p.step(kind)
                if kind == "transpose":
                    x = jnp.transpose(x, rng.sample(range(x.ndim), x.ndim))
                elif kind == "reshape":
                    x = x.reshape(-1) if rng.random() < 0.5 else x.reshape(x.shape[0], -1)
                elif kind == "slice" and x.shape[0] > 1:
                    x = x[1:]
                elif kind == "concat":
                    x = jnp.concatenate([x, jnp.tanh(x)], axis=rng.randrange(x.ndim))
                elif kind == "pad":
                    x = jnp.pad(x, [(1, 0)] + [(0, 0)] * (x.ndim - 1), constant_values=-1.5)
                elif kind == "reverse":
                    x = jnp.flip(x, axis=rng.randrange(x.ndim))
                elif kind == "broadcast":
                    x = jnp.broadcast_to(x[None], (2,) + x.shape)
                elif kind == "roll":
                    x = jnp.roll(x, 1, axis=rng.randrange(x.ndim))
                elif kind == "dynamic_slice" and x.shape[0] > 1:
                    x = jax.lax.dynamic_slice_in_dim(x, 1, x.shape[0] - 1, axis=0)
                x = unary_chain(p, jnp, jax, x, rng.randint(0, 1))
            return x
        args = [a]
    elif family == "integer":
        a = p.input((m, n), "int32", "int(-1000,1000)")
        b = p.input((m, n), "int32", "int(1,31)")

        def fn(a, b):
            ops = [("add", lambda u, v: u + v), ("mul", lambda u, v: u * v),
                   ("and", jnp.bitwise_and), ("or", jnp.bitwise_or),
                   ("xor", jnp.bitwise_xor), ("shl", jnp.left_shift),
                   ("shr", jnp.right_shift), ("max", jnp.maximum),
                   ("floordiv", lambda u, v: u // v), ("mod", lambda u, v: u % v),
                   ("where", lambda u, v: jnp.where(u > v, u - v, v - u)),
                   ("abs", lambda u, v: jnp.abs(u) + v),
                   ("popcount", lambda u, v: jax.lax.population_count(u) + v),
                   ("clz", lambda u, v: jax.lax.clz(u) - v)]
            x = a
            for _ in range(rng.randint(2, 5)):
                name, fn2 = rng.choice(ops)
                p.step(name)
                x = fn2(x, b)
            if rng.random() < 0.5:
                p.step("to float and back")
                x = (x.astype(jnp.float32) * 0.5).astype(jnp.int32)
            return x
        args = [a, b]
    elif family == "mixed-precision":
        low = rng.choice(["bfloat16", "float16"])
        a = p.input((m, k))
        w = p.input((k, n), spec=f"uniform({-1 / k ** 0.5:.4g},{1 / k ** 0.5:.4g})")

        def fn(a, w):
            dt = jnp.bfloat16 if low == "bfloat16" else jnp.float16
            p.step(f"cast {low}")
            x = a.astype(dt)
            kind = rng.choice(["matmul low", "matmul low -> f32", "elementwise low",
                               "round trip"])
            p.step(kind)
            if kind == "matmul low":
                y = x @ w.astype(dt)
            elif kind == "matmul low -> f32":
                y = jnp.matmul(x, w.astype(dt), preferred_element_type=jnp.float32)
            elif kind == "elementwise low":
                y = unary_chain(p, jnp, jax, x, rng.randint(1, 3)) @ w.astype(dt)
            else:
                y = (x.astype(jnp.float32) @ w).astype(dt)
            y = unary_chain(p, jnp, jax, y.astype(jnp.float32), rng.randint(0, 2))
            return y
        args = [a, w]
    elif family == "special-values":
        p.special = True
        a = p.input((m, n), spec="edges")
        b = p.input((m, n), spec="edges")

        def fn(a, b):
            ops = [("max", jnp.maximum), ("min", jnp.minimum), ("add", jnp.add),
                   ("mul", jnp.multiply), ("where isnan", lambda u, v: jnp.where(jnp.isnan(u), v, u)),
                   ("copysign", jnp.copysign), ("nan_to_num", lambda u, v: jnp.nan_to_num(u) + 0 * v),
                   ("sign", lambda u, v: jnp.sign(u) * v), ("clip", lambda u, v: jnp.clip(u, -1, 1)),
                   ("exp", lambda u, v: jnp.exp(u) - v), ("log", lambda u, v: jnp.log(u) + v),
                   ("log(exp)", lambda u, v: jnp.log(jnp.exp(u)) + v),
                   ("sqrt", lambda u, v: jnp.sqrt(u) * v), ("sin", lambda u, v: jnp.sin(u) * v),
                   ("floor", lambda u, v: jnp.floor(u) + v), ("round", lambda u, v: jnp.round(u) - v)]
            x = a
            for _ in range(rng.randint(1, 4)):
                name, f = rng.choice(ops)
                p.step(name)
                x = f(x, b)
            return x
        args = [a, b]
    elif family == "control-flow":
        a = p.input((m, n))
        kind = p.dim("fori_loop", "scan", "cond", "while")

        def fn(a):
            p.step(kind)
            if kind == "fori_loop":
                return jax.lax.fori_loop(0, rng.randint(1, 6),
                                         lambda i, v: jnp.tanh(v * 1.5 + i * 0.1), a)
            if kind == "scan":
                def body(carry, x):
                    carry = jnp.tanh(carry + x)
                    return carry, carry * 2
                carry, ys = jax.lax.scan(body, jnp.zeros(a.shape[1:], a.dtype), a)
                return ys + carry
            if kind == "cond":
                return jax.lax.cond(jnp.sum(a) > 0, lambda v: jnp.sin(v),
                                    lambda v: jnp.cos(v) * 2, a)
            return jax.lax.while_loop(lambda v: jnp.max(jnp.abs(v)) > 0.5,
                                      lambda v: v * 0.5, a)
        args = [a]
    elif family == "indexing":
        rows = p.dim(4, 8, 16)
        table = p.input((rows, n))
        idx = p.input((m,), "int32", f"int(0,{rows - 1})")

        def fn(table, idx):
            kind = rng.choice(["take", "scatter-add", "scatter-set", "segment_sum",
                               "argmax-take", "one_hot"])
            p.step(kind)
            if kind == "take":
                y = jnp.take(table, idx, axis=0)
            elif kind == "scatter-add":
                y = table.at[idx].add(jnp.ones((idx.shape[0], table.shape[1])))
            elif kind == "scatter-set":
                y = table.at[idx].set(jnp.tanh(table[idx]))
            elif kind == "segment_sum":
                y = jax.ops.segment_sum(table[: idx.shape[0] % rows + 1].sum(0) + 0 * table[:1],
                                        jnp.zeros(1, jnp.int32), num_segments=2)
            elif kind == "argmax-take":
                y = jnp.take_along_axis(table, jnp.argmax(table, axis=1)[:, None], axis=1)
            else:
                y = jax.nn.one_hot(idx, rows) @ table
            return unary_chain(p, jnp, jax, y, rng.randint(0, 2))
        args = [table, idx]
    else:
        raise KeyError(family)

    import numpy as np
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir

    specs = [jax.ShapeDtypeStruct(shape, np.dtype(dtype) if dtype != "bfloat16" else jnp.bfloat16)
             for _, shape, dtype, _ in p.inputs]
    # Every input stays an argument, used or not, as its DEFUSE-INPUT says.
    lowered = jax.jit(fn, keep_unused=True).lower(*specs)
    with jmlir.make_ir_context():
        module = ir.Module.parse(lowered.as_text())
        text = module.operation.get_asm(print_generic_op_form=True)
    lines = [f"// DEFUSE-GENERATED: family={family} seed={seed} recipe="
             + "; ".join(p.recipe)]
    if p.special:
        lines.append("// DEFUSE-SPECIAL-VALUES")
    for i, (name, _, _, spec) in enumerate(p.inputs):
        lines.append(f"// DEFUSE-INPUT: arg{i}={spec}")
    return "\n".join(lines) + "\n" + text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--list-families", action="store_true")
    parser.add_argument("--family")
    parser.add_argument("--seed", type=int, default=1)
    o = parser.parse_args()
    if o.list_families:
        print("\n".join(FAMILIES))
        return 0
    if o.family not in FAMILIES:
        print(f"jax_programs: unknown family '{o.family}'", file=sys.stderr)
        return 2
    sys.stdout.write(build(o.family, o.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
