#!/usr/bin/env python3
"""What defuse's reference interpreter evaluates of StableHLO and CHLO: every
op of the specification against every element type its constraints allow.

The ops and their types are in scripts/data/stablehlo_ops.json (from
openxla/stablehlo's docs/spec.md and ChloOps.td). For each (op, type) this
script writes a minimal module that runs the op on that type (operands are
entry arguments, indices and shapes are constants), in generic syntax, and
runs `defuse interp FILE --json --lanes 0` on it:

  supported    exit 0;
  refused      any other exit, with defuse's one-line reason;
  crashed      killed by a signal (a bug, whatever the op);
  not written  the script cannot write a module for it (says why).

When jaxlib is importable (run it with a jax environment's Python, e.g.
build/venv-jax-0.12.0.1/bin/python) each module is first parsed and
verified by jaxlib's StableHLO, and what defuse reads is jaxlib's own
generic print of it, as `defuse interp` reads StableHLO in jax's syntax. A
module jaxlib rejects (an op or type its StableHLO predates) goes to defuse
as written, and the table says so.

convert and bitcast_convert run every pair of types: a type counts as
supported when every pair it is in does, and the table names the others.

Usage:
  PY scripts/stablehlo_coverage.py [--defuse build/bin/defuse] [--jobs 2]
      [--only OP[,OP...]] [--types T[,T...]] [--group G[,G...]]
      [--json FILE|-] [--keep DIR] [--no-verify] [--brief]

Prints per op the supported types and the refused ones with their reasons,
per-op counts, the totals per group (the specification on one process,
the ops defined through the process grid, the IO and custom_call gaps,
quantized types, CHLO, ops outside the specification), and exits 0 (it
measures; it does not judge). --json writes every cell.
"""
import argparse
import collections
import concurrent.futures
import json
import math
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "stablehlo_ops.json")

# ---------------------------------------------------------------- types

BITS = {"i1": 1, "i2": 2, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
        "ui2": 2, "ui4": 4, "ui8": 8, "ui16": 16, "ui32": 32, "ui64": 64,
        "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E3M4": 8, "f8E4M3": 8,
        "f8E4M3FN": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E5M2": 8,
        "f8E5M2FNUZ": 8, "f8E8M0FNU": 8, "bf16": 16, "f16": 16, "f32": 32,
        "f64": 64, "complex<f32>": 64, "complex<f64>": 128}
QUANT = "quant"            # per-tensor !quant.uniform<i8:f32, ...>
QUANT_AXIS = "quant/axis"  # per-axis on dimension 0
STORAGE_BITS = dict(BITS, **{QUANT: 8, QUANT_AXIS: 8})


def kind(t):
    if t == "i1":
        return "bool"
    if t.startswith("ui"):
        return "ui"
    if re.fullmatch(r"i\d+", t):
        return "si"
    if t.startswith("complex"):
        return "complex"
    if t in (QUANT, QUANT_AXIS):
        return "quant"
    if t in ("token",):
        return "token"
    return "float"


def part(t):
    """The float type of a complex type's parts."""
    return t[len("complex<"):-1]


def tensor(shape, t):
    if t == QUANT:
        t = "!quant.uniform<i8:f32, 5.000000e-01:3>"
    elif t == QUANT_AXIS:
        scales = ", ".join(["5.000000e-01:3"] * shape[0])
        t = "!quant.uniform<i8:f32:0, {%s}>" % scales
    return "tensor<" + "".join(f"{d}x" for d in shape) + t + ">"


def scalar_value(t, i):
    """A value of type t every type can hold (i picks one of a few)."""
    k = kind(t)
    if k == "bool":
        return ["true", "false"][i % 2]
    if k in ("si", "ui"):
        return str([1, 0, 1, 0][i % 4])
    if k == "complex":
        return "(%s, %s)" % (["1.0", "0.5", "2.0", "4.0"][i % 4], ["0.5", "1.0", "2.0", "0.5"][i % 4])
    if k == "quant":
        return str([1, 0, 2, 3][i % 4])
    return ["1.0", "2.0", "0.5", "4.0"][i % 4]   # in every float type


def dense(shape, t, values=None):
    n = 1
    for d in shape:
        n *= d
    flat = values if values is not None else [scalar_value(t, i) for i in range(n)]
    flat = [str(v) for v in flat]

    def nest(dims, items):
        if not dims:
            return items[0]
        if len(dims) == 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // dims[0]
        return "[" + ", ".join(nest(dims[1:], items[i * step:(i + 1) * step])
                               for i in range(dims[0])) + "]"
    return f"dense<{nest(list(shape), flat)}> : {tensor(shape, t)}"


def compare_type(t):
    return {"bool": "UNSIGNED", "si": "SIGNED", "ui": "UNSIGNED", "float": "FLOAT",
            "complex": "FLOAT", "quant": "SIGNED"}[kind(t)]


# ---------------------------------------------------------------- modules


class CannotWrite(Exception):
    pass


class Module:
    """A generic-syntax module whose @main takes arguments and returns the
    values given to build()."""

    def __init__(self):
        self.args, self.lines, self.funcs, self.n = [], [], [], 0

    def arg(self, ty):
        self.args.append(ty)
        return f"%arg{len(self.args) - 1}"

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const(self, shape, t, values=None, dialect="stablehlo"):
        v = self.fresh()
        ty = tensor(shape, t)
        # A quantized constant holds its storage values (i8 here).
        value = dense(shape, "i8", values) if kind(t) == "quant" else dense(shape, t, values)
        self.lines.append(f'{v} = "{dialect}.constant"() <{{value = {value}}}> : () -> {ty}')
        return v

    def op(self, name, operands, operand_types, result_types, props="", regions="", attrs=""):
        if "." not in name:
            name = "stablehlo." + name
        head = ""
        if len(result_types) == 1:
            head = self.fresh() + " = "
            results = [head[:-3]]
        elif result_types:
            v = self.fresh()
            head = f"{v}:{len(result_types)} = "
            results = [f"{v}#{i}" for i in range(len(result_types))]
        else:
            results = []
        res = (result_types[0] if len(result_types) == 1 else
               "(" + ", ".join(result_types) + ")")
        text = f'{head}"{name}"({", ".join(operands)})'
        if props:
            text += f" <{{{props}}}>"
        if regions:
            text += f" ({regions})"
        if attrs:
            text += f" {{{attrs}}}"
        text += f' : ({", ".join(operand_types)}) -> {res}'
        self.lines.append(text)
        return results

    def text(self, results, result_types):
        args = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(self.args))
        ins = ", ".join(self.args)
        outs = ", ".join(result_types)
        body = "\n".join("    " + line for line in self.lines)
        funcs = "".join(self.funcs)
        return (f'"builtin.module"() ({{\n{funcs}'
                f'  "func.func"() <{{function_type = ({ins}) -> ({outs}), sym_name = "main"}}> ({{\n'
                f'  ^bb0({args}):\n{body}\n'
                f'    "func.return"({", ".join(results)}) : ({outs}) -> ()\n'
                f'  }}) : () -> ()\n}}) : () -> ()\n')


def region(arg_types, lines, results, result_types, names=("%a", "%b", "%c", "%d")):
    """One region: a block with arguments, `lines`, and a stablehlo.return."""
    head = ", ".join(f"{names[i]}: {t}" for i, t in enumerate(arg_types))
    body = "".join(f"\n      {line}" for line in lines)
    block = f"\n    ^bb0({head}):" if arg_types else ""
    return (f"{{{block}{body}\n      \"stablehlo.return\"({', '.join(results)}) : "
            f"({', '.join(result_types)}) -> ()\n    }}")


def binary_region(op, t, dialect="stablehlo"):
    s = tensor([], t)
    return region([s, s], [f'%r = "{dialect}.{op}"(%a, %b) : ({s}, {s}) -> {s}'], ["%r"], [s])


# ---------------------------------------------------------------- generators
# Each takes (module, type, variant) and returns (results, result types).

N = 4  # elements of a 1-d operand


def unary(op, result=None, dialect="stablehlo"):
    def gen(m, t, v):
        ty = tensor([N], t)
        rt = tensor([N], result(t) if result else t)
        x = m.arg(ty)
        return m.op(f"{dialect}.{op}", [x], [ty], [rt]), [rt]
    return gen


def binary(op, result=None, dialect="stablehlo", props=""):
    def gen(m, t, v):
        ty = tensor([N], t)
        rt = tensor([N], result(t) if result else t)
        a, b = m.arg(ty), m.arg(ty)
        return m.op(f"{dialect}.{op}", [a, b], [ty, ty], [rt], props=props), [rt]
    return gen


def broadcasting(op, result=None, props=""):
    """A chlo.broadcast_* op: [2, N] with [N], numpy-style."""
    def gen(m, t, v):
        big, small = tensor([2, N], t), tensor([N], t)
        rt = tensor([2, N], result(t) if result else t)
        a, b = m.arg(big), m.arg(small)
        return m.op(f"chlo.{op}", [a, b], [big, small], [rt], props=props), [rt]
    return gen


def float_part(t):
    return part(t) if kind(t) == "complex" else t


def gen_compare(m, t, v):
    ty = tensor([N], t)
    rt = tensor([N], "i1")
    a, b = m.arg(ty), m.arg(ty)
    ctype = "TOTALORDER" if v == "TOTALORDER" else compare_type(t)
    outs = []
    for d in ["EQ", "NE", "GE", "GT", "LE", "LT"]:
        outs += m.op("compare", [a, b], [ty, ty], [rt],
                     props=f"compare_type = #stablehlo<comparison_type {ctype}>, "
                           f"comparison_direction = #stablehlo<comparison_direction {d}>")
    return outs, [rt] * 6


def gen_select(m, t, v):
    ty, p = tensor([N], t), tensor([N], "i1")
    c, a, b = m.arg(p), m.arg(ty), m.arg(ty)
    return m.op("select", [c, a, b], [p, ty, ty], [ty]), [ty]


def gen_clamp(m, t, v):
    ty = tensor([N], t)
    lo, x, hi = m.arg(ty), m.arg(ty), m.arg(ty)
    return m.op("clamp", [lo, x, hi], [ty, ty, ty], [ty]), [ty]


def gen_convert(src, dst):
    def gen(m, t, v):
        a, r = tensor([N], src), tensor([N], dst)
        x = m.arg(a)
        return m.op("convert", [x], [a], [r]), [r]
    return gen


def gen_bitcast(src, dst):
    def gen(m, t, v):
        bs, bd = STORAGE_BITS[src], STORAGE_BITS[dst]
        if bs == bd:
            a, r = tensor([N], src), tensor([N], dst)
        elif bs > bd:
            a, r = tensor([N], src), tensor([N, bs // bd], dst)
        else:
            a, r = tensor([N, bd // bs], src), tensor([N], dst)
        x = m.arg(a)
        return m.op("bitcast_convert", [x], [a], [r]), [r]
    return gen


def bitcast_partners(t, variant):
    out = []
    for u in BITS:  # to element types only
        if (kind(t) == "complex") != (kind(u) == "complex"):
            continue
        if t == "i1" or u == "i1":
            if t == u == "i1" and variant == "same width":
                out.append(u)
            continue
        a, b = STORAGE_BITS[t], BITS[u]
        if variant == "same width" and a == b:
            out.append(u)
        elif variant == "to narrower" and b < a and a % b == 0:
            out.append(u)
        elif variant == "to wider" and b > a and b % a == 0:
            out.append(u)
    return out


def gen_broadcast_in_dim(m, t, v):
    a, r = tensor([N], t), tensor([2, N], t)
    x = m.arg(a)
    return m.op("broadcast_in_dim", [x], [a], [r], props="broadcast_dimensions = array<i64: 1>"), [r]


def gen_reshape(m, t, v):
    a, r = tensor([2, 3], t), tensor([3, 2], t)
    return m.op("reshape", [m.arg(a)], [a], [r]), [r]


def gen_transpose(m, t, v):
    a, r = tensor([2, 3], t), tensor([3, 2], t)
    return m.op("transpose", [m.arg(a)], [a], [r], props="permutation = array<i64: 1, 0>"), [r]


def gen_slice(m, t, v):
    a, r = tensor([N], t), tensor([2], t)
    return m.op("slice", [m.arg(a)], [a], [r],
                props="limit_indices = array<i64: 4>, start_indices = array<i64: 1>, "
                      "strides = array<i64: 2>"), [r]


def gen_reverse(m, t, v):
    a = tensor([N], t)
    return m.op("reverse", [m.arg(a)], [a], [a], props="dimensions = array<i64: 0>"), [a]


def gen_concatenate(m, t, v):
    a, r = tensor([2], t), tensor([N], t)
    return m.op("concatenate", [m.arg(a), m.arg(a)], [a, a], [r], props="dimension = 0 : i64"), [r]


def gen_pad(m, t, v):
    a, s, r = tensor([3], t), tensor([], t), tensor([7], t)
    return m.op("pad", [m.arg(a), m.arg(s)], [a, s], [r],
                props="edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, "
                      "interior_padding = array<i64: 1>"), [r]


def gen_iota(m, t, v):
    r = tensor([N], t)
    return m.op("iota", [], [], [r], props="iota_dimension = 0 : i64"), [r]


def gen_constant(dialect="stablehlo"):
    def gen(m, t, v):
        return [m.const([N], t, dialect=dialect)], [tensor([N], t)]
    return gen


def gen_dynamic_slice(m, t, v):
    a, r, i = tensor([N], t), tensor([2], t), tensor([], "i64")
    x = m.arg(a)
    s = m.const([], "i64", ["1"])
    return m.op("dynamic_slice", [x, s], [a, i], [r], props="slice_sizes = array<i64: 2>"), [r]


def gen_dynamic_update_slice(m, t, v):
    a, u, i = tensor([N], t), tensor([2], t), tensor([], "i64")
    x, y = m.arg(a), m.arg(u)
    s = m.const([], "i64", ["1"])
    return m.op("dynamic_update_slice", [x, y, s], [a, u, i], [a]), [a]


GATHER_DIMS = ("#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], "
               "start_index_map = [0], index_vector_dim = 1>")


def gen_gather(m, t, v):
    a, r, it = tensor([3, 2], t), tensor([2, 2], t), tensor([2, 1], "i64")
    x = m.arg(a)
    idx = m.const([2, 1], "i64", ["2", "0"])
    return m.op("gather", [x, idx], [a, it], [r],
                props=f"dimension_numbers = {GATHER_DIMS}, indices_are_sorted = false, "
                      "slice_sizes = array<i64: 1, 2>"), [r]


def gen_dynamic_gather(m, t, v):
    a, r, it, st = tensor([3, 2], t), tensor([2, 2], t), tensor([2, 1], "i64"), tensor([2], "i64")
    x = m.arg(a)
    idx = m.const([2, 1], "i64", ["2", "0"])
    sizes = m.const([2], "i64", ["1", "2"])
    return m.op("dynamic_gather", [x, idx, sizes], [a, it, st], [r],
                props=f"dimension_numbers = {GATHER_DIMS}, indices_are_sorted = false"), [r]


def gen_scatter(m, t, v):
    a, u, it = tensor([3, 2], t), tensor([2, 2], t), tensor([2, 1], "i64")
    x, y = m.arg(a), m.arg(u)
    idx = m.const([2, 1], "i64", ["2", "0"])
    s = tensor([], t)
    # The update replaces: scatter itself, no other op on the type.
    body = region([s, s], [], ["%b"], [s])
    return m.op("scatter", [x, idx, y], [a, it, u], [a],
                props="indices_are_sorted = false, scatter_dimension_numbers = "
                      "#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
                      "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
                      "unique_indices = false", regions=body), [a]


def gen_dot_general(m, t, v):
    a, b, r = tensor([2, 3], t), tensor([3, 2], t), tensor([2, 2], t)
    return m.op("dot_general", [m.arg(a), m.arg(b)], [a, b], [r],
                props="dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                      "rhs_contracting_dimensions = [0]>"), [r]


CONV = ("batch_group_count = 1 : i64, dimension_numbers = "
        "#stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, "
        "lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_strides = array<i64: 1>")


def gen_convolution(m, t, v):
    a, k, r = tensor([1, N, 1], t), tensor([2, 1, 1], t), tensor([1, N - 1, 1], t)
    return m.op("convolution", [m.arg(a), m.arg(k)], [a, k], [r],
                props=CONV + ", padding = dense<0> : tensor<1x2xi64>"), [r]


def gen_dynamic_conv(m, t, v):
    a, k, r, pt = tensor([1, N, 1], t), tensor([2, 1, 1], t), tensor([1, N - 1, 1], t), tensor([1, 2], "i64")
    x, y = m.arg(a), m.arg(k)
    pad = m.const([1, 2], "i64", ["0", "0"])
    return m.op("dynamic_conv", [x, y, pad], [a, k, pt], [r], props=CONV), [r]


def gen_reduce(m, t, v):
    a, s, r = tensor([2, 3], t), tensor([], t), tensor([2], t)
    return m.op("reduce", [m.arg(a), m.arg(s)], [a, s], [r], props="dimensions = array<i64: 1>",
                regions=binary_region("add", t)), [r]


def gen_reduce_window(m, t, v):
    a, s, r = tensor([N], t), tensor([], t), tensor([N - 1], t)
    return m.op("reduce_window", [m.arg(a), m.arg(s)], [a, s], [r],
                props="window_dimensions = array<i64: 2>, window_strides = array<i64: 1>",
                regions=binary_region("add", t)), [r]


def gen_select_and_scatter(m, t, v):
    a, src, s = tensor([N], t), tensor([2], t), tensor([], t)
    x, y, z = m.arg(a), m.arg(src), m.arg(s)
    b = tensor([], "i1")
    select = region([s, s], [f'%r = "stablehlo.compare"(%a, %b) <{{compare_type = '
                             f'#stablehlo<comparison_type {compare_type(t)}>, comparison_direction = '
                             f'#stablehlo<comparison_direction GE>}}> : ({s}, {s}) -> {b}'],
                    ["%r"], [b])
    scatter = binary_region("add", t)
    return m.op("select_and_scatter", [x, y, z], [a, src, s], [a],
                props="window_dimensions = array<i64: 2>, window_strides = array<i64: 2>",
                regions=select + ", " + scatter), [a]


def gen_sort(m, t, v):
    a, s, b = tensor([N], t), tensor([], t), tensor([], "i1")
    cmp = region([s, s], [f'%r = "stablehlo.compare"(%a, %b) <{{compare_type = '
                          f'#stablehlo<comparison_type {compare_type(t)}>, comparison_direction = '
                          f'#stablehlo<comparison_direction LT>}}> : ({s}, {s}) -> {b}'],
                 ["%r"], [b])
    return m.op("sort", [m.arg(a)], [a], [a], props="dimension = 0 : i64, is_stable = true",
                regions=cmp), [a]


def gen_map(m, t, v):
    a = tensor([N], t)
    return m.op("map", [m.arg(a), m.arg(a)], [a, a], [a], props="dimensions = array<i64: 0>",
                regions=binary_region("add", t)), [a]


def gen_while(m, t, v):
    a, i, b = tensor([N], t), tensor([], "i64"), tensor([], "i1")
    x = m.arg(a)
    zero = m.const([], "i64", ["0"])
    cond = region([i, a], ['%two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>',
                           f'%p = "stablehlo.compare"(%a, %two) <{{comparison_direction = '
                           f'#stablehlo<comparison_direction LT>}}> : ({i}, {i}) -> {b}'],
                  ["%p"], [b])
    body = region([i, a], ['%one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>',
                           f'%n = "stablehlo.add"(%a, %one) : ({i}, {i}) -> {i}'],
                  ["%n", "%b"], [i, a])
    r = m.op("while", [zero, x], [i, a], [i, a], regions=cond + ", " + body)
    return [r[1]], [a]


def gen_if(m, t, v):
    a, p = tensor([N], t), tensor([], "i1")
    x, y = m.arg(a), m.arg(a)
    pred = m.const([], "i1", ["true"])
    return m.op("if", [pred], [p], [a], regions=region([], [], [x], [a]) + ", " +
                region([], [], [y], [a])), [a]


def gen_case(m, t, v):
    a, i = tensor([N], t), tensor([], "i32")
    x, y = m.arg(a), m.arg(a)
    index = m.const([], "i32", ["1"])
    return m.op("case", [index], [i], [a], regions=region([], [], [x], [a]) + ", " +
                region([], [], [y], [a])), [a]


def gen_optimization_barrier(m, t, v):
    a = tensor([N], t)
    return m.op("optimization_barrier", [m.arg(a)], [a], [a]), [a]


def gen_tuple(m, t, v):
    a = tensor([N], t)
    tt = f"tuple<{a}>"
    tup = m.op("tuple", [m.arg(a)], [a], [tt])
    return m.op("get_tuple_element", tup, [tt], [a], props="index = 0 : i32"), [a]


def gen_composite(m, t, v):
    a = tensor([N], t)
    m.funcs.append(
        f'  "func.func"() <{{function_type = ({a}, {a}) -> {a}, sym_name = "decomposition", '
        f'sym_visibility = "private"}}> ({{\n  ^bb0(%x: {a}, %y: {a}):\n'
        f'    "func.return"(%y) : ({a}) -> ()\n  }}) : () -> ()\n')
    return m.op("composite", [m.arg(a), m.arg(a)], [a, a], [a],
                props='composite_attributes = {n = 2 : i64}, decomposition = @decomposition, '
                      'name = "defuse.second", version = 1 : i32'), [a]


def gen_custom_call(m, t, v):
    a = tensor([N], t)
    return m.op("custom_call", [m.arg(a)], [a], [a],
                props='api_version = 4 : i32, call_target_name = "defuse_coverage_target"'), [a]


def gen_get_dimension_size(m, t, v):
    a, r = tensor([2, 3], t), tensor([], "i32")
    return m.op("get_dimension_size", [m.arg(a)], [a], [r], props="dimension = 1 : i64"), [r]


def gen_dynamic_broadcast_in_dim(m, t, v):
    a, r, st = tensor([N], t), tensor([2, N], t), tensor([2], "i64")
    x = m.arg(a)
    shape = m.const([2], "i64", ["2", str(N)])
    return m.op("dynamic_broadcast_in_dim", [x, shape], [a, st], [r],
                props="broadcast_dimensions = array<i64: 1>"), [r]


def gen_dynamic_iota(m, t, v):
    r, st = tensor([N], t), tensor([1], "i64")
    shape = m.const([1], "i64", [str(N)])
    return m.op("dynamic_iota", [shape], [st], [r], props="iota_dimension = 0 : i64"), [r]


def gen_dynamic_pad(m, t, v):
    a, s, r, pt = tensor([3], t), tensor([], t), tensor([7], t), tensor([1], "i64")
    x, y = m.arg(a), m.arg(s)
    one = [m.const([1], "i64", ["1"]) for _ in range(3)]
    return m.op("dynamic_pad", [x, y] + one, [a, s, pt, pt, pt], [r]), [r]


def gen_dynamic_reshape(m, t, v):
    a, r, st = tensor([2, 3], t), tensor([3, 2], t), tensor([2], "i64")
    x = m.arg(a)
    shape = m.const([2], "i64", ["3", "2"])
    return m.op("dynamic_reshape", [x, shape], [a, st], [r]), [r]


def gen_fft(m, t, v):
    if v == "RFFT":
        a, r = tensor([N], t), tensor([N // 2 + 1], f"complex<{t}>")
    elif v == "IRFFT":
        a, r = tensor([N // 2 + 1], t), tensor([N], part(t))
    else:
        a = r = tensor([N], t)
    return m.op("fft", [m.arg(a)], [a], [r],
                props=f"fft_length = array<i64: {N}>, fft_type = #stablehlo<fft_type {v}>"), [r]


def gen_cholesky(m, t, v):
    a = tensor([3, 3], t)
    return m.op("cholesky", [m.arg(a)], [a], [a], props="lower = true"), [a]


def gen_triangular_solve(m, t, v):
    a, b = tensor([3, 3], t), tensor([3, 1], t)
    return m.op("triangular_solve", [m.arg(a), m.arg(b)], [a, b], [b],
                props="left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, "
                      "unit_diagonal = false"), [b]


BN = "epsilon = 1.000000e-03 : f32, feature_index = 1 : i64"


def gen_batch_norm_inference(m, t, v):
    a, f = tensor([2, 2], t), tensor([2], t)
    args = [m.arg(a)] + [m.arg(f) for _ in range(4)]
    return m.op("batch_norm_inference", args, [a, f, f, f, f], [a], props=BN), [a]


def gen_batch_norm_training(m, t, v):
    a, f = tensor([2, 2], t), tensor([2], t)
    args = [m.arg(a), m.arg(f), m.arg(f)]
    return m.op("batch_norm_training", args, [a, f, f], [a, f, f], props=BN), [a, f, f]


def gen_batch_norm_grad(m, t, v):
    a, f = tensor([2, 2], t), tensor([2], t)
    args = [m.arg(a), m.arg(f), m.arg(f), m.arg(f), m.arg(a)]
    return m.op("batch_norm_grad", args, [a, f, f, f, a], [a, f, f], props=BN), [a, f, f]


def gen_reduce_precision(m, t, v):
    a = tensor([N], t)
    return m.op("reduce_precision", [m.arg(a)], [a], [a],
                props="exponent_bits = 5 : i32, mantissa_bits = 10 : i32"), [a]


def gen_rng(m, t, v):
    s, r, st = tensor([], t), tensor([N], t), tensor([1], "i64")
    lo, hi = m.arg(s), m.arg(s)
    shape = m.const([1], "i64", [str(N)])
    return m.op("rng", [lo, hi, shape], [s, s, st], [r],
                props=f"rng_distribution = #stablehlo<rng_distribution {v}>"), [r]


def gen_rng_bit_generator(m, t, v):
    s, r = tensor([2], "ui64"), tensor([N], t)
    state = m.arg(s)
    return m.op("rng_bit_generator", [state], [s], [s, r],
                props=f"rng_algorithm = #stablehlo<rng_algorithm {v}>"), [s, r]


GROUPS1 = "replica_groups = dense<0> : tensor<1x1xi64>"
CHANNEL = "channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>"


def gen_all_gather(m, t, v):
    a = tensor([N], t)
    return m.op("all_gather", [m.arg(a)], [a], [a],
                props=f"all_gather_dim = 0 : i64, {GROUPS1}"), [a]


def gen_all_reduce(m, t, v):
    a = tensor([N], t)
    return m.op("all_reduce", [m.arg(a)], [a], [a], props=GROUPS1,
                regions=binary_region("add", t)), [a]


def gen_reduce_scatter(m, t, v):
    a = tensor([N], t)
    return m.op("reduce_scatter", [m.arg(a)], [a], [a],
                props=f"{GROUPS1}, scatter_dimension = 0 : i64",
                regions=binary_region("add", t)), [a]


def gen_all_to_all(m, t, v):
    a = tensor([N], t)
    return m.op("all_to_all", [m.arg(a)], [a], [a],
                props=f"concat_dimension = 0 : i64, {GROUPS1}, split_count = 1 : i64, "
                      "split_dimension = 0 : i64"), [a]


def gen_collective_broadcast(m, t, v):
    a = tensor([N], t)
    return m.op("collective_broadcast", [m.arg(a)], [a], [a], props=f"{CHANNEL}, {GROUPS1}"), [a]


def gen_collective_reduce(m, t, v):
    a = tensor([N], t)
    return m.op("collective_reduce", [m.arg(a)], [a], [a], props=f"{CHANNEL}, {GROUPS1}",
                regions=binary_region("add", t)), [a]


def gen_collective_permute(m, t, v):
    a = tensor([N], t)
    return m.op("collective_permute", [m.arg(a)], [a], [a],
                props=f"{CHANNEL}, source_target_pairs = dense<0> : tensor<1x2xi64>"), [a]


def gen_async(m, t, v):
    a = tensor([N], t)
    fut = f"!stablehlo.future<{a}>"
    x = m.arg(a)
    body = ("{\n      %g = \"stablehlo.all_gather\"(%x) <{all_gather_dim = 0 : i64, " + GROUPS1 +
            f"}}> : ({a}) -> {a}\n      \"stablehlo.return\"(%g) : ({a}) -> ()\n    }}")
    # The body uses the async_start's operand through its own block argument.
    body = body.replace("{\n", f"{{\n    ^bb0(%x: {a}):\n", 1)
    f = m.op("async_start", [x], [a], [fut], regions=body)
    return m.op("async_done", f, [fut], [a]), [a]


def gen_id(name):
    def gen(m, t, v):
        r = tensor([], "ui32")
        return m.op(name, [], [], [r]), [r]
    return gen


TOKEN = "!stablehlo.token"


def gen_after_all(m, t, v):
    a = tensor([N], "f32")
    x = m.arg(a)
    t1 = m.op("after_all", [], [], [TOKEN])
    t2 = m.op("after_all", t1 + t1, [TOKEN, TOKEN], [TOKEN])
    r = m.op("optimization_barrier", [x] + t2, [a, TOKEN], [a, TOKEN])
    return [r[0]], [a]


def gen_infeed(m, t, v):
    a = tensor([N], t)
    tok = m.op("after_all", [], [], [TOKEN])
    r = m.op("infeed", tok, [TOKEN], [a, TOKEN], props='infeed_config = ""')
    return [r[0]], [a]


def gen_outfeed(m, t, v):
    a = tensor([N], t)
    x = m.arg(a)
    tok = m.op("after_all", [], [], [TOKEN])
    m.op("outfeed", [x] + tok, [a, TOKEN], [TOKEN], props='outfeed_config = ""')
    return [x], [a]


def gen_send(m, t, v):
    a = tensor([N], t)
    x = m.arg(a)
    tok = m.op("after_all", [], [], [TOKEN])
    m.op("send", [x] + tok, [a, TOKEN], [TOKEN],
         props="channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true")
    return [x], [a]


def gen_recv(m, t, v):
    a = tensor([N], t)
    tok = m.op("after_all", [], [], [TOKEN])
    r = m.op("recv", tok, [TOKEN], [a, TOKEN],
             props="channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true")
    return [r[0]], [a]


def gen_uniform_quantize(m, t, v):
    a, r = tensor([N], "f32"), tensor([N], t)
    return m.op("uniform_quantize", [m.arg(a)], [a], [r]), [r]


def gen_uniform_dequantize(m, t, v):
    a, r = tensor([N], t), tensor([N], "f32")
    return m.op("uniform_dequantize", [m.arg(a)], [a], [r]), [r]


# CHLO


def gen_top_k(m, t, v):
    a, r, i = tensor([2, N], t), tensor([2, 2], t), tensor([2, 2], "i32")
    return m.op("chlo.top_k", [m.arg(a)], [a], [r, i], props="k = 2 : i64"), [r, i]


def gen_ragged_dot(m, t, v):
    a, b, g, r = tensor([N, 3], t), tensor([2, 3, 2], t), tensor([2], "i64"), tensor([N, 2], t)
    x, y = m.arg(a), m.arg(b)
    sizes = m.const([2], "i64", ["1", "3"])
    return m.op("chlo.ragged_dot", [x, y, sizes], [a, b, g], [r],
                props="precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], "
                      "ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], "
                      "rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], "
                      "rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], "
                      "rhs_group_dimensions = [0]>"), [r]


def gen_scan(m, t, v):
    a, s = tensor([N], t), tensor([], t)
    body = region([s, s], [f'%r = "stablehlo.add"(%a, %b) : ({s}, {s}) -> {s}'], ["%r", "%r"], [s, s])
    r = m.op("chlo.scan", [m.arg(a), m.arg(s)], [a, s], [a, s],
             props="dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, "
                   "resultSegmentSizes = array<i32: 1, 1>", regions=body)
    return r, [a, s]


def gen_constant_like(m, t, v):
    a = tensor([N], t)
    value = {"bool": "true", "si": "1 : " + t, "ui": "1 : " + t, "float": "1.0 : " + t}.get(kind(t))
    if value is None:  # complex
        value = f"#complex.number<:{part(t)} 1.0, 0.5> : {t}"
    return m.op("chlo.constant_like", [m.arg(a)], [a], [a], props=f"value = {value}"), [a]


def gen_broadcast_compare(m, t, v):
    big, small, r = tensor([2, N], t), tensor([N], t), tensor([2, N], "i1")
    a, b = m.arg(big), m.arg(small)
    ct = compare_type(t)
    return m.op("chlo.broadcast_compare", [a, b], [big, small], [r],
                props=f"compare_type = #chlo<comparison_type {ct}>, "
                      f"comparison_direction = #chlo<comparison_direction LT>"), [r]


def gen_broadcast_select(m, t, v):
    p, big, small = tensor([2, N], "i1"), tensor([2, N], t), tensor([2, N], t)
    c, a, b = m.arg(p), m.arg(big), m.arg(small)
    return m.op("chlo.broadcast_select", [c, a, b], [p, big, small], [big]), [big]


# legacy


def gen_broadcast(m, t, v):
    a, r = tensor([N], t), tensor([2, N], t)
    return m.op("broadcast", [m.arg(a)], [a], [r], props="broadcast_sizes = array<i64: 2>"), [r]


def gen_dot(m, t, v):
    a, b, r = tensor([2, 3], t), tensor([3, 2], t), tensor([2, 2], t)
    return m.op("dot", [m.arg(a), m.arg(b)], [a, b], [r]), [r]


def gen_einsum(m, t, v):
    a, b, r = tensor([2, 3], t), tensor([3, 2], t), tensor([2, 2], t)
    return m.op("einsum", [m.arg(a), m.arg(b)], [a, b], [r], props='einsum_config = "ab,bc->ac"'), [r]


def gen_unary_einsum(m, t, v):
    a, r = tensor([2, 3], t), tensor([3, 2], t)
    return m.op("unary_einsum", [m.arg(a)], [a], [r], props='einsum_config = "ab->ba"'), [r]


def gen_torch_index_select(m, t, v):
    a, it, r = tensor([3, 2], t), tensor([2], "i64"), tensor([2, 2], t)
    x = m.arg(a)
    idx = m.const([2], "i64", ["2", "0"])
    return m.op("torch_index_select", [x, idx], [a, it], [r],
                props="batch_dims = 0 : i64, dim = 0 : i64"), [r]


def gen_real_dynamic_slice(m, t, v):
    a, r, it = tensor([N], t), tensor([2], t), tensor([1], "i64")
    x = m.arg(a)
    start, limit, stride = (m.const([1], "i64", [s]) for s in ("1", "3", "1"))
    return m.op("real_dynamic_slice", [x, start, limit, stride], [a, it, it, it], [r]), [r]


def gen_set_dimension_size(m, t, v):
    a, s = tensor([N], t), tensor([], "i32")
    x = m.arg(a)
    size = m.const([], "i32", [str(N)])
    r = "tensor<?x" + t + ", #stablehlo.bounds<" + str(N) + ">>"
    return m.op("set_dimension_size", [x, size], [a, s], [r], props="dimension = 0 : i64"), [r]


def gen_create_token(m, t, v):
    a = tensor([N], "f32")
    x = m.arg(a)
    tok = m.op("create_token", [], [], [TOKEN])
    r = m.op("optimization_barrier", [x] + tok, [a, TOKEN], [a, TOKEN])
    return [r[0]], [a]


def gen_cross_replica_sum(m, t, v):
    a = tensor([N], t)
    return m.op("cross-replica-sum", [m.arg(a)], [a], [a], props=GROUPS1), [a]


def generators():
    g = {}
    for op in ["cbrt", "ceil", "cosine", "count_leading_zeros", "exponential",
               "exponential_minus_one", "floor", "log", "log_plus_one", "logistic", "negate",
               "not", "popcnt", "round_nearest_afz", "round_nearest_even", "rsqrt", "sign",
               "sine", "sqrt", "tan", "tanh"]:
        g[("stablehlo", op)] = unary(op)
    g[("stablehlo", "abs")] = unary("abs", float_part)
    g[("stablehlo", "real")] = unary("real", float_part)
    g[("stablehlo", "imag")] = unary("imag", float_part)
    g[("stablehlo", "is_finite")] = unary("is_finite", lambda t: "i1")
    for op in ["add", "and", "atan2", "divide", "maximum", "minimum", "multiply", "or",
               "power", "remainder", "shift_left", "shift_right_arithmetic",
               "shift_right_logical", "subtract", "xor"]:
        g[("stablehlo", op)] = binary(op)
    g[("stablehlo", "complex")] = binary("complex", lambda t: f"complex<{t}>")
    table = {
        "compare": gen_compare, "select": gen_select, "clamp": gen_clamp,
        "broadcast_in_dim": gen_broadcast_in_dim, "reshape": gen_reshape,
        "transpose": gen_transpose, "slice": gen_slice, "reverse": gen_reverse,
        "concatenate": gen_concatenate, "pad": gen_pad, "iota": gen_iota,
        "constant": gen_constant(), "dynamic_slice": gen_dynamic_slice,
        "dynamic_update_slice": gen_dynamic_update_slice, "gather": gen_gather,
        "dynamic_gather": gen_dynamic_gather, "scatter": gen_scatter,
        "dot_general": gen_dot_general, "convolution": gen_convolution,
        "dynamic_conv": gen_dynamic_conv, "reduce": gen_reduce,
        "reduce_window": gen_reduce_window, "select_and_scatter": gen_select_and_scatter,
        "sort": gen_sort, "map": gen_map, "while": gen_while, "if": gen_if, "case": gen_case,
        "optimization_barrier": gen_optimization_barrier, "tuple": gen_tuple,
        "get_tuple_element": gen_tuple, "composite": gen_composite,
        "custom_call": gen_custom_call, "get_dimension_size": gen_get_dimension_size,
        "dynamic_broadcast_in_dim": gen_dynamic_broadcast_in_dim,
        "dynamic_iota": gen_dynamic_iota, "dynamic_pad": gen_dynamic_pad,
        "dynamic_reshape": gen_dynamic_reshape, "fft": gen_fft, "cholesky": gen_cholesky,
        "triangular_solve": gen_triangular_solve,
        "batch_norm_inference": gen_batch_norm_inference,
        "batch_norm_training": gen_batch_norm_training, "batch_norm_grad": gen_batch_norm_grad,
        "reduce_precision": gen_reduce_precision, "rng": gen_rng,
        "rng_bit_generator": gen_rng_bit_generator, "all_gather": gen_all_gather,
        "all_reduce": gen_all_reduce, "reduce_scatter": gen_reduce_scatter,
        "all_to_all": gen_all_to_all, "collective_broadcast": gen_collective_broadcast,
        "collective_reduce": gen_collective_reduce,
        "collective_permute": gen_collective_permute, "async_start": gen_async,
        "async_done": gen_async, "replica_id": gen_id("replica_id"),
        "partition_id": gen_id("partition_id"), "after_all": gen_after_all,
        "infeed": gen_infeed, "outfeed": gen_outfeed, "send": gen_send, "recv": gen_recv,
        "uniform_quantize": gen_uniform_quantize,
        "uniform_dequantize": gen_uniform_dequantize,
        "broadcast": gen_broadcast, "dot": gen_dot, "einsum": gen_einsum,
        "unary_einsum": gen_unary_einsum, "torch_index_select": gen_torch_index_select,
        "real_dynamic_slice": gen_real_dynamic_slice,
        "set_dimension_size": gen_set_dimension_size, "create_token": gen_create_token,
        "cross-replica-sum": gen_cross_replica_sum,
    }
    for k, f in table.items():
        g[("stablehlo", k)] = f
    for op in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj",
               "cosh", "sinh", "tan", "square", "digamma", "erf", "erf_inv", "erfc", "lgamma",
               "_asin_acos_kernel"]:
        g[("chlo", op)] = unary(op, dialect="chlo")
    for op in ["is_inf", "is_neg_inf", "is_pos_inf"]:
        g[("chlo", op)] = unary(op, lambda t: "i1", dialect="chlo")
    for op in ["next_after", "polygamma", "zeta", "mulhi"]:
        g[("chlo", op)] = binary(op, dialect="chlo")
    for op in ["add", "atan2", "divide", "maximum", "minimum", "multiply", "next_after",
               "polygamma", "power", "remainder", "shift_left", "shift_right_arithmetic",
               "shift_right_logical", "subtract", "zeta", "and", "or", "xor"]:
        g[("chlo", "broadcast_" + op)] = broadcasting("broadcast_" + op)
    g[("chlo", "broadcast_complex")] = broadcasting("broadcast_complex", lambda t: f"complex<{t}>")
    g[("chlo", "broadcast_compare")] = gen_broadcast_compare
    g[("chlo", "broadcast_select")] = gen_broadcast_select
    g[("chlo", "top_k")] = gen_top_k
    g[("chlo", "ragged_dot")] = gen_ragged_dot
    g[("chlo", "scan")] = gen_scan
    g[("chlo", "constant")] = gen_constant("chlo")
    g[("chlo", "constant_like")] = gen_constant_like
    return g


# ---------------------------------------------------------------- table


def load_table():
    with open(DATA) as f:
        data = json.load(f)
    classes = data["type_classes"]

    def expand(names):
        out = []
        for n in names:
            out += expand(classes[n]) if n in classes else [n]
        return out
    all_types = expand(["all"])
    rows = []
    for entry in data["ops"]:
        row = dict(entry)
        row.setdefault("dialect", "stablehlo")
        row.setdefault("variant", "")
        row.setdefault("quantized", "none")
        row.setdefault("group", "chlo" if row["dialect"] == "chlo" else "single")
        row["types"] = [t for t in all_types if t in expand(row["types"])] + \
            [t for t in expand(row["types"]) if t not in all_types]
        q = []
        if row["quantized"] in ("per-tensor", "any"):
            q.append(QUANT)
        if row["quantized"] == "any":
            q.append(QUANT_AXIS)
        row["quant_types"] = q
        rows.append(row)
    return data, rows, all_types


def row_name(row):
    name = row["op"] if row["dialect"] == "stablehlo" else "chlo." + row["op"]
    return name + (f" ({row['variant']})" if row["variant"] else "")


class Cell:
    def __init__(self, row, t):
        self.row, self.type = row, t
        self.status = None     # supported | refused | not written
        self.reason = ""
        self.jobs = []         # (label, module text) per pair for the matrix rows
        self.failed = []       # labels of the pairs that failed, with reasons
        self.pairs = {}        # "S->D": (exit, reason), for the matrix rows
        self.gens = None       # a matrix row's pairs: (label, generator)
        self.unverified = ""   # jaxlib's objection, when it had one


def plan(rows, all_types, only, types, groups):
    gens = generators()
    cells = []
    for row in rows:
        if only and row["op"] not in only and row_name(row) not in only:
            continue
        if groups and row["group"] not in groups:
            continue
        for t in row["types"] + row["quant_types"]:
            if types and t not in types:
                continue
            cell = Cell(row, t)
            cells.append(cell)
            try:
                if row["op"] == "convert":
                    pairs = [(t, u) if row["variant"] == "from" else (u, t) for u in all_types]
                    for s, d in pairs:
                        cell.jobs.append((f"{s}->{d}", build(gen_convert(s, d), t, "")))
                    cell.gens = [(f"{s}->{d}", gen_convert(s, d)) for s, d in pairs]
                elif row["op"] == "bitcast_convert":
                    partners = bitcast_partners(t, row["variant"])
                    if not partners:
                        cell.status = "n/a"
                        cell.reason = "no type of a width this variant takes"
                        continue
                    for u in partners:
                        cell.jobs.append((f"{t}->{u}", build(gen_bitcast(t, u), t, "")))
                    cell.gens = [(f"{t}->{u}", gen_bitcast(t, u)) for u in partners]
                else:
                    gen = gens.get((row["dialect"], row["op"]))
                    if gen is None:
                        raise CannotWrite("no generator for this op")
                    cell.jobs.append(("", build(gen, t, row["variant"])))
            except CannotWrite as e:
                cell.status, cell.reason = "not written", str(e)
    return cells


def build(gen, t, variant):
    m = Module()
    results, types = gen(m, t, variant)
    return m.text(results, types)


def build_all(gens):
    """One module running every generator (a matrix row's pairs at once)."""
    m = Module()
    results, types = [], []
    for gen in gens:
        r, ts = gen(m, "", "")
        results += r
        types += ts
    return m.text(results, types)


# ---------------------------------------------------------------- running


class Verifier:
    """jaxlib's StableHLO: parses and verifies a module, prints it generic."""

    def __init__(self):
        from jax._src.interpreters import mlir as jmlir
        from jax._src.lib.mlir import ir
        import jax
        self.ir = ir
        self.context = jmlir.make_ir_context()
        self.version = jax.__version__

    def __call__(self, text):
        ir = self.ir
        with self.context, ir.Location.unknown():
            try:
                module = ir.Module.parse(text)
            except Exception as e:  # jaxlib's MLIRError
                message = re.sub(r"\s+", " ", str(e))
                message = re.sub(r"^Unable to parse module assembly: ", "", message)
                return None, message[:300]
            return module.operation.get_asm(print_generic_op_form=True), None


def defuse_reason(stderr, stdout):
    lines = [l.strip() for l in (stderr or stdout or "").splitlines() if l.strip()]
    if not lines:
        return ""
    line = lines[-1]
    # "defuse: error: FILE:4:10: message": the message
    line = re.sub(r"^defuse: error: ", "", line)
    line = re.sub(r"^\S+\.mlir:\d+:\d+: ", "", line)
    line = re.sub(r"^\S+\.mlir: ", "", line)
    return line


def run_defuse(defuse, path, timeout):
    for attempt in range(5):
        try:
            done = subprocess.run([defuse, "interp", path, "--json", "--lanes", "0"],
                                  capture_output=True, text=True, timeout=timeout)
            break
        except subprocess.TimeoutExpired:
            return -1, f"no answer within {timeout} s"
        except OSError as e:  # a build relinking it (text file busy, permission)
            if attempt == 4:
                return -1, f"cannot run {defuse}: {e}"
            time.sleep(3)
    if done.returncode == 0:
        return 0, ""
    if done.returncode < 0:
        try:
            name = signal.Signals(-done.returncode).name
        except ValueError:
            name = f"signal {-done.returncode}"
        said = defuse_reason(done.stderr, done.stdout)
        return done.returncode, f"crashed ({name})" + (f": {said}" if said else "")
    return done.returncode, defuse_reason(done.stderr, done.stdout)


def execute(cells, defuse, jobs, keep, verifier, timeout):
    tmp = keep or tempfile.mkdtemp(prefix="defuse-coverage-")
    os.makedirs(tmp, exist_ok=True)
    notes, runs = {}, [0]

    def run_all(work):
        """work: [(key, file stem, text, verify)]; returns {key: (exit, reason)}.
        Each distinct text runs once (convert's "from" and "to" rows share
        their pairs)."""
        paths, keys = {}, {}
        for key, stem, text, verify in work:
            note = None
            # jaxlib registers no quant dialect: quantized modules go as written.
            if verifier is not None and verify:
                generic, note = verifier(text)
                if generic is not None:
                    text = generic
            if note:
                notes.setdefault(key[0], note)
            if text not in paths:
                path = os.path.join(tmp, re.sub(r"[^A-Za-z0-9_.-]+", "_", stem) + ".mlir")
                with open(path, "w") as f:
                    f.write(text)
                paths[text] = path
            keys[key] = text
        answers = {}
        runs[0] += len(paths)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(run_defuse, defuse, path, timeout): text
                       for text, path in paths.items()}
            for fut in concurrent.futures.as_completed(futures):
                answers[futures[fut]] = fut.result()
        return {key: answers[text] for key, text in keys.items()}

    def stem(ci, ji, cell, label):
        return f"{ci:04d}-{ji:02d}-{row_name(cell.row)}-{cell.type}-{label}"

    verify = lambda cell: cell.type not in (QUANT, QUANT_AXIS)
    work, results = [], {}
    for ci, cell in enumerate(cells):
        if cell.status:
            continue
        if cell.gens:
            continue
        for ji, (label, text) in enumerate(cell.jobs):
            work.append(((ci, label), stem(ci, ji, cell, label), text, verify(cell)))
    # A matrix row (convert, bitcast_convert) runs its pairs in one module
    # first; a refused module splits in groups of about sqrt(n) pairs, a
    # refused group pair by pair.
    groups = [(ci, [label for label, _ in cell.gens]) for ci, cell in enumerate(cells)
              if cell.gens and not cell.status]
    step = 0
    while groups or work:
        for gi, (ci, labels) in enumerate(groups):
            gens = dict(cells[ci].gens)
            text = build_all([gens[l] for l in labels]) if len(labels) > 1 else \
                dict(cells[ci].jobs)[labels[0]]
            key = (ci, "|".join(labels)) if len(labels) > 1 else (ci, labels[0])
            work.append((key, stem(ci, 90 + step, cells[ci], f"group{gi}"), text, verify(cells[ci])))
        answers = run_all(work)
        work, split = [], []
        for key, answer in answers.items():
            ci, label = key
            if "|" not in label:
                results[key] = answer
                continue
            labels = label.split("|")
            if answer[0] == 0:
                for l in labels:
                    results[(ci, l)] = (0, "")
                continue
            size = max(1, int(math.sqrt(len(labels)))) if step == 0 else 1
            split += [(ci, labels[i:i + size]) for i in range(0, len(labels), size)]
        groups, step = split, step + 1
    for (ci, label), (rc, reason) in results.items():
        cell = cells[ci]
        if label == "*":
            continue
        if ci in notes and not cell.unverified:
            cell.unverified = notes[ci]
        if label:
            cell.pairs[label] = (rc, reason)
        if rc != 0:
            cell.failed.append((label, rc, reason))
    for cell in cells:
        if cell.status:
            continue
        if not cell.failed:
            cell.status = "supported"
            continue
        cell.status = "crashed" if any(rc < 0 and rc != -1 for _, rc, _ in cell.failed) else "refused"
        cell.failed.sort()
        if cell.jobs[0][0]:
            # a pair of a matrix (convert, bitcast_convert): the others named
            others = [l.split("->")[1 if l.startswith(cell.type + "->") else 0]
                      for l, rc, r in cell.failed]
            cell.reason = f"with {len(others)} of {len(cell.jobs)} types (see the matrix)"
        else:
            label, rc, reason = cell.failed[0]
            cell.reason = f"exit {rc}: {reason}"
    if not keep:
        for name in os.listdir(tmp):
            os.remove(os.path.join(tmp, name))
        os.rmdir(tmp)
    return runs[0]


# ---------------------------------------------------------------- report

GROUP_TITLES = collections.OrderedDict([
    ("single", "specification, single-process ops"),
    ("grid", "specification, process-grid ops (collectives, replica_id, partition_id) on a grid of one process"),
    ("io", "specification, IO ops (infeed, outfeed, send, recv, after_all)"),
    ("custom", "specification, custom_call"),
    ("quantized", "specification, quantized-only ops"),
    ("chlo", "CHLO"),
    ("legacy", "StableHLO dialect ops outside the specification"),
])
GAP_REASON = {
    "io": "the values come from, or go to, the world outside the program (a host, "
          "another program): the spec defines them by an implementation-defined "
          "transfer, so one process has nothing to read",
    "custom": "what a custom_call computes is its target's (implementation-defined); "
              "refused with a one-line error naming the target",
}


def generalize(reason, t):
    """The reason with the cell's own type written {T}, so that the types
    refused for one reason are listed together."""
    for a, b in (("x", ">"), ("<", ">"), ("'", "'"), ('"', '"'), ("x", ",")):
        reason = reason.replace(a + t + b, a + "{T}" + b)
    return reason


def shorten(reason, width=150):
    return reason if len(reason) <= width else reason[:width - 3] + "..."


def print_table(cells, all_types, brief, out=sys.stdout):
    by_row = collections.OrderedDict()
    for c in cells:
        by_row.setdefault(id(c.row), []).append(c)
    groups = collections.OrderedDict((g, []) for g in GROUP_TITLES)
    for rc in by_row.values():
        groups[rc[0].row["group"]].append(rc)
    totals = {}
    for g, rows in groups.items():
        if not rows:
            continue
        print(f"\n== {GROUP_TITLES[g]}", file=out)
        if g in GAP_REASON:
            print(f"   gap: {GAP_REASON[g]}", file=out)
        t = totals.setdefault(g, collections.Counter())
        for rcells in rows:
            row = rcells[0].row
            plain = [c for c in rcells if c.type not in (QUANT, QUANT_AXIS)]
            quant = [c for c in rcells if c.type in (QUANT, QUANT_AXIS)]
            for c in rcells:
                bucket = "quant " if c in quant else ""
                if c.status == "n/a":
                    continue
                t[bucket + "total"] += 1
                t[bucket + c.status] += 1
            counted = [c for c in plain if c.status != "n/a"]
            ok = [c for c in counted if c.status == "supported"]
            qok = [c for c in quant if c.status == "supported"]
            line = f"{row_name(row):40s} {len(ok):3d}/{len(counted):<3d}"
            if quant:
                line += f"  quant {len(qok)}/{len(quant)}"
            print(line, file=out)
            if brief:
                continue
            if ok:
                print(f"    supported: {compact([c.type for c in ok], row['types'])}", file=out)
            reasons = collections.OrderedDict()
            for c in rcells:
                if c.status in ("refused", "crashed", "not written"):
                    key = (c.status, generalize(c.reason, c.type))
                    reasons.setdefault(key, []).append(c.type)
            for (status, reason), ts in reasons.items():
                if len(ts) == 1:
                    reason = reason.replace("{T}", ts[0])
                print(f"    {status}: {compact(ts, row['types'])}: {shorten(reason)}", file=out)
            notes = collections.OrderedDict()
            for c in rcells:
                if c.unverified:
                    notes.setdefault(c.unverified, []).append(c.type)
            for note, ts in notes.items():
                print(f"    (jaxlib rejects the module for {compact(ts, row['types'])}: "
                      f"{shorten(note, 160)}; defuse read it as written)", file=out)
    for op in ("convert", "bitcast_convert"):
        print_matrix(op, [c for c in cells if c.row["op"] == op], all_types, out)
    print("\n== totals (op x element type; quantized types apart)", file=out)
    for g, t in totals.items():
        line = (f"{GROUP_TITLES[g][:60]:60s} {t['supported']:5d} supported / {t['total']:5d}"
                f"  ({t['refused']} refused, {t['crashed']} crashed, {t['not written']} not written)")
        if t["quant total"]:
            line += f"; quantized {t['quant supported']}/{t['quant total']}"
        print(line, file=out)
    one = collections.Counter()
    for g in ("single", "grid"):
        one.update(totals.get(g, {}))
    if one["total"]:
        pct = 100.0 * one["supported"] / one["total"]
        print(f"\nsingle-process part of the specification (single + grid of one): "
              f"{one['supported']}/{one['total']} ({pct:.1f}%)", file=out)
    gaps = [g for g in ("io", "custom") if g in totals]
    for g in gaps:
        print(f"named gap, {GROUP_TITLES[g]}: {totals[g]['total'] - totals[g]['supported']} "
              f"cells: {GAP_REASON[g]}", file=out)
    return totals


def print_matrix(op, cells, all_types, out):
    """Every pair of a matrix op: source rows, destination columns."""
    pairs = {}
    for c in cells:
        pairs.update(c.pairs)
    if not pairs:
        return
    sources = [t for t in all_types + [QUANT, QUANT_AXIS] if any(k.startswith(t + "->") for k in pairs)]
    dests = [t for t in all_types if any(k.endswith("->" + t) for k in pairs)]
    print(f"\n== {op}: source (row) to destination (column): + runs, x refused, . not a pair "
          "the spec allows (or not asked for)", file=out)
    for i in range(0, len(dests), 10):
        print("   columns " + "  ".join(f"{i + j + 1}={d}" for j, d in enumerate(dests[i:i + 10])),
              file=out)
    width = max(len(t) for t in sources)
    header = "".join(str((j + 1) // 10 or " ") + ("" if (j + 1) % 5 else " ") for j in range(len(dests)))
    header2 = "".join(str((j + 1) % 10) + ("" if (j + 1) % 5 else " ") for j in range(len(dests)))
    print(f"   {'':{width}s} {header}", file=out)
    print(f"   {'':{width}s} {header2}", file=out)
    reasons = collections.Counter()
    for src in sources:
        line = ""
        for j, dst in enumerate(dests):
            r = pairs.get(f"{src}->{dst}")
            line += "." if r is None else "+" if r[0] == 0 else "x"
            if (j + 1) % 5 == 0:
                line += " "
            if r is not None and r[0] != 0:
                key = f"exit {r[0]}: {r[1]}"
                for name, t in (("{S}", src), ("{D}", dst)):
                    key = re.sub(r"(?<=['(])%s(?=[\s')])|(?<= to )%s(?=\))" % (re.escape(t), re.escape(t)),
                                 name, key)
                key = re.sub(r"tensor<[^']*>", "tensor<...>", key)
                reasons[key] += 1
        print(f"   {src:{width}s} {line}", file=out)
    for reason, n in reasons.most_common():
        print(f"   {n:4d} pairs: {shorten(reason, 170)}", file=out)


def compact(ts, order):
    """Type names, whole classes shortened (every ui -> 'ui*')."""
    ts = list(ts)
    out = []
    classes = [("every float", ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN",
                                "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU",
                                "bf16", "f16", "f32", "f64"]),
               ("every f8/f6/f4", ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN",
                                   "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU"]),
               ("si*", ["i2", "i4", "i8", "i16", "i32", "i64"]),
               ("ui*", ["ui2", "ui4", "ui8", "ui16", "ui32", "ui64"]),
               ("complex*", ["complex<f32>", "complex<f64>"])]
    for name, members in classes:
        if all(m in ts for m in members):
            out.append(name)
            ts = [t for t in ts if t not in members]
    return ", ".join(out + ts)


def to_json(cells, totals, data, verifier, defuse):
    out = {"spec": data["spec"], "defuse": defuse,
           "jaxlib": verifier.version if verifier else None, "cells": [], "totals": {}}
    for c in cells:
        out["cells"].append({
            "op": c.row["op"], "dialect": c.row["dialect"], "variant": c.row["variant"],
            "group": c.row["group"], "type": c.type, "status": c.status, "reason": c.reason,
            "pairs": {k: {"exit": rc, "reason": r} for k, (rc, r) in sorted(c.pairs.items())},
            "jaxlib_rejects": c.unverified or None})
    for g, t in totals.items():
        out["totals"][g] = dict(t)
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--defuse", default=os.path.join(HERE, "..", "build", "bin", "defuse"))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", default="", help="ops (comma-separated; 'convert' or 'fft (RFFT)')")
    p.add_argument("--types", default="", help="element types (comma-separated), e.g. ui32,f8E4M3FN")
    p.add_argument("--group", default="", help="single, grid, io, custom, quantized, chlo, legacy")
    p.add_argument("--json", default="", help="write every cell as JSON here ('-': stdout)")
    p.add_argument("--keep", default="", help="keep the modules in this directory")
    p.add_argument("--no-verify", action="store_true", help="do not parse modules with jaxlib")
    p.add_argument("--brief", action="store_true", help="counts only, no types or reasons")
    p.add_argument("--timeout", type=int, default=120, help="seconds per defuse run")
    o = p.parse_args()
    if not os.access(o.defuse, os.X_OK):
        sys.exit(f"stablehlo_coverage: {o.defuse} is not an executable defuse")
    data, rows, all_types = load_table()
    split = lambda s: [x.strip() for x in s.split(",") if x.strip()]
    verifier = None
    if not o.no_verify:
        try:
            verifier = Verifier()
        except ImportError:
            print("stablehlo_coverage: no jaxlib here: modules go to defuse unverified",
                  file=sys.stderr)
    start = time.monotonic()
    cells = plan(rows, all_types, split(o.only), split(o.types), split(o.group))
    runs = execute(cells, o.defuse, max(1, o.jobs), o.keep, verifier, o.timeout)
    out = sys.stderr if o.json == "-" else sys.stdout
    print(f"StableHLO coverage of {os.path.relpath(o.defuse)} (spec {data['spec']['commit'][:12]}"
          f"{', modules verified by jaxlib ' + verifier.version if verifier else ''})", file=out)
    totals = print_table(cells, all_types, o.brief, out)
    print(f"({runs} defuse runs in {time.monotonic() - start:.0f} s)", file=out)
    if o.json:
        text = json.dumps(to_json(cells, totals, data, verifier, o.defuse), indent=1)
        if o.json == "-":
            print(text)
        else:
            with open(o.json, "w") as f:
                f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
