//===- InputSpec.cpp ------------------------------------------------------===//

#include "ir/InputSpec.h"
#include "ir/Npy.h"

#include <cmath>
#include <limits>
#include <regex>
#include <sstream>

using namespace defuse;

namespace {

/// SplitMix64: small, fast, and its output is fixed by its definition.
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
};

double specialFloat(ElementType t, uint64_t pick) {
  double inf = std::numeric_limits<double>::infinity();
  switch (pick % 10) {
  case 0:
    return 0.0;
  case 1:
    return -0.0;
  case 2:
    return inf;
  case 3:
    return -inf;
  case 4:
    return std::numeric_limits<double>::quiet_NaN();
  case 5:
    return t.minSubnormal() * 3.0;
  case 6:
    return -t.minSubnormal();
  case 7:
    return t.maxFinite();
  case 8:
    return -t.maxFinite();
  default:
    return 1.0;
  }
}

} // namespace

std::optional<InputSpec> InputSpec::parse(const std::string &text,
                                          std::string &error) {
  InputSpec s;
  std::smatch m;
  static const std::regex call(
      R"(^\s*(uniform|normal|int|const)\s*\(\s*([-+0-9.eEinfa]+)\s*(?:,\s*([-+0-9.eEinfa]+)\s*)?\)\s*$)");
  static const std::regex file(R"(^\s*file\s*\(\s*(.+?)\s*\)\s*$)");
  if (text == "edges") {
    s.kind = Kind::Edges;
    return s;
  }
  if (std::regex_match(text, m, file)) {
    s.kind = Kind::File;
    s.path = m[1];
    return s;
  }
  if (text.size() > 4 && text.compare(text.size() - 4, 4, ".npy") == 0) {
    s.kind = Kind::File;
    s.path = text;
    return s;
  }
  if (!std::regex_match(text, m, call)) {
    error = "cannot parse input spec '" + text +
            "' (expected uniform(LO,HI), normal(MEAN,STD), int(LO,HI), "
            "const(V), edges or file(PATH))";
    return std::nullopt;
  }
  std::string fn = m[1];
  char *end = nullptr;
  s.a = std::strtod(m[2].str().c_str(), &end);
  bool twoArgs = m[3].matched;
  s.b = twoArgs ? std::strtod(m[3].str().c_str(), &end) : s.a;
  if ((fn == "const") == twoArgs) {
    error = "input spec '" + text + "' has the wrong number of arguments";
    return std::nullopt;
  }
  s.kind = fn == "uniform"  ? Kind::Uniform
           : fn == "normal" ? Kind::Normal
           : fn == "int"    ? Kind::Int
                            : Kind::Const;
  if ((s.kind == Kind::Uniform || s.kind == Kind::Int) && !(s.a <= s.b)) {
    error = "input spec '" + text + "' has an empty range";
    return std::nullopt;
  }
  return s;
}

InputSpec InputSpec::defaultFor(ElementType type) {
  InputSpec s;
  switch (type.kind) {
  case ElementKind::I1:
    s.kind = Kind::Int, s.a = 0, s.b = 1;
    break;
  case ElementKind::I8:
    s.kind = Kind::Int, s.a = -128, s.b = 127;
    break;
  case ElementKind::I16:
    s.kind = Kind::Int, s.a = -1000, s.b = 1000;
    break;
  case ElementKind::I32:
  case ElementKind::I64:
  case ElementKind::Index:
    s.kind = Kind::Int, s.a = 0, s.b = 15;
    break;
  default:
    break;
  }
  return s;
}

std::string InputSpec::str() const {
  auto num = [](double v) {
    std::ostringstream os;
    os.precision(17);
    os << v;
    return os.str();
  };
  switch (kind) {
  case Kind::Uniform:
    return "uniform(" + num(a) + "," + num(b) + ")";
  case Kind::Normal:
    return "normal(" + num(a) + "," + num(b) + ")";
  case Kind::Int:
    return "int(" + num(a) + "," + num(b) + ")";
  case Kind::Const:
    return "const(" + num(a) + ")";
  case Kind::Edges:
    return "edges";
  case Kind::File:
    return "file(" + path + ")";
  }
  return "?";
}

Tensor defuse::generateTensor(const InputSpec &spec, const TensorSpec &type,
                              uint64_t seed) {
  Tensor t(type.type, type.shape);
  SplitMix64 rng{seed};
  ElementType et = type.type;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    if (et.isFloat()) {
      double v = 0.0;
      switch (spec.kind) {
      case InputSpec::Kind::Uniform:
        v = spec.a + (spec.b - spec.a) * rng.unit();
        break;
      case InputSpec::Kind::Normal: {
        double u1 = 1.0 - rng.unit(), u2 = rng.unit();
        v = spec.a +
            spec.b * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
        break;
      }
      case InputSpec::Kind::Int:
        v = std::floor(spec.a + (spec.b - spec.a + 1.0) * rng.unit());
        break;
      case InputSpec::Kind::Const:
        v = spec.a;
        break;
      case InputSpec::Kind::Edges: {
        uint64_t r = rng.next();
        v = (r % 4 == 0) ? specialFloat(et, r >> 8) : -1.0 + 2.0 * rng.unit();
        break;
      }
      case InputSpec::Kind::File:
        break;
      }
      t.setFloat(i, et.roundToType(v));
    } else {
      int64_t v = 0;
      unsigned w = et.bitWidth();
      switch (spec.kind) {
      case InputSpec::Kind::Edges: {
        uint64_t r = rng.next();
        int64_t lo = w >= 64 ? std::numeric_limits<int64_t>::min()
                             : (w == 1 ? 0 : -(int64_t(1) << (w - 1)));
        int64_t hi = w >= 64 ? std::numeric_limits<int64_t>::max()
                             : (w == 1 ? 1 : (int64_t(1) << (w - 1)) - 1);
        int64_t picks[] = {lo, hi, 0, -1, 1, lo + 1, hi - 1};
        v = (r % 3 == 0) ? picks[(r >> 8) % 7]
                         : static_cast<int64_t>(rng.next());
        break;
      }
      case InputSpec::Kind::Const:
        v = static_cast<int64_t>(spec.a);
        break;
      default: {
        double lo = std::ceil(spec.a), hi = std::floor(spec.b);
        double span = hi - lo + 1.0;
        v = static_cast<int64_t>(lo + std::floor(rng.unit() * span));
        break;
      }
      }
      t.setInt(i, v);
    }
  }
  return t;
}

InputPlan InputPlan::forWorkload(const Workload &w,
                                 const std::string &sourceText,
                                 std::string &error, bool &ok) {
  InputPlan plan;
  for (const TensorSpec &arg : w.arguments()) {
    plan.specs.push_back(InputSpec::defaultFor(arg.type));
    plan.fromDefault.push_back(true);
  }
  ok = true;
  static const std::regex line(R"(//\s*DEFUSE-INPUTS?:\s*(.*\S)\s*$)");
  std::istringstream in(sourceText);
  std::string text;
  unsigned lineNo = 0;
  while (std::getline(in, text)) {
    ++lineNo;
    std::smatch m;
    if (!std::regex_search(text, m, line))
      continue;
    // One or more assignments, separated by blanks; a spec itself has none
    // after its parentheses are closed.
    std::string rest = m[1];
    std::string assignment;
    int depth = 0;
    auto flush = [&]() -> bool {
      if (assignment.empty())
        return true;
      bool good = plan.set(assignment, error);
      assignment.clear();
      return good;
    };
    for (char c : rest) {
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if ((c == ' ' || c == '\t') && depth == 0) {
        if (!flush())
          break;
        continue;
      }
      if (c != ' ' && c != '\t')
        assignment += c;
    }
    if (!error.empty() || !flush()) {
      error = w.path() + ":" + std::to_string(lineNo) + ": " + error;
      ok = false;
      return plan;
    }
    // The workload's own lines travel with it: a reproduction command need
    // not repeat them.
    std::fill(plan.fromDefault.begin(), plan.fromDefault.end(), true);
  }
  return plan;
}

bool InputPlan::set(const std::string &assignment, std::string &error) {
  static const std::regex form(R"(^(?:%?arg)?(\d+|all)\s*=\s*(.+)$)");
  std::smatch m;
  if (!std::regex_match(assignment, m, form)) {
    error = "cannot parse input assignment '" + assignment +
            "' (expected argN=SPEC or all=SPEC)";
    return false;
  }
  if (m[1] == "all") {
    auto spec = InputSpec::parse(m[2], error);
    if (!spec)
      return false;
    std::fill(specs.begin(), specs.end(), *spec);
    std::fill(fromDefault.begin(), fromDefault.end(), false);
    return true;
  }
  unsigned index = std::stoul(m[1]);
  if (index >= specs.size()) {
    error = "input assignment '" + assignment + "' names argument #" +
            std::to_string(index) + " but the entry has " +
            std::to_string(specs.size()) + " arguments";
    return false;
  }
  auto spec = InputSpec::parse(m[2], error);
  if (!spec)
    return false;
  specs[index] = *spec;
  fromDefault[index] = false;
  return true;
}

bool InputPlan::generate(const Workload &w, uint64_t seed,
                         std::vector<Tensor> &out, std::string &error) const {
  out.clear();
  for (unsigned i = 0; i < specs.size(); ++i) {
    const TensorSpec &type = w.arguments()[i];
    if (specs[i].kind != InputSpec::Kind::File) {
      // Each argument draws from its own stream, so editing one argument's
      // spec leaves the others' values unchanged.
      SplitMix64 mix{seed ^ (0x51ed27a1b3c4d5e6ULL * (i + 1))};
      out.push_back(generateTensor(specs[i], type, mix.next()));
      continue;
    }
    Tensor t;
    std::string why;
    if (!readNpy(specs[i].path, t, why)) {
      error = specs[i].path + ": " + why + " (input for argument #" +
              std::to_string(i) + ")";
      return false;
    }
    if (t.shape() != type.shape ||
        (t.elementType() != type.type &&
         !(t.elementType().isInteger() && type.type.isInteger() &&
           t.elementType().bitWidth() == type.type.bitWidth()))) {
      error = specs[i].path + ": array is " + t.shapeString() +
              " but argument #" + std::to_string(i) + " of @" + w.entryName() +
              " is " + type.str();
      return false;
    }
    out.push_back(std::move(t));
  }
  return true;
}

std::vector<std::string> InputPlan::flags() const {
  std::vector<std::string> out;
  for (unsigned i = 0; i < specs.size(); ++i)
    if (!fromDefault[i])
      out.push_back("--input arg" + std::to_string(i) + "=" + specs[i].str());
  return out;
}
