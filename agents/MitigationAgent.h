//===- MitigationAgent.h - The cheapest workaround a team can ship today --===//
//
// Until the culprit pass is fixed, a team needs a workaround: the pipeline
// changed so that the finding's corpus passes. Candidates, each a change of
// the finding's pipeline:
//   an option of the culprit pass flipped (each boolean the pass has),
//   the culprit restricted to the ops it rewrites in the models and not in
//   the reproducer, through each string option it leaves empty by
//   default (math-expand-ops{ops=rsqrt,tanh}: empty means every op),
//   the culprit moved to the end of the pipeline,
//   the culprit left out,
//   element-wise fusion left out (every fusion edge denied),
//   LLVM at -O1 and -O0.
// A workaround works when the reproducer and every program of the stress
// corpus pass under it. Its cost is measured on the bundled models and the
// finding's workload: linalg kernels left after the pipeline and run time
// (each program's best of three), against the unchanged pipeline. The
// cheapest working one is reported first.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_MITIGATIONAGENT_H
#define DEFUSE_AGENTS_MITIGATIONAGENT_H

#include "agents/Agent.h"

namespace defuse {

class MitigationAgent : public Agent {
public:
  llvm::StringRef name() const override { return "mitigation"; }
  llvm::StringRef description() const override {
    return "finds the cheapest pipeline change that makes the finding's "
           "corpus pass, with its cost in kernels and run time";
  }
  AgentOutcome run(AgentContext &context) override;
};

} // namespace defuse

#endif // DEFUSE_AGENTS_MITIGATIONAGENT_H
