//===- Oracle.cpp ---------------------------------------------------------===//

#include "oracle/Oracle.h"

#include <algorithm>
#include <cmath>

using namespace defuse;

const char *defuse::verdictKindName(VerdictKind k) {
  switch (k) {
  case VerdictKind::Pass:
    return "pass";
  case VerdictKind::Drift:
    return "drift";
  case VerdictKind::Corruption:
    return "corruption";
  case VerdictKind::NanMismatch:
    return "nan-mismatch";
  case VerdictKind::InfMismatch:
    return "inf-mismatch";
  case VerdictKind::SignedZeroMismatch:
    return "signed-zero-mismatch";
  case VerdictKind::Crash:
    return "crash";
  case VerdictKind::Timeout:
    return "timeout";
  case VerdictKind::CompileError:
    return "compile-error";
  case VerdictKind::UndefinedBehaviour:
    return "undefined-behaviour";
  }
  return "?";
}

bool defuse::isMiscompile(VerdictKind k) {
  return k != VerdictKind::Pass && k != VerdictKind::CompileError &&
         k != VerdictKind::UndefinedBehaviour;
}

bool defuse::sameFailureKind(VerdictKind expected, VerdictKind actual) {
  auto wrongValues = [](VerdictKind k) {
    return k == VerdictKind::Drift || k == VerdictKind::Corruption;
  };
  return expected == actual || (wrongValues(expected) && wrongValues(actual));
}

namespace {

enum class ElementClass { Ok, Unverifiable, Value, NaN, Inf, SignedZero };

ElementClass classify(ElementType type, const Scalar &ref, const Scalar &got) {
  if (!std::isfinite(ref.err))
    return ElementClass::Unverifiable;
  if (type.isInteger()) {
    double diff =
        std::fabs(static_cast<double>(ref.i) - static_cast<double>(got.i));
    return (ref.i != got.i && diff > ref.err) ? ElementClass::Value
                                              : ElementClass::Ok;
  }
  double v = ref.f, t = got.f;
  if (std::isnan(v) || std::isnan(t))
    return std::isnan(v) && std::isnan(t) ? ElementClass::Ok
                                          : ElementClass::NaN;
  if (std::isinf(v) || std::isinf(t))
    return v == t ? ElementClass::Ok : ElementClass::Inf;
  if (std::fabs(t - v) > ref.err)
    return ElementClass::Value;
  if (ref.err == 0.0 && v == 0.0 && std::signbit(v) != std::signbit(t))
    return ElementClass::SignedZero;
  return ElementClass::Ok;
}

double ulpDistance(ElementType type, double expected, double actual) {
  if (type.isInteger())
    return std::fabs(expected - actual);
  if (std::isnan(expected) || std::isnan(actual) || std::isinf(expected) ||
      std::isinf(actual))
    return expected == actual ? 0.0 : INFINITY;
  double rounded = type.roundToType(expected);
  double lo = std::fmin(std::fabs(rounded), std::fabs(actual));
  return std::fabs(actual - rounded) / type.ulp(lo);
}

int severity(ElementClass c) {
  switch (c) {
  case ElementClass::NaN:
  case ElementClass::Inf:
    return 3;
  case ElementClass::SignedZero:
    return 1;
  case ElementClass::Value:
    return 2;
  default:
    return 0;
  }
}

} // namespace

OutputVerdict defuse::compareOutput(unsigned index, const Tensor &reference,
                                    const Tensor &actual) {
  OutputVerdict out;
  out.index = index;
  out.spec = {reference.elementType(), reference.shape()};
  out.elements = reference.numElements();
  ElementType type = reference.elementType();

  // Sorted reference values, to ask whether a wrong value belongs elsewhere.
  std::vector<std::pair<double, double>> sorted; // value, bound
  sorted.reserve(out.elements);
  double maxBound = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    Scalar s = reference.get(i);
    double v = type.isFloat() ? s.f : static_cast<double>(s.i);
    if (std::isfinite(v) && std::isfinite(s.err)) {
      sorted.push_back({v, s.err});
      maxBound = std::max(maxBound, s.err);
    }
  }
  std::sort(sorted.begin(), sorted.end());
  auto foundElsewhere = [&](double t, double own) {
    auto lo = std::lower_bound(sorted.begin(), sorted.end(),
                               std::make_pair(t - maxBound, -1.0));
    for (auto it = lo; it != sorted.end() && it->first <= t + maxBound; ++it)
      if (std::fabs(it->first - t) <= it->second && it->first != own)
        return true;
    return false;
  };

  int worstSeverity = 0;
  double worstRatio = -1;
  int64_t misplaced = 0, unrelated = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    Scalar ref = reference.get(i), got = actual.get(i);
    ElementClass c = classify(type, ref, got);
    if (c == ElementClass::Ok || c == ElementClass::Value) {
      double v = type.isFloat() ? ref.f : static_cast<double>(ref.i);
      double t = type.isFloat() ? got.f : static_cast<double>(got.i);
      double diff = std::fabs(t - v);
      if (std::isfinite(diff) && diff > 0)
        out.maxBoundRatio = std::max(out.maxBoundRatio,
                                     ref.err > 0 ? diff / ref.err : INFINITY);
    }
    if (c == ElementClass::Ok)
      continue;
    if (c == ElementClass::Unverifiable) {
      ++out.unverifiable;
      continue;
    }
    ++out.failing;
    double v = type.isFloat() ? ref.f : static_cast<double>(ref.i);
    double t = type.isFloat() ? got.f : static_cast<double>(got.i);
    ElementReport report{reference.multiIndex(i), v, ref.err, t,
                         ulpDistance(type, v, t)};
    out.maxUlps = std::max(out.maxUlps, report.ulps);
    switch (c) {
    case ElementClass::Value: {
      ++out.valueMismatches;
      // In a dense output any wrong value lands near some other element.
      // The mirror image 2v - t, wrong by the same amount the other way, is
      // the control: a match only counts when the control does not match.
      if (foundElsewhere(t, v) && !foundElsewhere(2 * v - t, v))
        ++misplaced;
      if (std::fabs(t - v) > std::fabs(v) + ref.err)
        ++unrelated;
      break;
    }
    case ElementClass::NaN:
      ++out.nanMismatches;
      break;
    case ElementClass::Inf:
      ++out.infMismatches;
      break;
    case ElementClass::SignedZero:
      ++out.signedZeroMismatches;
      break;
    default:
      break;
    }
    double ratio = ref.err > 0 ? std::fabs(t - v) / ref.err : INFINITY;
    if (std::isnan(ratio))
      ratio = INFINITY;
    int sev = severity(c);
    if (sev > worstSeverity || (sev == worstSeverity && ratio > worstRatio)) {
      worstSeverity = sev;
      worstRatio = ratio;
      out.worst = report;
    }
    if (out.samples.size() < 8)
      out.samples.push_back(report);
  }

  if (out.valueMismatches > 0) {
    out.misplacedFraction = static_cast<double>(misplaced) /
                            static_cast<double>(out.valueMismatches);
    // A handful of wrong values may match other elements by coincidence;
    // misplacement needs a pattern, so it takes several elements to claim.
    constexpr int64_t kMinMisplaced = 4;
    bool corrupt =
        (misplaced >= kMinMisplaced && out.misplacedFraction > 0.5) ||
        2 * unrelated > out.valueMismatches;
    out.kind = corrupt ? VerdictKind::Corruption : VerdictKind::Drift;
  } else if (out.nanMismatches > 0) {
    out.kind = VerdictKind::NanMismatch;
  } else if (out.infMismatches > 0) {
    out.kind = VerdictKind::InfMismatch;
  } else if (out.signedZeroMismatches > 0) {
    out.kind = VerdictKind::SignedZeroMismatch;
  }
  return out;
}

OutputVerdict defuse::compareReferences(unsigned index, const Tensor &before,
                                        const Tensor &after) {
  // Judge `after`'s values against `before` widened by `after`'s own bound:
  // the intervals overlap exactly when the widened bound holds.
  Tensor widened = before;
  Tensor values(after.elementType(), after.shape());
  for (int64_t i = 0; i < before.numElements(); ++i) {
    Scalar b = before.get(i), a = after.get(i);
    b.err += a.err;
    widened.set(i, b);
    a.err = 0.0;
    values.set(i, a);
  }
  return compareOutput(index, widened, values);
}

Verdict defuse::judge(const std::vector<Tensor> &reference,
                      const ProbeResult &probe, uint64_t undefinedElements) {
  Verdict v;
  v.probe = probe.status;
  v.message = probe.message;
  v.failingPass = probe.pass;
  switch (probe.status) {
  case ProbeStatus::Ok:
    break;
  case ProbeStatus::Crash:
  case ProbeStatus::OutOfMemory:
    v.kind = undefinedElements ? VerdictKind::UndefinedBehaviour
                               : VerdictKind::Crash;
    return v;
  case ProbeStatus::Timeout:
    v.kind = undefinedElements ? VerdictKind::UndefinedBehaviour
                               : VerdictKind::Timeout;
    return v;
  default:
    v.kind = VerdictKind::CompileError;
    return v;
  }
  if (probe.outputs.size() != reference.size()) {
    v.kind = VerdictKind::Corruption;
    v.message = "the compiled function returned " +
                std::to_string(probe.outputs.size()) + " results, expected " +
                std::to_string(reference.size());
    return v;
  }
  // The most severe output decides: corruption, then NaN/Inf disagreements,
  // then drift, then signed zeros.
  auto rank = [](VerdictKind k) {
    switch (k) {
    case VerdictKind::Corruption:
      return 5;
    case VerdictKind::NanMismatch:
      return 4;
    case VerdictKind::InfMismatch:
      return 3;
    case VerdictKind::Drift:
      return 2;
    case VerdictKind::SignedZeroMismatch:
      return 1;
    default:
      return 0;
    }
  };
  for (size_t i = 0; i < reference.size(); ++i) {
    OutputVerdict o = compareOutput(static_cast<unsigned>(i), reference[i],
                                    probe.outputs[i].toTensor());
    if (rank(o.kind) > rank(v.kind))
      v.kind = o.kind;
    v.outputs.push_back(std::move(o));
  }
  return v;
}
