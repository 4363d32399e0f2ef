//===- FaultPass.h - What the fault plugin's passes share -----------------===//
//
// Part of defuse's test suite. NOT a compiler component.
//
// The base of every deliberately wrong pass of the plugin (site counting,
// skip/limit/remarks options, DEFUSE_FAULTS_DISABLED) and the helpers the
// faults share. See FaultInjectionPlugin.cpp for the list of faults.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_PLUGINS_FAULTPASS_H
#define DEFUSE_TESTS_PLUGINS_FAULTPASS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <cstdlib>

namespace defuse_faults {

using namespace mlir;

/// CRTP base of every fault pass. Derived classes implement
/// `void rewrite(Operation *root)` and call `takeSite()` once per candidate
/// site, rewriting the site only when it returns true.
template <typename Derived>
class FaultPass : public PassWrapper<Derived, OperationPass<>> {
public:
  FaultPass() = default;
  // Options are not copyable; the pass manager copies their values itself
  // after cloning (Pass::clone -> copyOptionValuesFrom).
  FaultPass(const FaultPass &other)
      : PassWrapper<Derived, OperationPass<>>(other) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    registry
        .insert<arith::ArithDialect, linalg::LinalgDialect, math::MathDialect,
                memref::MemRefDialect, tensor::TensorDialect>();
  }

  void runOnOperation() final {
    sitesSeen = 0;
    sitesRewritten = 0;
    const char *disabled = std::getenv("DEFUSE_FAULTS_DISABLED");
    if (disabled && *disabled) {
      this->markAllAnalysesPreserved();
      return;
    }
    static_cast<Derived *>(this)->rewrite(this->getOperation());
    if (sitesRewritten == 0)
      this->markAllAnalysesPreserved();
  }

protected:
  /// Called once per candidate site, in walk order. Returns true when this
  /// site is to be corrupted (and counts it as rewritten).
  bool takeSite() {
    int64_t index = sitesSeen++;
    if (index < skip)
      return false;
    if (limit >= 0 && sitesRewritten >= limit)
      return false;
    ++sitesRewritten;
    return true;
  }

  /// takeSite() for a site at `op`: with `line` set, only ops that come
  /// from that source line are candidates, so that the fault follows the
  /// code it corrupts into any module holding it (an outlined kernel, a
  /// reduced program), as a real bug keyed to a pattern would.
  /// An op without a source location of its own (linalg's generalization
  /// leaves a matmul's body unknown) is where its enclosing op is.
  bool takeSite(Operation *op) {
    if (line < 0)
      return takeSite();
    for (Operation *at = op; at; at = at->getParentOp()) {
      std::optional<bool> found = fromLine(at->getLoc(), line);
      if (found)
        return *found && takeSite();
    }
    return false;
  }

  /// Whether `loc` names source line `wanted`; none when it names no line.
  static std::optional<bool> fromLine(Location loc, int64_t wanted) {
    std::optional<bool> found;
    loc->walk([&](Location inner) {
      if (auto file = dyn_cast<FileLineColLoc>(inner)) {
        found = file.getLine() == static_cast<unsigned>(wanted);
        if (*found)
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return found;
  }

  Pass::Option<int64_t> line{
      *this, "line",
      llvm::cl::desc("Only sites whose location is on this source line "
                     "(-1: any; then skip and limit count among them)"),
      llvm::cl::init(-1)};
  Pass::Option<int64_t> skip{
      *this, "skip",
      llvm::cl::desc("Leave the first N candidate sites untouched"),
      llvm::cl::init(0)};
  Pass::Option<int64_t> limit{
      *this, "limit", llvm::cl::desc("Rewrite at most N sites (-1: no limit)"),
      llvm::cl::init(-1)};
  Pass::Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Emit a remark at each corrupted op (ground truth)"),
      llvm::cl::init(false)};

  /// Emits the ground-truth remark for a corrupted `op` when asked to.
  void report(Operation *op, const Twine &what) {
    if (remarks)
      op->emitRemark() << this->getArgument() << ": " << what;
  }

private:
  int64_t sitesSeen = 0;
  int64_t sitesRewritten = 0;
};

/// Collects the linalg.generic ops under `root` in pre-order, so that the site
/// numbering follows the textual order of the kernels.
inline SmallVector<linalg::GenericOp> collectGenerics(Operation *root) {
  SmallVector<linalg::GenericOp> generics;
  root->walk<WalkOrder::PreOrder>(
      [&](linalg::GenericOp op) { generics.push_back(op); });
  return generics;
}

/// The ops of a generic's body, terminator excluded ("payload ops").
inline SmallVector<Operation *> payloadOps(linalg::GenericOp op) {
  SmallVector<Operation *> ops;
  for (Operation &inner : op.getBody()->without_terminator())
    ops.push_back(&inner);
  return ops;
}

/// Registers the faults of DriftFaults.cpp.
void registerDriftFaults();

} // namespace defuse_faults

#endif // DEFUSE_TESTS_PLUGINS_FAULTPASS_H
