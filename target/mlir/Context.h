//===- Context.h - One place that registers what defuse's MLIR needs ------===//
//
// Including the register-everything headers costs ~25 s of compile time per
// translation unit; they are confined to Context.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_CONTEXT_H
#define DEFUSE_TARGET_CONTEXT_H

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

/// A context with every upstream dialect, extension and LLVM IR translation
/// registered (loaded lazily) and multithreading off, so a process that
/// holds one can fork probe children safely.
std::unique_ptr<mlir::MLIRContext> makeContext();

/// Registers every upstream pass and initializes the native LLVM target.
/// Idempotent.
void initializeCompilerInfrastructure();

/// One pass or pass pipeline the registry knows, as mlir-opt lists it.
struct RegisteredPass {
  std::string name;
  std::string description;
  bool pipeline = false; // an alias that expands into other passes
};

/// Every pass and pass pipeline registered (upstream, MLIR's test passes,
/// defuse's own, loaded plugins'), sorted by name within each kind.
std::vector<RegisteredPass> registeredPasses();

/// What a registered pass says of itself: how it prints with its default
/// options ("math-expand-ops{ops=}") and its help, options listed
/// ("--ops=<string>"), as `mlir-opt --help` shows it.
struct PassDescription {
  std::string printedWithDefaults;
  std::string help;
};

/// The description of registered pass `name`; none when the registry does
/// not know it. The help is printed to stdout, which is pointed at a file
/// meanwhile: call it where no other thread writes there.
std::optional<PassDescription> describeRegisteredPass(const std::string &name);

/// Loads a pass plugin like `mlir-opt --load-pass-plugin`. Returns false and
/// sets `error` to a one-line reason when it cannot be loaded.
bool loadPassPlugin(const std::string &path, std::string &error);

/// Of `plugins` (paths loaded with loadPassPlugin), those that register a
/// pass or pipeline that one of `steps` (pipeline elements, one pass each)
/// runs, judged by which file defines each pass's class: what a reduced
/// reproducer still needs. All of them when a step names a pipeline alias
/// or a pass the registry does not know.
std::vector<std::string> pluginsRunBy(const std::vector<std::string> &plugins,
                                      const std::vector<std::string> &steps);

} // namespace defuse

#endif // DEFUSE_TARGET_CONTEXT_H
