//===- MlirOptTool.h - mlir-opt-22, the tool a pass plugin ships in -------===//
//
// A candidate fix is a pass plugin; where it ships, someone runs
// `mlir-opt --load-pass-plugin` (or a compiler built the same way), not
// defuse. A plugin that behaves one way when it sees defuse and another way
// elsewhere is caught by compiling the same programs both ways and
// comparing the IR. So mlir-opt runs here as a user would run it, with no
// sign of defuse: exec'd in the same sandbox as defuse's own workers
// (Sandbox.h), from /bin/sh (its parent is a shell), with a clean
// environment (PATH, LANG, HOME and TMPDIR), in a working directory of its
// own holding only its input, with the plugins copied beside it under
// their own file names.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_MLIR_MLIROPTTOOL_H
#define DEFUSE_TARGET_MLIR_MLIROPTTOOL_H

#include "target/Probe.h"

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace defuse {

/// mlir-opt from the LLVM 22 tools defuse was built with.
std::string defaultMlirOpt();

/// One module through the tool.
struct ToolCompile {
  bool ok = false;
  std::string module; // what it printed, when ok
  std::string error;  // one line, when not
  double seconds = 0;
};

class MlirOptTool {
public:
  explicit MlirOptTool(std::string path = defaultMlirOpt());

  /// `moduleText` through `pipeline` (inner to builtin.module, as defuse
  /// writes pipelines) with `plugins` loaded, printed as mlir-opt prints.
  ToolCompile compile(const std::string &moduleText,
                      const std::string &pipeline,
                      const std::vector<std::string> &plugins,
                      const ProbeLimits &limits) const;
  const std::string &path() const { return toolPath; }

private:
  std::string toolPath;
  mutable std::mutex mutex;
  mutable std::map<std::string, std::string> pluginBytes; // read once each
};

} // namespace defuse

#endif // DEFUSE_TARGET_MLIR_MLIROPTTOOL_H
