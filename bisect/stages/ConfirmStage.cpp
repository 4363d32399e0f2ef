//===- ConfirmStage.cpp - Does the failure reproduce, every time? ---------===//
//
// Compiles and runs the whole workload with the whole pipeline several
// times, each run after the first in a process of its own. A failure that
// comes and goes, or outputs that change from run to run, point at
// nondeterminism (a race, uninitialized memory) rather than at a
// deterministic rewrite; triage goes on with the first failing run but
// says so.
//
// Alongside, when compiling above -O0, one run at -O0: a failure that
// shows there too does not need LLVM's optimizer, and later stages probe at
// -O0, where a large module compiles in about half the time.
//
// With a known signature (TriageState::known) the -O0 run goes first and
// alone: when it fails with the signature's kind, that is the failure to
// locate, and the optimized runs are not needed to say what it is.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"
#include "target/mlir/PassPipeline.h"

#include "ir/Workload.h"

#include <future>

using namespace defuse;

namespace {

class ConfirmStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "confirm"; }

  Status run(TriageState &state, StageReport &report) override {
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    bool levels = state.probes->target().controls().llvmOptLevels;
    if (levels && state.known && state.llvmOptLevel > 0 &&
        reproducesKnownAtO0(state, request, report))
      return Status::Continue;
    std::future<ProbeResult> atO0;
    if (levels && state.llvmOptLevel > 0) {
      ProbeRequest unoptimized = request;
      unoptimized.options.llvmOptLevel = 0;
      atO0 = std::async(std::launch::async, [&state, unoptimized] {
        return state.probes->run(unoptimized);
      });
    }
    // The first run as every later probe runs (in a resident worker, where
    // the compiler has one), the others each in a process of its own: a
    // worker may leave the same garbage in memory run after run, and the
    // failure must repeat where the printed command would run it.
    std::vector<ProbeResult> runs = {state.probes->runAgain(request)};
    ProbeRequest fresh = request;
    fresh.options.freshProcess = true;
    if (state.confirmRuns > 1)
      for (ProbeResult &r :
           state.probes->runAgain(fresh, state.confirmRuns - 1))
        runs.push_back(std::move(r));
    std::vector<Verdict> verdicts;
    std::vector<std::vector<Buffer>> outputs;
    for (ProbeResult &r : runs) {
      verdicts.push_back(judge(state.reference, r, state.undefinedElements));
      outputs.push_back(std::move(r.outputs));
    }
    unsigned failing = 0;
    for (const Verdict &v : verdicts) {
      if (!isMiscompile(v.kind))
        continue;
      if (!failing++)
        state.verdict = v;
    }
    for (size_t i = 1; i < verdicts.size(); ++i) {
      bool sameBytes = outputs[i].size() == outputs[0].size();
      for (size_t k = 0; sameBytes && k < outputs[i].size(); ++k)
        sameBytes = outputs[i][k].bytes == outputs[0][k].bytes;
      if (verdicts[i].kind != verdicts[0].kind || !sameBytes)
        state.nondeterministic = true;
    }
    state.reproduced = failing > 0;
    if (state.reproduced && state.known &&
        !sameFailureKind(state.known->kind, state.verdict.kind)) {
      state.reproduced = false;
      report.outcome = "other-failure";
      report.summary = "the workload fails with " +
                       std::string(verdictKindName(state.verdict.kind)) +
                       ", not " + verdictKindName(state.known->kind);
      return Status::Stop;
    }
    if (atO0.valid()) {
      Verdict v = judge(state.reference, atO0.get(), state.undefinedElements);
      state.reproducesAtO0 = state.reproduced && v.kind == state.verdict.kind;
    }
    if (!state.reproduced) {
      state.verdict = verdicts.front();
      report.outcome = "not-reproduced";
      report.summary = "the workload passes (" +
                       std::string(verdictKindName(verdicts.front().kind)) +
                       " in " + std::to_string(verdicts.size()) + " runs)";
      return Status::Stop;
    }
    report.outcome = state.nondeterministic ? "nondeterministic" : "reproduced";
    report.summary =
        std::string(verdictKindName(state.verdict.kind)) + " in " +
        std::to_string(failing) + " of " + std::to_string(verdicts.size()) +
        " runs" +
        (state.nondeterministic ? ", outputs differ between runs"
                                : ", identical outputs") +
        (state.reproducesAtO0.value_or(false) ? "; the same at -O0" : "");
    return Status::Continue;
  }

private:
  /// Runs the whole workload once at -O0; when it fails with the known
  /// signature's kind, records that failure as the one to locate.
  static bool reproducesKnownAtO0(TriageState &state, ProbeRequest request,
                                  StageReport &report) {
    request.options.llvmOptLevel = 0;
    Verdict v = judge(state.reference, state.probes->run(request),
                      state.undefinedElements);
    if (!isMiscompile(v.kind) || !sameFailureKind(state.known->kind, v.kind))
      return false;
    state.verdict = v;
    state.reproduced = true;
    state.reproducesAtO0 = true;
    report.outcome = "reproduced";
    report.summary = std::string(verdictKindName(v.kind)) +
                     " at -O0, the signature's kind (-O" +
                     std::to_string(state.llvmOptLevel) + " not run)";
    return true;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createConfirmStage() {
  return std::make_unique<ConfirmStage>();
}
