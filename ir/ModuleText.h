//===- ModuleText.h - Module text for people to read ----------------------===//
//
// Reprinting and diffing module text for reports, bug reports and the
// filter's evidence: locations change wholesale under any pass and would
// drown the ops.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_MODULETEXT_H
#define DEFUSE_IR_MODULETEXT_H

#include <cstddef>
#include <string>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

/// Module text reprinted without locations (as given when it does not
/// parse).
std::string withoutLocations(mlir::MLIRContext &context,
                             const std::string &text);

/// A unified diff of two texts through the system's diff(1), at most
/// `maxLines` lines; empty when they are equal.
std::string unifiedDiff(const std::string &before, const std::string &after,
                        const std::string &beforeLabel,
                        const std::string &afterLabel, size_t maxLines = 400);

} // namespace defuse

#endif // DEFUSE_IR_MODULETEXT_H
