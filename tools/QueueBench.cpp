//===- QueueBench.cpp - Lease-and-complete throughput of the work queue
//----===//
//
//   defuse-queue-bench LOCATION WORKERS ITEMS [PAYLOAD-BYTES]
//
// Enqueues ITEMS items into a fresh queue of the store at LOCATION, forks
// WORKERS processes (one connection each, as workers on as many machines
// have) that lease and complete items as fast as they can, and prints the
// rate, what one lease-and-complete costs a worker, and how often a worker
// found nothing to lease while items were left (lock contention). Run by
// scripts/bench_queue.sh; the figures feed docs/SCALE-OUT.md's model.
//
//===----------------------------------------------------------------------===//

#include "store/WorkQueue.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace defuse;
using Clock = std::chrono::steady_clock;

namespace {

struct WorkerCounts {
  long items = 0, empty = 0;
  double seconds = 0;
};

} // namespace

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: defuse-queue-bench LOCATION WORKERS ITEMS "
                         "[PAYLOAD-BYTES]\n");
    return 2;
  }
  std::string location = argv[1];
  int workers = std::atoi(argv[2]);
  int items = std::atoi(argv[3]);
  size_t payloadBytes = argc > 4 ? std::strtoul(argv[4], nullptr, 10) : 2000;
  std::string queueName = "bench:" + std::to_string(getpid()) + ":" +
                          std::to_string(std::time(nullptr));
  {
    std::string error;
    auto queue = WorkQueue::open(location, error);
    if (!queue) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 1;
    }
    // A shard's payload is its campaign's options, about 2 KB.
    std::string payload =
        "{\"pad\": \"" + std::string(payloadBytes, 'x') + "\"}";
    for (int i = 0; i < items; ++i)
      if (failed(queue->enqueue(queueName, "bench",
                                queueName + ":" + std::to_string(i),
                                payload))) {
        std::fprintf(stderr, "%s\n", queue->lastError().c_str());
        return 1;
      }
  }
  auto *counts = static_cast<WorkerCounts *>(
      mmap(nullptr, sizeof(WorkerCounts) * workers, PROT_READ | PROT_WRITE,
           MAP_SHARED | MAP_ANONYMOUS, -1, 0));
  // Connections first, then the race: the clock measures the queue, not
  // connection set-up.
  int ready[2], go[2];
  if (pipe(ready) || pipe(go))
    return 1;
  std::vector<pid_t> children;
  for (int w = 0; w < workers; ++w) {
    pid_t child = fork();
    if (child == 0) {
      std::string error;
      auto queue = WorkQueue::open(location, error);
      char byte = queue ? 1 : 0;
      (void)!write(ready[1], &byte, 1);
      if (!queue)
        _exit(2);
      (void)!read(go[0], &byte, 1);
      std::string name = "bench-" + std::to_string(w);
      auto start = Clock::now();
      WorkerCounts &mine = counts[w];
      for (;;) {
        auto item = queue->lease(queueName, name, 60);
        if (failed(item)) {
          std::fprintf(stderr, "%s: %s\n", name.c_str(),
                       queue->lastError().c_str());
          _exit(3);
        }
        if (!*item) {
          auto left = queue->counts(queueName);
          if (failed(left)) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(),
                         queue->lastError().c_str());
            _exit(3);
          }
          if ((*left)["pending"] == 0)
            break;
          ++mine.empty;
          continue;
        }
        if (failed(queue->complete(**item, "{}"))) {
          std::fprintf(stderr, "%s: %s\n", name.c_str(),
                       queue->lastError().c_str());
          _exit(4);
        }
        ++mine.items;
      }
      mine.seconds =
          std::chrono::duration<double>(Clock::now() - start).count();
      _exit(0);
    }
    children.push_back(child);
  }
  for (int w = 0; w < workers; ++w) {
    char byte = 0;
    if (read(ready[0], &byte, 1) != 1 || !byte) {
      std::fprintf(stderr, "a worker could not connect\n");
      return 1;
    }
  }
  auto start = Clock::now();
  std::string release(workers, 'g');
  (void)!write(go[1], release.data(), release.size());
  bool ok = true;
  for (pid_t child : children) {
    int status = 0;
    waitpid(child, &status, 0);
    ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  }
  double wall = std::chrono::duration<double>(Clock::now() - start).count();
  long done = 0, empty = 0;
  double busy = 0;
  for (int w = 0; w < workers; ++w) {
    done += counts[w].items;
    empty += counts[w].empty;
    busy += counts[w].seconds;
  }
  if (!ok || done != items) {
    std::fprintf(stderr, "workers failed or lost items: %ld of %d done\n", done,
                 items);
    return 1;
  }
  std::printf("%-10s workers %3d  items %6d  %8.0f items/s  %6.2f ms per "
              "lease+complete per worker  %ld empty leases\n",
              Connection::isServerUri(location) ? "postgresql" : "sqlite",
              workers, items, items / wall, 1000 * busy / done, empty);
  return 0;
}
