//===- RemoveOps.cpp - Replace ops by arguments carrying their values -----===//
//
// Chunks of consecutive ops are replaced by arguments (reduce/OpRemoval.h)
// that carry exactly the values they computed, largest chunks first,
// halving down to single ops, as in ddmin.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/OpRemoval.h"
#include "reduce/Reducer.h"

using namespace defuse;
using namespace mlir;

namespace {

class RemoveOps : public ChunkedStrategy {
public:
  StringRef name() const override { return "remove-ops"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    std::shared_ptr<const EvaluatedCandidate> evaluated =
        evaluateCandidate(context, current);
    if (!evaluated)
      return {};
    const SourceProgram &program = *evaluated->program;
    std::vector<unsigned> removable = removableOps(program);
    std::vector<std::string> keys;
    for (unsigned p : removable)
      keys.push_back(identityOf(program.ops()[p]));
    auto base = std::make_shared<const Candidate>(current);
    std::vector<Variant> variants;
    for (auto [range, level] : memory.chunks(keys)) {
      Variant v;
      v.granularity = level;
      if (range.second < keys.size())
        v.resumeAt = keys[range.second];
      v.build = [&context, base, evaluated,
                 positions = chunkOf(removable, range)](Variant &self) {
        std::optional<Variant> built = replaceOpsByArguments(
            context, *base, *evaluated->program, positions);
        if (!built)
          return false;
        self.candidate = std::move(built->candidate);
        self.change = std::move(built->change);
        return true;
      };
      variants.push_back(std::move(v));
    }
    return variants;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createRemoveOpsStrategy() {
  return std::make_unique<RemoveOps>();
}
