//===- CeilExpansion.h - math-expand-ops with its ceil expanded right ----===//
//
// Part of defuse's test suite. NOT a compiler component.
//
// What a plugin replacing math-expand-ops does, written as a project outside
// defuse would write it: each math.ceil expanded by the plugin's own
// expansion, everything else (tanh and its tanh(-0) = +0 included) left to
// upstream's expansion patterns. The correct expansion keeps the sign of
// zero (llvm-project #218111: ceil(-0.25) must be -0, not +0) and leaves
// integral and non-finite values alone, for every float type.
//
// `expandCorrectly` is asked once per run: a hostile plugin decides there
// (tests/plugins/hostile/). When it says no, ceil is left to upstream's
// buggy expansion: the plugin is then no fix at all.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_PLUGINS_CEILEXPANSION_H
#define DEFUSE_TESTS_PLUGINS_CEILEXPANSION_H

#include "mlir/Pass/Pass.h"

#include <functional>
#include <memory>
#include <string>

namespace defuse_plugins {

struct CeilExpansionOptions {
  std::string argument, description;
  /// Expand only f32 ceils (a fix that forgot the other float types).
  bool f32Only = false;
  /// Asked once per run; false leaves ceil to upstream's expansion.
  std::function<bool()> expandCorrectly = [] { return true; };
};

std::unique_ptr<mlir::Pass> createCeilExpansionPass(CeilExpansionOptions o);

/// Registers a pass made by createCeilExpansionPass.
void registerCeilExpansionPass(CeilExpansionOptions o);

} // namespace defuse_plugins

#endif // DEFUSE_TESTS_PLUGINS_CEILEXPANSION_H
