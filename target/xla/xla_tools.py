"""XLA:CPU, through the jax/jaxlib of the Python that runs this script, as
defuse's compiler under test (target/xla/XlaTarget.cpp runs it, one process
per probe).

usage:
  python xla_tools.py version
      prints {"jax", "jaxlib", "python"} as JSON
  python xla_tools.py to-generic IN OUT [--hlo]
      StableHLO in any form jaxlib reads (or, with --hlo, HLO text as an XLA
      dump or a bug report carries it) written as generic StableHLO with
      locations, the form MLIR 22 reads without the dialect
  python xla_tools.py probe REQUEST.json
      compiles (and runs) one module; REQUEST.json:
        {"module": PATH, "inputs": [{"path", "shape", "type"}],
         "options": {NAME: VALUE}, "execute": bool, "trace_passes": bool,
         "map_kernels": bool, "outdir": DIR}
      writes DIR/result.json:
        {"outputs": [{"path", "shape", "type"}], "compile_seconds",
         "run_seconds", "passes": [{"name", "pipeline", "module" | "error"}],
         "pass_log": [...], "kernels": [{"name", "kind", "source_ops"}],
         "error": {"stage": "compile" | "run", "message"}}
  python xla_tools.py serve
      a resident worker (target/ResidentWorker.h): imports jax once, writes
      {"ready": true} on fd 3, then runs one command per JSON line on stdin
      ({"args": [COMMAND, ...], "stdout": PATH, "stderr": PATH}) as this
      script would run it, its output to those files, and answers
      {"rc": EXIT_STATUS} on fd 3

Exit status 3 with one line on stderr is this script's own failure; a
compile or run that fails is a result (its "error"), a crash is the
caller's to see.
"""
import json
import os
import re
import sys
import time

# The pass pipeline logs which passes run (the dumps only show those that
# changed the module, and a pass name XLA does not know is silently
# ignored by xla_disable_hlo_passes); the log level must be set before
# jaxlib loads.
if len(sys.argv) > 1 and sys.argv[1] in ("probe", "serve"):
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "0"
    os.environ["TF_CPP_VMODULE"] = "hlo_pass_pipeline=1"

import numpy as np  # noqa: E402


def fail(message):
    sys.stderr.write("xla_tools: %s\n" % message)
    sys.exit(3)


def dtypes():
    """NumPy's type for each defuse element type name (MLIR's spelling);
    the narrow ones come from ml_dtypes where this release has them."""
    import ml_dtypes
    types = {"f16": np.float16, "bf16": ml_dtypes.bfloat16,
             "f32": np.float32, "f64": np.float64, "i1": np.bool_,
             "i8": np.int8, "i16": np.int16, "i32": np.int32,
             "i64": np.int64, "ui8": np.uint8, "ui16": np.uint16,
             "ui32": np.uint32, "ui64": np.uint64,
             "complex<f32>": np.complex64, "complex<f64>": np.complex128}
    narrow = {"i2": "int2", "i4": "int4", "ui2": "uint2", "ui4": "uint4",
              "f8E5M2": "float8_e5m2", "f8E4M3": "float8_e4m3",
              "f8E4M3FN": "float8_e4m3fn", "f8E3M4": "float8_e3m4",
              "f8E5M2FNUZ": "float8_e5m2fnuz",
              "f8E4M3FNUZ": "float8_e4m3fnuz",
              "f8E4M3B11FNUZ": "float8_e4m3b11fnuz",
              "f8E8M0FNU": "float8_e8m0fnu", "f6E2M3FN": "float6_e2m3fn",
              "f6E3M2FN": "float6_e3m2fn", "f4E2M1FN": "float4_e2m1fn"}
    for name, ml_name in narrow.items():
        if hasattr(ml_dtypes, ml_name):
            types[name] = getattr(ml_dtypes, ml_name)
    return types


def ir_context():
    from jax._src.interpreters import mlir as jmlir
    return jmlir.make_ir_context()


def as_generic(module):
    return module.operation.get_asm(print_generic_op_form=True,
                                    enable_debug_info=True,
                                    use_local_scope=True)


def hlo_to_stablehlo(text):
    """Pretty StableHLO of an HLO module's text, by XLA's own converter."""
    from jax._src.lib import xla_client as xc
    from jax._src.lib import _jax
    module = xc.hlo.hlo_module_from_text(text)
    computation = xc.XlaComputation(module.as_serialized_hlo_module_proto())
    return _jax.mlir.xla_computation_to_mlir_module(computation)


def to_generic(argv):
    if len(argv) < 2:
        fail("to-generic needs IN and OUT")
    source, target = argv[0], argv[1]
    with open(source) as f:
        text = f.read()
    if "--hlo" in argv[2:]:
        text = hlo_to_stablehlo(text)
    context = ir_context()
    from jax._src.lib.mlir import ir
    with context:
        try:
            module = ir.Module.parse(text)
        except Exception as e:  # jaxlib's MLIRError
            message = str(e).replace("\n", " ")
            fail("%s does not parse as StableHLO: %s" % (source, message[:400]))
        generic = as_generic(module)
    # jaxlib names the buffer "-"; the user's file is what reports cite.
    generic = generic.replace('loc("-":', 'loc("%s":' % source)
    with open(target, "w") as f:
        f.write(generic)


def coerce(value):
    """XLA's compile options want bools as bools and numbers as numbers."""
    if not isinstance(value, str):
        return value
    if value.lower() in ("true", "false"):
        return value.lower() == "true"
    try:
        return int(value)
    except ValueError:
        pass
    try:
        return float(value)
    except ValueError:
        return value


DUMP_NAME = re.compile(
    r"^module_\d+\.[^.]+\.(\d+)\.(.+?)\.after_(.+?)\.before_(.+)\.txt$")
PASS_LINE = re.compile(r"hlo_pass_pipeline\.cc:\d+\]\s+HLO pass (.+)$")
SKIP_LINE = re.compile(r"Skipping HLO pass .*?: (.+)$")
PIPELINE_LINE = re.compile(r"Running HLO pass pipeline on module [^:]*: (.+)$")


def pass_trace(dump_dir, context):
    """Every module XLA dumped after a pass that changed it, in order, as
    generic StableHLO (or why not)."""
    entries = []
    for name in os.listdir(dump_dir):
        m = DUMP_NAME.match(name)
        if m:
            entries.append((int(m.group(1)), m.group(2), m.group(3), name))
    entries.sort()
    passes = []
    for index, pipeline, after, name in entries:
        if after == "pipeline-start":
            continue  # the module entering a pipeline, unchanged
        record = {"name": after, "pipeline": pipeline.replace("_", " ")}
        try:
            with open(os.path.join(dump_dir, name)) as f:
                stablehlo = hlo_to_stablehlo(f.read())
            from jax._src.lib.mlir import ir
            with context:
                module = ir.Module.parse(stablehlo)
                path = os.path.join(dump_dir, "pass%04d.mlir" % index)
                with open(path, "w") as f:
                    f.write(as_generic(module))
            record["module"] = path
        except Exception as e:
            record["error"] = ("%s: %s" % (type(e).__name__, e)).replace(
                "\n", " ")[:300]
        passes.append(record)
    return passes


INSTRUCTION = re.compile(
    r"^\s*(ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*?)\s([\w\-]+)\((.*)$")
COMPUTATION = re.compile(r"^(ENTRY\s+)?%?([\w.\-]+)\s.*\{\s*$")
OP_NAME = re.compile(r'op_name="([^"]*)"')
CALLS = re.compile(r"calls=%?([\w.\-]+)")
KIND = re.compile(r"kind=(\w+)")
BACKEND_KIND = re.compile(r'"kind":"(\w+)"')
# Instructions that compute nothing of their own: no kernel of XLA's.
NOT_KERNELS = {"parameter", "constant", "tuple", "get-tuple-element",
               "bitcast", "copy-start", "copy-done", "after-all"}


def kernels_of(hlo_text):
    """The kernels of an optimized module in the order ENTRY runs them: each
    fusion with the source ops (op_name metadata) of every instruction it
    calls, and each other computing instruction on its own."""
    computations, order, current = {}, [], None
    entry = None
    for line in hlo_text.splitlines():
        c = COMPUTATION.match(line)
        if c and "=" not in line.split("{")[0]:
            current = c.group(2)
            computations[current] = []
            order.append(current)
            if c.group(1):
                entry = current
            continue
        if line.strip() == "}":
            current = None
            continue
        i = INSTRUCTION.match(line)
        if i and current is not None:
            computations[current].append(
                {"name": i.group(2), "opcode": i.group(4), "line": line})
    if entry is None and order:
        entry = order[-1]

    def source_ops(computation, seen):
        ops = []
        for inst in computations.get(computation, []):
            ops += OP_NAME.findall(inst["line"])
            for called in CALLS.findall(inst["line"]):
                if called not in seen:
                    seen.add(called)
                    ops += source_ops(called, seen)
        return ops

    kernels = []
    for inst in computations.get(entry, []):
        if inst["opcode"] in NOT_KERNELS:
            continue
        ops = OP_NAME.findall(inst["line"])
        kind = ""
        if inst["opcode"] == "fusion":
            k = KIND.search(inst["line"])
            kind = k.group(1) if k else ""
            b = BACKEND_KIND.search(inst["line"])
            if kind == "kCustom" and b:
                kind = b.group(1)
        for called in CALLS.findall(inst["line"]):
            ops += source_ops(called, {called})
        unique = sorted(set(ops), key=ops.index)
        kernels.append({"name": inst["name"], "opcode": inst["opcode"],
                        "kind": kind, "source_ops": unique})
    return kernels


def compile_logged(backend, devices, text, options, log_path):
    """Compiles with XLA's pass log on stderr captured; returns the
    executable (or the error) and the passes that ran, and every pass and
    pipeline name the log mentions."""
    import jax.extend.backend as jb
    saved = os.dup(2)
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(log, 2)
    try:
        compile_options = jb.get_compile_options(
            1, 1, env_options_overrides=options)
        executable = backend.compile_and_load(text, devices, compile_options)
        error = None
    except Exception as e:
        executable, error = None, e
    finally:
        os.dup2(saved, 2)
        os.close(log)
    ran, known = [], set()
    with open(log_path, errors="replace") as f:
        for line in f:
            p = PASS_LINE.search(line)
            if p:
                ran.append(p.group(1).strip())
                known.add(p.group(1).strip())
            s = SKIP_LINE.search(line)
            if s and ran and ran[-1] == s.group(1).strip():
                ran.pop()
            q = PIPELINE_LINE.search(line)
            if q:
                known.add(q.group(1).strip())
    return executable, error, ran, known


def probe(argv):
    with open(argv[0]) as f:
        request = json.load(f)
    outdir = request["outdir"]
    result = {"outputs": [], "passes": [], "pass_log": [], "kernels": []}
    types = dtypes()
    inputs = []
    for spec in request.get("inputs", []):
        if spec["type"] not in types:
            fail("cannot feed a %s input" % spec["type"])
        inputs.append(np.fromfile(spec["path"], dtype=types[spec["type"]])
                      .reshape(spec["shape"]))
    with open(request["module"]) as f:
        text = f.read()
    options = {k: coerce(v) for k, v in request.get("options", {}).items()}
    dump_dir = os.path.join(outdir, "dump")
    if request.get("trace_passes"):
        options["xla_dump_to"] = dump_dir
        options["xla_dump_hlo_pass_re"] = ".*"

    import jax
    import jax.extend.backend as jb
    backend = jb.get_backend("cpu")
    devices = jax.devices("cpu")[:1]
    start = time.monotonic()
    executable, compile_error, ran, known = compile_logged(
        backend, devices, text, options, os.path.join(outdir, "xla.log"))
    result["compile_seconds"] = time.monotonic() - start
    result["pass_log"] = ran
    # What runs from here on is the compiled code (the caller watches).
    open(os.path.join(outdir, "compiled"), "w").close()
    disabled = [n.strip() for n in
                str(options.get("xla_disable_hlo_passes", "")).split(",")
                if n.strip()]
    if compile_error is None and any(n not in known for n in disabled):
        # A name XLA does not know disables nothing, silently: ask for
        # the passes it runs without the option (some releases leave the
        # disabled ones out of the log).
        plain = dict(options)
        plain.pop("xla_disable_hlo_passes")
        _, _, _, everything = compile_logged(
            backend, devices, text, plain, os.path.join(outdir, "plain.log"))
        unknown = [n for n in disabled if n not in known | everything]
        if unknown:
            compile_error = ValueError(
                "xla_disable_hlo_passes names %s, which this XLA does not run "
                "on this module (its passes and pipelines are in its "
                "hlo_pass_pipeline log)" % ", ".join(unknown))
    if compile_error is not None:
        message = ("%s: %s" % (type(compile_error).__name__,
                               compile_error)).replace("\n", " ")
        result["error"] = {"stage": "compile", "message": message[:600]}
    if request.get("trace_passes") and os.path.isdir(dump_dir):
        result["passes"] = pass_trace(dump_dir, ir_context())
    if executable is not None and request.get("map_kernels"):
        result["kernels"] = kernels_of(executable.hlo_modules()[0].to_string())
    if executable is not None and request.get("execute"):
        start = time.monotonic()
        try:
            arguments = [jax.device_put(a, devices[0]) for a in inputs]
            outputs = executable.execute_sharded(arguments)
            arrays = [np.asarray(o[0]) for o in
                      outputs.disassemble_into_single_device_arrays()]
            names = {np.dtype(v): k for k, v in types.items()}
            for n, array in enumerate(arrays):
                array = np.ascontiguousarray(array)
                if array.dtype not in names:
                    fail("cannot read back a %s output" % array.dtype)
                path = os.path.join(outdir, "output%d.bin" % n)
                array.tofile(path)
                result["outputs"].append({"path": path,
                                          "shape": list(array.shape),
                                          "type": names[array.dtype]})
        except Exception as e:
            message = ("%s: %s" % (type(e).__name__, e)).replace("\n", " ")
            result["error"] = {"stage": "run", "message": message[:600]}
        result["run_seconds"] = time.monotonic() - start
    with open(os.path.join(outdir, "result.json"), "w") as f:
        json.dump(result, f)


def version():
    import importlib.metadata as md
    out = {"python": sys.version.split()[0]}
    try:
        out["jax"] = md.version("jax")
        out["jaxlib"] = md.version("jaxlib")
        import jax  # noqa: F401
    except Exception as e:
        out["error"] = "%s: %s" % (type(e).__name__, e)
    print(json.dumps(out))


def serve():
    """Imports jax, and brings the CPU backend up before saying ready: a
    request then costs the compile and the run alone. The backend starts
    thread pools, so it comes up in the worker's own process (after a fork
    server's fork)."""
    import jax
    import jax.extend.backend as jb

    def warm():
        jb.get_backend("cpu")
        jax.devices("cpu")
    # target/resident_serve.py, beside this script's folder.
    sys.path.insert(0, os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    import resident_serve
    resident_serve.serve(run, warm)


def run(command, argv):
    if command == "version":
        version()
    elif command == "to-generic":
        to_generic(argv)
    elif command == "probe":
        probe(argv)
    else:
        fail("unknown command %s" % command)


def main():
    if len(sys.argv) < 2:
        fail("usage: xla_tools.py version | to-generic IN OUT [--hlo] | "
             "probe REQUEST.json | serve")
    if sys.argv[1] == "serve":
        serve()
    else:
        run(sys.argv[1], sys.argv[2:])


if __name__ == "__main__":
    main()
