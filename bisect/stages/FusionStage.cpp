//===- FusionStage.cpp - The fusion decisions the failure needs -----------===//
//
// Re-runs the culprit kernel's pipeline with upstream elementwise fusion
// replaced by defuse-controlled-fusion (target/ControlledFusion.h): first
// recording the producer>consumer edges it fuses, then denying subsets of
// them, delta-debugging down to a minimal set of edges the failure needs.
// A failure that survives with every edge denied does not need fusion at
// all. Fusion done by a pass defuse cannot control (a plugin's) is reported
// as such; the op view (OpStage) works regardless. A compiler that forms its
// kernels itself is steered through its barrier op (BarrierFusionStage).
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"
#include "target/mlir/PassPipeline.h"

#include "target/mlir/ControlledFusion.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"

#include <regex>
#include <set>

using namespace defuse;

namespace {

/// `pipeline` with every upstream elementwise-fusion step replaced by the
/// controlled pass with `options`; empty if it has none.
std::string substituteFusion(const std::string &pipeline,
                             const std::string &options) {
  static const std::regex step(std::string("(^|[,(])") +
                               kUpstreamElementwiseFusion + "(?=[,)]|$)");
  if (!std::regex_search(pipeline, step))
    return "";
  std::string replacement = std::string("$1") + kControlledFusion +
                            (options.empty() ? "" : "{" + options + "}");
  return std::regex_replace(pipeline, step, replacement);
}

std::string denyOption(const std::vector<FusionEdge> &denied) {
  if (denied.empty())
    return "";
  std::vector<std::string> edges;
  for (const FusionEdge &e : denied)
    edges.push_back(e.str());
  return "deny=" + llvm::join(edges, ",");
}

class FusionStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "fusion"; }

  Status run(TriageState &state, StageReport &report) override {
    if (!state.probes->target().controls().passPipeline) {
      // A compiler that forms its kernels itself may still keep chosen
      // edges apart.
      if (state.probes->target().controls().separatesEdges)
        return barriers->run(state, report);
      report.outcome = "skipped";
      report.summary = "the " + state.probes->target().name().str() +
                       " target's fusion is not steered yet";
      return Status::Continue;
    }
    if (!state.kernel) {
      report.outcome = "skipped";
      return Status::Continue;
    }
    FusionFinding &f = state.fusion.emplace();
    std::string pipeline = state.stagePipeline();
    if (substituteFusion(pipeline, "").empty())
      return settle(f, report, "not-controllable",
                    std::string("the pipeline up to the culprit has no ") +
                        kUpstreamElementwiseFusion +
                        " step; fusion done by other passes cannot be steered");
    if (!state.kernel->context.empty())
      // Every decision would recompile the program up to the kernel; the op
      // view alone is affordable there.
      return settle(f, report, "not-searched",
                    "the kernel fails only after " +
                        std::to_string(state.kernel->context.size()) +
                        " source ops before it; fusion decisions were not "
                        "searched");
    f.pass = kUpstreamElementwiseFusion;
    // One outline and one reference; only the pipeline varies below.
    auto unit = prepareSubgraph(state, state.kernel->kernel.sourceOps,
                                substituteFusion(pipeline, "record=true"));
    if (failed(unit))
      return settle(f, report, "not-controllable",
                    "the kernel cannot be outlined with the controlled pass");

    // Which edges the pass takes on this unit.
    ProbeRequest trace = unit->request;
    splitPipeline(trace.options.pipeline, trace.options.steps);
    trace.options.pipeline.clear();
    trace.options.stopAfterPipeline = true;
    f.taken = decisions(state, state.probes->run(trace).snapshots);

    auto failsDenying = [&](const std::vector<FusionEdge> &denied) {
      unit->request.options.pipeline =
          substituteFusion(pipeline, denyOption(denied));
      return state.reproduces(unit->judgeOn(*state.probes));
    };
    if (!failsDenying({}))
      return settle(f, report, "not-reproduced",
                    "the kernel does not fail with the controlled pass in "
                    "place of the upstream one");
    f.controllable = true;
    if (f.taken.empty() || failsDenying(f.taken)) {
      f.failsUnfused = true;
      report.outcome = "not-needed";
      report.summary = "fails with every fusion edge denied: the bug is in "
                       "an op, not in fusing it";
      return Status::Continue;
    }
    f.needed = minimalNeededEdges(f.taken, failsDenying);
    std::vector<std::string> names;
    for (const FusionEdge &e : f.needed)
      names.push_back(e.str());
    report.outcome = "found";
    report.summary = std::to_string(f.needed.size()) + " of " +
                     std::to_string(f.taken.size()) +
                     " fusion decisions needed: " + llvm::join(names, ", ");
    return Status::Continue;
  }

private:
  std::unique_ptr<TriageStage> barriers = createBarrierFusionStage();

  /// Ends the stage without a search: `reason` says why.
  static Status settle(FusionFinding &f, StageReport &report,
                       const char *outcome, std::string reason) {
    f.reason = std::move(reason);
    report.outcome = outcome;
    report.summary = f.reason;
    return Status::Continue;
  }

  /// The edges recorded in the snapshots' defuse.fusion_decisions, in order.
  static std::vector<FusionEdge>
  decisions(TriageState &state, const std::vector<std::string> &snapshots) {
    std::vector<FusionEdge> edges;
    std::set<std::string> seen;
    mlir::ScopedDiagnosticHandler silence(
        state.context, [](mlir::Diagnostic &) { return mlir::success(); });
    for (const std::string &text : snapshots) {
      if (text.find(kFusionDecisionsAttr) == std::string::npos)
        continue;
      auto module =
          mlir::parseSourceString<mlir::ModuleOp>(text, state.context);
      if (!module)
        continue;
      module->walk([&](mlir::Operation *op) {
        auto list = op->getAttrOfType<mlir::ArrayAttr>(kFusionDecisionsAttr);
        if (!list)
          return;
        for (auto s : list.getAsValueRange<mlir::StringAttr>()) {
          auto [producer, consumer] = llvm::StringRef(s).split('>');
          FusionEdge e{producer.str(), consumer.str()};
          if (seen.insert(e.str()).second)
            edges.push_back(e);
        }
      });
    }
    return edges;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createFusionStage() {
  return std::make_unique<FusionStage>();
}
