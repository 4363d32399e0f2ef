//===- InductorUpstream.cpp - A torch-only script and a pytorch/pytorch issue //
//
// PyTorch's developers reproduce a torch.compile bug with a script that
// runs on a torch release alone. The script holds the program (the
// reduced workload as the inductor target wrote it for torch.compile: one
// statement per op), its inputs, the torch._inductor.config settings of the
// failing compile, and the reference's values with their bounds; it
// compiles with the inductor backend, runs, and exits 1 naming the wrong
// elements, beside what eager PyTorch computes in float64.
//
//===----------------------------------------------------------------------===//

#include "report/UpstreamEmitter.h"

#include "llvm/ADT/StringRef.h"

#include <sstream>

using namespace defuse;

namespace {

const char kScriptBody[] = R"PY(

def tensor(values, dtype, shape):
    exact = torch.tensor(values, dtype=torch.float64 if dtype.startswith(("float", "bfloat")) else None)
    return exact.to(getattr(torch, dtype)).reshape(shape)


def main():
    print("torch", torch.__version__)
    args = [tensor(v, t, s) for v, t, s in INPUTS]
    torch._dynamo.reset()
    # Compiled afresh: a graph cached on disk by an earlier run (before a
    # fix, say) would answer instead of the Inductor at hand.
    torch._functorch.config.enable_autograd_cache = False
    with inductor_config.patch(dict(CONFIG, fx_graph_cache=False)), torch.no_grad():
        compiled = torch.compile(program, backend="inductor", fullgraph=True, dynamic=False)
        results = compiled(*[a.clone() for a in args])
        eager = program(*[a.double() if a.is_floating_point() else a for a in args])
    for i, (got, want) in enumerate(zip(results, eager)):
        apart = (got.double() - want.double()).abs()
        print("result %d: torch.compile against eager float64: largest difference %g" % (
            i, apart[~apart.isnan()].max().item() if (~apart.isnan()).any() else 0.0))
    return check_results([r.detach().double().flatten().numpy() for r in results])


if __name__ == "__main__":
    sys.exit(main())
)PY";

/// defuse's own setting of the inductor target (inductor_tools.py): the
/// autotuner's candidate every choice takes.
constexpr const char *kAutotuneCandidate = "defuse.autotune_candidate";

const char kTakeCandidate[] = R"PY(

import torch._inductor.select_algorithm  # noqa: E402


def take_candidate(choices):
    k = AUTOTUNE_CANDIDATE if AUTOTUNE_CANDIDATE < len(choices) else 0
    return [choices[k]] if choices else choices


torch._inductor.select_algorithm.add_preprocessing_fn(take_candidate)

)PY";

class InductorUpstreamEmitter final : public UpstreamEmitter {
public:
  llvm::StringRef target() const override { return "inductor"; }

  llvm::FailureOr<UpstreamReproducer> emit(const UpstreamBug &bug,
                                           std::string &error) const override {
    for (const std::vector<Tensor> *ts : {&bug.inputs, &bug.expected})
      for (const Tensor &t : *ts)
        if (t.isTuple() || numpyName(t.elementType()).empty() ||
            t.elementType().isComplex()) {
          error = "no torch dtype for " + (t.isTuple() ? std::string("a tuple")
                                                       : t.elementType().str());
          return llvm::failure();
        }
    UpstreamReproducer out;
    out.tracker = "pytorch/pytorch";
    std::ostringstream py;
    py << "#!/usr/bin/env python3\n";
    py << "\"\"\"" << bug.title << "\n\n";
    py << "Self-contained: python3 with torch alone. Fails with " << bug.release
       << "\n(torch.compile, Inductor's CPU backend); passes once the bug is "
          "fixed.\n\n";
    py << "  python3 reproducer.py   exit 0 when torch.compile computes the "
          "right values,\n                         1 naming the wrong "
          "elements\n";
    for (const std::string &note : bug.notes)
      py << "\n" << note;
    py << "\n\"\"\"\nimport sys\n\nimport numpy as np\nimport torch\nimport "
          "torch._functorch.config\nimport torch._inductor.config as "
          "inductor_config\n\n";
    py << "nan, inf = float(\"nan\"), float(\"inf\")\n\n";
    py << "# The program: one statement per op of the reduced workload.\n";
    std::string program = bug.moduleText;
    llvm::StringRef body(program);
    if (body.consume_front("import torch\n"))
      program = body.ltrim('\n').str();
    py << program << "\n\n";
    py << "# The torch._inductor.config settings of the failing compile.\n"
          "CONFIG = {";
    std::string candidate;
    for (const auto &[name, value] : bug.compileOptions) {
      if (name == kAutotuneCandidate) {
        candidate = value;
        continue;
      }
      py << pythonStringLiteral(name) << ": " << value << ", ";
    }
    py << "}\n\n";
    if (!candidate.empty())
      py << "# The autotuner's candidate the failing compile took at every "
            "choice (the\n# first where a choice has fewer): compiled "
            "alone, without a benchmark.\nAUTOTUNE_CANDIDATE = "
         << candidate << kTakeCandidate;
    py << pythonInputsAndExpected(bug) << kScriptBody;
    out.files.push_back({"inductor/reproducer.py", py.str(), true});

    std::ostringstream md;
    md << "### 🐛 Describe the bug\n\n";
    md << "torch.compile (Inductor, CPU) miscompiles ";
    md << (bug.opName.empty() ? "this program"
                              : "the program's `" + bug.opName + "` statement");
    if (!bug.passName.empty())
      md << "; the failure goes when Inductor's `" << bug.passName
         << "` is turned off (defuse leaves Inductor's stages out one by one "
            "through torch._inductor.config)";
    md << ". It returns wrong values (" << verdictKindName(bug.signature.kind)
       << "):\n\n";
    md << expectedVersusActualTable(bug);
    md << "\n`python3 reproducer.py` (torch alone):\n\n";
    md << fencedBlock(py.str(), "python") << "\n";
    md << "### Versions\n\n" << bug.release << ", CPU, from pip.\n\n";
    md << "Suggested labels: `module: correctness (silent)`, `module: "
          "inductor`, `oncall: pt2`.\n\n";
    md << "Found and reduced by defuse " << bug.defuseVersion << ", signature `"
       << bug.signature.str() << "`.\n";
    out.report = md.str();
    return out;
  }
};

} // namespace

std::unique_ptr<UpstreamEmitter> defuse::createInductorUpstreamEmitter() {
  return std::make_unique<InductorUpstreamEmitter>();
}
