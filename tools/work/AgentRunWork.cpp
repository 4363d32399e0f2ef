//===- AgentRunWork.cpp - One agent on one finding ------------------------===//
//
// Payload: the agents' options for one finding and one agent
// (agentsOptionsJson), as `defuse agents --enqueue` queued them: the agents
// of a store's findings spread over the workers a pair at a time. What the
// agent makes (stress corpus, reproductions, mitigations, candidate fixes
// through the filter into the review queue) lands where a run by hand puts
// it; the result is the run's exit code, and any exit but 0 fails the item.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/work/WorkKind.h"

using namespace defuse;

namespace {

class AgentRunWork : public WorkKind {
public:
  llvm::StringRef name() const override { return "agent-run"; }

  llvm::FailureOr<std::string> run(const WorkItem &item, const WorkContext &,
                                   std::string &error) override {
    auto options = agentsOptionsFromJson(item.payload, error);
    if (failed(options))
      return llvm::failure();
    int rc = agentsCommand(*options);
    if (rc != kExitPass) {
      error = "defuse agents exited " + std::to_string(rc);
      return llvm::failure();
    }
    return std::string("{\"exit\": 0}");
  }
};

} // namespace

std::unique_ptr<WorkKind> defuse::createAgentRunWork() {
  return std::make_unique<AgentRunWork>();
}
