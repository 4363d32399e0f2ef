//===- EmitCommand.cpp - --emit: the reproducer and the bug report --------===//
//
// Turns a triage that ended in a reduction into files a compiler engineer
// attaches to a bug: the reproducer as a lit test, report.md / report.json,
// the kernel graph and the error picture.
//
//===----------------------------------------------------------------------===//

#include "tools/Session.h"

#include "bisect/Triage.h"
#include "interp/Reference.h"
#include "reduce/Interestingness.h"
#include "report/BugReport.h"
#include "report/Reproducer.h"
#include "report/UpstreamEmitter.h"
#include "target/ExternalTarget.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirOptTool.h"
#include "target/mlir/MlirTarget.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#ifndef DEFUSE_VERSION
#define DEFUSE_VERSION "unknown"
#endif

using namespace defuse;
using namespace mlir;

namespace {

/// Expected and actual outputs of the reduced reproducer, run once more.
void runReduced(MLIRContext &context, ProbeRunner &probes, const Candidate &c,
                BugReport &report) {
  auto reference =
      computeReferenceQuietly(context, c.moduleText, c.entry, c.inputs);
  if (failed(reference))
    return;
  ProbeResult result = probes.run(probeRequestFor(c, c.passes.size()));
  report.expected = reference->outputs;
  for (const Buffer &b : result.outputs)
    report.actual.push_back(b.toTensor());
}

void addKernelGraph(const TriageState &state, BugReport &report) {
  if (!state.program)
    return;
  const SourceProgram &program = *state.program;
  std::vector<int> kernelOf(program.ops().size(), -1);
  for (size_t k = 0; k < state.kernels.size(); ++k)
    for (unsigned p : state.kernels[k].sourceOps)
      if (p < kernelOf.size())
        kernelOf[p] = static_cast<int>(k);
  for (size_t p = 0; p < program.ops().size(); ++p) {
    Operation *op = program.ops()[p];
    std::vector<std::string> ids = Workload::identities(op->getLoc());
    GraphNode node;
    node.id = ids.empty() ? "op?" : ids.front();
    node.label = op->getName().getStringRef().str() + "\n" +
                 Workload::sourcePosition(op->getLoc());
    node.kernel = kernelOf[p];
    node.culprit = state.op && state.op->position == p;
    report.graphNodes.push_back(std::move(node));
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp()) {
        int from = program.positionOf(def);
        if (from >= 0)
          report.graphEdges.push_back({static_cast<size_t>(from), p});
      }
  }
}

std::string typeText(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

ValueTypeText valueTypeText(Type type) {
  ValueTypeText t;
  t.type = typeText(type);
  if (auto shaped = dyn_cast<RankedTensorType>(type)) {
    t.element = typeText(shaped.getElementType());
  } else {
    t.element = t.type;
    t.isTensor = false;
  }
  return t;
}

/// The entry's argument and result types, as MLIR prints them.
LogicalResult entryTypes(MLIRContext &context, const std::string &moduleText,
                         const std::string &entry, UpstreamBug &bug) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(moduleText, ParserConfig(&context));
  if (!module)
    return failure();
  auto func = module->lookupSymbol<func::FuncOp>(entry);
  if (!func)
    return failure();
  for (Type t : func.getFunctionType().getInputs())
    bug.argTypes.push_back(valueTypeText(t));
  for (Type t : func.getFunctionType().getResults())
    bug.resultTypes.push_back(valueTypeText(t));
  return success();
}

/// The reduced program before and after its culprit pass, as mlir-opt
/// prints it.
void acrossCulprit(UpstreamBug &bug) {
  if (bug.culprit >= bug.passes.size())
    return;
  MlirOptTool tool;
  ProbeLimits limits;
  limits.timeoutSeconds = 60;
  ToolCompile before =
      tool.compile(bug.moduleText, joinPipeline(bug.passes, bug.culprit),
                   bug.plugins, limits);
  if (!before.ok)
    return;
  ToolCompile after =
      tool.compile(before.module, bug.passes[bug.culprit], bug.plugins, limits);
  if (!after.ok)
    return;
  bug.irBefore = before.module;
  bug.irAfter = after.module;
}

/// The compile options of `--target-flag=--name=value` flags.
std::map<std::string, std::string>
compileOptions(const std::vector<std::string> &flags) {
  std::map<std::string, std::string> options;
  for (const std::string &flag : flags) {
    llvm::StringRef f = llvm::StringRef(flag).ltrim('-');
    if (f.contains('='))
      options[f.split('=').first.str()] = f.split('=').second.str();
  }
  return options;
}

/// DIR/upstream: the reproducer in the compiler project's own form and the
/// issue in its tracker's template (report/UpstreamEmitter.h).
void emitUpstream(MLIRContext &context, const TriageState &state,
                  const ReproducerSpec &spec, const BugReport &report,
                  const std::string &culprit, const Target &target,
                  const std::string &dir, cli::EmittedFiles &files) {
  std::unique_ptr<UpstreamEmitter> emitter = upstreamEmitterFor(target.name());
  if (!emitter) {
    files.upstreamNote = "no upstream form for target " + target.name().str();
    return;
  }
  const ReductionResult &reduction = *state.reduction;
  UpstreamBug bug;
  bug.target = target.name().str();
  bug.title = spec.title;
  bug.signature = spec.signature;
  bug.defuseVersion = DEFUSE_VERSION;
  const auto *external = dynamic_cast<const ExternalTarget *>(&target);
  bug.release =
      external ? external->release() : "LLVM/MLIR " LLVM_VERSION_STRING;
  bug.moduleText = target.upstreamProgram(
      withoutLocations(context, reduction.reduced.moduleText));
  bug.entry = reduction.reduced.entry;
  bug.inputs = reduction.reduced.inputs;
  bug.expected = report.expected;
  bug.actual = report.actual;
  bug.wrong = wrongElements(report.expected, report.actual, reduction.verdict);
  bug.passes = reduction.reduced.passes;
  bug.culprit = reduction.reduced.culprit;
  bug.plugins = spec.plugins;
  bug.llvmOptLevel = reduction.reduced.llvmOptLevel;
  bug.defaultLowering = kDefaultLowering;
  bug.passName = culprit;
  bug.opName = spec.signature.opKind;
  bug.notes = spec.notes;
  if (target.name() == "mlir") {
    if (failed(entryTypes(context, bug.moduleText, bug.entry, bug))) {
      files.upstreamNote = "the reduced program's entry cannot be read";
      return;
    }
    acrossCulprit(bug);
  } else {
    StandaloneTest test;
    test.entry = bug.entry;
    test.inputs = bug.inputs;
    test.expected = bug.expected;
    test.flags = state.targetFlags;
    test.expectFailure = false;
    bug.standaloneLines = target.standaloneTestLines(test);
    std::vector<std::string> flags;
    if (external)
      flags = external->compileFlags();
    flags.insert(flags.end(), state.targetFlags.begin(),
                 state.targetFlags.end());
    bug.compileOptions = compileOptions(flags);
  }
  std::string error;
  FailureOr<UpstreamReproducer> reproducer = emitter->emit(bug, error);
  if (failed(reproducer)) {
    files.upstreamNote = error;
    return;
  }
  if (failed(writeUpstream(*reproducer, dir, error))) {
    files.upstreamNote = error;
    return;
  }
  files.upstream = dir;
  for (const UpstreamFile &f : reproducer->files)
    files.upstreamFiles.push_back(f.name);
  files.upstreamFiles.push_back("report.md");
}

} // namespace

bool cli::emitReproducerAndReport(MLIRContext &context,
                                  const TriageState &state,
                                  const CommonOptions &o,
                                  const TriageOptions &t, ProbeRunner &probes,
                                  double seconds, EmittedFiles &files,
                                  std::string &error) {
  const ReductionResult &reduction = *state.reduction;
  std::error_code ec = llvm::sys::fs::create_directories(t.emitDir);
  if (ec) {
    error = t.emitDir + ": " + ec.message();
    return false;
  }
  auto in = [&](const char *name) {
    llvm::SmallString<256> path(t.emitDir);
    llvm::sys::path::append(path, name);
    return std::string(path);
  };

  const FailureSignature &sig = reduction.signature;
  const Target &target = probes.target();
  // A compiler with its own pipeline names its culprit pass outside the
  // signature (which names steps of defuse's pipelines).
  std::string culprit = sig.pass;
  if (culprit.empty() && state.compilerPass && state.compilerPass->found)
    culprit = state.compilerPass->name();
  std::string what = sig.opKind.empty() ? "a kernel" : sig.opKind;
  std::string title = culprit.empty()
                          ? "Lowering miscompiles " + what + " (" +
                                verdictKindName(sig.kind) + ")"
                          : culprit + " miscompiles " + what + " (" +
                                verdictKindName(sig.kind) + ")";
  if (target.name() != "mlir")
    title = target.description().substr(0, target.description().find(" (")) +
            ": " + title;

  ReproducerSpec spec;
  spec.candidate = reduction.reduced;
  spec.candidate.moduleText = target.compilerInput(
      withoutLocations(context, reduction.reduced.moduleText));
  spec.targetFlags = target.commandLineFlags();
  for (const std::string &flag : state.targetFlags)
    spec.targetFlags += " --target-flag=" + shellQuote(flag);
  spec.signature = sig;
  // Drift and corruption are one signature; the reproducer's own run decides
  // which of the two its checks spell.
  spec.signature.kind = reduction.verdict.kind;
  spec.expect =
      t.expectCorrect ? Expectation::Correct : Expectation::Miscompile;
  // The plugins the reduced pipeline still runs: a reproducer for another
  // project should not ask for a plugin that no longer matters.
  spec.plugins = pluginsRunBy(o.plugins, reduction.reduced.passes);
  spec.title = title;
  {
    StandaloneTest test;
    test.entry = reduction.reduced.entry;
    test.inputs = reduction.reduced.inputs;
    test.expectFailure = !t.expectCorrect;
    test.flags = state.targetFlags;
    auto expected = computeReferenceQuietly(
        context, reduction.reduced.moduleText, reduction.reduced.entry,
        reduction.reduced.inputs, /*lanes=*/0);
    if (succeeded(expected)) {
      test.expected = expected->outputs;
      spec.standaloneLines = target.standaloneTestLines(test);
    }
  }
  size_t workloadOps = state.program ? state.program->ops().size()
                                     : static_cast<size_t>(reduction.startOps);
  spec.notes.push_back("Reduced by defuse " + std::string(DEFUSE_VERSION) +
                       " from " + llvm::sys::path::filename(o.workload).str() +
                       " (" + std::to_string(workloadOps) + " ops, " +
                       std::to_string(state.passes.size()) + " passes) to " +
                       std::to_string(reduction.opsAfter) + " ops and " +
                       std::to_string(reduction.reduced.passes.size()) +
                       " passes in " + std::to_string(reduction.oracleCalls) +
                       " oracle calls.");
  spec.notes.push_back("Signature: " + sig.str());
  std::string reproducer = renderReproducer(spec);
  files.reproducer = in("reproducer.mlir");
  if (failed(writeTextFile(files.reproducer, reproducer, error)))
    return false;

  BugReport report;
  report.title = title;
  report.defuseVersion = DEFUSE_VERSION;
  report.llvmVersion = LLVM_VERSION_STRING;
  report.workload = o.workload;
  report.workloadOps = workloadOps;
  report.pipeline = state.pipeline;
  if (target.name() != "mlir") {
    report.compiler = target.description();
    report.compilerFlags = spec.targetFlags;
  }
  report.signature = sig;
  if (state.pass &&
      state.pass->outcome == PassBisectionResult::Outcome::Found) {
    report.passStep = state.pass->passes[state.pass->index];
    report.passName = passName(report.passStep);
    report.passIndex = state.pass->index;
    report.passCount = state.pass->passes.size();
  }
  if (report.passName.empty() && !culprit.empty() && state.compilerPass) {
    report.passName = culprit;
    report.passStep = culprit;
    report.passIndex = state.compilerPass->index;
    report.passCount = state.compilerPass->count;
  }
  report.llvmPass = state.llvmPass;
  if (state.kernel) {
    report.kernelOp = state.kernel->kernel.opName;
    report.kernelLocation = state.kernel->kernel.location;
    report.kernelIndex = state.kernel->index;
    report.kernelCount = state.kernel->count;
    for (unsigned p : state.kernel->kernel.sourceOps)
      report.kernelSourceOps.push_back(describeSourceOp(*state.program, p));
  }
  if (state.op) {
    report.opId = state.op->id;
    report.opName = state.op->name;
    report.opLocation = state.op->location;
    report.payloadOp = state.op->payloadOp;
  }
  report.verdict = reduction.verdict;
  runReduced(context, probes, reduction.reduced, report);
  report.reducedPasses = reduction.reduced.passes;
  report.reducedOps = reduction.opsAfter;
  report.opOfReproducer = reduction.opOfReproducer;
  report.reproducerText = reproducer;
  std::string command = "defuse run " + shellQuote(files.reproducer);
  if (!reduction.reduced.passes.empty())
    command += " --pipeline " +
               shellQuote(joinPipeline(reduction.reduced.passes,
                                       reduction.reduced.passes.size()));
  if (!spec.targetFlags.empty())
    command += " " + spec.targetFlags;
  for (const std::string &p : spec.plugins)
    command += " --load-pass-plugin " + shellQuote(p);
  if (reduction.reduced.llvmOptLevel != 2)
    command += " --opt-level " + std::to_string(reduction.reduced.llvmOptLevel);
  report.reproduceCommand = command;
  report.seconds = seconds;
  report.probes = probes.started();
  addKernelGraph(state, report);
  if (failed(writeBugReport(report, t.emitDir, error)))
    return false;
  files.report = in("report.md");
  files.json = in("report.json");
  emitUpstream(context, state, spec, report, culprit, target, in("upstream"),
               files);
  files.kernelGraph = in("kernel-graph.svg");
  files.errorPicture = in("error.svg");
  return true;
}
