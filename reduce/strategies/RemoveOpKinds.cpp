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
// The signature's kind is never proposed (the failure needs one of it).
//
// Every other kind at once is proposed first at the start of a round, and
// again whenever the kind proposed first was kept: while kinds go one after
// another, the failure may need none of them but the signature's, and one
// test then does the work of one per kind. When the failure needs some,
// that costs one test each time, and the per-kind variants follow.
//
// cut-op-kinds is the same with what fed the removed ops kept: when the ops
// of a kind lie on the paths from the n sites a pass counts to the output
// (the adds and muls that string a tower of layers together), removing the
// kind takes the sites upstream with it and fails. Cutting it returns each
// operand that lost its last use as an extra result instead, so only the
// kind itself goes; drop-results then drops what the failure does not need.
//
//===----------------------------------------------------------------------===//

#include "reduce/KindMemory.h"
#include "reduce/OpRemoval.h"
#include "reduce/Reducer.h"

#include <map>

using namespace defuse;
using namespace mlir;

namespace {

class RemoveOpKinds : public ReductionStrategy {
public:
  explicit RemoveOpKinds(Orphans orphans) : orphans(orphans) {}
  StringRef name() const override {
    return orphans == Orphans::Erase ? "remove-op-kinds" : "cut-op-kinds";
  }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &failure) override {
    std::unique_ptr<EvaluatedCandidate> evaluated =
        evaluateCandidate(context, current);
    if (!evaluated)
      return {};
    const SourceProgram &program = *evaluated->program;
    const std::string &spared = failure.signature.opKind;
    std::map<std::string, std::vector<unsigned>> byKind;
    std::vector<unsigned> allButSpared;
    for (unsigned p : removableOps(program)) {
      std::string kind = program.ops()[p]->getName().getStringRef().str();
      if (kind == spared)
        continue;
      byKind[kind].push_back(p);
      allButSpared.push_back(p);
    }
    std::vector<std::pair<std::string, std::vector<unsigned>>> kinds;
    for (auto &[kind, positions] : byKind)
      if (positions.size() > 1 && !memory.needed(kind))
        kinds.push_back({kind, positions});
    std::stable_sort(kinds.begin(), kinds.end(), [](auto &a, auto &b) {
      return a.second.size() > b.second.size();
    });
    std::vector<Variant> variants;
    if (allButFirst && !spared.empty() && byKind.size() > 1)
      if (auto v = replaceOpsByArguments(context, current, program,
                                         allButSpared, orphans)) {
        v->change = "replaced every op but the " + spared + " by arguments" +
                    keepingWhatFedThem();
        v->resumeAt = kEveryKind;
        variants.push_back(std::move(*v));
      }
    std::vector<std::string> proposedKinds;
    for (auto &[kind, positions] : kinds) {
      auto v =
          replaceOpsByArguments(context, current, program, positions, orphans);
      if (!v)
        continue;
      v->change = "replaced all " + std::to_string(positions.size()) + " " +
                  kind + " by arguments" + keepingWhatFedThem();
      v->resumeAt = kind;
      proposedKinds.push_back(kind);
      variants.push_back(std::move(*v));
    }
    memory.proposed(std::move(proposedKinds));
    return variants;
  }

  void kept(const Variant &variant) override {
    if (variant.resumeAt == kEveryKind)
      return;
    allButFirst = memory.wasFirst(variant.resumeAt);
    memory.kept(variant.resumeAt);
  }
  void restart(unsigned) override {
    memory.restart();
    allButFirst = true;
  }

private:
  static constexpr const char *kEveryKind = "*";

  std::string keepingWhatFedThem() const {
    return orphans == Orphans::Return ? ", keeping what fed them" : "";
  }

  Orphans orphans;
  KindMemory memory;
  bool allButFirst = true;
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createRemoveOpKindsStrategy() {
  return std::make_unique<RemoveOpKinds>(Orphans::Erase);
}

std::unique_ptr<ReductionStrategy> defuse::createCutOpKindsStrategy() {
  return std::make_unique<RemoveOpKinds>(Orphans::Return);
}
