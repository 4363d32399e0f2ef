//===- ErrorModel.h - How rounding error enters and propagates ------------===//
//
// The reference computes every float op in double and carries, per element, an
// absolute bound on how far a *legal* execution in the program's own element
// type can be from the reference value. The rules (docs/ERROR-MODEL.md):
//
//  * An op whose inputs carry bounds e_i first propagates them through its
//    exact mathematical function (interval/Lipschitz reasoning per op).
//  * A correctly rounded op then adds u_t * (|v| + propagated) for rounding
//    into the target type t (u_t = 2^-p), plus half the smallest subnormal
//    for results that may land in the subnormal range, plus the reference's
//    own double rounding u_ref * (|v| + propagated) when the double
//    computation was not exact.
//  * Conversions round the whole input interval (convertedResult), sums get
//    the reassociation bound (sumResult).
//  * Library functions (exp, tanh, ...) add their documented accuracy in ULPs
//    instead of half an ULP.
//  * A result that is exact in both the reference and the target stays exact:
//    its bound is 0, and only then are signed zeros and exact integers judged.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_ERRORMODEL_H
#define DEFUSE_INTERP_ERRORMODEL_H

#include "interp/MonteCarlo.h"
#include "ir/ElementType.h"
#include "ir/Tensor.h"

#include <cmath>
#include <limits>

namespace defuse::errors {

/// Unit roundoff of the reference's own arithmetic (IEEE double).
constexpr double kReferenceUnitRoundoff = 0x1p-53;
/// An element's bound when it is unbounded. +inf: the element may be any
/// value, an infinity included, but it is NaN only if the reference is.
/// NaN (kMayBeNaN): it may be NaN too. A NaN becomes legal only at the ops
/// that make one (inf - inf, 0 * inf, 0 / 0, a function outside its
/// domain) when their operands may take those values, and from there on;
/// the oracle holds any other NaN against the compiler whatever the bound
/// (docs/ERROR-MODEL.md, "Exactness and special values").
constexpr double kUnbounded = std::numeric_limits<double>::infinity();
constexpr double kMayBeNaN = std::numeric_limits<double>::quiet_NaN();

/// Floats whose sign of zero is unspecified get the smallest positive double
/// as their bound: value-wise exact, but the oracle no longer judges the sign.
constexpr double kZeroSignUnspecified = 0x1p-1074;

/// `v` as an exact execution in `t` has it when the bound leaves open
/// whether a legal one overflows: the infinity it rounds to past the
/// overflow threshold, itself otherwise. The reference then stays on a
/// trajectory a real execution takes (log(exp(100)) is inf in float32).
/// A type without infinities (the FN and FNUZ float8 types, the MX types)
/// has no IEEE result past its largest value: NaN, as XLA computes it, for
/// an element the oracle then leaves unjudged (overflowResult).
inline double overflowedLike(ElementType t, double v) {
  if (!(std::fabs(v) >= t.overflowThreshold()) || std::isnan(v))
    return v;
  return t.format().hasInfinity
             ? std::copysign(std::numeric_limits<double>::infinity(), v)
             : std::numeric_limits<double>::quiet_NaN();
}

/// The result of an op whose every legal execution overflows `t`: the
/// infinity of `v`'s sign, exactly; in a type without infinities the
/// specification leaves it open, and the element is unjudged.
inline Scalar overflowResult(ElementType t, double v) {
  if (t.format().hasInfinity)
    return Scalar::ofFloat(
        std::copysign(std::numeric_limits<double>::infinity(), v), 0.0);
  return Scalar::ofFloat(std::numeric_limits<double>::quiet_NaN(),
                         std::numeric_limits<double>::quiet_NaN());
}

/// The relative error an op in a float type of at most 5 significand bits
/// (the float8, float6 and float4 types) may add before its own rounding:
/// compilers compute such types in a wider one, bf16 at the narrowest, and
/// round the result once more (XLA's float normalization), which is a double
/// rounding.
inline double intermediateRounding(ElementType t) {
  return t.isFloat() && t.precision() <= 5 ? 0x1p-8 : 0.0;
}

/// Unbounded, keeping `e`'s "may be NaN".
inline double unboundedLike(double e) {
  return std::isnan(e) ? kMayBeNaN : kUnbounded;
}

/// Whether a value known to within `e` may be an infinity or NaN (its bound
/// is unbounded), and whether its interval holds zero.
inline bool mayBeNonFinite(double e) { return !std::isfinite(e); }
inline bool mayBeZero(double v, double e) {
  return !(std::fabs(v) > e) || std::isnan(v);
}

/// Result of one correctly rounded (or `ulps`-accurate) op in type `t` whose
/// exact value (computed by the reference) is `v`, given the error already
/// propagated from the operands. `refExact` says whether the double
/// computation of `v` itself was exact.
/// `magnitudeFloor` measures the allowance against max(|v|, floor): bounded
/// library functions (tanh, sin, erf, ...) are specified to an absolute
/// accuracy near their zeros.
inline Scalar roundedResult(ElementType t, double v, double propagated,
                            bool refExact, double ulps = 0.5,
                            double magnitudeFloor = 0.0) {
  // A noise lane rounds at random instead; its bound is only taint.
  if (mc::Lane *lane = mc::noiseLane())
    return Scalar::ofFloat(lane->round(t, v, ulps, magnitudeFloor), propagated);
  if (std::isnan(v))
    return Scalar::ofFloat(v, std::isfinite(propagated) ? 0.0 : kMayBeNaN);
  if (!std::isfinite(propagated))
    return Scalar::ofFloat(overflowedLike(t, v), unboundedLike(propagated));
  if (std::isinf(v))
    return Scalar::ofFloat(v, propagated == 0.0 ? 0.0 : kUnbounded);
  if (refExact && propagated == 0.0 && t.roundToType(v) == v &&
      !t.flushedToZero(v))
    return Scalar::ofFloat(v, 0.0);
  double mag = std::fabs(v) + propagated;
  double e = propagated +
             ulps * 2.0 * t.unitRoundoff() * std::fmax(mag, magnitudeFloor) +
             t.underflowError() * ulps + intermediateRounding(t) * mag;
  if (!refExact)
    e += kReferenceUnitRoundoff * mag;
  // A legal execution's exact result lies within |v| +- propagated; only
  // one that reaches the overflow threshold rounds past the largest value
  // (finfo.min - 5 is finfo.min in float32, exactly).
  if (std::fabs(v) - e >= t.overflowThreshold())
    return overflowResult(t, v);
  if (mag >= t.overflowThreshold())
    return Scalar::ofFloat(overflowedLike(t, v),
                           t.format().hasInfinity ? kUnbounded : kMayBeNaN);
  return Scalar::ofFloat(v, e);
}

/// Whether the double sum s = a + b was computed exactly (TwoSum residual).
inline bool twoSumExact(double a, double b, double s) {
  if (!std::isfinite(s))
    return false;
  double bb = s - a;
  double err = (a - (s - bb)) + (b - bb);
  return err == 0.0;
}

/// a + b rounded into `t` (addf, subf with b negated; TOSA add and sub).
/// An exact infinity plus a bounded finite value is that infinity, exactly:
/// a -inf attention mask stays -inf through every add, and exp of it is
/// exactly 0. Two values that may both be infinite may sum to NaN.
inline Scalar sumOfTwo(ElementType t, const Scalar &a, const Scalar &b) {
  double v = a.f + b.f;
  if (!mc::noiseLane()) {
    auto exactInf = [](const Scalar &x) {
      return std::isinf(x.f) && x.err == 0.0;
    };
    auto boundedFinite = [](const Scalar &x) {
      return std::isfinite(x.f) && std::isfinite(x.err);
    };
    if ((exactInf(a) && boundedFinite(b)) || (exactInf(b) && boundedFinite(a)))
      return Scalar::ofFloat(v, 0.0);
    if (mayBeNonFinite(a.err) && mayBeNonFinite(b.err))
      return Scalar::ofFloat(v, kMayBeNaN);
  }
  return roundedResult(t, v, a.err + b.err, twoSumExact(a.f, b.f, v));
}

/// Whether the double product p = a * b was computed exactly (FMA residual).
inline bool productExact(double a, double b, double p) {
  return std::isfinite(p) && std::fma(a, b, -p) == 0.0;
}

/// |x| for finite x, 0 for infinities and NaN: the magnitude of a sum's
/// finite terms (its infinite terms are judged separately).
inline double finiteAbs(double x) {
  double a = std::fabs(x);
  return a < kUnbounded ? a : 0.0;
}

/// The reassociation bound of a float sum of `n` terms accumulated in `acc`:
/// the finite terms' magnitudes add up to `absSum`, all terms' bounds to
/// `errSum`, and `v` is the reference sum. An infinite sum is exact unless
/// the finite terms may overflow to the opposite infinity in some order.
inline Scalar sumResult(ElementType acc, double v, double absSum, double errSum,
                        int64_t n) {
  // A noise lane rounded each step of the sum already (accumulate()).
  if (mc::noiseLane())
    return Scalar::ofFloat(v, errSum);
  if (n == 0)
    return Scalar::ofFloat(v, errSum);
  double u = acc.unitRoundoff() + kReferenceUnitRoundoff;
  double mag = absSum + errSum;
  double nu = static_cast<double>(n) * u;
  double gamma = nu < 1.0 ? nu / (1.0 - nu) : kUnbounded;
  double e =
      errSum + gamma * mag + static_cast<double>(n) * acc.underflowError();
  // Unbounded terms may be infinities of both signs (NaN in some order);
  // so may an infinite sum whose finite terms overflow the other way.
  if (std::isnan(v))
    e = std::isfinite(errSum) ? 0.0 : kMayBeNaN;
  else if (std::isinf(v))
    e = std::isfinite(errSum) && mag < acc.maxFinite() ? 0.0 : kMayBeNaN;
  else if (!std::isfinite(errSum))
    e = kMayBeNaN;
  else if (!std::isfinite(e) || mag >= acc.maxFinite())
    e = kUnbounded; // finite terms: overflow to one infinity at most
  return Scalar::ofFloat(v, e);
}

/// The product of `n` float factors (`factor(k)`, a Scalar each) rounded
/// into `t` in any order (reduce_prod): the relative bound (1+u)^n - 1 of n
/// roundings, valid as long as no partial product leaves the normal range;
/// when some may underflow, each flush loses at most half a subnormal, later
/// scaled by at most the product of the factors above 1. In a noise lane
/// each partial product rounds at random and the bound is only taint.
template <typename Factor>
Scalar productOfAll(ElementType t, int64_t n, Factor factor) {
  if (mc::Lane *lane = mc::noiseLane()) {
    double p = 1.0, taint = 0.0;
    for (int64_t k = 0; k < n; ++k) {
      Scalar x = factor(k);
      p = lane->round(t, p * x.f);
      taint += x.err;
    }
    return Scalar::ofFloat(p, taint);
  }
  double p = 1.0, pHi = 1.0, small = 1.0, big = 1.0;
  bool hasZero = false, hasInf = false, hasNaN = false, allExact = true;
  for (int64_t k = 0; k < n; ++k) {
    Scalar f = factor(k);
    double x = f.f, e = f.err, ax = std::fabs(x);
    p *= x;
    pHi *= ax + e;
    allExact &= e == 0.0;
    hasNaN |= std::isnan(x);
    hasInf |= std::isinf(x);
    hasZero |= x == 0.0;
    if (x == 0.0 || !std::isfinite(x))
      continue;
    if (ax + e < 1.0)
      small *= ax;
    else
      big *= ax + e;
  }
  double u = t.unitRoundoff() + kReferenceUnitRoundoff;
  double count = static_cast<double>(n);
  double rel = std::expm1(count * std::log1p(u)) * 1.0000001;
  // Some order may flush a partial product to zero, or overflow one to
  // infinity; then inf * 0 may give NaN where the exact product is not.
  bool mayFlush = small < t.underflowError();
  bool mayOverflow = big * (1.0 + rel) >= t.maxFinite();
  double err;
  // Where a partial product may reach infinity and another factor 0, the
  // product may be NaN: every unbounded case here is such.
  if (hasNaN || (hasInf && hasZero)) {
    err = allExact ? 0.0 : kMayBeNaN;
  } else if (!allExact && (hasInf || !std::isfinite(pHi))) {
    err = kMayBeNaN;
  } else if (allExact && hasInf) {
    err = mayFlush ? kMayBeNaN : 0.0; // +-inf, sign fixed
  } else if (allExact && hasZero) {
    err = mayOverflow ? kMayBeNaN : 0.0; // +-0, sign fixed
  } else if (allExact && n <= 1) {
    err = 0.0; // 1 * x
  } else {
    double prop = pHi - std::fabs(p); // interval of the exact product
    err = prop + rel * pHi;
    if (small < t.minNormal()) // some partial product may underflow
      err += count * t.underflowError() * big * (1.0 + rel);
    if (mayOverflow)
      err = kMayBeNaN;
  }
  return Scalar::ofFloat(p, err);
}

/// One step of a float accumulation in type `acc`: `sum + term` in double
/// in the reference; in a noise lane rounded to nearest in `acc`, the loop
/// taken in the lane's rotated order (mc::Lane::rotation), the term (a
/// product) left fused. Hot loops take `lane` from mc::noiseLane() once,
/// outside.
inline double accumulate(mc::Lane *lane, ElementType acc, double sum,
                         double term) {
  return lane ? lane->roundNearest(acc, sum + term) : sum + term;
}

/// The propagated bound of a product a * b: |a| e_b + |b| e_a + e_a e_b.
/// A factor known exactly contributes no term, even when the other one is
/// infinite: inf * 2 is exactly inf, where inf * 0 would make the bound NaN.
/// A NaN factor known exactly makes the product NaN whatever the other one
/// is. A factor that may be infinite times one that may be 0 may be NaN.
inline double productBound(double a, double ea, double b, double eb) {
  if ((std::isnan(a) && ea == 0.0) || (std::isnan(b) && eb == 0.0))
    return 0.0;
  auto mayBeInfinite = [](double x, double e) {
    return std::isinf(x) || mayBeNonFinite(e);
  };
  if ((mayBeInfinite(a, ea) && mayBeZero(b, eb) && (ea != 0 || eb != 0)) ||
      (mayBeInfinite(b, eb) && mayBeZero(a, ea) && (ea != 0 || eb != 0)) ||
      std::isnan(ea) || std::isnan(eb))
    return kMayBeNaN;
  double prop = 0.0;
  if (eb != 0.0)
    prop += std::fabs(a) * eb;
  if (ea != 0.0)
    prop += std::fabs(b) * ea;
  if (ea != 0.0 && eb != 0.0)
    prop += ea * eb;
  return prop;
}

/// a * b rounded into `t` (mulf, TOSA mul). An exact infinity times a
/// bounded value whose interval excludes 0 is that infinity, exactly.
inline Scalar productOf(ElementType t, const Scalar &a, const Scalar &b) {
  double v = a.f * b.f;
  auto exactInfTimesNonzero = [](const Scalar &inf, const Scalar &x) {
    return std::isinf(inf.f) && inf.err == 0.0 && std::isfinite(x.f) &&
           std::isfinite(x.err) && std::fabs(x.f) > x.err;
  };
  if (!mc::noiseLane() &&
      (exactInfTimesNonzero(a, b) || exactInfTimesNonzero(b, a)))
    return Scalar::ofFloat(v);
  Scalar r = roundedResult(t, v, productBound(a.f, a.err, b.f, b.err),
                           productExact(a.f, b.f, v));
  // An exact zero times a value that may be of either sign is a zero of
  // either sign: the magnitude is exact, the sign is not.
  auto signOpen = [](const Scalar &x) {
    return x.err != 0.0 && mayBeZero(x.f, x.err);
  };
  if (!mc::noiseLane() && r.f == 0.0 && r.err == 0.0 &&
      ((a.f == 0.0 && signOpen(b)) || (b.f == 0.0 && signOpen(a))))
    r.err = kZeroSignUnspecified;
  return r;
}

/// a / b rounded into `t` (divf, TOSA reciprocal). 0 / 0 and inf / inf
/// are NaN; a denominator interval that holds 0 leaves the quotient
/// unbounded.
inline Scalar quotientOf(ElementType t, const Scalar &a, const Scalar &b) {
  double v = a.f / b.f;
  double prop = 0.0;
  if (a.err != 0.0 || b.err != 0.0) {
    double denom = std::fabs(b.f) - b.err;
    bool nan = (mayBeZero(a.f, a.err) && mayBeZero(b.f, b.err)) ||
               (mayBeNonFinite(a.err) && mayBeNonFinite(b.err)) ||
               std::isnan(a.err) || std::isnan(b.err);
    prop = nan ? kMayBeNaN
           : denom <= 0.0
               ? kUnbounded
               : (a.err + (b.err != 0.0 ? std::fabs(v) * b.err : 0.0)) / denom;
  }
  bool exact = std::isfinite(v) && v != 0.0 && productExact(v, b.f, a.f);
  return roundedResult(t, v, prop, exact || v == 0.0 || std::isinf(v));
}

/// Whether any of `n` operands carries a non-zero bound.
inline bool anyUncertain(const Scalar *operands, unsigned n) {
  for (unsigned k = 0; k < n; ++k)
    if (operands[k].err != 0.0)
      return true;
  return false;
}

/// An i1 that may legally come out either way (a compare of inexact values
/// too close to call).
inline Scalar uncertainBool(bool v) { return Scalar::ofInt(v ? 1 : 0, 1.0); }

/// The signed reading of a stored integer: i1 is stored as 0/1 and reads as
/// 0/-1 when signed.
inline int64_t signedValue(ElementType t, int64_t v) {
  return t.kind == ElementKind::I1 ? -v : v;
}

/// A rounding to an integral value (ceil, floor, trunc, round, roundeven):
/// exact in any float type, but a step function, so an inexact input moves
/// the result by whole steps where its interval crosses one.
template <typename Fn>
Scalar integralRounding(Fn fn, double x, double e, bool stepsAtHalves) {
  double v = fn(x);
  // A decision point: recorded in the reference lane; in a noise lane the
  // step is undecided when its noise comes near it (then tainted).
  bool undecided = mc::stepUndecided(x, stepsAtHalves);
  if (mc::noiseLane())
    return Scalar::ofFloat(v, undecided ? kUnbounded : e);
  double err = 0.0;
  if (e != 0.0) {
    double lo = fn(x - e), hi = fn(x + e);
    err = std::fmax(std::fabs(v - lo), std::fabs(hi - v));
    if (std::isnan(err) || std::isnan(e))
      err = unboundedLike(e);
    // The sign of a zero result is only known when the whole interval
    // rounds from the same side.
    if (err == 0.0 && v == 0.0 && std::signbit(x - e) != std::signbit(x + e))
      err = kZeroSignUnspecified;
  }
  return Scalar::ofFloat(v, err);
}

/// The hull of two values either of which may legally be taken (a select on
/// an uncertain condition): keep `chosen`, widen its bound to cover `other`.
inline Scalar hull(const Scalar &chosen, const Scalar &other, bool isFloat) {
  if (isFloat) {
    if (std::isnan(chosen.f) || std::isnan(other.f) || std::isnan(chosen.err) ||
        std::isnan(other.err))
      return Scalar::ofFloat(chosen.f, kMayBeNaN);
    if (std::isinf(chosen.f) != std::isinf(other.f))
      return Scalar::ofFloat(chosen.f, kUnbounded);
    double lo = std::fmin(chosen.f - chosen.err, other.f - other.err);
    double hi = std::fmax(chosen.f + chosen.err, other.f + other.err);
    double e = std::fmax(chosen.f - lo, hi - chosen.f);
    // Two zeros of either sign: the value is exact, its sign is not.
    if (e == 0.0 && std::signbit(chosen.f) != std::signbit(other.f))
      e = kZeroSignUnspecified;
    return Scalar::ofFloat(chosen.f, e);
  }
  double lo = std::fmin(chosen.i - chosen.err, other.i - other.err);
  double hi = std::fmax(chosen.i + chosen.err, other.i + other.err);
  return Scalar::ofInt(chosen.i, std::fmax(chosen.i - lo, hi - chosen.i));
}

/// A select of `onTrue` or `onFalse` on `condition` (arith.select,
/// tosa.select). A condition that may legally come out either way takes the
/// hull of both branches; in a noise lane the result is tainted when the
/// condition is and the branches differ beyond the lane's noise.
inline Scalar select(const Scalar &condition, const Scalar &onTrue,
                     const Scalar &onFalse, bool isFloat) {
  const Scalar &chosen = condition.i ? onTrue : onFalse;
  const Scalar &other = condition.i ? onFalse : onTrue;
  bool taint = mc::selectTainted(mc::tainted(condition.err),
                                 isFloat ? onTrue.f : double(onTrue.i),
                                 isFloat ? onFalse.f : double(onFalse.i));
  if (mc::noiseLane()) {
    Scalar r = chosen;
    if (taint)
      r.err = kUnbounded;
    return r;
  }
  return condition.err == 0.0 ? chosen : hull(chosen, other, isFloat);
}

/// A conversion into `t` (arith.truncf, sitofp, uitofp; TOSA casts). Unlike
/// arithmetic, a conversion is never contracted or reassociated away, and
/// rounding is monotone: any value in [v - e, v + e] converts into
/// [round(v - e), round(v + e)]. The result is round(v) with a bound that
/// covers that interval, exact when both ends round to the same number,
/// so a conversion the compiler drops or
/// changes is caught even though it moves values by less than an ULP of the
/// narrow type. `refExact` says whether `v` itself is exact.
inline Scalar convertedResult(ElementType t, double v, double e,
                              bool refExact) {
  // Every conversion is a decision point: the reference lane records it, a
  // noise lane converts as the lanes do near a rounding boundary.
  if (mc::current()) {
    double converted = mc::convert(t, v);
    if (mc::noiseLane())
      return Scalar::ofFloat(converted, e);
  }
  if (std::isnan(v))
    return Scalar::ofFloat(v, std::isfinite(e) ? 0.0 : kMayBeNaN);
  if (!std::isfinite(e))
    return Scalar::ofFloat(v, unboundedLike(e));
  // A reference that is not exact in double is off by its own rounding,
  // which the interval covers.
  if (!refExact)
    e += kReferenceUnitRoundoff * std::fabs(v);
  double lo = t.roundToType(v - e), hi = t.roundToType(v + e);
  if (e == 0.0)
    lo = hi = t.roundToType(v); // keeps the sign of zero
  // A value the type cannot hold or round to (past the largest value of a
  // type without infinities, a negative value or zero for f8E8M0FNU): the
  // specification leaves the result open.
  if (std::isnan(lo) || std::isnan(hi))
    return Scalar::ofFloat(t.roundToType(v), kMayBeNaN);
  if (lo == hi)
    return Scalar::ofFloat(lo, 0.0);
  if (std::isinf(lo) || std::isinf(hi))
    return Scalar::ofFloat(v, kUnbounded);
  // The value an exact execution converts to, so that the reference stays
  // on a trajectory a real execution takes (the midpoint of [lo, hi] is
  // half an ULP of the narrow type away from both), and a bound that
  // reaches both ends.
  double nearest = t.roundToType(v);
  return Scalar::ofFloat(nearest, std::fmax(nearest - lo, hi - nearest));
}

/// Elements whose value is undefined behaviour in the program's own
/// semantics (integer division by zero, an out-of-range shift, index or
/// float-to-int conversion). They are unbounded, and counted: a compiled
/// program that executes undefined behaviour may legally do anything,
/// crash included, so the oracle must know it happened.
struct UndefinedBehaviour {
  static uint64_t &count() {
    static thread_local uint64_t n = 0;
    return n;
  }
};

inline Scalar poison() {
  ++UndefinedBehaviour::count();
  return Scalar::ofInt(0, kUnbounded);
}

inline Scalar floatPoison() {
  ++UndefinedBehaviour::count();
  return Scalar::ofFloat(0.0, kMayBeNaN);
}

/// For ops that are exact in any float type (negation, abs, copysign, max,
/// select): the bound carries over unchanged.
inline Scalar exactResult(double v, double propagated) {
  return Scalar::ofFloat(v, propagated);
}

/// A library function `fn` (monotone, or `lipschitz`-continuous when that
/// is > 0, or neither) of an input known to within `e`, accurate to `ulps`
/// (see roundedResult for `magnitudeFloor`). Outside its domain the result
/// is NaN; it is a certain NaN when the whole input interval is outside
/// (log of a value surely negative), and unbounded when only part of it is.
template <typename Fn>
Scalar libraryResult(ElementType t, Fn fn, double x, double e, bool monotone,
                     double lipschitz, double ulps, double magnitudeFloor);

/// Largest deviation of a monotone function over [x - e, x + e].
template <typename Fn>
double monotoneSpread(Fn fn, double x, double e, double fx) {
  if (e == 0.0)
    return 0.0;
  if (!std::isfinite(e))
    return kMayBeNaN; // the input may leave the domain
  double lo = fn(x - e), hi = fn(x + e);
  if (std::isnan(lo) || std::isnan(hi))
    return kMayBeNaN;
  return std::fmax(std::fabs(lo - fx), std::fabs(hi - fx));
}

template <typename Fn>
Scalar libraryResult(ElementType t, Fn fn, double x, double e, bool monotone,
                     double lipschitz, double ulps, double magnitudeFloor) {
  double v = fn(x);
  // f(±0) = ±0 exactly for the functions that vanish at zero (sin, tan,
  // tanh, erf, expm1, ...), as C99 Annex F, OpenCL and IEEE 754 9.2.1
  // require of every implementation, whatever its accuracy elsewhere.
  if (e == 0.0 && x == 0.0 && v == 0.0)
    return Scalar::ofFloat(v, 0.0);
  if (e == 0.0)
    return roundedResult(t, v, 0.0, false, ulps, magnitudeFloor);
  if (!std::isfinite(e)) // an infinite input: sin(inf), log(-inf) are NaN
    return Scalar::ofFloat(overflowedLike(t, v), kMayBeNaN);
  if (std::isnan(v)) {
    // Domains of these functions are intervals: both ends outside means all
    // of it is.
    bool allOutside = std::isnan(fn(x - e)) && std::isnan(fn(x + e));
    return Scalar::ofFloat(v, allOutside ? 0.0 : kMayBeNaN);
  }
  double prop = monotone        ? monotoneSpread(fn, x, e, v)
                : lipschitz > 0 ? std::fmin(lipschitz * e, 2.0)
                                : kUnbounded;
  return roundedResult(t, v, prop, false, ulps, magnitudeFloor);
}

} // namespace defuse::errors

#endif // DEFUSE_INTERP_ERRORMODEL_H
