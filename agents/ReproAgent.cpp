//===- ReproAgent.cpp - From a raw report to a deterministic reproducer ---===//

#include "agents/ReproAgent.h"

#include "agents/CaseProgram.h"
#include "agents/Subprocess.h"
#include "agents/Variations.h"
#include "bisect/ProbeRunner.h"

#include "llvm/Support/FileSystem.h"

#include <set>

using namespace defuse;

namespace {

constexpr unsigned kRuns = 5;

/// The leading size every argument and result shares, if more than 1.
std::optional<int64_t> batchSize(const PreparedProgram &p) {
  std::set<int64_t> leading;
  for (const Tensor &t : p.inputs)
    leading.insert(t.rank() ? t.shape()[0] : 0);
  for (const Tensor &t : p.reference.outputs)
    leading.insert(t.rank() ? t.shape()[0] : 0);
  if (leading.size() != 1 || *leading.begin() < 2)
    return std::nullopt;
  return *leading.begin();
}

/// The first row of `b` (its leading dimension cut to 1).
Buffer firstRow(const Buffer &b) {
  Buffer row;
  row.spec = b.spec;
  int64_t rows = b.spec.shape.empty() ? 1 : b.spec.shape[0];
  row.spec.shape[0] = 1;
  row.bytes.assign(b.bytes.begin(), b.bytes.begin() + b.bytes.size() / rows);
  return row;
}

nlohmann::ordered_json batchInvariance(AgentContext &c,
                                       const PreparedProgram &p,
                                       const ProbeResult &whole) {
  std::optional<int64_t> batch = batchSize(p);
  if (!batch)
    return {{"result", "not applicable: no batch size shared by every "
                       "argument and result"}};
  if (whole.status != ProbeStatus::Ok)
    return {{"result", "not judged: the whole batch did not run"}};
  std::string sliced = p.program.text;
  for (size_t rank = 1; rank <= 8; ++rank)
    sliced = resizeDimension(sliced, rank, 0, *batch, 1);
  std::string why;
  auto slicedProgram = prepareProgram(
      c.context, {sliced, p.program.seed, "batch-slice", "first row"}, why);
  if (failed(slicedProgram))
    return {{"result", "not judged: the program cut to one row " + why}};
  ProbeRequest request =
      makeProbeRequest(slicedProgram->moduleText, slicedProgram->entry,
                       c.finding.fullPipeline, 2, {});
  for (const Tensor &t : p.inputs)
    request.inputs.push_back(firstRow(Buffer::fromTensor(t)));
  ProbeResult alone = c.probes.runAgain(request);
  if (alone.status != ProbeStatus::Ok)
    return {{"result", std::string("not judged: the row alone ") +
                           probeStatusName(alone.status)}};
  int64_t differing = 0;
  for (size_t i = 0; i < whole.outputs.size() && i < alone.outputs.size(); ++i)
    differing += firstRow(whole.outputs[i]).bytes != alone.outputs[i].bytes;
  return {{"batch", *batch},
          {"result", differing ? "differs: the first row computes otherwise "
                                 "alone than inside the batch"
                               : "invariant"},
          {"outputs_differing", differing}};
}

} // namespace

AgentOutcome ReproAgent::run(AgentContext &c) {
  AgentOutcome out;
  const FindingCase &f = c.finding;
  std::string why;
  auto program = prepareProgram(
      c.context, {f.rawProgram, f.seed, "report", "as reported"}, why);
  if (failed(program)) {
    out.summary = "the reported program cannot be judged: " + why;
    return out;
  }
  ProbeRequest request = makeProbeRequest(program->moduleText, program->entry,
                                          f.fullPipeline, 2, program->inputs);
  std::vector<ProbeResult> runs = c.probes.runAgain(request, kRuns);
  unsigned failing = 0;
  bool sameBytes = true;
  std::set<std::string> kinds;
  for (const ProbeResult &r : runs) {
    Verdict v = judge(program->reference.outputs, r,
                      program->reference.undefinedElements);
    failing += isMiscompile(v.kind);
    kinds.insert(verdictKindName(v.kind));
    for (size_t i = 0; i < r.outputs.size() && i < runs[0].outputs.size(); ++i)
      sameBytes &= r.outputs[i].bytes == runs[0].outputs[i].bytes;
  }
  bool deterministic = sameBytes && kinds.size() == 1;
  out.details["runs"] = kRuns;
  out.details["failing_runs"] = failing;
  out.details["verdicts"] = kinds;
  out.details["deterministic"] = deterministic;
  out.details["batch_slice"] = batchInvariance(c, *program, runs[0]);
  if (failing == 0) {
    out.summary = "does not fail in " + std::to_string(kRuns) + " runs";
    return out;
  }
  if (!deterministic) {
    out.summary = "flaky: " + std::to_string(failing) + " of " +
                  std::to_string(kRuns) +
                  " runs fail, or the outputs change from run to run";
    return out;
  }

  // Reduce in a child, with defuse's own reducer.
  std::string dir = f.directory + "/repro";
  std::error_code ec = llvm::sys::fs::create_directories(dir);
  std::string input = dir + "/reported.mlir";
  if (ec || !writeTextFile(input, f.rawProgram)) {
    out.summary = input + ": cannot write";
    return out;
  }
  std::vector<std::string> argv = {c.defuse.empty() ? defuseExecutable()
                                                    : c.defuse,
                                   "reduce",
                                   input,
                                   "--pipeline",
                                   f.fullPipeline,
                                   "--seed",
                                   std::to_string(f.seed),
                                   "--emit",
                                   dir,
                                   "-q"};
  for (const std::string &plugin : c.plugins) {
    argv.push_back("--load-pass-plugin");
    argv.push_back(plugin);
  }
  ChildOutcome reduce =
      runChild(argv, dir + "/reduce.out", dir + "/reduce.err", 1800);
  out.details["reduce_exit"] = reduce.exitCode;
  bool reproduced = llvm::sys::fs::exists(dir + "/reproducer.mlir");
  out.succeeded = reproduced;
  out.summary = std::to_string(failing) + " of " + std::to_string(kRuns) +
                " runs fail alike; batch rows " +
                out.details["batch_slice"]["result"].get<std::string>() + "; " +
                (reproduced ? "reproducer in " + dir + "/reproducer.mlir"
                            : "the reduction failed (" + dir + "/reduce.err)");
  return out;
}
