//===- SoundTier.cpp ------------------------------------------------------===//

#include "oracle/SoundTier.h"

#include <cmath>

using namespace defuse;

ElementClass defuse::classifyElement(ElementType type, const Scalar &ref,
                                     const Scalar &got) {
  if (type.isComplex()) {
    // Each part against the bound of the modulus, which bounds both.
    ElementType part = type.partType();
    ElementClass re = classifyElement(part, Scalar::ofFloat(ref.f, ref.err),
                                      Scalar::ofFloat(got.f));
    if (re != ElementClass::Ok)
      return re;
    return classifyElement(part, Scalar::ofFloat(ref.im, ref.err),
                           Scalar::ofFloat(got.im));
  }
  if (type.isInteger()) {
    if (!std::isfinite(ref.err))
      return ElementClass::Unverifiable;
    double diff =
        std::fabs(static_cast<double>(ref.i) - static_cast<double>(got.i));
    return (ref.i != got.i && diff > ref.err) ? ElementClass::Value
                                              : ElementClass::Ok;
  }
  double v = ref.f, t = got.f;
  if (std::isnan(ref.err))
    return ElementClass::Unverifiable; // may legally be anything, NaN too
  if (std::isinf(ref.err)) {
    // Unbounded, but never NaN where the reference is not (a NaN is only
    // possible where the bound says so, with a NaN bound).
    if (std::isnan(t) && !std::isnan(v))
      return ElementClass::NaN;
    return ElementClass::Unverifiable;
  }
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

double defuse::ulpDistance(ElementType type, double expected, double actual) {
  if (type.isInteger())
    return std::fabs(expected - actual);
  type = type.partType();
  if (std::isnan(expected) || std::isnan(actual) || std::isinf(expected) ||
      std::isinf(actual))
    return expected == actual ? 0.0 : INFINITY;
  double rounded = type.roundToType(expected);
  double lo = std::fmin(std::fabs(rounded), std::fabs(actual));
  return std::fabs(actual - rounded) / type.ulp(lo);
}
