//===- BarrierFusionStage.cpp - Fusion steered by the compiler's barriers -===//
//
// A compiler that forms its kernels itself (IREE) has no switch per fusion
// decision, but it keeps apart two ops whose edge goes through its barrier
// op (Target::controls().separatesEdges, target/EdgeBarriers.h). The
// decisions searched are the producer>consumer edges among the failing
// kernel's source ops: the compiler put both ends in one kernel. When no
// kernel was traced but the pass stage named the first op the culprit pass
// changed, they are the edges into and out of that op: the places where a
// rewrite across ops (a propagation, a fusion) could have reached it.
//
// Each probe keeps a subset of the edges apart and is judged like any run:
// on the kernel's source ops outlined with their reference inputs when the
// failure shows there, else on the whole workload. Delta debugging finds a
// minimal set of edges the failure needs; a failure that survives every
// edge kept apart is in an op, not in what the compiler did across ops.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"

#include "ir/Workload.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace defuse;

namespace {

class BarrierFusionStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "fusion"; }

  Status run(TriageState &state, StageReport &report) override {
    const Target &target = state.probes->target();
    FusionFinding &f = state.fusion.emplace();
    f.pass = target.name().str() + "'s kernel formation";
    std::vector<unsigned> ops;
    if (state.kernel && !state.kernel->kernel.sourceOps.empty()) {
      ops = state.kernel->kernel.sourceOps;
      f.taken = edgesWithin(*state.program, ops);
    } else if (state.op && state.program) {
      ops = {state.op->position};
      f.taken = edgesAround(*state.program, state.op->position, ops);
    } else {
      state.fusion.reset();
      report.outcome = "skipped";
      report.summary = "no failing kernel or op to steer fusion around";
      return Status::Continue;
    }
    if (f.taken.empty())
      return settle(f, report, "not-needed",
                    "no producer>consumer edge among the source ops the "
                    "compiler put together");

    SubgraphProbe unit = wholeWorkload(state);
    bool outlined = false;
    if (state.kernel && state.kernel->context.empty()) {
      auto alone = prepareSubgraph(state, ops, state.pipeline);
      if (succeeded(alone) && state.reproduces(alone->judgeOn(*state.probes))) {
        unit = std::move(*alone);
        outlined = true;
      }
    }
    std::string refusal;
    auto failsDenying = [&](const std::vector<FusionEdge> &denied) {
      ProbeRequest request = unit.request;
      for (const FusionEdge &e : denied)
        request.options.separatedEdges.push_back(e.str());
      ProbeResult result = state.probes->run(request);
      // A compile the barriers break (a substituted executable that no
      // longer matches the dispatches formed) says nothing of the failure.
      if (result.status != ProbeStatus::Ok && refusal.empty())
        refusal =
            std::string(probeStatusName(result.status)) + ": " + result.message;
      return state.reproduces(unit.judgeResult(result));
    };
    if (!failsDenying({}))
      return settle(f, report, "not-reproduced",
                    std::string("the ") +
                        (outlined ? "outlined kernel" : "workload") +
                        " does not fail as the triage found it");
    f.controllable = true;
    bool failsApart = failsDenying(f.taken);
    if (!refusal.empty()) {
      f.controllable = false;
      return settle(f, report, "not-controllable",
                    "the compiler does not take the edges kept apart (" +
                        refusal + ")");
    }
    if (failsApart) {
      f.failsUnfused = true;
      report.outcome = "not-needed";
      report.summary = "fails with all " + std::to_string(f.taken.size()) +
                       " edges kept apart: the bug is in an op, not in what "
                       "the compiler did across ops";
      return Status::Continue;
    }
    f.needed = minimalNeededEdges(f.taken, failsDenying);
    if (!refusal.empty()) {
      f.controllable = false;
      f.needed.clear();
      return settle(
          f, report, "not-controllable",
          "the compiler does not take some of the edges kept apart (" +
              refusal + ")");
    }
    std::vector<std::string> names;
    for (const FusionEdge &e : f.needed)
      names.push_back(e.str());
    report.outcome = "found";
    report.summary = std::to_string(f.needed.size()) + " of " +
                     std::to_string(f.taken.size()) +
                     " edges must stay together for the failure (" +
                     (outlined ? "outlined kernel" : "whole workload") +
                     "): " + llvm::join(names, ", ");
    return Status::Continue;
  }

private:
  static Status settle(FusionFinding &f, StageReport &report,
                       const char *outcome, std::string reason) {
    f.reason = std::move(reason);
    report.outcome = outcome;
    report.summary = f.reason;
    return Status::Continue;
  }

  static std::string identity(const SourceProgram &program, unsigned p) {
    std::vector<std::string> ids =
        Workload::identities(program.ops()[p]->getLoc());
    return ids.empty() ? std::string() : ids.front();
  }

  /// Producer>consumer edges whose both ends are among `ops`.
  static std::vector<FusionEdge> edgesWithin(const SourceProgram &program,
                                             const std::vector<unsigned> &ops) {
    std::set<unsigned> within(ops.begin(), ops.end());
    std::vector<FusionEdge> edges;
    std::set<std::string> seen;
    for (unsigned c : ops)
      for (mlir::Value v : program.ops()[c]->getOperands()) {
        std::optional<ValueSite> site = program.siteOf(v);
        // Constants and tensor.empty are copied into every kernel that
        // reads them: no decision to deny.
        if (!site || site->position == ValueSite::kArgument ||
            !within.count(site->position) ||
            program.ops()[site->position]->getNumOperands() == 0)
          continue;
        FusionEdge e{identity(program, site->position), identity(program, c)};
        if (!e.producer.empty() && !e.consumer.empty() &&
            seen.insert(e.str()).second)
          edges.push_back(e);
      }
    return edges;
  }

  /// The edges into and out of op `p`; `ops` gets their ends.
  static std::vector<FusionEdge> edgesAround(const SourceProgram &program,
                                             unsigned p,
                                             std::vector<unsigned> &ops) {
    for (mlir::Value v : program.ops()[p]->getOperands())
      if (std::optional<ValueSite> site = program.siteOf(v);
          site && site->position != ValueSite::kArgument)
        ops.push_back(site->position);
    for (mlir::Value r : program.ops()[p]->getResults())
      for (mlir::Operation *user : r.getUsers())
        if (int c = program.positionOf(user); c >= 0)
          ops.push_back(static_cast<unsigned>(c));
    llvm::sort(ops);
    ops.erase(std::unique(ops.begin(), ops.end()), ops.end());
    std::vector<FusionEdge> edges;
    for (const FusionEdge &e : edgesWithin(program, ops))
      if (e.producer == identity(program, p) ||
          e.consumer == identity(program, p))
        edges.push_back(e);
    return edges;
  }

  /// The whole workload, judged against the triage's own reference.
  static SubgraphProbe wholeWorkload(const TriageState &state) {
    SubgraphProbe p;
    p.request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    p.reference.outputs = state.reference;
    p.reference.undefinedElements = state.undefinedElements;
    return p;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createBarrierFusionStage() {
  return std::make_unique<BarrierFusionStage>();
}
