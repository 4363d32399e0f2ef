//===- CompilerPassStage.cpp - The compiler's own pass that breaks it -----===//
//
// A compiler that runs its own pipeline (IREE) cannot be cut after pass k
// and finished by a trusted lowering, but it can print the module after
// each of its passes. One probe records them all (CompileOptions::
// tracePasses), the target carries each over into a workload the reference
// reads for as long as the program stays in upstream dialects, and
// semantic bisection (PassBisection.h: bisectSnapshots) names the first
// pass whose module computes something else than the module before it.
// Modules the reference cannot read are passed over; the culprit is then
// one of the passes since the last readable module, and the report says so.
//
//===----------------------------------------------------------------------===//

#include "bisect/DeltaDebugging.h"
#include "bisect/PassBisection.h"
#include "bisect/SourceSubgraph.h"
#include "bisect/Triage.h"
#include "ir/Workload.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace defuse;

namespace {

/// Whether `a` and `b` compute the same function of their operands: the
/// same ops, attributes and result types, nested regions included, whatever
/// their operands and locations.
bool sameComputation(mlir::Operation *a, mlir::Operation *b) {
  std::vector<mlir::Operation *> as, bs;
  a->walk<mlir::WalkOrder::PreOrder>(
      [&](mlir::Operation *o) { as.push_back(o); });
  b->walk<mlir::WalkOrder::PreOrder>(
      [&](mlir::Operation *o) { bs.push_back(o); });
  if (as.size() != bs.size())
    return false;
  for (size_t i = 0; i < as.size(); ++i)
    if (as[i]->getName() != bs[i]->getName() ||
        as[i]->getResultTypes() != bs[i]->getResultTypes() ||
        as[i]->getDiscardableAttrDictionary() !=
            bs[i]->getDiscardableAttrDictionary() ||
        as[i]->getPropertiesAsAttribute() != bs[i]->getPropertiesAsAttribute())
      return false;
  return true;
}

class CompilerPassStage : public TriageStage {
  /// The op the culprit pass broke: in the module after it, the first op
  /// (in program order) that keeps a source op's identity and type but
  /// computes another value than that source op does on the same inputs.
  /// Both modules are read by the reference, so the comparison is sound.
  static bool nameFirstWrongOp(TriageState &state, const std::string &after) {
    if (!state.program) {
      auto program = SourceProgram::evaluate(*state.workload, state.inputs);
      if (failed(program))
        return false;
      state.program.emplace(std::move(*program));
    }
    mlir::ScopedDiagnosticHandler quiet(
        state.context, [](mlir::Diagnostic &) { return mlir::success(); });
    auto broken = Workload::parse(*state.context, after, "after-culprit",
                                  state.workload->entryName());
    if (failed(broken))
      return false;
    auto values = SourceProgram::evaluate(*broken, state.inputs);
    if (failed(values))
      return false;
    std::set<std::string> surviving;
    broken->module()->walk([&](mlir::Operation *op) {
      for (const std::string &id : Workload::identities(op->getLoc()))
        surviving.insert(id);
    });
    for (size_t p = 0; p < values->ops().size(); ++p) {
      mlir::Operation *op = values->ops()[p];
      std::vector<std::string> ids = Workload::identities(op->getLoc());
      int source =
          ids.size() == 1 ? state.program->positionOf(ids.front()) : -1;
      if (source < 0 || op->getNumResults() == 0)
        continue;
      mlir::Operation *original = state.program->ops()[source];
      if (original->getName() != op->getName() ||
          original->getResultTypes() != op->getResultTypes())
        continue;
      for (unsigned r = 0; r < op->getNumResults(); ++r) {
        const Tensor &want =
            state.program->value({static_cast<unsigned>(source), r});
        const Tensor &got = values->value({static_cast<unsigned>(p), r});
        OutputVerdict v = compareReferences(r, want, got);
        if (!isMiscompile(v.kind))
          continue;
        // When the pass left this op as it was but removed an op it reads
        // (an algebraic rewrite folds log(exp(x)) into x), the removed op
        // is the one the pass got wrong; an op the pass rewrote itself (a
        // generic whose maps a propagation changed) is its own culprit.
        unsigned named = static_cast<unsigned>(source);
        for (mlir::Value operand : sameComputation(original, op)
                                       ? original->getOperands()
                                       : mlir::OperandRange(nullptr, 0)) {
          std::optional<ValueSite> site = state.program->siteOf(operand);
          if (!site || site->position == ValueSite::kArgument)
            continue;
          std::vector<std::string> producer = Workload::identities(
              state.program->ops()[site->position]->getLoc());
          if (!producer.empty() && !surviving.count(producer.front()) &&
              state.program->ops()[site->position]->getNumOperands() > 0)
            named = site->position;
        }
        mlir::Operation *culprit = state.program->ops()[named];
        OpFinding &f = state.op.emplace();
        f.position = named;
        f.id = Workload::identities(culprit->getLoc()).front();
        f.name = culprit->getName().getStringRef().str();
        f.location = Workload::sourcePosition(culprit->getLoc());
        f.view = named == static_cast<unsigned>(source) ? "pass" : "removed";
        if (named != static_cast<unsigned>(source))
          f.payloadOp =
              ids.front() + " " + original->getName().getStringRef().str();
        f.verdict.kind = v.kind;
        f.verdict.tier = v.tier;
        f.verdict.outputs.push_back(std::move(v));
        f.output = 0;
        return true;
      }
    }
    return false;
  }

  /// Past the last module the reference reads, the passes that changed
  /// the module are left out of the compile instead (TargetControls::
  /// passRemoval), the program judged as it runs: each alone first (in
  /// parallel; the first in pipeline order whose removal makes the failure
  /// go is the culprit), else delta debugging over all of them finds a
  /// minimal set whose removal does. A removal that breaks compilation (a
  /// pass the compiler cannot do without), or makes another failure, does
  /// not make the failure go. Nor does one run that passes, for a failure
  /// the confirm stage saw change between runs: the removal must pass in as
  /// many runs as confirmed the failure, each after the first in a process
  /// of its own.
  static bool findByRemoval(TriageState &state, CompilerPassFinding &f) {
    std::vector<std::string> candidates;
    for (size_t i = f.frontier; i < f.passes.size(); ++i) {
      std::string pass = passArgumentOf(f.passes[i]);
      if (!llvm::is_contained(candidates, pass))
        candidates.push_back(pass);
    }
    if (candidates.empty())
      return false;
    auto without = [&](const std::vector<std::string> &removed) {
      ProbeRequest request =
          state.request(state.workload->text(), state.workload->entryName(),
                        state.inputs, state.pipeline);
      request.options.disabledPasses = removed;
      return request;
    };
    auto passes = [&](const ProbeResult &result) {
      return judge(state.reference, result, state.undefinedElements).kind ==
             VerdictKind::Pass;
    };
    auto cured = [&](const ProbeRequest &request, const ProbeResult &first) {
      if (!passes(first))
        return false;
      if (!state.nondeterministic || state.confirmRuns < 2)
        return true;
      ProbeRequest fresh = request;
      fresh.options.freshProcess = true;
      return llvm::all_of(state.probes->runAgain(fresh, state.confirmRuns - 1),
                          passes);
    };
    std::vector<ProbeRequest> singles;
    for (const std::string &pass : candidates)
      singles.push_back(without({pass}));
    std::vector<ProbeResult> alone = state.probes->runAll(singles);
    for (size_t i = 0; i < candidates.size() && f.removed.empty(); ++i)
      if (cured(singles[i], alone[i]))
        f.removed = {candidates[i]};
    if (f.removed.empty()) {
      // Passes the compiler cannot do without (leaving one out alone
      // breaks the compile) stay in.
      std::vector<std::string> optional;
      for (size_t i = 0; i < candidates.size(); ++i)
        if (alone[i].status == ProbeStatus::Ok)
          optional.push_back(candidates[i]);
      std::function<bool(const std::vector<std::string> &)> goes =
          [&](const std::vector<std::string> &removed) {
            ProbeRequest request = without(removed);
            return cured(request, state.probes->run(request));
          };
      if (optional.empty() || !goes(optional))
        return false;
      f.removed = minimizeFailing(optional, goes);
    }
    for (size_t i = f.frontier; i < f.passes.size(); ++i)
      if (passArgumentOf(f.passes[i]) == f.removed.front()) {
        f.index = i;
        break;
      }
    f.firstSuspect = f.index;
    f.found = true;
    f.method = "removal";
    f.verdict = state.verdict;
    return true;
  }

public:
  llvm::StringRef name() const override { return "passes"; }

  Status run(TriageState &state, StageReport &report) override {
    const Target &target = state.probes->target();
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    request.options.tracePasses = true;
    ProbeResult traced = state.probes->run(request);
    if (traced.status != ProbeStatus::Ok) {
      report.outcome = "no-trace";
      report.summary = target.name().str() + " did not print its passes (" +
                       probeStatusName(traced.status) + ": " + traced.message +
                       ")";
      return Status::Continue;
    }
    SnapshotBisection bisection = bisectSnapshots(
        *state.context, state.workload->text(), state.workload->entryName(),
        state.inputs, state.reference, traced.snapshots, state.referenceLanes(),
        /*skipUnreadable=*/true);
    CompilerPassFinding finding;
    finding.passes = traced.snapshotPasses;
    finding.count = traced.snapshotPasses.size();
    finding.frontier = bisection.frontier;
    finding.found = bisection.found;
    finding.index = bisection.index;
    finding.firstSuspect = bisection.firstSuspect;
    finding.irBefore = std::move(bisection.irBefore);
    finding.irAfter = std::move(bisection.irAfter);
    finding.verdict = std::move(bisection.verdict);
    state.compilerPass = finding;
    size_t readable = 0;
    for (const std::string &s : traced.snapshots)
      readable += !s.empty();
    std::string count = std::to_string(finding.count);
    if (!finding.found && target.controls().passRemoval &&
        findByRemoval(state, *state.compilerPass)) {
      finding = *state.compilerPass;
      report.outcome = "found";
      report.summary =
          "pass #" + std::to_string(finding.index + 1) + " of " + count + ": " +
          finding.name() + " (removal: the failure goes when " +
          (finding.removed.size() == 1
               ? "the compiler leaves it out"
               : "the compiler leaves out " +
                     llvm::join(finding.removed, ", ")) +
          "; the modules from pass #" + std::to_string(finding.frontier + 1) +
          " on cannot be read)";
      return Status::Continue;
    }
    if (!finding.found) {
      report.outcome = "clean";
      report.summary =
          "the module after each of the first " +
          std::to_string(finding.frontier) + " of " + count +
          " passes computes what the workload computes (" +
          std::to_string(readable) +
          " read by the reference); the failure comes later: " +
          (finding.frontier < finding.count
               ? "from pass #" + std::to_string(finding.frontier + 1) + ", " +
                     finding.passes[finding.frontier] + ", on"
               : "in code generation or the runtime");
      if (!traced.message.empty())
        report.summary += " (" + traced.message + ")";
      return Status::Continue;
    }
    if (state.known && !state.known->pass.empty() &&
        passArgumentOf(finding.name()) != state.known->pass) {
      state.reproduced = false;
      report.outcome = "other-pass";
      report.summary = "the failure comes from pass #" +
                       std::to_string(finding.index + 1) + ", " +
                       finding.name() + ", not " + state.known->pass;
      return Status::Stop;
    }
    report.outcome = "found";
    report.summary = "pass #" + std::to_string(finding.index + 1) + " of " +
                     count + ": " + finding.name() + " (semantic, " +
                     verdictKindName(finding.verdict.kind) + ")";
    if (nameFirstWrongOp(state, finding.irAfter))
      report.summary +=
          (state.op->view == "removed"
               ? "; it removed " + state.op->id + " " + state.op->name +
                     ", read by " + state.op->payloadOp +
                     ", the first wrong value"
               : "; first wrong value: " + state.op->id + " " + state.op->name);
    if (finding.firstSuspect < finding.index)
      report.summary += "; or one of the " +
                        std::to_string(finding.index - finding.firstSuspect) +
                        " passes before it, whose module the reference "
                        "cannot read";
    return Status::Continue;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createCompilerPassStage() {
  return std::make_unique<CompilerPassStage>();
}
