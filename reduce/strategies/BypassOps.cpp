//===- BypassOps.cpp - Replace an op's result by its own operand ----------===//
//
// The op that computes the wrong value is often followed by ops that only
// carry it to the output (a scale, a cast-free reshape, an add). Removing
// such an op by an argument would orphan the culprit; routing its operand of
// the same type straight to its users keeps the culprit's value flowing to
// the output instead.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The first operand of `op` with the type of its only result.
Value sameTypedOperand(Operation *op) {
  if (op->getNumResults() != 1)
    return nullptr;
  for (Value operand : op->getOperands())
    if (operand.getType() == op->getResult(0).getType())
      return operand;
  return nullptr;
}

class BypassOps : public ReductionStrategy {
public:
  StringRef name() const override { return "bypass-ops"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const Verdict &) override {
    OwningOpRef<ModuleOp> module = parseQuietly(context, current.moduleText);
    func::FuncOp entry =
        module ? findEntry(*module, current.entry) : func::FuncOp();
    if (!entry)
      return {};
    std::vector<unsigned> bypassable;
    for (auto [position, op] : llvm::enumerate(entryOps(entry)))
      if (sameTypedOperand(op))
        bypassable.push_back(position);
    std::vector<Variant> variants;
    for (auto range : ddminChunks(bypassable.size()))
      variants.push_back(bypass(context, current, chunkOf(bypassable, range)));
    return variants;
  }

private:
  static Variant bypass(MLIRContext &context, const Candidate &current,
                        const std::vector<unsigned> &positions) {
    Variant v{current, ""};
    OwningOpRef<ModuleOp> module = parseQuietly(context, current.moduleText);
    func::FuncOp entry = findEntry(*module, current.entry);
    std::vector<Operation *> ops = entryOps(entry);
    std::string first = ops[positions.front()]->getName().getStringRef().str();
    for (unsigned p : llvm::reverse(positions)) {
      ops[p]->getResult(0).replaceAllUsesWith(sameTypedOperand(ops[p]));
      ops[p]->erase();
    }
    eraseDeadOps(entry);
    dropUnusedArguments(entry, v.candidate.inputs);
    v.candidate.moduleText = printWithLocations(*module);
    v.change = "bypassed " + std::to_string(positions.size()) + " ops (" +
               first +
               (positions.size() > 1 ? ", ..." : "") + ")";
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createBypassOpsStrategy() {
  return std::make_unique<BypassOps>();
}
