//===- OpStage.cpp - The first op of the kernel that goes wrong -----------===//
//
// Truncates the culprit kernel to find its first wrong value. The payload
// view makes the kernel, as the culprit pass received it, yield its first i
// payload values (KernelTruncation.h); when that module cannot be
// interpreted, the source view outlines its first i source ops instead. A
// binary search finds the first i whose value is wrong; that op is the
// culprit, reported with its source location, its operand values at the
// worst element and the expected against the actual value there.
//
//===----------------------------------------------------------------------===//

#include "bisect/FirstFailing.h"
#include "bisect/KernelTruncation.h"
#include "bisect/Triage.h"
#include "target/mlir/PassPipeline.h"

#include "ir/Workload.h"

#include "interp/Reference.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

#include <cstdio>
#include <limits>

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

/// The operands of the source op at the failing element `index` of an
/// output shaped `shape`: the same index where ranks agree (broadcast
/// dimensions read 0), the same linear index where only unit dimensions
/// differ (the kernel's iteration space after fold-unit-extent-dims), else
/// the operand's type.
std::string describeOperands(const SourceProgram &program, unsigned position,
                             const std::vector<int64_t> &shape,
                             const std::vector<int64_t> &index) {
  int64_t linear = 0, elements = 1;
  for (size_t d = 0; d < shape.size() && d < index.size(); ++d) {
    linear = linear * shape[d] + index[d];
    elements *= shape[d];
  }
  std::string out;
  for (mlir::Value v : program.ops()[position]->getOperands()) {
    std::optional<ValueSite> site = program.siteOf(v);
    if (!site)
      continue;
    const Tensor &t = program.value(*site);
    if (!out.empty())
      out += ", ";
    if (t.shape().size() != index.size()) {
      if (t.numElements() == elements) {
        out += formatScalar(t, linear);
        continue;
      }
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

/// The finding for source op `position`, judged by `verdict`: its output
/// `own` when that one fails, else the first failing output.
OpFinding findingAt(const SourceProgram &program, unsigned position,
                    Verdict verdict, std::optional<size_t> own) {
  OpFinding f;
  f.position = position;
  mlir::Operation *op = program.ops()[position];
  std::vector<std::string> ids = Workload::identities(op->getLoc());
  f.id = ids.empty() ? "" : ids.front();
  f.name = op->getName().getStringRef().str();
  f.location = Workload::sourcePosition(op->getLoc());
  f.verdict = std::move(verdict);
  auto fails = [&](size_t i) {
    return i < f.verdict.outputs.size() &&
           f.verdict.outputs[i].kind != VerdictKind::Pass;
  };
  if (own && fails(*own))
    f.output = static_cast<int>(*own);
  for (size_t i = 0; f.output < 0 && i < f.verdict.outputs.size(); ++i)
    if (fails(i))
      f.output = static_cast<int>(i);
  if (f.output >= 0)
    f.operandSummary = describeOperands(
        program, position, f.verdict.outputs[f.output].spec.shape,
        f.verdict.outputs[f.output].worst.index);
  return f;
}

class OpStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "ops"; }

  Status run(TriageState &state, StageReport &report) override {
    if (!state.kernel) {
      report.outcome = "skipped";
      return Status::Continue;
    }
    std::string why;
    if (failed(truncatePayload(state)) && !truncateSource(state) &&
        !cutTracedKernel(state, why)) {
      report.outcome = "not-reproduced";
      report.summary =
          "the kernel's source ops outlined and compiled on their own do not "
          "fail: the failure needs the kernel as the whole program compiles "
          "it" +
          (why.empty() ? std::string() : ", and it cannot be cut: " + why);
      return Status::Continue;
    }
    const OpFinding &f = *state.op;
    report.outcome = "found";
    report.summary =
        "op " + std::to_string(f.indexInKernel + 1) + " of " +
        std::to_string(f.kernelOps) + " in the kernel (" + f.view +
        " view): " + (f.payloadOp.empty() ? "" : f.payloadOp + " of ") +
        f.name + " at " + f.location;
    return Status::Continue;
  }

private:
  /// The source view: the kernel's first i source ops (with the context it
  /// fails in) outlined, so that the pipeline fuses them into the kernel's
  /// first i ops. False when the whole kernel outlined so does not fail (a
  /// kernel found in the compiled program, not in isolation: a dispatch
  /// judged on the values it read).
  static bool truncateSource(TriageState &state) {
    const KernelFinding &k = *state.kernel;
    const std::vector<unsigned> &ops = k.kernel.sourceOps;
    std::string pipeline = state.stagePipeline();
    std::optional<SubgraphProbe> atHi;
    Verdict verdictAtHi = k.verdict;
    auto fails = [&](size_t count) {
      std::vector<unsigned> unit = k.context;
      unit.insert(unit.end(), ops.begin(), ops.begin() + count);
      auto p = prepareSubgraph(state, unit, pipeline);
      if (failed(p))
        return false;
      Verdict v = p->judgeOn(*state.probes);
      if (!state.reproduces(v))
        return false;
      verdictAtHi = std::move(v);
      atHi = std::move(*p);
      return true;
    };
    // The context alone is known to pass; the whole kernel outlined tells
    // which output is which (and is cached when the kernel stage ran it).
    if (!fails(ops.size()))
      return false;
    size_t hi = firstFailing<size_t>(0, ops.size(), fails);
    unsigned position = ops[hi - 1];
    std::optional<size_t> own;
    if (atHi)
      for (size_t i = 0; i < atHi->subgraph.results.size(); ++i)
        if (atHi->subgraph.results[i].position == position)
          own = i;
    OpFinding f =
        findingAt(*state.program, position, std::move(verdictAtHi), own);
    f.view = "source";
    f.indexInKernel = hi - 1;
    f.kernelOps = ops.size();
    state.op = std::move(f);
    return true;
  }

  /// The executable view: the traced kernel, compiled with the whole
  /// program, made to write the value of each source op in turn in place of
  /// its output (CompileOptions::cutKernel); the rest of the program runs
  /// as before, so the kernel reads what it read. Each value is judged
  /// against that op's value in the whole workload's reference, whose
  /// bounds cover every legal error upstream.
  static bool cutTracedKernel(TriageState &state, std::string &why) {
    const KernelFinding &k = *state.kernel;
    if (!state.probes->target().controls().kernelCut ||
        k.snapshotPass != "dispatch tracing")
      return false;
    if (k.verdict.outputs.size() != 1) {
      why =
          "it writes " + std::to_string(k.verdict.outputs.size()) + " outputs";
      return false;
    }
    int64_t written = k.verdict.outputs[0].spec.numElements();
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    request.options.traceKernels = true;
    request.options.cutKernel = k.kernel.opName;
    request.options.cutPoint = std::numeric_limits<size_t>::max();
    ProbeResult listed = state.probes->run(request);
    if (listed.status != ProbeStatus::Ok) {
      why = listed.message;
      return false;
    }
    // Each source op of the kernel at the last point computing its value,
    // when that value fills the kernel's output.
    struct Cut {
      size_t point;
      unsigned position;
    };
    std::vector<Cut> cuts;
    for (unsigned position : k.kernel.sourceOps) {
      mlir::Operation *op = state.program->ops()[position];
      std::vector<std::string> ids = Workload::identities(op->getLoc());
      if (ids.empty() || op->getNumResults() != 1)
        continue;
      std::optional<size_t> last;
      for (size_t i = 0; i < listed.kernelPoints.size(); ++i)
        if (llvm::is_contained(listed.kernelPoints[i].sourceOps, ids.front()))
          last = i;
      const Tensor &value = state.program->value({position, 0});
      if (last && value.numElements() == written &&
          (cuts.empty() || cuts.back().point < *last))
        cuts.push_back({*last, position});
    }
    if (cuts.empty() || cuts.back().point + 1 != listed.kernelPoints.size()) {
      why = "no point of its executable writes the value of its last source "
            "op";
      return false;
    }
    auto outputOf = [&](const ProbeResult &r) -> const Buffer * {
      if (r.status != ProbeStatus::Ok || r.kernelTraces.size() <= k.index ||
          r.kernelTraces[k.index].name != k.kernel.opName ||
          r.kernelTraces[k.index].outputs.size() != 1)
        return nullptr;
      return &r.kernelTraces[k.index].outputs[0];
    };
    Verdict atHi;
    auto fails = [&](size_t count) {
      const Cut &cut = cuts[count - 1];
      request.options.cutPoint = cut.point;
      ProbeResult run = state.probes->run(request);
      const Buffer *output = outputOf(run);
      if (!output)
        return false;
      const Tensor &value = state.program->value({cut.position, 0});
      ProbeResult asValue;
      asValue.status = ProbeStatus::Ok;
      asValue.outputs = {*output};
      asValue.outputs[0].spec.shape = value.shape();
      Verdict v = judge({value}, asValue, state.undefinedElements);
      if (!state.reproduces(v))
        return false;
      atHi = std::move(v);
      return true;
    };
    // Control: uncut, the executable handed back must write exactly what
    // the traced run recorded, or the cuts measure something else.
    ProbeRequest traced = request;
    traced.options.cutKernel.clear();
    traced.options.cutPoint = 0;
    ProbeResult original = state.probes->run(traced);
    request.options.cutPoint = cuts.back().point;
    ProbeResult control = state.probes->run(request);
    const Buffer *ran = outputOf(original), *handedBack = outputOf(control);
    if (!ran || !handedBack || ran->bytes != handedBack->bytes) {
      why = "its executable handed back to IREE uncut does not write what "
            "ran" +
            (control.status == ProbeStatus::Ok ? std::string()
                                               : " (" + control.message + ")");
      return false;
    }
    if (!fails(cuts.size())) {
      why = "its output, written through a cut executable, does not fail";
      return false;
    }
    size_t hi = firstFailing<size_t>(0, cuts.size(), fails);
    const Cut &culprit = cuts[hi - 1];
    OpFinding f =
        findingAt(*state.program, culprit.position, std::move(atHi), 0);
    f.view = "executable";
    f.payloadOp = listed.kernelPoints[culprit.point].op;
    f.indexInKernel =
        static_cast<size_t>(llvm::find(k.kernel.sourceOps, culprit.position) -
                            k.kernel.sourceOps.begin());
    f.kernelOps = k.kernel.sourceOps.size();
    state.op = std::move(f);
    return true;
  }

  /// The module the culprit pass received.
  static std::optional<std::string> moduleBeforeCulprit(TriageState &state) {
    size_t k = state.pass->index;
    if (k == 0)
      return state.workload->text();
    std::vector<std::string> snapshots = state.snapshots();
    if (snapshots.size() < k)
      return std::nullopt;
    return snapshots[k - 1];
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

    Verdict atHi;
    auto fails = [&](size_t count) {
      auto text = truncateKernel(ctx, kernel->moduleText, kernel->entry, count);
      if (failed(text))
        return false;
      auto reference = computeReferenceQuietly(
          ctx, *text, kernel->entry, kernel->inputs, state.referenceLanes());
      if (failed(reference))
        return false;
      Verdict v = judge(reference->outputs,
                        state.probes->run(state.request(
                            *text, kernel->entry, kernel->inputs, pipeline)),
                        reference->undefinedElements);
      if (!state.reproduces(v))
        return false;
      atHi = std::move(v);
      return true;
    };
    if (!fails(payload->size()))
      return llvm::failure();
    size_t hi = firstFailing<size_t>(0, payload->size(), fails);
    const PayloadOp &culprit = (*payload)[hi - 1];
    int position = -1;
    for (const std::string &id : culprit.ids)
      if ((position = state.program->positionOf(id)) >= 0)
        break;
    if (position < 0)
      return llvm::failure();
    // Truncated kernels return the payload values alone, in order.
    OpFinding f =
        findingAt(*state.program, unsigned(position), std::move(atHi), hi - 1);
    f.view = "payload";
    f.payloadOp = culprit.name;
    f.indexInKernel = hi - 1;
    f.kernelOps = payload->size();
    state.op = std::move(f);
    return llvm::success();
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createOpStage() {
  return std::make_unique<OpStage>();
}
