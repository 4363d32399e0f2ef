//===- ModuleText.cpp - Module text for people to read --------------------===//

#include "ir/ModuleText.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <sstream>

using namespace defuse;

std::string defuse::withoutLocations(mlir::MLIRContext &context,
                                     const std::string &text) {
  mlir::ScopedDiagnosticHandler silence(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  auto module = mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  if (!module)
    return text;
  std::string out;
  llvm::raw_string_ostream os(out);
  module->print(os);
  return out;
}

std::string defuse::unifiedDiff(const std::string &before,
                                const std::string &after,
                                const std::string &beforeLabel,
                                const std::string &afterLabel,
                                size_t maxLines) {
  if (before == after)
    return "";
  llvm::SmallString<128> a, b, out;
  if (llvm::sys::fs::createTemporaryFile("defuse-before", "mlir", a) ||
      llvm::sys::fs::createTemporaryFile("defuse-after", "mlir", b) ||
      llvm::sys::fs::createTemporaryFile("defuse-diff", "txt", out))
    return "(no diff: cannot create temporary files)\n";
  auto write = [](llvm::StringRef path, const std::string &text) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << text;
  };
  write(a, before);
  write(b, after);
  std::string result = "(no diff: diff(1) is missing)\n";
  if (auto diff = llvm::sys::findProgramByName("diff")) {
    std::optional<llvm::StringRef> redirects[] = {
        std::nullopt, llvm::StringRef(out), std::nullopt};
    llvm::sys::ExecuteAndWait(*diff,
                              {"diff", "-u", "--label", beforeLabel, "--label",
                               afterLabel, a.str(), b.str()},
                              std::nullopt, redirects);
    if (auto text = llvm::MemoryBuffer::getFile(out)) {
      std::istringstream lines((*text)->getBuffer().str());
      result.clear();
      size_t count = 0;
      for (std::string line; std::getline(lines, line); ++count)
        if (count < maxLines)
          result += line + "\n";
      if (count > maxLines)
        result += "... (" + std::to_string(count - maxLines) + " more lines)\n";
    }
  }
  llvm::sys::fs::remove(a);
  llvm::sys::fs::remove(b);
  llvm::sys::fs::remove(out);
  return result;
}
