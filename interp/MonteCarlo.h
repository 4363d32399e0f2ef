//===- MonteCarlo.h - Noise lanes: legal executions sampled at random -----===//
//
// The statistical tier of the oracle (docs/ERROR-MODEL.md, "The statistical
// tier") judges a compiled program against the noise of legal execution,
// measured rather than bounded: the reference is evaluated once more in each
// of K *noise lanes*, each a legal execution drawn at random, and the spread
// of the lanes around the reference is the scale of the noise per element.
// The lanes keep every correlation the program has (x - mean(x), s - max(s),
// a residual and its branch), which worst-case bounds lose.
//
// In a noise lane:
//   * every op that rounds into a float type rounds stochastically: up or
//     down with the probabilities that make the rounding unbiased, so that
//     its variance is at least that of round-to-nearest for the same value,
//     and an exact result stays exact;
//   * every step of a reduction's accumulation rounds so, in the loop's
//     order (the products are left fused, as an FMA would);
//   * a library function (exp, tanh, ...) errs by up to its documented
//     allowance of k ULPs: half of it shared by every element of the op in
//     this lane (an implementation's error may keep one sign over a range),
//     half of it drawn per element;
//   * a conversion into a narrower type rounds to nearest; where the lane's
//     own deviation comes within kUndecidedFactor of the distance to a
//     rounding boundary, the lane lands on either side at random;
//   * a decision on floats (a compare, an argmax, a float-to-int step, an
//     integral rounding) whose margin in the reference is within
//     kUndecidedFactor of the lane's deviation is *undecided*: its result
//     is tainted (its bound is infinite in the lane), and so is everything
//     computed from it, except a select between two branches that are
//     equal to within the same factor of their deviation (a ReLU written
//     as compare and select is continuous at its tie).
// In a lane, a Scalar's bound carries only that taint (infinite: tainted).
//
// The reference lane records, in evaluation order, what each decision point
// needs of the reference (its margin, the value before a conversion); the
// noise lanes replay the record. A lane whose decisions do not line up with
// the record (control flow that went another way) is tainted as a whole.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_INTERP_MONTECARLO_H
#define DEFUSE_INTERP_MONTECARLO_H

#include "ir/ElementType.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace defuse::mc {

/// A lane's deviation must stay under 1/kUndecidedFactor of a decision's
/// margin for the decision to count as taken: with K = 16 lanes and
/// Gaussian deviations, the chance that the compiled program's own noise
/// crosses a margin that no lane came within this factor of is below 1e-9
/// per decision (docs/ERROR-MODEL.md).
constexpr double kUndecidedFactor = 6.0;

/// The kinds of decision point, recorded with each entry so that a lane
/// that evaluates another sequence of them is caught.
enum class Point : uint8_t { Compare, Select, Conversion, Step, ArgMax, Order };

struct Record {
  double a = 0, b = 0;
  Point point = Point::Compare;
};

/// One lane's state. The reference lane (index 0) records; noise lanes
/// (index >= 1) replay the reference lane's record and draw at random.
class Lane {
public:
  Lane(unsigned index, uint64_t seed, std::vector<Record> *record);

  bool isNoise() const { return index > 0; }
  unsigned laneIndex() const { return index; }

  /// Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1p-53; }
  /// Called as each op starts (Interpreter::evaluate): library functions'
  /// shared error is drawn once per op and lane, and so is where the op's
  /// reductions start (rotation()).
  void beginOp();
  /// Where a reduction of `n` terms starts in this lane: the lane sums them
  /// in the loop's order rotated to start there, each step rounded to
  /// nearest (a legal order, as the compiled program has one of its own).
  int64_t rotation(int64_t n) const {
    return n > 0 ? static_cast<int64_t>(opDraw % static_cast<uint64_t>(n)) : 0;
  }

  /// `v` rounded into `t` stochastically (the caller knows this is a noise
  /// lane). `libraryUlps` > 0.5 adds a library function's error first,
  /// measured in ULPs of max(|v|, magnitudeFloor).
  double round(ElementType t, double v, double libraryUlps = 0.5,
               double magnitudeFloor = 0.0) {
    double r = t.kind == ElementKind::F32 && libraryUlps <= 0.5
                   ? roundF32(v)
                   : roundSlowly(t, v, libraryUlps, magnitudeFloor);
    // Under flush-to-zero every legal execution flushes.
    return t.flushedToZero(r) ? std::copysign(0.0, r) : r;
  }
  /// `v` rounded to nearest in `t` (an accumulation step), or an infinity
  /// near the overflow threshold (nearOverflow()).
  double roundNearest(ElementType t, double v) {
    double r = t.kind == ElementKind::F32 ? (std::fabs(v) < 0x1.fffffep125
                                                 ? static_cast<float>(v)
                                                 : std::copysign(INFINITY, v))
               : nearOverflow(t, v)       ? std::copysign(INFINITY, v)
                                          : t.roundToType(v);
    return t.flushedToZero(r) ? std::copysign(0.0, r) : r;
  }
  /// Whether `v` is within a factor 4 of `t`'s largest finite value. There
  /// the order of a computation decides whether it overflows, and a lane's
  /// single order says nothing: a lane makes it an infinity, which leaves
  /// every element computed from it unjudged (an infinity the reference
  /// does not have).
  static bool nearOverflow(ElementType t, double v) {
    return !(std::fabs(v) < 0.25 * t.maxFinite());
  }

  /// round() into f32 of a correctly rounded op: the hot path of every
  /// accumulation step.
  double roundF32(double v) {
    if (!(std::fabs(v) < 0x1.fffffep125))
      return std::isnan(v) ? v : std::copysign(INFINITY, v);
    float nearest = static_cast<float>(v);
    double d = v - static_cast<double>(nearest);
    if (d == 0.0)
      return static_cast<double>(nearest);
    // The two floats around v are the nearest one and its neighbour on v's
    // side; v goes to the neighbour with probability |d| / their gap.
    uint32_t bits;
    std::memcpy(&bits, &nearest, 4);
    if (nearest == 0.0f)
      bits = (d > 0 ? 0u : 0x80000000u) | 1u;
    else
      bits += ((d > 0) == (nearest > 0)) ? 1u : ~0u;
    float other;
    std::memcpy(&other, &bits, 4);
    double step = static_cast<double>(other) - nearest;
    // Branch-free: the choice is a coin, which no predictor gets right.
    double up = static_cast<double>(uniform() * std::fabs(step) < std::fabs(d));
    return nearest + up * step;
  }

  /// The reference lane records one decision point; a noise lane reads the
  /// reference's entry for it. Returns false in a noise lane whose record
  /// does not line up (then the lane is marked diverged).
  bool exchange(Point p, double &a, double &b);
  bool diverged() const { return lost; }

private:
  unsigned index;
  uint64_t state[4];
  std::vector<Record> *record;
  size_t cursor = 0;
  double sharedLibraryError = 0;
  uint64_t opDraw = 0;
  bool lost = false;

  double roundSlowly(ElementType t, double v, double libraryUlps,
                     double magnitudeFloor);
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t next() { // xoshiro256**
    uint64_t result = rotl(state[1] * 5, 7) * 9;
    uint64_t t = state[1] << 17;
    state[2] ^= state[0];
    state[3] ^= state[1];
    state[1] ^= state[2];
    state[0] ^= state[3];
    state[2] ^= t;
    state[3] = rotl(state[3], 45);
    return result;
  }
};

/// Calls `fn(i)` for every i in [0, n), from `first` on and wrapping round.
template <typename Fn> void forEachRotated(int64_t n, int64_t first, Fn fn) {
  for (int64_t i = first; i < n; ++i)
    fn(i);
  for (int64_t i = 0; i < first; ++i)
    fn(i);
}

/// The lane evaluating on this thread (__thread: a plain TLS load, no
/// wrapper call, on every rounding of the interpreter).
extern __thread Lane *currentLane;

/// The lane evaluating on this thread, or null: outside the statistical
/// tier's evaluation every hook is the plain reference.
inline Lane *current() { return currentLane; }
/// The noise lane evaluating on this thread, or null (also for the
/// reference lane).
inline Lane *noiseLane() {
  Lane *l = current();
  return l && l->isNoise() ? l : nullptr;
}

/// Makes `lane` this thread's current lane for its lifetime.
class ScopedLane {
public:
  explicit ScopedLane(Lane *lane);
  ~ScopedLane();
  ScopedLane(const ScopedLane &) = delete;
  ScopedLane &operator=(const ScopedLane &) = delete;

private:
  Lane *saved;
};

/// Whether a bound carried in a noise lane marks its value as tainted: an
/// infinite (or NaN) one. The finite bounds a few semantics still work out
/// in a lane (an FMA's product allowance, a zero of either sign) mean
/// nothing there.
inline bool tainted(double laneErr) { return !std::isfinite(laneErr); }

//===----------------------------------------------------------------------===//
// Decision points, as the semantics call them. Each returns what the lane
// computes; in the reference lane (or outside the tier) they only record.
//===----------------------------------------------------------------------===//

/// A compare whose outcome turns on the sign of `margin` (a - b). True when
/// the outcome is undecided in this noise lane.
bool compareUndecided(double margin);

/// A select between branches `a` and `b`, on a condition the lane has
/// tainted or not: whether the result is tainted. It is when the condition
/// is and the branches differ by more than kUndecidedFactor times the
/// lane's deviation from them; a select continuous at its tie is not.
bool selectTainted(bool conditionTainted, double a, double b);

/// A conversion of `x` into the narrower float type `t`: the converted
/// value in this lane (round to nearest, or either side of a boundary the
/// lane's noise comes near).
double convert(ElementType t, double x);

/// A step function of `x` with steps at integers (`atHalves`: at n + 0.5):
/// floor, ceil, trunc, float-to-int conversions, rounding. True when `x` is
/// undecided in this noise lane.
bool stepUndecided(double x, bool atHalves);

/// An argmax whose winner (at `winner`) leads the runner-up by `lead`.
/// True when undecided in this noise lane.
bool argMaxUndecided(double lead, int64_t winner);

/// An order the reference decides (a sort's permutation): recorded in the
/// reference lane; a noise lane takes the reference's order into `order`
/// instead of deciding its own, and catches its own near-ties with
/// compareUndecided on the keys. False in a noise lane that lost its place
/// in the record.
bool sharedOrder(std::vector<int64_t> &order);

} // namespace defuse::mc

#endif // DEFUSE_INTERP_MONTECARLO_H
