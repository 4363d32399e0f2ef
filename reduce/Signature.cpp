//===- Signature.cpp - The failure signature a triage found ---------------===//

#include "reduce/Signature.h"

#include "bisect/Triage.h"
#include "target/mlir/PassPipeline.h"

using namespace defuse;

FailureSignature defuse::signatureOfTriage(const TriageState &state) {
  if (state.known)
    return *state.known;
  FailureSignature signature;
  signature.kind = state.verdict.kind;
  signature.tier = state.verdict.tier;
  if (state.pass && state.pass->outcome == PassBisectionResult::Outcome::Found)
    signature.pass = passName(state.passes[state.pass->index]);
  else if (state.compilerPass && state.compilerPass->found)
    signature.pass = passArgumentOf(state.compilerPass->name());
  if (state.op)
    signature.opKind = state.op->name;
  return signature;
}
