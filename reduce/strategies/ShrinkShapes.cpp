//===- ShrinkShapes.cpp - Make every tensor of one size smaller -----------===//
//
// A dimension size is shrunk everywhere at once: every tensor type of the
// module with a dimension of size S gets size T there instead, and so does
// every shape constant (`dense<[...]> : tensor<Nxindex>`, `output_shape`)
// that spells S. Changing all occurrences keeps the sizes that must agree
// (an elementwise op's operands, a matmul's inner dimension) agreeing;
// variants where they do not (S also spelled an unrelated size) fail to
// verify and are dropped. Sizes go to 1, then 2, then half. Inputs keep
// their leading block of values, so the data stays what the failure saw.
//
//===----------------------------------------------------------------------===//

#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include <set>

using namespace defuse;
using namespace mlir;

namespace {

/// The leading block of `t` with shape `shape` (no larger in any dimension).
std::optional<Tensor> leadingBlock(const Tensor &t,
                                   const std::vector<int64_t> &shape) {
  if (shape.size() != t.shape().size())
    return std::nullopt;
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] > t.shape()[d])
      return std::nullopt;
  Tensor out(t.elementType(), shape);
  for (int64_t i = 0; i < out.numElements(); ++i)
    out.set(i, t.get(t.linearIndex(out.multiIndex(i))));
  return out;
}

class ShrinkShapes : public ReductionStrategy {
public:
  StringRef name() const override { return "shrink-shapes"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &) override {
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return {};
    std::set<int64_t, std::greater<int64_t>> sizes;
    entry.walk([&](Operation *op) {
      for (Type t : op->getResultTypes())
        if (auto ranked = dyn_cast<RankedTensorType>(t))
          for (int64_t d : ranked.getShape())
            if (d > 1)
              sizes.insert(d);
    });
    for (Type t : entry.getArgumentTypes())
      if (auto ranked = dyn_cast<RankedTensorType>(t))
        for (int64_t d : ranked.getShape())
          if (d > 1)
            sizes.insert(d);
    std::vector<Variant> variants;
    for (int64_t s : sizes) {
      // Sorted first: for s = 2 or 3, s / 2 is 1 again, not next to the 1.
      std::vector<int64_t> targets{1, 2, s / 2};
      std::sort(targets.begin(), targets.end());
      targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
      for (int64_t target : targets)
        if (target < s)
          if (auto v = shrink(context, current, s, target))
            variants.push_back(std::move(*v));
    }
    return variants;
  }

private:
  static std::optional<Variant> shrink(MLIRContext &context,
                                       const Candidate &current, int64_t from,
                                       int64_t to) {
    Variant v{current, ""};
    v.candidate.moduleText = replaceDimensionSize(current.moduleText, from, to);
    ParsedCandidate parsed = parseCandidate(context, v.candidate);
    func::FuncOp entry = parsed.entry;
    if (!entry || entry.getNumArguments() != current.inputs.size())
      return std::nullopt;
    for (auto [arg, input] :
         llvm::zip(entry.getArguments(), v.candidate.inputs)) {
      std::optional<TensorSpec> spec = tensorSpecOf(arg.getType());
      if (!spec)
        return std::nullopt;
      auto block = leadingBlock(input, spec->shape);
      if (!block)
        return std::nullopt;
      input = std::move(*block);
    }
    v.change = "size " + std::to_string(from) + " -> " + std::to_string(to);
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createShrinkShapesStrategy() {
  return std::make_unique<ShrinkShapes>();
}
