//===- ReturnIntermediate.cpp - Make an intermediate value the output -----===//
//
// The wrong value shows at the output only after the ops that carry it
// there (a matmul, a reduction, a transpose); none of them can be removed
// or bypassed without cutting the culprit off. Returning the intermediate
// value itself instead (the entry's result type changes with it) lets every
// op after it die, and the oracle judges that value directly. Earlier
// values go first: they cut the most.
//
//===----------------------------------------------------------------------===//

#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "mlir/IR/Builders.h"

using namespace defuse;
using namespace mlir;

namespace {

class ReturnIntermediate : public ReductionStrategy {
public:
  StringRef name() const override { return "return-intermediate"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return {};
    std::vector<Operation *> ops = entryOps(entry);
    Operation *ret = entry.getBody().front().getTerminator();
    std::vector<Variant> variants;
    for (size_t p = 0; p < ops.size(); ++p)
      for (OpResult r : ops[p]->getResults()) {
        bool returned = llvm::is_contained(ret->getOperands(), Value(r));
        if (tensorSpecOf(r.getType()) && !returned)
          variants.push_back(
              returnValue(context, current, p, r.getResultNumber()));
      }
    return variants;
  }

private:
  static Variant returnValue(MLIRContext &context, const Candidate &current,
                             size_t position, unsigned result) {
    Variant v{current, ""};
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    Operation *op = entryOps(entry)[position];
    Value value = op->getResult(result);
    Operation *ret = entry.getBody().front().getTerminator();
    ret->setOperands(value);
    entry.setType(FunctionType::get(&context, entry.getArgumentTypes(),
                                    {value.getType()}));
    entry.removeResAttrsAttr();
    v.change = "returned the value of " + op->getName().getStringRef().str() +
               " #" + std::to_string(position);
    eraseDeadOps(entry);
    dropUnusedArguments(entry, v.candidate.inputs);
    v.candidate.moduleText = parsed.print();
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createReturnIntermediateStrategy() {
  return std::make_unique<ReturnIntermediate>();
}
