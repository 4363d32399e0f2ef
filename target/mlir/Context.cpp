//===- Context.cpp --------------------------------------------------------===//

#include "target/mlir/Context.h"
#include "target/mlir/ControlledFusion.h"
#include "target/mlir/PassPipeline.h"
#include "target/mlir/TestPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <dlfcn.h>
#include <mutex>
#include <tuple>
#include <unistd.h>

using namespace mlir;

std::unique_ptr<MLIRContext> defuse::makeContext() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registerMlirTestDialects(registry);
  auto ctx =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  // StableHLO has no dialect in MLIR 22: its modules are read in generic
  // form as unregistered ops (Workload admits only the dialects the
  // reference reads so).
  ctx->allowUnregisteredDialects();
  return ctx;
}

void defuse::initializeCompilerInfrastructure() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    registerMlirTestPasses();
    registerControlledFusionPass();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
  });
}

std::vector<defuse::RegisteredPass> defuse::registeredPasses() {
  initializeCompilerInfrastructure();
  // The registry has no iterator. A pass-name parser without an argument of
  // its own registers every pass and pipeline name as a command-line option
  // (that is how mlir-opt's --help lists them), and those can be iterated.
  PassNameCLParser parser("", "");
  std::vector<RegisteredPass> passes;
  for (const auto &option : llvm::cl::getRegisteredOptions()) {
    llvm::StringRef name = option.first;
    if (const PassInfo *pass = PassInfo::lookup(name))
      passes.push_back({name.str(), pass->getPassDescription().str(), false});
    else if (const PassPipelineInfo *pipeline = PassPipelineInfo::lookup(name))
      passes.push_back(
          {name.str(), pipeline->getPassDescription().str(), true});
  }
  std::sort(passes.begin(), passes.end(),
            [](const RegisteredPass &a, const RegisteredPass &b) {
              return std::tie(a.pipeline, a.name) <
                     std::tie(b.pipeline, b.name);
            });
  return passes;
}

std::optional<defuse::PassDescription>
defuse::describeRegisteredPass(const std::string &name) {
  initializeCompilerInfrastructure();
  const PassInfo *info = PassInfo::lookup(name);
  if (!info)
    return std::nullopt;
  PassDescription d;
  OpPassManager pm("builtin.module");
  if (succeeded(info->addToPipeline(
          pm, "", [](const llvm::Twine &) { return failure(); }))) {
    llvm::raw_string_ostream os(d.printedWithDefaults);
    pm.printAsTextualPipeline(os);
  }
  // The help goes to stdout only: point it at a file meanwhile.
  llvm::SmallString<128> path;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("defuse-pass-help", "txt", fd, path))
    return d;
  llvm::outs().flush();
  std::fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  dup2(fd, STDOUT_FILENO);
  close(fd);
  info->printHelpStr(0, 40);
  llvm::outs().flush();
  dup2(saved, STDOUT_FILENO);
  close(saved);
  if (auto buffer = llvm::MemoryBuffer::getFile(path))
    d.help = (*buffer)->getBuffer().str();
  llvm::sys::fs::remove(path);
  return d;
}

bool defuse::loadPassPlugin(const std::string &path, std::string &error) {
  auto plugin = PassPlugin::load(path);
  if (!plugin) {
    error = llvm::toString(plugin.takeError());
    // The message can span lines; the CLI promises one.
    std::replace(error.begin(), error.end(), '\n', ' ');
    return false;
  }
  plugin->registerPassRegistryCallbacks();
  return true;
}

namespace {
/// The file (a shared object or the executable) that defines the class of
/// registered pass `name`, found from an instance's vtable; empty for a
/// pipeline or a name the registry does not know. The registry keeps no
/// record of who registered what.
std::string fileDefiningPass(const std::string &name) {
  const PassInfo *info = PassInfo::lookup(name);
  if (!info)
    return "";
  OpPassManager pm; // op-agnostic: takes a pass of any anchor as it is
  if (failed(info->addToPipeline(
          pm, "", [](const llvm::Twine &) { return failure(); })))
    return "";
  for (Pass &pass : pm.getPasses()) {
    Dl_info where;
    if (dladdr(*reinterpret_cast<void *const *>(&pass), &where) &&
        where.dli_fname)
      return where.dli_fname;
  }
  return "";
}
} // namespace

std::vector<std::string>
defuse::pluginsRunBy(const std::vector<std::string> &plugins,
                     const std::vector<std::string> &steps) {
  std::vector<std::string> files;
  for (const std::string &step : steps) {
    std::string file = fileDefiningPass(passName(step));
    // A pipeline alias or an unknown name may come from any plugin.
    if (file.empty())
      return plugins;
    files.push_back(file);
  }
  std::vector<std::string> needed;
  for (const std::string &plugin : plugins)
    if (llvm::any_of(files, [&](const std::string &file) {
          return llvm::sys::fs::equivalent(file, plugin);
        }))
      needed.push_back(plugin);
  return needed;
}
