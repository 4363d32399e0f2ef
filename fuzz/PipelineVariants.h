//===- PipelineVariants.h - The fuzzer's configuration sweep
//---------------===//
//
// Every program the fuzzer generates is compiled under each pipeline variant
// in this table, the way XLA checks every autotuner candidate: a kernel
// configuration that only one variant miscompiles is a finding. The table is
// the pipeline zoo (testdata/pipelines, without the upstream-* reproducers)
// followed by variants of one axis at a time: elementwise fusion, generic /
// named round trips, loop tiling and unrolling, vectorization, math
// legalization, integer range optimizations, canonicalization, TOSA graph
// passes and the LLVM optimization level.
//
// Pipelines are in mlir-opt syntax, inner to builtin.module, and start from
// TOSA + linalg + arith + tensor on tensors; defuse's default lowering runs
// after them. Each variant was checked with `defuse run` on the bundled
// workloads; what it is known to miscompile or fail on is noted in
// PipelineVariants.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_PIPELINEVARIANTS_H
#define DEFUSE_FUZZ_PIPELINEVARIANTS_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace defuse {

struct PipelineVariant {
  std::string name;     // unique, kebab-case, e.g. "affine-tile-16-unroll-4"
  std::string group;    // "zoo", "fusion", "generalize-specialize", "tiling",
                        // "vectorization", "math", "int-range", "canonicalize",
                        // "tosa" or "llvm"
  std::string pipeline; // mlir-opt syntax, inner to builtin.module
  unsigned llvmOptLevel = 2; // 0..3
  /// For a compiler with its own pipeline (`pipeline` empty): the flags of
  /// this configuration (Target::configurationVariants).
  std::vector<std::string> targetFlags;
};

/// Every built-in variant, in a stable order (the zoo first).
const std::vector<PipelineVariant> &builtinPipelineVariants();

/// The variant named `name`, or null.
const PipelineVariant *findPipelineVariant(llvm::StringRef name);

} // namespace defuse

#endif // DEFUSE_FUZZ_PIPELINEVARIANTS_H
