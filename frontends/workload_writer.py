"""What every front end hands back: an MLIR module whose entry arguments
carry names and input domains, and the framework's own outputs on one draw of
those inputs (the second reference).

A front end exports a model to MLIR text and describes each entry argument
(name, dtype, shape, domain); this module turns that into a defuse workload
(`defuse.name` argument attributes, `// DEFUSE-INPUT:` lines) and writes the
framework reference directory beside it.
"""

import json
import math
import pathlib
import re
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Argument:
    name: str
    dtype: str  # numpy-style name: float32, bfloat16, int64, bool, uint32, int4,
    # float8_e4m3fn, complex64, ... (ml_dtypes' names for the types NumPy lacks)
    shape: tuple
    domain: str  # a defuse input spec: uniform(LO,HI), normal(M,S), int(LO,HI), const(V)
    # (int(0,4294967295) for a uint32 PRNG key; a complex argument's spec
    # draws its real and imaginary parts alike)
    why: str = ""  # what the domain was chosen from, for the workload's header


@dataclass
class Export:
    mlir: str  # the module as text, resources included, arguments named
    arguments: list  # [Argument], in entry order
    framework: str  # "torch 2.15.0, torch-mlir 20261001"
    notes: list = field(default_factory=list)
    precision: str = "float64"  # of the framework reference
    weights: str = ""  # where the model's weights went, when not as asked
    dialect: str = ""  # what the module is written in, when not as asked
    refused: list = field(default_factory=list)  # ops TOSA refused (auto fell back to linalg)


_SPEC = re.compile(r"^\s*(uniform|normal|int|const)\s*\(([^)]*)\)\s*$")


def _fmt(v):
    return f"{float(v):.6g}" if isinstance(v, float) else str(v)


def uniform(lo, hi):
    return f"uniform({_fmt(float(lo))},{_fmt(float(hi))})"


def normal(mean, std):
    return f"normal({_fmt(float(mean))},{_fmt(float(std))})"


def integers(lo, hi):
    return f"int({int(lo)},{int(hi)})"


def element_kind(dtype):
    """NumPy's kind letter for `dtype` (a dtype or its name), extended to
    ml_dtypes' types, which NumPy calls 'V': 'f' for bfloat16 and the
    f8/f6/f4 floats, 'i'/'u' for int4, int2, uint4, ..."""
    name = getattr(dtype, "name", str(dtype))
    if name in ("bfloat16",) or name.startswith(("float8_", "float6_", "float4_")):
        return "f"
    if re.fullmatch(r"u?int[124]", name):
        return "u" if name.startswith("u") else "i"
    if name in ("complex32", "bcomplex32"):
        return "c"
    return np.dtype(dtype).kind


def numpy_dtype(name):
    """The NumPy dtype named `name`, ml_dtypes' types included (int4,
    float8_e4m3fn, ...); NumPy alone would read "int4" as int32."""
    if name.startswith(("float8_", "float6_", "float4_")) or re.fullmatch(r"u?int[124]", name) \
            or name == "bfloat16":
        import ml_dtypes

        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


def storable(v):
    """`v` as a .npy file defuse reads holds it: NumPy stores ml_dtypes'
    types as opaque bytes ('<V1', or '<f1' for float8_e5m2), so the
    sub-byte integers are written as int8/uint8, and bfloat16 and the
    f8/f6/f4 floats as float32, each value exactly (as bf16 arguments
    already are). Unsigned integers keep their type ('<u4': defuse reads
    the bits); complex64/complex128 stay ('<c8'/'<c16')."""
    v = np.asarray(v)
    if v.dtype.type.__module__ == "numpy":  # ml_dtypes' say "V", or "f" as e5m2 does
        return v
    kind = element_kind(v.dtype)
    if kind == "f":
        return v.astype(np.float32)
    if kind in "iu":
        return v.astype(np.int8 if kind == "i" else np.uint8)
    if kind == "c":
        return v.astype(np.complex64)
    return v


def draw(spec, dtype, shape, rng):
    """One draw of `spec` as a NumPy array. The values need not match
    defuse's own generator: the framework reference keeps the inputs it was
    computed on, and `defuse run --framework-reference` runs on those.
    `dtype` may name an ml_dtypes type (int4, float8_e4m3fn, ...): the
    array then has that type (write it with storable()). For a complex
    type the spec draws the real and the imaginary parts alike."""
    m = _SPEC.match(spec)
    if not m:
        raise ValueError(f"input domain '{spec}' is not one defuse reads")
    kind, args = m.group(1), [float(a) for a in m.group(2).split(",") if a.strip()]

    def one():
        if kind == "uniform":
            return rng.uniform(args[0], args[1], size=shape)
        if kind == "normal":
            return rng.normal(args[0], args[1], size=shape)
        if kind == "int":
            return rng.integers(int(args[0]), int(args[1]), size=shape, endpoint=True)
        return np.full(shape, args[0])

    v = one()
    if dtype == "bfloat16":
        # NumPy has no bfloat16: round to it and keep the values as float32,
        # which is how defuse reads a bf16 argument from a .npy file.
        bits = np.asarray(v, dtype=np.float32).view(np.uint32).astype(np.uint64)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16
        return bits.astype(np.uint32).view(np.float32)
    target = numpy_dtype(dtype)
    if element_kind(target) == "c":
        v = v + 1j * (one() if kind != "const" else 0)
    return np.asarray(v).astype(target)


def name_arguments(module, names):
    """Sets `{defuse.name = "..."}` on the entry's arguments of a torch-mlir
    `ir.Module` (the one public func.func)."""
    from torch_mlir import ir

    with module.context:
        for op in module.body.operations:
            if op.operation.name != "func.func":
                continue
            count = len(op.regions[0].blocks[0].arguments)
            if count != len(names):
                raise ValueError(f"the entry has {count} arguments, the model {len(names)}")
            old = op.attributes["arg_attrs"] if "arg_attrs" in op.attributes else None
            dicts = []
            for i, name in enumerate(names):
                entries = {}
                if old is not None:
                    d = ir.DictAttr(old[i])
                    entries = {d[j].name: d[j].attr for j in range(len(d))}
                entries["defuse.name"] = ir.StringAttr.get(name)
                dicts.append(ir.DictAttr.get(entries))
            op.attributes["arg_attrs"] = ir.ArrayAttr.get(dicts)
            return
    raise ValueError("the exported module has no func.func")


def write(export, out_path, source, seed, overrides, run_framework):
    """Writes the workload to `out_path` and the framework reference to
    OUT.framework/; returns the manifest. `overrides` maps a name (or glob)
    to a domain the user chose; `run_framework(inputs)` gives the framework's
    float64 outputs on NumPy inputs."""
    import fnmatch

    for arg in export.arguments:
        for pattern, spec in overrides:
            if fnmatch.fnmatchcase(arg.name, pattern):
                arg.domain, arg.why = spec, "given by the user"
    out = pathlib.Path(out_path)
    lines = [
        f"// Imported by `defuse import` from {source} ({export.framework}).",
        "// Each entry argument carries its name (defuse.name) and a domain chosen",
        "// from what it is; override one with --input NAME=SPEC (globs work).",
    ]
    lines += [f"// note: {n}" for n in export.notes]
    width = max((len(a.name) for a in export.arguments), default=0)
    for arg in export.arguments:
        why = f"  // {arg.why}" if arg.why else ""
        lines.append(f"// DEFUSE-INPUT: {arg.name}={arg.domain}".ljust(width + 40) + why.rstrip())
    out.write_text("\n".join(l.rstrip() for l in lines) + "\n" + export.mlir)

    ref = out.with_suffix(".framework")
    ref.mkdir(parents=True, exist_ok=True)
    for old in ref.glob("*.npy"):
        old.unlink()
    rng = np.random.default_rng(seed)
    inputs = [draw(a.domain, a.dtype, a.shape, rng) for a in export.arguments]
    for i, v in enumerate(inputs):
        np.save(ref / f"input{i}.npy", storable(v))
    outputs = run_framework(inputs)
    for i, v in enumerate(outputs):
        # np.array, not np.ascontiguousarray, which makes a scalar 1-D.
        np.save(ref / f"output{i}.npy", np.array(storable(v), order="C"))
    manifest = {
        "workload": out.name,
        "source": str(source),
        "framework": export.framework,
        "precision": export.precision,
        "seed": seed,
        "inputs": [f"input{i}.npy" for i in range(len(inputs))],
        "outputs": [f"output{i}.npy" for i in range(len(outputs))],
        "arguments": [
            {"name": a.name, "dtype": a.dtype, "shape": list(a.shape), "domain": a.domain}
            for a in export.arguments
        ],
    }
    (ref / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest
