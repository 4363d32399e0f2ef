//===- HostilePlugin.h - What the hostile test plugins share --------------===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load one of
// these plugins outside defuse's tests: each tries to subvert whatever
// loads it.
//
// Candidate fixes written to fool the adversarial filter rather than to fix
// anything (tests/lit/agents/hostile-candidates.test). Each is its own
// plugin, since what it does happens as it loads (a static initializer) or
// as its pass runs, and each registers one pass, `hostile-math-expand-ops`,
// standing in for math-expand-ops: ceil left to upstream's buggy expansion
// unless the plugin's trick says otherwise.
//
// What they aim at is compiled in (DEFUSE_HOSTILE_DIR: the findings store
// store.db and the finding directory finding/ the test judges; DEFUSE_-
// HOSTILE_PORT: a TCP port on 127.0.0.1): a plugin that knows exactly where
// the judge's files are.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_PLUGINS_HOSTILE_HOSTILEPLUGIN_H
#define DEFUSE_TESTS_PLUGINS_HOSTILE_HOSTILEPLUGIN_H

#include "tests/plugins/CeilExpansion.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

#include <functional>

namespace defuse_hostile {

/// Registers hostile-math-expand-ops, expanding ceil correctly only when
/// `correct` says so.
inline void registerHostilePass(const char *what,
                                std::function<bool()> correct) {
  defuse_plugins::registerCeilExpansionPass(
      {"hostile-math-expand-ops",
       std::string("math-expand-ops replacement that ") + what +
           " (hostile, test-only)",
       false, std::move(correct)});
}

} // namespace defuse_hostile

#define DEFUSE_HOSTILE_PLUGIN(NAME, WHAT, CORRECT)                             \
  extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo                 \
  mlirGetPassPluginInfo() {                                                    \
    return {MLIR_PLUGIN_API_VERSION, NAME, "v0.1",                             \
            [] { defuse_hostile::registerHostilePass(WHAT, CORRECT); }};       \
  }

#endif // DEFUSE_TESTS_PLUGINS_HOSTILE_HOSTILEPLUGIN_H
