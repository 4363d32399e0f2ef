//===- FixAgent.h - An external agent's fixes, through the filter ---------===//
//
// The fix agent drives any external command (a coding agent of the user's
// choice, or a script) through a file protocol, and never trusts it:
//
//   1. defuse writes a task bundle, DIR/fix-task/attempt-N/:
//        task.json        the finding (signature, culprit pass, pipelines),
//                         the attempt, the budget, where to answer, and the
//                         previous attempt's evidence when it was rejected
//        reproducer.mlir, report.json, report.md   the finding's
//        stress/          the stress corpus (mapped first if missing)
//        template/        a pass plugin skeleton (ReplacementPass.cpp,
//                         CMakeLists.txt) for a pass replacing the culprit
//        feedback.json    the filter's evidence on the previous candidate
//   2. it runs the command (through /bin/sh, in the bundle, with
//      DEFUSE_TASK=the bundle and DEFUSE_CANDIDATE=where to answer) under
//      the time left;
//   3. the command answers candidate.json: {"plugin": PATH, "pass": NAME,
//      and optionally "patch": PATH, "build_command": CMD}; a build command
//      runs in the bundle and must leave the plugin there;
//   4. `defuse filter` judges the candidate in a process of its own, which
//      loads no candidate (its compiles run in sandboxed workers; filed in
//      the review queue with --db); rejected, the next attempt gets the
//      evidence, until one is accepted or the attempts or time run out.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_FIXAGENT_H
#define DEFUSE_AGENTS_FIXAGENT_H

#include "agents/Agent.h"

namespace defuse {

class FixAgent : public Agent {
public:
  llvm::StringRef name() const override { return "fix"; }
  llvm::StringRef description() const override {
    return "hands a task bundle to an external command and filters the "
           "candidate fixes it returns, with retries fed by the evidence";
  }
  AgentOutcome run(AgentContext &context) override;
};

} // namespace defuse

#endif // DEFUSE_AGENTS_FIXAGENT_H
