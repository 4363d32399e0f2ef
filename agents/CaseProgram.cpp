//===- CaseProgram.cpp - Programs around a finding, judged ----------------===//

#include "agents/CaseProgram.h"

#include "bisect/ProbeRunner.h"
#include "ir/InputSpec.h"
#include "ir/Workload.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace defuse;

std::optional<std::string> defuse::readTextFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return std::nullopt;
  return (*buffer)->getBuffer().str();
}

bool defuse::writeTextFile(const std::string &path, const std::string &text) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return false;
  os << text;
  os.close();
  return !os.has_error();
}

std::vector<CaseProgram>
defuse::programsFromFiles(const std::vector<std::string> &files, uint64_t seed,
                          const std::string &axis) {
  std::vector<CaseProgram> programs;
  for (const std::string &file : files)
    if (std::optional<std::string> text = readTextFile(file))
      programs.push_back({*text, seed, axis, file});
  return programs;
}

llvm::FailureOr<PreparedProgram>
defuse::prepareProgram(mlir::MLIRContext &context, const CaseProgram &p,
                       std::string &why) {
  mlir::ScopedDiagnosticHandler quiet(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  auto workload = Workload::parse(context, p.text, p.axis + ".mlir");
  if (failed(workload)) {
    why = "does not parse or verify";
    return mlir::failure();
  }
  PreparedProgram r;
  r.program = p;
  r.moduleText = workload->text();
  r.entry = workload->entryName();
  bool ok = true;
  InputPlan plan = InputPlan::forWorkload(*workload, p.text, why, ok);
  if (!ok || !plan.generate(*workload, p.seed, r.inputs, why))
    return mlir::failure();
  auto reference = computeReference(*workload, r.inputs);
  if (failed(reference)) {
    why = "the reference cannot interpret it";
    return mlir::failure();
  }
  if (reference->undefinedElements) {
    why = "undefined behaviour on its inputs";
    return mlir::failure();
  }
  r.reference = std::move(*reference);
  return r;
}

std::vector<JudgedRun>
defuse::judgeAll(ProbeRunner &probes,
                 const std::vector<PreparedProgram> &programs,
                 const std::string &pipeline, unsigned optLevel) {
  std::vector<ProbeRequest> requests;
  for (const PreparedProgram &p : programs)
    requests.push_back(
        makeProbeRequest(p.moduleText, p.entry, pipeline, optLevel, p.inputs));
  std::vector<ProbeResult> results = probes.runAll(requests);
  std::vector<JudgedRun> runs;
  for (size_t i = 0; i < programs.size(); ++i)
    runs.push_back({judge(programs[i].reference.outputs, results[i],
                          programs[i].reference.undefinedElements),
                    results[i]});
  return runs;
}

std::vector<std::string>
defuse::compileOnly(ProbeRunner &probes,
                    const std::vector<PreparedProgram> &programs,
                    const std::string &pipeline) {
  std::vector<std::string> steps;
  splitPipeline(pipeline, steps);
  std::vector<ProbeRequest> requests;
  for (const PreparedProgram &p : programs) {
    ProbeRequest r = makeProbeRequest(p.moduleText, p.entry, "", 2, p.inputs);
    r.options.steps = steps;
    r.options.stopAfterPipeline = true;
    requests.push_back(std::move(r));
  }
  std::vector<ProbeResult> results = probes.runAll(requests);
  std::vector<std::string> modules;
  for (size_t i = 0; i < programs.size(); ++i) {
    const ProbeResult &r = results[i];
    if (r.status != ProbeStatus::Ok)
      modules.emplace_back();
    else if (steps.empty())
      modules.push_back(programs[i].moduleText);
    else
      modules.push_back(r.snapshots.empty() ? "" : r.snapshots.back());
  }
  return modules;
}

std::string defuse::replacePass(const std::string &pipeline,
                                const std::string &pass,
                                const std::string &replacement) {
  std::vector<std::string> steps;
  if (!splitPipeline(pipeline, steps))
    return pipeline;
  std::vector<size_t> running = stepsRunning(steps, pass);
  for (size_t i : running) {
    std::string bare = withPassOptions(steps[i], {});
    size_t at = bare.rfind(pass);
    if (at != std::string::npos)
      steps[i] = bare.replace(at, pass.size(), replacement);
  }
  return joinPipeline(steps, steps.size());
}

std::string defuse::withoutPass(const std::string &pipeline,
                                const std::string &pass) {
  std::vector<std::string> steps, kept;
  if (!splitPipeline(pipeline, steps))
    return pipeline;
  for (const std::string &step : steps)
    if (passName(step) != pass)
      kept.push_back(step);
  return joinPipeline(kept, kept.size());
}

std::vector<std::pair<std::string, int64_t>>
defuse::opHistogram(mlir::MLIRContext &context, const std::string &moduleText) {
  mlir::ScopedDiagnosticHandler quiet(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(moduleText, &context);
  std::map<std::string, int64_t> counts;
  if (module)
    module->walk([&](mlir::Operation *op) {
      if (op != module->getOperation())
        ++counts[op->getName().getStringRef().str()];
    });
  return {counts.begin(), counts.end()};
}

int64_t defuse::countKernels(mlir::MLIRContext &context,
                             const std::string &moduleText) {
  int64_t n = 0;
  for (const auto &[kind, count] : opHistogram(context, moduleText))
    if (llvm::StringRef(kind).starts_with("linalg.") &&
        kind != "linalg.yield" && kind != "linalg.index")
      n += count;
  return n;
}

std::optional<double> defuse::bestRunSecondsWithin(
    ProbeRunner &probes, const std::vector<PreparedProgram> &programs,
    const std::string &pipeline, double budgetSeconds, unsigned optLevel) {
  double total = 0;
  for (const PreparedProgram &p : programs) {
    ProbeRequest request =
        makeProbeRequest(p.moduleText, p.entry, pipeline, optLevel, p.inputs);
    if (std::isfinite(budgetSeconds))
      request.options.runTimeLimitSeconds = budgetSeconds - total;
    double best = INFINITY;
    bool stopped = false;
    // Three runs of one compile; where that probe does not come back whole
    // (a run stopped at the limit takes the others with it, a target that
    // runs once a probe refuses), three probes of one run each.
    ProbeRequest thrice = request;
    thrice.options.runs = 3;
    ProbeResult once = probes.runAgain(thrice);
    std::vector<ProbeResult> runs;
    if (once.status == ProbeStatus::Ok)
      runs.push_back(std::move(once));
    else
      runs = probes.runAgain(request, 3);
    for (const ProbeResult &r : runs) {
      if (r.status == ProbeStatus::Ok)
        best = std::min(best, r.runSeconds);
      stopped |= r.runLimitReached;
    }
    // Every run that ended was within the limit: only when none did is the
    // program's best past what was left.
    if (stopped && !std::isfinite(best))
      return std::nullopt;
    total += std::isfinite(best) ? best : 0;
    if (total > budgetSeconds)
      return std::nullopt;
  }
  return total;
}

double defuse::bestRunSeconds(ProbeRunner &probes,
                              const std::vector<PreparedProgram> &programs,
                              const std::string &pipeline, unsigned optLevel) {
  return *bestRunSecondsWithin(probes, programs, pipeline, INFINITY, optLevel);
}

std::set<std::string>
defuse::opsRewrittenBy(ProbeRunner &probes, mlir::MLIRContext &context,
                       const std::vector<PreparedProgram> &programs,
                       const std::string &pipeline, const std::string &pass) {
  std::set<std::string> kinds;
  std::vector<std::string> steps;
  if (!splitPipeline(pipeline, steps))
    return kinds;
  std::vector<size_t> running = stepsRunning(steps, pass);
  if (running.empty())
    return kinds;
  std::vector<std::string> before =
      compileOnly(probes, programs, joinPipeline(steps, running.front()));
  std::vector<std::string> after =
      compileOnly(probes, programs, joinPipeline(steps, running.front() + 1));
  for (size_t i = 0; i < programs.size(); ++i) {
    if (before[i].empty() || after[i].empty())
      continue;
    auto counted = opHistogram(context, after[i]);
    std::map<std::string, int64_t> left(counted.begin(), counted.end());
    for (const auto &[kind, count] : opHistogram(context, before[i]))
      if (left[kind] < count)
        kinds.insert(kind);
  }
  return kinds;
}
