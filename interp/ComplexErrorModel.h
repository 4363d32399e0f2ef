//===- ComplexErrorModel.h - Rounding error of complex arithmetic ---------===//
//
// A complex element carries one bound: on the modulus of its error, |z - z*|
// (docs/ERROR-MODEL.md, "Complex numbers"). Each part is rounded into the
// part type (f32 or f64) as a real number is, so the rules of ErrorModel.h
// carry over part by part and combine by the triangle inequality:
//
//  * a sum rounds each part once: u |v| (with |re| <= |v| and |im| <= |v|);
//  * a product (ac - bd) + (ad + bc)i takes two products and one sum per
//    part, with or without FMA: 2 sqrt(2) u |a||b|;
//  * a quotient and the library functions (exp, log, sin, ... of a complex
//    number) add a stated number of ULPs of max(|v|, 1): their
//    implementations compute parts such as log|z| or e^x cos y whose error is
//    absolute near their zeros, and no standard bounds them tighter;
//  * an operand known to within e moves an analytic function by at most the
//    largest move over the circle of radius e around it (maximum modulus
//    principle), which the reference samples at 16 points and doubles.
//
// In a noise lane each part rounds stochastically, as a real result does.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_COMPLEXERRORMODEL_H
#define DEFUSE_INTERP_COMPLEXERRORMODEL_H

#include "interp/ErrorModel.h"

#include <complex>

namespace defuse::errors {

using Complex = std::complex<double>;

inline Complex complexOf(const Scalar &s) { return {s.f, s.im}; }

inline bool isFinite(Complex z) {
  return std::isfinite(z.real()) && std::isfinite(z.imag());
}

/// The complex result `v` of one op in the complex type `t`, given the
/// error propagated from its operands and the op's own rounding allowance
/// `roundingUlps` ULPs of max(|v|, magnitudeFloor) (0.5 for an op that
/// rounds each part once). `exact` says whether `v` is the exact result.
inline Scalar complexRounded(ElementType t, Complex v, double propagated,
                             double roundingUlps, double magnitudeFloor,
                             bool exact) {
  ElementType part = t.partType();
  if (mc::Lane *lane = mc::noiseLane())
    return Scalar::ofComplex(
        lane->round(part, v.real(), roundingUlps, magnitudeFloor),
        lane->round(part, v.imag(), roundingUlps, magnitudeFloor), propagated);
  if (std::isnan(v.real()) || std::isnan(v.imag()))
    return Scalar::ofComplex(v.real(), v.imag(),
                             std::isfinite(propagated) ? 0.0 : kMayBeNaN);
  if (!std::isfinite(propagated) || !isFinite(v))
    return Scalar::ofComplex(v.real(), v.imag(), unboundedLike(propagated));
  if (exact && propagated == 0.0 && part.roundToType(v.real()) == v.real() &&
      part.roundToType(v.imag()) == v.imag())
    return Scalar::ofComplex(v.real(), v.imag(), 0.0);
  double mag = std::abs(v) + propagated;
  double e = propagated +
             roundingUlps * 2.0 * part.unitRoundoff() *
                 std::fmax(mag, magnitudeFloor) +
             2.0 * part.underflowError() + kReferenceUnitRoundoff * mag;
  if (mag >= part.maxFinite())
    return Scalar::ofComplex(v.real(), v.imag(), kMayBeNaN);
  return Scalar::ofComplex(v.real(), v.imag(), e);
}

/// a + b (b negated for a subtraction).
inline Scalar complexSum(ElementType t, const Scalar &a, const Scalar &b) {
  Complex v = complexOf(a) + complexOf(b);
  bool exact =
      twoSumExact(a.f, b.f, v.real()) && twoSumExact(a.im, b.im, v.imag());
  return complexRounded(t, v, a.err + b.err, 0.5, 0.0, exact);
}

/// a * b, the textbook formula (every implementation's, FMA or not).
inline Scalar complexProduct(ElementType t, const Scalar &a, const Scalar &b) {
  Complex x = complexOf(a), y = complexOf(b);
  double ac = x.real() * y.real(), bd = x.imag() * y.imag();
  double ad = x.real() * y.imag(), bc = x.imag() * y.real();
  Complex v(ac - bd, ad + bc);
  double prop = 0.0;
  if (a.err != 0.0 || b.err != 0.0)
    prop = std::abs(x) * b.err + std::abs(y) * a.err + a.err * b.err;
  // Exact when every product and both sums are (then every implementation
  // computes it exactly).
  bool exact = productExact(x.real(), y.real(), ac) &&
               productExact(x.imag(), y.imag(), bd) &&
               productExact(x.real(), y.imag(), ad) &&
               productExact(x.imag(), y.real(), bc) &&
               twoSumExact(ac, -bd, v.real()) && twoSumExact(ad, bc, v.imag());
  // 2 sqrt(2) u |x||y|, counted in ULPs (2u each) of |v| = |x||y|.
  return complexRounded(t, v, prop, std::sqrt(2.0), 0.0, exact);
}

/// The largest move of `fn` over the circle of radius `e` around `z`,
/// doubled (see the file comment); NaN when `fn` leaves its domain there.
template <typename Fn> double analyticSpread(Fn fn, Complex z, double e) {
  if (e == 0.0)
    return 0.0;
  if (!std::isfinite(e))
    return kMayBeNaN;
  Complex fz = fn(z);
  double spread = 0.0;
  for (int k = 0; k < 16; ++k) {
    double angle = k * (M_PI / 8.0);
    Complex w = fn(z + std::polar(e, angle));
    if (!isFinite(w))
      return kMayBeNaN;
    spread = std::fmax(spread, std::abs(w - fz));
  }
  return 2.0 * spread;
}

} // namespace defuse::errors

#endif // DEFUSE_INTERP_COMPLEXERRORMODEL_H
