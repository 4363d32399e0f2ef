//===- CulpritOp.cpp - Does the wrong value come from the signature's op? -===//

#include "reduce/CulpritOp.h"
#include "reduce/ModuleEditing.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

using namespace defuse;
using namespace mlir;

namespace {

bool isOfKind(Operation *op, StringRef kind) {
  return op->getName().getStringRef() == kind;
}

/// The ops that compute the failing outputs of `entry`, directly or through
/// others.
llvm::SetVector<Operation *> failingCone(func::FuncOp entry,
                                         const Verdict &verdict) {
  Operation *ret = entry.getBody().front().getTerminator();
  llvm::SetVector<Operation *> cone;
  std::vector<Operation *> work;
  for (const OutputVerdict &o : verdict.outputs)
    if (o.kind != VerdictKind::Pass && o.index < ret->getNumOperands())
      if (Operation *def = ret->getOperand(o.index).getDefiningOp())
        work.push_back(def);
  while (!work.empty()) {
    Operation *op = work.back();
    work.pop_back();
    if (!cone.insert(op))
      continue;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        work.push_back(def);
  }
  return cone;
}

} // namespace

bool defuse::opKindOriginates(func::FuncOp entry, const Verdict &verdict,
                              StringRef kind) {
  Operation *ret = entry.getBody().front().getTerminator();
  llvm::DenseMap<Value, bool> judgedRight;
  for (const OutputVerdict &o : verdict.outputs)
    if (o.index < ret->getNumOperands())
      judgedRight[ret->getOperand(o.index)] = o.kind == VerdictKind::Pass;
  auto judged = [&](Value v, bool right) {
    auto it = judgedRight.find(v);
    return it != judgedRight.end() && it->second == right;
  };
  return llvm::any_of(entryOps(entry), [&](Operation *op) {
    return isOfKind(op, kind) &&
           llvm::any_of(op->getResults(),
                        [&](Value r) { return judged(r, false); }) &&
           llvm::all_of(op->getOperands(), [&](Value v) {
             return isUncomputed(v) || judged(v, true);
           });
  });
}

bool defuse::containsOpKind(Operation *root, StringRef kind) {
  bool found = false;
  root->walk([&](Operation *op) { found |= isOfKind(op, kind); });
  return found;
}

bool defuse::opKindReaches(func::FuncOp entry, const Verdict &verdict,
                           StringRef kind) {
  // A kernel that crashed or hung has no failing output to start from.
  if (llvm::none_of(verdict.outputs, [](const OutputVerdict &o) {
        return o.kind != VerdictKind::Pass;
      }))
    return containsOpKind(entry, kind);
  return llvm::any_of(failingCone(entry, verdict),
                      [&](Operation *op) { return containsOpKind(op, kind); });
}

bool defuse::opKindInvolved(func::FuncOp entry, const Verdict &verdict,
                            StringRef kind, OpCheck check) {
  return check == OpCheck::Originates ? opKindOriginates(entry, verdict, kind)
                                      : opKindReaches(entry, verdict, kind);
}

std::optional<Candidate> defuse::exposeOpKind(MLIRContext &context,
                                              const Candidate &candidate,
                                              const Verdict &verdict,
                                              StringRef kind) {
  ParsedCandidate parsed = parseCandidate(context, candidate);
  if (!parsed)
    return std::nullopt;
  std::vector<Value> values;
  for (Operation *op : failingCone(parsed.entry, verdict)) {
    if (!isOfKind(op, kind))
      continue;
    llvm::append_range(values, op->getResults());
    llvm::copy_if(op->getOperands(), std::back_inserter(values),
                  [](Value v) { return !isUncomputed(v); });
  }
  if (!returnValues(parsed.entry, values))
    return std::nullopt;
  Candidate exposed = candidate;
  exposed.moduleText = parsed.print();
  return exposed;
}
