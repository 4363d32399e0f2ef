//===- SimulatedExp.h - A simulated compiler's program and its run -----===//
//
// Tests that hold a stage's logic to exact answers simulate the compiler
// under test: it "compiles" this program and computes exp in the test's
// process, off by one wherever the simulation says the compile is wrong.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_UNIT_SIMULATEDEXP_H
#define DEFUSE_TESTS_UNIT_SIMULATEDEXP_H

#include "target/Probe.h"

#include <cmath>
#include <cstring>

namespace defuse {

constexpr const char *kSimulatedExpProgram = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = math.exp %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
)";

/// The simulated run of kSimulatedExpProgram on `input` (f32): exp of each
/// element, plus one when `wrong`.
inline Buffer simulatedExp(const Buffer &input, bool wrong) {
  Buffer out = input;
  for (size_t i = 0; i < out.bytes.size(); i += 4) {
    float x;
    std::memcpy(&x, &out.bytes[i], 4);
    float y = std::exp(x) + (wrong ? 1.0f : 0.0f);
    std::memcpy(&out.bytes[i], &y, 4);
  }
  return out;
}

} // namespace defuse

#endif // DEFUSE_TESTS_UNIT_SIMULATEDEXP_H
