"""Runs an IREE module compiled with --iree-flow-trace-dispatch-tensors and
records what every dispatch read and wrote, exactly (iree-run-module prints
them with six digits only).

usage: python trace_dispatches.py trace MODULE.vmfb ENTRY REQUEST.json OUTDIR
       python trace_dispatches.py serve
           a resident worker (target/ResidentWorker.h): imports IREE's
           runtime once (numpy, ml_dtypes and the runtime take about 1.5 s),
           then runs one command per JSON line on stdin as this script would

REQUEST.json: {"inputs": [{"path": ..., "shape": [...], "type": "f32"}]}
Writes OUTDIR/trace.json: {"dispatches": [{"key": ..., "buffers":
[{"path", "shape", "type"}]}], "results": [...]}, the buffers as raw bytes.
"""
import json
import os
import sys

import numpy as np
import iree.runtime as rt

TYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64,
         "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
         "i64": np.int64}
NAMES = {np.dtype(v): k for k, v in TYPES.items()}


def save(array, path):
    array = np.ascontiguousarray(array)
    if array.dtype not in NAMES:
        raise TypeError("cannot record a %s buffer" % array.dtype)
    array.tofile(path)
    return {"path": path, "shape": list(array.shape),
            "type": NAMES[array.dtype]}


def trace(module_path, entry, request_path, outdir):
    with open(request_path) as f:
        request = json.load(f)
    inputs = []
    for spec in request["inputs"]:
        if spec["type"] not in TYPES:
            raise TypeError("cannot feed a %s input" % spec["type"])
        inputs.append(np.fromfile(spec["path"], dtype=TYPES[spec["type"]])
                      .reshape(spec["shape"]))
    config = rt.Config("local-task")
    device = config.device
    calls = []

    # The views alias the program's transient buffers, which later
    # dispatches reuse: their contents are copied as the trace is taken.
    def record(key, views):
        calls.append((key, [np.array(rt.DeviceArray(
            device, view, implicit_host_transfer=True)) for view in views]))

    sink = rt.HalModuleDebugSink(record)
    hal = rt.create_hal_module(config.vm_instance, device, debug_sink=sink)
    with open(module_path, "rb") as f:
        module = rt.VmModule.copy_buffer(config.vm_instance, f.read())
    context = rt.VmContext(config.vm_instance, modules=[hal, module])
    invoker = rt.FunctionInvoker(context, device, module.lookup_function(entry))
    results = invoker(*inputs)
    if not isinstance(results, (tuple, list)):
        results = [results]
    out = {"dispatches": [], "results": []}
    for n, (key, views) in enumerate(calls):
        buffers = []
        for k, array in enumerate(views):
            buffers.append(save(array, os.path.join(outdir, "d%d_%d.bin" % (n, k))))
        out["dispatches"].append({"key": key, "buffers": buffers})
    for k, r in enumerate(results):
        out["results"].append(save(r.to_host(), os.path.join(outdir, "r%d.bin" % k)))
    with open(os.path.join(outdir, "trace.json"), "w") as f:
        json.dump(out, f)


def run(command, args):
    if command != "trace" or len(args) != 4:
        sys.stderr.write("trace_dispatches: usage: trace MODULE.vmfb ENTRY "
                         "REQUEST.json OUTDIR | serve\n")
        return 3
    try:
        trace(*args)
    except Exception as e:  # one line for the probe's message
        sys.stderr.write("trace_dispatches: %s: %s\n" % (type(e).__name__, e))
        return 3
    return 0


def main():
    if sys.argv[1:2] == ["serve"]:
        sys.path.insert(0, os.path.join(os.path.dirname(
            os.path.abspath(__file__)), ".."))
        from resident_serve import serve
        serve(run)
        return 0
    return run(sys.argv[1] if len(sys.argv) > 1 else "", sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
