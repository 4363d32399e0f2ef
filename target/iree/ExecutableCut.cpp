//===- ExecutableCut.cpp --------------------------------------------------===//

#include "target/iree/ExecutableCut.h"

#include "ir/Workload.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace defuse;
using namespace mlir;

namespace {

/// A point and what writing it takes.
struct Point {
  Operation *op;      // computes the value
  Operation *generic; // the linalg.generic it is a payload op of, or null
};

struct Executable {
  // IREE's dialects are unknown here, and so are upstream ones: the source
  // comes from IREE's own (newer) MLIR, and only its structure is touched.
  MLIRContext context;
  Block top;
  Operation *store = nullptr;
  std::vector<Point> points;
};

bool isStore(Operation *op) {
  return op->getName().getStringRef().ends_with("dispatch.tensor.store");
}

/// Ops whose value is no computation of the dispatch's.
bool isPlumbing(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  return name == "tensor.empty" || name.ends_with("dispatch.tensor.load");
}

LogicalResult parseExecutable(llvm::StringRef source, Executable &e,
                              std::string &why) {
  e.context.allowUnregisteredDialects();
  e.context.disableMultithreading();
  std::string diagnostic;
  ScopedDiagnosticHandler capture(&e.context, [&](Diagnostic &d) {
    if (diagnostic.empty())
      diagnostic = d.str();
    return success();
  });
  ParserConfig config(&e.context);
  if (failed(parseSourceString(source, &e.top, config))) {
    why = "cannot parse the executable source: " + diagnostic;
    return failure();
  }
  std::vector<Operation *> functions;
  std::vector<Operation *> stores;
  for (Operation &op : e.top)
    op.walk([&](Operation *inner) {
      if (inner->getName().getStringRef() == "func.func")
        functions.push_back(inner);
      if (isStore(inner))
        stores.push_back(inner);
    });
  if (functions.size() != 1 || stores.size() != 1) {
    why = "the executable has " + std::to_string(functions.size()) +
          " functions and " + std::to_string(stores.size()) +
          " stores (one of each is cut)";
    return failure();
  }
  e.store = stores.front();
  Value stored = e.store->getOperand(0);
  for (Operation &op : *e.store->getBlock()) {
    if (&op == e.store)
      break;
    if (op.getNumResults() != 1 ||
        op.getResult(0).getType() != stored.getType() || isPlumbing(&op))
      continue;
    if (op.getName().getStringRef() == "linalg.generic" &&
        op.getNumRegions() == 1 && !op.getRegion(0).empty()) {
      Block &body = op.getRegion(0).front();
      Operation *yield = body.getTerminator();
      if (yield && yield->getNumOperands() == 1)
        for (Operation &payload : body.without_terminator())
          if (payload.getNumResults() == 1 &&
              payload.getResult(0).getType() ==
                  yield->getOperand(0).getType() &&
              &payload != yield->getOperand(0).getDefiningOp())
            e.points.push_back({&payload, &op});
    }
    e.points.push_back({&op, nullptr});
    if (&op == stored.getDefiningOp())
      break;
  }
  if (e.points.empty() || e.points.back().op != stored.getDefiningOp()) {
    why = "the executable's output is not computed by an op of its function";
    return failure();
  }
  return success();
}

/// The source ops a point's value is the value of: its own location's, or
/// for a generic's result, the last payload op's (a fused generic takes its
/// consumer's location, or all of them).
std::vector<std::string> pointIdentities(const Point &p) {
  Operation *op = p.op;
  if (!p.generic && op->getName().getStringRef() == "linalg.generic" &&
      op->getNumRegions() == 1 && !op->getRegion(0).empty()) {
    Operation *yield = op->getRegion(0).front().getTerminator();
    if (yield && yield->getNumOperands() == 1)
      if (Operation *last = yield->getOperand(0).getDefiningOp())
        if (last->getBlock() == yield->getBlock())
          op = last;
  }
  return Workload::identities(op->getLoc());
}

} // namespace

FailureOr<std::vector<KernelPoint>>
defuse::executablePoints(llvm::StringRef source, std::string &why) {
  Executable e;
  if (failed(parseExecutable(source, e, why)))
    return failure();
  std::vector<KernelPoint> points;
  for (const Point &p : e.points)
    points.push_back(
        {p.op->getName().getStringRef().str(), pointIdentities(p)});
  return points;
}

namespace {

/// A constant 0 of index type in `func`, or null.
Value zeroIndex(Operation *func) {
  Value zero;
  func->walk([&](Operation *op) {
    if (zero || op->getName().getStringRef() != "arith.constant" ||
        op->getNumResults() != 1 || !op->getResult(0).getType().isIndex())
      return;
    auto props =
        dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
    if (!props)
      return;
    if (auto value = dyn_cast_or_null<IntegerAttr>(props.get("value")))
      if (value.getValue().isZero())
        zero = op->getResult(0);
  });
  return zero;
}

} // namespace

FailureOr<std::string> defuse::cutExecutable(llvm::StringRef source,
                                             size_t point, bool hostOffsets,
                                             std::string &why) {
  Executable e;
  if (failed(parseExecutable(source, e, why)))
    return failure();
  if (point >= e.points.size()) {
    why = "no point #" + std::to_string(point);
    return failure();
  }
  const Point &p = e.points[point];
  Operation *written = p.op;
  if (p.generic) {
    p.generic->getRegion(0).front().getTerminator()->setOperand(
        0, p.op->getResult(0));
    written = p.generic;
  }
  e.store->setOperand(0, written->getResult(0));
  if (hostOffsets) {
    Operation *func = e.store->getParentOp();
    Value zero = zeroIndex(func);
    func->walk([&](Operation *op) {
      if (zero &&
          op->getName().getStringRef() == "hal.interface.binding.subspan" &&
          op->getNumOperands() > 0)
        if (Operation *offset = op->getOperand(0).getDefiningOp())
          if (offset->getName().getStringRef() == "arith.constant")
            op->setOperand(0, zero);
    });
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  for (Operation &op : e.top)
    op.print(os, OpPrintingFlags().printGenericOpForm().enableDebugInfo());
  return text;
}
