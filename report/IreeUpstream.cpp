//===- IreeUpstream.cpp - An IREE e2e-style test and an iree-org/iree issue -=//
//
// IREE's end-to-end tests compile with iree-compile and run with
// iree-run-module, comparing with --expected_output. The test is the
// target's own standalone lines (Target::standaloneTestLines) expecting the
// reference's values: it fails on the release that miscompiles and passes
// once the bug is fixed.
//
//===----------------------------------------------------------------------===//

#include "report/UpstreamEmitter.h"

#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <sstream>

using namespace defuse;
using llvm::StringRef;

namespace {

std::string fenced(const std::string &text, const char *lang) {
  return std::string("```") + lang + "\n" + text +
         (StringRef(text).ends_with("\n") ? "" : "\n") + "```\n";
}

std::string testName(const UpstreamBug &bug) {
  std::string name = bug.passName.empty() ? "miscompile" : bug.passName;
  for (char &c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
      c = '-';
  return name;
}

class IreeUpstreamEmitter final : public UpstreamEmitter {
public:
  StringRef target() const override { return "iree"; }

  llvm::FailureOr<UpstreamReproducer> emit(const UpstreamBug &bug,
                                           std::string &error) const override {
    if (bug.standaloneLines.size() < 2) {
      error = "the IREE target wrote no test lines for its own tools";
      return llvm::failure();
    }
    UpstreamReproducer out;
    out.tracker = "iree-org/iree";
    std::string path = "iree/tests/e2e/regression/" + testName(bug) + ".mlir";
    std::ostringstream test;
    test << "// " << bug.title << "\n//\n";
    test << "// In the form of IREE's e2e tests: iree-compile, then "
            "iree-run-module with the\n// expected outputs. Fails with "
         << bug.release << "; passes once the bug is fixed.\n";
    for (const std::string &note : bug.notes)
      test << "// " << note << "\n";
    test << "//\n";
    for (const std::string &line : bug.standaloneLines)
      test << "// " << line << "\n";
    test << "\n" << bug.moduleText;
    out.files.push_back({path, test.str()});

    // iree-org/iree's bug report template: what happened, steps to
    // reproduce, the component, the version, additional context.
    std::ostringstream md;
    md << "# " << bug.title << "\n\n";
    md << "### What happened?\n\n";
    md << "iree-compile miscompiles ";
    md << (bug.opName.empty() ? "this program" : "`" + bug.opName + "`");
    if (!bug.passName.empty())
      md << " in `" << bug.passName << "`";
    md << ": `iree-run-module` returns wrong values ("
       << verdictKindName(bug.signature.kind) << ").\n\n";
    md << expectedVersusActualTable(bug);
    md << "\n### Steps to reproduce your issue\n\n";
    md << "Save as `repro.mlir` and run the RUN lines with lit, or by "
          "hand (`%s` is the file, `%t.vmfb` any output path; the "
          "expected outputs are exact or carry the largest legal "
          "rounding):\n\n";
    md << fenced(test.str(), "mlir") << "\n";
    md << "### What component(s) does this issue relate to?\n\nCompiler";
    if (!bug.passName.empty())
      md << " (`" << bug.passName << "`)";
    md << "\n\n### Version information\n\n"
       << bug.release << " (pip), llvm-cpu on the host.\n\n";
    md << "### Additional context\n\nFound and reduced by defuse "
       << bug.defuseVersion << ", signature `" << bug.signature.str() << "`.\n";
    out.report = md.str();
    return out;
  }
};

} // namespace

std::unique_ptr<UpstreamEmitter> defuse::createIreeUpstreamEmitter() {
  return std::make_unique<IreeUpstreamEmitter>();
}
