//===- MonteCarlo.cpp -----------------------------------------------------===//

#include "interp/MonteCarlo.h"

#include <cmath>
#include <cstring>

using namespace defuse;
using namespace defuse::mc;

__thread Lane *mc::currentLane = nullptr;

namespace {

uint64_t splitMix(uint64_t &x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// The exponent that scales `x` so that the last bit `t` keeps of it has
/// weight 1 (subnormals share the smallest normal exponent).
int keptBitShift(ElementType t, double x) {
  int exp = std::ilogb(x);
  if (exp < t.format().minNormalExp)
    exp = t.format().minNormalExp;
  return static_cast<int>(t.precision()) - 1 - exp;
}

/// The two values of `t` around `x` (equal when `x` is one).
void neighbours(ElementType t, double x, double &lo, double &hi) {
  int shift = keptBitShift(t, x);
  double y = std::ldexp(x, shift);
  lo = std::ldexp(std::floor(y), -shift);
  hi = std::ldexp(std::ceil(y), -shift);
}

} // namespace

Lane::Lane(unsigned index, uint64_t seed, std::vector<Record> *record)
    : index(index), record(record) {
  uint64_t x = seed * 0x2545f4914f6cdd1dULL + index;
  for (uint64_t &s : state)
    s = splitMix(x);
}

void Lane::beginOp() {
  if (!isNoise())
    return;
  sharedLibraryError = uniform() - 0.5;
  opDraw = next();
}

double Lane::roundSlowly(ElementType t, double v, double libraryUlps,
                         double magnitudeFloor) {
  if (!std::isfinite(v) || !t.isFloat())
    return v;
  if (libraryUlps > 0.5) {
    // |error| <= k ULPs: k/2 shared by the op, k/2 per element.
    double ulp = t.ulp(std::fmax(std::fabs(v), magnitudeFloor));
    v += libraryUlps * ulp * (sharedLibraryError + (uniform() - 0.5));
  }
  if (v == 0.0)
    return v;
  if (t.kind == ElementKind::F64) // the reference's own precision
    return v + (uniform() - 0.5) * t.ulp(v);
  if (t.kind == ElementKind::F32)
    return roundF32(v);
  if (Lane::nearOverflow(t, v))
    return std::copysign(INFINITY, v);
  int shift = keptBitShift(t, v);
  double y = std::ldexp(v, shift);
  double down = std::floor(y);
  double r = uniform() < y - down ? down + 1.0 : down;
  return std::ldexp(r, -shift);
}

bool Lane::exchange(Point p, double &a, double &b) {
  if (!isNoise()) {
    if (record)
      record->push_back({a, b, p});
    return true;
  }
  if (lost || !record || cursor >= record->size() ||
      (*record)[cursor].point != p) {
    lost = true;
    return false;
  }
  a = (*record)[cursor].a;
  b = (*record)[cursor].b;
  ++cursor;
  return true;
}

ScopedLane::ScopedLane(Lane *lane) : saved(currentLane) { currentLane = lane; }
ScopedLane::~ScopedLane() { currentLane = saved; }

namespace {

/// Exchanges (`a`, `b`) with the record: the reference's values in a noise
/// lane. False outside the tier, in the reference lane (nothing to decide)
/// and in a lane that lost its place in the record.
bool referenceValues(Point p, double &a, double &b) {
  Lane *lane = current();
  if (!lane)
    return false;
  return lane->exchange(p, a, b) && lane->isNoise();
}

/// Whether a decision at `margin` from its tie in the reference is
/// undecided in a lane deviating by `deviation`.
bool withinNoise(double margin, double deviation) {
  return std::fabs(margin) < kUndecidedFactor * std::fabs(deviation) ||
         std::isnan(margin) != std::isnan(deviation);
}

} // namespace

bool mc::compareUndecided(double margin) {
  double ref = margin, unused = 0;
  if (!referenceValues(Point::Compare, ref, unused))
    return false;
  // The sign may have flipped outright; a NaN margin (an unordered
  // compare) is decided only when the reference's is NaN too.
  if (std::isnan(ref) || std::isnan(margin))
    return std::isnan(ref) != std::isnan(margin);
  // The same infinite margin (a compare with a -inf initial value, as every
  // argmax has) did not move.
  double deviation = margin == ref ? 0.0 : margin - ref;
  return (ref > 0) != (margin > 0) || withinNoise(ref, deviation);
}

bool mc::selectTainted(bool conditionTainted, double a, double b) {
  double refA = a, refB = b;
  if (!referenceValues(Point::Select, refA, refB) || !conditionTainted)
    return false;
  double noise = std::fmax(std::fabs(a - refA), std::fabs(b - refB));
  return !(std::fabs(refA - refB) <= kUndecidedFactor * noise);
}

double mc::convert(ElementType t, double x) {
  double ref = x, unused = 0;
  if (!referenceValues(Point::Conversion, ref, unused) || !std::isfinite(ref) ||
      !std::isfinite(x))
    return t.roundToType(x);
  double deviation = x - ref;
  double nearest = t.roundToType(ref);
  double lo, hi;
  neighbours(t, ref, lo, hi);
  if (lo == hi) { // `ref` is a value of `t`: its boundaries are half an
    double ulp = t.ulp(ref); // ULP away on either side
    lo = ref - ulp;
    hi = ref + ulp;
    double margin = 0.5 * t.ulp(ref);
    if (!withinNoise(margin, deviation) || 2 * std::fabs(deviation) >= ulp)
      return t.roundToType(x);
    Lane *lane = current();
    return lane->uniform() < 0.5 ? ref : (deviation > 0 ? hi : lo);
  }
  double boundary = 0.5 * (lo + hi);
  double margin = std::fabs(ref - boundary);
  // A lane far from the reference already lands on either side by itself.
  if (!withinNoise(margin, deviation) || std::fabs(deviation) >= hi - lo)
    return t.roundToType(x);
  Lane *lane = current();
  return lane->uniform() < 0.5 ? nearest : (nearest == lo ? hi : lo);
}

bool mc::stepUndecided(double x, bool atHalves) {
  double ref = x, unused = 0;
  if (!referenceValues(Point::Step, ref, unused))
    return false;
  if (!std::isfinite(ref) || !std::isfinite(x))
    return std::isfinite(ref) != std::isfinite(x) || ref != x;
  double shifted = atHalves ? ref + 0.5 : ref;
  double margin =
      std::fmin(shifted - std::floor(shifted), std::ceil(shifted) - shifted);
  if (shifted == std::floor(shifted))
    margin = 0.0; // on a step: exact in the reference, moved in the lane?
  return x != ref && withinNoise(margin, x - ref);
}

bool mc::argMaxUndecided(double lead, int64_t winner) {
  double ref = lead, refWinner = static_cast<double>(winner);
  if (!referenceValues(Point::ArgMax, ref, refWinner))
    return false;
  return static_cast<double>(winner) != refWinner ||
         withinNoise(ref, lead == ref ? 0.0 : lead - ref);
}

bool mc::sharedOrder(std::vector<int64_t> &order) {
  Lane *lane = current();
  if (!lane)
    return true;
  for (int64_t &position : order) {
    double a = static_cast<double>(position), unused = 0;
    if (!lane->exchange(Point::Order, a, unused))
      return false;
    position = static_cast<int64_t>(a);
  }
  return true;
}
