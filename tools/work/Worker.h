//===- Worker.h - A process that takes work items from the store ----------===//
//
// `defuse worker` and `defuse fuzz` on a server store run items this way:
// lease one, run its kind while a second connection extends the lease (and
// the worker's own heartbeat row) every third of the lease, then complete
// the item with the lease token, or give it back with its error. When the
// heartbeat finds the lease gone (it expired and another worker took the
// item), the kind is told to stop and its result is dropped.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_WORK_WORKER_H
#define DEFUSE_TOOLS_WORK_WORKER_H

#include "store/WorkQueue.h"

#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <string>

namespace defuse {

struct WorkerOptions {
  std::string db;
  std::string name; // "": HOST:PID
  double leaseSeconds = 60;
  /// One line per item begun and ended.
  std::function<void(const std::string &)> log;
};

struct WorkerTally {
  int64_t done = 0, failed = 0, lost = 0;
};

class Worker {
public:
  /// Opens two connections to the store and registers the worker.
  static std::unique_ptr<Worker> start(const WorkerOptions &options,
                                       std::string &error);
  /// Marks the worker stopped.
  ~Worker();
  Worker(const Worker &) = delete;
  Worker &operator=(const Worker &) = delete;

  const std::string &name() const { return options.name; }
  WorkQueue &queue() { return *mainQueue; }
  const WorkerTally &tally() const { return counts; }

  /// Leases one item of `queue` ("": of any) and runs it to its end: true
  /// when an item was run (whatever its end), false when none was there.
  /// Fails only when the store does.
  llvm::FailureOr<bool> runOne(const std::string &queue);

private:
  Worker(WorkerOptions options, std::unique_ptr<WorkQueue> mainQueue,
         std::unique_ptr<WorkQueue> heartbeatQueue)
      : options(std::move(options)), mainQueue(std::move(mainQueue)),
        heartbeatQueue(std::move(heartbeatQueue)) {}
  void say(const std::string &line) const;

  WorkerOptions options;
  std::unique_ptr<WorkQueue> mainQueue;
  /// Used by the heartbeat thread alone, while an item runs.
  std::unique_ptr<WorkQueue> heartbeatQueue;
  WorkerTally counts;
};

/// HOST:PID, the default worker name.
std::string defaultWorkerName();

/// Queues a command's run (`kind`, its options as `payload`) in the store at
/// `db` for a worker, keyed by the payload: the same run queued twice is
/// queued once. Says so on stdout; returns the exit code.
int enqueueRun(const std::string &db, const std::string &queue,
               const std::string &kind, const std::string &payload);

} // namespace defuse

#endif // DEFUSE_TOOLS_WORK_WORKER_H
