//===- DropResults.cpp - Keep only the results that show the failure ------===//
//
// An outlined kernel returns every value the rest of the program read from
// it; the failure usually shows in one. Dropping a result lets the ops that
// computed only it die with it.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "llvm/ADT/BitVector.h"

#include <numeric>

using namespace defuse;
using namespace mlir;

namespace {

class DropResults : public ChunkedStrategy {
public:
  StringRef name() const override { return "drop-results"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &failure) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry || entry.getNumResults() < 2)
      return {};
    unsigned n = entry.getNumResults();
    auto base = std::make_shared<const Candidate>(current);
    std::vector<Variant> variants;
    // The outputs that fail are usually all the reproducer needs: keeping
    // just them goes first, then each alone; then chunks of the others
    // are dropped, halving, for failures that need a healthy output too.
    llvm::BitVector healthy(n, true);
    for (const OutputVerdict &o : failure.verdict.outputs)
      if (o.kind != VerdictKind::Pass && o.index < n)
        healthy.reset(o.index);
    if (healthy.any() && n - healthy.count() > 1)
      variants.push_back(
          dropResults(context, base, healthy, "kept only the failing results"));
    for (unsigned i = 0; i < n; ++i) {
      if (healthy.test(i))
        continue;
      llvm::BitVector drop(n, true);
      drop.reset(i);
      variants.push_back(dropResults(context, base, drop,
                                     "kept only result " + std::to_string(i) +
                                         " of " + std::to_string(n)));
    }
    // Edits that replace returned ops by arguments leave the arguments
    // returned: outputs nothing computes, which the failure rarely needs.
    Operation *ret = entry.getBody().front().getTerminator();
    llvm::BitVector uncomputed(n);
    for (unsigned i : healthy.set_bits())
      if (isUncomputed(ret->getOperand(i)))
        uncomputed.set(i);
    if (uncomputed.any() && uncomputed.count() < n)
      variants.push_back(dropResults(context, base, uncomputed,
                                     "dropped the results nothing computes"));
    std::vector<unsigned> all(n);
    std::iota(all.begin(), all.end(), 0u);
    std::vector<std::string> keys;
    keys.reserve(n);
    for (unsigned i : all)
      keys.push_back(std::to_string(i));
    for (auto [range, level] : memory.chunks(keys)) {
      if (range.second - range.first == n)
        continue; // a function returns something
      llvm::BitVector drop(n);
      for (unsigned i : chunkOf(all, range))
        drop.set(i);
      Variant v =
          dropResults(context, base, drop,
                      "dropped " + std::to_string(drop.count()) +
                          " results from #" + std::to_string(range.first));
      v.granularity = level;
      // The results after a dropped chunk move up by its size.
      v.resumeAt = range.second < n ? std::to_string(range.first) : "";
      variants.push_back(std::move(v));
    }
    return variants;
  }

private:
  /// `base` without the results in `drop`, built when the driver reaches
  /// it (a large program has dozens of results to propose chunks of).
  static Variant dropResults(MLIRContext &context,
                             const std::shared_ptr<const Candidate> &base,
                             const llvm::BitVector &drop,
                             const std::string &change) {
    Variant v;
    v.build = [&context, base, drop, change](Variant &self) {
      self.candidate = *base;
      self.change = change;
      ParsedCandidate parsed = parseCandidate(context, *base);
      func::FuncOp entry = parsed.entry;
      if (!entry)
        return false;
      Operation *ret = entry.getBody().front().getTerminator();
      for (int i = static_cast<int>(drop.size()) - 1; i >= 0; --i)
        if (drop.test(i))
          ret->eraseOperand(i);
      if (failed(entry.eraseResults(drop)))
        return false;
      eraseDeadOps(entry);
      dropUnusedArguments(entry, self.candidate.inputs);
      self.candidate.moduleText = parsed.print();
      return true;
    };
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createDropResultsStrategy() {
  return std::make_unique<DropResults>();
}
