//===- Agents.cpp - The agents `defuse agents` runs -----------------------===//

#include "agents/Agent.h"
#include "agents/StressAgent.h"

using namespace defuse;

std::vector<std::unique_ptr<Agent>> defuse::allAgents() {
  std::vector<std::unique_ptr<Agent>> agents;
  agents.push_back(std::make_unique<StressAgent>());
  return agents;
}
