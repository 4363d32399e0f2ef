//===- ModuleEditing.h - Parse, edit and print candidates quietly ---------===//
//
// Strategies and the oracle parse thousands of candidate modules, most of
// them invalid by design (a shrunk shape that no longer verifies): parsing
// here never prints diagnostics, and printing keeps locations, so that op
// identities survive every edit.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_MODULEEDITING_H
#define DEFUSE_REDUCE_MODULEEDITING_H

#include "ir/Tensor.h"
#include "ir/Workload.h"
#include "reduce/Candidate.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace defuse {

/// Parses and verifies `text`; null when it does not (silently).
mlir::OwningOpRef<mlir::ModuleOp> parseQuietly(mlir::MLIRContext &context,
                                               llvm::StringRef text);
/// Location-keeping text of `module`.
std::string printWithLocations(mlir::ModuleOp module);
/// The function `name` of `module`, or null.
mlir::func::FuncOp findEntry(mlir::ModuleOp module, llvm::StringRef name);

/// A candidate's module, parsed, and its entry function; false when the
/// text does not parse and verify or has no such function.
struct ParsedCandidate {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp entry;
  explicit operator bool() const { return static_cast<bool>(entry); }
  /// The module as text again, locations kept.
  std::string print() { return printWithLocations(*module); }
};
ParsedCandidate parseCandidate(mlir::MLIRContext &context, const Candidate &c);
/// Top-level ops of `entry`, terminator excluded.
std::vector<mlir::Operation *> entryOps(mlir::func::FuncOp entry);
/// The identity ("opN") of a top-level op, which edits keep; empty when
/// it has none.
std::string identityOf(mlir::Operation *op);
/// Erases ops of `entry` whose results are unused and that have no side
/// effects, until none is left.
void eraseDeadOps(mlir::func::FuncOp entry);
/// Whether nothing computes `value` from other values: it is an argument,
/// or the result of an op that reads none (a constant, an empty tensor).
bool isUncomputed(mlir::Value value);
/// The operands of `ops` computed by other ops, each once, in the order
/// met: what an edit removing `ops` may leave without a use.
std::vector<mlir::Value>
operandsComputedOutside(llvm::ArrayRef<mlir::Operation *> ops);
/// Appends those of `values` that it does not return yet to `entry`'s
/// results, each once; false when there were none.
bool returnValues(mlir::func::FuncOp entry, llvm::ArrayRef<mlir::Value> values);
/// Appends those of `values` that nothing uses any more to `entry`'s
/// results: ops upstream of an edit stay alive without the edited op.
void returnOrphans(mlir::func::FuncOp entry,
                   llvm::ArrayRef<mlir::Value> values);
/// Erases arguments of `entry` nothing uses, and their inputs.
void dropUnusedArguments(mlir::func::FuncOp entry, std::vector<Tensor> &inputs);
/// Whether `inputs` match `entry`'s argument types one for one.
bool inputsMatch(mlir::func::FuncOp entry, const std::vector<Tensor> &inputs);

/// `text` with dimension size `from` replaced by `to` in every tensor type
/// (not index tensors, whose one dimension is a rank) and every shape
/// constant: sizes that must agree keep agreeing.
std::string replaceDimensionSize(const std::string &text, int64_t from,
                                 int64_t to);

} // namespace defuse

#endif // DEFUSE_REDUCE_MODULEEDITING_H
