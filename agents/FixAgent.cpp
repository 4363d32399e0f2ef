//===- FixAgent.cpp - An external agent's fixes, through the filter -------===//

#include "agents/FixAgent.h"

#include "agents/CaseProgram.h"
#include "agents/StressAgent.h"
#include "agents/Subprocess.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace defuse;

namespace {

/// The plugin skeleton handed to the external agent: a pass that replaces
/// the culprit, registered under a name of the agent's choice.
constexpr const char *kTemplatePass =
    R"cpp(// A pass plugin replacing @CULPRIT@.
// Build: cmake -S . -B build && cmake --build build  (MLIR 22 from Debian).
// Load:  defuse filter ... --fix build/libReplacementPass.so \
//            --fix-pass @CULPRIT@-fixed --replaces @CULPRIT@
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

namespace {
class ReplacementPass : public PassWrapper<ReplacementPass, OperationPass<>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ReplacementPass)
  StringRef getArgument() const final { return "@CULPRIT@-fixed"; }
  StringRef getDescription() const final {
    return "@CULPRIT@, without the miscompile of @SIGNATURE@";
  }
  void runOnOperation() final {
    // Do what @CULPRIT@ does, except what breaks the reproducer.
  }
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ReplacementPass", "v0.1",
          []() { PassRegistration<ReplacementPass>(); }};
}
)cpp";

constexpr const char *kTemplateCMake =
    R"cmake(cmake_minimum_required(VERSION 3.20)
project(ReplacementPass CXX)
find_package(MLIR REQUIRED CONFIG PATHS /usr/lib/llvm-22/lib/cmake/mlir)
add_library(ReplacementPass MODULE ReplacementPass.cpp)
target_include_directories(ReplacementPass SYSTEM PRIVATE ${MLIR_INCLUDE_DIRS}
  ${LLVM_INCLUDE_DIRS})
target_compile_features(ReplacementPass PRIVATE cxx_std_17)
target_compile_options(ReplacementPass PRIVATE -fno-exceptions)
target_link_libraries(ReplacementPass PRIVATE MLIR LLVM)
)cmake";

std::string replaced(std::string text, const std::string &key,
                     const std::string &value) {
  for (size_t at; (at = text.find(key)) != std::string::npos;)
    text.replace(at, key.size(), value);
  return text;
}

std::optional<nlohmann::json> readJson(const std::string &path) {
  std::optional<std::string> text = readTextFile(path);
  if (!text)
    return std::nullopt;
  nlohmann::json j = nlohmann::json::parse(*text, nullptr, false);
  if (j.is_discarded())
    return std::nullopt;
  return j;
}

/// `path` as given when absolute, else inside `dir`.
std::string inside(const std::string &dir, const std::string &path) {
  return llvm::sys::path::is_absolute(path) ? path : dir + "/" + path;
}

} // namespace

AgentOutcome FixAgent::run(AgentContext &c) {
  AgentOutcome out;
  const FindingCase &f = c.finding;
  if (c.fixCommand.empty()) {
    out.summary = "no fix command (--fix-command)";
    return out;
  }
  std::string error;
  llvm::FailureOr<StressCorpus> corpus =
      loadStressCorpus(f.directory + "/stress", error);
  if (failed(corpus)) {
    corpus = mapExtent(c);
    (void)saveStressCorpus(*corpus, f.directory + "/stress", error);
  }
  auto start = std::chrono::steady_clock::now();
  auto left = [&] {
    return c.fixSeconds - std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - start)
                              .count();
  };
  nlohmann::ordered_json attempts = nlohmann::json::array();
  std::string feedback;
  for (unsigned attempt = 1; attempt <= c.attempts && left() > 0; ++attempt) {
    std::string bundle =
        f.directory + "/fix-task/attempt-" + std::to_string(attempt);
    std::string answer = bundle + "/candidate.json";
    llvm::sys::fs::create_directories(bundle + "/template");
    llvm::sys::fs::create_directories(bundle + "/stress");
    (void)saveStressCorpus(*corpus, bundle + "/stress", error);
    for (const char *file : {"/report.json", "/report.md"})
      if (std::optional<std::string> text = readTextFile(f.directory + file))
        writeTextFile(bundle + file, *text);
    writeTextFile(bundle + "/reproducer.mlir", f.programText);
    writeTextFile(bundle + "/template/ReplacementPass.cpp",
                  replaced(replaced(kTemplatePass, "@CULPRIT@", f.pass),
                           "@SIGNATURE@", f.signature));
    writeTextFile(bundle + "/template/CMakeLists.txt", kTemplateCMake);
    nlohmann::ordered_json task = {
        {"finding", f.origin},
        {"signature", f.signature},
        {"culprit_pass", f.pass},
        {"op", f.op},
        {"pipeline", f.pipeline},
        {"full_pipeline", f.fullPipeline},
        {"attempt", attempt},
        {"attempts", c.attempts},
        {"seconds_left", left()},
        {"answer", answer},
        {"feedback", feedback.empty() ? nlohmann::json(nullptr)
                                      : nlohmann::json(feedback)}};
    writeTextFile(bundle + "/task.json", task.dump(2) + "\n");
    if (!feedback.empty())
      if (std::optional<std::string> text = readTextFile(feedback))
        writeTextFile(bundle + "/feedback.json", *text);

    nlohmann::ordered_json record = {{"attempt", attempt}, {"bundle", bundle}};
    ChildOutcome agent =
        runChild({"/bin/sh", "-c", "cd \"$DEFUSE_TASK\" && " + c.fixCommand},
                 bundle + "/agent.out", bundle + "/agent.err", left(),
                 {"DEFUSE_TASK=" + bundle, "DEFUSE_CANDIDATE=" + answer});
    std::optional<nlohmann::json> candidate = readJson(answer);
    if (agent.exitCode != 0 || !candidate || !candidate->contains("plugin") ||
        !candidate->contains("pass")) {
      record["result"] =
          agent.exitCode != 0
              ? "the agent failed: " +
                    (agent.error.empty()
                         ? "exit " + std::to_string(agent.exitCode)
                         : agent.error)
              : "no candidate.json with plugin and pass";
      attempts.push_back(record);
      continue;
    }
    std::string plugin = inside(bundle, (*candidate)["plugin"]);
    if (candidate->contains("build_command")) {
      std::string build = (*candidate)["build_command"];
      ChildOutcome built =
          runChild({"/bin/sh", "-c", "cd \"$DEFUSE_TASK\" && " + build},
                   bundle + "/build.out", bundle + "/build.err", left(),
                   {"DEFUSE_TASK=" + bundle});
      record["build_exit"] = built.exitCode;
    }
    std::string evidence = bundle + "/evidence.json";
    std::vector<std::string> argv = {
        c.defuse.empty() ? defuseExecutable() : c.defuse,
        "filter",
        f.storeId ? std::to_string(f.storeId) : f.directory,
        "--fix",
        plugin,
        "--fix-pass",
        (*candidate)["pass"],
        "--replaces",
        candidate->value("replaces", f.pass),
        "--evidence",
        evidence,
        "--agent",
        "fix: " + c.fixCommand,
        "--attempt",
        std::to_string(attempt),
        "--seed",
        std::to_string(c.seed),
        "--budget",
        std::to_string(c.budget),
        "--quiet"};
    if (!c.db.empty()) {
      argv.push_back("--db");
      argv.push_back(c.db);
    }
    if (candidate->contains("patch")) {
      argv.push_back("--patch");
      argv.push_back(inside(bundle, (*candidate)["patch"]));
    }
    if (candidate->contains("build_command")) {
      argv.push_back("--build-command");
      argv.push_back((*candidate)["build_command"]);
    }
    for (const std::string &p : c.plugins)
      argv.insert(argv.end(), {"--load-pass-plugin", p});
    for (const std::string &m : c.modelFiles)
      argv.insert(argv.end(), {"--models", m});
    for (const std::string &r : c.regressionDirs)
      argv.insert(argv.end(), {"--regressions", r});
    ChildOutcome filter =
        runChild(argv, bundle + "/filter.out", bundle + "/filter.err",
                 std::max(60.0, left()));
    std::optional<nlohmann::json> verdict = readJson(evidence);
    record["plugin"] = plugin;
    record["pass"] = (*candidate)["pass"];
    record["filter_exit"] = filter.exitCode;
    record["result"] = filter.exitCode == 0   ? "accepted"
                       : filter.exitCode == 1 ? "rejected"
                                              : "the filter did not judge it";
    if (verdict)
      record["failed_checks"] = (*verdict)["failed_checks"];
    attempts.push_back(record);
    if (filter.exitCode == 0) {
      out.succeeded = true;
      out.summary = "attempt " + std::to_string(attempt) + ": " +
                    record["pass"].get<std::string>() +
                    " accepted by the filter" +
                    (c.db.empty() ? "" : ", in the review queue");
      break;
    }
    feedback = verdict ? evidence : std::string();
  }
  out.details = {{"finding", f.signature}, {"attempts", attempts}};
  if (!out.succeeded)
    out.summary = "no candidate accepted in " +
                  std::to_string(attempts.size()) + " attempts";
  return out;
}
