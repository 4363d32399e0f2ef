"""PyTorch through torch-mlir: a Python file with a factory, or a saved
ExportedProgram (.pt2).

The model is exported with torch.export and imported with torch-mlir's FX
importer, lowered to TOSA or linalg-on-tensors by torch-mlir's own backend
pipelines (torch_mlir_lowering.py: by default TOSA, and linalg where TOSA
refuses an op). By default parameters and persistent buffers become entry
arguments (named by their fully qualified names, state first, then the
model's inputs); buffers a module registers with persistent=False (a causal
mask, position ids) stay constants, since the module computes them and they
are not free values. With weights="constants" everything the model holds is
frozen into dense_resource constants instead.
"""

import importlib.util
import math
import pathlib
import sys

from torch_mlir_lowering import lower
from workload_writer import Argument, Export, integers, name_arguments, normal, uniform

NAME = "torch"
SUFFIXES = (".py", ".pt2")


def claims(source):
    return pathlib.Path(source.split(":")[0]).suffix in SUFFIXES


def _load(source, factory):
    import torch

    path, _, named = source.partition(":")
    factory = factory or named
    if path.endswith(".pt2"):
        ep = torch.export.load(path)
        example = getattr(ep, "example_inputs", None)
        if not example:
            raise RuntimeError(f"{path}: the ExportedProgram holds no example inputs")
        return ep.module(), tuple(example[0]), {}
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
        raise RuntimeError(f"{path}:{factory} must return (model, example_args[, domains])")
    model, example = made[0], made[1]
    domains = made[2] if len(made) == 3 else {}
    return model, tuple(example if isinstance(example, (tuple, list)) else (example,)), domains


def _owners(model):
    """Maps each parameter or buffer name to (owning module, attribute)."""
    owners = {}
    for prefix, mod in model.named_modules(remove_duplicate=False):
        for attr, _ in list(mod.named_parameters(recurse=False)) + list(
            mod.named_buffers(recurse=False)
        ):
            owners.setdefault(f"{prefix}.{attr}" if prefix else attr, (mod, attr))
    return owners


def _non_persistent(model):
    names = set()
    for prefix, mod in model.named_modules(remove_duplicate=False):
        for attr in getattr(mod, "_non_persistent_buffers_set", ()):
            names.add(f"{prefix}.{attr}" if prefix else attr)
    return names


def _fan_in(tensor):
    return math.prod(tensor.shape[1:]) if tensor.dim() >= 2 else tensor.numel()


def state_domain(name, tensor, owner):
    """The domain of one parameter or buffer, from what it is.

    A trained model's state is not available and its random initialization
    may be degenerate (zero biases, unit norm scales, zero running means), so
    each kind of state gets the range a trained one lives in: BatchNorm
    variances positive, norm scales near 1, weights and biases of a layer
    scaled by its fan-in as PyTorch's own default initialization scales them.
    """
    import torch

    mod, attr = owner if owner else (None, name.rsplit(".", 1)[-1])
    # An ExportedProgram's module keeps names but not module classes.
    kind = type(mod).__name__ if mod is not None else ""
    if kind in ("", "Module", "InterpreterModule"):
        kind = "layer"
    sibling_weight = getattr(mod, "weight", None) if mod is not None else None
    if not tensor.is_floating_point():
        if attr == "num_batches_tracked":
            return integers(0, 0), "BatchNorm's step counter (unused in eval)"
        lo, hi = (int(tensor.min()), int(tensor.max())) if tensor.numel() else (0, 0)
        return integers(lo, hi), "integer state, the range it was built with"
    if attr == "running_var":
        return uniform(0.5, 2.0), f"{kind} variance: positive"
    if attr == "running_mean":
        return normal(0.0, 0.1), f"{kind} mean"
    # A one-dimensional weight scales (BatchNorm, LayerNorm, GroupNorm,
    # RMSNorm, whatever the class): Linear, conv and embedding weights have
    # two dimensions or more.
    if attr == "weight" and tensor.dim() == 1:
        return uniform(0.8, 1.2), f"{kind} scale: near 1"
    if attr == "bias" and isinstance(sibling_weight, torch.Tensor) and sibling_weight.dim() == 1:
        return normal(0.0, 0.05), f"{kind} shift: small"
    if isinstance(mod, torch.nn.Embedding) or "embed" in kind.lower():
        return normal(0.0, 0.02 if tensor.shape[-1] >= 256 else 1.0), f"{kind} table"
    if attr.startswith("bias") or tensor.dim() == 1:
        weight = sibling_weight
        fan = _fan_in(weight) if isinstance(weight, torch.Tensor) and weight.dim() >= 2 else tensor.numel()
        bound = 1.0 / math.sqrt(max(fan, 1))
        return uniform(-bound, bound), f"{kind} bias: +-1/sqrt(fan-in {fan})"
    if isinstance(mod, (torch.nn.RNNBase,)):
        bound = 1.0 / math.sqrt(mod.hidden_size)
        return uniform(-bound, bound), f"{kind} weight: +-1/sqrt(hidden {mod.hidden_size})"
    fan = _fan_in(tensor)
    bound = 1.0 / math.sqrt(max(fan, 1))
    return uniform(-bound, bound), f"{kind} weight: +-1/sqrt(fan-in {fan})"


def input_domain(tensor, model):
    import torch

    if tensor.dtype == torch.bool:
        return integers(0, 1), "boolean input"
    if not tensor.is_floating_point():
        vocab = [m.num_embeddings for m in model.modules() if isinstance(m, torch.nn.Embedding)]
        if vocab:
            return integers(0, min(vocab) - 1), f"token ids below the smallest embedding ({min(vocab)})"
        lo, hi = int(tensor.min()), int(tensor.max())
        return integers(lo, hi), "integer input, the range of the example"
    return normal(0.0, 1.0), "model input"


def _dtype_name(t):
    return str(t.dtype).replace("torch.", "")


def export(source, options):
    import torch
    import torch.utils._pytree as pytree
    import torch_mlir
    from torch_mlir import fx

    model, example, given = _load(source, options.factory)
    if not isinstance(model, torch.fx.GraphModule):
        model = model.eval()  # an ExportedProgram's module was captured so already
    frozen = _non_persistent(model)
    owners = _owners(model)
    state = {}
    if options.weights == "arguments":
        for n, p in model.named_parameters():
            state[n] = p.detach()
        for n, b in model.named_buffers():
            if n not in frozen:
                state[n] = b.detach()
    names = list(state)

    class Stateless(torch.nn.Module):
        """The model as a function of its state and inputs. The model itself
        is hidden from torch.export (not a submodule), so everything it holds
        that is not passed in is a lifted constant the importer freezes."""

        def __init__(self):
            super().__init__()
            object.__setattr__(self, "inner", model)

        def forward(self, *flat):
            bound = dict(zip(names, flat[: len(names)]))
            out = torch.func.functional_call(self.inner, bound, tuple(flat[len(names) :]))
            return tuple(pytree.tree_leaves(out))

    wrapper = Stateless()
    args = tuple(state.values()) + example
    with torch.no_grad():
        program = torch.export.export(wrapper, args, strict=False)
        module, dialect, refused = lower(fx.export_and_import(program, output_type="torch"), options.dialect)

    input_names = _input_names(model, example)
    arguments = []
    for n, t in state.items():
        domain, why = state_domain(n, t, owners.get(n))
        arguments.append(Argument(n, _dtype_name(t), tuple(t.shape), domain, why))
    for n, t in zip(input_names, example):
        domain, why = input_domain(t, model)
        arguments.append(Argument(n, _dtype_name(t), tuple(t.shape), domain, why))
    for n, spec in given.items():
        for a in arguments:
            if a.name == n:
                a.domain, a.why = spec, "given by the model's factory"
    name_arguments(module, [a.name for a in arguments])
    text = module.operation.get_asm(large_elements_limit=None, enable_debug_info=False)
    version = getattr(torch_mlir, "__version__", None) or _dist_version("torch-mlir")
    framework = f"torch {torch.__version__.split('+')[0]}, torch-mlir {version}"

    def run_framework(inputs):
        import copy

        reference = copy.deepcopy(model).double()
        tensors = []
        for a, v in zip(arguments, inputs):
            t = torch.from_numpy(v)
            tensors.append(t.double() if t.is_floating_point() else t)
        bound = dict(zip(names, tensors[: len(names)]))
        with torch.no_grad():
            out = torch.func.functional_call(reference, bound, tuple(tensors[len(names) :]))
        return [o.detach().numpy() for o in pytree.tree_leaves(out)]

    return Export(text, arguments, framework, dialect=dialect, refused=refused), run_framework


def _input_names(model, example):
    import inspect

    try:
        params = [
            p.name
            for p in inspect.signature(model.forward).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
    except (TypeError, ValueError):
        params = []
    return [params[i] if i < len(params) else f"input{i}" for i in range(len(example))]


def _dist_version(name):
    from importlib.metadata import version

    return version(name)
