//===- PassPipeline.h - A pipeline as a list of single passes -------------===//
//
// Bisection works on passes, not on text: `func.func(a,b{x=1}),c` becomes
// [`func.func(a)`, `func.func(b{x=1})`, `c`]. Each element still carries its
// anchor, so any prefix joins back into a valid pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_PASSPIPELINE_H
#define DEFUSE_BISECT_PASSPIPELINE_H

#include <string>
#include <vector>

namespace defuse {

/// Splits pipeline text (inner to builtin.module) into one element per pass.
/// Returns false on unbalanced brackets.
bool splitPipeline(const std::string &text, std::vector<std::string> &passes);

/// The pipeline made of the first `count` passes.
std::string joinPipeline(const std::vector<std::string> &passes, size_t count);

/// The bare pass name of an element: `func.func(b{x=1})` -> `b`.
std::string passName(const std::string &element);

/// The options of an element's pass as written, `key=value` or a bare `key`:
/// `func.func(b{x=1 y="p q"})` -> [`x=1`, `y="p q"`].
std::vector<std::string> passOptions(const std::string &element);

/// `element` with its pass's options replaced by `options`; with none, the
/// pass runs with its defaults.
std::string withPassOptions(const std::string &element,
                            const std::vector<std::string> &options);

/// Indices of the elements of `passes` that run pass `name`, in order.
std::vector<size_t> stepsRunning(const std::vector<std::string> &passes,
                                 const std::string &name);

} // namespace defuse

#endif // DEFUSE_BISECT_PASSPIPELINE_H
