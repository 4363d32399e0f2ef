//===- Variations.h - Programs that differ from one along one axis --------===//
//
// The stress agent maps a finding's extent, and the filter attacks a fix,
// with programs that differ from a given one along one axis at a time:
//   shape     one dimension size changed throughout (sizes that must agree
//             keep agreeing), growing size-1 dimensions too; each argument's
//             exact values become its first value everywhere
//   dtype     every f32 of the program as f16, bf16 or f64, on the same
//             inputs rounded
//   values    the same program on other inputs: each special value alone
//             (+-0, +-inf, NaN, a subnormal, a value near the largest), for
//             every argument at once and for each one while the others keep
//             theirs; the arguments' values rotated; then wide, narrow,
//             negative and positive ranges under fresh seeds
//   neighbour every op swapped for each of its siblings (same operands and
//             result: tosa.maximum for tosa.minimum, arith.addf for
//             arith.subf, ...), then the fuzzer's other mutations (an op
//             inserted after a value, a value through a lower precision)
// Every variant parses; whether the reference can judge it is left to
// prepareProgram. The set is a function of the program and the seed.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_VARIATIONS_H
#define DEFUSE_AGENTS_VARIATIONS_H

#include "agents/CaseProgram.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

/// The axes, in the order variationsOf lists them.
llvm::ArrayRef<llvm::StringRef> variationAxes();

/// Up to `perAxis` variants of `program` along each axis of `axes` (all
/// when empty), drawn with `seed`.
std::vector<CaseProgram> variationsOf(mlir::MLIRContext &context,
                                      const CaseProgram &program, uint64_t seed,
                                      unsigned perAxis,
                                      llvm::ArrayRef<std::string> axes = {});

/// `text` with dimension `position` of every rank-`rank` tensor type whose
/// size there is `from` set to `to`: the program's activations change shape
/// together, while operands of another rank (a zero point, a shift, a
/// reshape's target) keep theirs.
std::string resizeDimension(const std::string &text, size_t rank,
                            size_t position, int64_t from, int64_t to);

} // namespace defuse

#endif // DEFUSE_AGENTS_VARIATIONS_H
