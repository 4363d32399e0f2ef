//===- SourceSubgraph.h - Source ops outlined into a standalone workload --===//
//
// Kernel and op bisection test pieces of a workload on their own: a chosen
// set of the entry function's top-level ops becomes the body of a new entry
// function whose arguments are the values the set reads from outside (fed
// with their reference values) and whose results are the values the rest of
// the program reads from it. The outlined workload is compiled with the
// pipeline like any other, so the compiler forms the same kernel from the
// same source ops, and the result is already a reproducer in source terms.
//
// Ops without operands (constants, tensor.empty) that the set reads are
// copied in rather than turned into arguments: fusion treats them specially.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_SOURCESUBGRAPH_H
#define DEFUSE_BISECT_SOURCESUBGRAPH_H

#include "ir/Tensor.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LogicalResult.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class Operation;
class Value;
} // namespace mlir

namespace defuse {

class Workload;

/// Where a value of the entry function comes from: argument `index` when
/// `position` is kArgument, else result `index` of top-level op `position`.
struct ValueSite {
  static constexpr unsigned kArgument = ~0u;
  unsigned position = kArgument;
  unsigned index = 0;
  bool operator==(const ValueSite &o) const {
    return position == o.position && index == o.index;
  }
};

/// The entry function's top-level ops (terminator excluded) in block order,
/// and the reference value of every value they compute.
class SourceProgram {
public:
  /// Interprets `workload` on `inputs`, keeping every top-level value.
  static llvm::FailureOr<SourceProgram> evaluate(const Workload &workload,
                                                 llvm::ArrayRef<Tensor> inputs);

  const Workload &workload() const { return *source; }
  llvm::ArrayRef<mlir::Operation *> ops() const { return topLevel; }
  /// Position of the top-level op that carries identity `id` (itself or in
  /// an op nested in it), or -1.
  int positionOf(llvm::StringRef id) const;
  /// Position of top-level op `op`, or -1.
  int positionOf(mlir::Operation *op) const;
  /// Where a value of the entry block comes from (nullopt: from elsewhere).
  std::optional<ValueSite> siteOf(mlir::Value v) const;
  const Tensor &value(const ValueSite &site) const;

private:
  const Workload *source = nullptr;
  std::vector<mlir::Operation *> topLevel;
  std::vector<Tensor> arguments;
  std::vector<std::vector<Tensor>> results; // per top-level op
  llvm::StringMap<unsigned> idPositions;
  llvm::DenseMap<mlir::Operation *, unsigned> opPositions;
};

struct Subgraph {
  std::string moduleText; // locations (op identities) included
  std::string entry;
  std::vector<unsigned> positions; // the outlined top-level ops
  std::vector<ValueSite> arguments;
  std::vector<ValueSite> results;
  std::vector<Tensor> inputs; // exact reference values of `arguments`
};

/// Outlines the top-level ops at `positions` of `program`.
llvm::FailureOr<Subgraph> outlineSubgraph(const SourceProgram &program,
                                          llvm::ArrayRef<unsigned> positions);

} // namespace defuse

#endif // DEFUSE_BISECT_SOURCESUBGRAPH_H
