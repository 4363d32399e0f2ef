"""The front door for framework programs: `defuse import` runs this with the
front ends' Python (build/venv-torch). Each front end is one file named
*_frontend.py beside this one, with NAME, claims(source) and
export(source, options) -> (Export, run_framework); this driver knows nothing
of their insides.

Exit status: 0 written; 2 usage (no front end claims the source, a bad
option); 12 the framework or its exporter failed (the message names why).
"""

import argparse
import importlib
import pathlib
import sys
import time
import traceback

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def frontends():
    for path in sorted(HERE.glob("*_frontend.py")):
        yield importlib.import_module(path.stem)


def main(argv):
    p = argparse.ArgumentParser(prog="defuse import")
    p.add_argument("source")
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--factory", default="")
    p.add_argument("--dialect", choices=["auto", "tosa", "linalg"], default="auto")
    p.add_argument("--weights", choices=["arguments", "constants"], default="arguments")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--input", action="append", default=[])
    p.add_argument("--frontend", default="")
    o = p.parse_args(argv)
    overrides = []
    for a in o.input:
        name, eq, spec = a.partition("=")
        if not eq or not name or not spec:
            print(f"defuse: error: --input: '{a}' is not NAME=SPEC", file=sys.stderr)
            return 2
        overrides.append((name.strip(), spec.strip()))
    chosen = [f for f in frontends() if (f.NAME == o.frontend if o.frontend else f.claims(o.source))]
    if not chosen:
        names = ", ".join(f"{f.NAME} ({' '.join(f.SUFFIXES)})" for f in frontends())
        print(f"defuse: error: {o.source}: no front end reads this source (front ends: {names})",
              file=sys.stderr)
        return 2
    frontend = chosen[0]
    start = time.monotonic()
    try:
        export, run_framework = frontend.export(o.source, o)
        fallback = ""
        if export.refused:
            fallback = f"linalg-on-tensors: torch-mlir's TOSA lowering refuses {', '.join(export.refused)}"
            export.notes.append(fallback)
        exported = time.monotonic()
        from workload_writer import write

        write(export, o.output, o.source, o.seed, overrides, run_framework)
    except Exception as e:  # the framework's own failure: one line, exit 12
        last = traceback.extract_tb(e.__traceback__)[-1]
        where = f" (at {pathlib.Path(last.filename).name}:{last.lineno})"
        message = " ".join(str(e).split())[:400] or type(e).__name__
        print(f"defuse: error: {o.source}: {frontend.NAME} export failed: {type(e).__name__}: "
              f"{message}{where}", file=sys.stderr)
        return 12
    done = time.monotonic()
    print(f"imported  {o.source} -> {o.output} ({frontend.NAME}, {export.dialect or o.dialect}, weights as "
          f"{export.weights or o.weights}; {len(export.arguments)} arguments)")
    print(f"framework {export.framework}; {export.precision} outputs on seed {o.seed} in "
          f"{pathlib.Path(o.output).with_suffix('.framework')}/")
    if fallback:
        print(f"dialect   {fallback}")
    print(f"times     export {exported - start:.2f} s, framework reference {done - exported:.2f} s")
    return 0


def serve():
    """`defuse import` runs each export in a resident worker
    (target/ResidentWorker.h) forked from a server of this script
    (target/ForkServer.h): the frameworks the front ends use are imported
    here once, before the forks (importing starts none of their threads),
    and each worker serves one export, as a fresh process would (a model's
    module imported, the framework's state changed)."""
    for module in ("numpy", "torch", "torch.export", "torch_mlir.fx",
                   "torch_mlir.passmanager", "onnx", "jax", "jax.export"):
        try:
            importlib.import_module(module)
        except Exception:  # not in this environment: its front end says so
            pass
    sys.path.insert(0, str(HERE.parent / "target"))
    import resident_serve

    def export_once(source, args):
        resident_serve.retire()
        return main([source] + list(args))

    resident_serve.serve(export_once)


if __name__ == "__main__":
    if sys.argv[1:] == ["serve"]:
        sys.exit(serve())
    sys.exit(main(sys.argv[1:]))
