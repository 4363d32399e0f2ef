//===- FuzzSetup.h - From `defuse fuzz`'s options to a campaign
//------------===//
//
// What `defuse fuzz` on one machine and a worker running one shard of a
// shared campaign both need: the campaign its options describe, and the
// hooks that print its progress and write its findings' reports.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_FUZZSETUP_H
#define DEFUSE_TOOLS_FUZZSETUP_H

#include "tools/Commands.h"

#include "fuzz/Campaign.h"

namespace defuse {

/// The campaign `o` describes for `target`: 0, or the exit code of what is
/// wrong with the options (said on stderr).
int campaignOptionsFor(const FuzzOptions &o, const Target &target,
                       CampaignOptions &c);

/// Progress and findings on stderr, and the reproducer and report of every
/// reduced finding written as `defuse triage --emit` writes them. Both
/// arguments must outlive the hooks.
CampaignHooks campaignHooks(const FuzzOptions &o, const CampaignOptions &c);

/// `defuse fuzz` with a server store: enqueues the campaign's shards, runs
/// shards until none is left (or the time is up), prints the campaign's
/// summary across every worker. Returns the exit code.
int fuzzOnServer(const FuzzOptions &o, const CampaignOptions &c);

} // namespace defuse

#endif // DEFUSE_TOOLS_FUZZSETUP_H
