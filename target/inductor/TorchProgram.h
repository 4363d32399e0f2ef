//===- TorchProgram.h - A workload as a PyTorch program -------------------===//
//
// Inductor compiles PyTorch programs, not MLIR. The inductor target hands it
// the workload written as one: a Python function whose every statement is
// one op of the workload's entry, the ATen calls that compute what the op
// computes (the reference interpreter's semantics: TOSA's broadcasting,
// its reductions that keep the reduced axis, NHWC convolutions with OHWI
// weights, float-to-integer casts that round to nearest even and saturate).
// linalg-on-tensors (torch-mlir's linalg path) is written as well
// (LinalgAsTorch.cpp). Any workload defuse reads this way compiles under
// torch.compile: the fuzzer's programs, the reducer's candidates, imported
// models.
//
// The statement of op N is on a line the program's `op_lines` lists, so
// what torch.compile records of a node's source line (its stack trace)
// names the op it came from.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_INDUCTOR_TORCHPROGRAM_H
#define DEFUSE_TARGET_INDUCTOR_TORCHPROGRAM_H

#include "llvm/Support/LogicalResult.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace mlir {
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace defuse {

struct TorchProgram {
  /// Python source: `import torch` and `def program(arg0, arg1, ...)`
  /// returning a tuple of the entry's results.
  std::string source;
  /// The identities ("opN", Workload::identities) of the op each line's
  /// statement computes, by 1-based line.
  std::map<unsigned, std::vector<std::string>> lineOps;
};

/// `entry` as a PyTorch program, or why it cannot be one (an op, or a form
/// of one, this translation does not cover; the op and its location named).
/// Each producer>consumer edge of `separatedEdges` ("op3>op7", by the ops'
/// identities) passes the producer's value to the consumer through
/// defuse::barrier, an identity op the program defines (a custom op
/// Inductor cannot see into): it computes the producer into a buffer of its
/// own and the consumer in another kernel, and no pattern rewrites across.
llvm::FailureOr<TorchProgram>
emitTorchProgram(mlir::func::FuncOp entry, std::string &error,
                 const std::vector<std::string> &separatedEdges = {});

} // namespace defuse

#endif // DEFUSE_TARGET_INDUCTOR_TORCHPROGRAM_H
