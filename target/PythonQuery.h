//===- PythonQuery.h - Ask a compiler's own Python what it has ------------===//
//
// Compilers under test that ship as PyPI packages (IREE, jax/jaxlib,
// torch) are asked, by the Python of their environment, for their versions
// and where their tools are: one short script that prints one JSON object
// on its last line.
//
// The script imports the framework to be sure it works (a broken install
// is a one-line error, not a probe's compile error), and that import is
// most of what a short `defuse run` costs: torch takes about 4 s of CPU,
// jax 1.5 s. So an answer is kept in the user's cache for as long as the
// installation is the one that gave it: its key is the query (arguments
// and the contents of the script files they name) and the installation as
// its Python sees it without importing anything (interpreter, prefix,
// sys.path, every installed distribution's name, version and metadata
// directory's modification time), which any pip install, upgrade or
// removal changes. That look costs about 0.15 s.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_PYTHONQUERY_H
#define DEFUSE_TARGET_PYTHONQUERY_H

#include "llvm/Support/LogicalResult.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace defuse {

/// Runs `python` on `arguments` (e.g. {"-c", SCRIPT}) and parses the last
/// line it prints as a JSON object. Fails with `error` (one line) when the
/// interpreter is missing, does not start, or prints no object.
llvm::FailureOr<nlohmann::json>
queryPython(const std::string &python,
            const std::vector<std::string> &arguments, std::string &error);

/// As queryPython, answered from the user's cache where this installation
/// answered the same query before. Only answers without an "error" member
/// are kept: a broken installation is asked again each time.
llvm::FailureOr<nlohmann::json>
queryInstallation(const std::string &python,
                  const std::vector<std::string> &arguments,
                  std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_PYTHONQUERY_H
