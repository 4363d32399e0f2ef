//===- StablehloStructure.cpp - StableHLO tuples, tokens, calls -----------===//
//
// tuple and get_tuple_element (a tuple is a Tensor holding its parts),
// after_all (a token: the empty tuple), composite (its decomposition
// function, which is what it means), async_start and async_done (the body
// run at once, its results in a tuple as the future), and the ops a single
// process without a host cannot run: custom_call (a call into the compiler's
// own runtime, named by its target; the annotations a single device ignores,
// Sharding and the SPMD shape markers, are the identity), infeed, outfeed, send
// and recv (data exchanged with a host or another process).
//
//===----------------------------------------------------------------------===//

#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

LogicalResult evalTuple(Operation *, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  std::vector<Tensor> parts;
  for (const Tensor *t : operands)
    parts.push_back(*t);
  results.push_back(Tensor::tuple(std::move(parts)));
  return success();
}

LogicalResult evalGetTupleElement(Operation *op,
                                  ArrayRef<const Tensor *> operands,
                                  SmallVectorImpl<Tensor> &results,
                                  Interpreter &) {
  int64_t index = integer(op, "index", -1);
  const Tensor &t = *operands[0];
  if (!t.isTuple() || index < 0 ||
      index >= static_cast<int64_t>(t.parts().size()))
    return unsupported(op) << "get_tuple_element " << index << " of a "
                           << (t.isTuple() ? "tuple" : "tensor");
  results.push_back(t.parts()[index]);
  return success();
}

LogicalResult evalAfterAll(Operation *, ArrayRef<const Tensor *>,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  results.push_back(Tensor::tuple({}));
  return success();
}

/// The symbol an attribute names (a FlatSymbolRefAttr or a string).
std::string symbolOf(Attribute attr) {
  if (auto ref = dyn_cast_or_null<FlatSymbolRefAttr>(attr))
    return ref.getValue().str();
  if (auto str = dyn_cast_or_null<StringAttr>(attr))
    return str.getValue().str();
  return "";
}

LogicalResult evalComposite(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results,
                            Interpreter &interp) {
  std::string decomposition = symbolOf(op->getAttr("decomposition"));
  if (decomposition.empty())
    return unsupported(op) << "a composite without its decomposition";
  std::vector<Tensor> args;
  for (const Tensor *t : operands)
    args.push_back(*t);
  auto out = interp.call(decomposition, args, op);
  if (failed(out))
    return failure();
  results.append(out->begin(), out->end());
  return success();
}

LogicalResult evalCustomCall(Operation *op, ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results, Interpreter &) {
  std::string target = symbolOf(op->getAttr("call_target_name"));
  // Sharding annotations mean nothing on one device.
  if ((target == "Sharding" || target == "SPMDFullToShardShape" ||
       target == "SPMDShardToFullShape") &&
      operands.size() == 1 && op->getNumResults() == 1) {
    FailureOr<Tensor> out = resultTensor(op);
    if (failed(out))
      return failure();
    if (out->shape() == operands[0]->shape()) {
      results.push_back(*operands[0]);
      return success();
    }
  }
  return emitError(op->getLoc())
         << "the reference interpreter cannot run 'stablehlo.custom_call' @"
         << target << ": a call into the compiler's own runtime, which the "
         << "specification does not define";
}

/// async_start runs its body at once (the specification allows it: "the
/// asynchrony is not guaranteed"); its future holds the results, which
/// async_done gives back.
LogicalResult evalAsyncStart(Operation *op, ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results,
                             Interpreter &interp) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return unsupported(op) << "an async_start without its body";
  std::vector<Tensor> args;
  for (const Tensor *t : operands)
    args.push_back(*t);
  auto out = interp.evaluateBlock(op->getRegion(0).front(), args);
  if (failed(out))
    return failure();
  results.push_back(Tensor::tuple(std::move(*out)));
  return success();
}

LogicalResult evalAsyncDone(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  const Tensor &future = *operands[0];
  if (!future.isTuple() || future.parts().size() != op->getNumResults())
    return unsupported(op) << "an async_done of something else than the "
                              "future of an async_start";
  results.append(future.parts().begin(), future.parts().end());
  return success();
}

LogicalResult evalHostExchange(Operation *op, ArrayRef<const Tensor *>,
                               SmallVectorImpl<Tensor> &, Interpreter &) {
  return emitError(op->getLoc())
         << "the reference interpreter cannot run '" << op->getName()
         << "': it exchanges data with a host or another process, which a "
         << "workload does not have";
}

} // namespace

void defuse::registerStablehloStructureSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.tuple", evalTuple);
  registry.add("stablehlo.get_tuple_element", evalGetTupleElement);
  registry.add("stablehlo.after_all", evalAfterAll);
  registry.add("stablehlo.create_token", evalAfterAll);
  registry.add("stablehlo.composite", evalComposite);
  registry.add("stablehlo.custom_call", evalCustomCall);
  registry.add("stablehlo.async_start", evalAsyncStart);
  registry.add("stablehlo.async_done", evalAsyncDone);
  for (const char *name : {"stablehlo.infeed", "stablehlo.outfeed",
                           "stablehlo.send", "stablehlo.recv"})
    registry.add(name, evalHostExchange);
}
