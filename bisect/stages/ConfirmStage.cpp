//===- ConfirmStage.cpp - Does the failure reproduce, every time? ---------===//
//
// Compiles and runs the whole workload with the whole pipeline several
// times. A failure that comes and goes, or outputs that change from run to
// run, point at nondeterminism (a race, uninitialized memory) rather than
// at a deterministic rewrite; triage goes on with the first failing run but
// says so.
//
//===----------------------------------------------------------------------===//

#include "bisect/PassPipeline.h"
#include "bisect/Triage.h"

#include "ir/Workload.h"

using namespace defuse;

namespace {

class ConfirmStage : public TriageStage {
public:
  llvm::StringRef name() const override { return "confirm"; }

  Status run(TriageState &state, StageReport &report) override {
    ProbeRequest request =
        state.request(state.workload->text(), state.workload->entryName(),
                      state.inputs, state.pipeline);
    std::vector<Verdict> verdicts;
    std::vector<std::vector<Buffer>> outputs;
    for (ProbeResult &r :
         state.probes->runAgain(request, std::max(1u, state.confirmRuns))) {
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
    if (!state.reproduced) {
      state.verdict = verdicts.front();
      report.outcome = "not-reproduced";
      report.summary = "the workload passes (" +
                       std::string(verdictKindName(verdicts.front().kind)) +
                       " in " + std::to_string(verdicts.size()) + " runs)";
      return Status::Stop;
    }
    report.outcome = state.nondeterministic ? "nondeterministic" : "reproduced";
    report.summary = std::string(verdictKindName(state.verdict.kind)) + " in " +
                     std::to_string(failing) + " of " +
                     std::to_string(verdicts.size()) + " runs" +
                     (state.nondeterministic ? ", outputs differ between runs"
                                             : ", identical outputs");
    return Status::Continue;
  }
};

} // namespace

std::unique_ptr<TriageStage> defuse::createConfirmStage() {
  return std::make_unique<ConfirmStage>();
}
