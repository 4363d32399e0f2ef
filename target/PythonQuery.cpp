//===- PythonQuery.cpp ----------------------------------------------------===//

#include "target/PythonQuery.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

using namespace defuse;

llvm::FailureOr<nlohmann::json>
defuse::queryPython(const std::string &python,
                    const std::vector<std::string> &arguments,
                    std::string &error) {
  llvm::SmallString<128> outPath;
  if (llvm::sys::fs::createTemporaryFile("defuse-query", "json", outPath)) {
    error = "cannot create a temporary file";
    return llvm::failure();
  }
  std::string out = outPath.str().str();
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(out), llvm::StringRef(out)};
  std::vector<llvm::StringRef> argv = {python};
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(python, argv, std::nullopt, redirects, 120,
                                     0, &message);
  auto text = llvm::MemoryBuffer::getFile(out);
  llvm::sys::fs::remove(out);
  std::string printed = text ? (*text)->getBuffer().trim().str() : "";
  size_t lastLine = printed.rfind('\n');
  nlohmann::json j = nlohmann::json::parse(
      printed.substr(lastLine == std::string::npos ? 0 : lastLine + 1), nullptr,
      /*allow_exceptions=*/false);
  if (rc != 0 || !j.is_object()) {
    error = python + " does not start (" +
            (message.empty() ? "exit " + std::to_string(rc) : message) +
            "): " + printed.substr(0, 200);
    return llvm::failure();
  }
  return j;
}
