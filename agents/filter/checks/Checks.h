//===- Checks.h - The filter's checks, one file each ----------------------===//

#ifndef DEFUSE_AGENTS_FILTER_CHECKS_CHECKS_H
#define DEFUSE_AGENTS_FILTER_CHECKS_CHECKS_H

#include "agents/filter/FilterCheck.h"

namespace defuse {

std::unique_ptr<FilterCheck> makeReproducerCheck();
std::unique_ptr<FilterCheck> makeStressCorpusCheck();
std::unique_ptr<FilterCheck> makeAdversarialCheck();
std::unique_ptr<FilterCheck> makeRegressionCheck();
std::unique_ptr<FilterCheck> makeOptimizationKeptCheck();
std::unique_ptr<FilterCheck> makeHandsOffCheck();
std::unique_ptr<FilterCheck> makeDeterminismCheck();
std::unique_ptr<FilterCheck> makeCrossToolCheck();

} // namespace defuse

#endif // DEFUSE_AGENTS_FILTER_CHECKS_CHECKS_H
