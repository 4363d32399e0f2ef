//===- KernelMap.h - Which source ops each compiled kernel carries --------===//
//
// After a pipeline has fused, tiled or bufferized a workload, each top-level
// op of the entry function that computes something is a kernel; the op
// identities in its locations (its own and its payload's) name the source
// ops fused into it. Constants, allocations, memref views and terminators
// compute nothing and are not kernels.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_KERNELMAP_H
#define DEFUSE_BISECT_KERNELMAP_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class SourceProgram;

struct Kernel {
  std::string opName;   // the kernel op, e.g. linalg.generic or scf.for
  std::string location; // file:line:col of its source
  /// Top-level source ops fused into it (positions in the SourceProgram).
  std::vector<unsigned> sourceOps;
};

/// The kernels of `moduleText`, in its block order (a topological order).
/// Fails when the entry function there is no longer a single-block
/// func.func (lowered past the point where kernels are ops).
llvm::FailureOr<std::vector<Kernel>> mapKernels(mlir::MLIRContext &context,
                                                llvm::StringRef moduleText,
                                                const SourceProgram &source);

} // namespace defuse

#endif // DEFUSE_BISECT_KERNELMAP_H
