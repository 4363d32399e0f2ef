//===- Targets.cpp --------------------------------------------------------===//

#include "target/Targets.h"
#include "target/inductor/InductorTarget.h"
#include "target/iree/IreeTarget.h"
#include "target/xla/XlaTarget.h"

#include "mlir/IR/Operation.h"

using namespace defuse;

namespace {

/// The default target lives for the whole process; callers own the others.
class BorrowedTarget final : public Target {
public:
  explicit BorrowedTarget(const Target &target) : target(target) {}
  llvm::StringRef name() const override { return target.name(); }
  std::string description() const override { return target.description(); }
  TargetControls controls() const override { return target.controls(); }
  ProbeResult run(const ProbeRequest &request, const ProbeLimits &limits,
                  const std::atomic<bool> *cancel) const override {
    return target.run(request, limits, cancel);
  }
  ProbeResult runInProcess(const ProbeRequest &request) const override {
    return target.runInProcess(request);
  }
  std::string commandLineFlags() const override {
    return target.commandLineFlags();
  }
  std::string commandEnvironment() const override {
    return target.commandEnvironment();
  }
  std::string cacheKey() const override { return target.cacheKey(); }
  std::string cannotCompile(mlir::Operation *module,
                            llvm::StringRef entry = {}) const override {
    return target.cannotCompile(module, entry);
  }
  std::vector<std::string> programGenerator() const override {
    return target.programGenerator();
  }

private:
  const Target &target;
};

} // namespace

bool defuse::holdsStablehlo(mlir::Operation *module) {
  bool found = false;
  module->walk([&](mlir::Operation *op) {
    llvm::StringRef dialect = op->getName().getDialectNamespace();
    found |= dialect == "stablehlo" || dialect == "chlo";
  });
  return found;
}

std::vector<std::string> defuse::targetNames() {
  return {"mlir", "iree", "xla", "inductor"};
}

llvm::FailureOr<std::unique_ptr<Target>>
defuse::createTarget(const TargetSelection &selection, std::string &error) {
  if (selection.name == "mlir") {
    if (!selection.version.empty() || !selection.python.empty() ||
        !selection.flags.empty()) {
      error = "the mlir target is this build's MLIR 22: it takes no version, "
              "Python or compiler flags (use --pipeline)";
      return llvm::failure();
    }
    return std::unique_ptr<Target>(
        std::make_unique<BorrowedTarget>(mlirTarget()));
  }
  std::string own = "--" + selection.name + "-version";
  if (selection.name == "xla")
    own = "--jax-version";
  if (selection.name == "inductor")
    own = "--torch-version";
  if (!selection.versionFlag.empty() && selection.versionFlag != own) {
    error = selection.versionFlag +
            " names a release of another compiler; "
            "the " +
            selection.name + " target takes " +
            (selection.name == "mlir" ? "none" : own);
    return llvm::failure();
  }
  if (selection.name == "iree")
    return createIreeTarget(selection, error);
  if (selection.name == "xla")
    return createXlaTarget(selection, error);
  if (selection.name == "inductor")
    return createInductorTarget(selection, error);
  error = "unknown target '" + selection.name +
          "' (known: mlir, iree, xla, inductor)";
  return llvm::failure();
}
