"""JAX: a Python file whose factory returns a function and its inputs; the
function is lowered with jax.jit to StableHLO (what XLA compiles) and
written in MLIR's generic form, which defuse reads without the dialect.

The factory returns (fn, inputs[, domains]): `inputs` maps each argument's
name to an example array (a dict, in the order fn takes them) or is a tuple
of arrays (named arg0, arg1, ...); `domains` maps names to defuse input
specs where the defaults below do not fit. The framework reference runs fn
in float64 (jax_enable_x64) on one draw of the inputs.

Runs with the jax environment's Python (build/venv-jax-*), which `defuse
import` picks for sources that import jax.
"""

import importlib.util
import math
import pathlib
import re
import sys

from workload_writer import Argument, Export, integers, normal, uniform

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


def default_domain(name, array):
    """A domain from the argument's name and shape, as for PyTorch's."""
    leaf = re.split(r"[._]", name)[-1].lower()
    if array.dtype.kind in "iu":
        return integers(0, 15), "integer input: small indices"
    if array.dtype.kind == "b":
        return integers(0, 1), "boolean input"
    if leaf in ("scale", "gamma", "g"):
        return uniform(0.8, 1.2), "norm scale: near 1"
    if leaf in ("bias", "beta", "b"):
        return normal(0, 0.05), "bias or shift: small"
    if leaf in ("weight", "kernel", "w") or array.ndim >= 2 and "x" not in leaf:
        fan_in = math.prod(array.shape[:-1]) if array.ndim >= 2 else array.size
        bound = 1.0 / math.sqrt(max(fan_in, 1))
        return uniform(-bound, bound), f"weight: +-1/sqrt(fan-in {fan_in})"
    return normal(0, 1), "input activations"


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
    context = jmlir.make_ir_context()
    with context:
        module = ir.Module.parse(lowered.as_text())
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

    def run_framework(drawn):
        jax.config.update("jax_enable_x64", True)
        try:
            wide = [np.asarray(v, np.float64) if np.asarray(v).dtype.kind == "f" else v
                    for v in drawn]
            out = positional(*wide)
            outs = out if isinstance(out, (tuple, list)) else (out,)
            return [np.asarray(o, np.float64) if np.asarray(o).dtype.kind == "f"
                    else np.asarray(o) for o in outs]
        finally:
            jax.config.update("jax_enable_x64", False)

    framework = f"jax {jax.__version__}, jaxlib {jax.lib.__version__}"
    return Export(text, arguments, framework, dialect="stablehlo"), run_framework
