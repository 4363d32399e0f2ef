//===- DistributedFuzz.cpp - One campaign on many machines ----------------===//
//
// With a server store (`--db postgresql://...`) a campaign is shards of
// programs in the store's work queue: `defuse fuzz` enqueues the shards of
// its seed (enqueuing is idempotent, so every machine may do it) and runs
// shards until none is left, alongside every other `defuse fuzz` of the same
// seed and every `defuse worker`. Program i of a campaign is a function of
// the seed and i whichever worker runs it (CampaignOptions::firstProgram),
// so a campaign's findings do not depend on how many machines ran it.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/FuzzSetup.h"
#include "tools/Session.h"
#include "tools/work/Worker.h"

#include "fuzz/FindingTriage.h"
#include "fuzz/FindingsStore.h"
#include "interp/Reference.h"
#include "target/Targets.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <limits>

using namespace defuse;
using json = nlohmann::ordered_json;
using llvm::failed;

namespace {

/// Items of the campaign of `seed` wait in this queue.
std::string campaignQueue(uint64_t seed) {
  return "campaign:" + std::to_string(seed);
}

std::string triageKey(int64_t finding) {
  return "triage:finding=" + std::to_string(finding);
}

std::string shardKey(uint64_t seed, int64_t shard) {
  return "fuzz:seed=" + std::to_string(seed) +
         ":shard=" + std::to_string(shard);
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace

namespace {

/// What a worker needs to run part of the campaign `options` describe: the
/// compiler under test, the campaign's options, the store.
struct CampaignSetup {
  std::unique_ptr<Target> target;
  CampaignOptions campaign;
  std::unique_ptr<FindingsStore> store;
};

llvm::FailureOr<CampaignSetup> setUpCampaign(const FuzzOptions &options,
                                             std::string &error) {
  CampaignSetup setup;
  setup.target = cli::selectTarget(options.target, options.targetVersion,
                                   options.targetPython, options.targetFlags,
                                   options.versionFlag);
  if (!setup.target) {
    error = "compiler under test '" + options.target + "' is not available";
    return llvm::failure();
  }
  setFlushSubnormals(setup.target->controls().flushesSubnormals);
  setMinMaxZeroSignOpen(setup.target->controls().minMaxZeroSignOpen);
  if (int rc = campaignOptionsFor(options, *setup.target, setup.campaign)) {
    error = "the campaign's options are refused here (exit " +
            std::to_string(rc) + ")";
    return llvm::failure();
  }
  setup.store = FindingsStore::open(options.db, error);
  if (!setup.store)
    return llvm::failure();
  return setup;
}

json triageRequestJson(const FindingTriageRequest &r) {
  return {{"finding", r.finding},
          {"pipeline", r.pipeline},
          {"opt_level", r.llvmOptLevel},
          {"target_flags", r.targetFlags}};
}

} // namespace

llvm::FailureOr<std::string>
defuse::runFuzzShard(const FuzzOptions &options, int64_t first, int64_t count,
                     const std::function<bool()> &keepGoing,
                     const std::function<void(const std::string &)> &log,
                     std::string &error) {
  auto setup = setUpCampaign(options, error);
  if (failed(setup))
    return llvm::failure();
  CampaignOptions &c = setup->campaign;
  c.firstProgram = first;
  c.maxPrograms = count;
  c.seconds = std::numeric_limits<double>::infinity();
  CampaignHooks hooks = campaignHooks(options, c);
  hooks.progress = nullptr;
  hooks.log = [&](const std::string &line) {
    if (log)
      log("programs " + std::to_string(first) + ".." +
          std::to_string(first + count - 1) + ": " + line);
  };
  hooks.keepGoing = keepGoing;
  // A new finding's reduction is an item of the campaign's queue: the
  // shard goes on with its programs, and any worker reduces the finding.
  WorkQueue queue(setup->store->connection());
  std::string shardOptions = fuzzOptionsJson(options);
  hooks.deferTriage = [&](const FindingTriageRequest &request,
                          std::string &why) {
    json payload = {{"fuzz", json::parse(shardOptions)},
                    {"triage", triageRequestJson(request)}};
    if (succeeded(queue.enqueue(campaignQueue(options.seed), "finding-triage",
                                triageKey(request.finding), payload.dump())))
      return true;
    why = queue.lastError();
    return false;
  };
  auto stats = runCampaign(*setup->store, c, hooks, error);
  if (failed(stats))
    return llvm::failure();
  json result = {
      {"campaign", stats->campaign},      {"first_program", first},
      {"programs", stats->programs},      {"rejected", stats->rejected},
      {"probes", stats->probes},          {"new_findings", stats->newFindings},
      {"repeat_hits", stats->repeatHits}, {"seconds", stats->seconds}};
  if (stats->programs < count) {
    error = "stopped after " + std::to_string(stats->programs) + " of " +
            std::to_string(count) + " programs";
    return llvm::failure();
  }
  return result.dump();
}

llvm::FailureOr<std::string> defuse::runFindingTriage(
    const FuzzOptions &options, const FindingTriageRequest &request,
    const std::function<void(const std::string &)> &log, std::string &error) {
  auto setup = setUpCampaign(options, error);
  if (failed(setup))
    return llvm::failure();
  CampaignHooks hooks = campaignHooks(options, setup->campaign);
  hooks.progress = nullptr;
  hooks.log = [&](const std::string &line) {
    if (log)
      log(line);
  };
  auto f = triageStoredFinding(*setup->store, request, setup->campaign, hooks,
                               error);
  if (failed(f))
    return llvm::failure();
  json result = {{"finding", f->id},
                 {"state", findingStateName(f->state)},
                 {"signature", f->signature},
                 {"report", f->reportDir},
                 {"note", f->note}};
  return result.dump();
}

llvm::FailureOr<FindingTriageRequest>
defuse::findingTriageRequestFromJson(llvm::StringRef text, std::string &error) {
  FindingTriageRequest r;
  json payload = json::parse(text, nullptr, false);
  if (!payload.is_object() || !payload["finding"].is_number_integer() ||
      !payload["pipeline"].is_string() ||
      !payload["opt_level"].is_number_unsigned() ||
      !payload["target_flags"].is_array()) {
    error = "not a finding triage's payload";
    return llvm::failure();
  }
  r.finding = payload["finding"].get<int64_t>();
  r.pipeline = payload["pipeline"].get<std::string>();
  r.llvmOptLevel = payload["opt_level"].get<unsigned>();
  for (const auto &flag : payload["target_flags"]) {
    if (!flag.is_string()) {
      error = "not a finding triage's payload (a target flag is no string)";
      return llvm::failure();
    }
    r.targetFlags.push_back(flag.get<std::string>());
  }
  return r;
}

int defuse::fuzzOnServer(const FuzzOptions &o, const CampaignOptions &c) {
  auto say = [&](const std::string &line) {
    if (!o.quiet)
      std::fprintf(stderr, "fuzz: %s\n", line.c_str());
  };
  if (o.shardPrograms <= 0) {
    cli::printError("--shard-programs", "must be positive");
    return kExitUsage;
  }
  std::string error;
  auto store = FindingsStore::open(o.db, error);
  if (!store) {
    cli::printError(o.db, error);
    return kExitStoreUnavailable;
  }
  auto record = store->beginCampaign(o.seed, campaignRecordOptions(c));
  if (failed(record)) {
    cli::printError(o.db, store->lastError());
    return kExitStoreUnavailable;
  }
  WorkerOptions wo;
  wo.db = o.db;
  wo.leaseSeconds = o.leaseSeconds;
  wo.log = say;
  auto worker = Worker::start(wo, error);
  if (!worker) {
    cli::printError(o.db, error);
    return kExitStoreUnavailable;
  }
  WorkQueue &queue = worker->queue();
  std::string queueName = campaignQueue(o.seed);
  FuzzOptions shardOptions = o;
  shardOptions.findingsDir = c.findingsDir;
  std::string options = fuzzOptionsJson(shardOptions);
  auto enqueueShard = [&](int64_t shard, int64_t count) {
    json payload = {{"fuzz", json::parse(options)},
                    {"first", shard * o.shardPrograms},
                    {"count", count}};
    return queue.enqueue(queueName, "fuzz-shard", shardKey(o.seed, shard),
                         payload.dump());
  };

  bool bounded = o.maxPrograms >= 0;
  if (bounded)
    for (int64_t shard = 0; shard * o.shardPrograms < o.maxPrograms; ++shard)
      if (failed(enqueueShard(
              shard, std::min(o.shardPrograms,
                              o.maxPrograms - shard * o.shardPrograms)))) {
        cli::printError(o.db, queue.lastError());
        return kExitStoreUnavailable;
      }

  auto started = std::chrono::steady_clock::now();
  say("joined campaign " + std::to_string(record->id) + " (seed " +
      std::to_string(o.seed) + ") on " + store->path() + " as worker " +
      worker->name());
  while (secondsSince(started) < o.seconds) {
    auto ran = worker->runOne(queueName);
    if (failed(ran)) {
      cli::printError(o.db, queue.lastError());
      return kExitStoreUnavailable;
    }
    if (*ran)
      continue;
    if (!bounded) {
      // A campaign bounded by time alone grows by a shard whenever none is
      // waiting; two machines adding the same shard add it once.
      auto shards = queue.itemCount(queueName);
      if (failed(shards) || failed(enqueueShard(*shards, o.shardPrograms))) {
        cli::printError(o.db, queue.lastError());
        return kExitStoreUnavailable;
      }
      continue;
    }
    auto counts = queue.counts(queueName);
    if (failed(counts)) {
      cli::printError(o.db, queue.lastError());
      return kExitStoreUnavailable;
    }
    if ((*counts)["pending"] + (*counts)["leased"] == 0)
      break;
    // Shards other workers hold: wait for them to finish, or for a lease
    // to expire and take the shard over.
    queue.waitForWork(std::min(o.leaseSeconds / 4, 5.0));
  }

  auto counts = queue.counts(queueName);
  auto campaign = store->beginCampaign(o.seed, "");
  if (failed(counts) || failed(campaign)) {
    cli::printError(o.db,
                    failed(counts) ? queue.lastError() : store->lastError());
    return kExitStoreUnavailable;
  }
  std::vector<Finding> found;
  for (const Finding &f : store->findings())
    if (f.firstCampaign == campaign->id)
      found.push_back(f);
  const WorkerTally &t = worker->tally();
  if (o.json) {
    json j;
    j["campaign"] = campaign->id;
    j["seed"] = o.seed;
    j["store"] = store->path();
    j["worker"] = worker->name();
    j["programs"] = campaign->programs;
    j["work"] = *counts;
    j["this_worker"] = {
        {"done", t.done}, {"failed", t.failed}, {"lost", t.lost}};
    json list = json::array();
    for (const Finding &f : found)
      list.push_back({{"id", f.id},
                      {"signature", f.signature},
                      {"state", findingStateName(f.state)},
                      {"hits", f.hits}});
    j["findings"] = list;
    std::cout << j.dump(2) << "\n";
    return kExitPass;
  }
  std::printf("campaign  %lld (seed %llu) on %s\n",
              static_cast<long long>(campaign->id),
              static_cast<unsigned long long>(o.seed), store->path().c_str());
  std::printf("programs  %lld recorded by all workers\n",
              static_cast<long long>(campaign->programs));
  std::printf("items     %lld done, %lld leased, %lld pending, %lld "
              "poisoned (shards and finding triages); this worker (%s) ran "
              "%lld, failed %lld, lost %lld\n",
              static_cast<long long>((*counts)["done"]),
              static_cast<long long>((*counts)["leased"]),
              static_cast<long long>((*counts)["pending"]),
              static_cast<long long>((*counts)["poisoned"]),
              worker->name().c_str(), static_cast<long long>(t.done),
              static_cast<long long>(t.failed), static_cast<long long>(t.lost));
  std::printf("findings  %zu\n", found.size());
  for (const Finding &f : found)
    std::printf("  F%-4lld %-9s %3lld hits  %s\n", static_cast<long long>(f.id),
                findingStateName(f.state), static_cast<long long>(f.hits),
                f.signature.c_str());
  return (*counts)["poisoned"] > 0 ? kExitInternal : kExitPass;
}
