//===- ProbeRunner.cpp ----------------------------------------------------===//

#include "bisect/ProbeRunner.h"

#include "ir/Npy.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
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
  llvm::SHA256 sha;
  auto field = [&](llvm::StringRef s) {
    uint64_t n = s.size();
    sha.update(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(&n),
                                       sizeof(n)));
    sha.update(s);
  };
  const CompileOptions &o = request.options;
  field(compilerKey);
  field(request.moduleText);
  field(request.entry);
  field(o.pipeline);
  field(std::to_string(o.llvmOptLevel) + "/" +
        std::to_string(o.appendDefaultLowering) + "/" +
        std::to_string(o.stopAfterPipeline) + "/" +
        std::to_string(o.llvmBisectLimit) + "/" +
        std::to_string(o.runTimeLimitSeconds) + "/" + std::to_string(o.runs));
  for (const std::string &step : o.steps)
    field(step);
  field(std::to_string(o.tracePasses) + "/" + std::to_string(o.traceKernels) +
        "/" + std::to_string(o.mapKernels) + "/" + o.cutKernel + "/" +
        std::to_string(o.cutPoint));
  for (const std::string &flag : o.targetFlags)
    field(flag);
  field("separated");
  for (const std::string &edge : o.separatedEdges)
    field(edge);
  field("disabled");
  for (const std::string &pass : o.disabledPasses)
    field(pass);
  for (const Buffer &b : request.inputs) {
    field(b.spec.str());
    sha.update(b.bytes);
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
  if (result.cancelled)
    return result;
  if (!keepDir.empty())
    keep(request, key, result);
  cache.insert_or_assign(key, result);
  return result;
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
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t k; (k = next++) < pending.size();)
      results[pending[k]] = start(requests[pending[k]], keys[pending[k]]);
  };
  std::vector<std::thread> threads;
  size_t count = std::min<size_t>(parallelJobs, pending.size());
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
