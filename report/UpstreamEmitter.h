//===- UpstreamEmitter.h - Reproducers in the compiler project's own form -===//
//
// defuse's own reproducer (Reproducer.h) is a lit test that runs defuse. A
// compiler's developers check in tests that run their project's tools alone,
// and read bug reports in their tracker's template. An UpstreamEmitter
// writes both for one compiler:
//   mlir  an integration test in the layout of mlir/test/Integration
//         (mlir-opt, mlir-runner, FileCheck) and, when the culprit pass
//         changes the IR, a FileCheck test of that pass alone;
//   iree  iree-compile + iree-run-module --expected_output, as IREE's e2e
//         tests run;
//   xla   a self-contained jax script (which also writes the HLO text for
//         run_hlo_module);
//   inductor  a self-contained torch script (torch.compile, the failing
//         compile's torch._inductor.config settings).
// Each test checks the reference's values and fails while the bug is there.
// The report is report.md in the form the tracker's issue template asks for.
//
// Emitters are registered by target name in UpstreamEmitter.cpp; adding one
// is a new file with its create function, llvm-reduce style.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REPORT_UPSTREAMEMITTER_H
#define DEFUSE_REPORT_UPSTREAMEMITTER_H

#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "reduce/Signature.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace defuse {

/// The type of one entry argument or result as MLIR prints it.
struct ValueTypeText {
  std::string type;    // "tensor<1x4xf32>", "f32"
  std::string element; // "f32"
  bool isTensor = true;
};

/// One element of a failing output that a test checks.
struct CheckedElement {
  unsigned output = 0;
  std::vector<int64_t> index;
  int64_t linear = 0;
  double expected = 0, bound = 0; // the reference's value and bound
  int64_t expectedInt = 0;
  double actual = 0; // what the compiler computed (for the report)
  int64_t actualInt = 0;
};

/// Everything an emitter needs about one reduced failure; plain data.
struct UpstreamBug {
  std::string target; // "mlir", "iree", "xla"
  std::string title;
  FailureSignature signature;
  std::string defuseVersion;
  /// The compiler's release as its project names it ("LLVM/MLIR 22.1.8",
  /// "IREE 3.1.0", "jax 0.10.2, jaxlib 0.10.2").
  std::string release;
  /// The reduced program as the compiler reads it, without locations.
  std::string moduleText;
  std::string entry;
  std::vector<ValueTypeText> argTypes, resultTypes;
  std::vector<Tensor> inputs, expected, actual;
  /// The wrong elements the tests check (a few per failing output).
  std::vector<CheckedElement> wrong;
  /// MLIR: the reduced pipeline's steps, the culprit's index among them
  /// (Candidate::kNoCulprit when the failure needs none of them), the pass
  /// plugins it loads (as paths), the LLVM level defuse compiled at and
  /// the lowering defuse appends.
  std::vector<std::string> passes;
  size_t culprit = ~size_t(0);
  std::vector<std::string> plugins;
  unsigned llvmOptLevel = 2;
  std::string defaultLowering;
  /// MLIR: the reduced program before and after the culprit pass, as
  /// mlir-opt prints it (empty when not known).
  std::string irBefore, irAfter;
  /// The culprit pass by name (the compiler's own name for IREE and XLA)
  /// and the op.
  std::string passName, opName;
  /// IREE: the lit lines of its own tools expecting the right values
  /// (Target::standaloneTestLines). XLA: the compile options.
  std::vector<std::string> standaloneLines;
  std::map<std::string, std::string> compileOptions;
  std::vector<std::string> notes; // provenance lines
};

/// One file an emitter writes under DIR/upstream/.
struct UpstreamFile {
  std::string name;
  std::string text;
  bool executable = false;
};

struct UpstreamReproducer {
  std::string tracker; // "llvm/llvm-project"
  std::vector<UpstreamFile> files;
  /// The issue body, in the tracker's template (report.md).
  std::string report;
};

class UpstreamEmitter {
public:
  virtual ~UpstreamEmitter();
  /// The target it writes for (Target::name()).
  virtual llvm::StringRef target() const = 0;
  /// The files and the report; fails with `error` when this failure cannot
  /// be written in the project's form (a type its tools cannot print).
  virtual llvm::FailureOr<UpstreamReproducer>
  emit(const UpstreamBug &bug, std::string &error) const = 0;
};

std::unique_ptr<UpstreamEmitter> createMlirUpstreamEmitter();
std::unique_ptr<UpstreamEmitter> createIreeUpstreamEmitter();
std::unique_ptr<UpstreamEmitter> createXlaUpstreamEmitter();
std::unique_ptr<UpstreamEmitter> createInductorUpstreamEmitter();

/// The emitter for a target, or null when there is none.
std::unique_ptr<UpstreamEmitter> upstreamEmitterFor(llvm::StringRef target);

/// The elements of `expected` against `actual` that the oracle's sound tier
/// judges wrong (at most `perOutput` per output: the worst, then in index
/// order), falling back to `verdict`'s samples when the sound tier sees
/// none (a statistical failure).
std::vector<CheckedElement> wrongElements(const std::vector<Tensor> &expected,
                                          const std::vector<Tensor> &actual,
                                          const Verdict &verdict,
                                          unsigned perOutput = 4);

/// Writes `reproducer`'s files and report.md into `dir` (created).
llvm::LogicalResult writeUpstream(const UpstreamReproducer &reproducer,
                                  const std::string &dir, std::string &error);

// Shared by the emitters.

/// `v` as a %g would print it in C (what MLIR's runner utils print):
/// "-0", "inf", "nan".
std::string printedLikeC(double v);
/// `index` as "[0, 3]".
std::string indexText(const std::vector<int64_t> &index);
/// The reference's value of `e` for people: the shortest decimal that reads
/// back as the element, "-0", "inf", "nan"; integers in decimal.
std::string valueText(const CheckedElement &e, const Tensor &of, bool actual);
/// The Markdown table of `bug`'s wrong elements: the reference's value (with
/// its bound where it has one) against the compiler's.
std::string expectedVersusActualTable(const UpstreamBug &bug);

/// `text` in a Markdown code block of language `lang`.
std::string fencedBlock(const std::string &text, const char *lang);
/// NumPy's (or ml_dtypes') name of an element type (also torch's dtype
/// name); empty when none.
std::string numpyName(ElementType type);
/// Python literals: a float ("nan", "inf" and "-inf" for the names a script
/// defines), a tensor's values (or with `bounds` its elements' bounds) as
/// a flat list, its shape as a tuple, a string.
std::string pythonFloatLiteral(double v);
std::string pythonValueList(const Tensor &t, bool bounds);
std::string pythonShapeTuple(const Tensor &t);
std::string pythonStringLiteral(const std::string &s);
/// A Python function check_results(results) for the scripts: each result
/// (a flat float64 array) against EXPECTED, a list of (values, bounds,
/// shape); prints the first wrong elements and PASSED or FAILED, returns
/// the exit status.
extern const char kPythonCheckResults[];
/// The scripts' INPUTS and EXPECTED for `bug`, then check_results.
std::string pythonInputsAndExpected(const UpstreamBug &bug);

} // namespace defuse

#endif // DEFUSE_REPORT_UPSTREAMEMITTER_H
