//===- Oracle.cpp ---------------------------------------------------------===//

#include "oracle/Oracle.h"
#include "oracle/SoundTier.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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
  case VerdictKind::Inconclusive:
    return "inconclusive";
  }
  return "?";
}

bool defuse::isMiscompile(VerdictKind k) {
  return k != VerdictKind::Pass && k != VerdictKind::CompileError &&
         k != VerdictKind::UndefinedBehaviour && k != VerdictKind::Inconclusive;
}

bool defuse::sameFailureKind(VerdictKind expected, VerdictKind actual) {
  auto wrongValues = [](VerdictKind k) {
    return k == VerdictKind::Drift || k == VerdictKind::Corruption;
  };
  return expected == actual || (wrongValues(expected) && wrongValues(actual));
}

namespace {

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

/// An element as a number: a float's value, a complex number's real part
/// (reports name the element; the sound tier judged both parts), an
/// integer's value (unsigned ones unsigned).
double valueOf(ElementType type, const Scalar &s) {
  if (type.isFloat() || type.isComplex())
    return s.f;
  return type.isUnsigned() ? static_cast<double>(type.asUnsigned(s.i))
                           : static_cast<double>(s.i);
}

/// The statistical tier's view of one element: whether it can judge it,
/// and how it stands (with its z score for value disagreements).
struct StatisticalElement {
  bool judged = false;
  ElementClass verdict = ElementClass::Ok;
  double z = 0, tolerance = 0;
};

StatisticalElement judgeStatistically(ElementType type, const Scalar &ref,
                                      const Scalar &got, double spread,
                                      double outputRms, double lambda) {
  StatisticalElement e;
  double v = valueOf(type, ref), t = valueOf(type, got);
  // Unjudged: a decision near its tie, a lane gone elsewhere. A reference
  // NaN or infinity is the sound tier's alone: where such values meet,
  // the order of a computation decides what comes out (inf - inf), and
  // the lanes followed one order each.
  if (std::isnan(spread) || !std::isfinite(v))
    return e;
  e.judged = true;
  if (std::isnan(t)) {
    e.verdict = ElementClass::NaN;
    return e;
  }
  if (std::isinf(t)) {
    e.verdict = ElementClass::Inf;
    return e;
  }
  double s = type.isFloat() ? noiseScale(type, spread, v, outputRms) : spread;
  e.tolerance = lambda * s;
  if (s == 0.0) { // every lane exact: so must the target be
    e.z = t == v ? 0.0 : INFINITY;
  } else {
    e.z = std::fabs(t - v) / s;
  }
  e.verdict = e.z > lambda ? ElementClass::Value : ElementClass::Ok;
  return e;
}

} // namespace

const char *defuse::tierName(Tier t) {
  return t == Tier::Sound ? "sound" : "statistical";
}

std::string defuse::describeJudgement(const OutputVerdict &o,
                                      const StatisticalThresholds &t) {
  char buf[160];
  if (o.kind != VerdictKind::Pass && o.tier == Tier::Sound)
    return "sound: proven";
  if (o.test == "special") {
    std::snprintf(buf, sizeof(buf),
                  "statistical: %s where the reference and all %u lanes are "
                  "finite",
                  o.nanMismatches ? "NaN" : "an infinity", t.lanes);
    return buf;
  }
  if (o.kind != VerdictKind::Pass) {
    double cut = o.test == "median" ? t.median
                 : o.test == "tail" ? t.tail
                                    : t.element;
    const char *what = o.test == "median" ? "median z"
                       : o.test == "tail" ? "90th-percentile z"
                                          : "z";
    std::snprintf(buf, sizeof(buf), "statistical: %s %.3g > %.3g, p %.2g", what,
                  o.score, cut, o.pValue);
    return buf;
  }
  if (!o.statisticallyJudged)
    return "sound only";
  std::snprintf(
      buf, sizeof(buf), "statistical: %lld judged, largest z %.3g of %.3g",
      static_cast<long long>(o.statisticallyJudged), o.maxScore, t.element);
  std::string text = buf;
  if (o.soundOnly)
    text += "; " + std::to_string(o.soundOnly) + " by the sound tier alone";
  return text;
}

StatisticalThresholds
defuse::thresholdsFor(const std::vector<Tensor> &reference, unsigned family) {
  unsigned lanes = 0, outputs = 0;
  int64_t judged = 0;
  for (const Tensor &t : reference) {
    if (!t.hasNoise())
      continue;
    lanes = lanes ? std::min(lanes, t.noiseLanes()) : t.noiseLanes();
    ++outputs;
    for (int64_t i = 0; i < t.numElements(); ++i)
      judged += !std::isnan(t.noiseAt(i));
  }
  return StatisticalThresholds::forRun(lanes, judged, outputs, family);
}

OutputVerdict defuse::compareOutput(unsigned index, const Tensor &reference,
                                    const Tensor &actual,
                                    const StatisticalThresholds &thresholds) {
  OutputVerdict out;
  out.index = index;
  out.spec = {reference.elementType(), reference.shape()};
  out.elements = reference.numElements();
  ElementType type = reference.elementType();
  bool statistical = thresholds.active() && reference.hasNoise();

  // The RMS of the reference's finite values: the scale below which noise
  // near a zero is not told apart (noiseScale).
  double squares = 0;
  int64_t finite = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    double v = valueOf(type, reference.get(i));
    if (std::isfinite(v)) {
      squares += v * v;
      ++finite;
    }
  }
  double rms = finite ? std::sqrt(squares / static_cast<double>(finite)) : 0.0;

  // Each element's verdict and the tolerance of the tier that judged it,
  // which is also what "the same value" means when asking whether a wrong
  // value belongs to another position.
  std::vector<ElementClass> classes(out.elements, ElementClass::Ok);
  std::vector<double> tolerance(out.elements, 0.0);
  std::vector<Tier> tiers(out.elements, Tier::Sound);
  std::vector<double> zs(out.elements, 0.0);
  std::vector<double> scores;
  int64_t soundFailures = 0, statisticalFailures = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    Scalar ref = reference.get(i), got = actual.get(i);
    ElementClass c = classifyElement(type, ref, got);
    tolerance[i] = ref.err;
    if (c == ElementClass::Ok || c == ElementClass::Value) {
      double diff = std::fabs(valueOf(type, got) - valueOf(type, ref));
      if (std::isfinite(diff) && diff > 0)
        out.maxBoundRatio = std::max(out.maxBoundRatio,
                                     ref.err > 0 ? diff / ref.err : INFINITY);
    }
    if (c == ElementClass::Unverifiable)
      ++out.unverifiable;
    if (c != ElementClass::Ok && c != ElementClass::Unverifiable) {
      classes[i] = c;
      ++soundFailures;
      continue;
    }
    StatisticalElement se;
    if (statistical)
      se = judgeStatistically(type, ref, got, reference.noiseAt(i), rms,
                              thresholds.element);
    if (!se.judged) {
      if (c == ElementClass::Unverifiable) {
        classes[i] = ElementClass::Unverifiable;
        ++out.unjudged;
      } else {
        ++out.soundOnly;
      }
      continue;
    }
    ++out.statisticallyJudged;
    if (std::isfinite(se.z)) {
      scores.push_back(se.z);
      zs[i] = se.z;
    }
    out.maxScore = std::max(out.maxScore, se.z);
    if (se.verdict != ElementClass::Ok) {
      classes[i] = se.verdict;
      tolerance[i] = se.tolerance;
      tiers[i] = Tier::Statistical;
      ++statisticalFailures;
    } else if (c == ElementClass::Unverifiable) {
      classes[i] = ElementClass::Ok; // judged after all
    }
  }
  if (!scores.empty()) {
    std::vector<double> copy = scores;
    out.medianScore = quantile(copy, 0.5);
    out.tailScore = quantile(copy, 0.9);
  }

  // A proven failure speaks for the output; statistical ones only without.
  Tier tier = soundFailures ? Tier::Sound : Tier::Statistical;
  auto failing = [&](int64_t i) {
    return classes[i] != ElementClass::Ok &&
           classes[i] != ElementClass::Unverifiable && tiers[i] == tier;
  };

  // Sorted reference values, to ask whether a wrong value belongs elsewhere.
  std::vector<std::pair<double, double>> sorted; // value, tolerance
  sorted.reserve(out.elements);
  double maxTolerance = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    double v = valueOf(type, reference.get(i));
    double tol = reference.errAt(i);
    if (tier == Tier::Statistical && statistical)
      tol = std::isnan(reference.noiseAt(i))
                ? INFINITY
                : thresholds.element *
                      noiseScale(type, reference.noiseAt(i), v, rms);
    if (std::isfinite(v) && std::isfinite(tol)) {
      sorted.push_back({v, tol});
      maxTolerance = std::max(maxTolerance, tol);
    }
  }
  std::sort(sorted.begin(), sorted.end());
  auto foundElsewhere = [&](double t, double own) {
    auto lo = std::lower_bound(sorted.begin(), sorted.end(),
                               std::make_pair(t - maxTolerance, -1.0));
    for (auto it = lo; it != sorted.end() && it->first <= t + maxTolerance;
         ++it)
      if (std::fabs(it->first - t) <= it->second && it->first != own)
        return true;
    return false;
  };

  int worstSeverity = 0;
  double worstRatio = -1;
  int64_t misplaced = 0, unrelated = 0;
  for (int64_t i = 0; i < out.elements; ++i) {
    if (!failing(i))
      continue;
    ElementClass c = classes[i];
    Scalar ref = reference.get(i), got = actual.get(i);
    ++out.failing;
    double v = valueOf(type, ref), t = valueOf(type, got);
    ElementReport report{reference.multiIndex(i), v, tolerance[i], t,
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
      if (std::fabs(t - v) > std::fabs(v) + tolerance[i])
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
    double ratio =
        tier == Tier::Statistical
            ? zs[i]
            : (tolerance[i] > 0 ? std::fabs(t - v) / tolerance[i] : INFINITY);
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
  if (out.kind != VerdictKind::Pass) {
    out.tier = tier;
    if (tier == Tier::Statistical && out.valueMismatches == 0) {
      // A NaN or an infinity no lane has: no score to speak of.
      out.test = "special";
      out.score = 0;
      out.pValue = std::nan("");
    } else if (tier == Tier::Statistical) {
      out.test = "element";
      out.score = out.maxScore;
      out.pValue = thresholds.elementPValue(out.maxScore);
    }
    return out;
  }

  if (out.elements > 0 && out.unjudged == out.elements) {
    out.kind = VerdictKind::Inconclusive;
    return out;
  }
  // No element beyond the noise: a small error shared by many of them.
  if (statistical && !scores.empty()) {
    bool median = out.medianScore > thresholds.median;
    bool tail = out.tailScore > thresholds.tail;
    if (median || tail) {
      out.kind = VerdictKind::Drift;
      out.tier = Tier::Statistical;
      out.test = median ? "median" : "tail";
      out.score = median ? out.medianScore : out.tailScore;
      out.pValue = median ? thresholds.medianPValue(out.medianScore)
                          : thresholds.tailPValue(out.tailScore);
      double cut = median ? thresholds.median : thresholds.tail;
      double worstZ = -1;
      for (int64_t i = 0; i < out.elements; ++i) {
        if (zs[i] <= cut)
          continue;
        ++out.failing;
        ++out.valueMismatches;
        Scalar ref = reference.get(i), got = actual.get(i);
        double v = valueOf(type, ref), t = valueOf(type, got);
        ElementReport report{reference.multiIndex(i), v,
                             cut *
                                 noiseScale(type, reference.noiseAt(i), v, rms),
                             t, ulpDistance(type, v, t)};
        out.maxUlps = std::max(out.maxUlps, report.ulps);
        if (zs[i] > worstZ) {
          worstZ = zs[i];
          out.worst = report;
        }
        if (out.samples.size() < 8)
          out.samples.push_back(report);
      }
    }
  }
  return out;
}

OutputVerdict defuse::compareReferences(unsigned index, const Tensor &before,
                                        const Tensor &after) {
  // Judge `after`'s values against `before` widened by `after`'s own bound:
  // the intervals overlap exactly when the widened bound holds.
  // The statistical tier the same way: the two references' noises add.
  // An `after` without noise lanes (a module interpreted once) leaves
  // `widened` with `before`'s noise: it is judged as one execution is.
  Tensor widened = before;
  Tensor values(after.elementType(), after.shape());
  std::vector<double> noise;
  bool withNoise = before.hasNoise() && after.hasNoise();
  for (int64_t i = 0; i < before.numElements(); ++i) {
    Scalar b = before.get(i), a = after.get(i);
    b.err += a.err;
    widened.set(i, b);
    a.err = 0.0;
    values.set(i, a);
    if (withNoise)
      noise.push_back(std::hypot(before.noiseAt(i), after.noiseAt(i)));
  }
  if (withNoise)
    widened.setNoise(std::move(noise),
                     std::min(before.noiseLanes(), after.noiseLanes()));
  return compareOutput(index, widened, values, thresholdsFor({widened}));
}

Verdict defuse::judge(const std::vector<Tensor> &reference,
                      const ProbeResult &probe, uint64_t undefinedElements,
                      unsigned family) {
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
  StatisticalThresholds thresholds = thresholdsFor(reference, family);
  v.thresholds = thresholds;
  bool anyJudged = false;
  for (size_t i = 0; i < reference.size(); ++i) {
    OutputVerdict o = compareOutput(static_cast<unsigned>(i), reference[i],
                                    probe.outputs[i].toTensor(), thresholds);
    // The more severe kind decides; between equals, a proven failure.
    if (rank(o.kind) > rank(v.kind) ||
        (rank(o.kind) == rank(v.kind) && o.kind != VerdictKind::Pass &&
         o.tier == Tier::Sound)) {
      v.kind = o.kind;
      v.tier = o.tier;
    }
    anyJudged |= o.unjudged < o.elements || o.elements == 0;
    v.outputs.push_back(std::move(o));
  }
  if (v.kind == VerdictKind::Pass && !anyJudged && !v.outputs.empty())
    v.kind = VerdictKind::Inconclusive;
  return v;
}
