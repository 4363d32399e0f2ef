//===- StablehloRegionOps.cpp - StableHLO map and select_and_scatter ------===//
//
// Ops whose computation is a region applied element by element, evaluated
// through the interpreter on rank-0 values in the specification's order:
//
//  * map applies its computation to the elements at each index;
//  * select_and_scatter picks one element of each window of `operand` with
//    its select region (the first element, then each next one that select
//    does not keep the current pick against), and scatters the window's
//    `source` element there with its scatter region, starting from
//    init_value. Where a pick depends on a select whose answer is uncertain
//    (operands within each other's bounds), every element of that window may
//    have received the source: their bounds become unbounded (a legal
//    execution may pick any of them), and so in a noise lane whose pick its
//    own noise leaves undecided.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

LogicalResult evalMap(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return unsupported(op) << "a map without its computation";
  Block &body = op->getRegion(0).front();
  std::vector<Tensor> args;
  for (const Tensor *t : operands) {
    if (t->numElements() != out->numElements())
      return unsupported(op) << "map operands of another shape than its result";
    args.push_back(Tensor(t->elementType(), {}));
  }
  for (int64_t i = 0; i < out->numElements(); ++i) {
    for (size_t k = 0; k < operands.size(); ++k)
      args[k].set(0, operands[k]->get(i));
    auto r = interp.evaluateBlock(body, args);
    if (failed(r) || r->size() != 1 || (*r)[0].numElements() != 1)
      return failed(r) ? failure()
                       : unsupported(op) << "a map computation that does not "
                                            "return one scalar";
    out->set(i, (*r)[0].get(0));
  }
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalSelectAndScatter(Operation *op,
                                   ArrayRef<const Tensor *> operands,
                                   SmallVectorImpl<Tensor> &results,
                                   Interpreter &interp) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (operands.size() != 3 || op->getNumRegions() != 2)
    return unsupported(op) << "select_and_scatter without operand, source, "
                              "init_value, select and scatter";
  const Tensor &operand = *operands[0], &source = *operands[1];
  Scalar init = operands[2]->get(0);
  size_t rank = operand.shape().size();
  std::vector<int64_t> window = integerList(op, "window_dimensions");
  std::vector<int64_t> strides =
      integerList(op, "window_strides", std::vector<int64_t>(rank, 1));
  std::vector<int64_t> padding =
      integerList(op, "padding", std::vector<int64_t>(2 * rank, 0));
  if (window.size() != rank || strides.size() != rank ||
      padding.size() != 2 * rank || source.rank() != operand.rank())
    return unsupported(op) << "window attributes of the wrong length";
  Block &select = op->getRegion(0).front(), &scatter = op->getRegion(1).front();
  ElementType type = operand.elementType(), outType = out->elementType();
  for (int64_t i = 0; i < out->numElements(); ++i)
    out->set(i, init);
  std::vector<char> unsettled(out->numElements(), 0);
  std::vector<int64_t> is = stridesOf(operand.shape());
  std::vector<Tensor> pair = {Tensor(type, {}), Tensor(type, {})};
  std::vector<Tensor> update = {Tensor(outType, {}),
                                Tensor(source.elementType(), {})};
  int64_t s = 0;
  LogicalResult status = success();
  forEachIndex(source.shape(), [&](const std::vector<int64_t> &position) {
    if (failed(status))
      return;
    std::vector<int64_t> members;
    forEachIndex(window, [&](const std::vector<int64_t> &w) {
      int64_t at = 0;
      for (size_t d = 0; d < rank; ++d) {
        int64_t x = position[d] * strides[d] + w[d] - padding[2 * d];
        if (x < 0 || x >= operand.shape()[d])
          return; // padding: never picked
        at += x * is[d];
      }
      members.push_back(at);
    });
    Scalar src = source.get(s++);
    if (members.empty())
      return;
    int64_t picked = members[0];
    bool certain = true;
    for (size_t k = 1; k < members.size(); ++k) {
      pair[0].set(0, operand.get(picked));
      pair[1].set(0, operand.get(members[k]));
      auto keep = interp.evaluateBlock(select, pair);
      if (failed(keep) || keep->size() != 1) {
        status = failed(keep) ? failure()
                              : unsupported(op) << "a select region that "
                                                   "does not return one i1";
        return;
      }
      double err = (*keep)[0].errAt(0);
      certain &= err == 0.0 || (mc::noiseLane() && !mc::tainted(err));
      if (!(*keep)[0].intAt(0))
        picked = members[k];
    }
    update[0].set(0, out->get(picked));
    update[1].set(0, src);
    auto combined = interp.evaluateBlock(scatter, update);
    if (failed(combined) || combined->size() != 1) {
      status = failed(combined) ? failure()
                                : unsupported(op)
                                      << "a scatter region that "
                                         "does not return one value";
      return;
    }
    out->set(picked, (*combined)[0].get(0));
    if (!certain)
      for (int64_t m : members)
        unsettled[m] = 1;
  });
  if (failed(status))
    return failure();
  for (int64_t i = 0; i < out->numElements(); ++i)
    if (unsettled[i]) {
      Scalar v = out->get(i);
      v.err = outType.isFloat() ? errors::kMayBeNaN : errors::kUnbounded;
      out->set(i, v);
    }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloRegionSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.map", evalMap);
  registry.add("stablehlo.select_and_scatter", evalSelectAndScatter);
}
