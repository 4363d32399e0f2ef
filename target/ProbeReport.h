//===- ProbeReport.h - A probe's request and result as bytes --------------===//
//
// What crosses the wall of a probe: the request goes in as bytes, the result
// comes back as bytes. A forked child writes its result in a file; an exec'd
// worker in a sandbox (target/mlir/SandboxedTarget.h) reads its request from
// one file and writes its result in another. A sandboxed worker runs a
// candidate's code, which can write anything there: the decoder treats the
// bytes as untrusted input. Every count is bounded by the bytes left, every
// tensor's bytes must match its element type and shape, every enumeration
// must name a value, and any violation fails the whole decode.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_PROBEREPORT_H
#define DEFUSE_TARGET_PROBEREPORT_H

#include "target/Probe.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace defuse {

/// The largest result a decoder takes (bytes): a module's snapshots after
/// every step of a large pipeline, and its outputs, fit well within it.
constexpr size_t kMaxProbeReportBytes = size_t(2) << 30;

std::string encodeProbeRequest(const ProbeRequest &request);
llvm::FailureOr<ProbeRequest> decodeProbeRequest(llvm::StringRef bytes,
                                                 std::string &error);

std::string encodeProbeResult(const ProbeResult &result);
/// The result `bytes` encode; fails, with `error`, on anything malformed.
/// The wall time, the cancellation and the run-limit flags are the
/// parent's to set and are not carried.
llvm::FailureOr<ProbeResult> decodeProbeResult(llvm::StringRef bytes,
                                               std::string &error);

} // namespace defuse

#endif // DEFUSE_TARGET_PROBEREPORT_H
