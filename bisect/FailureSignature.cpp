//===- FailureSignature.cpp - Failure signatures as text ------------------===//

#include "bisect/FailureSignature.h"

#include "interp/Reference.h"

using namespace defuse;

std::string FailureSignature::str() const {
  return std::string(verdictKindName(kind)) +
         (tier == Tier::Statistical ? "/statistical" : "") + "@" + pass + ":" +
         opKind;
}

unsigned FailureSignature::lanes() const {
  return tier == Tier::Statistical ? noiseLanes() : 0;
}

llvm::StringRef defuse::opCheckName(OpCheck check) {
  return check == OpCheck::Originates ? "originates" : "reaches";
}

std::optional<OpCheck> defuse::opCheckByName(llvm::StringRef name) {
  for (OpCheck c : {OpCheck::Reaches, OpCheck::Originates})
    if (name == opCheckName(c))
      return c;
  return std::nullopt;
}

std::optional<VerdictKind> defuse::verdictKindByName(const std::string &name) {
  for (VerdictKind k :
       {VerdictKind::Pass, VerdictKind::Drift, VerdictKind::Corruption,
        VerdictKind::NanMismatch, VerdictKind::InfMismatch,
        VerdictKind::SignedZeroMismatch, VerdictKind::Crash,
        VerdictKind::Timeout, VerdictKind::CompileError,
        VerdictKind::UndefinedBehaviour})
    if (name == verdictKindName(k))
      return k;
  return std::nullopt;
}

std::optional<FailureSignature> FailureSignature::parse(const std::string &text,
                                                        std::string &error) {
  size_t at = text.find('@');
  size_t colon = text.find(':', at == std::string::npos ? 0 : at);
  std::string kind = text.substr(0, std::min(at, colon));
  Tier tier = Tier::Sound;
  if (size_t slash = kind.find('/'); slash != std::string::npos) {
    if (kind.substr(slash + 1) != "statistical") {
      error = "'" + kind.substr(slash + 1) +
              "' is not a tier (a statistical failure is written "
              "KIND/statistical@PASS:OP)";
      return std::nullopt;
    }
    tier = Tier::Statistical;
    kind = kind.substr(0, slash);
  }
  std::optional<VerdictKind> k = verdictKindByName(kind);
  if (!k || *k == VerdictKind::Pass) {
    error = "'" + kind +
            "' is not a failing verdict kind (expected one of "
            "drift, corruption, nan-mismatch, inf-mismatch, "
            "signed-zero-mismatch, crash, timeout)";
    return std::nullopt;
  }
  FailureSignature s;
  s.kind = *k;
  s.tier = tier;
  if (at != std::string::npos)
    s.pass = text.substr(at + 1, colon == std::string::npos ? std::string::npos
                                                            : colon - at - 1);
  if (colon != std::string::npos)
    s.opKind = text.substr(colon + 1);
  return s;
}
