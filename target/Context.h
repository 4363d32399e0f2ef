//===- Context.h - One place that registers what defuse's MLIR needs ------===//
//
// Including the register-everything headers costs ~25 s of compile time per
// translation unit; they are confined to Context.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_CONTEXT_H
#define DEFUSE_TARGET_CONTEXT_H

#include <memory>
#include <string>

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

/// Loads a pass plugin like `mlir-opt --load-pass-plugin`. Returns false and
/// sets `error` to a one-line reason when it cannot be loaded.
bool loadPassPlugin(const std::string &path, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_CONTEXT_H
