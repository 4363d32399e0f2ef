//===- InputSpec.cpp ------------------------------------------------------===//

#include "ir/InputSpec.h"
#include "ir/Npy.h"
#include "ir/SplitMix64.h"

#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/LogicalResult.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <regex>
#include <sstream>

using namespace defuse;

namespace {

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

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

size_t skipBlanks(const std::string &s, size_t p) {
  while (p < s.size() && isBlank(s[p]))
    ++p;
  return p;
}

/// Reads a float literal as `T` directly, so that the decimal is rounded
/// once, to T's nearest value. A leading '+' is accepted (from_chars takes
/// only '-').
template <typename T> bool readFloat(const std::string &tok, T &v) {
  const char *first = tok.data(), *last = first + tok.size();
  if (first != last && *first == '+')
    ++first;
  auto r = std::from_chars(first, last, v, std::chars_format::general);
  return r.ec == std::errc() && r.ptr == last;
}

/// Converts one values(...) literal to an element of `t`. Integers take
/// either reading of their width (i8: -128..255), as a bit pattern would.
bool readElement(const std::string &tok, ElementType t, double &f, int64_t &i,
                 std::string &why) {
  if (t.isFloat()) {
    bool ok = false;
    if (t.kind == ElementKind::F32) {
      float v;
      ok = readFloat(tok, v);
      f = v;
    } else {
      ok = readFloat(tok, f);
      f = t.roundToType(f);
    }
    if (!ok)
      why = "'" + tok + "' is not a number " + t.str() + " can hold";
    return ok;
  }
  size_t digits = tok.find_first_not_of("+-") == 1 ? 1 : 0;
  bool negative = !tok.empty() && tok[0] == '-';
  bool syntax =
      tok.size() > digits &&
      tok.find_first_not_of("0123456789", digits) == std::string::npos;
  uint64_t magnitude = 0;
  if (syntax) {
    auto r = std::from_chars(tok.data() + digits, tok.data() + tok.size(),
                             magnitude);
    syntax = r.ec == std::errc();
  }
  unsigned w = t.bitWidth();
  uint64_t maxUnsigned = w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  uint64_t maxNegative = uint64_t(1) << (w >= 64 ? 63 : w - 1);
  if (!syntax ||
      (negative ? magnitude > maxNegative : magnitude > maxUnsigned)) {
    why = "'" + tok + "' is not an integer " + t.str() + " can hold";
    return false;
  }
  i = t.wrap(static_cast<int64_t>(negative ? ~magnitude + 1 : magnitude));
  return true;
}

/// Fills `out` (already of the right type and shape) from a values(...)
/// spec; false with `why` on a count mismatch or a literal that does not fit.
bool fillValues(const InputSpec &spec, Tensor &out, std::string &why) {
  ElementType et = out.elementType();
  if (et.isComplex()) {
    // Real and imaginary parts, interleaved.
    if (static_cast<int64_t>(spec.values.size()) != 2 * out.numElements()) {
      why = "values(...) has " + std::to_string(spec.values.size()) +
            " numbers but the tensor has " + std::to_string(out.numElements()) +
            " complex elements (a real and an imaginary part each)";
      return false;
    }
    for (int64_t k = 0; k < out.numElements(); ++k) {
      double parts[2];
      int64_t unused;
      for (int p = 0; p < 2; ++p)
        if (!readElement(spec.values[2 * k + p], et.partType(), parts[p],
                         unused, why)) {
          why.insert(0, "element " + std::to_string(k) + " of values(...): ");
          return false;
        }
      out.set(k, Scalar::ofComplex(parts[0], parts[1]));
    }
    return true;
  }
  if (static_cast<int64_t>(spec.values.size()) != out.numElements()) {
    why = "values(...) has " + std::to_string(spec.values.size()) +
          " elements but the tensor has " + std::to_string(out.numElements());
    return false;
  }
  for (int64_t k = 0; k < out.numElements(); ++k) {
    double f = 0.0;
    int64_t i = 0;
    if (!readElement(spec.values[k], et, f, i, why)) {
      why.insert(0, "element " + std::to_string(k) + " of values(...): ");
      return false;
    }
    if (et.isFloat())
      out.setFloat(k, f);
    else
      out.setInt(k, i);
  }
  return true;
}

/// Parses "values(V0,V1,...)" by hand: lists run to hundreds of thousands of
/// characters, and libstdc++'s std::regex recurses once per character.
std::optional<InputSpec> parseValues(const std::string &text, size_t p,
                                     std::string &error) {
  InputSpec s;
  s.kind = InputSpec::Kind::Values;
  auto fail = [&](const std::string &why) {
    std::string shown = text.size() > 60 ? text.substr(0, 57) + "..." : text;
    error = "cannot parse input spec '" + shown + "': " + why;
    return std::nullopt;
  };
  p = skipBlanks(text, p);
  if (p >= text.size() || text[p] != '(')
    return fail("expected '(' after values");
  p = skipBlanks(text, p + 1);
  bool closed = p < text.size() && text[p] == ')';
  if (closed)
    ++p;
  while (!closed) {
    size_t end = p;
    while (end < text.size() && text[end] != ',' && text[end] != ')' &&
           !isBlank(text[end]))
      ++end;
    std::string tok = text.substr(p, end - p);
    double probe;
    if (!readFloat(tok, probe))
      return fail("'" + tok + "' is not a number");
    s.values.push_back(std::move(tok));
    p = skipBlanks(text, end);
    if (p >= text.size())
      return fail("missing ')'");
    closed = text[p] == ')';
    if (!closed && text[p] != ',')
      return fail("expected ',' or ')' after '" + s.values.back() + "'");
    p = skipBlanks(text, p + 1);
  }
  if (skipBlanks(text, p) != text.size())
    return fail("unexpected text after ')'");
  return s;
}

std::string formatDouble(double v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

/// The shortest literal that reads back as exactly element `k` of `t` (a
/// complex element's two parts, comma-separated).
std::string formatElement(const Tensor &t, int64_t k) {
  ElementType et = t.elementType();
  if (et.isInteger())
    return et.isUnsigned() ? std::to_string(et.asUnsigned(t.intAt(k)))
                           : std::to_string(t.intAt(k));
  if (et.kind == ElementKind::C64) {
    char re[64], im[64];
    auto r1 =
        std::to_chars(re, re + sizeof re, static_cast<float>(t.floatAt(k)));
    auto r2 =
        std::to_chars(im, im + sizeof im, static_cast<float>(t.imagAt(k)));
    return std::string(re, r1.ptr) + "," + std::string(im, r2.ptr);
  }
  if (et.kind == ElementKind::C128)
    return formatDouble(t.floatAt(k)) + "," + formatDouble(t.imagAt(k));
  if (et.kind == ElementKind::F32) {
    char buf[64];
    auto r =
        std::to_chars(buf, buf + sizeof buf, static_cast<float>(t.floatAt(k)));
    return std::string(buf, r.ptr);
  }
  // f16 and bf16 values are doubles exactly; their shortest double literal
  // reads back to the same double, which roundToType leaves alone.
  return formatDouble(t.floatAt(k));
}

bool sameBits(const Tensor &t, int64_t a, int64_t b) {
  if (t.elementType().isInteger())
    return t.intAt(a) == t.intAt(b);
  if (t.elementType().isComplex())
    return false; // values(...) spells complex elements in full
  double x = t.floatAt(a), y = t.floatAt(b);
  // Equal bits, so that -0 differs from +0; NaNs count as one value (their
  // payload is not kept anyway).
  return (std::isnan(x) && std::isnan(y) &&
          std::signbit(x) == std::signbit(y)) ||
         (x == y && std::signbit(x) == std::signbit(y));
}

/// `t`, read from a .npy file, as an argument of element type `type`:
/// NumPy has no bfloat16 and no float8/6/4 types of its own, so such an
/// argument reads a float32 (or float64) array whose every value is one of
/// the type's (what writeNpy writes for it); a sub-byte integer reads the
/// 8-bit array of its signedness; an integer array of the argument's width
/// is read as its bit patterns. Fails when the types do not fit.
llvm::FailureOr<Tensor> asArgumentType(const Tensor &t, ElementType type) {
  ElementType given = t.elementType();
  if (given == type)
    return t;
  bool widenedFloat =
      type.isFloat() && given.isFloat() &&
      (given.kind == ElementKind::F32 || given.kind == ElementKind::F64) &&
      !type.holdsEveryValueOf(given);
  bool widenedInteger = type.isInteger() && given.isInteger() &&
                        type.bitWidth() < 8 && given.bitWidth() == 8;
  bool sameWidth = type.isInteger() && given.isInteger() &&
                   type.bitWidth() == given.bitWidth();
  if (!widenedFloat && !widenedInteger && !sameWidth)
    return llvm::failure();
  Tensor out(type, t.shape());
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (type.isFloat()) {
      out.setFloat(k, t.floatAt(k));
      continue;
    }
    int64_t v = t.intAt(k);
    if (widenedInteger && (v < type.minInt() || v > type.maxInt()))
      return llvm::failure();
    out.setInt(k, v);
  }
  return out;
}

} // namespace

std::optional<InputSpec> InputSpec::parse(const std::string &text,
                                          std::string &error) {
  InputSpec s;
  std::smatch m;
  static const std::regex call(
      R"(^\s*(uniform|normal|int|const)\s*\(\s*([-+0-9.eEinfa]+)\s*(?:,\s*([-+0-9.eEinfa]+)\s*)?\)\s*$)");
  static const std::regex file(R"(^\s*file\s*\(\s*(.+?)\s*\)\s*$)");
  size_t start = skipBlanks(text, 0);
  if (text.compare(start, 6, "values") == 0) {
    size_t open = skipBlanks(text, start + 6);
    if (open < text.size() && text[open] == '(')
      return parseValues(text, open, error);
  }
  // The forms below are short; a long text is none of them, and std::regex
  // would overflow the stack on it.
  if (text.size() > 4096) {
    error = "cannot parse input spec '" + text.substr(0, 57) + "...'";
    return std::nullopt;
  }
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
            "const(V), edges, file(PATH) or values(V0,V1,...))";
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
  case ElementKind::I2:
  case ElementKind::I4:
  case ElementKind::I8:
  case ElementKind::U2:
  case ElementKind::U4:
  case ElementKind::U8:
    // Every value of the type.
    s.kind = Kind::Int, s.a = static_cast<double>(type.minInt()),
    s.b = static_cast<double>(type.maxInt());
    break;
  case ElementKind::U16:
    s.kind = Kind::Int, s.a = 0, s.b = 1000;
    break;
  case ElementKind::U32:
  case ElementKind::U64:
    s.kind = Kind::Int, s.a = 0, s.b = 15;
    break;
  case ElementKind::F8E8M0FNU:
    // Scales: powers of two around 1 (the type has no zero and no sign).
    s.kind = Kind::Uniform, s.a = 0.25, s.b = 4;
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
  case Kind::Values: {
    std::string out = "values(";
    for (size_t k = 0; k < values.size(); ++k)
      out += (k ? "," : "") + values[k];
    return out + ")";
  }
  }
  return "?";
}

Tensor defuse::generateTensor(const InputSpec &spec, const TensorSpec &type,
                              uint64_t seed) {
  Tensor t(type.type, type.shape);
  if (spec.kind == InputSpec::Kind::Values) {
    std::string why;
    if (!fillValues(spec, t, why))
      return Tensor(type.type, type.shape);
    return t;
  }
  SplitMix64 rng{seed};
  ElementType et = type.type;
  if (et.isComplex()) {
    // Both parts drawn from the spec, as floats of the part type.
    Tensor parts =
        generateTensor(spec, {et.partType(), {2 * t.numElements()}}, seed);
    for (int64_t i = 0; i < t.numElements(); ++i)
      t.set(i,
            Scalar::ofComplex(parts.floatAt(2 * i), parts.floatAt(2 * i + 1)));
    return t;
  }
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
      case InputSpec::Kind::Values:
        break;
      }
      t.setFloat(i, et.roundToType(v));
    } else {
      int64_t v = 0;
      switch (spec.kind) {
      case InputSpec::Kind::Edges: {
        uint64_t r = rng.next();
        int64_t lo = et.minInt(), hi = et.maxInt();
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

namespace {

/// The text after `// DEFUSE-INPUT:` (or `DEFUSE-INPUTS:`) on `line`, if the
/// line has that marker. Found by hand rather than by std::regex, which
/// overflows the stack on the long lines that values(...) makes.
std::optional<std::string> inputLineText(const std::string &line) {
  static const char marker[] = "DEFUSE-INPUT";
  const size_t markerLength = sizeof(marker) - 1;
  for (size_t slash = line.find("//"); slash != std::string::npos;
       slash = line.find("//", slash + 1)) {
    size_t p = slash + 2;
    p = skipBlanks(line, p);
    if (line.compare(p, markerLength, marker) != 0)
      continue;
    p += markerLength;
    if (p < line.size() && line[p] == 'S')
      ++p;
    if (p >= line.size() || line[p] != ':')
      continue;
    size_t first = skipBlanks(line, p + 1);
    size_t last = line.size();
    while (last > first && isBlank(line[last - 1]))
      --last;
    return line.substr(first, last - first);
  }
  return std::nullopt;
}

} // namespace

InputPlan InputPlan::forWorkload(const Workload &w,
                                 const std::string &sourceText,
                                 std::string &error, bool &ok) {
  InputPlan plan;
  plan.names = w.argumentNames();
  for (const TensorSpec &arg : w.arguments()) {
    plan.specs.push_back(InputSpec::defaultFor(arg.type));
    plan.fromDefault.push_back(true);
  }
  ok = true;
  auto fail = [&](unsigned lineNo, const std::string &why) {
    error = w.path() + ":" + std::to_string(lineNo) + ": " + why;
    ok = false;
    return plan;
  };
  // One or more assignments per line, separated by blanks; a spec itself has
  // none outside its parentheses. An assignment whose parentheses are still
  // open at the end of a line continues on the next DEFUSE-INPUT line.
  std::string assignment;
  int depth = 0;
  auto flush = [&]() -> bool {
    if (assignment.empty())
      return true;
    bool good = plan.set(assignment, error);
    assignment.clear();
    return good;
  };
  size_t pos = 0;
  unsigned lineNo = 0;
  while (pos < sourceText.size()) {
    size_t end = sourceText.find('\n', pos);
    if (end == std::string::npos)
      end = sourceText.size();
    std::string text = sourceText.substr(pos, end - pos);
    pos = end + 1;
    ++lineNo;
    std::optional<std::string> rest = inputLineText(text);
    if (!rest || rest->empty()) {
      if (depth > 0)
        return fail(lineNo - 1, "input spec '" + assignment.substr(0, 40) +
                                    "...' is not closed by a ')'");
      continue;
    }
    for (size_t k = 0; k < rest->size(); ++k) {
      char c = (*rest)[k];
      // A `//` outside parentheses starts a trailing comment (what the
      // domain was chosen from, in an imported workload).
      if (depth <= 0 && c == '/' && k + 1 < rest->size() &&
          (*rest)[k + 1] == '/')
        break;
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (isBlank(c) && depth <= 0) {
        if (!flush())
          return fail(lineNo, error);
        continue;
      }
      if (!isBlank(c))
        assignment += c;
    }
    if (depth > 0)
      continue;
    if (!flush())
      return fail(lineNo, error);
    // The workload's own lines travel with it: a reproduction command need
    // not repeat them.
    std::fill(plan.fromDefault.begin(), plan.fromDefault.end(), true);
  }
  if (depth > 0)
    return fail(lineNo, "input spec '" + assignment.substr(0, 40) +
                            "...' is not closed by a ')'");
  return plan;
}

bool InputPlan::set(const std::string &assignment, std::string &error) {
  // By hand, not std::regex: a values(...) assignment can be very long.
  auto malformed = [&]() {
    std::string shown =
        assignment.size() > 60 ? assignment.substr(0, 57) + "..." : assignment;
    error = "cannot parse input assignment '" + shown +
            "' (expected argN=SPEC, NAME=SPEC or all=SPEC)";
    return false;
  };
  size_t p = 0;
  if (assignment.compare(0, 4, "%arg") == 0)
    p = 4;
  else if (assignment.compare(0, 3, "arg") == 0)
    p = 3;
  bool all = assignment.compare(p, 3, "all") == 0;
  size_t nameEnd = all ? p + 3 : assignment.find_first_not_of("0123456789", p);
  size_t eq =
      nameEnd == std::string::npos ? nameEnd : skipBlanks(assignment, nameEnd);
  if (nameEnd == p || eq >= assignment.size() || assignment[eq] != '=') {
    std::optional<bool> named = setByName(assignment, error);
    return named ? *named : malformed();
  }
  size_t specStart = skipBlanks(assignment, eq + 1);
  if (specStart >= assignment.size())
    return malformed();
  std::string specText = assignment.substr(specStart);
  if (all) {
    auto spec = InputSpec::parse(specText, error);
    if (!spec)
      return false;
    std::fill(specs.begin(), specs.end(), *spec);
    std::fill(fromDefault.begin(), fromDefault.end(), false);
    return true;
  }
  unsigned index = 0;
  auto r = std::from_chars(assignment.data() + p, assignment.data() + nameEnd,
                           index);
  if (r.ec != std::errc() || index >= specs.size()) {
    error = "input assignment '" + assignment.substr(0, nameEnd) +
            "=...' names argument #" + assignment.substr(p, nameEnd - p) +
            " but the entry has " + std::to_string(specs.size()) + " arguments";
    return false;
  }
  auto spec = InputSpec::parse(specText, error);
  if (!spec)
    return false;
  specs[index] = std::move(*spec);
  fromDefault[index] = false;
  return true;
}

std::optional<bool> InputPlan::setByName(const std::string &assignment,
                                         std::string &error) {
  size_t eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0)
    return std::nullopt;
  size_t last = eq;
  while (last > 0 && isBlank(assignment[last - 1]))
    --last;
  std::string pattern = assignment.substr(0, last);
  size_t specStart = skipBlanks(assignment, eq + 1);
  if (specStart >= assignment.size())
    return std::nullopt;
  llvm::Expected<llvm::GlobPattern> glob = llvm::GlobPattern::create(pattern);
  if (!glob) {
    llvm::consumeError(glob.takeError());
    return std::nullopt;
  }
  std::vector<unsigned> matched;
  for (unsigned i = 0; i < names.size(); ++i)
    if (!names[i].empty() && glob->match(names[i]))
      matched.push_back(i);
  if (matched.empty()) {
    std::string known;
    unsigned shown = 0, named = 0;
    for (const std::string &n : names) {
      if (n.empty())
        continue;
      if (++named <= 4)
        known += (shown++ ? ", " : "") + n;
    }
    error = "input assignment '" + pattern + "=...' names no argument (" +
            (named ? "the entry's are " + known +
                         (named > shown
                              ? ", ... (" + std::to_string(named) + " names)"
                              : std::string())
                   : std::string("no argument carries a defuse.name")) +
            ")";
    return false;
  }
  auto spec = InputSpec::parse(assignment.substr(specStart), error);
  if (!spec)
    return false;
  for (unsigned i : matched) {
    specs[i] = *spec;
    fromDefault[i] = false;
  }
  return true;
}

bool InputPlan::generate(const Workload &w, uint64_t seed,
                         std::vector<Tensor> &out, std::string &error) const {
  out.clear();
  for (unsigned i = 0; i < specs.size(); ++i) {
    const TensorSpec &type = w.arguments()[i];
    if (specs[i].kind == InputSpec::Kind::Values) {
      Tensor t(type.type, type.shape);
      std::string why;
      if (!fillValues(specs[i], t, why)) {
        error = "input for argument #" + std::to_string(i) + " of @" +
                w.entryName() + " (" + type.str() + "): " + why;
        return false;
      }
      out.push_back(std::move(t));
      continue;
    }
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
    llvm::FailureOr<Tensor> converted = asArgumentType(t, type.type);
    if (t.shape() != type.shape || failed(converted)) {
      error = specs[i].path + ": array is " + t.shapeString() + " but " +
              w.describeArgument(i) + " is " + type.str();
      return false;
    }
    bool narrowed = type.type.isFloat() && t.elementType().isFloat();
    for (int64_t k = 0; narrowed && k < t.numElements(); ++k)
      if (!type.type.represents(t.floatAt(k))) {
        error = specs[i].path + ": element " + std::to_string(k) + " (" +
                std::to_string(t.floatAt(k)) + ") is not a " + type.type.str() +
                " value, for " + w.describeArgument(i);
        return false;
      }
    t = std::move(*converted);
    out.push_back(std::move(t));
  }
  return true;
}

std::vector<std::string> InputPlan::flags() const {
  std::vector<std::string> out;
  // `--input all=SPEC` stays one flag, not one per argument (a ResNet has a
  // hundred and more).
  bool allSame =
      specs.size() > 1 && std::none_of(fromDefault.begin(), fromDefault.end(),
                                       [](bool d) { return d; });
  for (unsigned i = 1; allSame && i < specs.size(); ++i)
    allSame = specs[i].str() == specs[0].str();
  if (allSame)
    return {"--input all=" + specs[0].str()};
  for (unsigned i = 0; i < specs.size(); ++i)
    if (!fromDefault[i])
      out.push_back("--input arg" + std::to_string(i) + "=" + specs[i].str());
  return out;
}

std::string defuse::valuesSpecOf(const Tensor &t) {
  int64_t n = t.numElements();
  bool splat = n >= 2;
  for (int64_t k = 1; splat && k < n; ++k)
    splat = sameBits(t, 0, k);
  if (splat) {
    // const(V) is read by strtod into a double: exact for every float
    // element (printed as its shortest double literal) and for integers up
    // to 2^53.
    if (t.elementType().isFloat())
      return "const(" + formatDouble(t.floatAt(0)) + ")";
    int64_t v = t.intAt(0);
    if (v >= -(int64_t(1) << 53) && v <= (int64_t(1) << 53))
      return "const(" + std::to_string(v) + ")";
  }
  std::string out = "values(";
  for (int64_t k = 0; k < n; ++k) {
    if (k)
      out += ',';
    out += formatElement(t, k);
  }
  return out + ")";
}
