//===- KernelTruncation.h - A fused kernel made to yield its early values
//--===//
//
// Op bisection's second view: the culprit kernel, outlined from the module
// the culprit pass received, is rebuilt so that it also yields the value of
// each of its first `count` payload ops (as extra results, one per op, with
// the first output's shape and indexing map), and those values alone are
// returned. Every payload op stays in the body, so the kernel still looks
// the same to the passes that compile it; only what it yields changes. Failing
// is then monotone in `count`, and the first count that fails names the first
// wrong payload op.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_KERNELTRUNCATION_H
#define DEFUSE_BISECT_KERNELTRUNCATION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

struct PayloadOp {
  std::string name;             // e.g. arith.subf
  std::vector<std::string> ids; // its op identities
};

/// The payload ops of the kernel: the last linalg.generic at the top level
/// of `entry` in `moduleText` (the ops before it are its context). Fails when
/// there is no such kernel or its payload values cannot be yielded (dynamic
/// shapes, non-scalar values).
llvm::FailureOr<std::vector<PayloadOp>>
kernelPayload(mlir::MLIRContext &context, llvm::StringRef moduleText,
              llvm::StringRef entry);

/// `moduleText` with the kernel also yielding payload ops [0, count), and
/// the entry function returning those values alone.
llvm::FailureOr<std::string> truncateKernel(mlir::MLIRContext &context,
                                            llvm::StringRef moduleText,
                                            llvm::StringRef entry,
                                            size_t count);

} // namespace defuse

#endif // DEFUSE_BISECT_KERNELTRUNCATION_H
