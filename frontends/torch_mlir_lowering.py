"""torch-mlir's backend pipelines, shared by the front ends that import into
the torch dialect (PyTorch, ONNX).

`--dialect tosa` and `--dialect linalg` run the one pipeline asked for. By
default (`auto`) the module is lowered to TOSA, and where TOSA's legalization
refuses an op (torch-mlir has no TOSA lowering of `atanh`, of
`max_pool2d(..., return_indices=True)`, ...) it is lowered to
linalg-on-tensors instead; the ops TOSA refused are returned, each with its
location in the model's source, so the import can say why.
"""

import re

_PIPELINES = {
    "tosa": "builtin.module(torch-backend-to-tosa-backend-pipeline)",
    "linalg": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)",
}

_ILLEGAL_OP = re.compile(r"failed to legalize operation '([\w.]+)'")
# The first file position of a location: the model's own line, where a
# call site names the front end's call to it after it.
_FILE_LINE = re.compile(r'"([^"]+)":(\d+):\d+')


def _run(module, dialect, diagnostics):
    """Runs one backend pipeline on `module` in place; MLIRError when it
    fails, its diagnostics appended to `diagnostics` as (location, message)."""
    from torch_mlir.passmanager import PassManager

    context = module.context

    def keep(diagnostic):
        diagnostics.append((str(diagnostic.location), str(diagnostic.message)))
        return True

    handler = context.attach_diagnostic_handler(keep)
    try:
        PassManager.parse(_PIPELINES[dialect], context=context).run(module.operation)
    finally:
        handler.detach()


def _refused(diagnostics):
    """The ops a failed TOSA lowering names, once each, with their source
    position: ["torch.aten.atanh (m.py:9)", ...]."""
    seen = []
    for location, message in diagnostics:
        op = _ILLEGAL_OP.search(message)
        if not op:
            continue
        where = _FILE_LINE.search(location)
        text = op.group(1)
        if where:
            text += f" ({where.group(1).rsplit('/', 1)[-1]}:{where.group(2)})"
        if text not in seen:
            seen.append(text)
    if not seen and diagnostics:
        seen.append(" ".join(diagnostics[0][1].split())[:200])
    return seen


def _copy(module):
    """A module holding clones of `module`'s top-level ops (in the same
    context), untouched by what a pipeline later does to `module`."""
    from torch_mlir import ir

    with module.context, ir.Location.unknown():
        copy = ir.Module.create()
        with ir.InsertionPoint(copy.body):
            for op in module.body.operations:
                op.operation.clone()
    return copy


def lower(module, dialect):
    """Lowers a torch-backend `module` to `dialect` (tosa, linalg or auto).
    Returns (the lowered module, the dialect written, [ops TOSA refused]):
    the list is empty unless auto fell back to linalg. Raises RuntimeError
    naming the ops when no pipeline lowers it."""
    tried = ["tosa", "linalg"] if dialect == "auto" else [dialect]
    # A failed conversion may leave the module half rewritten: a second
    # pipeline starts from a copy taken before the first.
    fresh = [module] + [_copy(module) for _ in tried[1:]]
    refused = []
    for attempt, target in zip(tried, fresh):
        diagnostics = []
        try:
            _run(target, attempt, diagnostics)
            return target, attempt, [op for _, ops in refused for op in ops]
        except Exception as e:
            refused.append((attempt, _refused(diagnostics) or [" ".join(str(e).split())[:200]]))
    raise RuntimeError("; ".join(f"torch-mlir's {d} lowering refuses {', '.join(ops)}" for d, ops in refused))
