"""ONNX through torch-mlir's ONNX importer: FILE.onnx.

The graph is imported into the torch dialect (torch_mlir.extras.onnx_importer),
lowered to the torch backend form (torch-onnx-to-torch-backend-pipeline) and
then to TOSA or linalg-on-tensors by torch-mlir's backend pipelines. The
graph's inputs become the entry arguments, named as the graph names them;
initializers stay constants (dense_resource), as the file holds them. The
second reference is onnx's own ReferenceEvaluator, which runs the graph in
NumPy in the graph's own precision: an independent legal execution, judged
like a compiled one (the manifest says "float32, onnx.reference").
"""

import pathlib

from torch_mlir_lowering import lower
from workload_writer import Argument, Export, integers, name_arguments, normal

NAME = "onnx"
SUFFIXES = (".onnx",)

_DTYPES = {1: "float32", 2: "uint8", 3: "int8", 5: "int16", 6: "int32", 7: "int64",
           9: "bool", 10: "float16", 11: "float64", 16: "bfloat16"}


def claims(source):
    return pathlib.Path(source).suffix in SUFFIXES


def export(source, options):
    import onnx
    import torch_mlir
    from torch_mlir.compiler_utils import run_pipeline_with_repro_report
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras import onnx_importer
    from torch_mlir.ir import Context

    # An ONNX file's initializers are its constants whatever --weights says.
    model = onnx.shape_inference.infer_shapes(onnx.load(source))
    context = Context()
    torch_d.register_dialect(context)
    info = onnx_importer.ModelInfo(model)
    module = info.create_module(context=context)
    importer = onnx_importer.NodeImporter.define_function(info.main_graph, module.operation)
    importer.import_all()
    run_pipeline_with_repro_report(
        module, "builtin.module(torch-onnx-to-torch-backend-pipeline)",
        "Lowering ONNX to the torch backend form")
    module, dialect, refused = lower(module, options.dialect)

    initializers = {i.name for i in model.graph.initializer}
    arguments = []
    for value in model.graph.input:
        if value.name in initializers:
            continue
        tensor = value.type.tensor_type
        dtype = _DTYPES.get(tensor.elem_type)
        if dtype is None:
            raise RuntimeError(f"input '{value.name}' has ONNX element type {tensor.elem_type}")
        shape = tuple(d.dim_value for d in tensor.shape.dim)
        if any(d <= 0 for d in shape):
            raise RuntimeError(f"input '{value.name}' has a dynamic shape; give it a static one")
        if dtype == "bool":
            domain, why = integers(0, 1), "boolean input"
        elif dtype.startswith(("int", "uint")):
            domain, why = integers(0, 15), "integer input"
        else:
            domain, why = normal(0.0, 1.0), "graph input"
        arguments.append(Argument(value.name, dtype, shape, domain, why))
    name_arguments(module, [a.name for a in arguments])
    text = module.operation.get_asm(large_elements_limit=None, enable_debug_info=False)
    from importlib.metadata import version

    framework = f"onnx {onnx.__version__} (opset {model.opset_import[0].version}), torch-mlir {version('torch-mlir')}"

    def run_framework(inputs):
        from onnx.reference import ReferenceEvaluator

        evaluator = ReferenceEvaluator(model)
        feeds = {a.name: v for a, v in zip(arguments, inputs)}
        return list(evaluator.run(None, feeds))

    exported = Export(text, arguments, framework, dialect=dialect, refused=refused)
    exported.precision = "float32, onnx.reference"
    exported.weights = "constants (the graph's initializers)"
    return exported, run_framework
