//===- BypassOps.cpp - Replace an op's result by its own operand ----------===//
//
// The op that computes the wrong value is often followed by ops that only
// carry it to the output (a scale, a cast-free reshape, an add). Removing
// such an op by an argument would orphan the culprit; routing its operand of
// the same type straight to its users keeps the culprit's value flowing to
// the output instead.
//
// The ops are chunked kind by kind (in program order within a kind): ops
// of one kind tend to be needed or not together (the sites a pass counts
// are reductions, say, and the adds and muls between them are not), so a
// chunk of one kind goes in one test where a mixed chunk fails for the one
// site it holds. Operands a bypass leaves without a use (the other side of
// an add) are returned as extra results, as cut-op-kinds does, so that the
// sites upstream of them survive; drop-results then drops those the
// failure does not need.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace defuse;
using namespace mlir;

namespace {

/// How many ops `value` is computed from (its own included).
size_t coneSize(Value value) {
  llvm::SmallPtrSet<Operation *, 32> cone;
  std::vector<Operation *> work;
  if (Operation *def = value.getDefiningOp())
    work.push_back(def);
  while (!work.empty()) {
    Operation *op = work.back();
    work.pop_back();
    if (!cone.insert(op).second)
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        work.push_back(def);
  }
  return cone.size();
}

/// Operands of `op` with the type of its only result: computed ones first
/// (they may carry the culprit's value), the one computed from the most ops
/// first of all, then arguments. Routing the widest operand on leaves the
/// fewest ops without a path to the output: in a residual x + f(x) it is
/// f(x), which x feeds too, so bypassing the add orphans nothing. A pass
/// that breaks its n-th site needs every site kept, and chunks of such
/// bypasses then go in one test instead of one op at a time.
std::vector<Value> sameTypedOperands(Operation *op) {
  std::vector<std::pair<size_t, Value>> computed;
  std::vector<Value> arguments;
  if (op->getNumResults() != 1)
    return {};
  for (Value operand : op->getOperands())
    if (operand.getType() == op->getResult(0).getType()) {
      if (operand.getDefiningOp())
        computed.push_back({coneSize(operand), operand});
      else
        arguments.push_back(operand);
    }
  std::stable_sort(computed.begin(), computed.end(),
                   [](auto &a, auto &b) { return a.first > b.first; });
  std::vector<Value> ordered;
  ordered.reserve(computed.size() + arguments.size());
  for (auto &[size, operand] : computed)
    ordered.push_back(operand);
  ordered.insert(ordered.end(), arguments.begin(), arguments.end());
  return ordered;
}

class BypassOps : public ChunkedStrategy {
public:
  StringRef name() const override { return "bypass-ops"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return {};
    // Each op's operands are ranked once here (ranking walks their cones):
    // the bypassable ops by kind, each with its count of same-typed operands.
    std::vector<std::pair<unsigned, size_t>> byKind;
    std::vector<Operation *> ops = entryOps(entry);
    for (auto [position, op] : llvm::enumerate(ops))
      if (size_t n = sameTypedOperands(op).size())
        byKind.push_back({position, n});
    llvm::stable_sort(byKind, [&](auto &a, auto &b) {
      return ops[a.first]->getName().getStringRef() <
             ops[b.first]->getName().getStringRef();
    });
    std::vector<unsigned> bypassable;
    std::vector<std::string> keys;
    bypassable.reserve(byKind.size());
    keys.reserve(byKind.size());
    for (auto [position, choices] : byKind) {
      bypassable.push_back(position);
      keys.push_back(identityOf(ops[position]));
    }
    // Chunks take each op's preferred operand; single ops try them all.
    auto base = std::make_shared<const Candidate>(current);
    std::vector<Variant> variants;
    for (auto [range, level] : memory.chunks(keys)) {
      variants.push_back(bypass(context, base, chunkOf(bypassable, range), 0));
      variants.back().granularity = level;
      if (range.second < keys.size())
        variants.back().resumeAt = keys[range.second];
    }
    for (auto [position, choices] : byKind)
      for (size_t k = 1; k < choices; ++k)
        variants.push_back(bypass(context, base, {position}, k));
    return variants;
  }

private:
  /// Bypasses the ops at `positions`, each through its `choice`-th
  /// same-typed operand (built when the driver reaches it).
  static Variant bypass(MLIRContext &context,
                        std::shared_ptr<const Candidate> base,
                        std::vector<unsigned> positions, size_t choice) {
    llvm::sort(positions);
    Variant v;
    v.granularity = positions.size();
    v.build = [&context, base, positions, choice](Variant &self) {
      self.candidate = *base;
      ParsedCandidate parsed = parseCandidate(context, *base);
      func::FuncOp entry = parsed.entry;
      if (!entry)
        return false;
      std::vector<Operation *> ops = entryOps(entry);
      std::string first =
          ops[positions.front()]->getName().getStringRef().str();
      std::vector<Operation *> bypassed;
      bypassed.reserve(positions.size());
      for (unsigned p : positions)
        bypassed.push_back(ops[p]);
      std::vector<Value> fed = operandsComputedOutside(bypassed);
      for (unsigned p : llvm::reverse(positions)) {
        ops[p]->getResult(0).replaceAllUsesWith(
            sameTypedOperands(ops[p])[choice]);
        ops[p]->erase();
      }
      returnOrphans(entry, fed);
      eraseDeadOps(entry);
      dropUnusedArguments(entry, self.candidate.inputs);
      self.candidate.moduleText = parsed.print();
      self.change = "bypassed " + std::to_string(positions.size()) + " ops (" +
                    first + (positions.size() > 1 ? ", ..." : "") + ")";
      return true;
    };
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createBypassOpsStrategy() {
  return std::make_unique<BypassOps>();
}
