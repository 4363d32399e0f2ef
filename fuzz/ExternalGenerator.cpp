//===- ExternalGenerator.cpp ----------------------------------------------===//

#include "fuzz/ExternalGenerator.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

using namespace defuse;

namespace {

/// A generator taking longer than this is stuck, not slow.
constexpr unsigned kGeneratorSeconds = 120;

/// Runs `command` with `arguments`; its stdout, or failure with `error`.
llvm::FailureOr<std::string> runGenerator(std::vector<std::string> command,
                                          llvm::ArrayRef<std::string> arguments,
                                          std::string &error) {
  if (command.empty()) {
    error = "no generator command";
    return llvm::failure();
  }
  command.insert(command.end(), arguments.begin(), arguments.end());
  llvm::SmallString<128> out, err;
  if (llvm::sys::fs::createTemporaryFile("defuse-generated", "mlir", out) ||
      llvm::sys::fs::createTemporaryFile("defuse-generated", "err", err)) {
    error = "cannot create a temporary file";
    return llvm::failure();
  }
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), out.str(),
                                                err.str()};
  std::vector<llvm::StringRef> argv(command.begin(), command.end());
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(command.front(), argv, std::nullopt,
                                     redirects, kGeneratorSeconds, 0, &message);
  auto text = llvm::MemoryBuffer::getFile(out);
  auto said = llvm::MemoryBuffer::getFile(err);
  llvm::sys::fs::remove(out);
  llvm::sys::fs::remove(err);
  if (rc != 0 || !text) {
    llvm::StringRef last = said
                               ? (*said)->getBuffer().trim().rsplit('\n').second
                               : llvm::StringRef();
    if (said && last.empty())
      last = (*said)->getBuffer().trim();
    error = command.front() + " " + llvm::join(arguments, " ") + ": " +
            (rc == -2 ? "timed out" : "exit " + std::to_string(rc)) +
            (last.empty() ? std::string() : ": " + last.take_back(300).str());
    return llvm::failure();
  }
  return (*text)->getBuffer().str();
}

} // namespace

llvm::FailureOr<std::vector<std::string>>
defuse::externalFamilies(const std::vector<std::string> &command,
                         std::string &error) {
  auto listed = runGenerator(command, {"--list-families"}, error);
  if (failed(listed))
    return llvm::failure();
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(*listed).split(lines, '\n', -1, false);
  std::vector<std::string> families;
  for (llvm::StringRef line : lines)
    if (!line.trim().empty())
      families.push_back(line.trim().str());
  if (families.empty()) {
    error = command.front() + " --list-families lists none";
    return llvm::failure();
  }
  return families;
}

llvm::FailureOr<GeneratedProgram>
defuse::generateExternal(const std::vector<std::string> &command,
                         llvm::StringRef family, uint64_t seed,
                         std::string &error) {
  auto text = runGenerator(
      command, {"--family", family.str(), "--seed", std::to_string(seed)},
      error);
  if (failed(text))
    return llvm::failure();
  GeneratedProgram p;
  p.family = family.str();
  p.seed = seed;
  p.text = std::move(*text);
  llvm::StringRef body(p.text);
  size_t at = body.find("DEFUSE-GENERATED:");
  if (at != llvm::StringRef::npos) {
    llvm::StringRef line = body.substr(at).split('\n').first;
    size_t recipe = line.find("recipe=");
    p.recipe = recipe == llvm::StringRef::npos
                   ? line.str()
                   : line.substr(recipe + 7).trim().str();
  }
  p.specialValues = body.contains("DEFUSE-SPECIAL-VALUES");
  if (!body.contains("func.func")) {
    error = command.front() + " printed no module for " + family.str() +
            " seed " + std::to_string(seed);
    return llvm::failure();
  }
  return p;
}
