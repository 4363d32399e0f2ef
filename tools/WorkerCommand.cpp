//===- WorkerCommand.cpp - defuse worker, defuse campaign status ----------===//
//
// A worker is what a launcher starts on each machine (a Slurm array task, a
// Kubernetes pod, a shell loop): it takes work items from the store until
// it is told to stop (SIGINT/SIGTERM: after the item it is running), has
// been idle long enough, or has run its quota. `defuse campaign status` is
// the view of the whole: who works, what waits, what was found how fast.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"
#include "tools/work/Worker.h"

#include "fuzz/FindingsStore.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <iostream>

using namespace defuse;
using json = nlohmann::ordered_json;
using llvm::failed;

namespace {

std::atomic<bool> gStopRequested{false};

extern "C" void requestStop(int) { gStopRequested = true; }

/// Seconds since the epoch of an ISO-8601 UTC time the store wrote.
double epochOf(const std::string &iso) {
  std::tm t{};
  if (!strptime(iso.c_str(), "%Y-%m-%dT%H:%M:%SZ", &t))
    return 0;
  return static_cast<double>(timegm(&t));
}

} // namespace

int defuse::workerCommand(const WorkerCommandOptions &o) {
  WorkerOptions wo;
  wo.db = o.db;
  wo.name = o.name;
  wo.leaseSeconds = o.leaseSeconds;
  wo.log = [&](const std::string &line) {
    if (!o.quiet)
      std::fprintf(stderr, "worker: %s\n", line.c_str());
  };
  std::string error;
  auto worker = Worker::start(wo, error);
  if (!worker) {
    cli::printError(o.db, error);
    return cli::storeExitCode(o.db);
  }
  std::signal(SIGINT, requestStop);
  std::signal(SIGTERM, requestStop);
  wo.log("started as " + worker->name() + " on " + o.db +
         (o.queue.empty() ? "" : ", queue " + o.queue));
  auto idleSince = std::chrono::steady_clock::now();
  int64_t items = 0;
  while (!gStopRequested && (o.maxItems < 0 || items < o.maxItems)) {
    auto ran = worker->runOne(o.queue);
    if (failed(ran)) {
      cli::printError(o.db, worker->queue().lastError());
      return kExitStoreUnavailable;
    }
    if (*ran) {
      ++items;
      idleSince = std::chrono::steady_clock::now();
      continue;
    }
    double idle = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - idleSince)
                      .count();
    if (o.idleExitSeconds >= 0 && idle >= o.idleExitSeconds)
      break;
    double wait = 5;
    if (o.idleExitSeconds >= 0)
      wait = std::max(0.05, std::min(wait, o.idleExitSeconds - idle));
    worker->queue().waitForWork(wait);
  }
  const WorkerTally &t = worker->tally();
  std::printf("worker %s: %lld done, %lld failed, %lld lost\n",
              worker->name().c_str(), static_cast<long long>(t.done),
              static_cast<long long>(t.failed), static_cast<long long>(t.lost));
  return kExitPass;
}

int defuse::campaignStatusCommand(const CampaignStatusOptions &o) {
  std::string error;
  auto store = FindingsStore::open(o.db, error);
  if (!store) {
    cli::printError(o.db, error);
    return cli::storeExitCode(o.db);
  }
  WorkQueue queue(store->connection());
  auto now = queue.now();
  auto workers = queue.workers();
  auto items = queue.items("");
  if (failed(now) || failed(workers) || failed(items)) {
    cli::printError(o.db, queue.lastError());
    return cli::storeExitCode(o.db);
  }
  auto workerState = [&](const WorkerRecord &w) -> std::string {
    if (w.state == "stopped")
      return "stopped";
    return *now - w.heartbeat <= o.staleSeconds ? "alive" : "lost";
  };
  std::map<std::string, int64_t> byWorkerState = {
      {"alive", 0}, {"lost", 0}, {"stopped", 0}};
  for (const WorkerRecord &w : *workers)
    ++byWorkerState[workerState(w)];
  // Queue -> state -> items.
  std::map<std::string, std::map<std::string, int64_t>> byQueue;
  for (const WorkItem &item : *items)
    ++byQueue[item.queue][item.state];
  std::vector<CampaignRecord> campaigns = store->campaigns();
  std::vector<Finding> findings = store->findings();
  double nowIso = static_cast<double>(std::time(nullptr));

  json j;
  j["store"] = store->path();
  j["workers"] = byWorkerState;
  json workerList = json::array();
  for (const WorkerRecord &w : *workers)
    workerList.push_back({{"name", w.name},
                          {"host", w.host},
                          {"pid", w.pid},
                          {"state", workerState(w)},
                          {"heartbeat_age", *now - w.heartbeat},
                          {"done", w.itemsDone},
                          {"failed", w.itemsFailed}});
  j["worker_list"] = workerList;
  json queues = json::object();
  for (auto &[name, states] : byQueue) {
    json q = {{"pending", 0}, {"leased", 0}, {"done", 0}, {"poisoned", 0}};
    for (auto &[state, n] : states)
      q[state] = n;
    queues[name] = q;
  }
  j["queues"] = queues;
  json poisoned = json::array();
  for (const WorkItem &item : *items)
    if (item.state == "poisoned")
      poisoned.push_back({{"id", item.id},
                          {"key", item.key},
                          {"attempts", item.attempts},
                          {"error", item.lastError}});
  j["poisoned"] = poisoned;
  json campaignList = json::array();
  for (const CampaignRecord &c : campaigns) {
    int64_t found = 0, silent = 0, lastHour = 0;
    for (const Finding &f : findings)
      if (f.firstCampaign == c.id) {
        ++found;
        silent += f.rank == 0;
        lastHour += nowIso - epochOf(f.created) <= 3600;
      }
    double hours = (epochOf(c.updated) - epochOf(c.started)) / 3600;
    campaignList.push_back(
        {{"id", c.id},
         {"seed", c.seed},
         {"programs", c.programs},
         {"findings", found},
         {"silent", silent},
         {"findings_per_hour", hours > 0 ? found / hours : 0.0},
         {"findings_last_hour", lastHour},
         {"started", c.started},
         {"updated", c.updated}});
  }
  j["campaigns"] = campaignList;
  if (o.json) {
    std::cout << j.dump(2) << "\n";
    return kExitPass;
  }
  std::printf("store     %s\n", store->path().c_str());
  std::printf("workers   %lld alive, %lld lost, %lld stopped\n",
              static_cast<long long>(byWorkerState["alive"]),
              static_cast<long long>(byWorkerState["lost"]),
              static_cast<long long>(byWorkerState["stopped"]));
  for (const json &w : workerList)
    std::printf("  %-28s %-8s done %lld, failed %lld, heartbeat %.0f s ago\n",
                w["name"].get<std::string>().c_str(),
                w["state"].get<std::string>().c_str(),
                static_cast<long long>(w["done"].get<int64_t>()),
                static_cast<long long>(w["failed"].get<int64_t>()),
                w["heartbeat_age"].get<double>());
  for (auto &[name, q] : queues.items())
    std::printf("queue     %s: %lld pending, %lld leased, %lld done, %lld "
                "poisoned\n",
                name.c_str(),
                static_cast<long long>(q["pending"].get<int64_t>()),
                static_cast<long long>(q["leased"].get<int64_t>()),
                static_cast<long long>(q["done"].get<int64_t>()),
                static_cast<long long>(q["poisoned"].get<int64_t>()));
  for (const json &p : poisoned)
    std::printf("  poisoned %s after %lld attempts: %s\n",
                p["key"].get<std::string>().c_str(),
                static_cast<long long>(p["attempts"].get<int64_t>()),
                p["error"].get<std::string>().c_str());
  for (const json &c : campaignList)
    std::printf("campaign  %lld seed %llu: %lld programs, %lld findings (%lld "
                "silent), %.1f findings/hour, %lld in the last hour\n",
                static_cast<long long>(c["id"].get<int64_t>()),
                static_cast<unsigned long long>(c["seed"].get<uint64_t>()),
                static_cast<long long>(c["programs"].get<int64_t>()),
                static_cast<long long>(c["findings"].get<int64_t>()),
                static_cast<long long>(c["silent"].get<int64_t>()),
                c["findings_per_hour"].get<double>(),
                static_cast<long long>(c["findings_last_hour"].get<int64_t>()));
  return kExitPass;
}
