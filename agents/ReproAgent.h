//===- ReproAgent.h - From a raw report to a deterministic reproducer -----===//
//
// A raw report is a workload, a pipeline and maybe no more than "the outputs
// look wrong". The repro agent
//   - runs it five times afresh: a failure that comes and goes, or outputs
//     that change from run to run, is flaky, and said so before anything is
//     built on it;
//   - checks batch-slice invariance where every argument and result has the
//     same leading (batch) size: the first batch row run alone must come out
//     as it did inside the batch, bit for bit; a difference means the kernel
//     depends on the batch size (tiling, vector tails), which the report
//     must say;
//   - reduces the failure with `defuse reduce` into DIR/repro (reproducer,
//     report, RUN lines), in a child.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_REPROAGENT_H
#define DEFUSE_AGENTS_REPROAGENT_H

#include "agents/Agent.h"

namespace defuse {

class ReproAgent : public Agent {
public:
  llvm::StringRef name() const override { return "repro"; }
  llvm::StringRef description() const override {
    return "checks a raw report for flakiness and batch-slice invariance and "
           "reduces it into a reproducer";
  }
  AgentOutcome run(AgentContext &context) override;
};

} // namespace defuse

#endif // DEFUSE_AGENTS_REPROAGENT_H
