//===- BugReportTest.cpp - Markdown, JSON and pictures of a bug report ----===//

#include "report/BugReport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos;
       at = text.find(what, at + what.size()))
    ++n;
  return n;
}

/// A 2x3 f32 output: [0,1] is off by 0.5 against a bound of 0.01 and [1,2]
/// is NaN where the reference has 6.
BugReport makeReport() {
  BugReport r;
  r.title = "[mlir] math-expand-ops miscompiles tosa.ceil";
  r.defuseVersion = "0.1.0-test";
  r.llvmVersion = "22.1.8";
  r.workload = "ceil_quant_encoder.mlir";
  r.workloadOps = 120;
  r.pipeline = "func.func(tosa-to-linalg),math-expand-ops,canonicalize";
  r.signature = {VerdictKind::Drift, "math-expand-ops", "tosa.ceil"};
  r.passName = "math-expand-ops";
  r.passStep = "math-expand-ops";
  r.passIndex = 1;
  r.passCount = 3;
  r.kernelOp = "linalg.generic";
  r.kernelLocation = "ceil_quant_encoder.mlir:64:5";
  r.kernelIndex = 1;
  r.kernelCount = 2;
  r.kernelSourceOps = {"op7 tosa.sub at ceil_quant_encoder.mlir:62:3",
                       "op8 tosa.ceil at ceil_quant_encoder.mlir:63:3"};
  r.opId = "op8";
  r.opName = "tosa.ceil";
  r.opLocation = "ceil_quant_encoder.mlir:63:3";
  r.payloadOp = "math.ceil";

  ElementType f32{ElementKind::F32};
  Tensor expected(f32, {2, 3}), actual(f32, {2, 3});
  for (int64_t i = 0; i < 6; ++i) {
    expected.setFloat(i, 1.0 + i, 0.01);
    actual.setFloat(i, 1.0 + i);
  }
  actual.setFloat(1, 2.5);
  actual.setFloat(5, NAN);
  r.verdict.kind = VerdictKind::Drift;
  r.verdict.outputs.push_back(compareOutput(0, expected, actual));
  r.expected.push_back(expected);
  r.actual.push_back(actual);

  r.reducedPasses = {"math-expand-ops"};
  r.reducedOps = 2;
  r.reproducerText = "// RUN: defuse check %s\nfunc.func @main() {\n}\n";
  r.reproduceCommand = "defuse run repro.mlir --pipeline math-expand-ops";
  r.seconds = 12.34;
  r.probes = 57;

  // op0 -> op1 -> op2 in two kernels, the culprit in kernel #1 (0-based),
  // plus a constant outside any kernel; labels need escaping.
  r.graphNodes = {{"op0", "tosa.add\nfile:1", 0, false},
                  {"op1", "tosa.sub \"x\"\nfile:2", 1, false},
                  {"op2", "tosa.ceil\nfile:3", 1, true},
                  {"op3", "tosa.const", -1, false}};
  r.graphEdges = {{0, 1}, {1, 2}, {3, 0}};
  return r;
}

TEST(BugReport, MarkdownHasTheFactsAndTheWorstRow) {
  std::string md = renderMarkdown(makeReport());
  EXPECT_EQ(md.rfind("# [mlir] math-expand-ops miscompiles tosa.ceil\n", 0),
            0u);
  EXPECT_NE(md.find("## Versions"), std::string::npos);
  EXPECT_NE(md.find("- LLVM/MLIR: 22.1.8"), std::string::npos);
  EXPECT_NE(md.find("- defuse: 0.1.0-test"), std::string::npos);
  EXPECT_NE(md.find("Pass #2 of 3: `math-expand-ops`"), std::string::npos);
  EXPECT_NE(md.find("Kernel #2 of 2: `linalg.generic`"), std::string::npos);
  EXPECT_NE(md.find("payload op `math.ceil`"), std::string::npos);
  // The wrong value: |2.5 - 2| / 0.01 = 50.
  EXPECT_NE(md.find("| [0, 1] | 2 | 0.01 | 2.5 | 50 |"), std::string::npos)
      << md;
  // The NaN comes first: special-value mismatches outrank values.
  size_t nanRow = md.find("| [1, 2] | 6 | 0.01 | nan | NaN mismatch |");
  ASSERT_NE(nanRow, std::string::npos) << md;
  EXPECT_LT(nanRow, md.find("| [0, 1] |"));
  // Only the failing elements are listed.
  EXPECT_EQ(md.find("| [0, 0] |"), std::string::npos);
  EXPECT_NE(md.find("```mlir\n// RUN: defuse check %s\n"), std::string::npos);
  EXPECT_NE(md.find("```sh\ndefuse run repro.mlir"), std::string::npos);
  EXPECT_NE(md.find("![kernel graph](kernel-graph.svg)"), std::string::npos);
  EXPECT_NE(md.find("![error](error.svg)"), std::string::npos);
  EXPECT_NE(md.find("57 probes, 12.3 s"), std::string::npos);
}

TEST(BugReport, MarkdownFencesSurviveBackticksInTheReproducer) {
  BugReport r = makeReport();
  r.reproducerText = "// a comment with ``` in it\n";
  std::string md = renderMarkdown(r);
  EXPECT_NE(md.find("````mlir\n// a comment with ``` in it\n````\n"),
            std::string::npos);
}

TEST(BugReport, SaysWhenTheReproducersOwnTriageNamesAnotherOp) {
  BugReport r = makeReport();
  std::string sentence = "Triage of the reproducer itself names a";
  EXPECT_EQ(renderMarkdown(r).find(sentence), std::string::npos);
  EXPECT_TRUE(json::parse(renderJson(r))["op_of_reproducer"].is_null());
  r.opOfReproducer = r.signature.opKind;
  EXPECT_EQ(renderMarkdown(r).find(sentence), std::string::npos)
      << "the same kind needs no word";
  r.opOfReproducer = "tosa.floor";
  std::string md = renderMarkdown(r);
  EXPECT_NE(md.find(sentence + " `tosa.floor`, not the signature's "
                               "`tosa.ceil`"),
            std::string::npos)
      << md;
  EXPECT_EQ(json::parse(renderJson(r))["op_of_reproducer"], "tosa.floor");
}

TEST(BugReport, JsonParsesAndCarriesTheFields) {
  std::string text = renderJson(makeReport());
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  ASSERT_FALSE(j.is_discarded()) << text;
  EXPECT_EQ(text.find("NaN"), std::string::npos);
  EXPECT_EQ(j["title"], "[mlir] math-expand-ops miscompiles tosa.ceil");
  EXPECT_EQ(j["versions"]["llvm"], "22.1.8");
  EXPECT_EQ(j["pipeline"], makeReport().pipeline);
  EXPECT_EQ(j["reduced_pipeline"], "math-expand-ops");
  EXPECT_EQ(j["pass"]["index"], 1);
  EXPECT_EQ(j["pass"]["count"], 3);
  EXPECT_EQ(j["pass"]["name"], "math-expand-ops");
  EXPECT_TRUE(j["llvm_pass"].is_null());
  EXPECT_EQ(j["kernel"]["source_ops"].size(), 2u);
  EXPECT_EQ(j["op"]["payload_op"], "math.ceil");
  EXPECT_EQ(j["verdict"]["kind"], "drift");
  const json &out = j["verdict"]["outputs"][0];
  EXPECT_EQ(out["failing"], 2);
  EXPECT_EQ(out["elements"], 6);
  ASSERT_EQ(out["worst"].size(), 2u);
  EXPECT_EQ(out["worst"][0]["actual"], "nan");
  EXPECT_EQ(out["worst"][1]["index"], json({0, 1}));
  EXPECT_EQ(out["worst"][1]["expected"], 2.0);
  EXPECT_EQ(out["worst"][1]["actual"], 2.5);
  EXPECT_EQ(j["probes"], 57);
  EXPECT_TRUE(j.contains("reproducer"));
  EXPECT_TRUE(j.contains("reproduce"));
  EXPECT_TRUE(j.contains("signature"));
}

TEST(BugReport, JsonKeepsIntegersExactAndNonFiniteAsStrings) {
  BugReport r = makeReport();
  ElementType i64{ElementKind::I64};
  Tensor expected(i64, {2}), actual(i64, {2});
  // Beyond 2^53: a double would print 1152921504606848000 for both.
  expected.setInt(0, (int64_t(1) << 60) + 1025);
  actual.setInt(0, int64_t(1) << 60);
  expected.setInt(1, 3);
  actual.setInt(1, 3);
  r.expected = {expected};
  r.actual = {actual};
  r.verdict.outputs = {compareOutput(0, expected, actual)};
  r.seconds = INFINITY;
  std::string text = renderJson(r);
  json j = json::parse(text, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << text;
  const json &w = j["verdict"]["outputs"][0]["worst"][0];
  EXPECT_EQ(w["expected"].get<int64_t>(), (int64_t(1) << 60) + 1025);
  EXPECT_EQ(w["actual"].get<int64_t>(), int64_t(1) << 60);
  EXPECT_EQ(w["ratio"], "inf");
  EXPECT_EQ(j["seconds"], "inf");
  std::string md = renderMarkdown(r);
  EXPECT_NE(md.find("| [0] | 1152921504606848001 | 0 | 1152921504606846976 | "
                    "inf |"),
            std::string::npos)
      << md;
}

TEST(BugReport, NegativeZeroIsVisible) {
  BugReport r = makeReport();
  ElementType f32{ElementKind::F32};
  Tensor expected(f32, {1}), actual(f32, {1});
  expected.setFloat(0, -0.0);
  actual.setFloat(0, 0.0);
  r.expected = {expected};
  r.actual = {actual};
  r.verdict.outputs = {compareOutput(0, expected, actual)};
  std::string md = renderMarkdown(r);
  EXPECT_NE(md.find("| [0] | -0 | 0 | 0 | sign of zero |"), std::string::npos)
      << md;
}

TEST(BugReport, TableKeepsTheWorstOfManyFailingElements) {
  BugReport r = makeReport();
  ElementType f32{ElementKind::F32};
  Tensor expected(f32, {100, 100}), actual(f32, {100, 100});
  for (int64_t i = 0; i < expected.numElements(); ++i) {
    expected.setFloat(i, 0.0, 1.0);
    actual.setFloat(i, 2.0 + (i * 37) % 1000);
  }
  r.expected = {expected};
  r.actual = {actual};
  r.verdict.outputs = {compareOutput(0, expected, actual)};
  json j = json::parse(renderJson(r), nullptr, false);
  const json &worst = j["verdict"]["outputs"][0]["worst"];
  ASSERT_EQ(worst.size(), 8u);
  // 2 + 999 first reached at i = 27 (27 * 37 = 999), then every 1000.
  EXPECT_EQ(worst[0]["index"], json({0, 27}));
  EXPECT_EQ(worst[0]["actual"], 1001.0);
  EXPECT_EQ(worst[1]["index"], json({10, 27}));
  for (size_t i = 1; i < worst.size(); ++i)
    EXPECT_GE(worst[i - 1]["ratio"].get<double>(),
              worst[i]["ratio"].get<double>());
  EXPECT_NE(renderMarkdown(r).find("the 8 worst by error relative to the "
                                   "bound"),
            std::string::npos);
}

TEST(BugReport, WithoutValuesTheVerdictSamplesAreShown) {
  BugReport r = makeReport();
  r.expected.clear();
  r.actual.clear();
  std::string md = renderMarkdown(r);
  EXPECT_NE(md.find("| [0, 1] | 2 | 0.01 | 2.5 | 50 |"), std::string::npos)
      << md;
  EXPECT_NE(md.find("| [1, 2] | 6 | 0.01 | nan | NaN mismatch |"),
            std::string::npos);
  EXPECT_EQ(md.find("![error]"), std::string::npos);
  EXPECT_EQ(renderErrorSvg(r).rfind("<svg", 0), 0u);
}

TEST(BugReport, DotClustersKernelsAndMarksTheCulprit) {
  std::string dot = renderKernelGraphDot(makeReport());
  EXPECT_EQ(dot.rfind("digraph", 0), 0u);
  EXPECT_NE(dot.find("rankdir=TB"), std::string::npos);
  EXPECT_NE(dot.find("subgraph cluster_0 {"), std::string::npos);
  size_t failing = dot.find("subgraph cluster_1 {");
  ASSERT_NE(failing, std::string::npos);
  // The failing kernel's cluster is red, the other one is not.
  std::string cluster1 = dot.substr(failing, dot.find('}', failing) - failing);
  EXPECT_NE(cluster1.find("\n    color=\"red\";"), std::string::npos);
  EXPECT_NE(cluster1.find("label=\"kernel #2\""), std::string::npos);
  EXPECT_EQ(count(dot, "\n    color=\"red\";"), 1u);
  EXPECT_NE(dot.find("n2 [label=\"tosa.ceil\\nfile:3\", tooltip=\"op2\", "
                     "style=\"filled,bold\", fillcolor="),
            std::string::npos)
      << dot;
  EXPECT_EQ(count(dot, "fillcolor="), 1u);
  EXPECT_NE(dot.find("label=\"tosa.sub \\\"x\\\"\\nfile:2\""),
            std::string::npos);
  EXPECT_NE(dot.find("n1 -> n2;"), std::string::npos);
  EXPECT_NE(dot.find("n3 -> n0;"), std::string::npos);
}

TEST(BugReport, ErrorSvgHasOneCellPerElement) {
  std::string svg = renderErrorSvg(makeReport());
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  EXPECT_EQ(count(svg, "<rect class=\"cell\""), 6u);
  EXPECT_EQ(count(svg, "<title>"), 3u); // the picture and its two failing cells
  EXPECT_NE(svg.find("output #0 tensor&lt;2x3xf32&gt;: 2 of 6"),
            std::string::npos)
      << svg;
  // The NaN cell is purple, the 50x cell fully red, the rest white.
  EXPECT_EQ(count(svg, "class=\"cell\" fill=\"#8e44ad\""), 1u);
  EXPECT_EQ(count(svg, "class=\"cell\" fill=\"#c80000\""), 1u);
  EXPECT_EQ(count(svg, "class=\"cell\" fill=\"#ffffff\""), 4u);
}

TEST(BugReport, ErrorSvgPoolsLargeOutputs) {
  BugReport r = makeReport();
  ElementType f32{ElementKind::F32};
  Tensor expected(f32, {4, 50, 300}), actual(f32, {4, 50, 300});
  for (int64_t i = 0; i < expected.numElements(); ++i) {
    expected.setFloat(i, 1.0, 0.01);
    actual.setFloat(i, 1.0);
  }
  actual.setFloat(expected.linearIndex({3, 49, 299}), 1.05);
  r.expected = {expected};
  r.actual = {actual};
  r.verdict.outputs = {compareOutput(0, expected, actual)};
  std::string svg = renderErrorSvg(r);
  EXPECT_EQ(count(svg, "<rect class=\"cell\""), 64u * 64u);
  EXPECT_NE(svg.find("max-pooled to 64 x 64 cells"), std::string::npos);
  // 5x the bound: a failing colour, neither white nor the 10x red.
  EXPECT_EQ(count(svg, "class=\"cell\" fill=\"#ffffff\""), 64u * 64u - 1);
  EXPECT_NE(svg.find("[3, 49, 299]: expected 1, actual 1.05"),
            std::string::npos);
}

TEST(BugReport, WritesTheFiles) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("defuse-report", dir));
  llvm::SmallString<128> out(dir);
  llvm::sys::path::append(out, "nested", "report");
  std::string error;
  ASSERT_TRUE(
      llvm::succeeded(writeBugReport(makeReport(), out.str().str(), error)))
      << error;
  auto read = [&](const char *name) {
    llvm::SmallString<128> p(out);
    llvm::sys::path::append(p, name);
    auto buf = llvm::MemoryBuffer::getFile(p);
    return buf ? (*buf)->getBuffer().str() : std::string();
  };
  std::string md = read("report.md");
  EXPECT_NE(md.find("## Expected vs actual"), std::string::npos);
  EXPECT_FALSE(read("report.json").empty());
  EXPECT_EQ(read("error.svg").rfind("<svg", 0), 0u);
  EXPECT_EQ(read("kernel-graph.dot").rfind("digraph", 0), 0u);
  if (llvm::sys::findProgramByName("dot")) {
    EXPECT_NE(read("kernel-graph.svg").find("<svg"), std::string::npos);
    EXPECT_NE(md.find("![kernel graph](kernel-graph.svg)"), std::string::npos);
    EXPECT_EQ(json::parse(read("report.json"), nullptr,
                          false)["pictures"]["kernel_graph"],
              "kernel-graph.svg");
  } else {
    EXPECT_NE(md.find("Graphviz `dot` is not installed"), std::string::npos);
  }
  llvm::sys::fs::remove_directories(dir);
}

TEST(BugReport, EmptyGraphIsNotedInsteadOfDrawn) {
  BugReport r = makeReport();
  r.graphNodes.clear();
  r.graphEdges.clear();
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("defuse-report", dir));
  std::string error;
  ASSERT_TRUE(llvm::succeeded(writeBugReport(r, dir.str().str(), error)));
  llvm::SmallString<128> svg(dir);
  llvm::sys::path::append(svg, "kernel-graph.svg");
  EXPECT_FALSE(llvm::sys::fs::exists(svg));
  std::string md = renderMarkdown(r);
  EXPECT_EQ(md.find("![kernel graph]"), std::string::npos);
  EXPECT_NE(md.find("No kernel graph picture"), std::string::npos);
  llvm::sys::fs::remove_directories(dir);
}

TEST(BugReport, UnwritableDirectoryFailsNamingIt) {
  llvm::SmallString<128> file;
  int fd;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("defuse-report", "txt", fd, file));
  ::close(fd);
  std::string dir = file.str().str() + "/sub";
  std::string error;
  EXPECT_TRUE(llvm::failed(writeBugReport(makeReport(), dir, error)));
  EXPECT_NE(error.find(dir), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos);
  llvm::sys::fs::remove(file);
}

} // namespace
