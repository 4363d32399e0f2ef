//===- PythonQuery.h - Ask a compiler's own Python what it has ------------===//
//
// Compilers under test that ship as PyPI packages (IREE, jax/jaxlib) are
// asked once, by the Python of their environment, for their versions and
// where their tools are: one short script that prints one JSON object on
// its last line.
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

} // namespace defuse

#endif // DEFUSE_TARGET_PYTHONQUERY_H
