//===- ElementsAttr.h - constant attributes as reference tensors ----------===//
//
// arith.constant and tosa.const carry their values in one of a few builtin
// attributes: dense<...> (splat or not), dense_resource<...> (the form
// framework exporters use for weights: torch-mlir, IREE, StableHLO), or a
// scalar FloatAttr/IntegerAttr. Both ops read them through this one function,
// so a constant means the same in every dialect the interpreter covers.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_ELEMENTSATTR_H
#define DEFUSE_INTERP_ELEMENTSATTR_H

#include "ir/Tensor.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Types.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir {
class Operation;
} // namespace mlir

namespace defuse {

/// The exact values of the constant attribute `value` of `op`, whose result
/// has type `type` (a static tensor or a scalar). Emits an error at `op` that
/// names the attribute's kind and fails when the attribute is of a kind the
/// interpreter does not read, when a dense_resource blob was not parsed with
/// the module (an elided `dense_resource<__elided__>`), or when the element
/// count does not match the type.
llvm::FailureOr<Tensor> tensorFromConstantAttr(mlir::Operation *op,
                                               mlir::Attribute value,
                                               mlir::Type type);

/// Evaluates a constant op whose value is its attribute `attrName`
/// (arith.constant's "value", tosa.const's "values"): appends the tensor.
llvm::LogicalResult evaluateConstantOp(mlir::Operation *op,
                                       llvm::StringRef attrName,
                                       llvm::SmallVectorImpl<Tensor> &results);

} // namespace defuse

#endif // DEFUSE_INTERP_ELEMENTSATTR_H
