//===- ScalarSemantics.h - arith and math ops on one element --------------===//
//
// The element-wise meaning of every arith and math op the interpreter knows,
// together with how each one moves and adds rounding error. Tensor-level
// arith/math ops and the bodies of linalg ops are both evaluated through these
// kernels, so an op's semantics live in exactly one place.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_SCALARSEMANTICS_H
#define DEFUSE_INTERP_SCALARSEMANTICS_H

#include "ir/Tensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <optional>

namespace mlir {
class Operation;
class Attribute;
} // namespace mlir

namespace defuse {

/// Evaluates one op on one element: reads operands[0..n), writes results.
using ScalarKernel =
    std::function<void(const Scalar *operands, Scalar *results)>;

/// True when `op` is an arith/math op with element-wise semantics that
/// compileScalarOp handles.
bool isScalarOp(mlir::Operation *op);

/// Builds the kernel for `op`. Emits an error at the op's location and fails
/// when the op is not supported.
llvm::FailureOr<ScalarKernel> compileScalarOp(mlir::Operation *op);

/// The kernel of the arith/math op `name` (e.g. "arith.addf", "math.exp")
/// when its meaning depends only on its operand and result element types:
/// other dialects' element-wise ops that mean the same reuse it (StableHLO's
/// add is arith.addf or arith.addi). None for ops that need their own
/// attributes (compares, constants) and for unknown names.
std::optional<ScalarKernel> scalarKernelByName(llvm::StringRef name,
                                               ElementType operandType,
                                               ElementType resultType);

/// arith.cmpf and arith.cmpi on one element: an uncertain i1 when the
/// operands' bounds let the comparison go either way.
Scalar compareFloats(mlir::arith::CmpFPredicate pred, const Scalar &a,
                     const Scalar &b);
Scalar compareInts(ElementType t, mlir::arith::CmpIPredicate pred,
                   const Scalar &a, const Scalar &b);

/// Reads a scalar (int, float or index) attribute as an exact Scalar.
Scalar scalarFromAttribute(mlir::Attribute attr);

/// Accuracy the model grants a library function, in ULPs of `type`.
double libraryFunctionUlps(const char *name, ElementType type);

/// The magnitude that ULP allowance is measured against near the function's
/// zeros: 1 for functions bounded by a small constant (tanh, sin, cos, erf,
/// atan, asin, acos), whose implementations are accurate to an absolute
/// error there (as Vulkan's SPIR-V precision rules specify sin and cos);
/// 0 (purely relative) for the others.
double libraryFunctionMagnitudeFloor(const char *name);

} // namespace defuse

#endif // DEFUSE_INTERP_SCALARSEMANTICS_H
