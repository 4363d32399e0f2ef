//===- SimplifyPassOptions.cpp - Run passes with fewer, smaller options ---===//
//
// A reproducer's pipeline should carry only the options the bug needs: an
// option left at a non-default value is a clue a compiler engineer has to
// check. Options also hold programs large: a pass told to act on its n-th
// site keeps the n sites before it alive, since removing any of them moves
// the damage elsewhere. So every pass (the culprit too) is offered with its
// defaults, then without each option alone, then each integer option
// halved toward zero. The signature names the culprit pass, not its
// options, and the oracle judges each variant as any other: a variant that
// moves the damage to an op of another kind, or stops it, is not kept.
//
//===----------------------------------------------------------------------===//

#include "reduce/Reducer.h"

#include "target/mlir/PassPipeline.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

using namespace defuse;
using namespace mlir;

namespace {

class SimplifyPassOptions : public ReductionStrategy {
public:
  StringRef name() const override { return "simplify-pass-options"; }
  bool revisit() const override { return true; }

  std::vector<Variant> propose(MLIRContext &, const Candidate &current,
                               const FailureToKeep &) override {
    std::vector<Variant> variants;
    for (size_t i = 0; i < current.passes.size(); ++i) {
      std::vector<std::string> options = passOptions(current.passes[i]);
      if (options.empty())
        continue;
      std::string pass = passName(current.passes[i]);
      if (options.size() > 1)
        variants.push_back(
            withOptions(current, i, {}, "ran " + pass + " with its defaults"));
      for (size_t k = 0; k < options.size(); ++k) {
        std::vector<std::string> rest = options;
        rest.erase(rest.begin() + k);
        variants.push_back(
            withOptions(current, i, rest,
                        "dropped option " + keyOf(options[k]) + " of " + pass));
      }
      for (size_t k = 0; k < options.size(); ++k) {
        std::optional<int64_t> value = integerValue(options[k]);
        if (!value || (*value > -2 && *value < 2))
          continue;
        std::vector<std::string> halved = options;
        std::string key = keyOf(options[k]);
        std::string half = std::to_string(*value / 2);
        halved[k] = (Twine(key) + "=" + half).str();
        variants.push_back(withOptions(
            current, i, halved,
            (Twine("halved ") + pass + "'s " + key + " to " + half).str()));
      }
    }
    return variants;
  }

private:
  static Variant withOptions(const Candidate &current, size_t pass,
                             const std::vector<std::string> &options,
                             std::string change) {
    Variant v{current, std::move(change)};
    v.candidate.passes[pass] = withPassOptions(current.passes[pass], options);
    return v;
  }

  static std::string keyOf(const std::string &option) {
    return option.substr(0, option.find('='));
  }

  static std::optional<int64_t> integerValue(const std::string &option) {
    size_t eq = option.find('=');
    if (eq == std::string::npos)
      return std::nullopt;
    int64_t value;
    if (StringRef(option).drop_front(eq + 1).getAsInteger(10, value))
      return std::nullopt;
    return value;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createSimplifyPassOptionsStrategy() {
  return std::make_unique<SimplifyPassOptions>();
}
