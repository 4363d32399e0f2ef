//===- IreeSnapshot.cpp ---------------------------------------------------===//

#include "target/iree/IreeSnapshot.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace defuse;
using namespace mlir;

namespace {

/// Ops that pass their operands through unchanged: ABI plumbing, barriers
/// that only steer IREE's fusion, and device placement.
bool isValueIdentity(StringRef name) {
  static const llvm::StringSet<> identities = {
      "hal.tensor.export",        "hal.tensor.barrier",
      "util.optimization_barrier", "flow.tensor.barrier",
      "flow.tensor.transfer",     "stream.tensor.transfer"};
  return identities.contains(name);
}

/// Attribute names of a `util.func` (properties in generic form).
FunctionType functionTypeOf(Operation *op) {
  if (auto attr = op->getAttrOfType<TypeAttr>("function_type"))
    return dyn_cast<FunctionType>(attr.getValue());
  if (auto func = dyn_cast<func::FuncOp>(op))
    return func.getFunctionType();
  return {};
}

StringRef symbolNameOf(Operation *op) {
  if (auto name = op->getAttrOfType<StringAttr>("sym_name"))
    return name.getValue();
  return {};
}

class Converter {
public:
  Converter(ModuleOp source, OpBuilder &builder, std::string &reason)
      : source(source), builder(builder), reason(reason) {}

  /// Clones `block`'s ops (its arguments already mapped) and returns what
  /// its terminator returns; fails on an op that cannot be carried over.
  FailureOr<SmallVector<Value>> cloneBlock(Block &block, IRMapping &map,
                                           unsigned depth) {
    for (Operation &op : block) {
      StringRef name = op.getName().getStringRef();
      if (name == "util.return" || name == "func.return" ||
          name == "flow.return") {
        SmallVector<Value> results;
        for (Value v : op.getOperands())
          results.push_back(map.lookupOrDefault(v));
        return results;
      }
      if (failed(cloneOp(op, map, depth)))
        return failure();
    }
    reason = "a block without a terminator";
    return failure();
  }

private:
  LogicalResult cloneOp(Operation &op, IRMapping &map, unsigned depth) {
    StringRef name = op.getName().getStringRef();
    if (name == "hal.tensor.import" || isValueIdentity(name)) {
      // Results mirror the leading operands (the tensors); trailing ones
      // (fences, shapes) have no value of their own.
      for (auto [i, result] : llvm::enumerate(op.getResults()))
        map.map(result, map.lookupOrDefault(op.getOperand(i)));
      return success();
    }
    if (name == "flow.dispatch.region") {
      if (op.getNumRegions() != 1 || !op.getRegion(0).hasOneBlock()) {
        reason = "a flow.dispatch.region with several blocks";
        return failure();
      }
      // Dynamic dims of the results would be its operands; static shapes
      // need none, and the body sees the values of the enclosing block.
      auto results = cloneBlock(op.getRegion(0).front(), map, depth);
      if (failed(results))
        return failure();
      for (auto [result, value] : llvm::zip(op.getResults(), *results))
        map.map(result, value);
      return success();
    }
    if (name == "util.call" || name == "func.call")
      return inlineCall(op, map, depth);
    if (name == "util.global.load")
      return loadGlobal(op, map);
    if (!op.isRegistered()) {
      reason = "'" + name.str() + "' is IREE's own";
      return failure();
    }
    // Registered ops whose regions hold only registered ops clone as they
    // are (linalg bodies); one that still holds IREE ops cannot.
    WalkResult walk = op.walk([&](Operation *inner) {
      if (!inner->isRegistered()) {
        reason = "'" + inner->getName().getStringRef().str() + "' inside '" +
                 name.str() + "' is IREE's own";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    builder.clone(op, map);
    return success();
  }

  LogicalResult inlineCall(Operation &call, IRMapping &map, unsigned depth) {
    auto callee = call.getAttrOfType<FlatSymbolRefAttr>("callee");
    Operation *fn =
        callee ? SymbolTable::lookupSymbolIn(source, callee.getAttr())
               : nullptr;
    if (!fn || fn->getNumRegions() != 1 || fn->getRegion(0).empty() ||
        depth > 16) {
      reason = "a call the reference cannot follow";
      return failure();
    }
    Region &body = fn->getRegion(0);
    if (!body.hasOneBlock()) {
      reason = "a called function with control flow";
      return failure();
    }
    IRMapping inner;
    for (auto [arg, operand] :
         llvm::zip(body.front().getArguments(), call.getOperands()))
      inner.map(arg, map.lookupOrDefault(operand));
    auto results = cloneBlock(body.front(), inner, depth + 1);
    if (failed(results))
      return failure();
    for (auto [result, value] : llvm::zip(call.getResults(), *results))
      map.map(result, value);
    return success();
  }

  /// A global with a constant initial value reads as that constant; one
  /// that an initializer computes does not read at all.
  LogicalResult loadGlobal(Operation &load, IRMapping &map) {
    auto global = load.getAttrOfType<FlatSymbolRefAttr>("global");
    Operation *decl =
        global ? SymbolTable::lookupSymbolIn(source, global.getAttr())
               : nullptr;
    auto initial =
        decl ? decl->getAttrOfType<TypedAttr>("initial_value") : TypedAttr();
    if (!initial || initial.getType() != load.getResult(0).getType()) {
      reason = "a util.global without a constant initial value";
      return failure();
    }
    auto constant =
        builder.create<arith::ConstantOp>(load.getLoc(), initial);
    map.map(load.getResult(0), constant.getResult());
    return success();
  }

  ModuleOp source;
  OpBuilder &builder;
  std::string &reason;
};

} // namespace

FailureOr<std::string>
defuse::ireeSnapshotAsWorkload(MLIRContext &context, const std::string &dump,
                               const std::string &entry, std::string &reason) {
  bool allowed = context.allowsUnregisteredDialects();
  context.allowUnregisteredDialects(true);
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> source = parseSourceString<ModuleOp>(dump, config);
  context.allowUnregisteredDialects(allowed);
  if (!source) {
    reason = "MLIR 22 does not parse this IREE's IR";
    return failure();
  }
  Operation *fn = nullptr;
  for (Operation &op : source->getBody()->getOperations())
    if (symbolNameOf(&op) == entry && op.getNumRegions() == 1)
      fn = &op;
  FunctionType type = fn ? functionTypeOf(fn) : FunctionType();
  if (!type || fn->getRegion(0).empty() || !fn->getRegion(0).hasOneBlock()) {
    reason = "no entry function @" + entry + " with one block";
    return failure();
  }
  Block &body = fn->getRegion(0).front();

  // The entry's arguments are the tensors `hal.tensor.import` makes of the
  // buffer views (or the tensors themselves, before the ABI is wrapped).
  SmallVector<Type> argTypes;
  for (BlockArgument arg : body.getArguments()) {
    Type t = arg.getType();
    if (!isa<RankedTensorType>(t))
      for (Operation *user : arg.getUsers())
        if (user->getName().getStringRef() == "hal.tensor.import")
          t = user->getResult(0).getType();
    if (!isa<RankedTensorType>(t)) {
      reason = "an entry argument that is not a tensor";
      return failure();
    }
    argTypes.push_back(t);
  }

  OwningOpRef<ModuleOp> out = ModuleOp::create(UnknownLoc::get(&context));
  OpBuilder builder(&context);
  builder.setInsertionPointToEnd(out->getBody());
  auto func = builder.create<func::FuncOp>(
      fn->getLoc(), entry, FunctionType::get(&context, argTypes, {}));
  Block *entryBlock = func.addEntryBlock();
  builder.setInsertionPointToEnd(entryBlock);
  IRMapping map;
  for (auto [arg, newArg] :
       llvm::zip(body.getArguments(), entryBlock->getArguments()))
    map.map(arg, newArg);
  Converter converter(*source, builder, reason);
  auto results = converter.cloneBlock(body, map, 0);
  if (failed(results))
    return failure();
  SmallVector<Type> resultTypes;
  for (Value v : *results) {
    if (!isa<RankedTensorType>(v.getType())) {
      reason = "an entry result that is not a tensor";
      return failure();
    }
    resultTypes.push_back(v.getType());
  }
  builder.create<func::ReturnOp>(fn->getLoc(), *results);
  func.setFunctionType(FunctionType::get(&context, argTypes, resultTypes));
  if (failed(verify(*out))) {
    reason = "the carried-over program does not verify";
    return failure();
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  out->print(os, OpPrintingFlags().enableDebugInfo());
  return text;
}
