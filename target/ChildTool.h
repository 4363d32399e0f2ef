//===- ChildTool.h - A compiler's own tool, run as a child of a probe -----===//
//
// External compilers under test (IREE's iree-compile and iree-run-module,
// jaxlib through a Python script) run as children of the probe's isolated
// child: their files go to the probe's scratch directory, their output to
// files, and how they ended becomes the probe's status.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_CHILDTOOL_H
#define DEFUSE_TARGET_CHILDTOOL_H

#include "target/Probe.h"

#include <nlohmann/json.hpp>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <string>
#include <vector>

namespace defuse {

struct ToolRun {
  int rc = 0;
  bool crashed = false, notStarted = false;
  std::string message, errors;
};

/// Runs `argv` with stdout and stderr to the given files; `errors` gets
/// what it wrote on stderr. While it runs, `poll` (if any) is called every
/// few milliseconds (to follow a tool's progress through the files it
/// writes).
ToolRun runTool(const std::vector<std::string> &argv,
                const std::string &stdoutPath, const std::string &stderrPath,
                const std::function<void()> &poll = nullptr);

/// Whether `t` failed; if so, `r` says how: `crashed` when it died, out of
/// memory (`outOfMemory`) when it says so, `failedStatus` otherwise, with a
/// message naming `tool` and its first error line.
bool toolFailed(const char *tool, const ToolRun &t, ProbeStatus crashed,
                ProbeStatus outOfMemory, ProbeStatus failedStatus,
                ProbeResult &r);

/// The first line of `text` that says what went wrong, else its end.
std::string firstErrorLine(llvm::StringRef text, size_t max = 400);

/// Whether a tool's messages say it ran out of memory.
bool mentionsMemory(llvm::StringRef text);

/// The file's contents, or "" when it cannot be read.
std::string readFile(const std::string &path);

/// A `--target-flag` of the form NAME=VALUE, leading dashes dropped; false
/// when it has no name or no '='.
bool parseNameValueFlag(llvm::StringRef flag, std::string &name,
                        std::string &value);

/// The module of a probe's request parsed in `context`; null, with the
/// first diagnostic in `error`, when it does not parse.
mlir::OwningOpRef<mlir::ModuleOp> parseProbeModule(mlir::MLIRContext &context,
                                                   llvm::StringRef text,
                                                   std::string &error);

/// Reads the outputs a compiler's script wrote as raw bytes (`paths`, one
/// per result of `specs`, in order) into r.outputs. False, with r's status
/// and a message naming `tool`, when there are more files than results, a
/// file is not the size of its result, or (with `expectAll`) a result has
/// no file.
bool readRawOutputs(const std::vector<std::string> &paths,
                    const std::vector<TensorSpec> &specs, bool expectAll,
                    llvm::StringRef tool, ProbeResult &r);

/// A probe's scratch directory (in the system's temporary directory),
/// removed with everything in it when this goes, unless the environment
/// variable named `keepVariable` is set (to keep a probe's files for
/// debugging).
class ScratchDirectory {
public:
  ScratchDirectory(llvm::StringRef prefix, const char *keepVariable);
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory &) = delete;
  ScratchDirectory &operator=(const ScratchDirectory &) = delete;

  /// False when it could not be made.
  bool made() const { return !dir.empty(); }
  const std::string &str() const { return dir; }
  std::string path(llvm::StringRef name) const {
    return dir + "/" + name.str();
  }

private:
  std::string dir;
  const char *keepVariable;
};

/// Writes each input's raw bytes to SCRATCH/inputN.bin and returns how a
/// compiler's script reads them: [{"path", "shape", "type"}], in order.
nlohmann::json writeInputSpecs(const ProbeRequest &request,
                               const std::string &scratch);

/// Writes each input's raw bytes to SCRATCH/inputN.bin; returns the paths.
std::vector<std::string> writeInputs(const ProbeRequest &request,
                                     const std::string &scratch);

} // namespace defuse

#endif // DEFUSE_TARGET_CHILDTOOL_H
