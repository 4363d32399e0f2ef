//===- WorkQueue.cpp - Leased work items in the store ---------------------===//

#include "store/WorkQueue.h"

#include "store/Schema.h"

#include <cstdio>
#include <random>

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Idle workers LISTEN here; enqueue NOTIFYs.
constexpr const char *kWorkChannel = "defuse_work";

constexpr const char *kItemColumns =
    "id, queue, kind, item_key, payload, state, attempts, max_attempts, "
    "lease_token, lease_owner, result, last_error";

SqlValue text(const std::string &s) { return SqlValue(s); }
SqlValue integer(int64_t i) { return SqlValue(i); }

WorkItem readItem(const SqlResult &r, size_t row) {
  WorkItem item;
  item.id = r.integer(row, 0);
  item.queue = r.text(row, 1);
  item.kind = r.text(row, 2);
  item.key = r.text(row, 3);
  item.payload = r.text(row, 4);
  item.state = r.text(row, 5);
  item.attempts = r.integer(row, 6);
  item.maxAttempts = r.integer(row, 7);
  item.leaseToken = r.text(row, 8);
  item.leaseOwner = r.text(row, 9);
  item.result = r.text(row, 10);
  item.lastError = r.text(row, 11);
  return item;
}

} // namespace

std::string defuse::newLeaseToken() {
  std::random_device device;
  std::uniform_int_distribution<uint64_t> bits;
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%016llx%016llx",
                static_cast<unsigned long long>(bits(device)),
                static_cast<unsigned long long>(bits(device)));
  return buffer;
}

std::unique_ptr<WorkQueue> WorkQueue::open(const std::string &location,
                                           std::string &error) {
  std::unique_ptr<Connection> connection = Connection::open(location, error);
  if (!connection || failed(openStoreSchema(*connection, error)))
    return nullptr;
  return std::unique_ptr<WorkQueue>(new WorkQueue(std::move(connection)));
}

LogicalResult WorkQueue::fail(const std::string &what) {
  errorText = db.name() + ": " + what + ": " + db.lastError();
  return failure();
}

FailureOr<double> WorkQueue::now() {
  auto row = db.query("SELECT {NOW}");
  if (failed(row) || row->empty())
    return fail("cannot read the database's clock");
  return row->real(0, 0);
}

FailureOr<bool> WorkQueue::enqueue(const std::string &queue,
                                   const std::string &kind,
                                   const std::string &key,
                                   const std::string &payload,
                                   int64_t maxAttempts) {
  auto added = db.query(
      "INSERT INTO work_items (queue, kind, item_key, payload, state, "
      "max_attempts, created) VALUES (?1, ?2, ?3, ?4, 'pending', ?5, {NOW}) "
      "ON CONFLICT (item_key) DO NOTHING",
      {text(queue), text(kind), text(key), text(payload),
       integer(maxAttempts)});
  if (failed(added))
    return fail("cannot enqueue " + key);
  if (added->changed)
    db.notify(kWorkChannel);
  return added->changed == 1;
}

FailureOr<std::optional<WorkItem>> WorkQueue::lease(const std::string &queue,
                                                    const std::string &worker,
                                                    double leaseSeconds) {
  SqlTransaction t(db);
  if (!t.ok())
    return fail("cannot lease work");
  std::string inQueue = queue.empty() ? "" : " AND queue = ?1";
  // An expired lease of an item out of attempts: the item killed its worker
  // (or hung it) that many times.
  if (failed(db.query("UPDATE work_items SET state = 'poisoned', "
                      "last_error = 'the lease of ' || lease_owner || "
                      "' expired on attempt ' || attempts || ' of ' || "
                      "max_attempts || CASE WHEN last_error = '' THEN '' "
                      "ELSE ' (before: ' || last_error || ')' END, "
                      "lease_token = '' WHERE state = 'leased' AND "
                      "lease_expires < {NOW} AND attempts >= max_attempts" +
                          inQueue,
                      queue.empty() ? std::vector<SqlValue>{}
                                    : std::vector<SqlValue>{text(queue)})))
    return fail("cannot poison expired work");
  auto row = db.query(
      std::string("UPDATE work_items SET state = 'leased', attempts = "
                  "attempts + 1, last_error = CASE WHEN state = 'leased' "
                  "THEN 'the lease of ' || lease_owner || ' expired' ELSE "
                  "last_error END, lease_token = ?2, lease_owner = ?3, "
                  "lease_expires = {NOW} + ?4 WHERE id = (SELECT id FROM "
                  "work_items WHERE (state = 'pending' OR (state = 'leased' "
                  "AND lease_expires < {NOW}))") +
          (queue.empty() ? " AND ?1 = ''" : " AND queue = ?1") +
          " ORDER BY id LIMIT 1 {SKIP_LOCKED}) RETURNING " + kItemColumns,
      {text(queue), text(newLeaseToken()), text(worker),
       SqlValue(leaseSeconds)});
  if (failed(row))
    return fail("cannot lease work");
  if (!t.commit())
    return fail("cannot commit a lease");
  if (row->empty())
    return std::optional<WorkItem>();
  return std::optional<WorkItem>(readItem(*row, 0));
}

FailureOr<bool> WorkQueue::heartbeat(const WorkItem &item,
                                     double leaseSeconds) {
  auto changed = db.query(
      "UPDATE work_items SET lease_expires = {NOW} + ?3 "
      "WHERE id = ?1 AND lease_token = ?2 AND state = "
      "'leased'",
      {integer(item.id), text(item.leaseToken), SqlValue(leaseSeconds)});
  if (failed(changed))
    return fail("cannot extend the lease of work item " +
                std::to_string(item.id));
  return changed->changed == 1;
}

FailureOr<bool> WorkQueue::complete(const WorkItem &item,
                                    const std::string &result) {
  auto changed = db.query(
      "UPDATE work_items SET state = 'done', result = ?3, finished = {NOW}, "
      "lease_expires = 0 WHERE id = ?1 AND lease_token = ?2 AND state = "
      "'leased'",
      {integer(item.id), text(item.leaseToken), text(result)});
  if (failed(changed))
    return fail("cannot complete work item " + std::to_string(item.id));
  return changed->changed == 1;
}

FailureOr<bool> WorkQueue::fail(const WorkItem &item,
                                const std::string &error) {
  auto changed = db.query(
      "UPDATE work_items SET state = CASE WHEN attempts >= max_attempts "
      "THEN 'poisoned' ELSE 'pending' END, last_error = ?3, lease_token = "
      "'', lease_expires = 0 WHERE id = ?1 AND lease_token = ?2 AND state "
      "= 'leased'",
      {integer(item.id), text(item.leaseToken), text(error)});
  if (failed(changed))
    return fail("cannot give back work item " + std::to_string(item.id));
  if (changed->changed)
    db.notify(kWorkChannel);
  return changed->changed == 1;
}

FailureOr<std::map<std::string, int64_t>>
WorkQueue::counts(const std::string &queue) {
  auto rows = db.query("SELECT state, count(*) FROM work_items WHERE "
                       "(?1 = '' OR queue = ?1) GROUP BY state",
                       {text(queue)});
  if (failed(rows))
    return fail("cannot count work items");
  std::map<std::string, int64_t> counts = {
      {"pending", 0}, {"leased", 0}, {"done", 0}, {"poisoned", 0}};
  for (size_t r = 0; r < rows->rows(); ++r)
    counts[rows->text(r, 0)] = rows->integer(r, 1);
  return counts;
}

FailureOr<std::vector<WorkItem>> WorkQueue::items(const std::string &queue,
                                                  const std::string &state) {
  auto rows = db.query(std::string("SELECT ") + kItemColumns +
                           " FROM work_items WHERE (?1 = '' OR queue = ?1) "
                           "AND (?2 = '' OR state = ?2) ORDER BY id",
                       {text(queue), text(state)});
  if (failed(rows))
    return fail("cannot read work items");
  std::vector<WorkItem> result;
  for (size_t r = 0; r < rows->rows(); ++r)
    result.push_back(readItem(*rows, r));
  return result;
}

FailureOr<int64_t> WorkQueue::itemCount(const std::string &queue) {
  auto row = db.query("SELECT count(*) FROM work_items WHERE queue = ?1",
                      {text(queue)});
  if (failed(row) || row->empty())
    return fail("cannot count work items");
  return row->integer(0, 0);
}

void WorkQueue::waitForWork(double seconds) {
  db.waitForNotice(kWorkChannel, seconds);
}

//===----------------------------------------------------------------------===//
// Workers
//===----------------------------------------------------------------------===//

LogicalResult WorkQueue::registerWorker(const std::string &name,
                                        const std::string &host, int64_t pid) {
  if (failed(db.query("INSERT INTO workers (name, host, pid, started, "
                      "heartbeat, state) VALUES (?1, ?2, ?3, {NOW}, {NOW}, "
                      "'running') ON CONFLICT (name) DO UPDATE SET host = "
                      "excluded.host, pid = excluded.pid, started = "
                      "excluded.started, heartbeat = excluded.heartbeat, "
                      "state = 'running'",
                      {text(name), text(host), integer(pid)})))
    return fail("cannot register worker " + name);
  return success();
}

LogicalResult WorkQueue::workerHeartbeat(const std::string &name) {
  if (failed(db.query("UPDATE workers SET heartbeat = {NOW} WHERE name = ?1",
                      {text(name)})))
    return fail("cannot record the heartbeat of worker " + name);
  return success();
}

LogicalResult WorkQueue::stopWorker(const std::string &name) {
  if (failed(db.query("UPDATE workers SET state = 'stopped', heartbeat = "
                      "{NOW} WHERE name = ?1",
                      {text(name)})))
    return fail("cannot stop worker " + name);
  return success();
}

LogicalResult WorkQueue::countWorkerItem(const std::string &name, bool done) {
  if (failed(db.query(done ? "UPDATE workers SET items_done = items_done + 1 "
                             "WHERE name = ?1"
                           : "UPDATE workers SET items_failed = items_failed "
                             "+ 1 WHERE name = ?1",
                      {text(name)})))
    return fail("cannot count an item of worker " + name);
  return success();
}

FailureOr<std::vector<WorkerRecord>> WorkQueue::workers() {
  auto rows = db.query("SELECT name, host, pid, started, heartbeat, state, "
                       "items_done, items_failed FROM workers ORDER BY "
                       "started, name");
  if (failed(rows))
    return fail("cannot read workers");
  std::vector<WorkerRecord> result;
  for (size_t r = 0; r < rows->rows(); ++r) {
    WorkerRecord w;
    w.name = rows->text(r, 0);
    w.host = rows->text(r, 1);
    w.pid = rows->integer(r, 2);
    w.started = rows->real(r, 3);
    w.heartbeat = rows->real(r, 4);
    w.state = rows->text(r, 5);
    w.itemsDone = rows->integer(r, 6);
    w.itemsFailed = rows->integer(r, 7);
    result.push_back(std::move(w));
  }
  return result;
}
