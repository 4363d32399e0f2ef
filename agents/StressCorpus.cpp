//===- StressCorpus.cpp - Where a finding triggers and where it does not --===//

#include "agents/StressCorpus.h"

#include "llvm/Support/FileSystem.h"

using namespace defuse;

llvm::LogicalResult defuse::saveStressCorpus(const StressCorpus &corpus,
                                             const std::string &dir,
                                             std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    error = dir + ": " + ec.message();
    return llvm::failure();
  }
  nlohmann::ordered_json index = {{"extent", corpus.extent},
                                  {"programs", nlohmann::json::array()}};
  auto keep = [&](const std::vector<CaseProgram> &programs,
                  const char *prefix) {
    for (size_t i = 0; i < programs.size(); ++i) {
      std::string file =
          std::string(prefix) + "-" + std::to_string(i) + ".mlir";
      const CaseProgram &p = programs[i];
      index["programs"].push_back({{"file", file},
                                   {"triggers", prefix[0] == 't'},
                                   {"axis", p.axis},
                                   {"variation", p.description},
                                   {"seed", p.seed}});
      if (!writeTextFile(dir + "/" + file,
                         "// Stress program (" + p.axis + ": " + p.description +
                             "), input seed " + std::to_string(p.seed) + ".\n" +
                             p.text))
        return false;
    }
    return true;
  };
  if (!keep(corpus.triggering, "trigger") || !keep(corpus.passing, "pass") ||
      !writeTextFile(dir + "/extent.json", index.dump(2) + "\n")) {
    error = dir + ": cannot write the stress corpus";
    return llvm::failure();
  }
  return llvm::success();
}

llvm::FailureOr<StressCorpus> defuse::loadStressCorpus(const std::string &dir,
                                                       std::string &error) {
  std::optional<std::string> index = readTextFile(dir + "/extent.json");
  if (!index) {
    error = dir + ": no stress corpus (extent.json)";
    return llvm::failure();
  }
  nlohmann::json j = nlohmann::json::parse(*index, nullptr, false);
  if (j.is_discarded() || !j.contains("programs")) {
    error = dir + "/extent.json: malformed";
    return llvm::failure();
  }
  StressCorpus corpus;
  corpus.extent = j["extent"];
  for (const auto &entry : j["programs"]) {
    std::optional<std::string> text =
        readTextFile(dir + "/" + entry["file"].get<std::string>());
    if (!text) {
      error = dir + ": missing " + entry["file"].get<std::string>();
      return llvm::failure();
    }
    CaseProgram p{*text, entry["seed"].get<uint64_t>(),
                  entry["axis"].get<std::string>(),
                  entry["variation"].get<std::string>()};
    (entry["triggers"].get<bool>() ? corpus.triggering : corpus.passing)
        .push_back(std::move(p));
  }
  return corpus;
}
