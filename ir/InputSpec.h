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
//   values(V0,V1,...) exactly these elements, flat in row-major order; as
//                    valuesSpecOf writes them they read back bit for bit
//                    (floats as shortest round-trip decimals, nan, -nan,
//                    inf, -inf, -0; integers as signed decimals)
// An assignment whose parentheses are still open at the end of a
// DEFUSE-INPUT line continues on the next DEFUSE-INPUT line, so that a long
// values(...) list may be wrapped.
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
  enum class Kind { Uniform, Normal, Int, Const, Edges, File, Values };
  Kind kind = Kind::Uniform;
  double a = -1.0, b = 1.0;
  std::string path;
  /// Values: the literals as written. They are converted only once the
  /// element type is known: an f32 read through a double could round twice,
  /// an i64 read through a double would lose bits.
  std::vector<std::string> values;

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
  /// Applies "argN=SPEC" (or "N=SPEC"), "all=SPEC" to every argument, or
  /// "NAME=SPEC" to the arguments whose defuse.name NAME matches (a glob:
  /// "*.running_var=uniform(0.5,2)").
  bool set(const std::string &assignment, std::string &error);
  void setSpec(unsigned index, InputSpec spec) { specs[index] = spec; }
  const InputSpec &spec(unsigned index) const { return specs.at(index); }
  unsigned size() const { return specs.size(); }

  /// Materializes every argument. Fails with a one-line error naming the
  /// argument when a file is unreadable or has the wrong shape or type, or
  /// when a values(...) list has the wrong length or a literal the element
  /// type cannot hold.
  bool generate(const Workload &w, uint64_t seed, std::vector<Tensor> &out,
                std::string &error) const;

  /// The `--input` flags that reproduce this plan.
  std::vector<std::string> flags() const;

private:
  /// NAME=SPEC; nullopt when the assignment is not of that form.
  std::optional<bool> setByName(const std::string &assignment,
                                std::string &error);

  std::vector<InputSpec> specs;
  std::vector<std::string> names;
  std::vector<bool> fromDefault;
};

/// One tensor of `spec` values for `type`/`shape`, from the stream `seed`.
/// A values(...) spec that does not fit `type` leaves the elements it cannot
/// fill at zero; InputPlan::generate reports that case instead.
Tensor generateTensor(const InputSpec &spec, const TensorSpec &type,
                      uint64_t seed);

/// The spec text that reproduces `t` exactly: `const(V)` when every element
/// has the same bits and V survives const's trip through a double, otherwise
/// `values(...)`.
std::string valuesSpecOf(const Tensor &t);

} // namespace defuse

#endif // DEFUSE_IR_INPUTSPEC_H
