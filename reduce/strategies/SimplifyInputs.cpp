//===- SimplifyInputs.cpp - Small integers and simple patterns ------------===//
//
// A reproducer whose inputs are zeros, ones or 0 1 2 3 ... can be checked by
// hand; one whose inputs are 37 random floats cannot. Each argument in turn
// tries, simplest first: all zeros, all ones, a small ramp, one of its own
// values everywhere (the failure may need that value, not its neighbours:
// the value at the worst failing element first, when the argument has the
// failing output's shape), and its values rounded to integers. A value
// everywhere is also what lets shape shrinking keep the triggering value.
// Only simpler patterns than an argument already has are proposed, so that
// two patterns never take turns. Before any argument alone, zeros go to
// chunks of the arguments at once, in ddmin order: a program cut down by
// replacing ops by arguments has dozens of them, most carrying values the
// failure does not need, and a test per argument would be most of its
// reduction. Arguments the program only returns are left alone: no op reads
// them, and drop-results takes them away.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include <cmath>

using namespace defuse;
using namespace mlir;

namespace {

Tensor filled(const Tensor &like, const std::function<Scalar(int64_t)> &at) {
  Tensor t(like.elementType(), like.shape());
  for (int64_t i = 0; i < t.numElements(); ++i)
    t.set(i, at(i));
  return t;
}

Scalar number(ElementType type, double v) {
  return type.isFloat() ? Scalar::ofFloat(v)
                        : Scalar::ofInt(static_cast<int64_t>(v));
}

bool sameValues(const Tensor &a, const Tensor &b) {
  for (int64_t i = 0; i < a.numElements(); ++i) {
    Scalar x = a.get(i), y = b.get(i);
    bool same = a.elementType().isFloat()
                    ? (std::isnan(x.f) && std::isnan(y.f)) ||
                          (x.f == y.f && std::signbit(x.f) == std::signbit(y.f))
                    : x.i == y.i;
    if (!same)
      return false;
  }
  return true;
}

/// Elements of `in` whose value is worth trying everywhere: the one at the
/// worst failing element when `in` has that output's shape, then every
/// element of a small tensor (a few of a large one).
std::vector<int64_t> elementsToSpread(const Tensor &in,
                                      const Verdict &failure) {
  std::vector<int64_t> at;
  for (const OutputVerdict &o : failure.outputs)
    if (o.kind != VerdictKind::Pass && o.spec.shape == in.shape() &&
        o.worst.index.size() == in.shape().size())
      at.push_back(in.linearIndex(o.worst.index));
  int64_t n = in.numElements();
  constexpr int64_t kSmall = 64;
  if (n <= kSmall)
    for (int64_t i = 0; i < n; ++i)
      at.push_back(i);
  else
    at.insert(at.end(), {0, n / 2, n - 1});
  return at;
}

/// How simple a tensor's values are, simplest first.
enum class Pattern { Zeros, Ones, Ramp, Splat, Integers, Arbitrary };

Pattern patternOf(const Tensor &t) {
  bool zeros = true, ones = true, ramp = true, splat = true, integers = true;
  Scalar first = t.get(0);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar s = t.get(i);
    double v = t.elementType().isFloat() ? s.f : static_cast<double>(s.i);
    double v0 = t.elementType().isFloat() ? first.f : double(first.i);
    zeros &= v == 0 && !std::signbit(v);
    ones &= v == 1;
    ramp &= v == static_cast<double>(i % 4);
    splat &= v == v0 || (std::isnan(v) && std::isnan(v0));
    integers &= std::isfinite(v) && v == std::round(v);
  }
  return zeros      ? Pattern::Zeros
         : ones     ? Pattern::Ones
         : ramp     ? Pattern::Ramp
         : splat    ? Pattern::Splat
         : integers ? Pattern::Integers
                    : Pattern::Arbitrary;
}

class SimplifyInputs : public ChunkedStrategy {
public:
  StringRef name() const override { return "simplify-inputs"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const FailureToKeep &failure) override {
    std::vector<bool> read = readByAnOp(context, current);
    std::vector<Variant> variants = zeroChunks(current, read);
    for (size_t a = 0; a < current.inputs.size(); ++a) {
      if (!read[a])
        continue;
      const Tensor &in = current.inputs[a];
      ElementType type = in.elementType();
      int64_t n = in.numElements();
      if (n == 0)
        continue;
      std::vector<std::pair<Tensor, std::string>> options;
      options.push_back(
          {filled(in, [&](int64_t) { return number(type, 0); }), "zeros"});
      options.push_back(
          {filled(in, [&](int64_t) { return number(type, 1); }), "ones"});
      options.push_back(
          {filled(in, [&](int64_t i) { return number(type, i % 4); }),
           "0 1 2 3 ..."});
      for (int64_t at : elementsToSpread(in, failure.verdict))
        options.push_back({filled(in, [&](int64_t) { return in.get(at); }),
                           "element " + std::to_string(at) + " everywhere"});
      if (type.isFloat())
        options.push_back({filled(in,
                                  [&](int64_t i) {
                                    double v = in.get(i).f;
                                    return Scalar::ofFloat(
                                        std::isfinite(v) ? std::round(v) : v);
                                  }),
                           "rounded to integers"});
      Pattern now = patternOf(in);
      for (auto &[tensor, what] : options) {
        if (sameValues(tensor, in) || patternOf(tensor) >= now)
          continue;
        Variant v{current, "argument " + std::to_string(a) + ": " + what};
        v.candidate.inputs[a] = std::move(tensor);
        variants.push_back(std::move(v));
      }
    }
    return variants;
  }

private:
  /// For each argument, whether an op other than the terminator reads it
  /// (all of them when the program does not parse).
  static std::vector<bool> readByAnOp(MLIRContext &context,
                                      const Candidate &current) {
    std::vector<bool> read(current.inputs.size(), true);
    ParsedCandidate parsed = parseCandidate(context, current);
    if (!parsed.entry)
      return read;
    for (BlockArgument arg : parsed.entry.getArguments())
      if (arg.getArgNumber() < read.size())
        read[arg.getArgNumber()] =
            llvm::any_of(arg.getUsers(), [](Operation *user) {
              return !user->hasTrait<OpTrait::IsTerminator>();
            });
    return read;
  }

  /// Zeros for chunks of two or more of the arguments not yet zero (single
  /// arguments get zeros among their own options).
  std::vector<Variant> zeroChunks(const Candidate &current,
                                  const std::vector<bool> &read) {
    std::vector<size_t> notZero;
    std::vector<std::string> keys;
    for (size_t a = 0; a < current.inputs.size(); ++a)
      if (read[a] && current.inputs[a].numElements() > 0 &&
          patternOf(current.inputs[a]) != Pattern::Zeros) {
        notZero.push_back(a);
        keys.push_back(std::to_string(a));
      }
    std::vector<Variant> variants;
    for (auto [range, level] : memory.chunks(keys)) {
      if (range.second - range.first < 2)
        continue;
      std::vector<size_t> chunk = chunkOf(notZero, range);
      Variant v{current, "arguments " + std::to_string(chunk.front()) + ".." +
                             std::to_string(chunk.back()) + " (" +
                             std::to_string(chunk.size()) + "): zeros"};
      for (size_t a : chunk) {
        Tensor &in = v.candidate.inputs[a];
        ElementType type = in.elementType();
        in = filled(in, [&](int64_t) { return number(type, 0); });
      }
      v.granularity = level;
      v.resumeAt = range.second < keys.size() ? keys[range.second] : "";
      variants.push_back(std::move(v));
    }
    return variants;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createSimplifyInputsStrategy() {
  return std::make_unique<SimplifyInputs>();
}
