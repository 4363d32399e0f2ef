//===- StablehloRandom.cpp - StableHLO rng and rng_bit_generator ----------===//
//
// The specification leaves the values of both open: rng_bit_generator is
// "an implementation-defined variant" of Threefry or Philox (DEFAULT an
// implementation-defined algorithm), a deterministic function of its state
// within one implementation only, and rng draws from its distribution by an
// implementation-defined method. The reference therefore gives every
// element some value and an unbounded error: each is counted as unjudged,
// and so is everything computed from it. (JAX's own random numbers,
// threefry written out in StableHLO integer ops, are exact.)
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Operation.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

/// Every result, each element unbounded (a float may be anything, NaN
/// excepted, as a draw is never NaN).
LogicalResult evalImplementationDefined(Operation *op, ArrayRef<const Tensor *>,
                                        SmallVectorImpl<Tensor> &results,
                                        Interpreter &) {
  for (unsigned r = 0; r < op->getNumResults(); ++r) {
    FailureOr<Tensor> out = resultTensor(op, r);
    if (failed(out))
      return failure();
    for (int64_t i = 0; i < out->numElements(); ++i) {
      Scalar s = out->get(i);
      s.err = errors::kUnbounded;
      out->set(i, s);
      ++errors::UndefinedBehaviour::count();
    }
    results.push_back(std::move(*out));
  }
  return success();
}

} // namespace

void defuse::registerStablehloRandomSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.rng_bit_generator", evalImplementationDefined);
  registry.add("stablehlo.rng", evalImplementationDefined);
}
