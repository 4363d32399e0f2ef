"""Writes a small ONNX graph (MatMul, Add, Tanh, Softmax; initializers for
the weights) to the path given, with onnx's own helpers."""
import sys
import numpy as np, onnx
from onnx import helper, TensorProto, numpy_helper
rng = np.random.default_rng(0)
w = numpy_helper.from_array(rng.uniform(-0.3, 0.3, (8, 16)).astype(np.float32), "w")
b = numpy_helper.from_array(rng.uniform(-0.3, 0.3, (16,)).astype(np.float32), "b")
nodes = [helper.make_node("MatMul", ["x", "w"], ["h"]), helper.make_node("Add", ["h", "b"], ["hb"]),
         helper.make_node("Tanh", ["hb"], ["t"]), helper.make_node("Softmax", ["t"], ["y"], axis=-1)]
g = helper.make_graph(nodes, "mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 16])], [w, b])
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
onnx.save(m, sys.argv[1])
