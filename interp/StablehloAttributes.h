//===- StablehloAttributes.h - StableHLO's own attributes, read opaquely --===//
//
// defuse reads StableHLO without the dialect (MLIR 22 from Debian has none):
// modules arrive in generic form with unregistered dialects allowed, so the
// dialect's attributes (#stablehlo.dot<...>, #stablehlo.conv<...>,
// #stablehlo<comparison_direction LT>) are opaque text. These readers parse
// that text into plain structures, following the syntax the dialect prints
// (StableHLO's StablehloAttrs.td and its custom printers).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_STABLEHLOATTRIBUTES_H
#define DEFUSE_INTERP_STABLEHLOATTRIBUTES_H

#include "mlir/IR/Attributes.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace defuse::stablehlo {

/// The keyword of an enum attribute: "LT" of
/// #stablehlo<comparison_direction LT>. Fails when `attr` is not one.
llvm::FailureOr<std::string> enumKeyword(mlir::Attribute attr);

/// The fields of a struct attribute such as #stablehlo.dot<a = [1], b = [0]>
/// or #stablehlo.gather<...>, each a list of integers (a scalar field reads
/// as a list of one). `kind` is the mnemonic ("dot", "gather", "scatter").
llvm::FailureOr<std::map<std::string, std::vector<int64_t>>>
structFields(mlir::Attribute attr, llvm::StringRef kind);

/// #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>: where each
/// role sits in the input, kernel and output.
struct ConvDimensions {
  int64_t inputBatch = 0, inputFeature = 0;
  std::vector<int64_t> inputSpatial;
  int64_t kernelInput = 0, kernelOutput = 0;
  std::vector<int64_t> kernelSpatial;
  int64_t outputBatch = 0, outputFeature = 0;
  std::vector<int64_t> outputSpatial;
};
llvm::FailureOr<ConvDimensions> convDimensions(mlir::Attribute attr);

/// An integer-list attribute of `op` by name (array<i64: ...>, a dense
/// integer tensor, or an array of integers), or `fallback` when absent.
std::vector<int64_t> integerList(mlir::Operation *op, llvm::StringRef name,
                                 std::vector<int64_t> fallback = {});
/// An integer attribute of `op`, or `fallback`.
int64_t integer(mlir::Operation *op, llvm::StringRef name, int64_t fallback);

} // namespace defuse::stablehlo

#endif // DEFUSE_INTERP_STABLEHLOATTRIBUTES_H
