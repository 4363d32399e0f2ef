//===- Interpreter.cpp ----------------------------------------------------===//

#include "interp/Interpreter.h"

#include "interp/ElementsAttr.h"
#include "interp/ErrorModel.h"
#include "interp/MonteCarlo.h"
#include "interp/ScalarSemantics.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace defuse;
using namespace mlir;

std::vector<std::string> SemanticsRegistry::names() const {
  std::vector<std::string> out;
  for (const auto &entry : table)
    out.push_back(entry.getKey().str());
  std::sort(out.begin(), out.end());
  return out;
}

OpSemantics SemanticsRegistry::lookup(Operation *op) const {
  auto it = table.find(op->getName().getStringRef());
  if (it != table.end())
    return it->second;
  for (const auto &[matches, fn] : fallbacks)
    if (matches(op))
      return fn;
  return nullptr;
}

OpSemantics SemanticsRegistry::lookupName(StringRef opName) const {
  auto it = table.find(opName);
  return it == table.end() ? nullptr : it->second;
}

const SemanticsRegistry &SemanticsRegistry::get() {
  static const SemanticsRegistry registry = [] {
    SemanticsRegistry r;
    registerArithMathSemantics(r);
    registerFuncSemantics(r);
    registerLinalgSemantics(r);
    registerTensorSemantics(r);
    registerTosaSemantics(r);
    registerStablehloSemantics(r);
    registerChloSemantics(r);
    return r;
  }();
  return registry;
}

/// Values the narrow float types cannot hold, left by semantics that compute
/// as IEEE arithmetic does: -0 in the types without one (the FNUZ types) is
/// +0; an infinity, a NaN, a zero or a negative number where the type has
/// none (f8E4M3FN's overflow, f4E2M1FN's NaN, f8E8M0FNU's zero) is a value
/// the specification leaves open: NaN here, with a bound that says it may
/// be anything.
static void keepToItsType(Tensor &t) {
  ElementType type = t.elementType();
  if (!type.isFloat() || type.isClassic())
    return;
  const FloatFormat &f = type.format();
  for (int64_t i = 0, n = t.numElements(); i < n; ++i) {
    double v = t.floatAt(i);
    if (v == 0.0 && std::signbit(v) && !f.hasNegativeZero && f.hasZero) {
      t.setFloat(i, 0.0, t.errAt(i));
      continue;
    }
    bool held =
        std::isnan(v)   ? f.hasNaN
        : std::isinf(v) ? f.hasInfinity
        : v == 0.0      ? f.hasZero
        : !f.isSigned && v < 0.0
            ? false
            // Below the smallest value of a type without zero
            // and subnormals (f8E8M0FNU) the rounding is open too.
            : f.hasZero || f.hasSubnormals || std::fabs(v) >= type.minNormal();
    if (!held)
      t.setFloat(i, std::numeric_limits<double>::quiet_NaN(),
                 mc::noiseLane() ? errors::kUnbounded : errors::kMayBeNaN);
  }
}

/// The semantics of func, arith, math, tensor, linalg and TOSA are written
/// for f16, bf16, f32, f64, signless integers and index; the other element
/// types (unsigned and sub-byte integers, the float8/6/4 types, complex
/// numbers) are StableHLO's, whose semantics model them.
static LogicalResult checkElementTypes(Operation *op) {
  StringRef dialect = op->getName().getDialectNamespace();
  if (dialect == "stablehlo" || dialect == "chlo" || dialect == "func")
    return success();
  auto check = [&](Type type) -> LogicalResult {
    Type elem = getElementTypeOrSelf(type);
    std::optional<ElementType> et = ElementType::fromMlir(elem);
    if (!et || et->isClassic())
      return success(); // other types are refused by the op's semantics
    return emitError(op->getLoc())
           << "the reference interpreter does not support element type " << elem
           << " in '" << op->getName() << "'";
  };
  for (Type t : op->getOperandTypes())
    if (failed(check(t)))
      return failure();
  for (Type t : op->getResultTypes())
    if (failed(check(t)))
      return failure();
  return success();
}

const Tensor *Interpreter::lookup(Value v) const {
  for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
    auto found = it->values.find(v);
    if (found != it->values.end())
      return found->second.get();
  }
  return nullptr;
}

FailureOr<std::vector<Tensor>> Interpreter::call(Operation *funcOp,
                                                 ArrayRef<Tensor> args) {
  auto fn = dyn_cast<FunctionOpInterface>(funcOp);
  if (!fn || fn.isExternal())
    return emitError(funcOp->getLoc())
           << "the reference interpreter cannot call a function without a body";
  if (fn.getNumArguments() != args.size())
    return emitError(funcOp->getLoc())
           << "function expects " << fn.getNumArguments() << " arguments, got "
           << args.size();
  if (++callDepth > 64) {
    --callDepth;
    return emitError(funcOp->getLoc()) << "call depth exceeds 64";
  }
  // A callee sees only its own arguments, not the caller's values.
  std::vector<Scope> saved;
  saved.swap(scopes);
  auto results = evaluateBlock(fn.getFunctionBody().front(), args);
  scopes.swap(saved);
  --callDepth;
  return results;
}

FailureOr<std::vector<Tensor>>
Interpreter::call(StringRef symbol, ArrayRef<Tensor> args, Operation *caller) {
  Operation *callee = SymbolTable::lookupSymbolIn(symbolTable, symbol);
  if (!callee)
    return emitError(caller->getLoc()) << "unknown function @" << symbol;
  return call(callee, args);
}

const std::vector<llvm::SmallVector<Value, 2>> &
Interpreter::lastUsesIn(Block &block) {
  auto [it, inserted] = lastUses.try_emplace(&block);
  if (!inserted)
    return it->second;
  // The op of `block` after which each value defined in it is read no more
  // (uses inside nested regions count for their ancestor in the block).
  llvm::DenseMap<Operation *, unsigned> position;
  unsigned n = 0;
  for (Operation &op : block)
    position[&op] = n++;
  std::vector<llvm::SmallVector<Value, 2>> dying(n);
  auto schedule = [&](Value v) {
    int last = -1;
    for (Operation *user : v.getUsers()) {
      Operation *ancestor = block.findAncestorOpInBlock(*user);
      if (!ancestor || ancestor == &block.back())
        return; // read by the terminator or elsewhere: kept to the end
      last = std::max(last, static_cast<int>(position[ancestor]));
    }
    if (last >= 0)
      dying[last].push_back(v);
  };
  for (BlockArgument arg : block.getArguments())
    schedule(arg);
  for (Operation &op : block)
    for (Value v : op.getResults())
      schedule(v);
  it->second = std::move(dying);
  return it->second;
}

FailureOr<std::vector<Tensor>>
Interpreter::evaluateBlock(Block &block, ArrayRef<Tensor> args) {
  scopes.emplace_back();
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    scopes.back().values[arg] = std::make_shared<const Tensor>(value);
  // Values are dropped after their last use: a deep model holds only the
  // values still to be read, not every activation it computed.
  const auto &dying = lastUsesIn(block);
  unsigned position = 0;
  // The last op is the terminator, registered or not (an unregistered
  // stablehlo.return has no IsTerminator trait to say so).
  for (Operation &op :
       llvm::make_range(block.begin(),
                        block.empty() ? block.end() : std::prev(block.end()))) {
    if (failed(evaluate(&op))) {
      scopes.pop_back();
      return failure();
    }
    for (Value v : dying[position++])
      scopes.back().values.erase(v);
  }
  std::vector<Tensor> results;
  Operation *terminator = block.getTerminator();
  for (Value v : terminator->getOperands()) {
    const Tensor *t = lookup(v);
    if (!t) {
      scopes.pop_back();
      return emitError(terminator->getLoc()) << "value used before definition";
    }
    results.push_back(*t);
  }
  scopes.pop_back();
  return results;
}

LogicalResult Interpreter::evaluate(Operation *op) {
  if (mc::Lane *lane = mc::noiseLane())
    lane->beginOp();
  OpSemantics fn = SemanticsRegistry::get().lookup(op);
  if (!fn)
    return emitError(op->getLoc())
           << "the reference interpreter does not support '" << op->getName()
           << "'";
  if (failed(checkElementTypes(op)))
    return failure();
  SmallVector<const Tensor *> operands;
  for (Value v : op->getOperands()) {
    const Tensor *t = lookup(v);
    if (!t)
      return emitError(op->getLoc())
             << "operand of '" << op->getName() << "' has no value";
    operands.push_back(t);
  }
  SmallVector<Tensor> results;
  if (failed(fn(op, operands, results, *this)))
    return failure();
  if (results.size() != op->getNumResults())
    return emitError(op->getLoc()) << "internal error: '" << op->getName()
                                   << "' produced the wrong number of results";
  for (Tensor &t : results)
    keepToItsType(t);
  if (observer)
    observer(op, results);
  for (auto [v, t] : llvm::zip(op->getResults(), results))
    scopes.back().values[v] = std::make_shared<const Tensor>(std::move(t));
  return success();
}

//===----------------------------------------------------------------------===//
// arith/math at tensor level and func
//===----------------------------------------------------------------------===//

namespace {

LogicalResult evaluateElementwise(Operation *op,
                                  ArrayRef<const Tensor *> operands,
                                  SmallVectorImpl<Tensor> &results,
                                  Interpreter &) {
  FailureOr<ScalarKernel> kernel = compileScalarOp(op);
  if (failed(kernel))
    return failure();
  Type resultType = op->getResult(0).getType();
  auto elemType = ElementType::fromMlir(getElementTypeOrSelf(resultType));
  std::vector<int64_t> shape;
  if (auto shaped = dyn_cast<ShapedType>(resultType))
    shape = shaped.getShape().vec();
  Tensor out(*elemType, shape);
  for (const Tensor *t : operands)
    if (t->numElements() != out.numElements())
      return emitError(op->getLoc()) << "operand shapes of '" << op->getName()
                                     << "' do not match its result";
  SmallVector<Scalar, 4> in(operands.size());
  Scalar res;
  for (int64_t i = 0, e = out.numElements(); i < e; ++i) {
    for (size_t k = 0; k < operands.size(); ++k)
      in[k] = operands[k]->get(i);
    (*kernel)(in.data(), &res);
    out.set(i, res);
  }
  results.push_back(std::move(out));
  return success();
}

LogicalResult evaluateConstant(Operation *op, ArrayRef<const Tensor *>,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &) {
  return evaluateConstantOp(op, "value", results);
}

LogicalResult evaluateCall(Operation *op, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results,
                           Interpreter &interp) {
  auto call = cast<func::CallOp>(op);
  std::vector<Tensor> args;
  for (const Tensor *t : operands)
    args.push_back(*t);
  auto out = interp.call(call.getCallee(), args, op);
  if (failed(out))
    return failure();
  results.append(out->begin(), out->end());
  return success();
}

} // namespace

void defuse::registerArithMathSemantics(SemanticsRegistry &registry) {
  registry.addFallback(isScalarOp, evaluateElementwise);
  registry.add("arith.constant", evaluateConstant);
}

void defuse::registerFuncSemantics(SemanticsRegistry &registry) {
  registry.add("func.call", evaluateCall);
}
