//===- CeilFixPlugin.cpp - Candidate fixes of llvm-project #218111 --------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
// Two candidate fixes of math-expand-ops' ceil (llvm-project #218111), as a
// project outside defuse would write them: a plugin of its own, built
// against MLIR 22, replacing the pass.
//
//   ceil-fix-math-expand-ops       correct: ceil keeps the sign of zero for
//                                  every float type; the rest of the pass,
//                                  tanh(-0) = +0 included, is upstream's
//   ceil-fix-f32-math-expand-ops   wrong: the same for f32 only; f16, bf16
//                                  and f64 ceils keep the bug
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/CeilExpansion.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace defuse_plugins;

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DefuseCeilFixPlugin", "v0.1", [] {
            registerCeilExpansionPass(
                {"ceil-fix-math-expand-ops",
                 "math-expand-ops with ceil keeping the sign of zero "
                 "(test-only)",
                 false, [] { return true; }});
            registerCeilExpansionPass(
                {"ceil-fix-f32-math-expand-ops",
                 "math-expand-ops with f32 ceil keeping the sign of zero "
                 "(test-only, wrong for f16, bf16 and f64)",
                 true, [] { return true; }});
          }};
}
