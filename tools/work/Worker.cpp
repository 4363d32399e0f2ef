//===- Worker.cpp - A process that takes work items from the store --------===//

#include "tools/work/Worker.h"

#include "tools/work/WorkKind.h"

#include "tools/Commands.h"
#include "tools/Session.h"

#include "llvm/Support/xxhash.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include <unistd.h>

using namespace defuse;
using llvm::failed;
using llvm::FailureOr;
using llvm::succeeded;

std::string defuse::defaultWorkerName() {
  char host[256] = {0};
  if (gethostname(host, sizeof host - 1) != 0)
    host[0] = 0;
  return std::string(host[0] ? host : "localhost") + ":" +
         std::to_string(getpid());
}

int defuse::enqueueRun(const std::string &db, const std::string &queue,
                       const std::string &kind, const std::string &payload) {
  std::string error;
  auto work = WorkQueue::open(db, error);
  if (!work) {
    cli::printError(db, error);
    return cli::storeExitCode(db);
  }
  char key[32];
  std::snprintf(key, sizeof key, "%016llx",
                static_cast<unsigned long long>(llvm::xxh3_64bits(payload)));
  std::string itemKey = kind + ":" + key;
  auto added = work->enqueue(queue, kind, itemKey, payload);
  if (failed(added)) {
    cli::printError(db, work->lastError());
    return cli::storeExitCode(db);
  }
  std::printf("%s %s in %s (queue %s): a worker runs it (defuse worker "
              "--db ...)\n",
              *added ? "queued" : "already queued", itemKey.c_str(),
              Connection::withoutPassword(db).c_str(), queue.c_str());
  return kExitPass;
}

std::unique_ptr<Worker> Worker::start(const WorkerOptions &options,
                                      std::string &error) {
  WorkerOptions o = options;
  if (o.name.empty())
    o.name = defaultWorkerName();
  auto mainQueue = WorkQueue::open(o.db, error);
  if (!mainQueue)
    return nullptr;
  auto heartbeatQueue = WorkQueue::open(o.db, error);
  if (!heartbeatQueue)
    return nullptr;
  char host[256] = {0};
  gethostname(host, sizeof host - 1);
  if (failed(mainQueue->registerWorker(o.name, host, getpid()))) {
    error = mainQueue->lastError();
    return nullptr;
  }
  return std::unique_ptr<Worker>(new Worker(std::move(o), std::move(mainQueue),
                                            std::move(heartbeatQueue)));
}

Worker::~Worker() { (void)mainQueue->stopWorker(options.name); }

void Worker::say(const std::string &line) const {
  if (options.log)
    options.log(line);
}

FailureOr<bool> Worker::runOne(const std::string &queueName) {
  (void)mainQueue->workerHeartbeat(options.name);
  auto leased = mainQueue->lease(queueName, options.name, options.leaseSeconds);
  if (failed(leased))
    return llvm::failure();
  if (!*leased)
    return false;
  const WorkItem &item = **leased;
  std::string what = item.kind + " " + item.key + " (attempt " +
                     std::to_string(item.attempts) + " of " +
                     std::to_string(item.maxAttempts) + ")";
  std::unique_ptr<WorkKind> kind = createWorkKind(item.kind);
  if (!kind) {
    // An item of a newer defuse: left to a worker that knows its kind.
    (void)mainQueue->fail(item, "no work kind '" + item.kind +
                                    "' in this defuse (worker " + options.name +
                                    ")");
    ++counts.failed;
    say("cannot run " + what + ": unknown kind");
    return true;
  }
  say("running " + what);

  std::atomic<bool> lost{false};
  std::mutex mutex;
  std::condition_variable wake;
  bool finished = false;
  std::thread heartbeat([&] {
    auto period = std::chrono::duration<double>(options.leaseSeconds / 3);
    std::unique_lock<std::mutex> lock(mutex);
    while (!wake.wait_for(lock, period, [&] { return finished; })) {
      auto ours = heartbeatQueue->heartbeat(item, options.leaseSeconds);
      (void)heartbeatQueue->workerHeartbeat(options.name);
      // A store that does not answer is not a lost lease: the next beat
      // tries again, and the lease's expiry decides.
      if (succeeded(ours) && !*ours) {
        lost = true;
        return;
      }
    }
  });
  std::string error;
  WorkContext context;
  context.keepGoing = [&] { return !lost.load(); };
  context.log = [&](const std::string &line) { say(line); };
  auto result = kind->run(item, context, error);
  {
    std::lock_guard<std::mutex> lock(mutex);
    finished = true;
  }
  wake.notify_all();
  heartbeat.join();

  FailureOr<bool> recorded = succeeded(result)
                                 ? mainQueue->complete(item, *result)
                                 : mainQueue->fail(item, error);
  if (failed(recorded))
    return llvm::failure();
  if (!*recorded || lost) {
    ++counts.lost;
    say("lost the lease of " + what +
        ": another worker has it, this "
        "run's result is dropped");
    return true;
  }
  (void)mainQueue->countWorkerItem(options.name, succeeded(result));
  if (succeeded(result)) {
    ++counts.done;
    say("done " + what);
  } else {
    ++counts.failed;
    say("failed " + what + ": " + error);
  }
  return true;
}
