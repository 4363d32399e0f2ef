//===- Filter.h - The adversarial filter between agents and reviewers -----===//
//
// `defuse filter`: the filter never loads a candidate. Every compile that
// needs the candidate's pass runs in a sandboxed worker started by exec
// (target/mlir/SandboxedTarget.h, target/Sandbox.h), and what comes back is
// read as data. The candidate is first loaded in a worker of its own (a
// plugin that crashes, hangs, makes a forbidden system call as it loads,
// or does not register the pass it names is rejected there), then every
// check of allFilterChecks() runs. The candidate is accepted only when all
// hold; each rejection names the checks that failed and their evidence.
// The evidence says which sandbox the candidate ran in, and ends with the
// diff of the IR the candidate produces on the reproducer against the
// original pass's.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_FILTER_FILTER_H
#define DEFUSE_AGENTS_FILTER_FILTER_H

#include "agents/filter/FilterCheck.h"
#include "target/Probe.h"
#include "target/mlir/SandboxedTarget.h"

#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct FilterVerdict {
  bool accepted = false;
  /// The finding does not reproduce: nothing was judged.
  bool inconclusive = false;
  /// Checks were left out (FilterContext::onlyChecks): a candidate the
  /// others do not reject is neither accepted nor rejected.
  bool partial = false;
  std::vector<CheckResult> checks; // the load check first
  std::string irDiff;              // unified diff, original -> candidate
  nlohmann::ordered_json sandbox;  // sandboxEvidence
  double seconds = 0;

  /// The checks that failed, by name.
  std::vector<std::string> failedChecks() const;
  nlohmann::ordered_json toJson() const;
};

/// Loads `fix.plugin` (with the trusted plugins) in a sandboxed worker and
/// checks that it registers `fix.pass`.
CheckResult checkPluginLoads(const CandidateFix &fix,
                             const SandboxedMlirTarget &target,
                             const ProbeLimits &limits);

/// The sandbox the candidate's code ran in, for the evidence.
nlohmann::ordered_json sandboxEvidence(const CandidateFix &fix,
                                       const SandboxedMlirTarget &target);

/// The checks' names, in the order the filter runs them (after the load
/// check).
std::vector<std::string> filterCheckNames();

/// Runs the filter; `target` is the one behind `context.probes`.
FilterVerdict
runFilter(FilterContext &context, const SandboxedMlirTarget &target,
          const std::function<void(const CheckResult &)> &onCheck);

} // namespace defuse

#endif // DEFUSE_AGENTS_FILTER_FILTER_H
