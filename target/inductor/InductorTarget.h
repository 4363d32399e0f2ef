//===- InductorTarget.h - torch.compile (Inductor, CPU) under test --------===//
//
// Each probe writes the workload as a PyTorch program (TorchProgram.h) and
// its inputs (raw bytes) to a scratch directory and runs
// target/inductor/inductor_tools.py with the front ends' Python (the torch
// defuse pins), a child of the probe's own isolated child, or in a resident
// worker that imported torch once: torch.compile with the inductor backend
// compiles the program (C++ and OpenMP kernels of its own fusion and
// vectorization) and runs it on the inputs. `--target-flag=NAME=VALUE`
// patches torch._inductor.config for every compile (cpp.simdlen=0,
// max_fusion_size=1, ...). Every compile emulates the program's f16 and
// bf16 roundings (emulate_precision_casts, see InductorTarget.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_INDUCTOR_INDUCTORTARGET_H
#define DEFUSE_TARGET_INDUCTOR_INDUCTORTARGET_H

#include "target/Targets.h"

namespace defuse {

llvm::FailureOr<std::unique_ptr<Target>>
createInductorTarget(const TargetSelection &selection, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_INDUCTOR_INDUCTORTARGET_H
