"""JAX: a Python file whose factory returns a function and its inputs; the
function is lowered with jax.jit to StableHLO (what XLA compiles) and
written in MLIR's generic form, which defuse reads without the dialect.

The factory returns (fn, inputs[, domains]): `inputs` maps each argument's
name to an example array (a dict, in the order fn takes them) or is a tuple
of arrays (named arg0, arg1, ...); `domains` maps names to defuse input
specs where the defaults below do not fit. The framework reference runs fn
in float64 (jax_enable_x64) on one draw of the inputs; a program that draws
random bits (threefry) runs as lowered instead, since its float64 twin
draws other numbers (and so does any fn with the attribute
framework_precision = "as lowered"). Arguments and results may be of any
type jax has: unsigned and sub-byte integers (int4, uint4, int2, ...),
bfloat16 and the f8/f6/f4 floats, complex; the .npy files hold the types
NumPy lacks as float32 / int8 / uint8 of the same values
(workload_writer.storable).

Runs with the jax environment's Python (build/venv-jax-*), which `defuse
import` picks for sources that import jax.
"""

import importlib.util
import math
import pathlib
import re
import sys

from workload_writer import Argument, Export, element_kind, integers, normal, uniform

NAME = "jax"
SUFFIXES = (".py",)


def claims(source):
    path = pathlib.Path(source.split(":")[0])
    if path.suffix not in SUFFIXES or not path.is_file():
        return False
    text = path.read_text(errors="replace")
    imports = re.findall(r"^\s*(?:import|from)\s+(\w+)", text, re.M)
    return "jax" in imports and "torch" not in imports


def _load(source, factory):
    path, _, named = source.partition(":")
    factory = factory or named
    if not factory:
        raise RuntimeError(f"{path}: name the factory, as FILE.py:FACTORY or --factory")
    spec = importlib.util.spec_from_file_location(pathlib.Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(pathlib.Path(path).resolve().parent))
    spec.loader.exec_module(module)
    if not hasattr(module, factory):
        raise RuntimeError(f"{path}: no function '{factory}'")
    made = getattr(module, factory)()
    if not (isinstance(made, tuple) and len(made) in (2, 3)):
        raise RuntimeError(f"{path}:{factory} must return (fn, inputs[, domains])")
    fn, inputs = made[0], made[1]
    domains = made[2] if len(made) == 3 else {}
    if not isinstance(inputs, dict):
        inputs = {f"arg{i}": v for i, v in enumerate(inputs)}
    return fn, inputs, domains


_KEY_NAMES = ("key", "rng", "prng", "seed", "keys", "rngs")


def default_domain(name, array):
    """A domain from the argument's name, shape and element type, as for
    PyTorch's. Integers keep to what their type holds: a uint32 PRNG key
    (a name such as key or rng, or jax.random.key_data's shape [..., 2])
    takes any 32 bits, int8/int4/int2 kernels their symmetric quantized
    range."""
    leaf = re.split(r"[._]", name)[-1].lower()
    kind = element_kind(array.dtype)
    bits = 8 * array.dtype.itemsize
    sub_byte = re.fullmatch(r"u?int([124])", array.dtype.name)
    if sub_byte:
        bits = int(sub_byte.group(1))
    weightish = leaf in ("weight", "kernel", "w", "qweight", "quantized")
    if kind == "u":
        top = (1 << bits) - 1
        if bits >= 32 and (leaf in _KEY_NAMES or array.shape[-1:] == (2,)):
            return integers(0, (1 << 32) - 1), "PRNG key bits: any uint32"
        if bits <= 8:
            return integers(0, top), f"unsigned {bits}-bit input: its whole range"
        return integers(0, 15), "unsigned integer input: small indices"
    if kind == "i":
        top = (1 << (bits - 1)) - 1
        if bits <= 8 and weightish:
            return integers(-top, top), f"quantized weight: int{bits}'s symmetric range"
        if bits <= 4:
            return integers(-top - 1, top), f"int{bits} input: its whole range"
        return integers(0, 15), "integer input: small indices"
    if kind == "b":
        return integers(0, 1), "boolean input"
    if array.dtype.name == "float8_e8m0fnu":
        return uniform(0.25, 4), "power-of-two scale (e8m0 holds no zero or sign)"
    if leaf in ("scale", "gamma", "g"):
        return uniform(0.8, 1.2), "norm scale: near 1"
    if leaf in ("bias", "beta", "b"):
        return normal(0, 0.05), "bias or shift: small"
    if leaf in ("weight", "kernel", "w") or array.ndim >= 2 and "x" not in leaf:
        fan_in = math.prod(array.shape[:-1]) if array.ndim >= 2 else array.size
        bound = 1.0 / math.sqrt(max(fan_in, 1))
        return uniform(-bound, bound), f"weight: +-1/sqrt(fan-in {fan_in})"
    if kind == "c":
        return normal(0, 1), "complex input: real and imaginary parts normal(0,1)"
    return normal(0, 1), "input activations"


# A program that draws random bits: under jax_enable_x64 its float64 twin
# draws other numbers (a float64 uniform takes 64 bits per element), so its
# framework reference runs as lowered.
_RANDOM = re.compile(r"threefry|rng_bit_generator|stablehlo\.rng\b|\"stablehlo\.rng\"")


def export(source, options):
    import jax
    import numpy as np
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir

    fn, inputs, domains = _load(source, options.factory)
    names = list(inputs)
    values = [np.asarray(inputs[n]) for n in names]

    def positional(*args):
        return fn(**dict(zip(names, args)))

    lowered = jax.jit(positional).lower(*values)
    lowered_text = lowered.as_text()
    context = jmlir.make_ir_context()
    with context:
        module = ir.Module.parse(lowered_text)
        for op in module.body.operations:
            if op.operation.name != "func.func" or \
                    ir.StringAttr(op.attributes["sym_name"]).value != "main":
                continue
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
        # Generic form, no locations: defuse reads it without the dialect,
        # and each op is then located at its own line of the workload.
        text = module.operation.get_asm(print_generic_op_form=True)

    arguments = []
    for name, value in zip(names, values):
        domain, why = default_domain(name, value)
        if name in domains:
            domain, why = domains[name], "given by the model"
        arguments.append(Argument(name, str(value.dtype), tuple(value.shape), domain, why))

    def widen(v):
        """float64 for every float (bfloat16 and the f8/f6/f4 types
        included, exactly), complex128 for complex; integers as they are."""
        v = np.asarray(v)
        kind = element_kind(v.dtype)
        return v.astype(np.float64) if kind == "f" else \
            v.astype(np.complex128) if kind == "c" else v

    def flat(out):
        return jax.tree_util.tree_leaves(out)

    def run_framework(drawn):
        jax.config.update("jax_enable_x64", True)
        try:
            return [widen(o) for o in flat(positional(*[widen(v) for v in drawn]))]
        finally:
            jax.config.update("jax_enable_x64", False)

    def run_as_lowered(drawn):
        typed = [np.asarray(v).astype(l.dtype) for v, l in zip(drawn, values)]
        return [widen(o) for o in flat(jax.jit(positional)(*typed))]

    framework = f"jax {jax.__version__}, jaxlib {jax.lib.__version__}"
    exported = Export(text, arguments, framework, dialect="stablehlo")
    # The factory's fn may say `fn.framework_precision = "as lowered"`.
    precision = getattr(fn, "framework_precision", None)
    if precision is None and _RANDOM.search(lowered_text):
        precision = "as lowered (the program draws random bits)"
    if precision not in (None, "float64"):
        exported.precision = precision
        exported.notes.append(f"framework reference {precision}, not float64")
        return exported, run_as_lowered
    return exported, run_framework
