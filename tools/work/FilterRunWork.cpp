//===- FilterRunWork.cpp - A candidate fix judged by the filter -----------===//
//
// Payload: the filter's options (filterOptionsJson), as `defuse filter
// --enqueue` queued them. The verdict is filed in the review queue as a
// filter run started by hand files it; the result is the run's exit code.
// A verdict (accepted 0, rejected 1, not reproduced 11) ends the item; any
// other exit (a plugin that does not load, a store that does not answer)
// fails it and it is retried.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/work/WorkKind.h"

using namespace defuse;

namespace {

class FilterRunWork : public WorkKind {
public:
  llvm::StringRef name() const override { return "filter-run"; }

  llvm::FailureOr<std::string> run(const WorkItem &item, const WorkContext &,
                                   std::string &error) override {
    auto options = filterOptionsFromJson(item.payload, error);
    if (failed(options))
      return llvm::failure();
    int rc = filterCommand(*options);
    if (rc != kExitPass && rc != kExitMiscompile && rc != kExitInconclusive) {
      error = "defuse filter exited " + std::to_string(rc);
      return llvm::failure();
    }
    return "{\"exit\": " + std::to_string(rc) + "}";
  }
};

} // namespace

std::unique_ptr<WorkKind> defuse::createFilterRunWork() {
  return std::make_unique<FilterRunWork>();
}
