//===- IreeTarget.h - IREE (llvm-cpu) as the compiler under test ----------===//
//
// Each probe writes the workload and its inputs (raw bytes) to a scratch
// directory, compiles with `iree-compile` for the local llvm-cpu device and
// the host CPU, and runs with `iree-run-module`, both as child processes of
// the probe's own isolated child; outputs come back as raw bytes. Releases
// older than 3.10 do not read MLIR 22's TOSA, so their workloads are lowered
// to linalg-on-tensors by MLIR 22 first and handed over in generic form.
//
// Pass tracing compiles through the end of the flow phase with the module
// printed after every pass, and carries each dump over into a workload the
// reference reads (IreeSnapshot.h) for as long as it can.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_IREE_IREETARGET_H
#define DEFUSE_TARGET_IREE_IREETARGET_H

#include "target/Targets.h"

namespace defuse {

llvm::FailureOr<std::unique_ptr<Target>>
createIreeTarget(const TargetSelection &selection, std::string &error);

/// The flags every compile for the local CPU takes.
std::vector<std::string> ireeDeviceFlags();

} // namespace defuse

#endif // DEFUSE_TARGET_IREE_IREETARGET_H
