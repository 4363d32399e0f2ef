"""torch.compile (TorchInductor's CPU backend), through the torch of the
Python that runs this script, as defuse's compiler under test
(target/inductor/InductorTarget.cpp runs it).

usage:
  python inductor_tools.py version
      prints {"torch", "python"} as JSON
  python inductor_tools.py probe REQUEST.json
      compiles (and runs) one program; REQUEST.json:
        {"program": PATH (a Python file defining program(arg0, ...)),
         "inputs": [{"path", "shape", "type"}], "config": {NAME: VALUE},
         "execute": bool, "map_kernels": bool, "outdir": DIR}
      `config` patches torch._inductor.config for this compile (dotted
      names: "cpp.simdlen"); values are Python literals. One setting is
      defuse's own: "defuse.autotune_candidate": K (with max_autotune)
      makes every autotuned choice (a GEMM's ATen kernel, its C++
      templates) take its candidate K, the first where it has fewer, so
      that each candidate is compiled and judged, not only the one the
      benchmark picks.
      writes DIR/result.json:
        {"outputs": [{"path", "shape", "type"}], "compile_seconds",
         "run_seconds", "error": {"stage": "compile" | "run", "message"},
         "kernels": [{"name", "lines"}] (with map_kernels: each kernel
         Inductor generated or called, C++ or extern, and the lines of the
         program its FX nodes came from),
         "autotune": [{"candidates": [NAME, ...], "judged": K, "asked": K}]
         (each choice the autotuner was given, in order; "judged" is the
         candidate compiled, null where the benchmark chose; "asked" the
         candidate the request forced)}
      and DIR/compiled once compilation has ended.
  python inductor_tools.py serve
      a resident worker (target/ResidentWorker.h): imports torch and
      Inductor once, then runs one command per JSON line on stdin as this
      script would (or, as a fork server, forks such workers)

DEFUSE_INDUCTOR_PLUGINS in the environment lists Python files (':'
between them) imported once before the first compile: code that patches
Inductor (a fault for tests, a fix to check).

Exit status 3 with one line on stderr is this script's own failure; a
compile or run that fails is a result (its "error"), a crash is the
caller's to see.
"""
import ast
import importlib.util
import json
import os
import re
import sys
import time

import numpy as np

DTYPES = {"f32": np.float32, "f16": np.float16, "f64": np.float64,
          "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
          "i64": np.int64}


def fail(message):
    sys.stderr.write("inductor_tools: %s\n" % message)
    sys.exit(3)


def version():
    import torch
    print(json.dumps({"torch": torch.__version__.split("+")[0],
                      "python": sys.version.split()[0]}))


def load_program(path):
    spec = importlib.util.spec_from_file_location("defuse_program", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.program


def to_tensor(spec):
    import torch
    raw = open(spec["path"], "rb").read()
    if spec["type"] == "bf16":
        words = np.frombuffer(raw, dtype=np.uint16).astype(np.int32) << 16
        return torch.from_numpy(words.view(np.float32).copy()).to(
            torch.bfloat16).reshape(spec["shape"])
    if spec["type"] not in DTYPES:
        fail("an input of type %s" % spec["type"])
    array = np.frombuffer(raw, dtype=DTYPES[spec["type"]])
    return torch.from_numpy(array.copy()).reshape(spec["shape"])


def to_bytes(t):
    import torch
    t = t.detach().contiguous()
    if t.dtype == torch.bfloat16:
        return (t.float().numpy().view(np.uint32) >> 16).astype(
            np.uint16).tobytes()
    return t.numpy().tobytes()


def spent_if_out_of_memory(e):
    """A compile or run that ran out of memory may leave this process near
    its limit: a resident worker retires after it."""
    text = "%s %s" % (type(e).__name__, e)
    if isinstance(e, MemoryError) or "bad_alloc" in text or \
            "out of memory" in text.lower():
        serving = sys.modules.get("resident_serve")
        if serving is not None:
            serving.retire()


def summary(e):
    """The exception in one line: its type and its message's first line
    that says something (Dynamo's messages end in advice)."""
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    return "%s: %s" % (type(e).__name__, lines[0] if lines else "")


# The kernels of the compile in progress, while map_kernels asks for them.
KERNELS = None


def program_lines(fx_nodes, program_path):
    """The lines of the program the FX nodes were traced from: each node's
    innermost frame in the program's file (its stack trace)."""
    pattern = re.compile(r'File "%s", line (\d+)' % re.escape(program_path))
    lines = set()
    for node in fx_nodes:
        found = pattern.findall(node.meta.get("stack_trace") or "")
        if found:
            lines.add(int(found[-1]))
    return sorted(lines)


def origins_of(scheduler_nodes):
    """The FX nodes a kernel's scheduler nodes (fused ones opened) hold."""
    origins, stack = [], list(scheduler_nodes)
    while stack:
        node = stack.pop()
        inner = node.get_nodes() if hasattr(node, "get_nodes") else [node]
        if len(inner) != 1 or inner[0] is not node:
            stack.extend(inner)
            continue
        origins.extend(getattr(getattr(node, "node", None), "origins", None)
                       or ())
    return origins


def record_kernels(program_path):
    """Records, in KERNELS, each kernel Inductor defines (its C++ kernels)
    or calls (extern kernels: GEMMs, convolutions) and its FX nodes' lines.
    Inductor's own code names a kernel's nodes (`origins`) only in comments
    of the code it writes; these hooks read them where they are made."""
    import torch._inductor.codegen.cpp as cpp
    import torch._inductor.ir as ir
    global KERNELS
    KERNELS = []
    if not getattr(cpp.CppScheduling, "_defuse_hooked", False):
        define_kernel = cpp.CppScheduling.define_kernel
        codegen_comment = ir.ExternKernel.codegen_comment

        def defining(self, src_code, nodes, *args, **kwargs):
            name = define_kernel(self, src_code, nodes, *args, **kwargs)
            if KERNELS is not None:
                KERNELS.append({"name": name, "nodes": origins_of(nodes)})
            return name

        def calling(self, wrapper, kernel_name=None):
            if KERNELS is not None:
                name = kernel_name or getattr(self, "python_kernel_name",
                                              None) or type(self).__name__
                KERNELS.append({"name": str(name),
                                "nodes": list(self.origins or ())})
            return codegen_comment(self, wrapper, kernel_name)

        cpp.CppScheduling.define_kernel = defining
        ir.ExternKernel.codegen_comment = calling
        cpp.CppScheduling._defuse_hooked = True
    return lambda: [{"name": k["name"],
                     "lines": program_lines(k["nodes"], program_path)}
                    for k in KERNELS]


# The autotuner's choices of the compile in progress, and the candidate
# each must take (None: the benchmark picks).
AUTOTUNE = None
AUTOTUNE_CANDIDATE = None
# Settings of a request that are defuse's, not torch._inductor.config's.
OWN_SETTINGS = ("defuse.autotune_candidate",)


def record_autotune_choices():
    """Records each choice the autotuner is given in AUTOTUNE and, with
    AUTOTUNE_CANDIDATE set, leaves it that candidate alone: a single
    candidate is compiled without a benchmark. Through Inductor's own
    preprocessing hook (torch._inductor.select_algorithm)."""
    import torch._inductor.select_algorithm as select_algorithm

    def choose(choices):
        if AUTOTUNE is None or not choices:
            return choices
        site = {"candidates": [str(getattr(c, "name", c)) for c in choices],
                "judged": None}
        AUTOTUNE.append(site)
        if AUTOTUNE_CANDIDATE is None:
            return choices
        k = AUTOTUNE_CANDIDATE if AUTOTUNE_CANDIDATE < len(choices) else 0
        site["judged"], site["asked"] = k, AUTOTUNE_CANDIDATE
        return [choices[k]]

    if not getattr(select_algorithm, "_defuse_hooked", False):
        select_algorithm.add_preprocessing_fn(choose)
        select_algorithm._defuse_hooked = True


def load_plugins():
    """Imports the files DEFUSE_INDUCTOR_PLUGINS names, each once."""
    for path in filter(None, os.environ.get("DEFUSE_INDUCTOR_PLUGINS",
                                            "").split(":")):
        name = "defuse_inductor_plugin_%d" % (hash(path) & 0xffffffff)
        if name in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None:
            fail("DEFUSE_INDUCTOR_PLUGINS names %s, no Python file" % path)
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as e:
            fail("%s does not load: %s" % (path, summary(e)))
        sys.modules[name] = module


def whole_elf(path):
    """Whether `path` holds an ELF file as long as its header says: its
    section headers, written last, all within the file."""
    try:
        with open(path, "rb") as f:
            header = f.read(64)
            size = os.fstat(f.fileno()).st_size
    except OSError:
        return False
    if len(header) < 64 or header[:5] != b"\x7fELF\x02":
        return False
    shoff = int.from_bytes(header[0x28:0x30], "little")
    shentsize = int.from_bytes(header[0x3a:0x3c], "little")
    shnum = int.from_bytes(header[0x3c:0x3e], "little")
    return shoff + shentsize * shnum <= size


KERNEL_CACHE_GUARDED = False


def keep_kernel_cache_whole():
    """Inductor's C++ builder links a kernel straight to its place in the
    on-disk cache every process shares (-o CACHE/xx/NAME.so, in the build
    directory NAME_CxxBuild it removes afterwards), and builds only where
    that file does not exist yet. A probe killed at its time limit while
    linking leaves a truncated library that every later compile of the same
    kernel loads and fails on ("file too short"): a compile error of one
    probe's making, reported against every later one. So the builder's
    outputs are written under a name of this process's and renamed into
    place once whole; and a library a build left beside its build directory
    (an interrupted build, before this guard) is removed when it is not a
    whole ELF file, to be built again."""
    global KERNEL_CACHE_GUARDED
    if KERNEL_CACHE_GUARDED:
        return
    KERNEL_CACHE_GUARDED = True
    import glob
    import shlex
    try:
        from torch._inductor import cpp_builder
        from torch._inductor.runtime.cache_dir_utils import cache_dir
    except ImportError:
        return
    for build in glob.glob(os.path.join(cache_dir(), "*", "*_CxxBuild")):
        library = build[:-len("_CxxBuild")] + ".so"
        if os.path.exists(library) and not whole_elf(library):
            try:
                os.unlink(library)
            except OSError:
                pass
    compile_command = getattr(cpp_builder, "_run_compile_cmd", None)
    if compile_command is None:
        return

    def whole_outputs(cmd_line, cwd):
        args = shlex.split(cmd_line)
        if "-o" not in args[:-1]:
            return compile_command(cmd_line, cwd)
        at = args.index("-o") + 1
        target = os.path.join(cwd, args[at])
        partial = "%s.partial-%d" % (target, os.getpid())
        args[at] = partial
        try:
            compile_command(shlex.join(args), cwd)
            os.replace(partial, target)
        finally:
            if os.path.exists(partial):
                os.unlink(partial)

    cpp_builder._run_compile_cmd = whole_outputs


def probe(request_path):
    import torch
    import torch._dynamo
    import torch._inductor.config as inductor_config

    load_plugins()
    keep_kernel_cache_whole()
    request = json.load(open(request_path))
    outdir = request["outdir"]
    result = {"outputs": []}

    def finish():
        with open(os.path.join(outdir, "result.json"), "w") as f:
            json.dump(result, f)

    try:
        config = {k: ast.literal_eval(v) if isinstance(v, str) else v
                  for k, v in request["config"].items()}
    except (ValueError, SyntaxError) as e:
        fail("a config value that is no Python literal: %s" % e)
    own = {name: config.pop(name) for name in OWN_SETTINGS if name in config}
    candidate = own.get("defuse.autotune_candidate")
    if candidate is not None and (not isinstance(candidate, int) or
                                  candidate < 0):
        fail("defuse.autotune_candidate is a candidate's index, not %r"
             % (candidate,))
    for name in config:
        owner, _, leaf = name.rpartition(".")
        where = inductor_config
        for part in owner.split(".") if owner else []:
            where = getattr(where, part, None)
        if where is None or not hasattr(where, leaf):
            fail("torch._inductor.config has no %s" % name)
    inputs = [to_tensor(s) for s in request["inputs"]]
    program = load_program(os.path.abspath(request["program"]))
    global KERNELS
    kernels = (record_kernels(os.path.abspath(request["program"]))
               if request.get("map_kernels") else None)
    global AUTOTUNE, AUTOTUNE_CANDIDATE
    record_autotune_choices()
    AUTOTUNE, AUTOTUNE_CANDIDATE = [], candidate
    # Every probe compiles afresh: no frame or graph cached from the last.
    torch._dynamo.reset()
    if kernels or candidate is not None or \
            os.environ.get("DEFUSE_INDUCTOR_PLUGINS"):
        # Inductor's caches of compiled graphs (on disk, shared by every
        # process) would answer without generating code: no kernel would be
        # seen, a plugin's patch would be missed or outlive it, and a graph
        # compiled with another candidate (not a setting of Inductor's, so
        # not in the cache's key) would answer for this one.
        config["fx_graph_cache"] = False
        import torch._functorch.config as functorch_config
        functorch_config.enable_autograd_cache = False
    started = time.perf_counter()
    try:
        with inductor_config.patch(config), torch.no_grad():
            compiled = torch.compile(program, backend="inductor",
                                     fullgraph=True, dynamic=False)
            # torch.compile compiles on the first call: compile on a copy
            # of the inputs, so the run that counts is a run alone.
            compiled(*[t.clone() for t in inputs])
    except Exception as e:  # a compile that fails is a result
        KERNELS = AUTOTUNE = None
        spent_if_out_of_memory(e)
        result["error"] = {"stage": "compile",
                           "message": summary(e)}
        finish()
        return 0
    result["compile_seconds"] = time.perf_counter() - started
    result["autotune"], AUTOTUNE = AUTOTUNE, None
    if kernels:
        result["kernels"] = kernels()
        KERNELS = None
    open(os.path.join(outdir, "compiled"), "w").close()
    if not request.get("execute", True):
        finish()
        return 0
    started = time.perf_counter()
    try:
        with torch.no_grad():
            outputs = compiled(*inputs)
    except Exception as e:
        spent_if_out_of_memory(e)
        result["error"] = {"stage": "run",
                           "message": summary(e)}
        finish()
        return 0
    result["run_seconds"] = time.perf_counter() - started
    for i, t in enumerate(outputs):
        path = os.path.join(outdir, "output%d.bin" % i)
        with open(path, "wb") as f:
            f.write(to_bytes(t))
        result["outputs"].append({"path": path, "shape": list(t.shape)})
    finish()
    return 0


def run(command, args):
    if command == "version":
        return version()
    if command == "probe" and len(args) == 1:
        return probe(args[0])
    fail("usage: inductor_tools.py version | probe REQUEST.json | serve")


def main():
    if len(sys.argv) < 2:
        fail("usage: inductor_tools.py version | probe REQUEST.json | serve")
    if sys.argv[1] == "serve":
        # Imported once, for every request (and before a fork server's
        # forks): importing starts no thread of torch's.
        import torch  # noqa: F401
        import torch._dynamo  # noqa: F401
        import torch._inductor.compile_fx  # noqa: F401
        sys.path.insert(0, os.path.join(os.path.dirname(
            os.path.abspath(__file__)), ".."))
        from resident_serve import serve
        serve(run)
        return 0
    return run(sys.argv[1], sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
