//===- FindingCase.cpp - A finding as the agents and the filter take it ---===//

#include "agents/FindingCase.h"

#include "agents/CaseProgram.h"
#include "fuzz/FindingsStore.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

using namespace defuse;

namespace {

/// kind, pass and op of "kind@pass:op".
void splitSignature(FindingCase &f) {
  llvm::StringRef s = f.signature;
  auto [kind, rest] = s.split('@');
  auto [pass, op] = rest.split(':');
  f.kind = kind.split('/').first.str();
  f.pass = pass.str();
  f.op = op.str();
}

} // namespace

llvm::FailureOr<FindingCase>
defuse::loadFindingFromDirectory(const std::string &dir, std::string &error) {
  std::string reproducer = dir + "/reproducer.mlir";
  std::optional<std::string> program = readTextFile(reproducer);
  std::optional<std::string> report = readTextFile(dir + "/report.json");
  if (!program || !report) {
    error = "not a directory written by --emit (no reproducer.mlir and "
            "report.json)";
    return llvm::failure();
  }
  nlohmann::json j = nlohmann::json::parse(*report, nullptr, false);
  if (j.is_discarded() || !j.contains("signature") ||
      !j["signature"].is_string()) {
    error = "report.json has no signature";
    return llvm::failure();
  }
  FindingCase f;
  f.origin = dir;
  f.directory = dir;
  f.programText = *program;
  f.signature = j["signature"].get<std::string>();
  auto text = [&](const char *key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>()
                                                 : std::string();
  };
  f.pipeline = text("reduced_pipeline");
  f.fullPipeline = text("pipeline");
  if (f.pipeline.empty())
    f.pipeline = f.fullPipeline;
  if (f.fullPipeline.empty())
    f.fullPipeline = f.pipeline;
  if (std::string workload = text("workload");
      !workload.empty() && llvm::sys::fs::exists(workload))
    f.workloadPath = workload;
  f.rawProgram = f.workloadPath.empty()
                     ? f.programText
                     : readTextFile(f.workloadPath).value_or(f.programText);
  splitSignature(f);
  return f;
}

llvm::FailureOr<FindingCase>
defuse::loadFindingFromStore(FindingsStore &store, int64_t id,
                             const std::string &dataDir, std::string &error) {
  std::optional<Finding> found = store.finding(id);
  if (!found) {
    error = "no finding #" + std::to_string(id);
    return llvm::failure();
  }
  if (!found->reportDir.empty() &&
      llvm::sys::fs::exists(found->reportDir + "/report.json")) {
    auto f = loadFindingFromDirectory(found->reportDir, error);
    if (succeeded(f)) {
      f->origin = store.path() + "#" + std::to_string(id);
      f->storeId = id;
      f->fullPipeline =
          found->pipeline.empty() ? f->fullPipeline : found->pipeline;
      f->created = found->created;
      f->rawProgram = found->programText;
      f->seed = found->seed;
    }
    return f;
  }
  FindingCase f;
  f.origin = store.path() + "#" + std::to_string(id);
  f.storeId = id;
  f.directory = dataDir + "/finding-" + std::to_string(id);
  f.programText = f.rawProgram = found->programText;
  f.seed = found->seed;
  f.pipeline = f.fullPipeline = found->pipeline;
  f.signature = found->signature;
  f.created = found->created;
  splitSignature(f);
  return f;
}

llvm::FailureOr<FindingCase> defuse::loadFinding(const std::string &db,
                                                 const std::string &finding,
                                                 std::string &error) {
  // A number names a finding of the store; anything else is a directory
  // (with a store, then, the store is only where verdicts are filed).
  int64_t id = 0;
  if (db.empty() || llvm::StringRef(finding).getAsInteger(10, id))
    return loadFindingFromDirectory(finding, error);
  std::unique_ptr<FindingsStore> store = FindingsStore::open(db, error);
  if (!store) {
    // The store names its file; the caller names it once.
    if (llvm::StringRef(error).starts_with(db + ": "))
      error = error.substr(db.size() + 2);
    return llvm::failure();
  }
  return loadFindingFromStore(*store, id, db + ".findings", error);
}

std::string defuse::findingName(const std::string &db,
                                const std::string &finding) {
  int64_t id = 0;
  if (db.empty() || llvm::StringRef(finding).getAsInteger(10, id))
    return finding;
  return db + "#" + finding;
}
