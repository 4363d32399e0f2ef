//===- MlirTarget.cpp -----------------------------------------------------===//

#include "target/mlir/MlirTarget.h"
#include "target/Target.h"
#include "target/mlir/Context.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/OptBisect.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstring>
#include <optional>

using namespace defuse;
using namespace mlir;

const char *const defuse::kDefaultLowering =
    "func.func(tosa-to-linalg-named,tosa-to-linalg,"
    "tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),"
    "convert-elementwise-to-linalg,"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    "func.func(convert-linalg-to-loops),convert-vector-to-scf,"
    "expand-strided-metadata,lower-affine,convert-scf-to-cf,"
    "convert-vector-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
    "finalize-memref-to-llvm,convert-arith-to-llvm,arith-expand,"
    "convert-arith-to-llvm,convert-index-to-llvm,"
    "convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts";

#ifndef DEFUSE_C_RUNNER_UTILS
#define DEFUSE_C_RUNNER_UTILS "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
#endif

namespace {

std::string oneLine(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  if (s.size() > 400)
    s = s.substr(0, 400) + "...";
  return s;
}

/// Remembers which pass failed, and whether the IR it left verifies.
struct FailureRecorder : public PassInstrumentation {
  std::string *pass;
  bool *verifierError;
  FailureRecorder(std::string *pass, bool *verifierError)
      : pass(pass), verifierError(verifierError) {}
  void runAfterPassFailed(Pass *p, Operation *op) override {
    if (!pass->empty())
      return;
    *pass =
        p->getArgument().empty() ? p->getName().str() : p->getArgument().str();
    // The pass manager reports both a failing pass and a verifier failure
    // after a pass here; the IR tells them apart.
    *verifierError = failed(verify(op, /*verifyRecursively=*/true));
  }
};

/// Counts the pass instances that ran on at least one op, by argument.
struct RunPassCounter : public PassInstrumentation {
  llvm::DenseSet<Pass *> *ran;
  explicit RunPassCounter(llvm::DenseSet<Pass *> *ran) : ran(ran) {}
  void runBeforePass(Pass *p, Operation *) override { ran->insert(p); }
};

/// The first pass of `text` of which fewer instances ran than the text
/// names, as its element (`builtin.module(math-expand-ops)`), or "". Such a
/// pass sits under an anchor that matched no op: a nesting mistake that
/// would otherwise read as a clean compile. Names of pass pipelines
/// (registered aliases that expand into other passes) are not counted.
std::string elementThatNeverRan(const std::string &text,
                                const llvm::DenseSet<Pass *> &ran) {
  llvm::StringMap<unsigned> instances;
  for (Pass *p : ran)
    ++instances[p->getArgument()];
  std::vector<std::string> elements;
  if (!splitPipeline(text, elements))
    return "";
  llvm::StringMap<unsigned> named;
  for (const std::string &element : elements) {
    std::string name = passName(element);
    if (PassInfo::lookup(name) && ++named[name] > instances.lookup(name))
      return element;
  }
  return "";
}

bool runPipeline(ModuleOp module, const std::string &text, Stage stage,
                 TargetFailure &failure, std::string &firstDiagnostic,
                 bool everyPassMustRun) {
  if (text.empty())
    return true;
  PassManager pm(module->getName());
  std::string parseError;
  llvm::raw_string_ostream errs(parseError);
  if (failed(parsePassPipeline(text, pm, errs))) {
    failure.stage = stage;
    failure.message = oneLine("cannot parse pipeline: " + parseError);
    return false;
  }
  pm.addInstrumentation(
      std::make_unique<FailureRecorder>(&failure.pass, &failure.verifierError));
  llvm::DenseSet<Pass *> ran;
  if (everyPassMustRun)
    pm.addInstrumentation(std::make_unique<RunPassCounter>(&ran));
  if (failed(pm.run(module))) {
    failure.stage = stage;
    failure.message = oneLine(firstDiagnostic);
    return false;
  }
  if (!everyPassMustRun)
    return true;
  std::string unrun = elementThatNeverRan(text, ran);
  if (unrun.empty())
    return true;
  failure.stage = stage;
  failure.passNeverRan = true;
  failure.pass = passName(unrun);
  failure.message = "pass '" + failure.pass +
                    "' never ran: no op of the "
                    "workload matches its anchors in '" +
                    unrun + "'";
  return false;
}

/// opt-bisect with a record: the first `limit` skippable passes run, and
/// every pass asked about is logged, so that a bisection can name the one at
/// the limit. LLVM's own OptBisect only prints to stderr.
/// One spelling for the IR unit a pass runs on. The legacy pass manager
/// (code generation) says "function (f)", "module (m)"; the new one says
/// "f", "[module]", "(f)" for a call-graph SCC, "loop %l in function f".
std::string describeUnit(llvm::StringRef unit) {
  if (unit == "[module]")
    return "module";
  if (unit.starts_with("(") && unit.ends_with(")"))
    return ("SCC " + unit).str();
  if (unit.contains(' ') || unit.empty())
    return unit.str();
  return ("function (" + unit + ")").str();
}

class RecordingPassGate : public llvm::OptPassGate {
public:
  RecordingPassGate(int64_t limit, std::vector<LlvmPassRecord> &log)
      : limit(limit), log(log) {}
  bool isEnabled() const override { return true; }
  bool shouldRunPass(llvm::StringRef pass,
                     llvm::StringRef unit) const override {
    log.push_back({pass.str(), describeUnit(unit)});
    return static_cast<int64_t>(log.size()) <= limit;
  }

private:
  int64_t limit;
  std::vector<LlvmPassRecord> &log;
};

/// LLVM's default pipeline at `level`, as mlir::makeOptimizingTransformer
/// builds it, except that the new pass manager consults the context's pass
/// gate: upstream's transformer registers no instrumentation, so no gate
/// would ever see an IR pass.
llvm::Error optimizeLlvmModule(llvm::Module &module, unsigned level,
                               llvm::OptPassGate *gate) {
  static const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassInstrumentationCallbacks callbacks;
  llvm::OptPassGateInstrumentation gating(module.getContext());
  if (gate) {
    // Code generation in the JIT compiles this module in this context
    // later: its machine passes ask the same gate, as under llc.
    module.getContext().setOptPassGate(*gate);
    gating.registerCallbacks(callbacks);
  }
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder pb(nullptr, tuning, std::nullopt, &callbacks);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel ol = levels[std::min(level, 3u)];
  llvm::ModulePassManager mpm = level == 0
                                    ? pb.buildO0DefaultPipeline(ol)
                                    : pb.buildPerModuleDefaultPipeline(ol);
  mpm.run(module, mam);
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createHostTargetMachine(llvm::CodeGenOptLevel level) {
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  builder->setCodeGenOptLevel(level);
  // x86's f32 -> bf16 conversion instructions (AVX512-BF16, AVX-NE-CONVERT)
  // flush subnormal results to zero, and LLVM lowers fptrunc to bfloat to
  // them when the CPU has them: the same program would round bf16
  // subnormals on one machine and flush them on another, while the
  // reference and fptrunc's semantics round. Without the features, LLVM
  // converts in integer code that rounds, on every x86 host alike.
  if (builder->getTargetTriple().isX86())
    builder->addFeatures({"-avx512bf16", "-avxneconvert"});
  return builder->createTargetMachine();
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace

bool defuse::checkPipeline(const std::string &pipeline, std::string &error) {
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  PassManager pm(ctx.get());
  std::string parseError;
  llvm::raw_string_ostream errs(parseError);
  if (succeeded(parsePassPipeline(pipeline, pm, errs)))
    return true;
  error = oneLine(parseError);
  return false;
}

bool defuse::compileAndRun(const std::string &moduleText,
                           const std::string &entry,
                           const CompileOptions &options,
                           const std::vector<Buffer> &inputs, TargetRun &run,
                           const StageCallback &onStage,
                           const std::vector<std::vector<Buffer>> &moreInputs) {
  TargetFailure &failure = run.failure;
  auto start = std::chrono::steady_clock::now();
  initializeCompilerInfrastructure();
  auto ctx = makeContext();
  std::string firstDiagnostic;
  ScopedDiagnosticHandler handler(ctx.get(), [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error &&
        firstDiagnostic.empty())
      firstDiagnostic = diag.str();
    return success();
  });

  onStage(Stage::Parse);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(moduleText, ctx.get());
  if (!module) {
    failure.stage = Stage::Parse;
    failure.message = oneLine(firstDiagnostic);
    return false;
  }
  auto fn = module->lookupSymbol<func::FuncOp>(entry);
  if (!fn) {
    failure.stage = Stage::Parse;
    failure.message = "no entry function @" + entry;
    return false;
  }
  std::vector<TensorSpec> resultSpecs;
  for (Type t : fn.getResultTypes()) {
    auto ranked = cast<RankedTensorType>(t);
    resultSpecs.push_back({*ElementType::fromMlir(ranked.getElementType()),
                           ranked.getShape().vec()});
  }

  onStage(Stage::Pipeline);
  if (options.steps.empty()) {
    if (!runPipeline(*module, options.pipeline, Stage::Pipeline, failure,
                     firstDiagnostic, /*everyPassMustRun=*/true))
      return false;
  } else {
    for (const std::string &step : options.steps) {
      if (!runPipeline(*module, step, Stage::Pipeline, failure, firstDiagnostic,
                       /*everyPassMustRun=*/true))
        return false;
      std::string text;
      llvm::raw_string_ostream os(text);
      module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
      run.snapshots.push_back(std::move(text));
    }
  }
  if (options.stopAfterPipeline) {
    run.compileSeconds = secondsSince(start);
    onStage(Stage::Done);
    return true;
  }
  onStage(Stage::Lowering);
  if (options.appendDefaultLowering &&
      !runPipeline(*module, kDefaultLowering, Stage::Lowering, failure,
                   firstDiagnostic, /*everyPassMustRun=*/false))
    return false;

  onStage(Stage::Translation);
  ExecutionEngineOptions engineOptions;
  unsigned level = std::min(options.llvmOptLevel, 3u);
  // Declared before the engine: the JIT's code generation consults the gate
  // until the engine is gone.
  std::optional<RecordingPassGate> gate;
  if (options.llvmBisectLimit >= 0)
    gate.emplace(options.llvmBisectLimit, run.llvmPasses);
  // The options hold a function_ref: the callable must outlive create().
  std::function<llvm::Error(llvm::Module *)> transformer =
      [&](llvm::Module *m) {
        return optimizeLlvmModule(*m, level, gate ? &*gate : nullptr);
      };
  engineOptions.transformer = transformer;
  SmallVector<StringRef> libs = {DEFUSE_C_RUNNER_UTILS};
  engineOptions.sharedLibPaths = libs;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  // ExecutionEngine applies ExecutionEngineOptions::jitCodeGenOptLevel to a
  // target machine builder it never uses: code generation would run at
  // CodeGenOptLevel::Default whatever the level. The engine takes the
  // target machine we build here instead.
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> machine =
      createHostTargetMachine(static_cast<llvm::CodeGenOptLevel>(level));
  if (!machine) {
    failure.stage = Stage::Translation;
    failure.message = oneLine(llvm::toString(machine.takeError()));
    return false;
  }
  auto engine =
      ExecutionEngine::create(*module, engineOptions, std::move(*machine));
  if (!engine) {
    failure.stage = Stage::Translation;
    std::string msg = llvm::toString(engine.takeError());
    failure.message = oneLine(firstDiagnostic.empty() ? msg : firstDiagnostic);
    return false;
  }
  // The JIT compiles lazily, on lookup: look up before starting the run
  // clock so that code generation counts as compile time.
  auto entryFn = (*engine)->lookupPacked(entry);
  if (!entryFn) {
    failure.stage = Stage::Translation;
    failure.message = oneLine(llvm::toString(entryFn.takeError()));
    return false;
  }
  run.compileSeconds = secondsSince(start);

  // Packed calling convention: one pointer per scalar field of every
  // expanded memref descriptor (allocated, aligned, offset, sizes, strides),
  // then one pointer to storage for the returned descriptors.
  std::vector<std::vector<uint8_t>> inputCopies;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> ptrFields;
  inputCopies.reserve(inputs.size());
  descriptors.reserve(inputs.size());
  ptrFields.reserve(inputs.size());
  SmallVector<void *> packed;
  for (const Buffer &in : inputs) {
    // Aligned, padded storage: kernels may read a vector past the end.
    inputCopies.emplace_back(in.bytes.size() + 64);
    std::memcpy(inputCopies.back().data(), in.bytes.data(), in.bytes.size());
    size_t rank = in.spec.shape.size();
    std::vector<int64_t> desc(1 + 2 * rank);
    desc[0] = 0;
    int64_t stride = 1;
    for (size_t d = rank; d-- > 0;) {
      desc[1 + d] = in.spec.shape[d];
      desc[1 + rank + d] = stride;
      stride *= in.spec.shape[d];
    }
    descriptors.push_back(std::move(desc));
    ptrFields.push_back(inputCopies.back().data());
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    packed.push_back(&ptrFields[i]);
    packed.push_back(&ptrFields[i]);
    for (int64_t &field : descriptors[i])
      packed.push_back(&field);
  }
  size_t resultWords = 0;
  for (const TensorSpec &r : resultSpecs)
    resultWords += 3 + 2 * r.shape.size();
  std::vector<int64_t> resultStorage(resultWords + 1, 0);
  if (!resultSpecs.empty())
    packed.push_back(resultStorage.data());

  auto runOnce = [&] {
    onStage(Stage::Run);
    auto runStart = std::chrono::steady_clock::now();
    (*entryFn)(packed.data());
    double seconds = secondsSince(runStart);
    onStage(Stage::Done);
    return seconds;
  };
  // The entry's results, read back after a run: each descriptor's aligned
  // pointer, offset and strides, element by element.
  auto readOutputs = [&] {
    std::vector<Buffer> outputs;
    size_t word = 0;
    for (const TensorSpec &r : resultSpecs) {
      size_t rank = r.shape.size();
      auto *aligned =
          reinterpret_cast<const uint8_t *>(resultStorage[word + 1]);
      int64_t offset = resultStorage[word + 2];
      std::vector<int64_t> strides(resultStorage.begin() + word + 3 + rank,
                                   resultStorage.begin() + word + 3 + 2 * rank);
      word += 3 + 2 * rank;
      Buffer out{r, {}};
      unsigned width = Buffer::elementBytes(r.type);
      int64_t count = r.numElements();
      out.bytes.resize(count * width);
      std::vector<int64_t> idx(rank, 0);
      for (int64_t n = 0; n < count; ++n) {
        int64_t src = offset;
        for (size_t d = 0; d < rank; ++d)
          src += idx[d] * strides[d];
        std::memcpy(&out.bytes[n * width], aligned + src * width, width);
        for (size_t d = rank; d-- > 0;) {
          if (++idx[d] < r.shape[d])
            break;
          idx[d] = 0;
        }
      }
      outputs.push_back(std::move(out));
    }
    return outputs;
  };
  run.runSeconds = runOnce();
  run.outputs = readOutputs();

  // The other input sets, through the same descriptors: the compiled code
  // saw only the shapes, which a set must keep.
  for (const std::vector<Buffer> &set : moreInputs) {
    bool sameShapes = set.size() == inputs.size();
    for (size_t i = 0; sameShapes && i < set.size(); ++i)
      sameShapes = set[i].spec.shape == inputs[i].spec.shape &&
                   set[i].spec.type.kind == inputs[i].spec.type.kind &&
                   set[i].bytes.size() == inputs[i].bytes.size();
    if (!sameShapes) {
      failure.stage = Stage::Done; // a malformed request: an internal error
      failure.message = "an input set whose tensors are not the first set's";
      return false;
    }
    for (size_t i = 0; i < set.size(); ++i)
      std::memcpy(inputCopies[i].data(), set[i].bytes.data(),
                  set[i].bytes.size());
    std::fill(resultStorage.begin(), resultStorage.end(), 0);
    runOnce();
    run.moreOutputs.push_back(readOutputs());
  }
  // Further runs for timing only: on the first inputs as given (a kernel
  // may write to its arguments), their results left unread.
  for (unsigned k = 1; k < options.runs; ++k) {
    for (size_t i = 0; i < inputs.size(); ++i)
      std::memcpy(inputCopies[i].data(), inputs[i].bytes.data(),
                  inputs[i].bytes.size());
    run.runSeconds = std::min(run.runSeconds, runOnce());
  }
  if (options.processEndsAfterRun) {
    (void)engine->release();
    (void)module.release();
    (void)ctx.release();
  }
  onStage(Stage::Done);
  return true;
}

namespace {

ProbeStatus statusForFailure(const TargetFailure &f) {
  switch (f.stage) {
  case Stage::Pipeline:
    if (f.passNeverRan)
      return ProbeStatus::PassNeverRan;
    return f.verifierError ? ProbeStatus::VerifierError
                           : ProbeStatus::PassFailure;
  case Stage::Lowering:
    return f.verifierError ? ProbeStatus::VerifierError
                           : ProbeStatus::LoweringFailure;
  case Stage::Translation:
  case Stage::Run:
    return ProbeStatus::TranslationError;
  default:
    return ProbeStatus::InternalError;
  }
}

} // namespace

ProbeResult defuse::runMlirProbe(const ProbeRequest &request,
                                 const StageCallback &onStage,
                                 bool processEndsAfter) {
  ProbeResult r;
  if (!request.options.targetFlags.empty() || request.options.tracePasses ||
      request.options.traceKernels || request.options.mapKernels ||
      !request.options.separatedEdges.empty() ||
      !request.options.disabledPasses.empty()) {
    r.status = ProbeStatus::InternalError;
    r.message = "the mlir target takes no compiler flags, traces neither its "
                "passes nor kernels this way (use a pipeline's steps) and "
                "steers fusion through defuse-controlled-fusion";
    return r;
  }
  TargetRun run;
  auto start = std::chrono::steady_clock::now();
  CompileOptions options = request.options;
  options.processEndsAfterRun = processEndsAfter;
  bool ok = compileAndRun(request.moduleText, request.entry, options,
                          request.inputs, run, onStage, request.moreInputs);
  const TargetFailure &failure = run.failure;
  r.outputs = std::move(run.outputs);
  r.moreOutputs = std::move(run.moreOutputs);
  r.snapshots = std::move(run.snapshots);
  r.llvmPasses = std::move(run.llvmPasses);
  r.compileSeconds = run.compileSeconds;
  r.runSeconds = run.runSeconds;
  r.wallSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (ok) {
    r.status = ProbeStatus::Ok;
    return r;
  }
  r.status = statusForFailure(failure);
  r.message = failure.message;
  r.pass = failure.pass;
  return r;
}

namespace {

/// MLIR 22 in this process's own pass manager and ORC JIT, in a forked
/// child per probe.
class MlirTarget final : public Target {
public:
  llvm::StringRef name() const override { return "mlir"; }
  std::string description() const override {
    return "MLIR " LLVM_VERSION_STRING " in-process (ORC JIT, host CPU)";
  }
  TargetControls controls() const override {
    TargetControls c;
    c.passPipeline = true;
    c.llvmBisect = true;
    c.llvmOptLevels = true;
    c.inputSets = true;
    return c;
  }
  ProbeResult run(const ProbeRequest &request, const ProbeLimits &limits,
                  const std::atomic<bool> *cancel) const override {
    // The child inherits only this thread: a one-time initialization
    // another thread was still running at the fork would never finish
    // there.
    initializeCompilerInfrastructure();
    return runIsolated(
        request, limits,
        [](const ProbeRequest &r, const StageCallback &onStage) {
          return runMlirProbe(r, onStage, /*processEndsAfter=*/true);
        },
        cancel);
  }
  ProbeResult runInProcess(const ProbeRequest &request) const override {
    return runMlirProbe(
        request, [](Stage) {}, /*processEndsAfter=*/false);
  }
  std::string commandLineFlags() const override { return ""; }
  std::string cannotCompile(Operation *module,
                            llvm::StringRef = {}) const override {
    return holdsStablehlo(module)
               ? "MLIR 22 has no StableHLO dialect: StableHLO runs under "
                 "--target xla or --target iree"
               : "";
  }
  std::string cacheKey() const override { return "mlir"; }
};

} // namespace

const Target &defuse::mlirTarget() {
  static const MlirTarget target;
  return target;
}
