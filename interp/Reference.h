//===- Reference.h - A workload's reference outputs and its UB count ------===//
//
// Every place that judges a compiled program needs the same two things from
// the interpreter: the reference outputs on given inputs, and how many
// elements were undefined behaviour on the way (judge() does not hold a
// kernel's crash against the compiler when the program itself was UB).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_REFERENCE_H
#define DEFUSE_INTERP_REFERENCE_H

#include "ir/Tensor.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class Workload;

struct Reference {
  std::vector<Tensor> outputs;
  uint64_t undefinedElements = 0;
  /// Output elements of the user's workload (computeReference) that are NaN
  /// although every input is finite: the program meets a NaN of its own (a
  /// variance input drawn negative, a log of a value its inputs make negative),
  /// which usually means the inputs are outside the domain the program was
  /// written for. Those elements are unjudged (their bound says "may be NaN")
  /// and the CLI says so.
  uint64_t nanFromFiniteInputs = 0;
};

/// What interpreting a workload holds in memory at most: the interpreter
/// keeps every tensor value of a function until the function returns, each
/// element as a value and a bound (kBytesPerElement).
struct ReferenceMemory {
  static constexpr uint64_t kBytesPerElement = 16;
  uint64_t bytes = 0; // saturates at UINT64_MAX
  /// The largest value: where it is defined, its type and its bytes.
  mlir::Location largest;
  std::string largestType;
  uint64_t largestBytes = 0;
};

/// The memory the reference needs for `workload`, counted before any of it
/// is allocated (inputs included), so that a workload too large for the
/// machine is refused with its size instead of dying in the allocator.
ReferenceMemory estimateReferenceMemory(const Workload &workload);

/// How many noise lanes (Monte Carlo evaluations, interp/MonteCarlo.h) each
/// reference gets for the statistical tier: process-wide, set once from the
/// command line (--lanes); 0 leaves the sound tier alone.
constexpr unsigned kDefaultNoiseLanes = 16;
void setNoiseLanes(unsigned lanes);
unsigned noiseLanes();

/// Whether TOSA's maximum and minimum leave the sign of a zero from -0 and
/// +0 open: process-wide, set from the compiler under test
/// (TargetControls::minMaxZeroSignOpen). By default they order -0 < +0, as
/// their lowering to arith.maximumf / minimumf does.
void setMinMaxZeroSignOpen(bool open);
bool minMaxZeroSignOpen();

/// Interprets the entry of `workload` on `inputs`, and in noiseLanes() noise
/// lanes: each output carries its legal noise (Tensor::noiseAt); errors go to
/// the context's diagnostic handlers.
llvm::FailureOr<Reference> computeReference(const Workload &workload,
                                            llvm::ArrayRef<Tensor> inputs);

/// The same for a module given as text (an intermediate module, an outlined
/// kernel), silently: a module that does not parse or that has left the
/// interpreter's dialects is a plain failure.
llvm::FailureOr<Reference>
computeReferenceQuietly(mlir::MLIRContext &context, llvm::StringRef moduleText,
                        llvm::StringRef entry, llvm::ArrayRef<Tensor> inputs,
                        unsigned lanes = noiseLanes());

} // namespace defuse

#endif // DEFUSE_INTERP_REFERENCE_H
