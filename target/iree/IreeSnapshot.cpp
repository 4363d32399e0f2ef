//===- IreeSnapshot.cpp ---------------------------------------------------===//

#include "target/iree/IreeSnapshot.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

#include "ir/Workload.h"

using namespace defuse;
using namespace mlir;

namespace {

/// Ops that pass their operands through unchanged: ABI plumbing, barriers
/// that only steer IREE's fusion, and device placement.
bool isValueIdentity(StringRef name) {
  static const llvm::StringSet<> identities = {
      "hal.tensor.export",
      "hal.tensor.barrier",
      "util.optimization_barrier",
      "flow.tensor.barrier",
      "flow.tensor.transfer",
      "stream.tensor.transfer",
      "iree_tensor_ext.compute_barrier.start",
      "iree_tensor_ext.compute_barrier.end"};
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

OwningOpRef<ModuleOp> parseIreeModule(MLIRContext &context,
                                      const std::string &text) {
  // The carried-over program is built of these, whether or not the dump
  // itself loaded them.
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      tensor::TensorDialect>();
  bool allowed = context.allowsUnregisteredDialects();
  context.allowUnregisteredDialects(true);
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  context.allowUnregisteredDialects(allowed);
  return module;
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
      // The body; a second region, when there, counts workgroups.
      if (op.getNumRegions() < 1 || !op.getRegion(0).hasOneBlock()) {
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
    Operation *fn = callee
                        ? SymbolTable::lookupSymbolIn(source, callee.getAttr())
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
    auto constant = arith::ConstantOp::create(builder, load.getLoc(), initial);
    map.map(load.getResult(0), constant.getResult());
    return success();
  }

  ModuleOp source;
  OpBuilder &builder;
  std::string &reason;
};

} // namespace

FailureOr<std::string> defuse::ireeSnapshotAsWorkload(MLIRContext &context,
                                                      const std::string &dump,
                                                      const std::string &entry,
                                                      std::string &reason) {
  OwningOpRef<ModuleOp> source = parseIreeModule(context, dump);
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
  auto func = func::FuncOp::create(builder, fn->getLoc(), entry,
                                   FunctionType::get(&context, argTypes, {}));
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
  func::ReturnOp::create(builder, fn->getLoc(), *results);
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

namespace {

/// A binding `!iree_tensor_ext.dispatch.tensor<readonly:tensor<...>>` (or
/// `!flow.dispatch.tensor<...>`): its access and tensor type.
struct Binding {
  std::string access;
  RankedTensorType type;
};

std::optional<Binding> bindingOf(Type t) {
  auto opaque = dyn_cast<OpaqueType>(t);
  if (!opaque)
    return std::nullopt;
  StringRef data = opaque.getTypeData();
  if (!data.consume_front("dispatch.tensor<") || !data.consume_back(">"))
    return std::nullopt;
  auto [access, tensor] = data.split(':');
  Type parsed = parseType(tensor, t.getContext());
  auto ranked = dyn_cast_or_null<RankedTensorType>(parsed);
  if (!ranked || !ranked.hasStaticShape())
    return std::nullopt;
  return Binding{access.str(), ranked};
}

/// The static offsets, sizes and strides of a load or store, when it has
/// no dynamic ones and covers the whole binding of shape `shape`.
bool coversWholeBinding(Operation &op, ArrayRef<int64_t> shape,
                        SmallVector<int64_t> &offsets,
                        SmallVector<int64_t> &sizes,
                        SmallVector<int64_t> &strides) {
  auto props = dyn_cast_or_null<DictionaryAttr>(op.getPropertiesAsAttribute());
  if (!props)
    props = op.getAttrDictionary();
  auto get = [&](StringRef name, SmallVector<int64_t> &out) {
    auto a = props.getAs<DenseI64ArrayAttr>(name);
    if (!a)
      return false;
    out.assign(a.asArrayRef().begin(), a.asArrayRef().end());
    return true;
  };
  if (!get("static_offsets", offsets) || !get("static_sizes", sizes) ||
      !get("static_strides", strides) || sizes != shape)
    return false;
  return llvm::all_of(offsets, [](int64_t o) { return o == 0; }) &&
         llvm::all_of(strides, [](int64_t s) { return s == 1; });
}

FailureOr<std::string> convertDispatch(MLIRContext &context, Operation *fn,
                                       std::vector<std::string> &sourceOps,
                                       std::string &reason) {
  FunctionType type = functionTypeOf(fn);
  if (!type || fn->getNumRegions() != 1 || !fn->getRegion(0).hasOneBlock()) {
    reason = "a dispatch function with control flow";
    return failure();
  }
  Block &body = fn->getRegion(0).front();
  SmallVector<Type> inputTypes;
  SmallVector<BlockArgument> outputsArgs;
  SmallVector<RankedTensorType> outputTypes;
  for (BlockArgument arg : body.getArguments()) {
    std::optional<Binding> b = bindingOf(arg.getType());
    if (!b || (b->access != "readonly" && b->access != "writeonly")) {
      reason = "a binding that is not a static readonly or writeonly tensor";
      return failure();
    }
    if (b->access == "readonly")
      inputTypes.push_back(b->type);
    else {
      outputsArgs.push_back(arg);
      outputTypes.push_back(b->type);
    }
  }
  OwningOpRef<ModuleOp> out = ModuleOp::create(UnknownLoc::get(&context));
  OpBuilder builder(&context);
  builder.setInsertionPointToEnd(out->getBody());
  SmallVector<Type> resultTypes(outputTypes.begin(), outputTypes.end());
  auto func = func::FuncOp::create(
      builder, fn->getLoc(), "kernel",
      FunctionType::get(&context, inputTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
  IRMapping map;
  llvm::DenseMap<Value, Value> bindingValue; // readonly binding -> argument
  unsigned nextInput = 0;
  for (BlockArgument arg : body.getArguments())
    if (bindingOf(arg.getType())->access == "readonly")
      bindingValue[arg] = entry->getArgument(nextInput++);
  llvm::DenseMap<Value, Value> stored; // writeonly binding -> value
  for (Operation &op : body) {
    StringRef name = op.getName().getStringRef();
    SmallVector<int64_t> offsets, sizes, strides;
    if (name.ends_with("dispatch.tensor.load")) {
      Value source = op.getOperand(0);
      auto it = bindingValue.find(source);
      auto resultType = dyn_cast<RankedTensorType>(op.getResult(0).getType());
      if (it == bindingValue.end() || !resultType || op.getNumOperands() != 1 ||
          !coversWholeBinding(
              op, cast<RankedTensorType>(it->second.getType()).getShape(),
              offsets, sizes, strides)) {
        reason = "a load of part of a binding";
        return failure();
      }
      Value v = it->second;
      if (resultType != v.getType())
        v = tensor::ExtractSliceOp::create(
            builder, op.getLoc(), resultType, v,
            getAsIndexOpFoldResult(&context, offsets),
            getAsIndexOpFoldResult(&context, sizes),
            getAsIndexOpFoldResult(&context, strides));
      map.map(op.getResult(0), v);
      continue;
    }
    if (name.ends_with("dispatch.tensor.store")) {
      Value value = map.lookupOrDefault(op.getOperand(0));
      Value target = op.getOperand(1);
      auto at = llvm::find(outputsArgs, target);
      if (at == outputsArgs.end() || op.getNumOperands() != 2 ||
          stored.count(target) ||
          !coversWholeBinding(op,
                              outputTypes[at - outputsArgs.begin()].getShape(),
                              offsets, sizes, strides)) {
        reason = "a store to part of a binding";
        return failure();
      }
      RankedTensorType full = outputTypes[at - outputsArgs.begin()];
      if (value.getType() != full) {
        Value empty = tensor::EmptyOp::create(
            builder, op.getLoc(), full.getShape(), full.getElementType());
        value = tensor::InsertSliceOp::create(
            builder, op.getLoc(), value, empty,
            getAsIndexOpFoldResult(&context, offsets),
            getAsIndexOpFoldResult(&context, sizes),
            getAsIndexOpFoldResult(&context, strides));
      }
      stored[target] = value;
      continue;
    }
    if (name == "func.return")
      break;
    bool nestedForeign = false;
    op.walk([&](Operation *inner) { nestedForeign |= !inner->isRegistered(); });
    if (nestedForeign) {
      reason = "'" + name.str() + "' is IREE's own";
      return failure();
    }
    if (name != "arith.constant" && name != "tensor.empty")
      for (const std::string &id : Workload::identitiesWithin(&op))
        sourceOps.push_back(id);
    builder.clone(op, map);
  }
  SmallVector<Value> results;
  for (BlockArgument arg : outputsArgs) {
    auto it = stored.find(arg);
    if (it == stored.end()) {
      reason = "a binding the dispatch never stores";
      return failure();
    }
    results.push_back(it->second);
  }
  func::ReturnOp::create(builder, fn->getLoc(), results);
  if (failed(verify(*out))) {
    reason = "the carried-over dispatch does not verify";
    return failure();
  }
  llvm::sort(sourceOps);
  sourceOps.erase(std::unique(sourceOps.begin(), sourceOps.end()),
                  sourceOps.end());
  std::string text;
  llvm::raw_string_ostream os(text);
  out->print(os, OpPrintingFlags().enableDebugInfo());
  return text;
}

} // namespace

std::vector<IreeDispatch>
defuse::ireeDispatchesAsWorkloads(MLIRContext &context,
                                  const std::string &flowText) {
  std::vector<IreeDispatch> dispatches;
  OwningOpRef<ModuleOp> module = parseIreeModule(context, flowText);
  if (!module)
    return dispatches;
  for (Operation &executable : module->getBody()->getOperations()) {
    if (executable.getName().getStringRef() != "flow.executable" ||
        executable.getNumRegions() != 1 || executable.getRegion(0).empty())
      continue;
    StringRef executableName = symbolNameOf(&executable);
    Block &block = executable.getRegion(0).front();
    ModuleOp inner;
    for (Operation &op : block)
      if (auto m = dyn_cast<ModuleOp>(op))
        inner = m;
    for (Operation &op : block) {
      if (op.getName().getStringRef() != "flow.executable.export")
        continue;
      IreeDispatch d;
      d.name = (executableName + "::" + symbolNameOf(&op)).str();
      auto ref = op.getAttrOfType<FlatSymbolRefAttr>("function_ref");
      if (!ref) {
        auto props =
            dyn_cast_or_null<DictionaryAttr>(op.getPropertiesAsAttribute());
        ref = props ? props.getAs<FlatSymbolRefAttr>("function_ref")
                    : FlatSymbolRefAttr();
      }
      Operation *fn = inner && ref
                          ? SymbolTable::lookupSymbolIn(inner, ref.getAttr())
                          : nullptr;
      if (!fn) {
        d.reason = "no function for the export";
      } else {
        FailureOr<std::string> text =
            convertDispatch(context, fn, d.sourceOps, d.reason);
        if (succeeded(text))
          d.moduleText = std::move(*text);
      }
      dispatches.push_back(std::move(d));
    }
  }
  return dispatches;
}
