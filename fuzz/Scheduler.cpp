//===- Scheduler.cpp ------------------------------------------------------===//

#include "fuzz/Scheduler.h"

using namespace defuse;

namespace {
// The prior: every arm starts as if it had been tried 10 times for a reward
// of 1, a yield of 0.1. One new silent finding (reward 10) in ten tries
// raises an arm's weight about six-fold; a hundred fruitless tries lower it
// ten-fold, never to zero.
constexpr double kPriorTries = 10, kPriorReward = 1;
} // namespace

Scheduler::Scheduler(std::vector<std::string> sources,
                     std::vector<std::string> variants)
    : sourceArms(std::move(sources)), variantArms(std::move(variants)) {}

double Scheduler::rewardOf(ArmOutcome outcome) {
  switch (outcome) {
  case ArmOutcome::Nothing:
    return 0;
  case ArmOutcome::CompileError:
    return 0.02;
  case ArmOutcome::Loud:
    return 0.2;
  case ArmOutcome::Silent:
    return 0.5;
  case ArmOutcome::SilentNew:
    return 10;
  }
  return 0;
}

void Scheduler::restore(const std::string &arm, double tried, double reward) {
  ArmRecord &r = records[arm];
  r.tried += tried;
  r.reward += reward;
}

void Scheduler::record(const std::string &arm, ArmOutcome outcome) {
  ArmRecord &r = records[arm];
  r.tried += 1;
  r.reward += rewardOf(outcome);
}

double Scheduler::weight(const std::string &arm) const {
  auto it = records.find(arm);
  ArmRecord r = it == records.end() ? ArmRecord{} : it->second;
  return (kPriorReward + r.reward) / (kPriorTries + r.tried);
}

size_t Scheduler::pickWeighted(SplitMix64 &rng,
                               const std::vector<std::string> &arms,
                               const std::vector<bool> &taken) const {
  double total = 0;
  for (size_t i = 0; i < arms.size(); ++i)
    if (!taken[i])
      total += weight(arms[i]);
  double x = rng.unit() * total;
  size_t last = arms.size();
  for (size_t i = 0; i < arms.size(); ++i) {
    if (taken[i])
      continue;
    last = i;
    x -= weight(arms[i]);
    if (x < 0)
      return i;
  }
  return last; // rounding: the last untaken arm
}

const std::string &Scheduler::pickSource(SplitMix64 &rng) const {
  std::vector<bool> taken(sourceArms.size(), false);
  return sourceArms[pickWeighted(rng, sourceArms, taken)];
}

std::vector<std::string> Scheduler::pickVariants(SplitMix64 &rng,
                                                 unsigned count) const {
  std::vector<bool> taken(variantArms.size(), false);
  std::vector<std::string> picked;
  while (picked.size() < count && picked.size() < variantArms.size()) {
    size_t i = pickWeighted(rng, variantArms, taken);
    taken[i] = true;
    picked.push_back(variantArms[i]);
  }
  return picked;
}
