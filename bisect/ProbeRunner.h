//===- ProbeRunner.h - Cached, parallel probes for the bisection stages ---===//
//
// Every stage of triage asks the same question many times over: does this
// program, compiled with this pipeline, still fail? Identical requests are
// answered once (a content hash of module, entry, options and input bytes
// keys a cache), and independent requests run as parallel children, `jobs`
// at a time. Counts are kept per stage for the progress display and the
// benchmark.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_PROBERUNNER_H
#define DEFUSE_BISECT_PROBERUNNER_H

#include "target/Target.h"

#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace defuse {

class ProbeRunner {
public:
  ProbeRunner(ProbeLimits limits, unsigned jobs,
              const Target &target = mlirTarget());

  /// One probe, answered from the cache when the same request ran before.
  /// A probe cancelled through `cancel` (runProbe) is not cached.
  ProbeResult run(const ProbeRequest &request,
                  const std::atomic<bool> *cancel = nullptr);
  /// One probe that really runs even if the same request ran before (to
  /// see whether a failure repeats).
  ProbeResult runAgain(const ProbeRequest &request,
                       const std::atomic<bool> *cancel = nullptr) {
    return start(request, contentHash(request), cancel);
  }
  /// `count` such runs of one request, in parallel.
  std::vector<ProbeResult> runAgain(const ProbeRequest &request,
                                    unsigned count);
  /// Independent probes, up to `jobs` children at a time; results in order.
  /// With `again`, each one runs even if the same request ran before.
  /// Otherwise, where the target runs one compile on several input sets,
  /// requests that differ only in their inputs share a probe (a run each);
  /// where that probe does not come back whole, each runs alone.
  std::vector<ProbeResult> runAll(llvm::ArrayRef<ProbeRequest> requests,
                                  bool again = false);

  /// Children actually started, and requests answered from the cache.
  unsigned started() const { return startedCount; }
  unsigned cacheHits() const { return hitCount; }
  unsigned jobs() const { return parallelJobs; }
  const ProbeLimits &limits() const { return probeLimits; }
  /// The compiler under test every probe goes to.
  const Target &target() const { return *compiler; }

  /// When set, each started probe's module and inputs are written under
  /// `dir` with a command line that re-runs it (see probes.txt there).
  void keepProbesIn(std::string dir) { keepDir = std::move(dir); }
  /// Flags the kept command lines need besides the probe's own (plugins).
  void setReproduceFlags(std::string flags) {
    reproduceFlags = std::move(flags);
  }

  /// A hex digest naming `request` (module, entry, options, inputs) for
  /// the compiler `compilerKey` names (Target::cacheKey).
  static std::string contentHash(const ProbeRequest &request,
                                 llvm::StringRef compilerKey);
  std::string contentHash(const ProbeRequest &request) const {
    return contentHash(request, compiler->cacheKey());
  }

private:
  ProbeResult start(const ProbeRequest &request, const std::string &key,
                    const std::atomic<bool> *cancel = nullptr);
  void keep(const ProbeRequest &request, const std::string &key,
            const ProbeResult &result);
  /// Caches `result` as the answer to `request` (and keeps it where asked);
  /// the caller holds `mutex`.
  void remember(const ProbeRequest &request, const std::string &key,
                const ProbeResult &result);
  static std::vector<std::vector<size_t>>
  singleBatches(const std::vector<size_t> &pending);
  /// `pending` (indices into `requests`) grouped into probes.
  std::vector<std::vector<size_t>>
  batchesByProgram(llvm::ArrayRef<ProbeRequest> requests,
                   const std::vector<size_t> &pending) const;
  /// Runs one batch, filling `results` and the cache.
  void runBatch(llvm::ArrayRef<ProbeRequest> requests,
                const std::vector<std::string> &keys,
                const std::vector<size_t> &batch,
                std::vector<ProbeResult> &results);

  ProbeLimits probeLimits;
  unsigned parallelJobs;
  const Target *compiler;
  std::string keepDir, reproduceFlags;
  std::mutex mutex; // guards cache, counters and keepDir's index
  std::map<std::string, ProbeResult> cache;
  unsigned startedCount = 0, hitCount = 0;
};

} // namespace defuse

#endif // DEFUSE_BISECT_PROBERUNNER_H
