//===- Campaign.cpp -------------------------------------------------------===//

#include "fuzz/Campaign.h"
#include "fuzz/ExternalGenerator.h"
#include "fuzz/FindingTriage.h"

#include "bisect/ProbeRunner.h"
#include "bisect/Triage.h"
#include "fuzz/GraphMutator.h"
#include "fuzz/ProgramGenerator.h"
#include "fuzz/Scheduler.h"
#include "interp/Reference.h"
#include "ir/InputSpec.h"
#include "ir/SplitMix64.h"
#include "ir/Workload.h"
#include "oracle/Oracle.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Signature.h"
#include "report/BugReport.h"
#include "report/Reproducer.h"
#include "target/mlir/Context.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/FileSystem.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

using namespace defuse;
using Clock = std::chrono::steady_clock;

namespace {

/// Programs per batch. Fixed, not tied to --jobs: the scheduler learns only
/// between batches, so the same seed replays the same campaign on any
/// number of cores.
constexpr unsigned kBatchPrograms = 8;
/// After this many triages that all found the same signature, failures of
/// the same kind under the same variant and source (or, once pass bisection
/// ran, of the same kind and pass) are taken to be that finding without
/// triaging them again: a campaign that keeps hitting one bug would
/// otherwise spend its budget re-triaging it. A key whose triages disagree
/// is never trusted.
constexpr unsigned kTriagesBeforeTrust = 3;

/// Names a program index at which the campaign aborts, as if defuse had a
/// bug there: the test of the crash handler (tests/lit/fuzz/).
constexpr const char *kCrashTestVariable = "DEFUSE_TEST_CRASH_AT_PROGRAM";

void mergeArmStats(ArmStats &into, const ArmStats &delta) {
  into.arm = delta.arm;
  into.tried += delta.tried;
  into.silent += delta.silent;
  into.silentNew += delta.silentNew;
  into.loud += delta.loud;
  into.compileErrors += delta.compileErrors;
  into.seconds += delta.seconds;
}

// What the fatal-signal handler needs, set before it can run.
volatile int64_t gCurrentProgram = -1;
int gCrashFile = -1;
pid_t gCampaignProcess = 0;

extern "C" void recordCrashAndDie(int sig) {
  // Probe children inherit the handler; their deaths are probe outcomes.
  if (getpid() == gCampaignProcess && gCurrentProgram >= 0 && gCrashFile >= 0) {
    char buf[24];
    int n = 0;
    char digits[20];
    int64_t v = gCurrentProgram;
    do {
      digits[n++] = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v && n < 20);
    int len = 0;
    while (n)
      buf[len++] = digits[--n];
    buf[len++] = '\n';
    (void)!write(gCrashFile, buf, len);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void installCrashHandler(const std::string &path) {
  gCampaignProcess = getpid();
  gCrashFile = open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
    signal(sig, recordCrashAndDie);
}

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

uint64_t programSeed(uint64_t campaignSeed, int64_t index) {
  SplitMix64 mix{campaignSeed * 0x100000001b3ULL ^
                 static_cast<uint64_t>(index)};
  mix.next();
  return mix.next() >> 1; // fits the signed 64-bit column of the store
}

bool isSilent(VerdictKind k) {
  return k == VerdictKind::Drift || k == VerdictKind::Corruption ||
         k == VerdictKind::NanMismatch || k == VerdictKind::InfMismatch ||
         k == VerdictKind::SignedZeroMismatch;
}

std::string readText(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool hasNonFinite(const std::vector<Tensor> &outputs) {
  for (const Tensor &t : outputs)
    if (t.elementType().isFloat())
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(t.floatAt(i)))
          return true;
  return false;
}

/// The reduced program without locations, and its passes: what two
/// findings share when their reductions met.
std::string reducedShape(mlir::MLIRContext &context,
                         const ReductionResult &reduction) {
  mlir::OwningOpRef<mlir::ModuleOp> module =
      parseQuietly(context, reduction.reduced.moduleText);
  if (!module)
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  for (const std::string &pass : reduction.reduced.passes)
    text += "\n" + pass;
  return text;
}

/// One program of a batch, from generation to its verdicts.
struct ProgramRun {
  int64_t index = 0;
  uint64_t seed = 0;
  std::string source; // the scheduler's arm
  std::string origin; // "gen:FAMILY" or "mutate:PATH"
  std::string text, recipe;
  bool specialValues = false;
  std::string pipelinePrefix; // passes the program needs first
  std::optional<Workload> workload;
  std::vector<Tensor> inputs;
  Reference reference;
  std::vector<const PipelineVariant *> variants;
  size_t firstRequest = 0;
  ArmOutcome best = ArmOutcome::Nothing; // its source's reward
  std::string rejected; // why it was not checked, if it was not
  std::string outcome;  // for the store: "pass" or the failures, joined
  /// What the program adds to its arms' statistics, kept apart until the
  /// store says the program was recorded for the first time: a shard redone
  /// after a lost lease counts each program once.
  std::map<std::string, ArmStats> armDeltas;

  std::string pipelineFor(const PipelineVariant &v) const {
    if (v.pipeline.empty())
      return pipelinePrefix;
    return pipelinePrefix.empty() ? v.pipeline
                                  : pipelinePrefix + "," + v.pipeline;
  }
};

struct TrustedKey {
  std::string signature;
  unsigned triages = 0;
  bool consistent = true;
};

class CampaignRunner {
public:
  CampaignRunner(FindingsStore &store, const CampaignOptions &options,
                 const CampaignHooks &hooks)
      : store(store), o(options), hooks(hooks),
        scheduler(campaignSources(options), variantNames(options)) {
    for (const PipelineVariant &v : o.variants)
      variantByName[v.name] = &v;
    for (const std::string &path : o.productionFiles)
      productionTexts.push_back(readText(path));
  }

  llvm::FailureOr<CampaignStats> run(std::string &error);

  const Target &target() const { return o.target ? *o.target : mlirTarget(); }

private:
  static std::vector<std::string> variantNames(const CampaignOptions &o) {
    std::vector<std::string> names;
    for (const PipelineVariant &v : o.variants)
      names.push_back(v.name);
    return names;
  }

  void say(const std::string &line) {
    if (hooks.log)
      hooks.log(line);
  }

  void prepare(mlir::MLIRContext &context, ProgramRun &p);
  /// The program's inputs and reference, or why it cannot be checked
  /// (`p.rejected`): undefined behaviour, or a non-finite reference where
  /// its family does not mean to probe NaN and Inf.
  void computeInputsAndReference(ProgramRun &p);
  void handleLoud(ProgramRun &p, const PipelineVariant &v,
                  const Verdict &verdict, const ProbeResult &result);
  void handleSilent(mlir::MLIRContext &context, ProgramRun &p,
                    const PipelineVariant &v, const Verdict &verdict);
  std::string writeProgram(const Finding &f);
  std::string reproduceCommand(const std::string &programPath,
                               const ProgramRun &p,
                               const PipelineVariant &v) const;
  void credit(ProgramRun &p, const PipelineVariant &v, ArmOutcome out);
  /// Stores `f`, or counts another hit of its signature. A new finding gets
  /// its id, its program written out and its reproduce command (in `f`,
  /// not yet in the store). True when new; nothing when the store failed.
  std::optional<bool> record(Finding &f, const ProgramRun &p,
                             const PipelineVariant &v);
  /// A finding of program `p` under `v`, with what both say of it.
  Finding findingOf(const ProgramRun &p, const PipelineVariant &v) const;
  void flushArms();
  /// The signature `key` always led to, once it has led to the same one
  /// kTriagesBeforeTrust times; false until then.
  bool recall(const std::string &key, FailureSignature &signature) const;
  void learn(const std::string &key, const FailureSignature &signature);
  /// Reference interpretation and triage run in this process. Should one of
  /// them crash on some program, a resumed campaign must not crash on it
  /// again: a handler of the fatal signals appends the program being worked
  /// on to a file, and programs listed there are skipped (and reported as
  /// defuse's own bugs). A campaign killed from outside lists nothing.
  void loadCrashed();
  std::string crashedFile() const { return o.findingsDir + "/crashed-defuse"; }

  FindingsStore &store;
  const CampaignOptions &o;
  const CampaignHooks &hooks;
  Scheduler scheduler;
  CampaignStats stats;
  std::map<std::string, const PipelineVariant *> variantByName;
  std::vector<std::string> productionTexts;
  std::map<std::string, TrustedKey> trusted; // by kind@pass
  std::map<std::string, ArmStats> armDeltas; // since the last flush
  /// Programs that crashed defuse itself in an earlier run (see loadCrashed()).
  std::set<int64_t> crashedBefore;
  int64_t crashTestProgram = -1;
  /// Reduced program and passes (locations and input values left out) of
  /// each reduced finding of this run, to the first finding that had them.
  std::map<std::string, int64_t> findingByReducedShape;
};

void CampaignRunner::prepare(mlir::MLIRContext &context, ProgramRun &p) {
  SplitMix64 rng{p.seed};
  p.source = scheduler.pickSource(rng);
  std::string error;
  llvm::StringRef source(p.source);
  if (source.consume_front("gen:")) {
    auto program = generateProgram(context, source, p.seed, error);
    if (failed(program)) {
      p.rejected = "generator: " + error;
      return;
    }
    p.origin = p.source;
    p.text = program->text;
    p.recipe = program->recipe;
    p.specialValues = program->specialValues;
    p.pipelinePrefix = program->pipelinePrefix;
    TargetControls controls = target().controls();
    if (!p.pipelinePrefix.empty() && !controls.passPipeline) {
      // The prefix lowers TOSA's control flow for MLIR's own lowering; a
      // target that compiles it as it is takes the program without it.
      if (controls.tosaControlFlow)
        p.pipelinePrefix.clear();
      else
        p.rejected = "needs MLIR passes first (" + p.pipelinePrefix +
                     "), which the " + target().name().str() +
                     " target does not run";
    }
  } else if (source.consume_front("ext:")) {
    auto program = generateExternal(o.generator, source, p.seed, error);
    if (failed(program)) {
      p.rejected = "generator: " + error;
      return;
    }
    p.origin = p.source;
    p.text = program->text;
    p.recipe = program->recipe;
    p.specialValues = program->specialValues;
  } else {
    size_t which = rng.below(o.productionFiles.size());
    const std::string &path = o.productionFiles[which];
    auto mutant =
        mutateWorkload(context, path, productionTexts[which], p.seed, error);
    if (failed(mutant)) {
      p.rejected = "mutation: " + error;
      return;
    }
    p.origin = "mutate:" + path;
    p.text = mutant->text;
    p.recipe = mutant->mutation;
  }
  std::string name = "program-" + std::to_string(p.index) + ".mlir";
  auto workload = Workload::parse(context, p.text, name);
  if (failed(workload)) {
    p.rejected = "does not parse";
    return;
  }
  p.workload.emplace(std::move(*workload));
  if (std::string why =
          target().cannotCompile(p.workload->module(), p.workload->entryName());
      !why.empty()) {
    p.rejected = "the " + target().name().str() + " target: " + why;
    return;
  }
  p.variants.clear();
  for (const std::string &v : scheduler.pickVariants(rng, o.variantsPerProgram))
    p.variants.push_back(variantByName.at(v));
}

void CampaignRunner::computeInputsAndReference(ProgramRun &p) {
  std::string why;
  bool ok = true;
  InputPlan plan = InputPlan::forWorkload(*p.workload, p.text, why, ok);
  if (!ok || !plan.generate(*p.workload, p.seed, p.inputs, why)) {
    p.rejected = "inputs: " + why;
    return;
  }
  auto ref = computeReference(*p.workload, p.inputs);
  if (failed(ref))
    p.rejected = "reference: cannot interpret";
  else if (ref->undefinedElements)
    p.rejected = "reference: undefined behaviour";
  else if (!p.specialValues && hasNonFinite(ref->outputs))
    p.rejected = "reference: not finite";
  else
    p.reference = std::move(*ref);
}

std::string CampaignRunner::reproduceCommand(const std::string &programPath,
                                             const ProgramRun &p,
                                             const PipelineVariant &v) const {
  std::string cmd = "defuse run " + shellQuote(programPath);
  if (!target().commandEnvironment().empty())
    cmd = target().commandEnvironment() + " " + cmd;
  if (!p.pipelineFor(v).empty())
    cmd += " --pipeline " + shellQuote(p.pipelineFor(v));
  if (!target().commandLineFlags().empty())
    cmd += " " + target().commandLineFlags();
  for (const std::string &flag : v.targetFlags)
    cmd += " --target-flag=" + shellQuote(flag);
  cmd += " --seed " + std::to_string(p.seed);
  if (v.llvmOptLevel != 2)
    cmd += " --opt-level " + std::to_string(v.llvmOptLevel);
  for (const std::string &p : o.plugins)
    cmd += " --load-pass-plugin " + shellQuote(p);
  return cmd;
}

std::string CampaignRunner::writeProgram(const Finding &f) {
  std::string dir = o.findingsDir + "/F" + std::to_string(f.id);
  std::string path = dir + "/program.mlir", error;
  if (llvm::sys::fs::create_directories(dir) ||
      failed(writeTextFile(path, f.programText, error)))
    say("cannot write " + path + ": " + error);
  return path;
}

Finding CampaignRunner::findingOf(const ProgramRun &p,
                                  const PipelineVariant &v) const {
  Finding f;
  f.variant = v.name;
  f.pipeline = p.pipelineFor(v);
  for (const std::string &flag : v.targetFlags)
    f.pipeline += (f.pipeline.empty() ? "" : " ") + flag;
  f.source = p.origin;
  f.recipe = p.recipe;
  f.programText = p.text;
  f.seed = p.seed;
  f.firstCampaign = stats.campaign;
  f.firstProgram = p.index;
  return f;
}

std::optional<bool> CampaignRunner::record(Finding &f, const ProgramRun &p,
                                           const PipelineVariant &v) {
  bool isNew = false, alreadyCounted = false;
  auto id = store.upsertFinding(f, isNew, &alreadyCounted);
  if (failed(id)) {
    say("findings store: " + store.lastError());
    return std::nullopt;
  }
  if (!isNew && alreadyCounted) {
    // This very hit was recorded by a run that lost its lease (its worker
    // died): when that run had filed the finding and died before reducing
    // it, this run takes the finding over.
    std::optional<Finding> known = store.finding(*id);
    if (known && known->firstCampaign == f.firstCampaign &&
        known->firstProgram == f.firstProgram && known->variant == f.variant &&
        (known->state == FindingState::New ||
         known->state == FindingState::Triaged)) {
      say("F" + std::to_string(*id) +
          " resumed: its first run stopped before it was reduced");
      isNew = true;
    }
  }
  if (!isNew) {
    ++stats.repeatHits;
    return false;
  }
  f.id = *id;
  f.reproduce = reproduceCommand(writeProgram(f), p, v);
  ++stats.newFindings;
  ++stats.findingsByKind[f.kind];
  say("F" + std::to_string(f.id) + " new " + f.signature + " (" + p.origin +
      ", variant " + v.name + ")");
  return true;
}

void CampaignRunner::credit(ProgramRun &p, const PipelineVariant &v,
                            ArmOutcome out) {
  scheduler.record("variant:" + v.name, out);
  p.best = std::max(p.best, out);
  for (const std::string &arm : {p.source, "variant:" + v.name}) {
    ArmStats &a = p.armDeltas[arm];
    a.arm = arm;
    if (arm != p.source)
      a.tried += 1;
    a.silent += out == ArmOutcome::Silent || out == ArmOutcome::SilentNew;
    a.silentNew += out == ArmOutcome::SilentNew;
    a.loud += out == ArmOutcome::Loud;
    a.compileErrors += out == ArmOutcome::CompileError;
  }
}

bool CampaignRunner::recall(const std::string &key,
                            FailureSignature &signature) const {
  auto it = trusted.find(key);
  if (it == trusted.end() || !it->second.consistent ||
      it->second.triages < kTriagesBeforeTrust)
    return false;
  std::string error;
  std::optional<FailureSignature> known =
      FailureSignature::parse(it->second.signature, error);
  if (!known)
    return false;
  signature = *known;
  return true;
}

void CampaignRunner::learn(const std::string &key,
                           const FailureSignature &signature) {
  TrustedKey &t = trusted[key];
  if (t.triages++ == 0)
    t.signature = signature.str();
  t.consistent = t.consistent && t.signature == signature.str();
}

void CampaignRunner::loadCrashed() {
  llvm::sys::fs::create_directories(o.findingsDir);
  std::ifstream crashed(crashedFile());
  int64_t index;
  while (crashed >> index)
    crashedBefore.insert(index);
  for (int64_t i : crashedBefore)
    if (i >= store.nextProgramIndex(stats.campaign))
      say("program " + std::to_string(i) +
          " crashed defuse in an earlier run: skipped (a bug of defuse; "
          "reproduce it with defuse generate and defuse triage)");
  installCrashHandler(crashedFile());
  if (const char *v = std::getenv(kCrashTestVariable))
    crashTestProgram = std::atoll(v);
}

void CampaignRunner::flushArms() {
  for (auto &[arm, delta] : armDeltas)
    if (failed(store.addArmStats(stats.campaign, delta)))
      say("findings store: " + store.lastError());
  armDeltas.clear();
}

void CampaignRunner::handleLoud(ProgramRun &p, const PipelineVariant &v,
                                const Verdict &verdict,
                                const ProbeResult &result) {
  bool kernel = verdict.kind == VerdictKind::Crash ||
                verdict.kind == VerdictKind::Timeout;
  std::string what =
      kernel ? verdictKindName(verdict.kind) : probeStatusName(result.status);
  bool compilerBroke = result.status == ProbeStatus::CompilerCrash ||
                       result.status == ProbeStatus::CompilerTimeout ||
                       result.status == ProbeStatus::CompilerOutOfMemory ||
                       result.status == ProbeStatus::VerifierError;
  Finding f = findingOf(p, v);
  f.kind = what;
  f.rank = kernel ? 1 : compilerBroke ? 2 : 3;
  f.pass = result.pass;
  f.signature = what + "@" + (f.pass.empty() ? "[" + v.name + "]" : f.pass);
  f.summary = what + " under " + v.name + ": " + result.message.substr(0, 160);
  std::optional<bool> isNew = record(f, p, v);
  if (!isNew)
    return;
  if (*isNew)
    (void)store.updateFinding(f);
  credit(p, v, kernel ? ArmOutcome::Loud : ArmOutcome::CompileError);
}

void CampaignRunner::handleSilent(mlir::MLIRContext &context, ProgramRun &p,
                                  const PipelineVariant &v,
                                  const Verdict &verdict) {
  auto started = Clock::now();
  ProbeRunner probes(o.limits, o.jobs, target());
  FindingTriageRequest compile{0, p.pipelineFor(v), v.llvmOptLevel,
                               v.targetFlags};
  TriageState state = campaignTriageState(context, *p.workload, p.inputs,
                                          p.reference, compile, probes);

  FailureSignature signature;
  signature.kind = verdict.kind;
  if (o.triage) {
    // This variant has failed this way on programs of this source before,
    // always with one signature: it is taken to be that one again.
    std::string byVariant =
        findingSignatureKey(signature) + "[" + v.name + "]@" + p.source;
    if (!recall(byVariant, signature)) {
      std::vector<std::unique_ptr<TriageStage>> first;
      first.push_back(createConfirmStage());
      first.push_back(createPassStage());
      first.push_back(createLlvmStage());
      (void)runTriage(state, first);
      if (!state.reproduced) {
        p.outcome += " flaky@" + v.name;
        stats.times.triage += since(started);
        return;
      }
      signature = signatureOfTriage(state);
      std::string byPass = findingSignatureKey(signature);
      if (!recall(byPass, signature)) {
        std::vector<std::unique_ptr<TriageStage>> locate;
        locate.push_back(createKernelStage());
        locate.push_back(createOpStage());
        (void)runTriage(state, locate);
        signature = signatureOfTriage(state);
        learn(byPass, signature);
      }
      learn(byVariant, signature);
    }
  }

  if (!o.triage) // the variant stands in for the pass it would have named
    signature.pass = "[" + v.name + "]";
  Finding f = findingOf(p, v);
  f.signature = findingSignatureKey(signature);
  f.kind = verdictKindName(signature.kind);
  f.rank = 0;
  f.state = o.triage ? FindingState::Triaged : FindingState::New;
  f.pass = o.triage ? signature.pass : "";
  f.op = signature.opKind;
  f.summary = std::string(verdictKindName(signature.kind)) + ": " +
              (!o.triage        ? std::string("not triaged")
               : f.pass.empty() ? std::string("the lowering")
                                : f.pass) +
              (o.triage ? " breaks " + (f.op.empty() ? "a kernel" : f.op)
                        : std::string()) +
              " (variant " + v.name + ", " + p.origin + ")";
  if (state.nondeterministic)
    f.note = "outputs differ between runs of the same compiled program "
             "(uninitialized or racy reads): the pass named may be wrong";
  std::optional<bool> isNew = record(f, p, v);
  if (isNew)
    credit(p, v, *isNew ? ArmOutcome::SilentNew : ArmOutcome::Silent);
  if (!isNew || !*isNew) {
    stats.times.triage += since(started);
    return;
  }
  if (o.reduce && o.triage) {
    std::string error;
    compile.finding = f.id;
    if (hooks.deferTriage && hooks.deferTriage(compile, error)) {
      say("F" + std::to_string(f.id) + " queued for reduction");
    } else {
      if (!error.empty())
        say("F" + std::to_string(f.id) +
            ": cannot queue its reduction, reducing it here: " + error);
      reduceFinding(state, f, probes, o, hooks);
    }
    if (state.reduction) {
      // One bug often shows as several signatures (the pass it fires in, the
      // op triage sees first). Reductions of one bug tend to meet in one
      // program: say so, for whoever reads the list.
      std::string shape = reducedShape(context, *state.reduction);
      auto [it, first] = findingByReducedShape.emplace(shape, f.id);
      if (!first && !shape.empty()) {
        f.note = "reduces to the same program and passes as F" +
                 std::to_string(it->second) + ": likely the same bug";
        say("F" + std::to_string(f.id) + ": " + f.note);
      }
    }
  }
  if (failed(store.updateFinding(f)))
    say("findings store: " + store.lastError());
  stats.times.triage += since(started);
}

llvm::FailureOr<CampaignStats> CampaignRunner::run(std::string &error) {
  auto record = store.beginCampaign(o.seed, campaignRecordOptions(o));
  if (failed(record)) {
    error = store.lastError();
    return llvm::failure();
  }
  stats.campaign = record->id;
  // A shard learns from its own programs only, so that it is the same
  // programs whichever worker runs it, whenever.
  bool shard = o.firstProgram >= 0;
  for (const ArmStats &a :
       shard ? std::vector<ArmStats>() : store.armStats(record->id)) {
    double reward =
        a.silentNew * Scheduler::rewardOf(ArmOutcome::SilentNew) +
        (a.silent - a.silentNew) * Scheduler::rewardOf(ArmOutcome::Silent) +
        a.loud * Scheduler::rewardOf(ArmOutcome::Loud) +
        a.compileErrors * Scheduler::rewardOf(ArmOutcome::CompileError);
    scheduler.restore(a.arm, static_cast<double>(a.tried), reward);
  }
  loadCrashed();
  int64_t next = shard ? o.firstProgram : store.nextProgramIndex(record->id);
  stats.firstProgram = next;
  if (next > 0 && !shard)
    say("resuming campaign " + std::to_string(record->id) + " (seed " +
        std::to_string(o.seed) + ") at program " + std::to_string(next));
  auto started = Clock::now();

  while (since(started) < o.seconds &&
         (o.maxPrograms < 0 || stats.programs < o.maxPrograms) &&
         (!hooks.keepGoing || hooks.keepGoing())) {
    // A fresh context per batch: types and attributes of thousands of
    // programs would otherwise pile up in one.
    std::unique_ptr<mlir::MLIRContext> context = makeContext();
    mlir::ScopedDiagnosticHandler quiet(
        context.get(), [](mlir::Diagnostic &) { return mlir::success(); });

    std::vector<ProgramRun> batch;
    std::vector<ProbeRequest> requests;
    unsigned count = kBatchPrograms;
    if (o.maxPrograms >= 0)
      count = static_cast<unsigned>(
          std::min<int64_t>(count, o.maxPrograms - stats.programs));
    for (unsigned i = 0; i < count; ++i) {
      ProgramRun p;
      p.index = next++;
      p.seed = programSeed(o.seed, p.index);
      auto t0 = Clock::now();
      prepare(*context, p);
      stats.times.generate += since(t0);
      auto t1 = Clock::now();
      if (crashedBefore.count(p.index))
        p.rejected = "crashed defuse in an earlier run";
      gCurrentProgram = p.index;
      if (p.index == crashTestProgram)
        std::abort(); // the test of the crash handler, see kCrashTestVariable
      if (p.rejected.empty())
        computeInputsAndReference(p);
      if (p.rejected.empty()) {
        p.firstRequest = requests.size();
        std::string text = p.workload->text();
        for (const PipelineVariant *v : p.variants) {
          requests.push_back(makeProbeRequest(text, p.workload->entryName(),
                                              p.pipelineFor(*v),
                                              v->llvmOptLevel, p.inputs));
          requests.back().options.targetFlags = v->targetFlags;
        }
      }
      stats.times.reference += since(t1);
      batch.push_back(std::move(p));
    }

    auto t2 = Clock::now();
    ProbeRunner runner(o.limits, o.jobs, target());
    std::vector<ProbeResult> results = runner.runAll(requests);
    stats.times.compile += since(t2);
    stats.probes += static_cast<int64_t>(requests.size());

    for (ProgramRun &p : batch) {
      if (!p.rejected.empty()) {
        ++stats.rejected;
        ++stats.outcomes["rejected"];
        p.outcome = "rejected: " + p.rejected;
      }
      for (size_t k = 0; p.rejected.empty() && k < p.variants.size(); ++k) {
        const PipelineVariant &v = *p.variants[k];
        const ProbeResult &result = results[p.firstRequest + k];
        auto t3 = Clock::now();
        Verdict verdict =
            judge(p.reference.outputs, result, p.reference.undefinedElements);
        stats.times.judge += since(t3);
        std::string name = verdict.kind == VerdictKind::CompileError
                               ? probeStatusName(result.status)
                               : verdictKindName(verdict.kind);
        ++stats.outcomes[name];
        if (verdict.kind == VerdictKind::Pass ||
            verdict.kind == VerdictKind::UndefinedBehaviour) {
          credit(p, v, ArmOutcome::Nothing);
          continue;
        }
        p.outcome += " " + name + "@" + v.name;
        gCurrentProgram = p.index;
        if (isSilent(verdict.kind)) {
          handleSilent(*context, p, v, verdict); // times itself as triage
        } else {
          auto t4 = Clock::now();
          handleLoud(p, v, verdict, result);
          stats.times.bookkeeping += since(t4);
        }
      }
      auto t5 = Clock::now();
      if (p.outcome.empty())
        p.outcome = "pass";
      ArmStats &a = p.armDeltas[p.source];
      a.arm = p.source;
      a.tried += 1;
      bool recorded = false;
      if (failed(store.recordProgram(stats.campaign, p.index, p.source,
                                     p.outcome, 0, &recorded)))
        say("findings store: " + store.lastError());
      if (recorded)
        for (auto &[arm, delta] : p.armDeltas)
          mergeArmStats(armDeltas[arm], delta);
      scheduler.record(p.source, p.best);
      ++stats.programs;
      stats.times.bookkeeping += since(t5);
    }
    auto t6 = Clock::now();
    flushArms();
    stats.times.bookkeeping += since(t6);
    stats.seconds = since(started);
    if (hooks.progress)
      hooks.progress(stats);
  }
  stats.seconds = since(started);
  gCurrentProgram = -1;
  return stats;
}

} // namespace

std::string defuse::campaignRecordOptions(const CampaignOptions &o) {
  std::vector<std::string> variants;
  for (const PipelineVariant &v : o.variants)
    variants.push_back(v.name);
  nlohmann::ordered_json options = {
      {"seed", o.seed},
      {"families", o.families},
      {"production", o.productionFiles},
      {"variants_per_program", o.variantsPerProgram},
      {"variants", variants}};
  return options.dump();
}

std::vector<std::string> defuse::campaignSources(const CampaignOptions &o) {
  std::vector<std::string> sources;
  if (o.builtinFamilies)
    for (llvm::StringRef f : programFamilies())
      if (o.families.empty() || llvm::is_contained(o.families, f.str()))
        sources.push_back("gen:" + f.str());
  for (const std::string &f : o.generatorFamilies)
    if (o.families.empty() || llvm::is_contained(o.families, f))
      sources.push_back("ext:" + f);
  if (!o.productionFiles.empty())
    sources.push_back("mutate");
  return sources;
}

llvm::FailureOr<CampaignStats> defuse::runCampaign(FindingsStore &store,
                                                   const CampaignOptions &o,
                                                   const CampaignHooks &hooks,
                                                   std::string &error) {
  if (o.variants.empty()) {
    error = "no pipeline variants to check";
    return llvm::failure();
  }
  if (campaignSources(o).empty()) {
    error = "no program source: unknown families";
    return llvm::failure();
  }
  CampaignRunner runner(store, o, hooks);
  return runner.run(error);
}
