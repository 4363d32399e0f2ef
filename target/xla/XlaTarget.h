//===- XlaTarget.h - XLA:CPU (through jax/jaxlib) as the compiler under test
//===//
//
// Each probe writes the workload as generic StableHLO and its inputs (raw
// bytes) to a scratch directory and runs target/xla/xla_tools.py with the
// installation's Python, a child of the probe's own isolated child: jaxlib
// compiles the module with XLA:CPU under the probe's compile options and
// runs it on the inputs. `--target-flag=NAME=VALUE` sets one of XLA's
// DebugOptions for every compile (xla_disable_hlo_passes=algsimp,
// xla_cpu_enable_fast_math=true, ...).
//
// Pass tracing dumps the HLO module after every pass that changed it
// (xla_dump_hlo_pass_re) and converts each dump back to StableHLO with
// XLA's own converter, so the reference reads them up to fusion. Kernel
// mapping lists the optimized module's fusions with the source ops their
// instructions came from (op_name metadata, which XLA takes from each
// op's location name, "opN").
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_XLA_XLATARGET_H
#define DEFUSE_TARGET_XLA_XLATARGET_H

#include "target/Targets.h"

namespace defuse {

llvm::FailureOr<std::unique_ptr<Target>>
createXlaTarget(const TargetSelection &selection, std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_XLA_XLATARGET_H
