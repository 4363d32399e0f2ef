//===- SimplifyConstants.cpp - Splat and zero dense constants -------------===//
//
// Constants that must stay constants for the failure (a matmul's zero
// points, shapes, constants a pass folds) survive remove-ops; their payload
// can still get simpler. A dense
// constant becomes a splat of its first element, then of zero. Splats are
// also what lets shape shrinking rewrite a constant's type.
//
//===----------------------------------------------------------------------===//

#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The dense attribute of a constant-like op: no operands, one result whose
/// type the attribute has.
std::optional<NamedAttribute> denseConstant(Operation *op) {
  if (op->getNumOperands() != 0 || op->getNumResults() != 1)
    return std::nullopt;
  for (NamedAttribute a : op->getAttrs())
    if (auto dense = dyn_cast<DenseElementsAttr>(a.getValue()))
      if (dense.getType() == op->getResult(0).getType())
        return a;
  return std::nullopt;
}

class SimplifyConstants : public ReductionStrategy {
public:
  StringRef name() const override { return "simplify-constants"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return {};
    std::vector<Variant> variants;
    std::vector<Operation *> ops = entryOps(entry);
    for (size_t p = 0; p < ops.size(); ++p) {
      auto named = denseConstant(ops[p]);
      if (!named)
        continue;
      auto dense = cast<DenseElementsAttr>(named->getValue());
      Attribute zero = Builder(&context).getZeroAttr(dense.getElementType());
      if (!dense.isSplat())
        variants.push_back(replace(context, current, p, named->getName(),
                                   *dense.value_begin<Attribute>(),
                                   "splat of its first element"));
      if (zero &&
          !(dense.isSplat() && dense.getSplatValue<Attribute>() == zero))
        variants.push_back(
            replace(context, current, p, named->getName(), zero, "zeros"));
    }
    return variants;
  }

private:
  static Variant replace(MLIRContext &context, const Candidate &current,
                         size_t position, StringAttr name, Attribute element,
                         const std::string &what) {
    Variant v{current, ""};
    ParsedCandidate parsed = parseCandidate(context, current);
    Operation *op = entryOps(parsed.entry)[position];
    auto type = cast<ShapedType>(op->getResult(0).getType());
    op->setAttr(name, DenseElementsAttr::get(type, element));
    v.candidate.moduleText = parsed.print();
    v.change = op->getName().getStringRef().str() + " #" +
               std::to_string(position) + " became " + what;
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createSimplifyConstantsStrategy() {
  return std::make_unique<SimplifyConstants>();
}
