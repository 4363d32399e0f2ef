//===- SplitMix64.h - The one random number generator of defuse -----------===//
//
// Inputs, generated programs and the fuzzer's scheduler all draw from
// SplitMix64: small, fast, and its output is fixed by its definition (never
// <random>'s distributions, whose mapping differs between standard
// libraries), so a seed means the same thing on every machine.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_SPLITMIX64_H
#define DEFUSE_IR_SPLITMIX64_H

#include <cstdint>

namespace defuse {

struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1p-53; }
  /// Uniform in [0, n), n > 0.
  uint64_t below(uint64_t n) { return next() % n; }
  /// True with probability p.
  bool chance(double p) { return unit() < p; }
};

} // namespace defuse

#endif // DEFUSE_IR_SPLITMIX64_H
