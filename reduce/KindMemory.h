//===- KindMemory.h - Op kinds a round has shown to be needed -------------===//
//
// Strategies that edit every op of one kind at once (remove-op-kinds,
// cut-op-kinds) propose one variant per kind, most numerous first. When
// the driver keeps one, every kind proposed before it was tested and failed:
// the failure needs those, and proposing them again before the round ends
// would only repeat the tests.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_KINDMEMORY_H
#define DEFUSE_REDUCE_KINDMEMORY_H

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace defuse {

class KindMemory {
public:
  bool needed(const std::string &kind) const { return neededKinds.count(kind); }
  /// The kinds of the latest proposal, in the order proposed.
  void proposed(std::vector<std::string> kinds) {
    lastProposal = std::move(kinds);
  }
  /// Whether `kind` came first in the latest proposal.
  bool wasFirst(const std::string &kind) const {
    return !lastProposal.empty() && lastProposal.front() == kind;
  }
  /// The driver kept the variant for `kind`.
  void kept(const std::string &kind) {
    auto end = std::find(lastProposal.begin(), lastProposal.end(), kind);
    neededKinds.insert(lastProposal.begin(), end);
  }
  /// A new round: every kind may go again.
  void restart() { neededKinds.clear(); }

private:
  std::vector<std::string> lastProposal;
  std::set<std::string> neededKinds;
};

} // namespace defuse

#endif // DEFUSE_REDUCE_KINDMEMORY_H
