//===- Targets.h - The compilers under test defuse knows, by name ---------===//
//
// `--target NAME` picks one; a compiler added to defuse is one more entry in
// Targets.cpp and one more folder beside target/mlir and target/iree.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_TARGETS_H
#define DEFUSE_TARGET_TARGETS_H

#include "target/Target.h"

#include "llvm/Support/LogicalResult.h"

#include <memory>
#include <string>
#include <vector>

namespace defuse {

/// What the command line says about the compiler under test.
struct TargetSelection {
  std::string name = "mlir";
  /// A release of the compiler installed by defuse's setup (`--iree-version
  /// 3.1.0`); empty: the default one.
  std::string version;
  /// The flag that named `version` ("--iree-version", "--jax-version"), so
  /// that one compiler is not handed another's release.
  std::string versionFlag;
  /// A Python whose environment holds the compiler (`--target-python`): a
  /// team's own build or release. Overrides `version`.
  std::string python;
  /// Passed through to the compiler on every compile (`--target-flag`).
  std::vector<std::string> flags;
};

/// The names `--target` takes.
std::vector<std::string> targetNames();

/// The target `selection` names, ready to probe; fails with `error` (one
/// line: what is missing and how to get it) when the compiler is not
/// installed or does not start.
llvm::FailureOr<std::unique_ptr<Target>>
createTarget(const TargetSelection &selection, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_TARGETS_H
