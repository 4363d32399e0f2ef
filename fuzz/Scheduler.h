//===- Scheduler.h - Where the fuzzing budget goes ------------------------===//
//
// A campaign has two kinds of arms: program sources (a generator family, or
// mutations of production graphs) and pipeline variants. Each program draws
// one source and several variants, with probabilities proportional to each
// arm's smoothed yield: a silent miscompile earns far more than a loud one
// (a crash, a hang), and a loud one more than a compile error, so the budget
// drifts toward what finds silent data corruption. A new signature earns
// more than another hit of a known one. The prior keeps every arm in play.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_SCHEDULER_H
#define DEFUSE_FUZZ_SCHEDULER_H

#include "ir/SplitMix64.h"

#include <map>
#include <string>
#include <vector>

namespace defuse {

/// What one program under one variant (or one program, for its source)
/// found.
enum class ArmOutcome { Nothing, CompileError, Loud, Silent, SilentNew };

struct ArmRecord {
  double tried = 0, reward = 0;
};

class Scheduler {
public:
  Scheduler(std::vector<std::string> sources,
            std::vector<std::string> variants);

  /// The reward of an outcome: what the scheduler steers toward.
  static double rewardOf(ArmOutcome outcome);

  /// Adds past results (a resumed campaign's), by arm name.
  void restore(const std::string &arm, double tried, double reward);
  void record(const std::string &arm, ArmOutcome outcome);

  /// One source, by weight.
  const std::string &pickSource(SplitMix64 &rng) const;
  /// `count` distinct variants (all when count >= their number), by weight.
  std::vector<std::string> pickVariants(SplitMix64 &rng, unsigned count) const;

  /// The arm's weight: (prior + reward) / (prior trials + tries).
  double weight(const std::string &arm) const;
  const std::vector<std::string> &sources() const { return sourceArms; }
  const std::vector<std::string> &variants() const { return variantArms; }

private:
  size_t pickWeighted(SplitMix64 &rng, const std::vector<std::string> &arms,
                      const std::vector<bool> &taken) const;

  std::vector<std::string> sourceArms, variantArms;
  std::map<std::string, ArmRecord> records;
};

} // namespace defuse

#endif // DEFUSE_FUZZ_SCHEDULER_H
