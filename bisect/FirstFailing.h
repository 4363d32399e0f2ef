//===- FirstFailing.h - Binary search for the first failing candidate -----===//
//
// Pass, LLVM, kernel and op bisection all ask the same question of an
// ordered list of candidates (pipeline prefixes, opt-bisect limits, program
// cuts, kernel truncations): given that candidate `lo` passes and `hi`
// fails, which is the first that fails? Failing is assumed monotone. Only
// candidates strictly between lo and hi are tested, so the last call that
// returned true was for the answer (unless the answer is `hi` itself): a
// caller that keeps what its most recent failing test saw has the answer's.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_FIRSTFAILING_H
#define DEFUSE_BISECT_FIRSTFAILING_H

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

} // namespace defuse

#endif // DEFUSE_BISECT_FIRSTFAILING_H
