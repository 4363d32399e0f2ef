//===- ProbeReportTest.cpp - A probe's bytes, read as untrusted input -----===//
//
// A sandboxed worker runs a candidate's code, which can write anything where
// the result goes: the decoder must give back what was encoded, and refuse
// (never crash on, never allocate for) anything else.
//
//===----------------------------------------------------------------------===//

#include "target/ProbeReport.h"

#include <cstring>
#include <gtest/gtest.h>
#include <random>

using namespace defuse;

namespace {

Buffer buffer(ElementKind kind, std::vector<int64_t> shape) {
  Buffer b;
  b.spec.type = ElementType{kind};
  b.spec.shape = shape;
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  b.bytes.resize(n * Buffer::elementBytes(b.spec.type));
  for (size_t i = 0; i < b.bytes.size(); ++i)
    b.bytes[i] = static_cast<uint8_t>(i * 7);
  return b;
}

ProbeResult sampleResult() {
  ProbeResult r;
  r.status = ProbeStatus::VerifierError;
  r.message = "broke the verifier";
  r.pass = "math-expand-ops";
  r.signal = 6;
  r.compileSeconds = 0.25;
  r.runSeconds = 0.125;
  r.outputs = {buffer(ElementKind::F32, {2, 3}),
               buffer(ElementKind::BF16, {4})};
  r.moreOutputs = {{buffer(ElementKind::F32, {2, 3})}, {}};
  r.snapshots = {"module {}", "module { func.func @f() { return } }"};
  r.llvmPasses = {{"InstCombinePass", "function (main)"}};
  r.snapshotPasses = {"canonicalize on 'builtin.module'"};
  KernelTrace k;
  k.name = "dispatch_0";
  k.inputs = {buffer(ElementKind::I8, {3})};
  k.outputs = {buffer(ElementKind::F64, {1})};
  k.moduleText = "module {}";
  k.sourceOps = {"op1", "op2"};
  r.kernelTraces = {k};
  r.kernelPoints = {{"arith.addf", {"op3"}}};
  return r;
}

TEST(ProbeReportTest, ResultsComeBackAsEncoded) {
  ProbeResult r = sampleResult();
  std::string error;
  llvm::FailureOr<ProbeResult> back =
      decodeProbeResult(encodeProbeResult(r), error);
  ASSERT_TRUE(succeeded(back)) << error;
  EXPECT_EQ(back->status, r.status);
  EXPECT_EQ(back->message, r.message);
  EXPECT_EQ(back->pass, r.pass);
  EXPECT_EQ(back->signal, 6);
  EXPECT_EQ(back->runSeconds, 0.125);
  ASSERT_EQ(back->outputs.size(), 2u);
  EXPECT_EQ(back->outputs[1].spec.type.kind, ElementKind::BF16);
  EXPECT_EQ(back->outputs[0].bytes, r.outputs[0].bytes);
  ASSERT_EQ(back->moreOutputs.size(), 2u);
  EXPECT_EQ(back->moreOutputs[0][0].bytes, r.moreOutputs[0][0].bytes);
  EXPECT_TRUE(back->moreOutputs[1].empty());
  EXPECT_EQ(back->snapshots, r.snapshots);
  EXPECT_EQ(back->llvmPasses[0].unit, "function (main)");
  EXPECT_EQ(back->kernelTraces[0].sourceOps, r.kernelTraces[0].sourceOps);
  EXPECT_EQ(back->kernelPoints[0].sourceOps[0], "op3");
}

TEST(ProbeReportTest, RequestsComeBackAsEncoded) {
  ProbeRequest q;
  q.moduleText = "module {}";
  q.entry = "main";
  q.options.steps = {"func.func(tosa-to-linalg)", "canonicalize"};
  q.options.llvmOptLevel = 3;
  q.options.stopAfterPipeline = true;
  q.options.llvmBisectLimit = 17;
  q.options.runTimeLimitSeconds = 0.5;
  q.options.runs = 3;
  q.options.separatedEdges = {"op1>op2"};
  q.inputs = {buffer(ElementKind::I64, {2, 2})};
  q.moreInputs = {{buffer(ElementKind::I64, {2, 2})},
                  {buffer(ElementKind::I8, {3})}};
  std::string error;
  llvm::FailureOr<ProbeRequest> back =
      decodeProbeRequest(encodeProbeRequest(q), error);
  ASSERT_TRUE(succeeded(back)) << error;
  EXPECT_EQ(back->options.steps, q.options.steps);
  EXPECT_EQ(back->options.llvmOptLevel, 3u);
  EXPECT_TRUE(back->options.stopAfterPipeline);
  EXPECT_EQ(back->options.llvmBisectLimit, 17);
  EXPECT_EQ(back->options.runs, 3u);
  EXPECT_EQ(back->options.separatedEdges, q.options.separatedEdges);
  EXPECT_EQ(back->inputs[0].bytes, q.inputs[0].bytes);
  ASSERT_EQ(back->moreInputs.size(), 2u);
  EXPECT_EQ(back->moreInputs[1][0].spec.type.kind, ElementKind::I8);
  EXPECT_EQ(back->moreInputs[1][0].bytes, q.moreInputs[1][0].bytes);

  // A program that runs no times, or a million, is no timing.
  for (unsigned runs : {0u, 1000000u}) {
    q.options.runs = runs;
    EXPECT_TRUE(failed(decodeProbeRequest(encodeProbeRequest(q), error)))
        << runs;
  }
}

/// The result with 8 bytes at `offset` overwritten by `value`.
std::string patched(std::string bytes, size_t offset, uint64_t value) {
  std::memcpy(&bytes[offset], &value, 8);
  return bytes;
}

TEST(ProbeReportTest, EveryElementTypeComesBack) {
  for (uint64_t k = 0; k <= static_cast<uint64_t>(ElementKind::U64); ++k) {
    ProbeResult r;
    r.status = ProbeStatus::Ok;
    r.outputs = {buffer(static_cast<ElementKind>(k), {2})};
    std::string error;
    llvm::FailureOr<ProbeResult> back =
        decodeProbeResult(encodeProbeResult(r), error);
    ASSERT_TRUE(succeeded(back)) << "kind " << k << ": " << error;
    EXPECT_EQ(back->outputs[0].bytes, r.outputs[0].bytes);
  }
}

TEST(ProbeReportTest, MalformedResultsAreRefused) {
  std::string good = encodeProbeResult(sampleResult());
  std::string error;
  // Truncated anywhere.
  for (size_t n = 0; n < good.size(); n += 5)
    EXPECT_TRUE(failed(decodeProbeResult(good.substr(0, n), error))) << n;
  // Trailing bytes.
  EXPECT_TRUE(failed(decodeProbeResult(good + "x", error)));
  // A status past the last one.
  EXPECT_TRUE(failed(decodeProbeResult(patched(good, 8, 999), error)));
  // A message that claims more bytes than there are (no allocation for it).
  EXPECT_TRUE(
      failed(decodeProbeResult(patched(good, 16, uint64_t(1) << 62), error)));
  EXPECT_NE(error.find("count larger than the bytes left"), std::string::npos)
      << error;
}

TEST(ProbeReportTest, TensorsMustMatchTheirShapeAndType) {
  ProbeResult r;
  r.status = ProbeStatus::Ok;
  r.outputs = {buffer(ElementKind::F32, {4})};
  std::string good = encodeProbeResult(r);
  std::string error;
  ASSERT_TRUE(succeeded(decodeProbeResult(good, error))) << error;
  // Layout: magic, status, message, pass, signal, 2 times, output count,
  // then the output's kind at 8 * 8 and its first dimension at 10 * 8.
  EXPECT_TRUE(failed(decodeProbeResult(patched(good, 64, 200), error)));
  EXPECT_NE(error.find("unknown element type"), std::string::npos) << error;
  EXPECT_TRUE(failed(decodeProbeResult(patched(good, 80, 5), error)));
  EXPECT_NE(error.find("do not match its shape"), std::string::npos) << error;
  EXPECT_TRUE(
      failed(decodeProbeResult(patched(good, 80, uint64_t(1) << 50), error)));
}

TEST(ProbeReportTest, RandomBytesNeverCrashTheDecoder) {
  std::mt19937_64 random(7);
  std::string good = encodeProbeResult(sampleResult());
  std::string error;
  int decoded = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string bytes = good;
    // A few bytes flipped, or a random cut.
    for (int k = 0; k < 1 + i % 4; ++k)
      bytes[random() % bytes.size()] = static_cast<char>(random());
    if (i % 3 == 0)
      bytes.resize(random() % bytes.size());
    decoded += succeeded(decodeProbeResult(bytes, error));
  }
  // Flips inside strings and tensor bytes decode; the rest is refused.
  EXPECT_GT(decoded, 0);
  EXPECT_LT(decoded, 3000);
}

} // namespace
