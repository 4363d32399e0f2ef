//===- InputSpec.h - How each entry argument gets its values --------------===//
//
// Per argument: a seeded distribution or a .npy file. Textual forms (CLI
// `--input argN=SPEC`, and `// DEFUSE-INPUT: argN=SPEC [argM=SPEC...]` lines
// in a workload file, which travel with the workload; `all=SPEC` sets every
// argument):
//   uniform(LO,HI)   floats uniform in [LO, HI)
//   normal(MEAN,STD) floats, Box-Muller on the project's own generator
//   int(LO,HI)       integers uniform in [LO, HI] (inclusive)
//   const(V)         every element V
//   edges            mostly uniform(-1,1) / full integer range, with special
//                    values mixed in: +-0, +-inf, NaN, subnormals, the largest
//                    finite values, integer min and max
//   file(PATH)       a .npy file (also: a bare path ending in .npy)
// Defaults by element type: floats uniform(-1,1); i1 int(0,1); i8
// int(-128,127); i16 int(-1000,1000); i32, i64 and index int(0,15) (safe as
// small indices). Values are deterministic for a given seed on every platform:
// the generator is SplitMix64 with our own mapping to doubles, never <random>'s
// distributions, whose output differs between standard libraries.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_INPUTSPEC_H
#define DEFUSE_IR_INPUTSPEC_H

#include "ir/Tensor.h"
#include "ir/Workload.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace defuse {

struct InputSpec {
  enum class Kind { Uniform, Normal, Int, Const, Edges, File };
  Kind kind = Kind::Uniform;
  double a = -1.0, b = 1.0;
  std::string path;

  static std::optional<InputSpec> parse(const std::string &text,
                                        std::string &error);
  static InputSpec defaultFor(ElementType type);
  std::string str() const;
};

/// Input specs for every argument of a workload, by argument index.
class InputPlan {
public:
  /// Starts from the per-type defaults, then the workload's own
  /// `// DEFUSE-INPUT:` lines.
  static InputPlan forWorkload(const Workload &w, const std::string &sourceText,
                               std::string &error, bool &ok);
  /// Applies "argN=SPEC" (or "N=SPEC"), or "all=SPEC" to every argument.
  bool set(const std::string &assignment, std::string &error);
  void setSpec(unsigned index, InputSpec spec) { specs[index] = spec; }
  const InputSpec &spec(unsigned index) const { return specs.at(index); }
  unsigned size() const { return specs.size(); }

  /// Materializes every argument. Fails with a one-line error naming the
  /// argument when a file is unreadable or has the wrong shape or type.
  bool generate(const Workload &w, uint64_t seed, std::vector<Tensor> &out,
                std::string &error) const;

  /// The `--input` flags that reproduce this plan.
  std::vector<std::string> flags() const;

private:
  std::vector<InputSpec> specs;
  std::vector<bool> fromDefault;
};

/// One tensor of `spec` values for `type`/`shape`, from the stream `seed`.
Tensor generateTensor(const InputSpec &spec, const TensorSpec &type,
                      uint64_t seed);

} // namespace defuse

#endif // DEFUSE_IR_INPUTSPEC_H
