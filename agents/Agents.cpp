//===- Agents.cpp - The agents `defuse agents` runs -----------------------===//

#include "agents/Agent.h"
#include "agents/FixAgent.h"
#include "agents/MitigationAgent.h"
#include "agents/ReproAgent.h"
#include "agents/StressAgent.h"

using namespace defuse;

std::vector<std::unique_ptr<Agent>> defuse::allAgents() {
  std::vector<std::unique_ptr<Agent>> agents;
  agents.push_back(std::make_unique<ReproAgent>());
  agents.push_back(std::make_unique<StressAgent>());
  agents.push_back(std::make_unique<MitigationAgent>());
  agents.push_back(std::make_unique<FixAgent>());
  return agents;
}
