//===- DropPasses.cpp - Keep only the passes the failure needs ------------===//
//
// A reproducer should run the culprit and the passes that shape its input,
// nothing else: a compiler engineer reads the pipeline as the first clue.
// Passes after the culprit go first (they can only hide or transform the
// damage); then chunks of the others, halving down to single passes. The
// default lowering still follows whatever remains, so every variant
// compiles to something runnable or fails to compile (not interesting).
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/Reducer.h"

#include "target/mlir/PassPipeline.h"

using namespace defuse;
using namespace mlir;

namespace {

class DropPasses : public ReductionStrategy {
public:
  StringRef name() const override { return "drop-passes"; }

  std::vector<Variant> propose(MLIRContext &, const Candidate &current,
                               const FailureToKeep &) override {
    size_t n = current.passes.size();
    size_t culprit = current.culprit;
    std::vector<Variant> variants;
    if (culprit != Candidate::kNoCulprit && culprit + 1 < n) {
      std::vector<size_t> after;
      for (size_t i = culprit + 1; i < n; ++i)
        after.push_back(i);
      variants.push_back(drop(current, after));
    }
    std::vector<size_t> others;
    for (size_t i = 0; i < n; ++i)
      if (i != culprit)
        others.push_back(i);
    for (auto range : ddminChunks(others.size()))
      variants.push_back(drop(current, chunkOf(others, range)));
    return variants;
  }

private:
  static Variant drop(const Candidate &current,
                      const std::vector<size_t> &indices) {
    Variant v{current, ""};
    v.candidate.passes.clear();
    size_t dropped = 0;
    for (size_t i = 0; i < current.passes.size(); ++i) {
      if (std::find(indices.begin(), indices.end(), i) != indices.end()) {
        if (i < current.culprit)
          ++dropped;
        continue;
      }
      v.candidate.passes.push_back(current.passes[i]);
    }
    if (current.culprit != Candidate::kNoCulprit)
      v.candidate.culprit = current.culprit - dropped;
    v.change = indices.size() == 1
                   ? "dropped pass " + passName(current.passes[indices[0]])
                   : "dropped " + std::to_string(indices.size()) + " passes";
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createDropPassesStrategy() {
  return std::make_unique<DropPasses>();
}
