//===- ProbeRunner.cpp ----------------------------------------------------===//

#include "bisect/ProbeRunner.h"

#include "ir/FieldHash.h"
#include "ir/Npy.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sys/stat.h>
#include <thread>

using namespace defuse;

ProbeRunner::ProbeRunner(ProbeLimits limits, unsigned jobs,
                         const Target &target)
    : probeLimits(limits), parallelJobs(std::max(1u, jobs)), compiler(&target) {
}

std::string ProbeRunner::contentHash(const ProbeRequest &request,
                                     llvm::StringRef compilerKey) {
  FieldHash sha;
  const CompileOptions &o = request.options;
  sha.field(compilerKey);
  sha.field(request.moduleText);
  sha.field(request.entry);
  sha.field(o.pipeline);
  sha.field(std::to_string(o.llvmOptLevel) + "/" +
            std::to_string(o.appendDefaultLowering) + "/" +
            std::to_string(o.stopAfterPipeline) + "/" +
            std::to_string(o.llvmBisectLimit) + "/" +
            std::to_string(o.runTimeLimitSeconds) + "/" +
            std::to_string(o.runs));
  for (const std::string &step : o.steps)
    sha.field(step);
  sha.field(std::to_string(o.tracePasses) + "/" +
            std::to_string(o.traceKernels) + "/" +
            std::to_string(o.mapKernels) + "/" + o.cutKernel + "/" +
            std::to_string(o.cutPoint));
  for (const std::string &flag : o.targetFlags)
    sha.field(flag);
  sha.field("separated");
  for (const std::string &edge : o.separatedEdges)
    sha.field(edge);
  sha.field("disabled");
  for (const std::string &pass : o.disabledPasses)
    sha.field(pass);
  for (const Buffer &b : request.inputs) {
    sha.field(b.spec.str());
    sha.raw(b.bytes);
  }
  for (const std::vector<Buffer> &set : request.moreInputs) {
    sha.field("set");
    for (const Buffer &b : set) {
      sha.field(b.spec.str());
      sha.raw(b.bytes);
    }
  }
  std::array<uint8_t, 32> digest = sha.final();
  std::string hex;
  llvm::raw_string_ostream os(hex);
  for (uint8_t byte : llvm::ArrayRef<uint8_t>(digest).take_front(12))
    os << llvm::format_hex_no_prefix(byte, 2);
  return hex;
}

ProbeResult ProbeRunner::start(const ProbeRequest &request,
                               const std::string &key,
                               const std::atomic<bool> *cancel) {
  ProbeResult result = compiler->run(request, probeLimits, cancel);
  std::lock_guard<std::mutex> lock(mutex);
  ++startedCount;
  if (!result.cancelled)
    remember(request, key, result);
  return result;
}

void ProbeRunner::remember(const ProbeRequest &request, const std::string &key,
                           const ProbeResult &result) {
  if (!keepDir.empty())
    keep(request, key, result);
  cache.insert_or_assign(key, result);
}

ProbeResult ProbeRunner::run(const ProbeRequest &request,
                             const std::atomic<bool> *cancel) {
  std::string key = contentHash(request);
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end()) {
      ++hitCount;
      return it->second;
    }
  }
  return start(request, key, cancel);
}

std::vector<ProbeResult> ProbeRunner::runAgain(const ProbeRequest &request,
                                               unsigned count) {
  std::string key = contentHash(request);
  std::vector<ProbeResult> results(count);
  std::atomic<unsigned> next{0};
  auto worker = [&] {
    for (unsigned k; (k = next++) < count;)
      results[k] = start(request, key);
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < std::min(parallelJobs, count); ++t)
    threads.emplace_back(worker);
  worker();
  for (std::thread &t : threads)
    t.join();
  return results;
}

std::vector<ProbeResult>
ProbeRunner::runAll(llvm::ArrayRef<ProbeRequest> requests, bool again) {
  std::vector<ProbeResult> results(requests.size());
  std::vector<std::string> keys(requests.size());
  std::vector<size_t> pending;
  std::map<std::string, size_t> firstOf;
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (size_t i = 0; i < requests.size(); ++i) {
      keys[i] = contentHash(requests[i]);
      if (again) {
        pending.push_back(i);
        continue;
      }
      auto it = cache.find(keys[i]);
      if (it != cache.end()) {
        ++hitCount;
        results[i] = it->second;
      } else if (firstOf.emplace(keys[i], i).second) {
        pending.push_back(i);
      }
    }
  }
  std::vector<std::vector<size_t>> batches =
      again ? singleBatches(pending) : batchesByProgram(requests, pending);
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t k; (k = next++) < batches.size();)
      runBatch(requests, keys, batches[k], results);
  };
  std::vector<std::thread> threads;
  size_t count = std::min<size_t>(parallelJobs, batches.size());
  for (size_t t = 1; t < count; ++t)
    threads.emplace_back(worker);
  worker();
  for (std::thread &t : threads)
    t.join();
  // Duplicates within the batch share the first one's answer.
  std::lock_guard<std::mutex> lock(mutex);
  for (size_t i = 0; i < requests.size(); ++i) {
    auto first = firstOf.find(keys[i]);
    if (first != firstOf.end() && first->second != i) {
      results[i] = results[first->second];
      ++hitCount;
    }
  }
  return results;
}

std::vector<std::vector<size_t>>
ProbeRunner::singleBatches(const std::vector<size_t> &pending) {
  std::vector<std::vector<size_t>> batches;
  batches.reserve(pending.size());
  for (size_t i : pending)
    batches.push_back({i});
  return batches;
}

std::vector<std::vector<size_t>>
ProbeRunner::batchesByProgram(llvm::ArrayRef<ProbeRequest> requests,
                              const std::vector<size_t> &pending) const {
  // DEFUSE_SHARED_COMPILES=0: every request a probe of its own, to compare.
  const char *shared = std::getenv("DEFUSE_SHARED_COMPILES");
  if (!compiler->controls().inputSets || (shared && std::string(shared) == "0"))
    return singleBatches(pending);
  // Small enough that a batch's runs stay a small part of a probe's time
  // limit and its outputs a small part of a report.
  constexpr size_t kMostRunsOfABatch = 16;
  constexpr uint64_t kMostInputBytesOfABatch = 32ull << 20;
  auto inputBytes = [](const ProbeRequest &r) {
    uint64_t n = 0;
    for (const Buffer &b : r.inputs)
      n += b.bytes.size();
    return n;
  };
  std::vector<std::vector<size_t>> batches;
  std::map<std::string, size_t> openBatch; // program's key -> batch
  std::vector<uint64_t> batchBytes;
  for (size_t i : pending) {
    const ProbeRequest &r = requests[i];
    const CompileOptions &o = r.options;
    // A timed run, or one that must start afresh, is a probe of its own.
    bool shares = o.runs == 1 && o.runTimeLimitSeconds <= 0 &&
                  !o.freshProcess && r.moreInputs.empty();
    std::string program;
    if (shares)
      program = contentHash({r.moduleText, r.entry, o, {}, {}});
    auto open = shares ? openBatch.find(program) : openBatch.end();
    if (open != openBatch.end() &&
        batches[open->second].size() < kMostRunsOfABatch &&
        batchBytes[open->second] + inputBytes(r) <= kMostInputBytesOfABatch) {
      batches[open->second].push_back(i);
      batchBytes[open->second] += inputBytes(r);
      continue;
    }
    if (shares)
      openBatch[program] = batches.size();
    batches.push_back({i});
    batchBytes.push_back(inputBytes(r));
  }
  return batches;
}

void ProbeRunner::runBatch(llvm::ArrayRef<ProbeRequest> requests,
                           const std::vector<std::string> &keys,
                           const std::vector<size_t> &batch,
                           std::vector<ProbeResult> &results) {
  if (batch.size() == 1) {
    results[batch[0]] = start(requests[batch[0]], keys[batch[0]]);
    return;
  }
  ProbeRequest merged = requests[batch[0]];
  for (size_t k = 1; k < batch.size(); ++k)
    merged.moreInputs.push_back(requests[batch[k]].inputs);
  ProbeResult together = compiler->run(merged, probeLimits);
  bool whole = together.status == ProbeStatus::Ok && !together.cancelled &&
               (merged.options.stopAfterPipeline ||
                together.moreOutputs.size() == batch.size() - 1);
  if (!whole) {
    // Which input set failed, and how, is each request's own answer: a
    // crash on one set took the others' outputs with it.
    {
      std::lock_guard<std::mutex> lock(mutex);
      ++startedCount;
    }
    for (size_t i : batch)
      results[i] = start(requests[i], keys[i]);
    return;
  }
  std::lock_guard<std::mutex> lock(mutex);
  ++startedCount;
  for (size_t k = 0; k < batch.size(); ++k) {
    ProbeResult one = together;
    one.moreOutputs.clear();
    if (k > 0 && !merged.options.stopAfterPipeline)
      one.outputs = std::move(together.moreOutputs[k - 1]);
    remember(requests[batch[k]], keys[batch[k]], one);
    results[batch[k]] = std::move(one);
  }
}

void ProbeRunner::keep(const ProbeRequest &request, const std::string &key,
                       const ProbeResult &result) {
  mkdir(keepDir.c_str(), 0755);
  std::string base = keepDir + "/probe-" + key;
  std::ofstream(base + ".mlir") << request.moduleText;
  std::string inputs, error;
  for (size_t i = 0; i < request.inputs.size(); ++i) {
    std::string path = base + ".arg" + std::to_string(i) + ".npy";
    if (writeNpy(path, request.inputs[i].toTensor(), error))
      inputs += (i ? "," : "") + path;
  }
  std::string pipeline = request.options.pipeline;
  for (const std::string &step : request.options.steps)
    pipeline += (pipeline.empty() ? "" : ",") + step;
  std::ofstream index(keepDir + "/probes.txt", std::ios::app);
  index << key << " " << probeStatusName(result.status) << " defuse run "
        << base << ".mlir --entry " << request.entry << " --pipeline '"
        << pipeline << "' --opt-level " << request.options.llvmOptLevel
        << (inputs.empty() ? "" : " --inputs " + inputs) << reproduceFlags
        << "\n";
}
