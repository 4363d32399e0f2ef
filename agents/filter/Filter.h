//===- Filter.h - The adversarial filter between agents and reviewers -----===//
//
// `defuse filter`: a candidate fix is first loaded in a child of its own (a
// plugin that crashes or hangs as it loads, or that does not register the
// pass it names, is rejected before it can touch the filter's process),
// then every check of allFilterChecks() runs. The candidate is accepted
// only when all hold; each rejection names the checks that failed and their
// evidence. The evidence bundle ends with the diff of the IR the candidate
// produces on the reproducer against the original pass's.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_FILTER_FILTER_H
#define DEFUSE_AGENTS_FILTER_FILTER_H

#include "agents/filter/FilterCheck.h"
#include "target/Probe.h"

#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct FilterVerdict {
  bool accepted = false;
  /// The finding does not reproduce: nothing was judged.
  bool inconclusive = false;
  std::vector<CheckResult> checks; // the load check first
  std::string irDiff;              // unified diff, original -> candidate
  double seconds = 0;

  /// The checks that failed, by name.
  std::vector<std::string> failedChecks() const;
  nlohmann::ordered_json toJson() const;
};

/// Loads `fix.plugin` in an isolated child and checks that it registers
/// `fix.pass`.
CheckResult checkPluginLoads(const CandidateFix &fix,
                             const ProbeLimits &limits);

/// Runs the filter. `loadCandidate` loads the plugin into this process
/// (after the child's check passed); false, with its reason, rejects.
FilterVerdict
runFilter(FilterContext &context, const ProbeLimits &limits,
          const std::function<bool(std::string &)> &loadCandidate,
          const std::function<void(const CheckResult &)> &onCheck);

} // namespace defuse

#endif // DEFUSE_AGENTS_FILTER_FILTER_H
