//===- FirstFailing.h - Search for the first failing candidate ------------===//
//
// Pass, LLVM, kernel and op bisection all ask the same question of an
// ordered list of candidates (pipeline prefixes, opt-bisect limits, program
// cuts, kernel truncations): given that candidate `lo` passes and `hi`
// fails, which is the first that fails? Failing is assumed monotone. Only
// candidates strictly between lo and hi are tested, so the last call that
// returned true was for the answer (unless the answer is `hi` itself): a
// caller that keeps what its most recent failing test saw has the answer's.
//
// With probes running in parallel, a search that tests one candidate at a
// time leaves all but one worker idle: firstFailingInBatches tests `width`
// candidates a round, spread evenly, and so needs log_{width+1} rounds
// instead of log_2.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_FIRSTFAILING_H
#define DEFUSE_BISECT_FIRSTFAILING_H

#include <algorithm>
#include <vector>

namespace defuse {

template <typename Index, typename Fails>
Index firstFailing(Index lo, Index hi, Fails &&fails) {
  while (hi - lo > 1) {
    Index mid = lo + (hi - lo) / 2;
    if (fails(mid))
      hi = mid;
    else
      lo = mid;
  }
  return hi;
}

/// firstFailing testing up to `width` candidates a round: `failsAll` gets
/// them in ascending order, strictly between lo and hi, and answers for
/// each. With width 1 it asks what firstFailing asks. The answer was among
/// the candidates of some round unless it is `hi` itself.
template <typename Index, typename FailsAll>
Index firstFailingInBatches(Index lo, Index hi, unsigned width,
                            FailsAll &&failsAll) {
  width = std::max(width, 1u);
  while (hi - lo > 1) {
    Index span = hi - lo;
    Index count = std::min<Index>(Index(width), span - 1);
    std::vector<Index> points;
    // span >= count + 1, so the points are distinct and inside (lo, hi).
    for (Index i = 1; i <= count; ++i)
      points.push_back(lo + span * i / (count + 1));
    std::vector<bool> fails = failsAll(points);
    Index newLo = lo, newHi = hi;
    for (size_t i = 0; i < points.size(); ++i) {
      if (fails[i]) {
        newHi = points[i];
        break;
      }
      newLo = points[i];
    }
    lo = newLo;
    hi = newHi;
  }
  return hi;
}

} // namespace defuse

#endif // DEFUSE_BISECT_FIRSTFAILING_H
