//===- Signature.h - The failure signature a triage found -----------------===//
//
// What the reducer must keep true (bisect/FailureSignature.h), as triage's
// stages found it or as the user gave it.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_SIGNATURE_H
#define DEFUSE_REDUCE_SIGNATURE_H

#include "bisect/FailureSignature.h"

namespace defuse {

struct TriageState;

/// The signature a triage found: its verdict kind, the culprit pass (when
/// pass bisection named one) and the op (when op bisection named one); or
/// the one the user gave (TriageState::known), whatever the stages found.
FailureSignature signatureOfTriage(const TriageState &state);

} // namespace defuse

#endif // DEFUSE_REDUCE_SIGNATURE_H
