#!/usr/bin/env python3
"""Conformance of defuse's StableHLO semantics with the specification's own
interpreter.

Each case is one StableHLO op (with its attributes, regions and edge-value
inputs: +-0, +-inf, NaN, subnormals, the largest finite values, integer
min and max, out-of-range indices) in a module of its own. The StableHLO
reference interpreter that ships with jaxlib (jaxlib.mlir.dialects.
stablehlo.eval_module, the specification made executable) computes what the
op means; `defuse interp --json` computes defuse's reference with its error
bounds. They must agree element by element:

  * where defuse's bound is 0 the value is exact: the same value, the same
    sign of zero, NaN where the specification has NaN;
  * where the bound is finite, the specification's value lies within it
    (the interpreter computes in the op's own precision: one legal
    execution of many);
  * an unbounded element (undefined or implementation-defined behaviour:
    division by zero, out-of-range float to integer conversion) is not
    judged, and counted.

Run with a jax environment's Python:
    build/venv-jax-VERSION/bin/python scripts/check_stablehlo_conformance.py \
        --defuse build/bin/defuse [--only OP] [--keep DIR]
Prints one line per case that disagrees and a summary; exit 1 on any
disagreement.
"""
import argparse
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile

import ml_dtypes
import numpy as np
from jax._src.interpreters import mlir as jmlir
from jax._src.lib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

F32_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e-30, -1e-30, 1e-40, -1e-40,
             100.0, -100.0, 88.8, 1e38, -1e38, 3.4028235e38, 1.1754944e-38,
             float("inf"), float("-inf"), float("nan"), 2.5, 0.1]
I32_EDGES = [0, 1, -1, 2, -2, 7, -8, 31, 32, 33, 100, 2**31 - 1, -2**31]
I8_EDGES = [0, 1, -1, 7, -8, 127, -128, 3]
NUMPY = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
         "f64": np.float64, "i32": np.int32, "i8": np.int8, "i64": np.int64,
         "i1": np.bool_}


def edges(ty):
    if ty == "i32":
        return np.array(I32_EDGES, np.int32)
    if ty == "i8":
        return np.array(I8_EDGES, np.int8)
    if ty == "i1":
        return np.array([False, True])
    with np.errstate(over="ignore"):
        return np.array(F32_EDGES, np.float32).astype(NUMPY[ty])


def pairs(ty):
    """Every pair of edge values, as two flat operands."""
    e = edges(ty)
    a, b = zip(*itertools.product(e, e))
    return [np.array(a, e.dtype), np.array(b, e.dtype)]


def tensor(shape, ty):
    return "tensor<" + "".join(f"{d}x" for d in shape) + ty + ">"


class Case:
    """One op on given inputs: `body` is the generic op text on %arg0..."""

    def __init__(self, name, inputs, in_types, out_types, body):
        self.name, self.inputs = name, inputs
        self.in_types, self.out_types, self.body = in_types, out_types, body

    def module(self):
        args = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(self.in_types))
        outs = ", ".join(self.out_types)
        fn_type = f"({', '.join(self.in_types)}) -> ({outs})"
        results = ", ".join(f"%r{i}" for i in range(len(self.out_types)))
        return (f'"builtin.module"() ({{\n  "func.func"() <{{function_type = {fn_type}, '
                f'sym_name = "main"}}> ({{\n  ^bb0({args}):\n{self.body}\n'
                f'    "func.return"({results}) : ({outs}) -> ()\n  }}) : () -> ()\n'
                f'}}) : () -> ()\n')


def elementwise(op, ty, arity, out_ty=None, attrs=""):
    # bf16 goes in and out as f32 (NumPy and the interpreter's bindings
    # have no bf16 buffers): converted to bf16 inside, the op in bf16, the
    # result converted back exactly.
    io = "f32" if ty == "bf16" else ty
    inputs = pairs(io) if arity == 2 else [edges(io)] * arity
    if op in ("divide", "remainder") and ty.startswith("i"):
        # x / 0 and MIN / -1 are implementation-defined, and the
        # interpreter divides natively (SIGFPE): left out.
        a, b = inputs
        keep = (b != 0) & ~((a == np.iinfo(a.dtype).min) & (b == -1))
        inputs = [a[keep], b[keep]]
    n = len(inputs[0])
    t, o = tensor([n], ty), tensor([n], out_ty or ty)
    ti, oi = tensor([n], io), tensor([n], "f32" if ty == "bf16" and not out_ty else out_ty or ty)
    lines, operands = [], []
    for i in range(arity):
        if io != ty:
            lines.append(f'    %c{i} = "stablehlo.convert"(%arg{i}) : ({ti}) -> {t}')
            operands.append(f"%c{i}")
        else:
            operands.append(f"%arg{i}")
    result = "%r0" if oi == o else "%op"
    lines.append(f'    {result} = "stablehlo.{op}"({", ".join(operands)}) {attrs} : '
                 f'({", ".join([t] * arity)}) -> {o}')
    if oi != o:
        lines.append(f'    %r0 = "stablehlo.convert"(%op) : ({o}) -> {oi}')
    return Case(f"{op}/{ty}", inputs, [ti] * arity, [oi], "\n".join(lines))


def compare(direction, ty, kind):
    attrs = (f"<{{compare_type = #stablehlo<comparison_type {kind}>, "
             f"comparison_direction = #stablehlo<comparison_direction {direction}>}}>")
    c = elementwise("compare", ty, 2, "i1", attrs)
    c.name = f"compare {direction} {kind}/{ty}"
    return c


def convert(src, dst):
    e = edges(src)
    t, o = tensor([len(e)], src), tensor([len(e)], dst)
    return Case(f"convert/{src}->{dst}", [e], [t], [o],
                f'    %r0 = "stablehlo.convert"(%arg0) : ({t}) -> {o}')


def single(name, inputs, in_types, out_type, text):
    return Case(name, inputs, in_types, [out_type], "    %r0 = " + text)


def reduction_body(op, ty):
    return (f'({{\n    ^bb0(%a: tensor<{ty}>, %b: tensor<{ty}>):\n'
            f'      %s = "stablehlo.{op}"(%a, %b) : (tensor<{ty}>, tensor<{ty}>) -> tensor<{ty}>\n'
            f'      "stablehlo.return"(%s) : (tensor<{ty}>) -> ()\n    }})')


def cases():
    out = []
    float_unary = ["abs", "negate", "sign", "exponential", "exponential_minus_one",
                   "log", "log_plus_one", "logistic", "sqrt", "rsqrt", "cbrt", "tanh",
                   "sine", "cosine", "tan", "floor", "ceil", "round_nearest_afz",
                   "round_nearest_even"]
    for op in float_unary:
        out.append(elementwise(op, "f32", 1))
    for op in ["abs", "negate", "exponential", "tanh", "floor", "sqrt"]:
        out.append(elementwise(op, "bf16", 1))
        out.append(elementwise(op, "f16", 1))
    out.append(elementwise("is_finite", "f32", 1, "i1"))
    for op in ["add", "subtract", "multiply", "divide", "remainder", "maximum",
               "minimum", "power", "atan2"]:
        out.append(elementwise(op, "f32", 2))
    for op in ["add", "multiply", "maximum"]:
        out.append(elementwise(op, "bf16", 2))
    # TOTALORDER is left out: the interpreter jaxlib ships compares as
    # FLOAT whatever compare_type says (+0 == -0, nothing below NaN), where
    # the specification orders -NaN < -inf < ... < -0 < +0 < ... < +NaN
    # (IEEE totalOrder), as defuse and XLA do (tests/lit/xla/
    # conformance.test checks that against XLA itself).
    for d in ["EQ", "NE", "GE", "GT", "LE", "LT"]:
        out.append(compare(d, "f32", "FLOAT"))
        out.append(compare(d, "i32", "SIGNED"))
        out.append(compare(d, "i8", "SIGNED"))
        out.append(compare(d, "i1", "UNSIGNED"))
    for ty in ["i32", "i8"]:
        for op in ["add", "subtract", "multiply", "divide", "remainder", "maximum",
                   "minimum", "and", "or", "xor", "shift_left",
                   "shift_right_logical", "shift_right_arithmetic"]:
            out.append(elementwise(op, ty, 2))
        for op in ["not", "negate", "abs", "sign", "popcnt", "count_leading_zeros"]:
            out.append(elementwise(op, ty, 1))
    for op in ["and", "or", "xor"]:
        out.append(elementwise(op, "i1", 2))
    out.append(elementwise("not", "i1", 1))
    for src, dst in [("f32", "f16"), ("f16", "f32"),
                     ("f32", "i32"), ("f32", "i8"), ("i32", "f32"), ("i32", "i8"),
                     ("i8", "i32"), ("i1", "f32"), ("i1", "i32"), ("f32", "i1"),
                     ("i32", "i1"), ("f32", "f64")]:
        out.append(convert(src, dst))
    e = edges("f32")
    n = len(e)
    t = tensor([n], "f32")
    out.append(single("bitcast_convert/f32->i32", [e], [t], tensor([n], "i32"),
                      f'"stablehlo.bitcast_convert"(%arg0) : ({t}) -> {tensor([n], "i32")}'))
    sel = np.array([i % 3 == 0 for i in range(n)])
    out.append(single("select", [sel, e, e[::-1].copy()],
                      [tensor([n], "i1"), t, t], t,
                      f'"stablehlo.select"(%arg0, %arg1, %arg2) : '
                      f'({tensor([n], "i1")}, {t}, {t}) -> {t}'))
    lo, hi = np.float32(-1.5), np.float32(2.0)
    out.append(single("clamp/scalar bounds", [np.array(lo), e, np.array(hi)],
                      ["tensor<f32>", t, "tensor<f32>"], t,
                      f'"stablehlo.clamp"(%arg0, %arg1, %arg2) : '
                      f'(tensor<f32>, {t}, tensor<f32>) -> {t}'))
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 11.5
    x[0, 0, 0] = -0.0
    tx = tensor([2, 3, 4], "f32")
    out.append(single("broadcast_in_dim", [x[:, :1, :].copy()], [tensor([2, 1, 4], "f32")],
                      tensor([2, 5, 3, 4], "f32"),
                      '"stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = '
                      f'array<i64: 0, 2, 3>}}> : ({tensor([2, 1, 4], "f32")}) -> '
                      f'{tensor([2, 5, 3, 4], "f32")}'))
    out.append(single("reshape", [x], [tx], tensor([6, 4], "f32"),
                      f'"stablehlo.reshape"(%arg0) : ({tx}) -> {tensor([6, 4], "f32")}'))
    out.append(single("transpose", [x], [tx], tensor([4, 2, 3], "f32"),
                      '"stablehlo.transpose"(%arg0) <{permutation = array<i64: 2, 0, 1>}> : '
                      f'({tx}) -> {tensor([4, 2, 3], "f32")}'))
    out.append(single("slice", [x], [tx], tensor([1, 2, 2], "f32"),
                      '"stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 3, 4>, '
                      'start_indices = array<i64: 1, 1, 0>, strides = array<i64: 1, 1, 2>}> : '
                      f'({tx}) -> {tensor([1, 2, 2], "f32")}'))
    out.append(single("reverse", [x], [tx], tx,
                      '"stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0, 2>}> : '
                      f'({tx}) -> {tx}'))
    out.append(single("concatenate", [x, x * 2], [tx, tx], tensor([2, 6, 4], "f32"),
                      '"stablehlo.concatenate"(%arg0, %arg1) <{dimension = 1 : i64}> : '
                      f'({tx}, {tx}) -> {tensor([2, 6, 4], "f32")}'))
    out.append(single("pad/negative and interior", [x, np.array(np.float32(-7))],
                      [tx, "tensor<f32>"], tensor([4, 4, 7], "f32"),
                      '"stablehlo.pad"(%arg0, %arg1) <{edge_padding_high = array<i64: 0, -1, 1>, '
                      'edge_padding_low = array<i64: 1, 0, -1>, interior_padding = '
                      'array<i64: 1, 1, 1>}> : '
                      f'({tx}, tensor<f32>) -> {tensor([4, 4, 7], "f32")}'))
    out.append(single("iota/f32", [], [], tensor([3, 4], "f32"),
                      f'"stablehlo.iota"() <{{iota_dimension = 1 : i64}}> : () -> {tensor([3, 4], "f32")}'))
    for start in ([1, 2, 1], [5, -3, 9]):  # the second is clamped
        out.append(single(f"dynamic_slice/start {start}",
                          [x] + [np.array(s, np.int32) for s in start],
                          [tx] + ["tensor<i32>"] * 3, tensor([1, 2, 3], "f32"),
                          '"stablehlo.dynamic_slice"(%arg0, %arg1, %arg2, %arg3) '
                          '<{slice_sizes = array<i64: 1, 2, 3>}> : '
                          f'({tx}, tensor<i32>, tensor<i32>, tensor<i32>) -> '
                          f'{tensor([1, 2, 3], "f32")}'))
        upd = np.full((1, 2, 3), 99, np.float32)
        out.append(single(f"dynamic_update_slice/start {start}",
                          [x, upd] + [np.array(s, np.int32) for s in start],
                          [tx, tensor([1, 2, 3], "f32")] + ["tensor<i32>"] * 3, tx,
                          '"stablehlo.dynamic_update_slice"(%arg0, %arg1, %arg2, %arg3, %arg4) : '
                          f'({tx}, {tensor([1, 2, 3], "f32")}, tensor<i32>, tensor<i32>, '
                          f'tensor<i32>) -> {tx}'))
    a = np.linspace(-2, 2, 2 * 3 * 5, dtype=np.float32).reshape(2, 3, 5)
    b = np.linspace(1, -1, 2 * 5 * 4, dtype=np.float32).reshape(2, 5, 4)
    a[0, 0, 0] = np.inf
    out.append(single("dot_general/batched", [a, b],
                      [tensor([2, 3, 5], "f32"), tensor([2, 5, 4], "f32")],
                      tensor([2, 3, 4], "f32"),
                      '"stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = '
                      '#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], '
                      'lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : '
                      f'({tensor([2, 3, 5], "f32")}, {tensor([2, 5, 4], "f32")}) -> '
                      f'{tensor([2, 3, 4], "f32")}'))
    ia = np.arange(12, dtype=np.int32).reshape(3, 4) * 100000000
    out.append(single("dot_general/i32 wraps", [ia, ia.T.copy()],
                      [tensor([3, 4], "i32"), tensor([4, 3], "i32")], tensor([3, 3], "i32"),
                      '"stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = '
                      '#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : '
                      f'({tensor([3, 4], "i32")}, {tensor([4, 3], "i32")}) -> {tensor([3, 3], "i32")}'))
    img = np.linspace(-1, 1, 1 * 6 * 6 * 4, dtype=np.float32).reshape(1, 6, 6, 4)
    ker = np.linspace(0.5, -0.5, 3 * 3 * 2 * 4, dtype=np.float32).reshape(3, 3, 2, 4)
    out.append(single("convolution/padding, dilation, groups", [img, ker],
                      [tensor([1, 6, 6, 4], "f32"), tensor([3, 3, 2, 4], "f32")],
                      tensor([1, 2, 7, 4], "f32"),
                      '"stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, '
                      'dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, '
                      'feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, '
                      'padding = dense<[[1, 0], [2, 1]]> : tensor<2x2xi64>, '
                      'rhs_dilation = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> : '
                      f'({tensor([1, 6, 6, 4], "f32")}, {tensor([3, 3, 2, 4], "f32")}) -> '
                      f'{tensor([1, 2, 7, 4], "f32")}'))
    r = np.array(F32_EDGES[:20], np.float32).reshape(4, 5)
    for op, init in [("add", 0.0), ("maximum", -np.inf), ("minimum", np.inf),
                     ("multiply", 1.0)]:
        out.append(single(f"reduce/{op}", [r, np.array(np.float32(init))],
                          [tensor([4, 5], "f32"), "tensor<f32>"], tensor([4], "f32"),
                          '"stablehlo.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> '
                          + reduction_body(op, "f32") +
                          f' : ({tensor([4, 5], "f32")}, tensor<f32>) -> {tensor([4], "f32")}'))
    out.append(single("reduce_window/max, padded and dilated",
                      [x, np.array(np.float32(-np.inf))], [tx, "tensor<f32>"],
                      tensor([2, 2, 2], "f32"),
                      '"stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, '
                      'padding = dense<[[0, 0], [1, 0], [0, 0]]> : tensor<3x2xi64>, '
                      'window_dilations = array<i64: 1, 1, 2>, window_dimensions = array<i64: 1, 2, 2>, '
                      'window_strides = array<i64: 1, 2, 1>}> ' + reduction_body("maximum", "f32") +
                      f' : ({tx}, tensor<f32>) -> {tensor([2, 2, 2], "f32")}'))
    table = np.arange(20, dtype=np.float32).reshape(5, 4) - 3
    idx = np.array([[0], [4], [7], [-2]], np.int32)  # out of range: clamped
    out.append(single("gather/rows, clamped", [table, idx],
                      [tensor([5, 4], "f32"), tensor([4, 1], "i32")], tensor([4, 4], "f32"),
                      '"stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<'
                      'offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], '
                      'index_vector_dim = 1>, indices_are_sorted = false, '
                      'slice_sizes = array<i64: 1, 4>}> : '
                      f'({tensor([5, 4], "f32")}, {tensor([4, 1], "i32")}) -> {tensor([4, 4], "f32")}'))
    sidx = np.array([[1], [3], [1], [9]], np.int32)  # 9 is outside: skipped
    upd = np.arange(16, dtype=np.float32).reshape(4, 4) + 0.5
    out.append(single("scatter/add, repeated and outside", [table, sidx, upd],
                      [tensor([5, 4], "f32"), tensor([4, 1], "i32"), tensor([4, 4], "f32")],
                      tensor([5, 4], "f32"),
                      '"stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, '
                      'scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], '
                      'inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], '
                      'index_vector_dim = 1>, unique_indices = false}> '
                      + reduction_body("add", "f32") +
                      f' : ({tensor([5, 4], "f32")}, {tensor([4, 1], "i32")}, '
                      f'{tensor([4, 4], "f32")}) -> {tensor([5, 4], "f32")}'))
    loop = (
        '"stablehlo.while"(%arg0, %arg1) ({\n'
        '    ^bb0(%i: tensor<i32>, %v: tensor<f32>):\n'
        '      %c = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>\n'
        '      %p = "stablehlo.compare"(%i, %c) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
        '      "stablehlo.return"(%p) : (tensor<i1>) -> ()\n'
        '    }, {\n'
        '    ^bb0(%i: tensor<i32>, %v: tensor<f32>):\n'
        '      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>\n'
        '      %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>\n'
        '      %w = "stablehlo.multiply"(%v, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n'
        '      "stablehlo.return"(%n, %w) : (tensor<i32>, tensor<f32>) -> ()\n'
        '    }) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)')
    out.append(Case("while/squaring", [np.array(0, np.int32), np.array(np.float32(1.25))],
                    ["tensor<i32>", "tensor<f32>"], ["tensor<i32>", "tensor<f32>"],
                    "    %r0, %r1 = " + loop))
    return out


def evaluate_spec(case, context):
    with context, ir.Location.unknown():
        module = ir.Module.parse(case.module())
        args = []
        for a in case.inputs:
            a = np.asarray(a)
            # A rank-0 array would become tensor<1x...>: reshaped from one.
            attr = ir.DenseElementsAttr.get(np.ascontiguousarray(a.reshape(-1)))
            args.append(attr if a.ndim == 1 else ir.DenseElementsAttr.get(
                np.ascontiguousarray(a.reshape(-1)),
                type=ir.RankedTensorType(attr.type).element_type, shape=list(a.shape)))
        return [np.array(r) for r in stablehlo.eval_module(module, args)]


def run_defuse(defuse, case, workdir):
    path = os.path.join(workdir, "case.mlir")
    with open(path, "w") as f:
        f.write(case.module())
    files = []
    for i, a in enumerate(case.inputs):
        p = os.path.join(workdir, f"in{i}.npy")
        a = np.asarray(a)
        if a.dtype == ml_dtypes.bfloat16:  # defuse reads bf16 from float32
            a = a.astype(np.float32)
        np.save(p, a)
        files.append(p)
    cmd = [defuse, "interp", path, "--json", "--lanes", "0"]
    if files:
        cmd += ["--inputs", ",".join(files)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        return None, (done.stderr.strip() or done.stdout.strip()).splitlines()[-1:]
    return json.loads(done.stdout)["outputs"], None


def number(v):
    return float(v) if not isinstance(v, str) else float(v)


def judge(spec, ours):
    """Mismatching elements: (index, spec value, defuse value, bound)."""
    bad, unjudged = [], 0
    flat = np.asarray(spec).astype(np.float64).ravel()
    for i, (s, v, e) in enumerate(zip(flat, ours["values"], ours["bounds"])):
        v, e = number(v), number(e)
        if not math.isfinite(e):
            unjudged += 1
            continue
        if math.isnan(s) or math.isnan(v):
            if not (math.isnan(s) and math.isnan(v)):
                bad.append((i, s, v, e))
            continue
        if e == 0:
            if s != v or (s == 0 and math.copysign(1, s) != math.copysign(1, v)):
                bad.append((i, s, v, e))
        elif not (s == v or abs(s - v) <= e):
            bad.append((i, s, v, e))
    return bad, unjudged


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--defuse", required=True)
    p.add_argument("--only", default="")
    p.add_argument("--keep", default="")
    o = p.parse_args()
    context = jmlir.make_ir_context()
    checked = failures = elements = unjudged = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases():
            if o.only and not case.name.startswith(o.only):
                continue
            workdir = o.keep or tmp
            os.makedirs(workdir, exist_ok=True)
            spec = evaluate_spec(case, context)
            ours, error = run_defuse(o.defuse, case, workdir)
            checked += 1
            if error is not None:
                failures += 1
                print(f"FAIL {case.name}: defuse: {' '.join(error)}")
                continue
            for k, (s, out) in enumerate(zip(spec, ours)):
                bad, skipped = judge(s, out)
                elements += len(out["values"])
                unjudged += skipped
                if bad:
                    failures += 1
                    i, sv, dv, e = bad[0]
                    print(f"FAIL {case.name} output {k}: {len(bad)} elements; first "
                          f"[{i}]: specification {sv!r}, defuse {dv!r} +- {e!r}")
    print(f"conformance: {checked} cases, {elements} elements, {unjudged} unjudged "
          f"(implementation-defined), {failures} disagreeing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
