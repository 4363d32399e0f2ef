//===- OptionsJson.cpp - Commands' options as work items carry them -------===//
//
// A command run by a worker on another machine (a campaign's shard, a
// filter run, an agent's run) travels as its options in JSON. Paths are
// made absolute (the worker starts elsewhere; they must name a shared file
// system or files every machine has). Reading back requires every field
// with its type: an item written by another defuse release fails as an
// item instead of running with defaults it did not mean.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"

#include "store/Connection.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <type_traits>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

/// A path as every worker started in another directory sees it.
std::string absolute(const std::string &path) {
  llvm::SmallString<256> full(path);
  if (path.empty() || llvm::sys::fs::make_absolute(full))
    return path;
  return std::string(full);
}

std::vector<std::string> absolute(const std::vector<std::string> &paths) {
  std::vector<std::string> result;
  result.reserve(paths.size());
  for (const std::string &p : paths)
    result.push_back(absolute(p));
  return result;
}

/// A store location as every worker sees it: a URI as it is, a file made
/// absolute.
std::string storeLocation(const std::string &db) {
  return Connection::isServerUri(db) ? db : absolute(db);
}

/// Reads the fields of one JSON object, each required with its type; the
/// first one missing or mistyped is the error.
class RequiredFields {
public:
  RequiredFields(llvm::StringRef text, const char *what, std::string &error)
      : what(what), error(error) {
    object = json::parse(text.begin(), text.end(), nullptr, false);
    if (object.is_discarded() || !object.is_object()) {
      error = std::string(what) + " are not a JSON object";
      ok = false;
    }
  }

  template <typename Field>
  RequiredFields &take(const char *key, Field &field) {
    if (!ok)
      return *this;
    auto it = object.find(key);
    if (it == object.end())
      return refuse(std::string("lack '") + key + "'");
    // get_to would throw on a mismatch, and this build has no exceptions:
    // the type is checked first.
    bool fits;
    if constexpr (std::is_same_v<Field, std::string>)
      fits = it->is_string();
    else if constexpr (std::is_same_v<Field, bool>)
      fits = it->is_boolean();
    else if constexpr (std::is_arithmetic_v<Field>)
      fits = it->is_number();
    else
      fits = it->is_array() &&
             std::all_of(it->begin(), it->end(),
                         [](const json &e) { return e.is_string(); });
    if (!fits)
      return refuse(std::string("have the wrong type for '") + key + "'");
    it->get_to(field);
    return *this;
  }

  bool succeeded() const { return ok; }

private:
  RequiredFields &refuse(const std::string &why) {
    error = std::string(what) + " " + why;
    ok = false;
    return *this;
  }

  json object;
  const char *what;
  std::string &error;
  bool ok = true;
};

} // namespace

std::string defuse::fuzzOptionsJson(const FuzzOptions &o) {
  json j = {{"db", storeLocation(o.db)},
            {"findings_dir", absolute(o.findingsDir)},
            {"jobs", o.jobs},
            {"seed", o.seed},
            {"families", o.families},
            {"production", absolute(o.production)},
            {"variants", o.variants},
            {"pipeline_variants", o.extraPipelines},
            {"plugins", absolute(o.plugins)},
            {"variants_per_program", o.variantsPerProgram},
            {"timeout", o.timeoutSeconds},
            {"memory_mib", o.memoryMiB},
            {"lanes", o.lanes},
            {"target", o.target},
            {"target_version", o.targetVersion},
            {"version_flag", o.versionFlag},
            {"target_python", o.targetPython},
            {"target_flags", o.targetFlags},
            {"triage", o.triage},
            {"reduce", o.reduce}};
  return j.dump();
}

llvm::FailureOr<FuzzOptions> defuse::fuzzOptionsFromJson(llvm::StringRef text,
                                                         std::string &error) {
  FuzzOptions o;
  RequiredFields fields(text, "the campaign's options", error);
  fields.take("db", o.db)
      .take("findings_dir", o.findingsDir)
      .take("jobs", o.jobs)
      .take("seed", o.seed)
      .take("families", o.families)
      .take("production", o.production)
      .take("variants", o.variants)
      .take("pipeline_variants", o.extraPipelines)
      .take("plugins", o.plugins)
      .take("variants_per_program", o.variantsPerProgram)
      .take("timeout", o.timeoutSeconds)
      .take("memory_mib", o.memoryMiB)
      .take("lanes", o.lanes)
      .take("target", o.target)
      .take("target_version", o.targetVersion)
      .take("version_flag", o.versionFlag)
      .take("target_python", o.targetPython)
      .take("target_flags", o.targetFlags)
      .take("triage", o.triage)
      .take("reduce", o.reduce);
  if (!fields.succeeded())
    return llvm::failure();
  o.quiet = true;
  return o;
}

std::string defuse::filterOptionsJson(const FilterOptions &o) {
  // A finding named by its store id stays an id; a directory is a path.
  bool byId = !o.finding.db.empty();
  json j = {
      {"db", o.finding.db.empty() ? "" : storeLocation(o.finding.db)},
      {"finding", byId ? o.finding.finding : absolute(o.finding.finding)},
      {"fix", absolute(o.plugin)},
      {"fix_pass", o.fixPass},
      {"replaces", o.replaces},
      {"patch", o.patch.empty() ? "" : absolute(o.patch)},
      {"build_command", o.buildCommand},
      {"plugins", absolute(o.plugins)},
      {"regressions", absolute(o.regressions)},
      {"models", absolute(o.models)},
      {"seed", o.seed},
      {"budget", o.budget},
      {"jobs", o.jobs},
      {"timeout", o.timeoutSeconds},
      {"time_factor", o.timeFactor},
      {"time_slack", o.timeSlack},
      {"evidence", o.evidenceFile.empty() ? "" : absolute(o.evidenceFile)},
      {"agent", o.agent},
      {"attempt", o.attempt},
      {"fail_fast", o.failFast},
      {"mlir_opt", o.mlirOpt},
      {"only", o.onlyChecks}};
  return j.dump();
}

llvm::FailureOr<FilterOptions>
defuse::filterOptionsFromJson(llvm::StringRef text, std::string &error) {
  FilterOptions o;
  RequiredFields fields(text, "the filter run's options", error);
  fields.take("db", o.finding.db)
      .take("finding", o.finding.finding)
      .take("fix", o.plugin)
      .take("fix_pass", o.fixPass)
      .take("replaces", o.replaces)
      .take("patch", o.patch)
      .take("build_command", o.buildCommand)
      .take("plugins", o.plugins)
      .take("regressions", o.regressions)
      .take("models", o.models)
      .take("seed", o.seed)
      .take("budget", o.budget)
      .take("jobs", o.jobs)
      .take("timeout", o.timeoutSeconds)
      .take("time_factor", o.timeFactor)
      .take("time_slack", o.timeSlack)
      .take("evidence", o.evidenceFile)
      .take("agent", o.agent)
      .take("attempt", o.attempt)
      .take("fail_fast", o.failFast)
      .take("mlir_opt", o.mlirOpt)
      .take("only", o.onlyChecks);
  if (!fields.succeeded())
    return llvm::failure();
  o.quiet = true;
  return o;
}

std::string defuse::agentsOptionsJson(const AgentsOptions &o) {
  bool byId = !o.finding.db.empty();
  json j = {{"db", o.finding.db.empty() ? "" : storeLocation(o.finding.db)},
            {"finding", byId ? o.finding.finding : absolute(o.finding.finding)},
            {"agents", o.agents},
            {"plugins", absolute(o.plugins)},
            {"models", absolute(o.models)},
            {"regressions", absolute(o.regressions)},
            {"fix_command", o.fixCommand},
            {"attempts", o.attempts},
            {"fix_seconds", o.fixSeconds},
            {"max_rank", o.maxRank},
            {"seed", o.seed},
            {"budget", o.budget},
            {"jobs", o.jobs},
            {"timeout", o.timeoutSeconds}};
  return j.dump();
}

llvm::FailureOr<AgentsOptions>
defuse::agentsOptionsFromJson(llvm::StringRef text, std::string &error) {
  AgentsOptions o;
  RequiredFields fields(text, "the agent run's options", error);
  fields.take("db", o.finding.db)
      .take("finding", o.finding.finding)
      .take("agents", o.agents)
      .take("plugins", o.plugins)
      .take("models", o.models)
      .take("regressions", o.regressions)
      .take("fix_command", o.fixCommand)
      .take("attempts", o.attempts)
      .take("fix_seconds", o.fixSeconds)
      .take("max_rank", o.maxRank)
      .take("seed", o.seed)
      .take("budget", o.budget)
      .take("jobs", o.jobs)
      .take("timeout", o.timeoutSeconds);
  if (!fields.succeeded())
    return llvm::failure();
  return o;
}
