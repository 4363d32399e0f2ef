//===- Deadline.h - A time limit as a point on the steady clock -----------===//
//
// Limits are given in seconds (--timeout, ProbeLimits, a sandboxed
// command's); the loops that wait for a child compare the steady clock with
// a point in time.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_DEADLINE_H
#define DEFUSE_TARGET_DEADLINE_H

#include <chrono>

namespace defuse {

/// `seconds` after `from`.
inline std::chrono::steady_clock::time_point
deadlineAfter(double seconds, std::chrono::steady_clock::time_point from =
                                  std::chrono::steady_clock::now()) {
  return from + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(seconds));
}

} // namespace defuse

#endif // DEFUSE_TARGET_DEADLINE_H
