//===- PassPipeline.h - A pipeline as a list of single passes -------------===//
//
// Bisection works on passes, not on text: `func.func(a,b{x=1}),c` becomes
// [`func.func(a)`, `func.func(b{x=1})`, `c`]. Each element still carries its
// anchor, so any prefix joins back into a valid pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_PASSPIPELINE_H
#define DEFUSE_TARGET_PASSPIPELINE_H

#include <string>
#include <vector>

namespace defuse {

/// Pipeline text in the form defuse's pass manager runs it: a list inner to
/// builtin.module. Takes every spelling mlir-opt takes and runs it the way
/// mlir-opt runs it: `builtin.module(...)` or `any(...)` around the whole
/// list is the top-level anchor and goes (mlir-opt's `--pass-pipeline`
/// requires it; a second `builtin.module(` inside is a nested module, which
/// is kept); so do a pasted `--pass-pipeline=` or `-p` and the quotes around
/// the text. Blanks outside option blocks go too. A bare list is returned as
/// it is.
std::string normalizePipeline(const std::string &text);

/// Pipeline text from a `.pipeline` file: lines starting with `#` or `//`
/// are comments; the other lines are joined with commas between passes, so
/// that one pass per line, a nested `builtin.module(` opened on one line and
/// closed on another, and an option block spread over lines all read as
/// written. The result is normalized (normalizePipeline).
std::string pipelineFromFileText(const std::string &contents);

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

#endif // DEFUSE_TARGET_PASSPIPELINE_H
