//===- ProbeReport.cpp ----------------------------------------------------===//

#include "target/ProbeReport.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace defuse;

namespace {

constexpr uint64_t kRequestMagic = 0x33716572666564ULL; // "defreq3"
/// A request's CompileOptions::runs past this is malformed, not a timing.
constexpr uint64_t kMostRunsOfOneProbe = 1000;
constexpr uint64_t kResultMagic = 0x32736572666564ULL; // "defres2"

class Writer {
public:
  void u64(uint64_t v) { bytes.append(reinterpret_cast<const char *>(&v), 8); }
  void f64(double v) { bytes.append(reinterpret_cast<const char *>(&v), 8); }
  void str(llvm::StringRef s) {
    u64(s.size());
    bytes.append(s.data(), s.size());
  }
  void strings(const std::vector<std::string> &list) {
    u64(list.size());
    for (const std::string &s : list)
      str(s);
  }
  void buffer(const Buffer &b) {
    u64(static_cast<uint64_t>(b.spec.type.kind));
    u64(b.spec.shape.size());
    for (int64_t d : b.spec.shape)
      u64(static_cast<uint64_t>(d));
    str(llvm::StringRef(reinterpret_cast<const char *>(b.bytes.data()),
                        b.bytes.size()));
  }
  void buffers(const std::vector<Buffer> &list) {
    u64(list.size());
    for (const Buffer &b : list)
      buffer(b);
  }
  void bufferSets(const std::vector<std::vector<Buffer>> &sets) {
    u64(sets.size());
    for (const std::vector<Buffer> &set : sets)
      buffers(set);
  }
  std::string take() { return std::move(bytes); }

private:
  std::string bytes;
};

/// Reads what Writer wrote, refusing anything the bytes cannot hold: a
/// count is at most the bytes left divided by the least an element takes.
class Reader {
public:
  explicit Reader(llvm::StringRef bytes) : rest(bytes) {}

  bool u64(uint64_t &v) {
    if (rest.size() < 8)
      return fail("truncated");
    std::memcpy(&v, rest.data(), 8);
    rest = rest.drop_front(8);
    return true;
  }
  bool f64(double &v) {
    uint64_t bits;
    if (!u64(bits))
      return false;
    std::memcpy(&v, &bits, 8);
    return true;
  }
  bool flag(bool &v) {
    uint64_t x;
    if (!u64(x) || x > 1)
      return fail("a flag is neither 0 nor 1");
    v = x == 1;
    return true;
  }
  /// A count of elements of at least `least` bytes each.
  bool count(uint64_t &n, size_t least) {
    if (!u64(n))
      return false;
    if (n > rest.size() / least)
      return fail("a count larger than the bytes left");
    return true;
  }
  bool str(std::string &s) {
    uint64_t n;
    if (!count(n, 1))
      return false;
    s.assign(rest.data(), n);
    rest = rest.drop_front(n);
    return true;
  }
  bool strings(std::vector<std::string> &list) {
    uint64_t n;
    if (!count(n, 8))
      return false;
    list.resize(n);
    for (std::string &s : list)
      if (!str(s))
        return false;
    return true;
  }
  bool buffer(Buffer &b) {
    uint64_t kind, rank;
    if (!u64(kind) || !count(rank, 8))
      return false;
    // ElementKind's last value (ir/ElementType.h): a kind past it would
    // index nothing.
    if (kind > static_cast<uint64_t>(ElementKind::U64))
      return fail("an unknown element type");
    if (rank > 64)
      return fail("a tensor of rank over 64");
    b.spec.type = ElementType{static_cast<ElementKind>(kind)};
    b.spec.shape.clear();
    uint64_t elements = 1;
    for (uint64_t d = 0; d < rank; ++d) {
      uint64_t v;
      if (!u64(v))
        return false;
      if (v > (uint64_t(1) << 40) || (v && elements > (uint64_t(1) << 40) / v))
        return fail("a tensor too large");
      elements *= v;
      b.spec.shape.push_back(static_cast<int64_t>(v));
    }
    std::string raw;
    if (!str(raw))
      return false;
    if (raw.size() != elements * Buffer::elementBytes(b.spec.type))
      return fail("a tensor whose bytes do not match its shape");
    b.bytes.assign(raw.begin(), raw.end());
    return true;
  }
  bool buffers(std::vector<Buffer> &list) {
    uint64_t n;
    if (!count(n, 24))
      return false;
    list.resize(n);
    for (Buffer &b : list)
      if (!buffer(b))
        return false;
    return true;
  }
  bool bufferSets(std::vector<std::vector<Buffer>> &sets) {
    uint64_t n;
    if (!count(n, 8))
      return false;
    sets.resize(n);
    for (std::vector<Buffer> &set : sets)
      if (!buffers(set))
        return false;
    return true;
  }
  bool atEnd() {
    if (!rest.empty())
      return fail("bytes after the end");
    return true;
  }
  bool fail(const char *why) {
    if (error.empty())
      error = why;
    return false;
  }
  std::string error;

private:
  llvm::StringRef rest;
};

bool finiteSeconds(double s) { return std::isfinite(s) && s >= 0 && s < 1e9; }

} // namespace

std::string defuse::encodeProbeRequest(const ProbeRequest &request) {
  Writer w;
  const CompileOptions &o = request.options;
  w.u64(kRequestMagic);
  w.str(request.moduleText);
  w.str(request.entry);
  w.str(o.pipeline);
  w.u64(o.llvmOptLevel);
  w.u64(o.appendDefaultLowering);
  w.strings(o.steps);
  w.u64(o.stopAfterPipeline);
  w.u64(static_cast<uint64_t>(o.llvmBisectLimit));
  w.u64(o.processEndsAfterRun);
  w.f64(o.runTimeLimitSeconds);
  w.u64(o.runs);
  w.strings(o.targetFlags);
  w.u64(o.tracePasses);
  w.u64(o.traceKernels);
  w.u64(o.mapKernels);
  w.str(o.cutKernel);
  w.u64(o.cutPoint);
  w.strings(o.separatedEdges);
  w.strings(o.disabledPasses);
  w.buffers(request.inputs);
  w.bufferSets(request.moreInputs);
  return w.take();
}

llvm::FailureOr<ProbeRequest> defuse::decodeProbeRequest(llvm::StringRef bytes,
                                                         std::string &error) {
  Reader r(bytes);
  ProbeRequest request;
  CompileOptions &o = request.options;
  uint64_t magic = 0, optLevel = 0, limit = 0, cutPoint = 0, runs = 0;
  bool ok =
      r.u64(magic) && (magic == kRequestMagic || r.fail("not a request")) &&
      r.str(request.moduleText) && r.str(request.entry) && r.str(o.pipeline) &&
      r.u64(optLevel) && r.flag(o.appendDefaultLowering) &&
      r.strings(o.steps) && r.flag(o.stopAfterPipeline) && r.u64(limit) &&
      r.flag(o.processEndsAfterRun) && r.f64(o.runTimeLimitSeconds) &&
      r.u64(runs) && r.strings(o.targetFlags) && r.flag(o.tracePasses) &&
      r.flag(o.traceKernels) && r.flag(o.mapKernels) && r.str(o.cutKernel) &&
      r.u64(cutPoint) && r.strings(o.separatedEdges) &&
      r.strings(o.disabledPasses) && r.buffers(request.inputs) &&
      r.bufferSets(request.moreInputs) && r.atEnd();
  if (ok && (optLevel > 3 || !finiteSeconds(o.runTimeLimitSeconds) ||
             runs < 1 || runs > kMostRunsOfOneProbe))
    ok = r.fail("an option out of range");
  if (!ok) {
    error = "malformed probe request: " + r.error;
    return llvm::failure();
  }
  o.llvmOptLevel = static_cast<unsigned>(optLevel);
  o.llvmBisectLimit = static_cast<int64_t>(limit);
  o.cutPoint = cutPoint;
  o.runs = static_cast<unsigned>(runs);
  return request;
}

std::string defuse::encodeProbeResult(const ProbeResult &result) {
  Writer w;
  w.u64(kResultMagic);
  w.u64(static_cast<uint64_t>(result.status));
  w.str(result.message);
  w.str(result.pass);
  w.u64(static_cast<uint64_t>(result.signal));
  w.f64(result.compileSeconds);
  w.f64(result.runSeconds);
  w.buffers(result.outputs);
  w.bufferSets(result.moreOutputs);
  w.strings(result.snapshots);
  w.u64(result.llvmPasses.size());
  for (const LlvmPassRecord &p : result.llvmPasses) {
    w.str(p.name);
    w.str(p.unit);
  }
  w.strings(result.snapshotPasses);
  w.u64(result.kernelTraces.size());
  for (const KernelTrace &k : result.kernelTraces) {
    w.str(k.name);
    w.buffers(k.inputs);
    w.buffers(k.outputs);
    w.str(k.moduleText);
    w.strings(k.sourceOps);
  }
  w.u64(result.kernelPoints.size());
  for (const KernelPoint &p : result.kernelPoints) {
    w.str(p.op);
    w.strings(p.sourceOps);
  }
  return w.take();
}

llvm::FailureOr<ProbeResult> defuse::decodeProbeResult(llvm::StringRef bytes,
                                                       std::string &error) {
  ProbeResult result;
  if (bytes.size() > kMaxProbeReportBytes) {
    error = "malformed probe result: larger than " +
            std::to_string(kMaxProbeReportBytes) + " bytes";
    return llvm::failure();
  }
  Reader r(bytes);
  uint64_t magic = 0, status = 0, signal = 0, n = 0;
  bool ok = r.u64(magic) && (magic == kResultMagic || r.fail("not a result")) &&
            r.u64(status) &&
            (status <= static_cast<uint64_t>(ProbeStatus::InternalError) ||
             r.fail("an unknown status")) &&
            r.str(result.message) && r.str(result.pass) && r.u64(signal) &&
            (signal < 128 || r.fail("an unknown signal")) &&
            r.f64(result.compileSeconds) && r.f64(result.runSeconds) &&
            ((finiteSeconds(result.compileSeconds) &&
              finiteSeconds(result.runSeconds)) ||
             r.fail("a time out of range")) &&
            r.buffers(result.outputs) && r.bufferSets(result.moreOutputs) &&
            r.strings(result.snapshots) && r.count(n, 16);
  if (ok) {
    result.llvmPasses.resize(n);
    for (LlvmPassRecord &p : result.llvmPasses)
      if (!(ok = r.str(p.name) && r.str(p.unit)))
        break;
  }
  ok = ok && r.strings(result.snapshotPasses) && r.count(n, 40);
  if (ok) {
    result.kernelTraces.resize(n);
    for (KernelTrace &k : result.kernelTraces)
      if (!(ok = r.str(k.name) && r.buffers(k.inputs) && r.buffers(k.outputs) &&
                 r.str(k.moduleText) && r.strings(k.sourceOps)))
        break;
  }
  ok = ok && r.count(n, 16);
  if (ok) {
    result.kernelPoints.resize(n);
    for (KernelPoint &p : result.kernelPoints)
      if (!(ok = r.str(p.op) && r.strings(p.sourceOps)))
        break;
  }
  ok = ok && r.atEnd();
  if (!ok) {
    error = "malformed probe result: " + r.error;
    return llvm::failure();
  }
  result.status = static_cast<ProbeStatus>(status);
  result.signal = static_cast<int>(signal);
  return result;
}
