//===- RemoveOpKinds.cpp - Replace every op of one kind at once -----------===//
//
// Large models repeat a few kinds of op many times (a matmul, an add and a
// reshape per layer), and a failure rarely needs all of one kind: removing
// them together (reduce/OpRemoval.h) cuts a 300-op program to its
// essentials in a dozen tests where ddmin over positions needs hundreds.
// It also finds what ddmin by position cannot see: a pass that goes wrong
// only at its n-th site of some kind needs the n ops of that kind before
// the culprit, wherever they are, and nothing else; every other kind goes.
// Kinds with the most ops go first; a kind with one op is remove-ops' work.
//
//===----------------------------------------------------------------------===//

#include "reduce/OpRemoval.h"
#include "reduce/Reducer.h"

#include <map>
#include <set>

using namespace defuse;
using namespace mlir;

namespace {

class RemoveOpKinds : public ReductionStrategy {
public:
  StringRef name() const override { return "remove-op-kinds"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const Verdict &) override {
    std::unique_ptr<EvaluatedCandidate> evaluated =
        evaluateCandidate(context, current);
    if (!evaluated)
      return {};
    const SourceProgram &program = *evaluated->program;
    std::map<std::string, std::vector<unsigned>> byKind;
    for (unsigned p : removableOps(program))
      byKind[program.ops()[p]->getName().getStringRef().str()].push_back(p);
    std::vector<std::pair<std::string, std::vector<unsigned>>> kinds;
    for (auto &[kind, positions] : byKind)
      if (positions.size() > 1 && !needed.count(kind))
        kinds.push_back({kind, std::move(positions)});
    std::stable_sort(kinds.begin(), kinds.end(), [](auto &a, auto &b) {
      return a.second.size() > b.second.size();
    });
    proposedKinds.clear();
    std::vector<Variant> variants;
    for (auto &[kind, positions] : kinds) {
      auto v = replaceOpsByArguments(context, current, program, positions);
      if (!v)
        continue;
      v->change = "replaced all " + std::to_string(positions.size()) + " " +
                  kind + " by arguments";
      v->resumeAt = kind;
      proposedKinds.push_back(kind);
      variants.push_back(std::move(*v));
    }
    return variants;
  }

  /// The kinds tried before the kept one were needed: not again this round.
  void kept(const Variant &variant) override {
    for (const std::string &kind : proposedKinds) {
      if (kind == variant.resumeAt)
        break;
      needed.insert(kind);
    }
  }
  void restart(unsigned) override { needed.clear(); }

private:
  std::vector<std::string> proposedKinds; // of the last proposal, in order
  std::set<std::string> needed;
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createRemoveOpKindsStrategy() {
  return std::make_unique<RemoveOpKinds>();
}
