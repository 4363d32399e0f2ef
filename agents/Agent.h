//===- Agent.h - What every agent is, to the driver -----------------------===//
//
// An agent works on one finding and leaves what it made beside it (a stress
// corpus, a reproducer, a workaround, a candidate fix). `defuse agents` runs
// them over a store's findings, silent corruption first; the driver knows
// nothing of their insides. Adding an agent is a new file and one line in
// Agents.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_AGENT_H
#define DEFUSE_AGENTS_AGENT_H

#include "agents/FindingCase.h"
#include "target/mlir/Context.h"

#include "llvm/ADT/StringRef.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class ProbeRunner;

struct AgentContext {
  mlir::MLIRContext &context;
  ProbeRunner &probes;
  const FindingCase &finding;
  uint64_t seed = 1;
  /// Programs per axis of variation an agent may try.
  unsigned budget = 6;
  /// What agents that call defuse itself hand on: this executable, the
  /// findings store, the plugins the findings' pipelines need, the models
  /// and regression reproducers a candidate is judged on.
  std::string defuse;
  std::string db;
  std::vector<std::string> plugins, modelFiles, regressionDirs;
  /// The fix agent's external command, its attempts and its seconds.
  std::string fixCommand;
  unsigned attempts = 3;
  double fixSeconds = 900;
  std::function<void(const std::string &)> log = [](const std::string &) {};
  /// What a registered pass says of itself (its options): in this process
  /// by default; the driver, which loads no plugin, asks a sandboxed
  /// worker.
  std::function<std::optional<PassDescription>(const std::string &)>
      describePass = describeRegisteredPass;
};

struct AgentOutcome {
  bool succeeded = false;
  std::string summary; // one line
  nlohmann::ordered_json details;
};

class Agent {
public:
  virtual ~Agent() = default;
  virtual llvm::StringRef name() const = 0;
  virtual llvm::StringRef description() const = 0;
  virtual AgentOutcome run(AgentContext &context) = 0;
};

/// Every agent, in the order `defuse agents` runs them.
std::vector<std::unique_ptr<Agent>> allAgents();

} // namespace defuse

#endif // DEFUSE_AGENTS_AGENT_H
