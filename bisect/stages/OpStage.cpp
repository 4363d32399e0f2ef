//===- OpStage.cpp - The first op of the kernel that goes wrong -----------===//
//
// Truncates the culprit kernel: the kernel's source ops up to op i (in
// program order) are outlined, so that the pipeline fuses them into the
// kernel's first i ops and yields op i's value, and compiled. A binary
// search finds the first i whose value is wrong; that op is the culprit,
// reported with its source location, its operand values at the worst
// element and the expected against the actual value there.
//
//===----------------------------------------------------------------------===//

#include "bisect/KernelTruncation.h"
#include "bisect/PassPipeline.h"
#include "bisect/Triage.h"

#include "ir/Workload.h"

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

#include <cstdio>

using namespace defuse;

namespace {

std::string formatScalar(const Tensor &t, int64_t linear) {
  Scalar s = t.get(linear);
  char buf[64];
  if (t.elementType().isFloat())
    std::snprintf(buf, sizeof(buf), "%.9g", s.f);
  else
    std::snprintf(buf, sizeof(buf), "%lld", static_cast<long long>(s.i));
  return buf;
}

/// The operands of the source op at the failing element: the same index
/// where shapes agree, else the operand's type.
std::string describeOperands(const SourceProgram &program, unsigned position,
                             const std::vector<int64_t> &index) {
  mlir::Operation *op = program.ops()[position];
  const auto ops = program.ops();
  std::string out;
  for (mlir::Value v : op->getOperands()) {
    ValueSite site;
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(v)) {
      site = {ValueSite::kArgument, arg.getArgNumber()};
    } else {
      auto it = llvm::find(ops, v.getDefiningOp());
      if (it == ops.end())
        continue;
      site = {static_cast<unsigned>(it - ops.begin()),
              llvm::cast<mlir::OpResult>(v).getResultNumber()};
    }
    const Tensor &t = program.value(site);
    if (!out.empty())
      out += ", ";
    if (t.shape().size() != index.size()) {
      out += TensorSpec{t.elementType(), t.shape()}.str();
      if (t.numElements() == 1)
        out += " = " + formatScalar(t, 0);
      continue;
    }
    // Broadcast dimensions of the operand read index 0.
    std::vector<int64_t> at(index.size());
    bool inside = true;
    for (size_t d = 0; d < index.size(); ++d) {
      at[d] = t.shape()[d] == 1 ? 0 : index[d];
      inside &= at[d] < t.shape()[d];
    }
    out += inside ? formatScalar(t, t.linearIndex(at))
                  : TensorSpec{t.elementType(), t.shape()}.str();
  }
  return out;
}

class OpStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "ops"; }

  Status run(TriageState &state, StageReport &report) override {
    if (!state.kernel) {
      report.outcome = "skipped";
      return Status::Continue;
    }
    if (succeeded(truncatePayload(state))) {
      finish(state, report);
      return Status::Continue;
    }
    const KernelFinding &k = *state.kernel;
    const std::vector<unsigned> &ops = k.kernel.sourceOps;
    std::string pipeline = state.stagePipeline();
    // The kernel's first `count` ops, with the context it fails in.
    auto truncated = [&](size_t count) {
      std::vector<unsigned> unit = k.context;
      unit.insert(unit.end(), ops.begin(), ops.begin() + count);
      return unit;
    };
    std::optional<SubgraphProbe> culpritProbe;
    Verdict culpritVerdict = k.verdict;
    auto fails = [&](size_t count, Verdict &v,
                     std::optional<SubgraphProbe> &probe) {
      auto p = prepareSubgraph(state, truncated(count), pipeline);
      if (failed(p))
        return false;
      v = judge(p->reference, state.probes->run(p->request),
                p->undefinedElements);
      probe = std::move(*p);
      return state.reproduces(v);
    };
    // Whole kernel: known to fail. Nothing of it (the context alone):
    // known to pass (an earlier prefix passed, or the context is empty).
    size_t lo = 0, hi = ops.size();
    {
      Verdict v;
      std::optional<SubgraphProbe> p;
      if (fails(hi, v, p)) {
        culpritVerdict = std::move(v);
        culpritProbe = std::move(p);
      }
    }
    while (hi - lo > 1) {
      size_t mid = lo + (hi - lo) / 2;
      Verdict v;
      std::optional<SubgraphProbe> p;
      if (fails(mid, v, p)) {
        hi = mid;
        culpritVerdict = std::move(v);
        culpritProbe = std::move(p);
      } else {
        lo = mid;
      }
    }
    OpFinding f;
    f.view = "source";
    f.position = ops[hi - 1];
    f.indexInKernel = hi - 1;
    f.kernelOps = ops.size();
    mlir::Operation *op = state.program->ops()[f.position];
    std::vector<std::string> ids = Workload::identities(op->getLoc());
    f.id = ids.empty() ? "" : ids.front();
    f.name = op->getName().getStringRef().str();
    f.location = Workload::sourcePosition(op->getLoc());
    f.verdict = std::move(culpritVerdict);
    if (culpritProbe) {
      const std::vector<ValueSite> &results = culpritProbe->subgraph.results;
      for (size_t i = 0; i < results.size() && i < f.verdict.outputs.size();
           ++i)
        if (results[i].position == f.position &&
            f.verdict.outputs[i].kind != VerdictKind::Pass)
          f.output = static_cast<int>(i);
    }
    if (f.output < 0)
      for (size_t i = 0; i < f.verdict.outputs.size(); ++i)
        if (f.verdict.outputs[i].kind != VerdictKind::Pass) {
          f.output = static_cast<int>(i);
          break;
        }
    if (f.output >= 0)
      f.operandSummary = describeOperands(
          *state.program, f.position, f.verdict.outputs[f.output].worst.index);
    state.op = std::move(f);
    finish(state, report);
    return Status::Continue;
  }

private:
  static void finish(TriageState &state, StageReport &report) {
    const OpFinding &f = *state.op;
    report.outcome = "found";
    report.summary =
        "op " + std::to_string(f.indexInKernel + 1) + " of " +
        std::to_string(f.kernelOps) + " in the kernel (" + f.view +
        " view): " + (f.payloadOp.empty() ? "" : f.payloadOp + " of ") +
        f.name + " at " + f.location;
  }

  /// The module the culprit pass received, from the traced pipeline.
  static std::optional<std::string> moduleBeforeCulprit(TriageState &state) {
    size_t k = state.pass->index;
    if (k == 0)
      return state.workload->text();
    ProbeRequest trace = state.request(
        state.workload->text(), state.workload->entryName(), state.inputs, "");
    trace.options.steps = state.passes;
    trace.options.stopAfterPipeline = true;
    ProbeResult traced = state.probes->run(trace);
    if (traced.snapshots.size() < k)
      return std::nullopt;
    return traced.snapshots[k - 1];
  }

  /// The payload view: the kernel as the culprit pass received it, made to
  /// yield its first payload values, compiled from the culprit pass on.
  static llvm::LogicalResult truncatePayload(TriageState &state) {
    if (!state.pass ||
        state.pass->outcome != PassBisectionResult::Outcome::Found)
      return llvm::failure();
    std::optional<std::string> before = moduleBeforeCulprit(state);
    if (!before)
      return llvm::failure();
    mlir::MLIRContext &ctx = *state.context;
    std::optional<Workload> received;
    {
      mlir::ScopedDiagnosticHandler silence(
          &ctx, [](mlir::Diagnostic &) { return mlir::success(); });
      auto w = Workload::parse(ctx, *before, "before-culprit",
                               state.workload->entryName());
      if (failed(w))
        return llvm::failure();
      received.emplace(std::move(*w));
    }
    auto program = SourceProgram::evaluate(*received, state.inputs);
    if (failed(program))
      return llvm::failure();
    // The kernel there that carries most of the culprit kernel's source ops.
    const std::vector<unsigned> &wanted = state.kernel->kernel.sourceOps;
    int best = -1;
    size_t bestOverlap = 0;
    for (size_t q = 0; q < program->ops().size(); ++q) {
      mlir::Operation *op = program->ops()[q];
      if (op->getName().getStringRef() != "linalg.generic")
        continue;
      size_t overlap = 0;
      for (const std::string &id : Workload::identitiesWithin(op)) {
        int p = state.program->positionOf(id);
        overlap += p >= 0 && llvm::is_contained(wanted, unsigned(p));
      }
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = static_cast<int>(q);
      }
    }
    if (best < 0)
      return llvm::failure();
    // With the ops before it when it fails only in their company.
    std::vector<unsigned> unit{unsigned(best)};
    if (!state.kernel->isolated) {
      unit.clear();
      for (int q = 0; q <= best; ++q)
        unit.push_back(unsigned(q));
    }
    auto kernel = outlineSubgraph(*program, unit);
    if (failed(kernel))
      return llvm::failure();
    auto payload = kernelPayload(ctx, kernel->moduleText, kernel->entry);
    if (failed(payload) || payload->size() < 2)
      return llvm::failure();
    std::vector<std::string> rest(
        state.passes.begin() + state.pass->index,
        state.passes.begin() +
            std::max(state.pipelinePrefix, state.pass->index + 1));
    std::string pipeline = joinPipeline(rest, rest.size());

    auto fails = [&](size_t count, Verdict &v) {
      auto text = truncateKernel(ctx, kernel->moduleText, kernel->entry, count);
      if (failed(text))
        return false;
      std::vector<Tensor> reference;
      uint64_t undefined = 0;
      {
        mlir::ScopedDiagnosticHandler silence(
            &ctx, [](mlir::Diagnostic &) { return mlir::success(); });
        auto w = Workload::parse(ctx, *text, "truncated", kernel->entry);
        if (failed(w))
          return false;
        Interpreter interp(w->module());
        errors::UndefinedBehaviour::count() = 0;
        auto out = interp.call(w->entry(), kernel->inputs);
        if (failed(out))
          return false;
        reference = std::move(*out);
        undefined = errors::UndefinedBehaviour::count();
      }
      v = judge(reference,
                state.probes->run(state.request(*text, kernel->entry,
                                                kernel->inputs, pipeline)),
                undefined);
      return state.reproduces(v);
    };
    size_t lo = 0, hi = payload->size();
    Verdict atHi;
    if (!fails(hi, atHi))
      return llvm::failure();
    while (hi - lo > 1) {
      size_t mid = lo + (hi - lo) / 2;
      Verdict v;
      if (fails(mid, v)) {
        hi = mid;
        atHi = std::move(v);
      } else {
        lo = mid;
      }
    }
    const PayloadOp &culprit = (*payload)[hi - 1];
    OpFinding f;
    f.view = "payload";
    f.payloadOp = culprit.name;
    f.indexInKernel = hi - 1;
    f.kernelOps = payload->size();
    int position = -1;
    for (const std::string &id : culprit.ids)
      if ((position = state.program->positionOf(id)) >= 0)
        break;
    if (position < 0)
      return llvm::failure();
    f.position = static_cast<unsigned>(position);
    mlir::Operation *op = state.program->ops()[f.position];
    std::vector<std::string> ids = Workload::identities(op->getLoc());
    f.id = ids.empty() ? "" : ids.front();
    f.name = op->getName().getStringRef().str();
    f.location = Workload::sourcePosition(op->getLoc());
    f.verdict = std::move(atHi);
    size_t own = hi - 1;
    if (own < f.verdict.outputs.size() &&
        f.verdict.outputs[own].kind != VerdictKind::Pass)
      f.output = static_cast<int>(own);
    else
      for (size_t i = 0; i < f.verdict.outputs.size() && f.output < 0; ++i)
        if (f.verdict.outputs[i].kind != VerdictKind::Pass)
          f.output = static_cast<int>(i);
    if (f.output >= 0)
      f.operandSummary = describeOperands(
          *state.program, f.position, f.verdict.outputs[f.output].worst.index);
    state.op = std::move(f);
    return llvm::success();
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createOpStage() {
  return std::make_unique<OpStage>();
}
