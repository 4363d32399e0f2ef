//===- BugReport.cpp ------------------------------------------------------===//
//
// Indices in the BugReport (pass, kernel, graph node kernels) are 0-based, as
// triage records them; text shows them 1-based ("pass #16 of 23"), JSON keeps
// them 0-based next to their counts.
//
//===----------------------------------------------------------------------===//

#include "report/BugReport.h"

#include "target/mlir/PassPipeline.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

//===----------------------------------------------------------------------===//
// Elements
//===----------------------------------------------------------------------===//

enum class Mismatch { None, Unjudged, Value, NaN, Inf, SignedZero };

/// One element of an output as the report shows it. Integers keep their
/// exact values apart: doubles cannot hold every i64.
struct Element {
  int64_t linear = 0;
  std::vector<int64_t> index;
  bool isInt = false;
  double expected = 0, actual = 0;
  int64_t expectedInt = 0, actualInt = 0;
  double bound = 0;
  /// |actual - expected| / bound; infinite for a special-value mismatch or
  /// any difference where the bound is 0.
  double ratio = 0;
  Mismatch mismatch = Mismatch::None;
};

/// Ranks special-value mismatches above values, as the oracle's worst
/// element does, so that the table opens with what the verdict names.
int severity(Mismatch m) {
  switch (m) {
  case Mismatch::NaN:
  case Mismatch::Inf:
    return 3;
  case Mismatch::Value:
    return 2;
  case Mismatch::SignedZero:
    return 1;
  default:
    return 0;
  }
}

/// Judges one element by the oracle's rules (oracle/Oracle.cpp keeps its
/// classifier private; the bound it judges against is the reference's own,
/// Tensor::errAt, so the two agree on which elements fail).
Element checkElement(const Tensor &expected, const Tensor &actual,
                     int64_t linear) {
  Element e;
  e.linear = linear;
  ElementType type = expected.elementType();
  e.bound = expected.errAt(linear);
  e.isInt = type.isInteger();
  if (e.isInt) {
    e.expectedInt = expected.intAt(linear);
    e.actualInt = actual.intAt(linear);
    e.expected = static_cast<double>(e.expectedInt);
    e.actual = static_cast<double>(e.actualInt);
  } else {
    e.expected = expected.floatAt(linear);
    e.actual = actual.floatAt(linear);
  }
  if (!std::isfinite(e.bound)) {
    e.mismatch = Mismatch::Unjudged;
    return e;
  }
  double v = e.expected, t = e.actual;
  if (!e.isInt) {
    if (std::isnan(v) || std::isnan(t)) {
      bool agree = std::isnan(v) && std::isnan(t);
      e.mismatch = agree ? Mismatch::None : Mismatch::NaN;
      e.ratio = agree ? 0 : INFINITY;
      return e;
    }
    if (std::isinf(v) || std::isinf(t)) {
      e.mismatch = v == t ? Mismatch::None : Mismatch::Inf;
      e.ratio = v == t ? 0 : INFINITY;
      return e;
    }
  }
  double diff = e.isInt ? std::fabs(static_cast<double>(e.expectedInt) -
                                    static_cast<double>(e.actualInt))
                        : std::fabs(t - v);
  bool differs = e.isInt ? e.expectedInt != e.actualInt : diff > 0;
  e.ratio = e.bound > 0 ? diff / e.bound : (differs ? INFINITY : 0);
  if (differs && diff > e.bound)
    e.mismatch = Mismatch::Value;
  else if (!e.isInt && e.bound == 0 && v == 0 &&
           std::signbit(v) != std::signbit(t))
    e.mismatch = Mismatch::SignedZero;
  return e;
}

bool isFailing(const Element &e) { return severity(e.mismatch) > 0; }

const Tensor *tensorAt(const std::vector<Tensor> &ts, unsigned index) {
  return index < ts.size() ? &ts[index] : nullptr;
}

/// The expected and actual values of `out`, when the report carries both
/// with the same shape.
bool valuesOf(const BugReport &r, const OutputVerdict &out,
              const Tensor *&expected, const Tensor *&actual) {
  expected = tensorAt(r.expected, out.index);
  actual = tensorAt(r.actual, out.index);
  return expected && actual && expected->shape() == actual->shape() &&
         expected->elementType() == actual->elementType();
}

bool outputFails(const OutputVerdict &out) {
  return out.failing > 0 || out.kind != VerdictKind::Pass;
}

constexpr size_t kWorstRows = 8;

/// The failing elements with the largest error relative to their bound,
/// worst first. Without the values, falls back to what the verdict kept.
std::vector<Element> worstElements(const BugReport &r,
                                   const OutputVerdict &out) {
  std::vector<Element> rows;
  // Ties keep index order, so that the table does not depend on the sort.
  auto worse = [](const Element &a, const Element &b) {
    int sa = severity(a.mismatch), sb = severity(b.mismatch);
    if (sa != sb)
      return sa > sb;
    if (a.ratio != b.ratio)
      return a.ratio > b.ratio;
    return a.linear < b.linear;
  };
  const Tensor *expected, *actual;
  if (valuesOf(r, out, expected, actual)) {
    // An output may have millions of failing elements: keep a bounded pool.
    for (int64_t i = 0, n = expected->numElements(); i < n; ++i) {
      Element e = checkElement(*expected, *actual, i);
      if (!isFailing(e))
        continue;
      rows.push_back(e);
      if (rows.size() >= 8 * kWorstRows) {
        std::nth_element(rows.begin(), rows.begin() + kWorstRows, rows.end(),
                         worse);
        rows.resize(kWorstRows);
      }
    }
    for (Element &e : rows)
      e.index = expected->multiIndex(e.linear);
  } else {
    bool isInt = out.spec.type.isInteger();
    auto fromReport = [&](const ElementReport &er) {
      Element e;
      e.index = er.index;
      for (size_t d = 0; d < er.index.size() && d < out.spec.shape.size(); ++d)
        e.linear = e.linear * out.spec.shape[d] + er.index[d];
      e.isInt = isInt;
      e.expected = er.expected;
      e.actual = er.actual;
      e.expectedInt = static_cast<int64_t>(er.expected);
      e.actualInt = static_cast<int64_t>(er.actual);
      e.bound = er.bound;
      double v = er.expected, t = er.actual;
      if (std::isnan(v) != std::isnan(t))
        e.mismatch = Mismatch::NaN;
      else if ((std::isinf(v) || std::isinf(t)) && v != t)
        e.mismatch = Mismatch::Inf;
      else if (v == t && v == 0)
        e.mismatch = Mismatch::SignedZero;
      else
        e.mismatch = Mismatch::Value;
      double diff = std::fabs(t - v);
      e.ratio = e.mismatch != Mismatch::Value ? INFINITY
                : er.bound > 0                ? diff / er.bound
                                              : INFINITY;
      return e;
    };
    if (out.failing > 0)
      rows.push_back(fromReport(out.worst));
    for (const ElementReport &s : out.samples)
      if (rows.empty() || s.index != rows.front().index)
        rows.push_back(fromReport(s));
  }
  std::stable_sort(rows.begin(), rows.end(), worse);
  if (rows.size() > kWorstRows)
    rows.resize(kWorstRows);
  return rows;
}

//===----------------------------------------------------------------------===//
// Formatting
//===----------------------------------------------------------------------===//

std::string specialOrEmpty(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  if (v == 0)
    return std::signbit(v) ? "-0" : "0";
  return "";
}

/// The shortest decimal that reads back as the same value of `type`, so
/// that an f32 1.1 prints as "1.1" and not as its double expansion.
std::string formatFloat(double v, ElementType type) {
  std::string special = specialOrEmpty(v);
  if (!special.empty())
    return special;
  int maxDigits = 17;
  switch (type.kind) {
  case ElementKind::F16:
    maxDigits = 5;
    break;
  case ElementKind::BF16:
    maxDigits = 4;
    break;
  case ElementKind::F32:
    maxDigits = 9;
    break;
  default:
    break;
  }
  double target = type.isFloat() ? type.roundToType(v) : v;
  // Beyond the type's range every candidate rounds to infinity: compare in
  // double instead.
  bool inType = type.isFloat() && std::isfinite(target);
  char buf[64];
  for (int p = 1; p <= maxDigits; ++p) {
    std::snprintf(buf, sizeof(buf), "%.*g", p, v);
    double back = std::strtod(buf, nullptr);
    if (inType ? type.roundToType(back) == target : back == v)
      return buf;
  }
  return buf;
}

std::string formatShort(double v) {
  std::string special = specialOrEmpty(v);
  if (!special.empty())
    return special;
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.3g", v);
  return buf;
}

std::string formatIndex(const std::vector<int64_t> &index) {
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i)
    s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

std::string formatExpected(const Element &e, ElementType type) {
  return e.isInt ? std::to_string(e.expectedInt)
                 : formatFloat(e.expected, type);
}

std::string formatActual(const Element &e, ElementType type) {
  return e.isInt ? std::to_string(e.actualInt) : formatFloat(e.actual, type);
}

std::string formatRatio(const Element &e) {
  switch (e.mismatch) {
  case Mismatch::NaN:
    return "NaN mismatch";
  case Mismatch::Inf:
    return "Inf mismatch";
  case Mismatch::SignedZero:
    return "sign of zero";
  default:
    return formatShort(e.ratio);
  }
}

const char *mismatchName(Mismatch m) {
  switch (m) {
  case Mismatch::None:
    return "none";
  case Mismatch::Unjudged:
    return "not-judged";
  case Mismatch::Value:
    return "value";
  case Mismatch::NaN:
    return "nan";
  case Mismatch::Inf:
    return "inf";
  case Mismatch::SignedZero:
    return "signed-zero";
  }
  return "?";
}

std::string formatSeconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.1f", s);
  return buf;
}

const char *kindExplanation(VerdictKind k) {
  switch (k) {
  case VerdictKind::Pass:
    return "the compiled program agrees with the reference";
  case VerdictKind::Drift:
    return "values stray beyond the reference's error bound";
  case VerdictKind::Corruption:
    return "values unrelated to the reference (misplaced or garbage data)";
  case VerdictKind::NanMismatch:
    return "NaN where the reference has a number, or the reverse";
  case VerdictKind::InfMismatch:
    return "infinities that the reference does not have, or the reverse";
  case VerdictKind::SignedZeroMismatch:
    return "zeros of the wrong sign where the reference is exact";
  case VerdictKind::Crash:
    return "the compiled program crashes";
  case VerdictKind::Timeout:
    return "the compiled program hangs";
  case VerdictKind::CompileError:
    return "the compiler fails";
  case VerdictKind::UndefinedBehaviour:
    return "the workload itself executes undefined behaviour";
  }
  return "";
}

std::string orUnknown(const std::string &s) {
  return s.empty() ? "unknown" : s;
}

/// A code span that survives backticks in its text.
std::string code(const std::string &s) {
  size_t longest = 0, run = 0;
  for (char c : s) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string ticks(longest + 1, '`');
  bool pad = !s.empty() && (s.front() == '`' || s.back() == '`');
  return ticks + (pad ? " " : "") + s + (pad ? " " : "") + ticks;
}

/// A fenced block whose fence is longer than any backtick run in `text`
/// (a reproducer may well contain ``` in a comment).
std::string fenced(const std::string &text, const std::string &lang) {
  size_t longest = 0, run = 0;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(std::max<size_t>(3, longest + 1), '`');
  std::string body = text;
  if (body.empty() || body.back() != '\n')
    body += '\n';
  return fence + lang + "\n" + body + fence + "\n";
}

std::string tableCell(const std::string &s) {
  std::string out;
  for (char c : s) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

std::string title(const BugReport &r) {
  if (!r.title.empty())
    return r.title;
  std::string t = std::string("Miscompile: ") + verdictKindName(r.verdict.kind);
  if (!r.passName.empty())
    t += " after " + r.passName;
  if (!r.opName.empty())
    t += " in " + r.opName;
  return t;
}

std::string reducedPipeline(const BugReport &r) {
  return joinPipeline(r.reducedPasses, r.reducedPasses.size());
}

/// What writeBugReport managed to draw; the renderers reference a picture
/// only when it exists.
struct Pictures {
  bool kernelGraph = false;
  std::string kernelGraphNote; // why there is no kernel graph picture
  bool error = false;
};

const OutputVerdict *firstDrawableOutput(const BugReport &r) {
  for (const OutputVerdict &out : r.verdict.outputs) {
    const Tensor *expected, *actual;
    if (outputFails(out) && valuesOf(r, out, expected, actual) &&
        expected->numElements() > 0)
      return &out;
  }
  return nullptr;
}

Pictures assumedPictures(const BugReport &r) {
  Pictures p;
  p.kernelGraph = !r.graphNodes.empty();
  if (!p.kernelGraph)
    p.kernelGraphNote = "no kernel graph was recorded";
  p.error = firstDrawableOutput(r) != nullptr;
  return p;
}

//===----------------------------------------------------------------------===//
// Markdown
//===----------------------------------------------------------------------===//

std::string summary(const BugReport &r) {
  std::string s =
      std::string("The compiled program ") +
      (isMiscompile(r.verdict.kind) ? "is miscompiled: " : "fails: ") + "**" +
      verdictKindName(r.verdict.kind) + "**, " +
      kindExplanation(r.verdict.kind) + ".";
  for (const OutputVerdict &out : r.verdict.outputs)
    if (out.failing > 0)
      s += " " + std::to_string(out.failing) + " of " +
           std::to_string(out.elements) + " elements of output #" +
           std::to_string(out.index) + " (" + code(out.spec.str()) +
           ") are wrong (" + tierName(out.tier) +
           " tier: " + describeJudgement(out, r.verdict.thresholds) + ").";
  if (!r.passName.empty())
    s += " It appears after pass #" + std::to_string(r.passIndex + 1) + " of " +
         std::to_string(r.passCount) + ", " + code(r.passName) + ".";
  else
    s += " No pass of the pipeline is needed: the default lowering or LLVM "
         "introduces it.";
  if (!r.llvmPass.empty())
    s += " LLVM pass " + code(r.llvmPass) + " exposes it.";
  if (!r.opName.empty()) {
    s += " The first wrong op is " + code(r.opName);
    if (!r.opLocation.empty())
      s += " at " + code(r.opLocation);
    if (!r.payloadOp.empty())
      s += " (its " + code(r.payloadOp) + ")";
    if (!r.kernelOp.empty())
      s += ", fused into kernel #" + std::to_string(r.kernelIndex + 1) +
           " of " + std::to_string(r.kernelCount);
    s += ".";
  } else if (!r.kernelOp.empty()) {
    s += " The failing fused kernel is #" + std::to_string(r.kernelIndex + 1) +
         " of " + std::to_string(r.kernelCount) + ", " + code(r.kernelOp) +
         (r.kernelLocation.empty() ? "" : " at " + code(r.kernelLocation)) +
         ".";
  }
  return s;
}

std::string markdown(const BugReport &r, const Pictures &pics) {
  std::string md;
  md += "# " + title(r) + "\n\n";
  md += summary(r) + "\n\n";
  if (r.signature.kind != VerdictKind::Pass)
    md += "Failure signature: " + code(r.signature.str()) +
          (r.signature.opCheck == OpCheck::Originates
               ? " (the reproducer shows the " + code(r.signature.opKind) +
                     " computing a wrong value from right operands)"
               : "") +
          "\n\n";
  if (!r.opOfReproducer.empty() && r.opOfReproducer != r.signature.opKind)
    md += "Triage of the reproducer itself names a " + code(r.opOfReproducer) +
          ", not the signature's " + code(r.signature.opKind) +
          ": the op check `reaches` let the reduction move the damage to "
          "another op.\n\n";

  md += "## Versions\n\n";
  if (!r.compiler.empty())
    md += "- Compiler under test: " + r.compiler + "\n";
  md += "- LLVM/MLIR: " + orUnknown(r.llvmVersion) + "\n";
  md += "- defuse: " + orUnknown(r.defuseVersion) + "\n\n";

  md += "## Pipeline\n\n";
  if (r.pipeline.empty() && !r.compiler.empty()) {
    // The compiler ran its own pipeline.
    md += "The compiler's own pipeline" +
          (r.compilerFlags.empty() ? std::string(", with its defaults")
                                   : ", with " + code(r.compilerFlags)) +
          ", on " + code(r.workload) + " (" + std::to_string(r.workloadOps) +
          " ops); the reproducer has " + std::to_string(r.reducedOps) +
          " ops.\n\n";
  } else {
    md += "Original";
    if (!r.workload.empty())
      md += ", on " + code(r.workload);
    if (r.workloadOps)
      md += " (" + std::to_string(r.workloadOps) + " ops)";
    md += ":\n\n" + fenced(r.pipeline, "") + "\n";
    if (!r.reducedPasses.empty() || r.reducedOps) {
      md += "Reduced";
      if (r.reducedOps)
        md += " (" + std::to_string(r.reducedOps) + " ops, " +
              std::to_string(r.reducedPasses.size()) +
              (r.reducedPasses.size() == 1 ? " pass)" : " passes)");
      md += ":\n\n" + fenced(reducedPipeline(r), "") + "\n";
    }
  }

  md += "## Where\n\n";
  if (!r.passName.empty()) {
    md += "- Pass #" + std::to_string(r.passIndex + 1) + " of " +
          std::to_string(r.passCount) + ": " + code(r.passName);
    if (!r.passStep.empty() && r.passStep != r.passName)
      md += " (step " + code(r.passStep) + ")";
    md += "\n";
  } else {
    md += "- Pass: none of the pipeline (the default lowering or LLVM)\n";
  }
  if (!r.llvmPass.empty())
    md += "- LLVM pass: " + code(r.llvmPass) + "\n";
  if (!r.kernelOp.empty()) {
    md += "- Kernel #" + std::to_string(r.kernelIndex + 1) + " of " +
          std::to_string(r.kernelCount) + ": " + code(r.kernelOp);
    if (!r.kernelLocation.empty())
      md += " at " + code(r.kernelLocation);
    md += "\n";
    if (!r.kernelSourceOps.empty()) {
      md += "  - fusing " + std::to_string(r.kernelSourceOps.size()) +
            " source ops:\n";
      for (const std::string &op : r.kernelSourceOps)
        md += "    - " + code(op) + "\n";
    }
  }
  if (!r.opName.empty()) {
    md += "- Op: " + code(r.opName);
    if (!r.opId.empty())
      md += " (" + r.opId + ")";
    if (!r.opLocation.empty())
      md += " at " + code(r.opLocation);
    if (!r.payloadOp.empty())
      md += ", payload op " + code(r.payloadOp);
    md += "\n";
  }
  md += "\n";
  if (pics.kernelGraph)
    md += "![kernel graph](kernel-graph.svg)\n\n";
  else if (!pics.kernelGraphNote.empty())
    md += "_No kernel graph picture: " + pics.kernelGraphNote + "._\n\n";

  md += "## Expected vs actual\n\n";
  if (r.verdict.probe != ProbeStatus::Ok) {
    md += "The probe ended with " + code(probeStatusName(r.verdict.probe));
    if (!r.verdict.failingPass.empty())
      md += " in pass " + code(r.verdict.failingPass);
    md += ".\n\n";
    if (!r.verdict.message.empty())
      md += fenced(r.verdict.message, "") + "\n";
  }
  for (const OutputVerdict &out : r.verdict.outputs) {
    if (!outputFails(out))
      continue;
    md += "### Output #" + std::to_string(out.index) + ": " +
          code(out.spec.str()) + ", " + verdictKindName(out.kind) + "\n\n";
    md += std::to_string(out.failing) + " of " + std::to_string(out.elements) +
          " elements wrong";
    if (out.unverifiable)
      md += " (" + std::to_string(out.unverifiable) +
            " not judged: unbounded error)";
    std::vector<Element> rows = worstElements(r, out);
    if (rows.empty()) {
      md += ".\n\n";
      continue;
    }
    md += static_cast<int64_t>(rows.size()) < out.failing
              ? "; the " + std::to_string(rows.size()) +
                    " worst by error relative to the bound:\n\n"
              : ":\n\n";
    md += "| index | expected | bound | actual | error / bound |\n";
    md += "|---|---:|---:|---:|---:|\n";
    for (const Element &e : rows)
      md += "| " + formatIndex(e.index) + " | " +
            tableCell(formatExpected(e, out.spec.type)) + " | " +
            formatShort(e.bound) + " | " +
            tableCell(formatActual(e, out.spec.type)) + " | " + formatRatio(e) +
            " |\n";
    md += "\n";
  }
  if (pics.error)
    md += "![error](error.svg)\n\n";

  if (!r.reproducerText.empty())
    md += "## Reproducer\n\n" + fenced(r.reproducerText, "mlir") + "\n";
  if (!r.reproduceCommand.empty())
    md += "## Reproduce\n\n" + fenced(r.reproduceCommand, "sh") + "\n";

  md += "---\n\n_Triaged by defuse " + orUnknown(r.defuseVersion) + " in " +
        std::to_string(r.probes) + " probes, " + formatSeconds(r.seconds) +
        " s._\n";
  return md;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

json number(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  return v;
}

json orNull(const std::string &s) { return s.empty() ? json() : json(s); }

json jsonReport(const BugReport &r, const Pictures *pics) {
  json j;
  j["title"] = title(r);
  j["versions"] = {{"llvm", r.llvmVersion}, {"defuse", r.defuseVersion}};
  if (!r.compiler.empty())
    j["compiler"] = {{"description", r.compiler}, {"flags", r.compilerFlags}};
  j["workload"] = r.workload;
  j["workload_ops"] = r.workloadOps;
  j["pipeline"] = r.pipeline;
  j["reduced_pipeline"] = reducedPipeline(r);
  j["reduced_passes"] = r.reducedPasses;
  j["reduced_ops"] = r.reducedOps;
  j["signature"] =
      r.signature.kind != VerdictKind::Pass ? json(r.signature.str()) : json();
  j["op_check"] = opCheckName(r.signature.opCheck).str();
  j["op_of_reproducer"] =
      r.opOfReproducer.empty() ? json() : json(r.opOfReproducer);
  j["pass"] = r.passName.empty() ? json()
                                 : json{{"index", r.passIndex},
                                        {"count", r.passCount},
                                        {"name", r.passName},
                                        {"step", r.passStep}};
  j["llvm_pass"] = orNull(r.llvmPass);
  j["kernel"] = r.kernelOp.empty() ? json()
                                   : json{{"index", r.kernelIndex},
                                          {"count", r.kernelCount},
                                          {"op", r.kernelOp},
                                          {"location", r.kernelLocation},
                                          {"source_ops", r.kernelSourceOps}};
  j["op"] = r.opName.empty() ? json()
                             : json{{"id", r.opId},
                                    {"name", r.opName},
                                    {"location", r.opLocation},
                                    {"payload_op", orNull(r.payloadOp)}};

  json outputs = json::array();
  for (const OutputVerdict &out : r.verdict.outputs) {
    json o;
    o["index"] = out.index;
    o["type"] = out.spec.str();
    o["kind"] = verdictKindName(out.kind);
    o["tier"] = out.kind == VerdictKind::Pass ? "" : tierName(out.tier);
    o["judgement"] = describeJudgement(out, r.verdict.thresholds);
    o["failing"] = out.failing;
    o["elements"] = out.elements;
    o["unverifiable"] = out.unverifiable;
    o["max_bound_ratio"] = number(out.maxBoundRatio);
    json worst = json::array();
    if (outputFails(out))
      for (const Element &e : worstElements(r, out)) {
        json w;
        w["index"] = e.index;
        w["expected"] = e.isInt ? json(e.expectedInt) : number(e.expected);
        w["bound"] = number(e.bound);
        w["actual"] = e.isInt ? json(e.actualInt) : number(e.actual);
        w["ratio"] = number(e.ratio);
        w["mismatch"] = mismatchName(e.mismatch);
        worst.push_back(std::move(w));
      }
    o["worst"] = std::move(worst);
    outputs.push_back(std::move(o));
  }
  j["verdict"] = {{"kind", verdictKindName(r.verdict.kind)},
                  {"miscompile", isMiscompile(r.verdict.kind)},
                  {"probe", probeStatusName(r.verdict.probe)},
                  {"message", r.verdict.message},
                  {"failing_pass", orNull(r.verdict.failingPass)},
                  {"outputs", std::move(outputs)}};
  j["reproducer"] = r.reproducerText;
  j["reproduce"] = r.reproduceCommand;
  j["probes"] = r.probes;
  j["seconds"] = number(r.seconds);
  if (pics)
    j["pictures"] = {
        {"kernel_graph", pics->kernelGraph ? json("kernel-graph.svg") : json()},
        {"kernel_graph_note", orNull(pics->kernelGraphNote)},
        {"error", pics->error ? json("error.svg") : json()}};
  return j;
}

std::string dumpJson(const json &j) {
  // Strings come from user files and tools: replace invalid UTF-8 rather
  // than abort (built without exceptions, the JSON library cannot throw).
  return j.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

//===----------------------------------------------------------------------===//
// Pictures
//===----------------------------------------------------------------------===//

std::string dotString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      break;
    default:
      out += c;
    }
  }
  return out + "\"";
}

std::string xmlEscape(const std::string &s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '&':
      out += "&amp;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

/// One heatmap cell: the worst element among those pooled into it.
struct Cell {
  double ratio = 0;
  bool special = false; // NaN, Inf or signed-zero mismatch
  bool judged = false;  // at least one element had a finite bound
  int64_t failing = 0;
  int64_t worstLinear = -1;
};

std::string cellColour(const Cell &c) {
  if (c.special)
    return "#8e44ad";
  if (!c.judged)
    return "#d0d0d0";
  if (!(c.ratio > 1))
    return "#ffffff";
  // Log scale from just over the bound (pale red) to 10x and beyond (red):
  // one barely failing element must still stand out from white.
  double t = std::min(1.0, std::log10(c.ratio));
  int r = static_cast<int>(std::lround(255 - 55 * t));
  int g = static_cast<int>(std::lround(190 * (1 - t)));
  int b = static_cast<int>(std::lround(190 * (1 - t)));
  char buf[16];
  std::snprintf(buf, sizeof(buf), "#%02x%02x%02x", r, g, b);
  return buf;
}

constexpr int64_t kMaxCells = 64;

} // namespace

//===----------------------------------------------------------------------===//
// Public API
//===----------------------------------------------------------------------===//

std::string defuse::renderMarkdown(const BugReport &report) {
  return markdown(report, assumedPictures(report));
}

std::string defuse::renderJson(const BugReport &report) {
  return dumpJson(jsonReport(report, nullptr));
}

std::string defuse::renderKernelGraphDot(const BugReport &report) {
  std::string dot = "digraph kernels {\n"
                    "  rankdir=TB;\n"
                    "  nodesep=0.15;\n"
                    "  ranksep=0.25;\n"
                    "  fontname=\"Helvetica\";\n"
                    "  fontsize=9;\n"
                    "  node [shape=box, fontname=\"Helvetica\", fontsize=8, "
                    "height=0.2, margin=\"0.05,0.02\"];\n"
                    "  edge [arrowsize=0.5];\n";
  std::map<int, std::vector<size_t>> clusters;
  std::vector<size_t> loose;
  for (size_t i = 0; i < report.graphNodes.size(); ++i) {
    int k = report.graphNodes[i].kernel;
    if (k >= 0)
      clusters[k].push_back(i);
    else
      loose.push_back(i);
  }
  auto node = [&](size_t i, const std::string &indent) {
    const GraphNode &n = report.graphNodes[i];
    std::string line = indent + "n" + std::to_string(i) +
                       " [label=" + dotString(n.label.empty() ? n.id : n.label);
    if (!n.id.empty())
      line += ", tooltip=" + dotString(n.id);
    if (n.culprit)
      line += ", style=\"filled,bold\", fillcolor=\"#e53935\", "
              "fontcolor=\"white\", color=\"#b71c1c\"";
    return line + "];\n";
  };
  for (const auto &[k, members] : clusters) {
    bool failing = !report.kernelOp.empty() &&
                   static_cast<size_t>(k) == report.kernelIndex;
    dot += "  subgraph cluster_" + std::to_string(k) + " {\n";
    dot += "    label=" + dotString("kernel #" + std::to_string(k + 1)) + ";\n";
    if (failing)
      dot += "    style=\"rounded,bold\";\n    color=\"red\";\n"
             "    fontcolor=\"red\";\n    penwidth=2.5;\n";
    else
      dot += "    style=\"rounded\";\n    color=\"#888888\";\n";
    for (size_t i : members)
      dot += node(i, "    ");
    dot += "  }\n";
  }
  for (size_t i : loose)
    dot += node(i, "  ");
  for (const GraphEdge &e : report.graphEdges)
    if (e.from < report.graphNodes.size() && e.to < report.graphNodes.size())
      dot += "  n" + std::to_string(e.from) + " -> n" + std::to_string(e.to) +
             ";\n";
  return dot + "}\n";
}

std::string defuse::renderErrorSvg(const BugReport &report) {
  const OutputVerdict *out = firstDrawableOutput(report);
  if (!out)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" "
           "height=\"30\">\n<text x=\"5\" y=\"20\" font-family=\"sans-serif\" "
           "font-size=\"13\">no failing output with values to draw</text>\n"
           "</svg>\n";
  const Tensor &expected = report.expected[out->index];
  const Tensor &actual = report.actual[out->index];

  // The last dimension as columns, all others flattened into rows.
  int64_t n = expected.numElements();
  int64_t cols = expected.rank() > 0 ? expected.shape().back() : 1;
  if (cols <= 0)
    cols = 1;
  int64_t rows = n / cols;
  int64_t gridRows = std::min(rows, kMaxCells);
  int64_t gridCols = std::min(cols, kMaxCells);
  std::vector<Cell> cells(gridRows * gridCols);
  for (int64_t i = 0; i < n; ++i) {
    int64_t r = i / cols, c = i % cols;
    Cell &cell = cells[(r * gridRows / rows) * gridCols + c * gridCols / cols];
    Element e = checkElement(expected, actual, i);
    if (e.mismatch == Mismatch::Unjudged)
      continue;
    cell.judged = true;
    bool special = e.mismatch == Mismatch::NaN || e.mismatch == Mismatch::Inf ||
                   e.mismatch == Mismatch::SignedZero;
    if (isFailing(e))
      ++cell.failing;
    bool worse = special ? !cell.special
                         : !cell.special &&
                               (e.ratio > cell.ratio || cell.worstLinear < 0);
    if (worse) {
      cell.worstLinear = i;
      cell.ratio = e.ratio;
    }
    cell.special = cell.special || special;
  }

  int64_t cellPx =
      std::clamp<int64_t>(512 / std::max(gridRows, gridCols), 6, 40);
  int64_t left = 10, top = 50;
  int64_t mapW = gridCols * cellPx, mapH = gridRows * cellPx;
  int64_t legendTop = top + mapH + 20;
  int64_t width = std::max<int64_t>(left * 2 + mapW, 520);
  int64_t height = legendTop + 60;

  std::string titleLine =
      "output #" + std::to_string(out->index) + " " + out->spec.str() + ": " +
      std::to_string(out->failing) + " of " + std::to_string(out->elements) +
      " elements fail (" + verdictKindName(out->kind) + ")";
  std::string subtitle = "|actual - expected| / bound, " +
                         std::to_string(rows) + " rows x " +
                         std::to_string(cols) + " columns";
  if (gridRows < rows || gridCols < cols)
    subtitle += ", max-pooled to " + std::to_string(gridRows) + " x " +
                std::to_string(gridCols) + " cells";

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    std::to_string(width) + "\" height=\"" +
                    std::to_string(height) + "\" font-family=\"sans-serif\">\n";
  svg += "<title>" + xmlEscape(titleLine) + "</title>\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  svg += "<text x=\"" + std::to_string(left) +
         "\" y=\"20\" font-size=\"14\" font-weight=\"bold\">" +
         xmlEscape(titleLine) + "</text>\n";
  svg += "<text x=\"" + std::to_string(left) +
         "\" y=\"38\" font-size=\"11\" fill=\"#555555\">" +
         xmlEscape(subtitle) + "</text>\n";
  svg += "<g stroke=\"#e0e0e0\" stroke-width=\"0.5\">\n";
  for (int64_t gr = 0; gr < gridRows; ++gr)
    for (int64_t gc = 0; gc < gridCols; ++gc) {
      const Cell &cell = cells[gr * gridCols + gc];
      svg += "<rect class=\"cell\" fill=\"" + cellColour(cell) + "\" x=\"" +
             std::to_string(left + gc * cellPx) + "\" y=\"" +
             std::to_string(top + gr * cellPx) + "\" width=\"" +
             std::to_string(cellPx) + "\" height=\"" + std::to_string(cellPx) +
             "\"";
      // Tooltips only where something fails: thousands of passing cells
      // would multiply the file's size for nothing.
      if (cell.failing == 0) {
        svg += "/>\n";
        continue;
      }
      Element e = checkElement(expected, actual, cell.worstLinear);
      std::string tip = formatIndex(expected.multiIndex(cell.worstLinear)) +
                        ": expected " + formatExpected(e, out->spec.type) +
                        ", actual " + formatActual(e, out->spec.type) +
                        ", error/bound " + formatRatio(e);
      if (cell.failing > 1)
        tip += " (" + std::to_string(cell.failing) + " failing in this cell)";
      svg += "><title>" + xmlEscape(tip) + "</title></rect>\n";
    }
  svg += "</g>\n";

  // Legend: the scale, then the colours that are not on it.
  svg += "<defs><linearGradient id=\"scale\">"
         "<stop offset=\"0\" stop-color=\"#ffbebe\"/>"
         "<stop offset=\"1\" stop-color=\"#c80000\"/>"
         "</linearGradient></defs>\n";
  std::string y = std::to_string(legendTop),
              ty = std::to_string(legendTop + 26);
  svg += "<g font-size=\"10\">\n";
  svg +=
      "<rect x=\"" + std::to_string(left) + "\" y=\"" + y +
      "\" width=\"14\" height=\"14\" fill=\"#ffffff\" stroke=\"#999999\"/>\n";
  svg += "<text x=\"" + std::to_string(left) + "\" y=\"" + ty +
         "\">&lt;= 1x bound</text>\n";
  svg += "<rect x=\"" + std::to_string(left + 80) + "\" y=\"" + y +
         "\" width=\"120\" height=\"14\" fill=\"url(#scale)\" "
         "stroke=\"#999999\"/>\n";
  svg += "<text x=\"" + std::to_string(left + 80) + "\" y=\"" + ty +
         "\">1x</text>\n";
  svg += "<text x=\"" + std::to_string(left + 200) + "\" y=\"" + ty +
         "\" text-anchor=\"end\">&gt;= 10x bound</text>\n";
  svg += "<rect x=\"" + std::to_string(left + 230) + "\" y=\"" + y +
         "\" width=\"14\" height=\"14\" fill=\"#8e44ad\"/>\n";
  svg += "<text x=\"" + std::to_string(left + 230) + "\" y=\"" + ty +
         "\">NaN / Inf / sign of zero</text>\n";
  svg += "<rect x=\"" + std::to_string(left + 380) + "\" y=\"" + y +
         "\" width=\"14\" height=\"14\" fill=\"#d0d0d0\"/>\n";
  svg += "<text x=\"" + std::to_string(left + 380) + "\" y=\"" + ty +
         "\">not judged</text>\n";
  svg += "</g>\n</svg>\n";
  return svg;
}

namespace {

std::string firstLine(const std::string &s) {
  std::string line = s.substr(0, s.find('\n'));
  return line;
}

/// Runs `dot -Tsvg`. A missing or failing Graphviz is no reason to lose the
/// report: it comes back as a note for the Markdown.
bool renderDot(const std::string &dotPath, const std::string &svgPath,
               std::string &note) {
  llvm::ErrorOr<std::string> dot = llvm::sys::findProgramByName("dot");
  if (!dot) {
    note = "Graphviz `dot` is not installed; render kernel-graph.dot with "
           "`dot -Tsvg kernel-graph.dot -o kernel-graph.svg`";
    return false;
  }
  llvm::SmallString<128> log;
  bool haveLog = !llvm::sys::fs::createTemporaryFile("defuse-dot", "log", log);
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(""), llvm::StringRef(""),
      haveLog ? std::optional<llvm::StringRef>(log.str())
              : std::optional<llvm::StringRef>(llvm::StringRef(""))};
  llvm::StringRef args[] = {"dot", "-Tsvg", dotPath, "-o", svgPath};
  std::string execError;
  // Layout of a thousand nodes takes seconds; minutes means something hangs.
  int rc = llvm::sys::ExecuteAndWait(*dot, args, std::nullopt, redirects,
                                     /*SecondsToWait=*/300, 0, &execError);
  std::string diag;
  if (haveLog) {
    if (auto buf = llvm::MemoryBuffer::getFile(log))
      diag = firstLine((*buf)->getBuffer().str());
    llvm::sys::fs::remove(log);
  }
  if (rc == 0)
    return true;
  note = "`dot` failed (" +
         (execError.empty() ? "exit status " + std::to_string(rc) : execError) +
         (diag.empty() ? "" : ": " + diag) + "); kernel-graph.dot is kept";
  return false;
}

} // namespace

llvm::LogicalResult defuse::writeTextFile(const std::string &path,
                                          const std::string &text,
                                          std::string &error) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    error = "cannot write " + path + ": " + ec.message();
    return llvm::failure();
  }
  os << text;
  os.close();
  if (os.has_error()) {
    error = "cannot write " + path + ": " + os.error().message();
    os.clear_error();
    return llvm::failure();
  }
  return llvm::success();
}

llvm::LogicalResult defuse::writeBugReport(const BugReport &report,
                                           const std::string &dir,
                                           std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    error = "cannot create directory " + dir + ": " + ec.message();
    return llvm::failure();
  }
  auto path = [&](const char *name) {
    llvm::SmallString<256> p(dir);
    llvm::sys::path::append(p, name);
    return p.str().str();
  };

  Pictures pics;
  if (report.graphNodes.empty()) {
    pics.kernelGraphNote = "no kernel graph was recorded";
  } else {
    std::string dotPath = path("kernel-graph.dot");
    if (failed(writeTextFile(dotPath, renderKernelGraphDot(report), error)))
      return llvm::failure();
    pics.kernelGraph =
        renderDot(dotPath, path("kernel-graph.svg"), pics.kernelGraphNote);
  }
  if (firstDrawableOutput(report)) {
    if (failed(writeTextFile(path("error.svg"), renderErrorSvg(report), error)))
      return llvm::failure();
    pics.error = true;
  }
  if (failed(writeTextFile(path("report.json"),
                           dumpJson(jsonReport(report, &pics)), error)) ||
      failed(writeTextFile(path("report.md"), markdown(report, pics), error)))
    return llvm::failure();
  return llvm::success();
}
