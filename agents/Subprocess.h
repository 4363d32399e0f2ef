//===- Subprocess.h - Agents' child commands: defuse itself, an agent -----===//
//
// Agents that reuse a whole defuse command (reduce, filter) or hand a task to
// an external program run it as a child with a time limit, its output in
// files: a candidate plugin loaded by the filter never enters the agent's
// process, and an external agent that hangs costs its budget, no more.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_SUBPROCESS_H
#define DEFUSE_AGENTS_SUBPROCESS_H

#include <string>
#include <vector>

namespace defuse {

struct ChildOutcome {
  int exitCode = -1; // -1: did not start, or killed at the time limit
  bool timedOut = false;
  std::string error; // why it did not start or finish
};

/// Runs `argv` (argv[0] a path) with stdout and stderr into the given files
/// (empty: discarded), extra environment `env` ("NAME=VALUE"), for at most
/// `seconds`.
ChildOutcome runChild(const std::vector<std::string> &argv,
                      const std::string &stdoutFile,
                      const std::string &stderrFile, double seconds,
                      const std::vector<std::string> &env = {});

/// The running defuse executable.
std::string defuseExecutable();

} // namespace defuse

#endif // DEFUSE_AGENTS_SUBPROCESS_H
