//===- PythonQuery.cpp ----------------------------------------------------===//

#include "target/PythonQuery.h"
#include "ir/FieldHash.h"
#include "target/UserCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace defuse;

namespace {

/// What identifies an installation without importing anything from it.
/// A distribution's metadata directory is made anew by each install or
/// upgrade of it, so its time changes with it.
constexpr const char *kInstallationFingerprint = R"PY(
import importlib.metadata as md, json, os, sys
dists = []
for d in md.distributions():
    where = getattr(d, "_path", None)
    try:
        when = os.stat(where).st_mtime_ns if where else 0
    except OSError:
        when = 0
    dists.append([d.metadata["Name"] or "", d.version or "", str(where), when])
print(json.dumps({"executable": os.path.realpath(sys.executable),
                  "version": sys.version, "prefix": sys.prefix,
                  "path": sys.path[1:], "dists": sorted(dists)}))
)PY";

/// The key of `arguments` asked of the installation `fingerprint`: the
/// fingerprint, each argument, and the contents of each that names a file
/// (the query's script).
std::string queryKey(const std::string &fingerprint,
                     const std::vector<std::string> &arguments) {
  FieldHash hash;
  hash.field(fingerprint);
  for (const std::string &argument : arguments) {
    hash.field(argument);
    std::unique_ptr<llvm::MemoryBuffer> contents;
    if (llvm::sys::fs::is_regular_file(argument))
      if (auto file = llvm::MemoryBuffer::getFile(argument))
        contents = std::move(*file);
    hash.field(contents ? contents->getBuffer() : "");
  }
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

} // namespace

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

llvm::FailureOr<nlohmann::json>
defuse::queryInstallation(const std::string &python,
                          const std::vector<std::string> &arguments,
                          std::string &error) {
  std::string ignored;
  llvm::FailureOr<nlohmann::json> fingerprint =
      queryPython(python, {"-c", kInstallationFingerprint}, ignored);
  std::string cached;
  if (succeeded(fingerprint)) {
    std::string directory = userCacheDirectory("installations");
    cached =
        directory + "/" + queryKey(fingerprint->dump(), arguments) + ".json";
    if (auto text = llvm::MemoryBuffer::getFile(cached)) {
      nlohmann::json j = nlohmann::json::parse((*text)->getBuffer(), nullptr,
                                               /*allow_exceptions=*/false);
      if (j.is_object() && !j.contains("error"))
        return j;
    }
    if (llvm::sys::fs::create_directories(directory))
      cached.clear();
  }
  llvm::FailureOr<nlohmann::json> answer =
      queryPython(python, arguments, error);
  // Whole or not at all (a temporary file renamed into place): another
  // process may read it at any moment. A cache that cannot be written is a
  // cache that misses.
  if (succeeded(answer) && !answer->contains("error") && !cached.empty())
    llvm::consumeError(llvm::writeToOutput(cached, [&](llvm::raw_ostream &out) {
      out << answer->dump();
      return llvm::Error::success();
    }));
  return answer;
}
