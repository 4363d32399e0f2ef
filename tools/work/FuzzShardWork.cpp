//===- FuzzShardWork.cpp - A shard of a shared fuzzing campaign -----------===//
//
// Payload: {"fuzz": the campaign's options (fuzzOptionsJson), "first": the
// shard's first program, "count": its programs}. Result: the shard's
// summary. Programs and findings go to the store as they finish, keyed so
// that a shard redone after a lost lease counts none of them twice.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/work/WorkKind.h"

#include <nlohmann/json.hpp>

using namespace defuse;

namespace {

class FuzzShardWork : public WorkKind {
public:
  llvm::StringRef name() const override { return "fuzz-shard"; }

  llvm::FailureOr<std::string> run(const WorkItem &item,
                                   const WorkContext &context,
                                   std::string &error) override {
    nlohmann::json payload =
        nlohmann::json::parse(item.payload, nullptr, false);
    if (payload.is_discarded() || !payload.is_object() ||
        !payload.contains("fuzz") || !payload["first"].is_number_integer() ||
        !payload["count"].is_number_integer()) {
      error = "work item " + item.key + ": not a fuzz shard's payload";
      return llvm::failure();
    }
    auto options = fuzzOptionsFromJson(payload["fuzz"].dump(), error);
    if (failed(options))
      return llvm::failure();
    return runFuzzShard(*options, payload["first"].get<int64_t>(),
                        payload["count"].get<int64_t>(), context.keepGoing,
                        context.log, error);
  }
};

} // namespace

std::unique_ptr<WorkKind> defuse::createFuzzShardWork() {
  return std::make_unique<FuzzShardWork>();
}
