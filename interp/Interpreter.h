//===- Interpreter.h - The reference interpreter --------------------------===//
//
// Evaluates a tensor-level function (func, tosa, linalg, tensor, arith, math,
// and StableHLO read without its dialect)
// op by op, producing for every result a Tensor of reference values with
// per-element error bounds. The meaning of each op lives in a per-dialect
// semantics file (ScalarSemantics, LinalgSemantics, TensorSemantics,
// TosaSemantics); this class only walks the IR and keeps the environment.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_INTERPRETER_H
#define DEFUSE_INTERP_INTERPRETER_H

#include "ir/Tensor.h"

#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <vector>

namespace mlir {
class Block;
class Operation;
} // namespace mlir

namespace defuse {

class Interpreter;

/// The semantics of one op at tensor level: reads its operands (in operand
/// order) and appends one Tensor per result. Emits an error at the op and
/// fails when it cannot evaluate the op.
using OpSemantics = llvm::LogicalResult (*)(
    mlir::Operation *op, llvm::ArrayRef<const Tensor *> operands,
    llvm::SmallVectorImpl<Tensor> &results, Interpreter &interp);

/// Op name -> semantics. Dialect files add themselves in registerX().
class SemanticsRegistry {
public:
  void add(llvm::StringRef opName, OpSemantics fn) { table[opName] = fn; }
  /// Semantics for every op `matches` accepts (an interface, a dialect),
  /// consulted when no op name matches.
  void addFallback(bool (*matches)(mlir::Operation *), OpSemantics fn) {
    fallbacks.push_back({matches, fn});
  }
  OpSemantics lookup(mlir::Operation *op) const;
  /// The semantics registered for the op name `opName`, or null.
  OpSemantics lookupName(llvm::StringRef opName) const;
  std::vector<std::string> names() const;
  static const SemanticsRegistry &get();

private:
  llvm::StringMap<OpSemantics> table;
  std::vector<std::pair<bool (*)(mlir::Operation *), OpSemantics>> fallbacks;
};

void registerArithMathSemantics(SemanticsRegistry &registry);
void registerLinalgSemantics(SemanticsRegistry &registry);
void registerTensorSemantics(SemanticsRegistry &registry);
void registerTosaSemantics(SemanticsRegistry &registry);
void registerFuncSemantics(SemanticsRegistry &registry);
void registerStablehloSemantics(SemanticsRegistry &registry);
void registerChloSemantics(SemanticsRegistry &registry);

class Interpreter {
public:
  /// Called after every op is evaluated, with its results (for bisection).
  using Observer =
      std::function<void(mlir::Operation *, llvm::ArrayRef<Tensor>)>;

  explicit Interpreter(mlir::Operation *symbolTableOp)
      : symbolTable(symbolTableOp) {}

  void setObserver(Observer fn) { observer = std::move(fn); }

  /// Evaluates the function `funcOp` (a FunctionOpInterface op) on `args`.
  llvm::FailureOr<std::vector<Tensor>> call(mlir::Operation *funcOp,
                                            llvm::ArrayRef<Tensor> args);
  /// Evaluates a function of the enclosing module by symbol name.
  llvm::FailureOr<std::vector<Tensor>> call(llvm::StringRef symbol,
                                            llvm::ArrayRef<Tensor> args,
                                            mlir::Operation *caller);

  /// Evaluates the ops of `block` with its arguments bound to `args`, in the
  /// scope of the current environment, and returns the terminator's operands.
  llvm::FailureOr<std::vector<Tensor>>
  evaluateBlock(mlir::Block &block, llvm::ArrayRef<Tensor> args);

  /// The value bound to `v` in the current scope (null if unbound).
  const Tensor *lookup(mlir::Value v) const;

private:
  llvm::LogicalResult evaluate(mlir::Operation *op);

  struct Scope {
    llvm::DenseMap<mlir::Value, std::shared_ptr<const Tensor>> values;
  };
  /// Per op of `block`, the values defined in it that are read for the
  /// last time by that op (computed once per block).
  const std::vector<llvm::SmallVector<mlir::Value, 2>> &
  lastUsesIn(mlir::Block &block);

  mlir::Operation *symbolTable;
  std::vector<Scope> scopes;
  llvm::DenseMap<mlir::Block *, std::vector<llvm::SmallVector<mlir::Value, 2>>>
      lastUses;
  Observer observer;
  unsigned callDepth = 0;
};

} // namespace defuse

#endif // DEFUSE_INTERP_INTERPRETER_H
