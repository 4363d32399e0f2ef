//===- ExecutableCut.h - A dispatch's executable made to stop early -------===//
//
// IREE compiles each dispatch from an executable source (`hal.executable`,
// dumped by `--iree-hal-dump-executable-sources-to`) and takes a replacement
// for it by `--iree-hal-substitute-executable-source`. Op bisection inside a
// dispatch that fails only as the whole program compiles it (or one whose
// source a user substituted) cuts that source short: the dispatch writes,
// in place of its output, a value computed on the way to it, and everything
// else the program compiles and runs as before.
//
// A point is a value the dispatch can write in place of its output without
// changing its interface: an op of the dispatch function whose result has
// the stored value's type, or, inside a `linalg.generic` with that result
// type, a payload op whose result has the yielded element's type (the
// generic then yields it). Points are in program order; the last one is the
// output itself.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_IREE_EXECUTABLECUT_H
#define DEFUSE_TARGET_IREE_EXECUTABLECUT_H

#include "target/Probe.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace defuse {

/// The points of executable `source` (generic form, locations kept, IREE's
/// dialects unregistered). Fails, saying why, unless it has one function
/// with one `dispatch.tensor.store`.
llvm::FailureOr<std::vector<KernelPoint>>
executablePoints(llvm::StringRef source, std::string &why);

/// `source` writing the value of point `point` in its output's place, in
/// generic form with its locations. With `hostOffsets`, the bindings'
/// constant byte offsets are left to the host: IREE's dumped sources carry
/// offsets that its substitution applies a second time (checked with 3.13:
/// substituting a dumped source unchanged moves a dispatch's output).
llvm::FailureOr<std::string> cutExecutable(llvm::StringRef source, size_t point,
                                           bool hostOffsets, std::string &why);

} // namespace defuse

#endif // DEFUSE_TARGET_IREE_EXECUTABLECUT_H
