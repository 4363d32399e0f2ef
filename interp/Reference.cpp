//===- Reference.cpp ------------------------------------------------------===//

#include "interp/Reference.h"

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

using namespace defuse;
using namespace mlir;

ReferenceMemory defuse::estimateReferenceMemory(const Workload &workload) {
  ReferenceMemory m{0, UnknownLoc::get(workload.module().getContext()), "", 0};
  auto count = [&](Value v) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return;
    // In double: a shape's element count may not fit 64 bits.
    double elements = 1;
    for (int64_t d : type.getShape())
      elements *= static_cast<double>(d);
    double bytes = elements * ReferenceMemory::kBytesPerElement;
    uint64_t exact =
        bytes >= 0x1p64 ? UINT64_MAX : static_cast<uint64_t>(bytes);
    m.bytes = exact > UINT64_MAX - m.bytes ? UINT64_MAX : m.bytes + exact;
    if (exact > m.largestBytes) {
      m.largestBytes = exact;
      m.largest = v.getLoc();
      std::string text;
      llvm::raw_string_ostream os(text);
      os << type;
      m.largestType = text;
    }
  };
  workload.module()->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          count(arg);
    for (Value v : op->getResults())
      count(v);
  });
  return m;
}

FailureOr<Reference> defuse::computeReference(const Workload &workload,
                                              ArrayRef<Tensor> inputs) {
  Interpreter interp(workload.module());
  errors::UndefinedBehaviour::count() = 0;
  auto outputs = interp.call(workload.entry(), inputs);
  if (failed(outputs))
    return failure();
  return Reference{std::move(*outputs), errors::UndefinedBehaviour::count()};
}

FailureOr<Reference> defuse::computeReferenceQuietly(MLIRContext &context,
                                                     StringRef moduleText,
                                                     StringRef entry,
                                                     ArrayRef<Tensor> inputs) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto w = Workload::parse(context, moduleText, "intermediate", entry);
  if (failed(w))
    return failure();
  return computeReference(*w, inputs);
}
