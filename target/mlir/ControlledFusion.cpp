//===- ControlledFusion.cpp -----------------------------------------------===//

#include "target/mlir/ControlledFusion.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"

#include <mutex>
#include <set>

using namespace mlir;

namespace {

std::string identityOf(Operation *op) {
  return llvm::join(defuse::Workload::identities(op->getLoc()), "+");
}

/// The producer end of an edge: the payload op that computes the fused
/// value. A generic fused earlier carries its consumer's location, so its
/// own would name a different op depending on the order fusion went in.
std::string producerEnd(OpOperand *fused) {
  auto result = dyn_cast<OpResult>(fused->get());
  if (!result)
    return "?";
  if (auto generic = dyn_cast<linalg::GenericOp>(result.getOwner())) {
    Value yielded = generic.getBody()->getTerminator()->getOperand(
        result.getResultNumber());
    if (Operation *def = yielded.getDefiningOp())
      return identityOf(def);
  }
  return identityOf(result.getOwner());
}

/// The consumer end: the first payload op that reads the fused value.
std::string consumerEnd(OpOperand *fused) {
  Operation *consumer = fused->getOwner();
  if (auto generic = dyn_cast<linalg::GenericOp>(consumer)) {
    BlockArgument arg = generic.getMatchingBlockArgument(fused);
    for (Operation &op : *generic.getBody())
      if (llvm::is_contained(op.getOperands(), arg))
        return identityOf(&op);
  }
  return identityOf(consumer);
}

struct ControlledFusionPass
    : public PassWrapper<ControlledFusionPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ControlledFusionPass)

  ControlledFusionPass() = default;
  ControlledFusionPass(const ControlledFusionPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const override { return defuse::kControlledFusion; }
  StringRef getDescription() const override {
    return "linalg-fuse-elementwise-ops with chosen producer>consumer edges "
           "denied (defuse's op bisection)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<affine::AffineDialect, linalg::LinalgDialect,
                    memref::MemRefDialect>();
  }

  void runOnOperation() override {
    Operation *op = getOperation();
    MLIRContext *context = op->getContext();
    std::set<std::string> denied(deny.begin(), deny.end());
    std::vector<std::string> allowed; // in the order fusion took them
    std::set<std::string> allowedSet;
    // Upstream's default control (fuse a producer with a single use), less
    // the denied edges.
    linalg::ControlFusionFn control = [&](OpOperand *fusedOperand) {
      Operation *producer = fusedOperand->get().getDefiningOp();
      if (!producer || !producer->hasOneUse())
        return false;
      std::string edge =
          producerEnd(fusedOperand) + ">" + consumerEnd(fusedOperand);
      if (denied.count(edge))
        return false;
      if (allowedSet.insert(edge).second)
        allowed.push_back(edge);
      return true;
    };

    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, control);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, control);
    (void)applyPatternsGreedily(op, std::move(patterns),
                                GreedyRewriteConfig().setUseTopDownTraversal());

    if (record) {
      SmallVector<Attribute> edges;
      for (const std::string &e : allowed)
        edges.push_back(StringAttr::get(context, e));
      op->setAttr(defuse::kFusionDecisionsAttr, ArrayAttr::get(context, edges));
    }
  }

  ListOption<std::string> deny{
      *this, "deny",
      llvm::cl::desc("producer>consumer edges (op identities) not to fuse")};
  Option<bool> record{
      *this, "record",
      llvm::cl::desc("Record the allowed edges in defuse.fusion_decisions"),
      llvm::cl::init(false)};
};

} // namespace

void defuse::registerControlledFusionPass() {
  static std::once_flag once;
  std::call_once(once, [] { PassRegistration<ControlledFusionPass>(); });
}
