//===- StablehloCommon.h - What StableHLO's semantics files share ---------===//
//
// StableHLO ops arrive unregistered (interp/StablehloAttributes.h): they are
// read by name, their types from their values, their attributes by name.
// These helpers are shared by StablehloSemantics.cpp (element-wise ops,
// data movement, control flow) and StablehloContractions.cpp (dot_general,
// convolution, reduce, reduce_window, gather, scatter, sort).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_STABLEHLOCOMMON_H
#define DEFUSE_INTERP_STABLEHLOCOMMON_H

#include "interp/Interpreter.h"
#include "interp/ScalarSemantics.h"
#include "ir/Tensor.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <vector>

namespace defuse::stablehlo {

mlir::InFlightDiagnostic unsupported(mlir::Operation *op);

/// The element type of `type`, or an error at `op` (quantized types and
/// index are not StableHLO element types the reference models).
llvm::FailureOr<ElementType> elementTypeOf(mlir::Operation *op,
                                           mlir::Type type);

/// A zero-filled tensor of result `i`'s type (statically shaped).
llvm::FailureOr<Tensor> resultTensor(mlir::Operation *op, unsigned i = 0);

/// A tensor of result `i`'s element type and of `shape`, which a dynamic
/// op computes from its operands (and which must fit the static dimensions
/// of the result's type).
llvm::FailureOr<Tensor> resultTensorOfShape(mlir::Operation *op, unsigned i,
                                            llvm::ArrayRef<int64_t> shape);

/// What a dynamic op (dynamic_gather, dynamic_conv, ...) passes as operands
/// where its static form has attributes: each set one replaces the
/// attribute (and the result's type for resultShape).
struct DynamicOperands {
  std::optional<std::vector<int64_t>> resultShape, sliceSizes, padding;
};

/// gather, and dynamic_gather with its slice sizes from `dynamic`
/// (StablehloContractions.cpp).
llvm::LogicalResult gatherWith(mlir::Operation *op,
                               llvm::ArrayRef<const Tensor *> operands,
                               llvm::SmallVectorImpl<Tensor> &results,
                               const DynamicOperands &dynamic);

/// convolution, and dynamic_conv with its padding from `dynamic`
/// (StablehloContractions.cpp).
llvm::LogicalResult convolutionWith(mlir::Operation *op,
                                    llvm::ArrayRef<const Tensor *> operands,
                                    llvm::SmallVectorImpl<Tensor> &results,
                                    const DynamicOperands &dynamic);

/// iota along `dim` into `out` (whatever its element type); fails at `op`
/// when `dim` is not one of `out`'s dimensions.
llvm::LogicalResult fillIota(mlir::Operation *op, int64_t dim, Tensor &out);

/// broadcast_in_dim of `in` into `out`: dimension d of `in` along `out`'s
/// dimension dims[d] (a size-1 dimension repeated); fails at `op` when the
/// dimensions do not fit.
llvm::LogicalResult broadcastInto(mlir::Operation *op, const Tensor &in,
                                  llvm::ArrayRef<int64_t> dims, Tensor &out);

/// pad: every element of `out` is `value` but where an element of `in` lands
/// (at low + index * (interior + 1); negative padding cuts).
void padInto(const Tensor &in, const Scalar &value,
             llvm::ArrayRef<int64_t> low, llvm::ArrayRef<int64_t> interior,
             Tensor &out);

/// Row-major strides of `shape`.
std::vector<int64_t> stridesOf(llvm::ArrayRef<int64_t> shape);

/// Calls fn(index) for every multi-index of `shape`, last dimension fastest.
template <typename Fn> void forEachIndex(llvm::ArrayRef<int64_t> shape, Fn fn) {
  for (int64_t d : shape)
    if (d == 0)
      return;
  std::vector<int64_t> index(shape.size(), 0);
  while (true) {
    fn(index);
    int64_t d = static_cast<int64_t>(shape.size()) - 1;
    for (; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// The integer value of an index element: signed types signed, unsigned
/// ones unsigned (past INT64_MAX: INT64_MAX, which clamps the same).
int64_t indexValue(ElementType type, int64_t stored);

/// An exact integer read from element `i` of `t` (an index operand): fails
/// with an error at `op` when the value is uncertain.
llvm::FailureOr<int64_t> exactIndex(mlir::Operation *op, const Tensor &t,
                                    int64_t i = 0);

/// The combiner of a reduction body (reduce, reduce_window, scatter): the
/// body's one op applied to its block arguments in either order, when it is
/// one that reassociates (add, multiply, maximum, minimum, and, or, xor).
enum class Combiner { None, Add, Multiply, Maximum, Minimum, And, Or, Xor };
Combiner combinerOf(mlir::Region &body);

/// Evaluates a body region on rank-0 arguments (a general reduction or
/// scatter body, a sort comparator) and returns its results.
llvm::FailureOr<std::vector<Tensor>> evaluateBody(mlir::Region &body,
                                                  llvm::ArrayRef<Tensor> args,
                                                  Interpreter &interp);

/// max/min of floats (stablehlo.maximum/minimum), NaN-propagating; the two
/// zeros compare equal, so either may come out (XLA selects on a compare),
/// and the result moves by no more than the operands do.
Scalar floatExtremum(const Scalar &a, const Scalar &b, bool isMax);

/// A rank-0 tensor of `type` holding `s`.
Tensor scalarTensor(ElementType type, const Scalar &s);

/// Reduces `values` (one accumulator element and the elements folded into
/// it, all of `type`) with `combiner` and the error model's bound for any
/// order: the reassociation bound for sums, the relative bound for
/// products, exact for the others. `values[0]` is the init value.
Scalar combineAll(Combiner combiner, ElementType type,
                  llvm::ArrayRef<Scalar> values);

/// The name of the op whose semantics `op` has: for CHLO's broadcasting
/// ops the element-wise op they apply ("stablehlo.add" for
/// chlo.broadcast_add, "chlo.zeta" for chlo.broadcast_zeta), for any other
/// op its own name.
std::string appliedOpName(mlir::Operation *op);

/// Evaluates `op` with the semantics registered for the op name `name`.
llvm::LogicalResult evaluateAs(llvm::StringRef name, mlir::Operation *op,
                               llvm::ArrayRef<const Tensor *> operands,
                               llvm::SmallVectorImpl<Tensor> &results,
                               Interpreter &interp);

/// The kernel of an element-wise op on complex operands (or with a complex
/// result: abs, real, imag), or none (StablehloComplex.cpp).
std::optional<ScalarKernel> complexElementwise(llvm::StringRef name,
                                               ElementType in, ElementType out);
/// A conversion to or from a complex type (StablehloComplex.cpp).
ScalarKernel complexConversion(ElementType from, ElementType to);
/// EQ (`equal`) or NE of two complex numbers.
Scalar complexCompare(bool equal, const Scalar &a, const Scalar &b);
/// select on complex branches.
Scalar complexSelect(const Scalar &condition, const Scalar &onTrue,
                     const Scalar &onFalse);
/// The sum of complex `values` in any order, with the reassociation bound
/// per part (StablehloComplex.cpp).
Scalar complexSum(ElementType type, llvm::ArrayRef<Scalar> values);

} // namespace defuse::stablehlo

namespace defuse {
// The parts of StableHLO's semantics, each in its own file, registered by
// registerStablehloSemantics.
void registerStablehloContractionSemantics(SemanticsRegistry &registry);
void registerStablehloComplexSemantics(SemanticsRegistry &registry);
void registerStablehloSortSemantics(SemanticsRegistry &registry);
void registerStablehloBatchNormSemantics(SemanticsRegistry &registry);
void registerStablehloLinearAlgebraSemantics(SemanticsRegistry &registry);
void registerStablehloDynamicSemantics(SemanticsRegistry &registry);
void registerStablehloRegionSemantics(SemanticsRegistry &registry);
void registerStablehloRandomSemantics(SemanticsRegistry &registry);
void registerStablehloStructureSemantics(SemanticsRegistry &registry);
void registerStablehloProcessGridSemantics(SemanticsRegistry &registry);
void registerStablehloFftSemantics(SemanticsRegistry &registry);
} // namespace defuse

#endif // DEFUSE_INTERP_STABLEHLOCOMMON_H
