//===- Reproducer.h - A reduced failure as a self-contained lit test ------===//
//
// The reproducer is one .mlir file: the reduced program, its inputs inlined
// as `// DEFUSE-INPUT: argN=values(...)` lines (exact values, so no seed or
// generator is needed), the minimal pipeline, the plugins it loads, and lit
// RUN lines. Two expectations:
//   miscompile  defuse's own regression suite: passes while the compiler
//               still fails with the signature (`defuse check`)
//   correct     what a compiler team checks in: `defuse run` passes only
//               once the fix has landed
// Files under testdata/regressions/ are discovered by the test suite.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REPORT_REPRODUCER_H
#define DEFUSE_REPORT_REPRODUCER_H

#include "ir/ShellQuote.h"
#include "reduce/Candidate.h"
#include "reduce/Signature.h"

#include <string>
#include <vector>

namespace defuse {

enum class Expectation { Miscompile, Correct };

struct ReproducerSpec {
  Candidate candidate;
  FailureSignature signature;
  Expectation expect = Expectation::Miscompile;
  /// Pass plugins the pipeline needs, as paths. A plugin built by defuse's
  /// own tree is written as the lit substitution (%fault_plugin).
  std::vector<std::string> plugins;
  /// defuse's flags that select the compiler under test (`--target iree
  /// --iree-version 3.1.0`); empty for MLIR 22.
  std::string targetFlags;
  /// Lines that test the program with the compiler's own tools alone
  /// (Target::standaloneTestLines).
  std::vector<std::string> standaloneLines;
  std::string title;              // first comment line
  std::vector<std::string> notes; // further comment lines (provenance)
};

/// The text of the reproducer file.
std::string renderReproducer(const ReproducerSpec &spec);

} // namespace defuse

#endif // DEFUSE_REPORT_REPRODUCER_H
