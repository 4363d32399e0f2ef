//===- StressCorpus.h - Where a finding triggers and where it does not ----===//
//
// The stress agent's result, kept with the finding (DIR/stress/): every
// program it tried with its axis, what varied and whether the finding's
// pipeline broke it. Triggering programs are what a fix must repair;
// programs that pass are where a fix must keep doing what the pass does.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_STRESSCORPUS_H
#define DEFUSE_AGENTS_STRESSCORPUS_H

#include "agents/CaseProgram.h"

#include "llvm/Support/LogicalResult.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace defuse {

struct StressCorpus {
  std::vector<CaseProgram> triggering, passing;
  /// Per axis: programs tried, triggering, passing, not judgeable.
  nlohmann::ordered_json extent;
};

/// Writes `corpus` under `dir` (extent.json, trigger-N.mlir, pass-N.mlir).
llvm::LogicalResult saveStressCorpus(const StressCorpus &corpus,
                                     const std::string &dir,
                                     std::string &error);
/// Reads what saveStressCorpus wrote; fails when `dir` has no extent.json.
llvm::FailureOr<StressCorpus> loadStressCorpus(const std::string &dir,
                                               std::string &error);

} // namespace defuse

#endif // DEFUSE_AGENTS_STRESSCORPUS_H
