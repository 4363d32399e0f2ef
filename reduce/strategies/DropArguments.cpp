//===- DropArguments.cpp - Erase entry arguments nothing reads ------------===//
//
// Other strategies leave arguments behind (an op replaced by an argument
// whose only reader was removed too); an unused argument is noise in a
// reproducer and a value the compiler never sees.
//
//===----------------------------------------------------------------------===//

#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

using namespace defuse;
using namespace mlir;

namespace {

class DropArguments : public ReductionStrategy {
public:
  StringRef name() const override { return "drop-arguments"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return {};
    Variant v{current, ""};
    unsigned before = entry.getNumArguments();
    dropUnusedArguments(entry, v.candidate.inputs);
    if (entry.getNumArguments() == before)
      return {};
    v.candidate.moduleText = parsed.print();
    v.change = "dropped " + std::to_string(before - entry.getNumArguments()) +
               " unused arguments";
    return {std::move(v)};
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createDropArgumentsStrategy() {
  return std::make_unique<DropArguments>();
}
