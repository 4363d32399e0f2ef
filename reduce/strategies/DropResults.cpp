//===- DropResults.cpp - Keep only the results that show the failure ------===//
//
// An outlined kernel returns every value the rest of the program read from
// it; the failure usually shows in one. Dropping a result lets the ops that
// computed only it die with it.
//
//===----------------------------------------------------------------------===//

#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "llvm/ADT/BitVector.h"

using namespace defuse;
using namespace mlir;

namespace {

class DropResults : public ReductionStrategy {
public:
  StringRef name() const override { return "drop-results"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const Verdict &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry || entry.getNumResults() < 2)
      return {};
    unsigned n = entry.getNumResults();
    std::vector<Variant> variants;
    // Keeping one result reduces most; dropping one is the fallback when
    // the failure needs several.
    for (unsigned i = 0; i < n; ++i) {
      llvm::BitVector drop(n, true);
      drop.reset(i);
      variants.push_back({dropResults(context, current, drop),
                          "kept only result " + std::to_string(i) + " of " +
                              std::to_string(n)});
    }
    for (unsigned i = 0; i < n; ++i) {
      llvm::BitVector drop(n);
      drop.set(i);
      variants.push_back({dropResults(context, current, drop),
                          "dropped result " + std::to_string(i)});
    }
    return variants;
  }

private:
  static Candidate dropResults(MLIRContext &context, const Candidate &current,
                               const llvm::BitVector &drop) {
    Candidate c = current;
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    Operation *ret = entry.getBody().front().getTerminator();
    for (int i = static_cast<int>(drop.size()) - 1; i >= 0; --i)
      if (drop.test(i))
        ret->eraseOperand(i);
    if (failed(entry.eraseResults(drop)))
      return current;
    eraseDeadOps(entry);
    dropUnusedArguments(entry, c.inputs);
    c.moduleText = parsed.print();
    return c;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createDropResultsStrategy() {
  return std::make_unique<DropResults>();
}
