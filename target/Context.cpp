//===- Context.cpp --------------------------------------------------------===//

#include "target/Context.h"
#include "target/ControlledFusion.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/TargetSelect.h"

#include <mutex>

using namespace mlir;

std::unique_ptr<MLIRContext> defuse::makeContext() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  auto ctx =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  return ctx;
}

void defuse::initializeCompilerInfrastructure() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    registerControlledFusionPass();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
  });
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
