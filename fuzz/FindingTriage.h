//===- FindingTriage.h - Reducing a silent finding into its report --------===//
//
// A campaign names a silent finding's pass, kernel and op (its signature) as
// it meets it; reducing it into a reproducer and a report costs more than
// the program did. On one machine the campaign reduces the finding at once.
// In a campaign shared through a server store the reduction is a work item
// of its own (CampaignHooks::deferTriage), taken by any worker: the finding's
// program, seed and variant are in the store, and this unit triages it
// again from them, reduces it, writes its report and updates its row.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_FINDINGTRIAGE_H
#define DEFUSE_FUZZ_FINDINGTRIAGE_H

#include "bisect/Triage.h"
#include "fuzz/Campaign.h"
#include "interp/Reference.h"
#include "reduce/Signature.h"

#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace defuse {

/// How the finding's variant compiled its program: what the store's row
/// does not keep apart (its `pipeline` column holds the pipeline and the
/// flags as one line for humans).
struct FindingTriageRequest {
  int64_t finding = 0;
  std::string pipeline;
  unsigned llvmOptLevel = 2;
  std::vector<std::string> targetFlags;
};

/// The state a campaign triages a silent failure of `workload` in: compiled
/// as `compile` says (its `finding` unused), judged against `reference`,
/// every failure confirmed by two runs (a kernel that reads uninitialized
/// memory differs between them, and pass bisection is not to be trusted on
/// it).
TriageState
campaignTriageState(mlir::MLIRContext &context, const Workload &workload,
                    std::vector<Tensor> inputs, const Reference &reference,
                    const FindingTriageRequest &compile, ProbeRunner &probes);

/// The key a silent finding is stored under: drift and corruption of one
/// op by one pass are one bug seen at two magnitudes, and share it.
std::string findingSignatureKey(FailureSignature signature);

/// Reduces the triaged `state` of finding `f`, writes its reproducer and
/// report into the campaign's findings directory (hooks.emit), and sets
/// f.state and f.reportDir. The row is the caller's to update.
void reduceFinding(TriageState &state, Finding &f, ProbeRunner &probes,
                   const CampaignOptions &options, const CampaignHooks &hooks);

/// The work item: triages stored finding `request.finding` again from its
/// program and seed (confirm, pass, LLVM, kernel, op), reduces it, writes
/// its report and updates its row. A finding already reduced is left as it
/// is. Fails when the row is missing or its program cannot be checked
/// again; a failure that no longer reproduces is not an error (the row
/// says so in its note).
llvm::FailureOr<Finding>
triageStoredFinding(FindingsStore &store, const FindingTriageRequest &request,
                    const CampaignOptions &options, const CampaignHooks &hooks,
                    std::string &error);

} // namespace defuse

#endif // DEFUSE_FUZZ_FINDINGTRIAGE_H
