//===- ProgramGenerator.h - Random tensor programs for the fuzzer ---------===//
//
// Random TOSA/linalg programs, valid by construction, biased toward what
// fusion and its neighbours rewrite. Each *family* is one bias: element-wise
// chains with broadcasts and transposes, reductions feeding broadcasts
// (softmax and norm shapes), contractions with epilogues, reshapes and slices
// between element-wise ops, integer and unsigned paths, mixed precision, and
// special values (NaN, Inf, -0). A program is a pure function of its family
// and seed, and its text records both, with the input spec of every
// argument, so it reproduces on its own.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_PROGRAMGENERATOR_H
#define DEFUSE_FUZZ_PROGRAMGENERATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

struct GeneratedProgram {
  std::string family;
  uint64_t seed = 0;
  /// The module, headed by `// DEFUSE-GENERATED:` and `// DEFUSE-INPUT:`
  /// lines: a workload `defuse run` takes as it is.
  std::string text;
  /// One line: what the generator chose, step by step.
  std::string recipe;
  unsigned ops = 0;
  /// Inputs hold NaN, Inf and -0 on purpose: a non-finite reference is
  /// expected, not a reason to drop the program.
  bool specialValues = false;
  /// Passes every pipeline must start with for this program (tosa-to-scf
  /// for control flow, which the TOSA-to-linalg conversions leave alone).
  std::string pipelinePrefix;
};

/// Every family, in a stable order.
llvm::ArrayRef<llvm::StringRef> programFamilies();

/// Generates program `seed` of `family`. Fails (with `error`) only for an
/// unknown family or when the built module does not verify, which is a bug
/// of the generator.
llvm::FailureOr<GeneratedProgram> generateProgram(mlir::MLIRContext &context,
                                                  llvm::StringRef family,
                                                  uint64_t seed,
                                                  std::string &error);

} // namespace defuse

#endif // DEFUSE_FUZZ_PROGRAMGENERATOR_H
