//===- FindingTriageWork.cpp - Reducing a finding of a shared campaign ----===//
//
// Payload: {"fuzz": the campaign's options (fuzzOptionsJson), "triage": the
// finding and how its variant compiled it}. Enqueued by the shard that filed
// the finding, in its campaign's queue. Result: the finding's state, note
// and report directory. A finding an earlier attempt already reduced is left
// as it is, so the item may run any number of times.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/work/WorkKind.h"

#include "fuzz/FindingTriage.h"

#include <nlohmann/json.hpp>

using namespace defuse;

namespace {

class FindingTriageWork : public WorkKind {
public:
  llvm::StringRef name() const override { return "finding-triage"; }

  llvm::FailureOr<std::string> run(const WorkItem &item,
                                   const WorkContext &context,
                                   std::string &error) override {
    nlohmann::json payload =
        nlohmann::json::parse(item.payload, nullptr, false);
    if (payload.is_discarded() || !payload.is_object() ||
        !payload.contains("fuzz") || !payload.contains("triage")) {
      error = "work item " + item.key + ": not a finding triage's payload";
      return llvm::failure();
    }
    auto options = fuzzOptionsFromJson(payload["fuzz"].dump(), error);
    if (failed(options))
      return llvm::failure();
    auto request =
        findingTriageRequestFromJson(payload["triage"].dump(), error);
    if (failed(request)) {
      error = "work item " + item.key + ": " + error;
      return llvm::failure();
    }
    return runFindingTriage(*options, *request, context.log, error);
  }
};

} // namespace

std::unique_ptr<WorkKind> defuse::createFindingTriageWork() {
  return std::make_unique<FindingTriageWork>();
}
