//===- BugReport.h - A report ready to attach to a bug tracker ------------===//
//
// Markdown for people and JSON for tools, from the same facts: what fails,
// with which versions, after which pass, in which kernel and op, how wrong
// (expected against actual at the worst elements), the reduced reproducer
// inline and the one command that reproduces it. Two pictures go with it:
// the kernel graph with the culprit marked (Graphviz, SVG) and the error
// over the failing output (SVG).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REPORT_BUGREPORT_H
#define DEFUSE_REPORT_BUGREPORT_H

#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "reduce/Signature.h"

#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace defuse {

/// One node of the kernel graph picture: a source op of the workload.
struct GraphNode {
  std::string id;    // "op12"
  std::string label; // "tosa.ceil\nfile:63"
  int kernel = -1;   // index of the kernel that computes it, -1: none
  bool culprit = false;
};

struct GraphEdge {
  size_t from = 0, to = 0; // indices into BugReport::graphNodes
};

struct BugReport {
  std::string title;
  std::string defuseVersion, llvmVersion;
  std::string workload; // path of the original workload
  unsigned workloadOps = 0;
  std::string pipeline; // the original pipeline
  /// The compiler under test when it is not MLIR 22 in-process (one line:
  /// compiler, version, where), and the flags every compile took.
  std::string compiler, compilerFlags;
  FailureSignature signature;

  // Culprits; empty strings where triage found none.
  std::string passName, passStep;
  size_t passIndex = 0, passCount = 0;
  std::string llvmPass;
  std::string kernelOp, kernelLocation;
  size_t kernelIndex = 0, kernelCount = 0;
  std::vector<std::string> kernelSourceOps; // "op7 tosa.sub at file:10:3"
  std::string opId, opName, opLocation, payloadOp;

  // The failure on the reduced reproducer.
  Verdict verdict;
  std::vector<Tensor> expected, actual; // per output of the reproducer
  std::vector<std::string> reducedPasses;
  unsigned reducedOps = 0;
  /// The op kind triage of the reproducer names, when the reduction held
  /// only to the op check `reaches` ("" otherwise).
  std::string opOfReproducer;
  std::string reproducerText;
  std::string reproduceCommand; // one line
  double seconds = 0;
  unsigned probes = 0;

  // The kernel graph of the original workload (may be empty).
  std::vector<GraphNode> graphNodes;
  std::vector<GraphEdge> graphEdges;
};

std::string renderMarkdown(const BugReport &report);
std::string renderJson(const BugReport &report);
/// Graphviz DOT of the kernel graph (kernels as clusters, culprit red).
std::string renderKernelGraphDot(const BugReport &report);
/// SVG of |actual - expected| / bound over the first failing output.
std::string renderErrorSvg(const BugReport &report);

/// Writes `text` to `path`; fails with a one-line `error` naming the file.
llvm::LogicalResult writeTextFile(const std::string &path,
                                  const std::string &text, std::string &error);

/// Writes report.md, report.json, kernel-graph.svg (through Graphviz's
/// `dot`; skipped with a note in the Markdown when it is not installed) and
/// error.svg into `dir`. Fails with `error` set when a file cannot be
/// written.
llvm::LogicalResult writeBugReport(const BugReport &report,
                                   const std::string &dir, std::string &error);

} // namespace defuse

#endif // DEFUSE_REPORT_BUGREPORT_H
