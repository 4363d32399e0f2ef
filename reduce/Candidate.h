//===- Candidate.h - One version of a failing workload being reduced ------===//
//
// What the reducer shrinks: the program, the values it runs on and the
// passes it is compiled with. Plain data, so that triage, the reducer, the
// reproducer emitter and the bug report can pass it around without seeing
// MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_CANDIDATE_H
#define DEFUSE_REDUCE_CANDIDATE_H

#include "ir/Tensor.h"

#include <cstddef>
#include <string>
#include <vector>

namespace defuse {

struct Candidate {
  std::string moduleText;
  std::string entry;
  std::vector<Tensor> inputs;      // one per entry argument
  std::vector<std::string> passes; // pipeline steps, mlir-opt syntax
  /// Index in `passes` of the pass that breaks the program, or kNoCulprit
  /// when the failure needs none of them (default lowering or LLVM).
  static constexpr size_t kNoCulprit = ~size_t(0);
  size_t culprit = kNoCulprit;
  unsigned llvmOptLevel = 2;
  /// Flags of the compiler under test (a fuzz variant's configuration).
  std::vector<std::string> targetFlags;
};

} // namespace defuse

#endif // DEFUSE_REDUCE_CANDIDATE_H
