//===- ChildTool.cpp ------------------------------------------------------===//

#include "target/ChildTool.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <fstream>
#include <thread>

using namespace defuse;

std::string defuse::firstErrorLine(llvm::StringRef text, size_t max) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, false);
  for (llvm::StringRef line : lines)
    if (line.contains("error:") || line.contains("INVALID_ARGUMENT") ||
        line.contains("RESOURCE_EXHAUSTED") || line.contains("UNIMPLEMENTED"))
      return line.trim().take_front(max).str();
  return text.trim().take_back(max).str();
}

std::string defuse::readFile(const std::string &path) {
  // Read to the end, not to the size stat reports: /proc's files report 0.
  auto buffer = llvm::MemoryBuffer::getFileAsStream(path);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

std::vector<std::string> defuse::writeInputs(const ProbeRequest &request,
                                             const std::string &scratch) {
  std::vector<std::string> files;
  for (size_t i = 0; i < request.inputs.size(); ++i) {
    const Buffer &b = request.inputs[i];
    files.push_back(scratch + "/input" + std::to_string(i) + ".bin");
    std::ofstream(files.back(), std::ios::binary)
        .write(reinterpret_cast<const char *>(b.bytes.data()),
               static_cast<std::streamsize>(b.bytes.size()));
  }
  return files;
}

ToolRun defuse::runTool(const std::vector<std::string> &argv,
                        const std::string &stdoutPath,
                        const std::string &stderrPath,
                        const std::function<void()> &poll) {
  llvm::SmallVector<llvm::StringRef> args(argv.begin(), argv.end());
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""),
                                                llvm::StringRef(stdoutPath),
                                                llvm::StringRef(stderrPath)};
  ToolRun r;
  bool failedToStart = false;
  if (!poll) {
    r.rc =
        llvm::sys::ExecuteAndWait(argv.front(), args, std::nullopt, redirects,
                                  0, 0, &r.message, &failedToStart);
  } else {
    llvm::sys::ProcessInfo pi =
        llvm::sys::ExecuteNoWait(argv.front(), args, std::nullopt, redirects, 0,
                                 &r.message, &failedToStart);
    if (pi.Pid == llvm::sys::ProcessInfo::InvalidPid) {
      r.rc = -1;
    } else {
      while (true) {
        llvm::sys::ProcessInfo done =
            llvm::sys::Wait(pi, /*SecondsToWait=*/0u, &r.message);
        if (done.Pid != 0) {
          r.rc = done.ReturnCode;
          break;
        }
        poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
    }
  }
  r.notStarted = failedToStart || r.rc == -1;
  r.crashed = r.rc == -2;
  r.errors = readFile(stderrPath);
  return r;
}

bool defuse::mentionsMemory(llvm::StringRef text) {
  return text.contains("RESOURCE_EXHAUSTED") ||
         text.contains("out of memory") || text.contains("bad_alloc") ||
         text.contains("Cannot allocate memory");
}

bool defuse::toolFailed(const char *tool, const ToolRun &t, ProbeStatus crashed,
                        ProbeStatus outOfMemory, ProbeStatus failedStatus,
                        ProbeResult &r) {
  if (!t.notStarted && !t.crashed && t.rc == 0)
    return false;
  r.status = t.notStarted               ? ProbeStatus::InternalError
             : t.crashed                ? crashed
             : mentionsMemory(t.errors) ? outOfMemory
                                        : failedStatus;
  r.message = std::string(tool) + " " +
              (t.crashed ? "crashed (" + t.message + "): " : "failed: ") +
              firstErrorLine(t.errors);
  return true;
}

bool defuse::parseNameValueFlag(llvm::StringRef flag, std::string &name,
                                std::string &value) {
  flag = flag.ltrim('-');
  auto [n, v] = flag.split('=');
  if (n.empty() || !flag.contains('='))
    return false;
  name = n.str();
  value = v.str();
  return true;
}

mlir::OwningOpRef<mlir::ModuleOp>
defuse::parseProbeModule(mlir::MLIRContext &context, llvm::StringRef text,
                         std::string &error) {
  std::string diagnostic;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    if (diagnostic.empty())
      diagnostic = d.str();
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  if (!module)
    error = "the workload does not parse: " + diagnostic;
  return module;
}

bool defuse::readRawOutputs(const std::vector<std::string> &paths,
                            const std::vector<TensorSpec> &specs,
                            bool expectAll, llvm::StringRef tool,
                            ProbeResult &r) {
  for (const std::string &path : paths) {
    if (r.outputs.size() >= specs.size()) {
      r.status = ProbeStatus::InternalError;
      r.message = tool.str() + " returned more outputs than the entry has "
                               "results";
      return false;
    }
    Buffer b;
    b.spec = specs[r.outputs.size()];
    std::string bytes = readFile(path);
    size_t expected = static_cast<size_t>(b.spec.numElements()) *
                      Buffer::elementBytes(b.spec.type);
    if (bytes.size() != expected) {
      r.status = ProbeStatus::InternalError;
      r.message = tool.str() + " wrote " + std::to_string(bytes.size()) +
                  " bytes for output " + std::to_string(r.outputs.size()) +
                  " (" + b.spec.str() + ", " + std::to_string(expected) +
                  " bytes)";
      return false;
    }
    b.bytes.assign(bytes.begin(), bytes.end());
    r.outputs.push_back(std::move(b));
  }
  if (expectAll && r.outputs.size() != specs.size()) {
    r.status = ProbeStatus::InternalError;
    r.message = tool.str() + " returned " + std::to_string(r.outputs.size()) +
                " outputs for " + std::to_string(specs.size()) + " results";
    return false;
  }
  return true;
}

defuse::ScratchDirectory::ScratchDirectory(llvm::StringRef prefix,
                                           const char *keepVariable)
    : keepVariable(keepVariable) {
  llvm::SmallString<128> made;
  if (!llvm::sys::fs::createUniqueDirectory(prefix, made))
    dir = made.str().str();
}

defuse::ScratchDirectory::~ScratchDirectory() {
  if (!dir.empty() && !std::getenv(keepVariable))
    llvm::sys::fs::remove_directories(dir);
}

nlohmann::json defuse::writeInputSpecs(const ProbeRequest &request,
                                       const std::string &scratch) {
  nlohmann::json specs = nlohmann::json::array();
  std::vector<std::string> files = writeInputs(request, scratch);
  for (size_t i = 0; i < files.size(); ++i) {
    const Buffer &b = request.inputs[i];
    specs.push_back({{"path", files[i]},
                     {"shape", b.spec.shape},
                     {"type", b.spec.type.str()}});
  }
  return specs;
}
