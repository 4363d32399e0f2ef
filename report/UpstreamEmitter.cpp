//===- UpstreamEmitter.cpp - The registry and what the emitters share -----===//

#include "report/UpstreamEmitter.h"

#include "report/BugReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace defuse;

UpstreamEmitter::~UpstreamEmitter() = default;

std::unique_ptr<UpstreamEmitter>
defuse::upstreamEmitterFor(llvm::StringRef target) {
  // One line per emitter: adding a compiler is a new file and a line here.
  using Create = std::unique_ptr<UpstreamEmitter> (*)();
  for (Create create :
       {createMlirUpstreamEmitter, createIreeUpstreamEmitter,
        createXlaUpstreamEmitter, createInductorUpstreamEmitter}) {
    std::unique_ptr<UpstreamEmitter> emitter = create();
    if (emitter->target() == target)
      return emitter;
  }
  return nullptr;
}

namespace {

CheckedElement checked(unsigned output, const Tensor &expected,
                       const Tensor &actual, const ElementReport &r) {
  CheckedElement e;
  e.output = output;
  e.index = r.index;
  e.linear = expected.linearIndex(r.index);
  e.bound = expected.errAt(e.linear);
  if (expected.elementType().isInteger()) {
    e.expectedInt = expected.intAt(e.linear);
    e.expected = static_cast<double>(e.expectedInt);
  } else {
    e.expected = expected.floatAt(e.linear);
  }
  if (e.linear < actual.numElements()) {
    if (actual.elementType().isInteger()) {
      e.actualInt = actual.intAt(e.linear);
      e.actual = static_cast<double>(e.actualInt);
    } else {
      e.actual = actual.floatAt(e.linear);
    }
  } else {
    e.actual = r.actual;
  }
  return e;
}

void addElements(unsigned output, const Tensor &expected, const Tensor &actual,
                 const OutputVerdict &out, unsigned perOutput,
                 std::vector<CheckedElement> &into) {
  std::vector<ElementReport> rows;
  if (out.failing > 0)
    rows.push_back(out.worst);
  for (const ElementReport &s : out.samples)
    if (std::none_of(rows.begin(), rows.end(), [&](const ElementReport &r) {
          return r.index == s.index;
        }))
      rows.push_back(s);
  if (rows.size() > perOutput)
    rows.resize(perOutput);
  for (const ElementReport &r : rows)
    if (static_cast<int64_t>(r.index.size()) == expected.rank())
      into.push_back(checked(output, expected, actual, r));
}

} // namespace

std::vector<CheckedElement>
defuse::wrongElements(const std::vector<Tensor> &expected,
                      const std::vector<Tensor> &actual, const Verdict &verdict,
                      unsigned perOutput) {
  std::vector<CheckedElement> wrong;
  size_t n = std::min(expected.size(), actual.size());
  for (size_t i = 0; i < n; ++i) {
    if (expected[i].isTuple() || actual[i].isTuple() ||
        expected[i].shape() != actual[i].shape() ||
        expected[i].elementType().kind != actual[i].elementType().kind)
      continue;
    OutputVerdict out =
        compareOutput(static_cast<unsigned>(i), expected[i], actual[i]);
    addElements(static_cast<unsigned>(i), expected[i], actual[i], out,
                perOutput, wrong);
  }
  if (!wrong.empty())
    return wrong;
  for (const OutputVerdict &out : verdict.outputs)
    if (out.index < n && out.failing > 0 &&
        expected[out.index].shape() == actual[out.index].shape())
      addElements(out.index, expected[out.index], actual[out.index], out,
                  perOutput, wrong);
  return wrong;
}

llvm::LogicalResult defuse::writeUpstream(const UpstreamReproducer &reproducer,
                                          const std::string &dir,
                                          std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    error = dir + ": " + ec.message();
    return llvm::failure();
  }
  auto in = [&](const std::string &name) {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, name);
    return std::string(path);
  };
  for (const UpstreamFile &file : reproducer.files) {
    std::string path = in(file.name);
    std::string parent = llvm::sys::path::parent_path(path).str();
    if (std::error_code ec = llvm::sys::fs::create_directories(parent)) {
      error = parent + ": " + ec.message();
      return llvm::failure();
    }
    if (failed(writeTextFile(in(file.name), file.text, error)))
      return llvm::failure();
    if (file.executable)
      llvm::sys::fs::setPermissions(
          in(file.name), llvm::sys::fs::all_read | llvm::sys::fs::owner_write |
                             llvm::sys::fs::all_exe);
  }
  return writeTextFile(in("report.md"), reproducer.report, error);
}

std::string defuse::printedLikeC(double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%g", v);
  return buffer;
}

std::string defuse::indexText(const std::vector<int64_t> &index) {
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i)
    s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

std::string defuse::valueText(const CheckedElement &e, const Tensor &of,
                              bool actual) {
  ElementType type = of.elementType();
  if (type.isInteger())
    return std::to_string(actual ? e.actualInt : e.expectedInt);
  double v = actual ? e.actual : e.expected;
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  if (v == 0)
    return std::signbit(v) ? "-0" : "0";
  char buffer[64];
  for (int p = 1; p <= 17; ++p) {
    std::snprintf(buffer, sizeof(buffer), "%.*g", p, v);
    double back = std::strtod(buffer, nullptr);
    if (type.isFloat() ? type.roundToType(back) == type.roundToType(v)
                       : back == v)
      break;
  }
  return buffer;
}

std::string defuse::expectedVersusActualTable(const UpstreamBug &bug) {
  std::string md = "| element | expected | actual |\n|---|---|---|\n";
  for (const CheckedElement &e : bug.wrong) {
    if (e.output >= bug.expected.size())
      continue;
    const Tensor &exp = bug.expected[e.output];
    std::string expected = valueText(e, exp, false);
    if (e.bound > 0 && std::isfinite(e.bound))
      expected += " ± " + printedLikeC(e.bound);
    const Tensor &actual =
        bug.actual.size() > e.output ? bug.actual[e.output] : exp;
    md += "| result " + std::to_string(e.output) + " " + indexText(e.index) +
          " | " + expected + " | " + valueText(e, actual, true) + " |\n";
  }
  return md;
}

std::string defuse::fencedBlock(const std::string &text, const char *lang) {
  return std::string("```") + lang + "\n" + text +
         (llvm::StringRef(text).ends_with("\n") ? "" : "\n") + "```\n";
}

/// NumPy's (or ml_dtypes') name of an element type; empty when none.
std::string defuse::numpyName(ElementType type) {
  switch (type.kind) {
  case ElementKind::F16:
    return "float16";
  case ElementKind::BF16:
    return "bfloat16";
  case ElementKind::F32:
    return "float32";
  case ElementKind::F64:
    return "float64";
  case ElementKind::I1:
    return "bool";
  case ElementKind::I8:
    return "int8";
  case ElementKind::I16:
    return "int16";
  case ElementKind::I32:
    return "int32";
  case ElementKind::I64:
    return "int64";
  case ElementKind::U8:
    return "uint8";
  case ElementKind::U16:
    return "uint16";
  case ElementKind::U32:
    return "uint32";
  case ElementKind::U64:
    return "uint64";
  case ElementKind::F8E5M2:
    return "float8_e5m2";
  case ElementKind::F8E4M3FN:
    return "float8_e4m3fn";
  default:
    return "";
  }
}

std::string defuse::pythonFloatLiteral(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", v);
  std::string s = buffer;
  if (s.find_first_of(".e") == std::string::npos)
    s += ".0";
  return s;
}

std::string defuse::pythonValueList(const Tensor &t, bool bounds) {
  std::string s = "[";
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (k)
      s += ", ";
    if (bounds)
      s += pythonFloatLiteral(t.errAt(k));
    else if (t.elementType().isInteger())
      s += std::to_string(t.intAt(k));
    else
      s += pythonFloatLiteral(t.floatAt(k));
  }
  return s + "]";
}

std::string defuse::pythonShapeTuple(const Tensor &t) {
  std::string s = "(";
  for (int64_t d : t.shape())
    s += std::to_string(d) + ",";
  return s + ")";
}

std::string defuse::pythonStringLiteral(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string defuse::pythonInputsAndExpected(const UpstreamBug &bug) {
  std::string py = "# Arguments: values, dtype, shape.\nINPUTS = [\n";
  for (const Tensor &t : bug.inputs)
    py += "    (" + pythonValueList(t, false) + ", \"" +
          numpyName(t.elementType()) + "\", " + pythonShapeTuple(t) + "),\n";
  py += "]\n\n# Results: the exact values (NaN, infinities and the sign of "
        "zero included),\n# and how far a correct compile may be from each "
        "(0: exactly; inf: anything), and the shape.\nEXPECTED = [\n";
  for (const Tensor &t : bug.expected)
    py += "    (" + pythonValueList(t, false) + ",\n     " +
          pythonValueList(t, true) + ", " + pythonShapeTuple(t) + "),\n";
  return py + "]\n\n" + kPythonCheckResults;
}

const char defuse::kPythonCheckResults[] = R"PY(def check_results(results):
    """Each result (flattened float64) against EXPECTED: exit status 0 when
    every element holds, 1 naming the first wrong ones."""
    wrong = 0
    for i, (got, (want, bound, shape)) in enumerate(zip(results, EXPECTED)):
        want, bound = np.array(want, dtype=np.float64), np.array(bound, dtype=np.float64)
        for k in range(want.size):
            g, v, b = got[k], want[k], bound[k]
            if not np.isfinite(b):
                ok = True  # the reference leaves it open
            elif np.isnan(v):
                ok = bool(np.isnan(g))
            elif b == 0:
                ok = g == v and (v != 0 or np.signbit(g) == np.signbit(v))
            else:
                ok = bool(abs(g - v) <= b)
            if not ok:
                wrong += 1
                if wrong <= 8:
                    index = ", ".join(str(int(d)) for d in np.unravel_index(k, shape)) if shape else ""
                    print("result %d [%s]: expected %r%s, got %r" % (
                        i, index, float(v), "" if b == 0 else " +- %g" % b, float(g)))
    ok = len(results) == len(EXPECTED) and wrong == 0
    print("PASSED" if ok else "FAILED (%d wrong elements)" % wrong)
    return 0 if ok else 1
)PY";
