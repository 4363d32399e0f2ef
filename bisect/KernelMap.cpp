//===- KernelMap.cpp ------------------------------------------------------===//

#include "bisect/KernelMap.h"
#include "bisect/SourceSubgraph.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Parser/Parser.h"

#include <set>

using namespace defuse;
using namespace mlir;

namespace {

/// Ops that move no data and compute nothing of their own.
bool computesNothing(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>() || op->getNumOperands() == 0)
    return true;
  if (isa<ViewLikeOpInterface>(op) && op->getNumResults() == 1 &&
      isa<MemRefType>(op->getResult(0).getType()))
    return true;
  StringRef name = op->getName().getStringRef();
  return name == "memref.dealloc" || name.starts_with("bufferization.");
}

} // namespace

FailureOr<std::vector<Kernel>> defuse::mapKernels(MLIRContext &context,
                                                  StringRef moduleText,
                                                  const SourceProgram &source) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(moduleText, &context);
  if (!module)
    return failure();
  auto entry =
      module->lookupSymbol<func::FuncOp>(source.workload().entryName());
  if (!entry || entry.isExternal() || !entry.getBody().hasOneBlock())
    return failure();
  std::vector<Kernel> kernels;
  std::set<std::vector<unsigned>> seen;
  for (Operation &op : entry.getBody().front()) {
    if (computesNothing(&op))
      continue;
    std::set<unsigned> positions;
    for (const std::string &id : Workload::identitiesWithin(&op)) {
      int p = source.positionOf(id);
      if (p >= 0)
        positions.insert(static_cast<unsigned>(p));
    }
    Kernel k;
    k.sourceOps.assign(positions.begin(), positions.end());
    // A kernel that only re-reads what another already carries (a copy
    // after bufferization) adds nothing to search.
    if (k.sourceOps.empty() || !seen.insert(k.sourceOps).second)
      continue;
    k.opName = op.getName().getStringRef().str();
    k.location = Workload::sourcePosition(op.getLoc());
    kernels.push_back(std::move(k));
  }
  return kernels;
}
