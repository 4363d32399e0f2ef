//===- WorkQueue.h - Work items leased to workers on many machines --------===//
//
// The work of a campaign (its shards, the triage of a finding, an agent's
// run, a filter run) is rows in the store, taken by whichever worker asks
// first: PostgreSQL's queue pattern, not a scheduler of our own. A worker
// leases an item in a short transaction (`SELECT ... FOR UPDATE SKIP LOCKED`
// on PostgreSQL, the write lock on SQLite) that writes a lease expiry, a
// fresh lease token and attempts + 1; it extends the lease while it works
// (heartbeat) and completes the item with its token. A worker that dies
// (node lost, OOM, SIGKILL) costs its lease and nothing else: once the lease
// expires another worker takes the item. A worker whose lease was given away
// cannot complete the item, and an item that failed or lost its lease
// max_attempts times is poisoned with its last error instead of retried.
//
// Leases never hold a transaction open: a killed worker's open transaction
// can keep its row locks until the server notices, an expiry column cannot.
// Expiries are on the database's clock, the one clock every machine shares.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_STORE_WORKQUEUE_H
#define DEFUSE_STORE_WORKQUEUE_H

#include "store/Connection.h"

#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace defuse {

struct WorkItem {
  int64_t id = 0;
  std::string queue;   // e.g. "campaign:7": the items one command waits for
  std::string kind;    // which WorkKind runs it, e.g. "fuzz-shard"
  std::string key;     // unique: enqueuing a key twice adds nothing
  std::string payload; // JSON, the kind's input
  std::string state;   // pending, leased, done, poisoned
  int64_t attempts = 0, maxAttempts = 3;
  std::string leaseToken, leaseOwner;
  std::string result, lastError; // result: JSON, the kind's output
};

struct WorkerRecord {
  std::string name, host;
  int64_t pid = 0;
  double started = 0, heartbeat = 0; // seconds since the epoch (database)
  std::string state;                 // running, stopped
  int64_t itemsDone = 0, itemsFailed = 0;
};

class WorkQueue {
public:
  /// Opens the store at `location` (see FindingsStore::open) with a
  /// connection of its own.
  static std::unique_ptr<WorkQueue> open(const std::string &location,
                                         std::string &error);
  /// The queue over a connection someone else owns (and keeps alive).
  explicit WorkQueue(Connection &connection) : db(connection) {}

  const std::string &lastError() const { return errorText; }
  /// Seconds since the epoch on the database's clock.
  llvm::FailureOr<double> now();

  /// Adds an item unless one with `key` exists; true when added. Wakes idle
  /// workers.
  llvm::FailureOr<bool> enqueue(const std::string &queue,
                                const std::string &kind, const std::string &key,
                                const std::string &payload,
                                int64_t maxAttempts = 3);
  /// The oldest item of `queue` ("": of any queue) that is pending or whose
  /// lease expired, leased to `worker` for `leaseSeconds`; none when there
  /// is nothing to take. Expired items out of attempts are poisoned first.
  llvm::FailureOr<std::optional<WorkItem>> lease(const std::string &queue,
                                                 const std::string &worker,
                                                 double leaseSeconds);
  /// Extends the lease of `item`; false when it is no longer the holder's
  /// (expired and taken by another worker, or finished).
  llvm::FailureOr<bool> heartbeat(const WorkItem &item, double leaseSeconds);
  /// Marks `item` done with `result`, only with the current lease token:
  /// false when the lease was given away (the result is dropped).
  llvm::FailureOr<bool> complete(const WorkItem &item,
                                 const std::string &result);
  /// Gives `item` back after a failure: pending again, or poisoned with
  /// `error` once out of attempts. False when the lease was given away.
  llvm::FailureOr<bool> fail(const WorkItem &item, const std::string &error);

  /// Items of `queue` ("": all) by state.
  llvm::FailureOr<std::map<std::string, int64_t>>
  counts(const std::string &queue);
  /// Items of `queue` ("": all), ordered by id; only those in `state` when
  /// it is not empty.
  llvm::FailureOr<std::vector<WorkItem>> items(const std::string &queue,
                                               const std::string &state = "");
  /// How many items `queue` holds, in any state.
  llvm::FailureOr<int64_t> itemCount(const std::string &queue);

  /// Blocks until an item may have been enqueued or `seconds` passed.
  void waitForWork(double seconds);

  llvm::LogicalResult registerWorker(const std::string &name,
                                     const std::string &host, int64_t pid);
  llvm::LogicalResult workerHeartbeat(const std::string &name);
  llvm::LogicalResult stopWorker(const std::string &name);
  llvm::LogicalResult countWorkerItem(const std::string &name, bool done);
  llvm::FailureOr<std::vector<WorkerRecord>> workers();

private:
  llvm::LogicalResult fail(const std::string &what);

  std::unique_ptr<Connection> owned;
  Connection &db;
  std::string errorText;

  WorkQueue(std::unique_ptr<Connection> connection)
      : owned(std::move(connection)), db(*owned) {}
};

/// A fresh random lease token (128 bits, hex).
std::string newLeaseToken();

} // namespace defuse

#endif // DEFUSE_STORE_WORKQUEUE_H
