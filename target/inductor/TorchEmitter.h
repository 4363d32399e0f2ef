//===- TorchEmitter.h - The writer of a TorchProgram, shared by its parts -===//
//
// Private to target/inductor: TorchProgram.cpp writes TOSA's ops and the
// program around them, LinalgAsTorch.cpp linalg-on-tensors' (what
// torch-mlir's linalg path and the fuzzer's unsigned matmul are made of):
// structured ops, their bodies' arith and math ops, tensor's reshapes and
// slices.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_INDUCTOR_TORCHEMITTER_H
#define DEFUSE_TARGET_INDUCTOR_TORCHEMITTER_H

#include "target/inductor/TorchProgram.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace defuse::torch_program {

using llvm::ArrayRef;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::SmallVector;
using llvm::StringRef;
using llvm::success;
using mlir::Attribute;
using mlir::Block;
using mlir::Operation;
using mlir::Type;
using mlir::Value;

/// torch's name of an element type; empty when it has none.
std::string torchDtype(mlir::Type t);
/// The element type of a tensor value; null for any other value.
mlir::Type elementOf(mlir::Value v);
/// "[1, 2, 3]".
std::string listOf(llvm::ArrayRef<int64_t> values);
/// A Python expression of the double `v` (nan, inf and -0.0 included).
std::string pythonFloat(double v);
/// The static tensor type of `v`'s values and its torch dtype; null when
/// it has none.
std::pair<mlir::RankedTensorType, std::string> tensorOf(mlir::Value v);
/// Rewrites `fn`'s named linalg ops that have no PyTorch form of their own
/// (elementwise ones, linalg.map, linalg.reduce, the named contractions
/// beyond matmul) as linalg.generic, which the translation writes.
void generalizeNamedOps(mlir::func::FuncOp fn);

class Emitter {
public:
  Emitter(std::string &error, const std::vector<std::string> &edges)
      : error(error), separated(edges.begin(), edges.end()) {}

  FailureOr<TorchProgram> emit(mlir::func::FuncOp entry);

private:
  LogicalResult emitOp(Operation *op);
  LogicalResult emitBlock(Block &block);
  /// What a nested function's tosa.yield returns: a branch's value, a
  /// loop body's carried values, a loop condition's predicate.
  enum class YieldForm { Value, Values, Predicate };
  /// `region` as a function nested in the program, named `function` (its
  /// statements on lines of their own, as the entry's are).
  LogicalResult emitNestedFunction(Operation *op, mlir::Region &region,
                                   const std::string &function, YieldForm form);
  LogicalResult emitYield(Operation *op);
  /// tosa.cond_if as torch.cond, each branch a nested function.
  LogicalResult emitCondIf(Operation *op);
  /// tosa.while_loop as torch's while_loop higher-order op.
  LogicalResult emitWhileLoop(Operation *op);
  /// linalg-on-tensors' ops (LinalgAsTorch.cpp): structured ops, tensor's
  /// reshapes, slices, pads and concatenations, constant tensors.
  /// `handled` is false for an op of neither.
  LogicalResult emitLinalgOnTensors(Operation *op, bool &handled);
  LogicalResult emitFill(mlir::linalg::FillOp fill);
  LogicalResult emitMatmul(mlir::linalg::MatmulOp matmul);
  LogicalResult emitBatchMatmul(mlir::linalg::BatchMatmulOp matmul);
  /// A linalg.generic as tensors over its loops (LinalgAsTorch.cpp).
  LogicalResult emitGeneric(mlir::linalg::GenericOp generic);
  /// One op of a generic's body: its value over the loops `ranges`.
  LogicalResult emitBodyOp(Operation *op, Operation *generic,
                           ArrayRef<int64_t> ranges);
  /// Convolutions and pools of NCHW inputs.
  LogicalResult emitWindowed(Operation *op);
  LogicalResult emitSlice(Operation *op);
  LogicalResult emitPad(Operation *op);
  /// A statement `vN = expression` computing part of `op`; returns vN.
  std::string temporary(Operation *op, const std::string &expression) {
    std::string out = "v" + std::to_string(next++);
    line(op, indent + out + " = " + expression);
    return out;
  }
  /// `v` as a tensor: a Python literal made a 0-d tensor of its type.
  std::string tensorName(Value v);
  /// A fresh name for `result`, written by the statement `expression`.
  LogicalResult assign(Operation *op, Value result,
                       const std::string &expression) {
    std::string out = "v" + std::to_string(next++);
    names[result] = out;
    line(op, indent + out + " = " + expression);
    return success();
  }
  LogicalResult refuse(Operation *op, const std::string &why) {
    std::string position = Workload::sourcePosition(op->getLoc());
    error = op->getName().getStringRef().str() +
            (position == "unknown" ? "" : " at " + position) +
            ": the inductor target cannot write it as PyTorch: " + why;
    return failure();
  }
  std::string name(Value v) { return names.lookup(v); }
  /// Operand `v` of `consumer` as the consumer reads it: through the
  /// barrier when their edge is kept apart.
  std::string read(Value v, Operation *consumer) {
    Operation *producer = v.getDefiningOp();
    if (separated.empty() || !producer)
      return name(v);
    std::vector<std::string> from = Workload::identities(producer->getLoc());
    std::vector<std::string> to = Workload::identities(consumer->getLoc());
    if (from.empty() || to.empty() ||
        !separated.count(from.front() + ">" + to.front()))
      return name(v);
    barriers = true;
    return "torch.ops.defuse.barrier(" + name(v) + ")";
  }
  /// The ints of a shape operand (tosa.const_shape), or none.
  std::optional<SmallVector<int64_t>> shapeOf(Value v);
  /// The single value of a splat or one-element float constant operand.
  std::optional<double> scalarOf(Value v);
  std::optional<std::string> constantTensor(Operation *op, Attribute value,
                                            Type type);
  void line(Operation *op, const std::string &statement) {
    body.emplace_back(op, statement);
  }

  std::string &error;
  /// The function's statements, and the op each computes (none for the
  /// return).
  std::vector<std::pair<Operation *, std::string>> body;
  /// The program's constants: buffers of a module-level nn.Module, made
  /// once when the file is loaded. torch.compile traces what the function
  /// does with them, not how they are made (torch.frombuffer is not
  /// traceable); as a module's buffers they are what freezing folds into
  /// the code (plain module-level tensors stay inputs of the graph).
  std::vector<std::string> constants;
  llvm::DenseMap<Value, std::string> names;
  /// The values whose names are Python literals (scalar constants), not
  /// tensors.
  llvm::DenseSet<Value> literals;
  llvm::DenseMap<Value, SmallVector<int64_t>> shapes;
  unsigned next = 0;
  /// The indentation of the statements being written: the program's body,
  /// or a branch's.
  std::string indent = "    ";
  YieldForm yieldForm = YieldForm::Value;
  std::set<std::string> separated;
  bool barriers = false;   // whether any edge went through the barrier
  bool whileLoops = false; // whether the program has a while_loop
};

} // namespace defuse::torch_program

#endif // DEFUSE_TARGET_INDUCTOR_TORCHEMITTER_H
