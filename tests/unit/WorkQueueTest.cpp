//===- WorkQueueTest.cpp - Leases, tokens and poison on real databases ----===//
//
// The work queue on a SQLite file and (under scripts/with_postgres.sh) on a
// real PostgreSQL server: an item leased by a worker whose lease expired is
// taken by another, and the first cannot complete it any more (its token is
// stale); a heartbeat keeps a lease; an item that fails or loses its lease
// max_attempts times is poisoned and never leased again; forked workers
// racing for items take each exactly once.
//
//===----------------------------------------------------------------------===//

#include "store/WorkQueue.h"

#include "StoreLocation.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

using namespace defuse;
using llvm::failed;
using llvm::succeeded;

namespace {

class WorkQueueTest : public ::testing::Test {
protected:
  void SetUp() override {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "defuse-queue-XXXXXX")
            .string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir = pattern;
    location = storetest::freshStoreLocation(dir + "/store.db");
  }
  void TearDown() override {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }

  std::unique_ptr<WorkQueue> open() {
    std::string error;
    std::unique_ptr<WorkQueue> queue = WorkQueue::open(location, error);
    EXPECT_TRUE(queue) << error;
    return queue;
  }

  WorkItem leaseOne(WorkQueue &queue, const std::string &worker,
                    double seconds) {
    auto item = queue.lease("q", worker, seconds);
    EXPECT_TRUE(succeeded(item)) << queue.lastError();
    EXPECT_TRUE(succeeded(item) && *item) << "nothing to lease";
    return succeeded(item) && *item ? **item : WorkItem();
  }

  bool nothingToLease(WorkQueue &queue) {
    auto item = queue.lease("q", "anyone", 60);
    EXPECT_TRUE(succeeded(item)) << queue.lastError();
    return succeeded(item) && !*item;
  }

  std::string dir, location;
};

void sleepFor(double seconds) {
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

TEST_F(WorkQueueTest, EnqueuingAKeyTwiceAddsOneItem) {
  auto queue = open();
  ASSERT_TRUE(queue);
  EXPECT_TRUE(*queue->enqueue("q", "k", "shard:0", "{}"));
  EXPECT_FALSE(*queue->enqueue("q", "k", "shard:0", "{\"other\": 1}"));
  EXPECT_TRUE(*queue->enqueue("q", "k", "shard:1", "{}"));
  EXPECT_EQ(*queue->itemCount("q"), 2);
  auto counts = queue->counts("q");
  ASSERT_TRUE(succeeded(counts));
  EXPECT_EQ((*counts)["pending"], 2);
  // Oldest first, payload as it was first enqueued.
  WorkItem first = leaseOne(*queue, "w", 60);
  EXPECT_EQ(first.key, "shard:0");
  EXPECT_EQ(first.payload, "{}");
  EXPECT_EQ(first.attempts, 1);
}

TEST_F(WorkQueueTest, AStaleWorkerCannotOverwriteAReleasedItem) {
  auto a = open(), b = open();
  ASSERT_TRUE(a && b);
  ASSERT_TRUE(succeeded(a->enqueue("q", "k", "item", "{}")));
  WorkItem mine = leaseOne(*a, "worker-a", 0.3);
  EXPECT_TRUE(nothingToLease(*b)); // leased, not yet expired
  sleepFor(0.6);
  // A's lease expired (A hung, or lost its node): B takes the item over.
  WorkItem theirs = leaseOne(*b, "worker-b", 60);
  EXPECT_EQ(theirs.id, mine.id);
  EXPECT_EQ(theirs.attempts, 2);
  EXPECT_NE(theirs.leaseToken, mine.leaseToken);
  // A wakes up: its heartbeat, completion and failure are all refused.
  EXPECT_FALSE(*a->heartbeat(mine, 60));
  EXPECT_FALSE(*a->complete(mine, "{\"by\": \"a\"}"));
  EXPECT_FALSE(*a->fail(mine, "a gave up"));
  EXPECT_TRUE(*b->complete(theirs, "{\"by\": \"b\"}"));
  auto items = a->items("q");
  ASSERT_TRUE(succeeded(items));
  ASSERT_EQ(items->size(), 1u);
  EXPECT_EQ((*items)[0].state, "done");
  EXPECT_EQ((*items)[0].result, "{\"by\": \"b\"}");
  EXPECT_EQ((*items)[0].leaseOwner, "worker-b");
  // Done is done: even its holder cannot complete it twice.
  EXPECT_FALSE(*b->complete(theirs, "{\"by\": \"b again\"}"));
  EXPECT_TRUE(nothingToLease(*a));
}

TEST_F(WorkQueueTest, AHeartbeatKeepsTheLease) {
  auto a = open(), b = open();
  ASSERT_TRUE(a && b);
  ASSERT_TRUE(succeeded(a->enqueue("q", "k", "item", "{}")));
  WorkItem mine = leaseOne(*a, "worker-a", 0.4);
  for (int beat = 0; beat < 6; ++beat) {
    sleepFor(0.15);
    EXPECT_TRUE(*a->heartbeat(mine, 0.4));
    EXPECT_TRUE(nothingToLease(*b)) << "beat " << beat;
  }
  EXPECT_TRUE(*a->complete(mine, "{}"));
}

TEST_F(WorkQueueTest, AnItemThatKeepsFailingIsPoisoned) {
  auto queue = open();
  ASSERT_TRUE(queue);
  ASSERT_TRUE(succeeded(queue->enqueue("q", "k", "bad", "{}", 2)));
  WorkItem first = leaseOne(*queue, "w", 60);
  EXPECT_TRUE(*queue->fail(first, "compiler under test not installed"));
  WorkItem second = leaseOne(*queue, "w", 60);
  EXPECT_EQ(second.attempts, 2);
  EXPECT_TRUE(*queue->fail(second, "still not installed"));
  EXPECT_TRUE(nothingToLease(*queue));
  auto poisoned = queue->items("q", "poisoned");
  ASSERT_TRUE(succeeded(poisoned));
  ASSERT_EQ(poisoned->size(), 1u);
  EXPECT_EQ((*poisoned)[0].lastError, "still not installed");
  EXPECT_EQ((*poisoned)[0].attempts, 2);
}

TEST_F(WorkQueueTest, AnItemThatKillsItsWorkersIsPoisoned) {
  auto queue = open();
  ASSERT_TRUE(queue);
  ASSERT_TRUE(succeeded(queue->enqueue("q", "k", "deadly", "{}", 2)));
  // Two workers die holding it: nobody fails it, the leases just expire.
  leaseOne(*queue, "first-victim", 0.2);
  sleepFor(0.4);
  WorkItem second = leaseOne(*queue, "second-victim", 0.2);
  EXPECT_EQ(second.attempts, 2);
  sleepFor(0.4);
  EXPECT_TRUE(nothingToLease(*queue));
  auto poisoned = queue->items("q", "poisoned");
  ASSERT_TRUE(succeeded(poisoned));
  ASSERT_EQ(poisoned->size(), 1u);
  EXPECT_NE((*poisoned)[0].lastError.find("second-victim"), std::string::npos)
      << (*poisoned)[0].lastError;
  EXPECT_NE((*poisoned)[0].lastError.find("first-victim"), std::string::npos)
      << (*poisoned)[0].lastError;
}

TEST_F(WorkQueueTest, QueuesAreSeparate) {
  auto queue = open();
  ASSERT_TRUE(queue);
  ASSERT_TRUE(succeeded(queue->enqueue("campaign:1", "k", "one", "{}")));
  ASSERT_TRUE(succeeded(queue->enqueue("campaign:2", "k", "two", "{}")));
  auto item = queue->lease("campaign:2", "w", 60);
  ASSERT_TRUE(succeeded(item) && *item);
  EXPECT_EQ((*item)->key, "two");
  item = queue->lease("campaign:2", "w", 60);
  ASSERT_TRUE(succeeded(item));
  EXPECT_FALSE(*item);
  item = queue->lease("", "w", 60); // any queue
  ASSERT_TRUE(succeeded(item) && *item);
  EXPECT_EQ((*item)->key, "one");
}

/// Forked workers (each with its own connection) lease and complete items
/// as fast as they can: every item is done once, by one of them.
TEST_F(WorkQueueTest, RacingWorkersTakeEveryItemOnce) {
  constexpr int kItems = 120, kWorkers = 6;
  {
    auto queue = open();
    ASSERT_TRUE(queue);
    for (int i = 0; i < kItems; ++i)
      ASSERT_TRUE(succeeded(
          queue->enqueue("q", "k", "item:" + std::to_string(i), "{}")));
  }
  // Every worker connects first and then waits for the start, so that
  // they race from one moment: on a loaded machine the first one forked
  // would otherwise take every item before the last had connected.
  int start[2], ready[2];
  ASSERT_EQ(pipe(start), 0);
  ASSERT_EQ(pipe(ready), 0);
  std::vector<pid_t> children;
  for (int w = 0; w < kWorkers; ++w) {
    pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      close(start[1]);
      close(ready[0]);
      std::string error;
      auto queue = WorkQueue::open(location, error);
      if (!queue)
        _exit(2);
      char byte = 1;
      if (write(ready[1], &byte, 1) != 1)
        _exit(5);
      while (read(start[0], &byte, 1) > 0) {
      }
      std::string name = "w" + std::to_string(w);
      for (;;) {
        auto item = queue->lease("q", name, 60);
        if (failed(item))
          _exit(3);
        if (!*item)
          _exit(0);
        // The item's work, outside any transaction, as a real worker's is:
        // without it SQLite's busy handler lets one worker retake the
        // write lock again and again while the others sleep.
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        auto done = queue->complete(**item, "\"" + name + "\"");
        if (failed(done) || !*done)
          _exit(4);
      }
    }
    children.push_back(child);
  }
  close(start[0]);
  close(ready[1]);
  char byte;
  for (int connected = 0; connected < kWorkers;)
    if (read(ready[0], &byte, 1) == 1)
      ++connected;
    else
      break; // a worker died before connecting: its status says why
  close(ready[0]);
  close(start[1]);
  for (pid_t child : children) {
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
        << "worker status " << status;
  }
  auto queue = open();
  ASSERT_TRUE(queue);
  auto items = queue->items("q");
  ASSERT_TRUE(succeeded(items));
  ASSERT_EQ(items->size(), static_cast<size_t>(kItems));
  std::set<std::string> workers;
  for (const WorkItem &item : *items) {
    EXPECT_EQ(item.state, "done") << item.key;
    EXPECT_EQ(item.attempts, 1) << item.key;
    workers.insert(item.result);
  }
  EXPECT_GT(workers.size(), 1u) << "one worker took everything";
}

TEST_F(WorkQueueTest, WorkersAreRegisteredAndStopped) {
  auto queue = open();
  ASSERT_TRUE(queue);
  ASSERT_TRUE(succeeded(queue->registerWorker("node7:12", "node7", 12)));
  ASSERT_TRUE(succeeded(queue->countWorkerItem("node7:12", true)));
  ASSERT_TRUE(succeeded(queue->countWorkerItem("node7:12", false)));
  ASSERT_TRUE(succeeded(queue->workerHeartbeat("node7:12")));
  auto workers = queue->workers();
  ASSERT_TRUE(succeeded(workers));
  ASSERT_EQ(workers->size(), 1u);
  EXPECT_EQ((*workers)[0].state, "running");
  EXPECT_EQ((*workers)[0].itemsDone, 1);
  EXPECT_EQ((*workers)[0].itemsFailed, 1);
  auto now = queue->now();
  ASSERT_TRUE(succeeded(now));
  EXPECT_LT(std::abs(*now - (*workers)[0].heartbeat), 5.0);
  ASSERT_TRUE(succeeded(queue->stopWorker("node7:12")));
  EXPECT_EQ((*queue->workers())[0].state, "stopped");
}

} // namespace
