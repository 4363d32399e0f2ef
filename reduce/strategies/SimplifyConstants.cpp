//===- SimplifyConstants.cpp - Splat and zero dense constants -------------===//
//
// Constants that must stay constants for the failure (a matmul's zero
// points, shapes, constants a pass folds) survive remove-ops; their payload
// can still get simpler. A dense or dense_resource
// constant becomes a splat of its first element, then of zero. Splats are
// also what lets shape shrinking rewrite a constant's type.
//
//===----------------------------------------------------------------------===//

#include "interp/ElementsAttr.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The elements attribute of a constant-like op: no operands, one result
/// whose type the attribute has. Exporters write weights as dense_resource
/// blobs (torch-mlir, IREE), which simplify to splats the same way.
std::optional<NamedAttribute> elementsConstant(Operation *op) {
  if (op->getNumOperands() != 0 || op->getNumResults() != 1)
    return std::nullopt;
  for (NamedAttribute a : op->getAttrs()) {
    auto elements = dyn_cast<ElementsAttr>(a.getValue());
    if (elements &&
        isa<DenseElementsAttr, DenseResourceElementsAttr>(a.getValue()) &&
        elements.getType() == op->getResult(0).getType())
      return a;
  }
  return std::nullopt;
}

/// The first element of a dense or dense_resource attribute, as an element
/// attribute; none when a resource's blob is missing.
Attribute firstElement(Operation *op, Attribute value) {
  if (auto dense = dyn_cast<DenseElementsAttr>(value))
    return *dense.value_begin<Attribute>();
  auto resource = cast<DenseResourceElementsAttr>(value);
  if (!resource.getRawHandle().getBlob())
    return {};
  Type type = op->getResult(0).getType();
  FailureOr<Tensor> t = tensorFromConstantAttr(op, value, type);
  if (failed(t) || t->numElements() == 0)
    return {};
  Type elem = getElementTypeOrSelf(type);
  Scalar s = t->get(0);
  if (auto f = dyn_cast<FloatType>(elem))
    return FloatAttr::get(f, s.f);
  return IntegerAttr::get(elem, s.i);
}

bool isSplatOf(Attribute value, Attribute element) {
  auto dense = dyn_cast<DenseElementsAttr>(value);
  return dense && dense.isSplat() &&
         dense.getSplatValue<Attribute>() == element;
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
      auto named = elementsConstant(ops[p]);
      if (!named)
        continue;
      Type elem = getElementTypeOrSelf(ops[p]->getResult(0).getType());
      Attribute zero = Builder(&context).getZeroAttr(elem);
      auto dense = dyn_cast<DenseElementsAttr>(named->getValue());
      if (!dense || !dense.isSplat())
        if (Attribute first = firstElement(ops[p], named->getValue()))
          variants.push_back(replace(context, current, p, named->getName(),
                                     first, "splat of its first element"));
      if (zero && !isSplatOf(named->getValue(), zero))
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
