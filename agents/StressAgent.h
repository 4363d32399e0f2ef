//===- StressAgent.h - Maps how far a finding reaches ---------------------===//
//
// Which shapes, dtypes, input ranges and neighbouring ops still trigger a
// finding under its pipeline, and which do not: the reproducer's variations
// (Variations.h), each judged; and which pipeline variants still show it
// (LLVM at -O0 and -O3, element-wise fusion left out, a canonicalization
// before the culprit). A failing
// variant counts as triggering only when it passes with the culprit pass
// left out (otherwise it is another bug, reported in the extent apart).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_STRESSAGENT_H
#define DEFUSE_AGENTS_STRESSAGENT_H

#include "agents/Agent.h"
#include "agents/StressCorpus.h"

namespace defuse {

/// The extent of `c.finding`, computed now.
StressCorpus mapExtent(AgentContext &c);

/// The agent: maps the extent and keeps the corpus in DIR/stress.
class StressAgent : public Agent {
public:
  llvm::StringRef name() const override { return "stress"; }
  llvm::StringRef description() const override {
    return "maps which shapes, dtypes, values and neighbouring ops still "
           "trigger a finding; keeps the stress corpus with it";
  }
  AgentOutcome run(AgentContext &context) override;
};

} // namespace defuse

#endif // DEFUSE_AGENTS_STRESSAGENT_H
