//===- KernelTruncation.cpp -----------------------------------------------===//

#include "bisect/KernelTruncation.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Parser/Parser.h"

using namespace defuse;
using namespace mlir;

namespace {

struct Parsed {
  OwningOpRef<ModuleOp> module;
  func::FuncOp entry;
  linalg::GenericOp kernel;
};

FailureOr<Parsed> parseKernel(MLIRContext &context, StringRef text,
                              StringRef entryName) {
  Parsed p;
  p.module = parseSourceString<ModuleOp>(text, &context);
  if (!p.module)
    return failure();
  p.entry = p.module->lookupSymbol<func::FuncOp>(entryName);
  if (!p.entry || p.entry.isExternal())
    return failure();
  for (Operation &op : p.entry.getBody().front())
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      p.kernel = generic;
  if (!p.kernel || !p.kernel.hasPureTensorSemantics() ||
      p.kernel.getNumDpsInits() == 0)
    return failure();
  auto out = dyn_cast<RankedTensorType>(p.kernel.getDpsInits()[0].getType());
  if (!out || !out.hasStaticShape())
    return failure();
  return p;
}

bool yieldable(Operation &op) {
  return op.getNumResults() == 1 && op.getNumRegions() == 0 &&
         op.getResult(0).getType().isIntOrIndexOrFloat();
}

} // namespace

FailureOr<std::vector<PayloadOp>> defuse::kernelPayload(MLIRContext &context,
                                                        StringRef moduleText,
                                                        StringRef entry) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto p = parseKernel(context, moduleText, entry);
  if (failed(p))
    return failure();
  std::vector<PayloadOp> ops;
  for (Operation &op : p->kernel.getRegion().front().without_terminator()) {
    if (!yieldable(op))
      return failure();
    ops.push_back(
        {op.getName().getStringRef().str(), Workload::identities(op.getLoc())});
  }
  return ops;
}

FailureOr<std::string> defuse::truncateKernel(MLIRContext &context,
                                              StringRef moduleText,
                                              StringRef entry, size_t count) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto parsed = parseKernel(context, moduleText, entry);
  if (failed(parsed))
    return failure();
  linalg::GenericOp kernel = parsed->kernel;
  Block &body = kernel.getRegion().front();
  SmallVector<Operation *> payload;
  for (Operation &op : body.without_terminator())
    payload.push_back(&op);
  if (count > payload.size())
    return failure();

  Location loc = kernel.getLoc();
  OpBuilder b(kernel);
  auto outType = cast<RankedTensorType>(kernel.getDpsInits()[0].getType());
  AffineMap outMap =
      kernel.getMatchingIndexingMap(&kernel.getDpsInitsMutable()[0]);
  SmallVector<Value> inits(kernel.getDpsInits());
  SmallVector<AffineMap> maps = kernel.getIndexingMapsArray();
  SmallVector<Type> resultTypes(kernel->getResultTypes());
  for (size_t j = 0; j < count; ++j) {
    Type element = payload[j]->getResult(0).getType();
    inits.push_back(
        tensor::EmptyOp::create(b, loc, outType.getShape(), element));
    maps.push_back(outMap);
    resultTypes.push_back(RankedTensorType::get(outType.getShape(), element));
  }
  auto truncated =
      linalg::GenericOp::create(b, loc, resultTypes, kernel.getDpsInputs(),
                                inits, maps, kernel.getIteratorTypesArray());
  IRMapping mapping;
  kernel.getRegion().cloneInto(&truncated.getRegion(), mapping);
  Block &newBody = truncated.getRegion().front();
  for (size_t j = 0; j < count; ++j)
    newBody.addArgument(payload[j]->getResult(0).getType(), loc);
  Operation *yield = newBody.getTerminator();
  SmallVector<Value> yielded(yield->getOperands());
  for (size_t j = 0; j < count; ++j)
    yielded.push_back(mapping.lookup(payload[j]->getResult(0)));
  b.setInsertionPoint(yield);
  linalg::YieldOp::create(b, yield->getLoc(), yielded);
  yield->erase();

  unsigned own = kernel->getNumResults();
  for (unsigned i = 0; i < own; ++i)
    kernel->getResult(i).replaceAllUsesWith(truncated->getResult(i));
  kernel.erase();
  // Only the yielded payload values are judged: the kernel's own results,
  // computed by the same body, would fail whatever the count.
  Operation *ret = parsed->entry.getBody().front().getTerminator();
  SmallVector<Value> results;
  for (size_t j = 0; j < count; ++j)
    results.push_back(truncated->getResult(own + j));
  ret->setOperands(results);
  SmallVector<Type> types;
  for (Value v : results)
    types.push_back(v.getType());
  parsed->entry.setFunctionType(
      FunctionType::get(&context, parsed->entry.getArgumentTypes(), types));
  parsed->entry.removeResAttrsAttr();

  std::string text;
  llvm::raw_string_ostream os(text);
  parsed->module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  return text;
}
