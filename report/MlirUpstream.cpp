//===- MlirUpstream.cpp - An MLIR integration test and an llvm-project issue =//
//
// The integration test follows mlir/test/Integration: mlir-opt runs the
// reduced pipeline, a second mlir-opt the lowering defuse appends (as
// explicit passes), mlir-runner runs @main with the runner utils and
// FileCheck reads what it prints. @main calls the reduced function on its
// inputs (constants) and prints, for each wrong element, the value and,
// where the reference's value is exact, whether the bits match, or where it
// has a bound, whether |value - E| <= T. The CHECK lines hold the
// reference's values, so the test fails while the bug is there.
//
// When the culprit pass changes the program, a second test runs mlir-opt
// with that pass alone on the program as it reaches the pass and records
// what it prints today (the buggy output): the pass's own FileCheck test.
//
//===----------------------------------------------------------------------===//

#include "report/UpstreamEmitter.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

using namespace defuse;
using llvm::StringRef;

namespace {

const char kFaultPluginFile[] = "libDefuseFaultPlugin.so";

/// lit expands `%x` in RUN lines; `%%` is a literal percent sign.
std::string escapeForLit(const std::string &s) {
  std::string out;
  for (char c : s) {
    out += c;
    if (c == '%')
      out += '%';
  }
  return out;
}

std::string singleQuoted(const std::string &s) {
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return escapeForLit(out + "'");
}

std::string pluginArgument(const std::string &path) {
  StringRef file = StringRef(path).rsplit('/').second;
  if (file.empty())
    file = path;
  return file == kFaultPluginFile ? "%fault_plugin" : singleQuoted(path);
}

const llvm::fltSemantics *semanticsOf(StringRef element) {
  if (element == "f16")
    return &llvm::APFloat::IEEEhalf();
  if (element == "bf16")
    return &llvm::APFloat::BFloat();
  if (element == "f32")
    return &llvm::APFloat::IEEEsingle();
  if (element == "f64")
    return &llvm::APFloat::IEEEdouble();
  return nullptr;
}

bool isSignlessInteger(StringRef element) {
  unsigned width = 0;
  return element == "index" ||
         (element.consume_front("i") && !element.getAsInteger(10, width) &&
          width >= 1 && width <= 64);
}

unsigned widthOf(StringRef element) {
  if (element == "index")
    return 64;
  unsigned width = 0;
  element.drop_front().getAsInteger(10, width);
  return width;
}

/// `v` rounded to the float type as its bit pattern.
llvm::APInt bitsOf(double v, const llvm::fltSemantics &sem) {
  llvm::APFloat f(v);
  bool lost = false;
  f.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
  return f.bitcastToAPInt();
}

std::string hexBits(const llvm::APInt &bits) {
  llvm::SmallString<32> s;
  bits.toStringUnsigned(s, 16);
  std::string hex = s.str().str();
  for (char &c : hex)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  // MLIR reads a hexadecimal float literal as the bit pattern when it has
  // as many digits as the type has bytes times two.
  size_t digits = bits.getBitWidth() / 4;
  if (hex.size() < digits)
    hex = std::string(digits - hex.size(), '0') + hex;
  return "0x" + hex;
}

/// An MLIR float literal that reads back as `v` in `element`: decimal for
/// finite values, the bit pattern for NaN and infinities.
std::string floatLiteral(double v, StringRef element) {
  const llvm::fltSemantics *sem = semanticsOf(element);
  if (!std::isfinite(v))
    return hexBits(bitsOf(v, sem ? *sem : llvm::APFloat::IEEEdouble()));
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", v);
  std::string s = buffer;
  if (s.find_first_of(".e") == std::string::npos)
    s += ".0";
  return s;
}

std::string elementLiteral(const Tensor &t, int64_t linear, StringRef element) {
  if (element == "i1")
    return t.intAt(linear) ? "true" : "false";
  if (isSignlessInteger(element))
    return std::to_string(t.intAt(linear));
  return floatLiteral(t.floatAt(linear), element);
}

/// A dense literal of `t`'s values, nested by its shape (a splat when every
/// element is the same).
std::string denseLiteral(const Tensor &t, StringRef element) {
  int64_t n = t.numElements();
  bool splat = n >= 1;
  std::string first = n ? elementLiteral(t, 0, element) : "";
  for (int64_t k = 1; splat && k < n; ++k)
    splat = elementLiteral(t, k, element) == first;
  if (splat)
    return "dense<" + first + ">";
  std::string out = "dense<";
  const std::vector<int64_t> &shape = t.shape();
  std::vector<int64_t> strides = t.strides();
  for (int64_t k = 0; k < n; ++k) {
    for (size_t d = 0; d < shape.size(); ++d)
      if (k % strides[d] == 0)
        out += (k % (strides[d] * shape[d]) == 0) ? "[" : "";
    out += elementLiteral(t, k, element);
    std::string close;
    for (size_t d = shape.size(); d-- > 0;)
      if ((k + 1) % (strides[d] * shape[d]) == 0)
        close += "]";
      else
        break;
    out += close;
    if (k + 1 < n)
      out += ", ";
  }
  return out + ">";
}

std::string staticTensorType(const Tensor &t, StringRef element) {
  std::string s = "tensor<";
  for (int64_t d : t.shape())
    s += std::to_string(d) + "x";
  return s + element.str() + ">";
}

/// The dialect folder of mlir/test for a pass or an op ("Math").
std::string dialectFolder(const UpstreamBug &bug) {
  static const std::pair<const char *, const char *> kFolders[] = {
      {"math", "Math"},     {"arith", "Arith"},   {"linalg", "Linalg"},
      {"tosa", "Tosa"},     {"affine", "Affine"}, {"tensor", "Tensor"},
      {"memref", "MemRef"}, {"vector", "Vector"}, {"scf", "SCF"}};
  for (StringRef name : {StringRef(bug.passName), StringRef(bug.opName)}) {
    StringRef prefix = name.split(name.contains('.') ? '.' : '-').first;
    for (const auto &[dialect, folder] : kFolders)
      if (prefix == dialect)
        return folder;
  }
  return "Tosa";
}

std::string testName(const UpstreamBug &bug) {
  std::string name = bug.passName.empty() ? "default-lowering" : bug.passName;
  if (!bug.opName.empty())
    name += "-" + StringRef(bug.opName).split('.').second.str();
  for (char &c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
      c = '-';
  return name;
}

/// FileCheck reads `[[` and `{{` as its own syntax: spell them as regexes.
std::string checkText(StringRef line) {
  std::string out;
  for (size_t i = 0; i < line.size(); ++i) {
    if (i + 1 < line.size() && line[i] == line[i + 1] &&
        (line[i] == '[' || line[i] == '{')) {
      out += line[i] == '[' ? "{{\\[\\[}}" : "{{\\{\\{}}";
      ++i;
      continue;
    }
    out += line[i];
  }
  return out;
}

/// @main: the function on its inputs, and for each wrong element the lines
/// FileCheck reads. `checks` receives the CHECK lines, `notes` a comment per
/// element with the value the compiler computes today.
class Driver {
public:
  Driver(const UpstreamBug &bug, std::string name)
      : bug(bug), name(std::move(name)) {}

  llvm::LogicalResult build(std::string &error) {
    if (bug.argTypes.size() != bug.inputs.size() ||
        bug.resultTypes.size() != bug.expected.size()) {
      error = "the entry's signature does not match its inputs and outputs";
      return llvm::failure();
    }
    for (const ValueTypeText &t : bug.argTypes)
      if (!printable(t.element)) {
        error = "MLIR's runner utils cannot print " + t.element;
        return llvm::failure();
      }
    body << "  func.func @" << name << "() {\n";
    std::vector<std::string> args;
    for (size_t i = 0; i < bug.inputs.size(); ++i)
      args.push_back(input(i));
    std::string results = "%r";
    size_t n = bug.resultTypes.size();
    body << "    %r" << (n > 1 ? ":" + std::to_string(n) : "") << " = call @"
         << bug.entry << "(" << llvm::join(args, ", ") << ") : (";
    for (size_t i = 0; i < bug.argTypes.size(); ++i)
      body << (i ? ", " : "") << bug.argTypes[i].type;
    body << ") -> (";
    for (size_t i = 0; i < n; ++i)
      body << (i ? ", " : "") << bug.resultTypes[i].type;
    body << ")\n";
    for (const CheckedElement &e : bug.wrong) {
      if (e.output >= n)
        continue;
      const ValueTypeText &type = bug.resultTypes[e.output];
      if (!printable(type.element)) {
        error = "MLIR's runner utils cannot print " + type.element;
        return llvm::failure();
      }
      element(e, n > 1 ? "%r#" + std::to_string(e.output) : "%r", type);
    }
    body << "    return\n  }\n";
    if (checks.empty()) {
      error = "no wrong element to check";
      return llvm::failure();
    }
    return llvm::success();
  }

  std::string text() const { return body.str(); }
  std::vector<std::string> checks, notes;

private:
  static bool printable(StringRef element) {
    return semanticsOf(element) || isSignlessInteger(element);
  }

  std::string fresh(const char *stem) {
    return std::string("%") + stem + std::to_string(counter++);
  }

  std::string indexConstant(int64_t i) {
    std::string v = "%c" + std::to_string(i);
    if (indices.insert(i).second)
      body << "    " << v << " = arith.constant " << i << " : index\n";
    return v;
  }

  std::string input(size_t i) {
    const ValueTypeText &type = bug.argTypes[i];
    const Tensor &t = bug.inputs[i];
    std::string v = "%in" + std::to_string(i);
    if (!type.isTensor) {
      body << "    " << v << " = arith.constant "
           << elementLiteral(t, 0, type.element) << " : " << type.type << "\n";
      return v;
    }
    std::string staticType = staticTensorType(t, type.element);
    body << "    " << v << " = arith.constant " << denseLiteral(t, type.element)
         << " : " << staticType << "\n";
    if (staticType != type.type) {
      std::string cast = v + "_cast";
      body << "    " << cast << " = tensor.cast " << v << " : " << staticType
           << " to " << type.type << "\n";
      return cast;
    }
    return v;
  }

  void print(const std::string &value, const std::string &type) {
    body << "    vector.print " << value << " : " << type << "\n";
  }
  void printString(const std::string &s) {
    body << "    vector.print str \"" << s << "\"\n";
  }

  void element(const CheckedElement &e, const std::string &result,
               const ValueTypeText &type) {
    const Tensor &expected = bug.expected[e.output];
    std::string label = "out" + std::to_string(e.output) + indexText(e.index);
    std::string v;
    if (type.isTensor) {
      std::vector<std::string> idx;
      for (int64_t i : e.index)
        idx.push_back(indexConstant(i));
      v = fresh("e");
      body << "    " << v << " = tensor.extract " << result << "["
           << llvm::join(idx, ", ") << "] : " << type.type << "\n";
    } else {
      v = result;
    }
    StringRef element = type.element;
    bool isFloat = semanticsOf(element) != nullptr;
    // The value as the runner utils print it (f16 and bf16 widened to f32,
    // exactly; index as i64).
    std::string printed = v, printedType = element.str();
    if (element == "f16" || element == "bf16") {
      printed = fresh("w");
      body << "    " << printed << " = arith.extf " << v << " : "
           << element.str() << " to f32\n";
      printedType = "f32";
    } else if (element == "index") {
      printed = fresh("w");
      body << "    " << printed << " = arith.index_cast " << v
           << " : index to i64\n";
      printedType = "i64";
    }
    printString(label + " = ");
    print(printed, printedType);

    std::string expectedText = valueText(e, expected, false);
    std::string actualText = valueText(
        e, bug.actual.size() > e.output ? bug.actual[e.output] : expected,
        true);
    std::string bound;
    if (e.bound > 0 && std::isfinite(e.bound))
      bound = " (within " + printedLikeC(e.bound) + ")";
    notes.push_back(label + ": expected " + expectedText + bound + ", today " +
                    actualText);

    if (!isFloat) {
      if (e.bound == 0) {
        checks.push_back(label + " = " + std::to_string(e.expectedInt) +
                         "{{$}}");
        return;
      }
      std::string d = fresh("d");
      std::string source = printedType == element ? v : printed;
      body << "    " << d << " = arith.sitofp " << source << " : "
           << printedType << " to f64\n";
      boundCheck(label, d, e);
      return;
    }
    if (std::isnan(e.expected)) {
      checks.push_back(label + " = {{-?}}nan{{$}}");
      return;
    }
    if (std::isinf(e.expected) || e.expected == 0 || e.bound == 0) {
      // Exact: the text where %g spells the value exactly, and the bits.
      std::string text = printedLikeC(e.expected);
      double back = std::strtod(text.c_str(), nullptr);
      const llvm::fltSemantics &sem = *semanticsOf(element);
      if (bitsOf(back, sem) == bitsOf(e.expected, sem))
        checks.push_back(label + " = " + text + "{{$}}");
      else
        checks.push_back(label + " = ");
      if (std::isinf(e.expected) || e.expected == 0)
        return;
      unsigned width = llvm::APFloat::getSizeInBits(sem);
      std::string bits = fresh("b"), want = fresh("x"), same = fresh("s");
      std::string intType = "i" + std::to_string(width);
      body << "    " << bits << " = arith.bitcast " << v << " : "
           << element.str() << " to " << intType << "\n";
      body << "    " << want << " = arith.constant "
           << hexBits(bitsOf(e.expected, sem)) << " : " << intType << "\n";
      body << "    " << same << " = arith.cmpi eq, " << bits << ", " << want
           << " : " << intType << "\n";
      std::string line = label + " is exactly " + expectedText + ": ";
      printString(line);
      print(same, "i1");
      checks.push_back(line + "1");
      return;
    }
    if (!std::isfinite(e.bound)) {
      checks.push_back(label + " = ");
      return;
    }
    checks.push_back(label + " = ");
    std::string d = v;
    if (element != "f64") {
      d = fresh("d");
      body << "    " << d << " = arith.extf " << v << " : " << element.str()
           << " to f64\n";
    }
    boundCheck(label, d, e);
  }

  /// Prints whether |d - E| <= T (false for NaN), d an f64.
  void boundCheck(const std::string &label, const std::string &d,
                  const CheckedElement &e) {
    std::string want = fresh("x"), tol = fresh("t"), ntol = fresh("t"),
                diff = fresh("d"), le = fresh("k"), ge = fresh("k"),
                ok = fresh("k");
    body << "    " << want << " = arith.constant "
         << floatLiteral(e.expected, "f64") << " : f64\n";
    body << "    " << tol << " = arith.constant "
         << floatLiteral(e.bound, "f64") << " : f64\n";
    body << "    " << ntol << " = arith.constant "
         << floatLiteral(-e.bound, "f64") << " : f64\n";
    body << "    " << diff << " = arith.subf " << d << ", " << want
         << " : f64\n";
    body << "    " << le << " = arith.cmpf ole, " << diff << ", " << tol
         << " : f64\n";
    body << "    " << ge << " = arith.cmpf oge, " << diff << ", " << ntol
         << " : f64\n";
    body << "    " << ok << " = arith.andi " << le << ", " << ge << " : i1\n";
    std::string line = "|" + label + " - " + printedLikeC(e.expected) +
                       "| <= " + printedLikeC(e.bound) + ": ";
    printString(line);
    print(ok, "i1");
    checks.push_back(line + "1");
  }

  const UpstreamBug &bug;
  std::string name;
  std::ostringstream body;
  std::set<int64_t> indices;
  unsigned counter = 0;
};

/// The module with `driver` added at its end.
std::string withDriver(const std::string &module, const std::string &driver) {
  StringRef text = StringRef(module).rtrim();
  // The module op may follow attribute aliases (#map = ...).
  StringRef body = text.ltrim();
  if (body.starts_with("module") || body.contains("\nmodule")) {
    size_t close = text.rfind('}');
    return text.substr(0, close).rtrim().str() + "\n" + driver + "}\n";
  }
  return text.str() + "\n" + driver;
}

std::string joined(const std::vector<std::string> &passes, size_t skip) {
  std::string out;
  for (size_t i = 0; i < passes.size(); ++i)
    if (i != skip)
      out += (out.empty() ? "" : ",") + passes[i];
  return out;
}

std::string fenced(const std::string &text, const char *lang) {
  std::string fence = "```";
  while (text.find(fence) != std::string::npos)
    fence += "`";
  return fence + lang + "\n" + text +
         (StringRef(text).ends_with("\n") ? "" : "\n") + fence + "\n";
}

class MlirUpstreamEmitter final : public UpstreamEmitter {
public:
  StringRef target() const override { return "mlir"; }

  llvm::FailureOr<UpstreamReproducer> emit(const UpstreamBug &bug,
                                           std::string &error) const override {
    std::string driverName = bug.entry == "main" ? "defuse_main" : "main";
    Driver driver(bug, driverName);
    if (failed(driver.build(error)))
      return llvm::failure();

    UpstreamReproducer out;
    out.tracker = "llvm/llvm-project";
    std::string folder = dialectFolder(bug);
    std::string name = testName(bug);
    std::string integrationPath =
        "mlir/test/Integration/Dialect/" + folder + "/CPU/" + name + ".mlir";
    std::string passAlonePath =
        "mlir/test/Dialect/" + folder + "/" + name + ".mlir";

    bool hasCulprit = bug.culprit < bug.passes.size();
    std::string plugins;
    for (const std::string &p : bug.plugins)
      plugins += " --load-pass-plugin=" + pluginArgument(p);

    std::ostringstream test;
    test << "// " << bug.title << "\n";
    test
        << "//\n// An integration test in the layout of mlir/test/Integration, "
           "run with MLIR's own\n// tools alone (mlir-opt, mlir-runner, "
           "FileCheck). It fails with "
        << bug.release
        << "\n// at the CHECK line of a wrong element, and "
           "passes once the bug is fixed.\n";
    for (const std::string &note : bug.notes)
      test << "// " << note << "\n";
    if (hasCulprit)
      test << "//\n// Culprit: step " << bug.culprit + 1 << " of "
           << bug.passes.size() << " of the first RUN line's pipeline, `"
           << bug.passes[bug.culprit] << "`; without it the test passes.\n";
    else
      test << "//\n// Culprit: none of the first RUN line's passes: the "
              "lowering (the second RUN line) or LLVM miscompiles it.\n";
    test << "//\n";
    test << "// RUN: mlir-opt %s" << plugins << " --pass-pipeline="
         << singleQuoted("builtin.module(" + joined(bug.passes, ~size_t(0)) +
                         ")")
         << " | \\\n";
    test << "// RUN: mlir-opt --pass-pipeline="
         << singleQuoted("builtin.module(" + bug.defaultLowering + ")")
         << " | \\\n";
    test << "// RUN: mlir-runner -e " << driverName
         << " -entry-point-result=void -O" << bug.llvmOptLevel << " \\\n";
    test << "// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | "
            "\\\n";
    test << "// RUN: FileCheck %s\n//\n";
    test << "// The wrong elements, with the values the reference computes "
            "(and what the\n// compiler computes today):\n";
    for (const std::string &note : driver.notes)
      test << "//   " << note << "\n";
    test << "//\n";
    for (const std::string &check : driver.checks)
      test << "// CHECK: " << check << "\n";
    test << "\n" << withDriver(bug.moduleText, driver.text());
    out.files.push_back({integrationPath, test.str()});

    bool passAlone = hasCulprit && !bug.irBefore.empty() &&
                     !bug.irAfter.empty() && bug.irBefore != bug.irAfter;
    std::ostringstream alone;
    if (passAlone) {
      std::string step = bug.passes[bug.culprit];
      alone << "// " << bug.passName
            << " alone on the reduced program of: " << bug.title << "\n";
      alone << "//\n// This records what " << bug.release
            << " prints TODAY, the buggy output\n// (the bug is visible in "
               "the IR the pass leaves). Once the pass is fixed this\n// "
               "test fails: regenerate its CHECK lines from the fixed output "
               "(mlir/utils/\n// generate-test-checks.py) and check that "
               "they compute what the integration test\n// "
            << integrationPath << " expects.\n//\n";
      alone << "// RUN: mlir-opt %s" << plugins << " --pass-pipeline="
            << singleQuoted("builtin.module(" + step + ")")
            << " | FileCheck %s\n//\n";
      // Every line as mlir-opt prints it, in order (CHECK-EMPTY for the
      // blank ones).
      llvm::SmallVector<StringRef> lines;
      StringRef(bug.irAfter).rtrim().split(lines, '\n');
      bool first = true;
      for (StringRef line : lines) {
        if (line.trim().empty()) {
          if (!first)
            alone << "// CHECK-EMPTY:\n";
          continue;
        }
        alone << "// " << (first ? "CHECK: " : "CHECK-NEXT: ")
              << checkText(line.trim()) << "\n";
        first = false;
      }
      alone << "\n" << bug.irBefore;
      out.files.push_back({passAlonePath, alone.str()});
    }

    // report.md in the form of llvm-project's bug report (title, labels,
    // version, reproducer, expected versus actual, where).
    std::ostringstream md;
    md << "# [mlir] " << bug.title << "\n\n";
    md << "Labels: `mlir`, `miscompilation`";
    if (!bug.passName.empty())
      md << ", `mlir:" << StringRef(folder).lower() << "`";
    md << "\n\n";
    md << "## Version\n\n" << bug.release << " (`mlir-opt --version`)\n\n";
    md << "## Description\n\n";
    if (hasCulprit)
      md << "`" << bug.passName << "` (`" << bug.passes[bug.culprit]
         << "`, step " << bug.culprit + 1 << " of " << bug.passes.size()
         << " below) miscompiles";
    else
      md << "The lowering below (no pass of the pipeline) miscompiles";
    if (!bug.opName.empty())
      md << " `" << bug.opName << "`";
    md << ": the program computes a wrong value ("
       << verdictKindName(bug.signature.kind) << ").";
    if (hasCulprit)
      md << " Without that pass the same program computes the right "
            "value.";
    md << "\n\n";
    md << "## Reproducer\n\n";
    md << "An integration test (`" << integrationPath
       << "`), run with `mlir-opt`, `mlir-runner` and `FileCheck` alone "
          "(`lit` with MLIR's `%mlir_runner_utils` and "
          "`%mlir_c_runner_utils`):\n\n";
    md << fenced(test.str(), "mlir") << "\n";
    md << "## Expected versus actual\n\n";
    md << expectedVersusActualTable(bug);
    md << "\nThe expected values are the exact result of the program's "
          "operations (a bound where the result is not exact: any correct "
          "lowering lands within it).\n\n";
    if (passAlone) {
      md << "## The pass alone\n\n`" << bug.passName
         << "` on the program as it reaches the pass (`" << passAlonePath
         << "`; its CHECK lines record today's, buggy, output):\n\n";
      md << fenced(bug.irBefore, "mlir") << "\nbecomes\n\n"
         << fenced(bug.irAfter, "mlir") << "\n";
    }
    md << "## Found by\n\ndefuse " << bug.defuseVersion << ", signature `"
       << bug.signature.str() << "`.\n";
    out.report = md.str();
    return out;
  }
};

} // namespace

std::unique_ptr<UpstreamEmitter> defuse::createMlirUpstreamEmitter() {
  return std::make_unique<MlirUpstreamEmitter>();
}
