//===- ControlledFusion.h - Elementwise fusion with chosen edges denied ---===//
//
// `defuse-controlled-fusion` is upstream `linalg-fuse-elementwise-ops` (the
// same patterns, the same default control function, the same greedy driver
// configuration) with two additions for op bisection: `deny` lists
// producer>consumer edges that it must not fuse, and
// `record` leaves every edge it allowed in a `defuse.fusion_decisions`
// attribute on the op it ran on. With nothing denied and nothing recorded it
// produces exactly the IR of the upstream pass (tested).
//
// An edge is named by op identities (ir/Workload.h): the payload op that
// computes the fused value, then the first payload op that reads it. Those
// stay the same whatever order fusion goes in, unlike the generic ops'
// own locations (a fused generic takes its consumer's).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_CONTROLLEDFUSION_H
#define DEFUSE_TARGET_CONTROLLEDFUSION_H

namespace defuse {

/// The pipeline step the controlled pass stands in for.
inline constexpr const char kUpstreamElementwiseFusion[] =
    "linalg-fuse-elementwise-ops";
inline constexpr const char kControlledFusion[] = "defuse-controlled-fusion";
inline constexpr const char kFusionDecisionsAttr[] = "defuse.fusion_decisions";

/// Registers defuse-controlled-fusion with MLIR's pass registry. Idempotent.
void registerControlledFusionPass();

} // namespace defuse

#endif // DEFUSE_TARGET_CONTROLLEDFUSION_H
