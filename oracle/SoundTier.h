//===- SoundTier.h - Judging against proven error bounds ------------------===//
//
// The oracle's first tier (docs/ERROR-MODEL.md, "Rules"): an element is wrong
// when it lies outside the reference's sound bound, or disagrees on NaN, on
// infinity, or (only where the reference is exact) on the sign of zero; an
// integer is wrong when it differs beyond its bound. Such a failure is
// proven: no legal execution of the program produces it. An element whose
// bound is unbounded is left to the statistical tier (StatisticalTier.h).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_ORACLE_SOUNDTIER_H
#define DEFUSE_ORACLE_SOUNDTIER_H

#include "ir/Tensor.h"

namespace defuse {

enum class ElementClass { Ok, Unverifiable, Value, NaN, Inf, SignedZero };

/// How `got` stands against the reference element `ref` of type `type`.
ElementClass classifyElement(ElementType type, const Scalar &ref,
                             const Scalar &got);

/// Distance in ULPs of `type` between `expected` (rounded to the type) and
/// `actual`; infinite when only one is NaN or infinite.
double ulpDistance(ElementType type, double expected, double actual);

} // namespace defuse

#endif // DEFUSE_ORACLE_SOUNDTIER_H
