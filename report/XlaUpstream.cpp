//===- XlaUpstream.cpp - A self-contained jax script and an openxla/xla issue //
//
// XLA's developers reproduce with a script on a jaxlib release, or with the
// HLO text under run_hlo_module. The script holds the program (StableHLO,
// as XLA reads it), its inputs and the reference's values with their
// bounds; it compiles with jaxlib's CPU client and the compile options of
// the failing run, and exits 1 naming the wrong elements. `--hlo FILE`
// writes the HLO text for run_hlo_module too.
//
//===----------------------------------------------------------------------===//

#include "report/UpstreamEmitter.h"

#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <cstdio>
#include <sstream>

using namespace defuse;
using llvm::StringRef;

namespace {

const char kScriptBody[] = R"PY(

def dtype(name):
    return np.dtype(getattr(ml_dtypes, name)) if hasattr(ml_dtypes, name) else np.dtype(name)


def option(value):
    return (value == "true") if value in ("true", "false") else value


def hlo_text():
    try:
        from jax._src.lib import _jax as extension
    except ImportError:
        from jax._src.lib import xla_client
        extension = xla_client._xla
    computation = extension.mlir.mlir_module_to_xla_computation(PROGRAM, False, False)
    return computation.as_hlo_text()


def main(argv):
    if len(argv) == 3 and argv[1] == "--hlo":
        with open(argv[2], "w") as f:
            f.write(hlo_text())
        print("wrote", argv[2], "(run_hlo_module --platform=cpu --input_format=hlo", argv[2] + ")")
    elif len(argv) != 1:
        print("usage:", argv[0], "[--hlo FILE]", file=sys.stderr)
        return 2
    print("jax", jax.__version__, "jaxlib", jaxlib.__version__)
    np.seterr(all="ignore")
    devices = jax.devices("cpu")[:1]
    backend = jb.get_backend("cpu")
    options = jb.get_compile_options(
        1, 1, env_options_overrides={k: option(v) for k, v in OPTIONS.items()})
    executable = backend.compile_and_load(PROGRAM, devices, options)
    args = [jax.device_put(np.array(v, dtype=np.float64 if dtype(t).kind == "f" or t.startswith(("bfloat", "float8")) else None).astype(dtype(t)).reshape(s), devices[0])
            for v, t, s in INPUTS]
    results = [np.asarray(r[0]).astype(np.float64).ravel()
               for r in executable.execute_sharded(args).disassemble_into_single_device_arrays()]
    return check_results(results)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
)PY";

class XlaUpstreamEmitter final : public UpstreamEmitter {
public:
  StringRef target() const override { return "xla"; }

  llvm::FailureOr<UpstreamReproducer> emit(const UpstreamBug &bug,
                                           std::string &error) const override {
    for (const std::vector<Tensor> *ts : {&bug.inputs, &bug.expected})
      for (const Tensor &t : *ts)
        if (t.isTuple() || numpyName(t.elementType()).empty()) {
          error = "no NumPy type for " + (t.isTuple() ? std::string("a tuple")
                                                      : t.elementType().str());
          return llvm::failure();
        }
    UpstreamReproducer out;
    out.tracker = "openxla/xla";
    std::ostringstream py;
    py << "#!/usr/bin/env python3\n";
    py << "\"\"\"" << bug.title << "\n\n";
    py << "Self-contained: python3 with jax and jaxlib alone. Fails with "
       << bug.release << "\n(XLA:CPU); passes once the bug is fixed.\n\n";
    py << "  python3 reproducer.py              exit 0 when XLA computes the "
          "right values, 1 naming\n"
          "                                     the wrong elements\n";
    py << "  python3 reproducer.py --hlo F.hlo  also writes the HLO text, for\n"
          "                                     run_hlo_module "
          "--platform=cpu F.hlo\n";
    for (const std::string &note : bug.notes)
      py << "\n" << note;
    py << "\n\"\"\"\nimport sys\n\nimport jax\nimport jax.extend.backend as "
          "jb\nimport jaxlib\nimport ml_dtypes\nimport numpy as np\n\n";
    py << "nan, inf = float(\"nan\"), float(\"inf\")\n\n";
    py << "# The program as XLA reads it (StableHLO, generic form).\n";
    py << "PROGRAM = r'''" << bug.moduleText << "'''\n\n";
    py << "# The compile options of the failing run.\nOPTIONS = {";
    for (const auto &[name, value] : bug.compileOptions)
      py << pythonStringLiteral(name) << ": " << pythonStringLiteral(value)
         << ", ";
    py << "}\n\n" << pythonInputsAndExpected(bug) << kScriptBody;
    out.files.push_back({"xla/reproducer.py", py.str(), true});

    std::ostringstream md;
    md << "# " << bug.title << "\n\n";
    md << "### Description\n\n";
    md << "XLA:CPU miscompiles ";
    md << (bug.opName.empty() ? "this program" : "`" + bug.opName + "`");
    if (!bug.passName.empty())
      md << "; the HLO pass `" << bug.passName
         << "` breaks it: the module after it computes other values than "
            "the module before it (add `\"xla_disable_hlo_passes\": \""
         << bug.passName << "\"` to the script's `OPTIONS` to run without "
         << "it)";
    md << ". The computation returns wrong values ("
       << verdictKindName(bug.signature.kind) << "):\n\n";
    md << expectedVersusActualTable(bug);
    md << "\n### Reproducer\n\n`python3 reproducer.py` (jax and jaxlib "
          "alone); `python3 reproducer.py --hlo repro.hlo` writes the HLO "
          "for `run_hlo_module --platform=cpu repro.hlo`.\n\n";
    md << fencedBlock(py.str(), "python") << "\n";
    md << "### System info\n\n"
       << bug.release << ", CPU backend (XLA:CPU), from pip.\n\n";
    md << "Found and reduced by defuse " << bug.defuseVersion << ", signature `"
       << bug.signature.str() << "`.\n";
    out.report = md.str();
    return out;
  }
};

} // namespace

std::unique_ptr<UpstreamEmitter> defuse::createXlaUpstreamEmitter() {
  return std::make_unique<XlaUpstreamEmitter>();
}
