//===- InductorTarget.cpp -------------------------------------------------===//

#include "target/inductor/InductorTarget.h"
#include "ir/ShellQuote.h"
#include "target/ExternalTarget.h"
#include "target/PythonQuery.h"
#include "target/inductor/TorchProgram.h"
#include "target/mlir/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>

#ifndef DEFUSE_TORCH_PYTHON
#define DEFUSE_TORCH_PYTHON "build/venv-torch/bin/python"
#endif
#ifndef DEFUSE_INDUCTOR_TOOLS
#define DEFUSE_INDUCTOR_TOOLS "target/inductor/inductor_tools.py"
#endif

using namespace defuse;
using namespace mlir;

namespace {

constexpr const char *kSettingUsage =
    ": the inductor target takes torch._inductor.config settings as "
    "NAME=VALUE (cpp.simdlen=0, max_fusion_size=1)";

/// Inductor's stages that a switch of torch._inductor.config turns off, in
/// the order a compile meets them: the "passes" triage leaves out one by
/// one (CompileOptions::disabledPasses), since the graph between them is no
/// module the reference reads.
struct InductorSwitch {
  const char *name, *setting;
};
constexpr InductorSwitch kSwitches[] = {
    {"joint-graph-constant-folding", "joint_graph_constant_folding=False"},
    {"pattern-matcher", "pattern_matcher=False"},
    {"reorder-for-locality", "reorder_for_locality=False"},
    {"split-reductions", "split_reductions=False"},
    {"fusion", "max_fusion_size=1"},
    {"epilogue-fusion", "epilogue_fusion=False"},
    {"loop-ordering-after-fusion", "loop_ordering_after_fusion=False"},
    {"vectorization", "cpp.simdlen=1"},
};

/// One line on the autotuner's choices of a compile (inductor_tools.py's
/// "autotune"), or "" when none had more than one candidate: how many, and
/// the candidate each compiled, or that its benchmark picked. A forced
/// candidate that no choice has is said, not passed over.
std::string describeAutotuning(const nlohmann::json &sites) {
  std::string candidates, judged;
  bool chosen = false, benchmarked = false, noneHasIt = true;
  size_t asked = 0;
  for (const auto &site : sites) {
    const auto &names = site.value("candidates", nlohmann::json::array());
    chosen |= names.size() > 1;
    asked = site.value("asked", size_t(0));
    noneHasIt &= names.size() < 2 || asked >= names.size();
    candidates +=
        (candidates.empty() ? "" : ", ") + std::to_string(names.size());
    if (!site.contains("judged") || site["judged"].is_null()) {
      benchmarked |= names.size() > 1;
      continue;
    }
    size_t k = site["judged"].get<size_t>();
    if (k < names.size())
      judged += (judged.empty() ? "" : ", ") + names[k].get<std::string>();
  }
  if (!chosen)
    return "";
  std::string line = "autotuner: " + std::to_string(sites.size()) +
                     " choices (" + candidates + " candidates); ";
  if (benchmarked)
    return line + "its benchmark picked (--target-flag "
                  "defuse.autotune_candidate=K compiles candidate K)";
  if (noneHasIt)
    return line + "no choice has a candidate " + std::to_string(asked) +
           ": each compiled its candidate 0 (" + judged + ")";
  return line + "compiled " + judged + " (candidates forced)";
}

class InductorTarget final : public ExternalTarget {
public:
  InductorTarget(std::string python, std::string torchVersion,
                 TargetSelection selection)
      : ExternalTarget(std::move(selection), "--torch-version"),
        python(std::move(python)), torchVersion(std::move(torchVersion)) {}

  llvm::StringRef name() const override { return "inductor"; }
  std::string description() const override {
    return "torch.compile, Inductor CPU (torch " + torchVersion + ") from " +
           python;
  }
  std::string release() const override { return "torch " + torchVersion; }
  TargetControls controls() const override {
    TargetControls c;
    c.flags = true;
    c.passTrace = true;
    c.passNamesOnly = true;
    c.passRemoval = true;
    c.kernelMap = true;
    c.separatesEdges = true;
    c.minMaxZeroSignOpen = true;
    c.tosaControlFlow = true; // torch.cond (TorchProgram)
    return c;
  }
  std::string upstreamProgram(const std::string &moduleText) const override {
    TorchProgram program;
    std::string error;
    std::vector<TensorSpec> results;
    ProbeRequest request;
    request.moduleText = moduleText;
    if (failed(prepareProgram(request, program, results, error)))
      return moduleText;
    return program.source;
  }
  std::vector<TargetVariant> configurationVariants() const override {
    // Settings that change what Inductor's code generation does, each
    // alone (all in torch 2.15). Fast math (cpp.enable_unsafe_math_opt_flag)
    // is left out: it licenses what the reference does not model.
    return {
        {"inductor-default", "default", {}},
        {"inductor-no-simd", "vectorization", {"cpp.simdlen=1"}},
        {"inductor-no-fusion", "fusion", {"max_fusion_size=1"}},
        {"inductor-no-epilogue-fusion", "fusion", {"epilogue_fusion=False"}},
        {"inductor-no-split-reductions",
         "reductions",
         {"split_reductions=False"}},
        {"inductor-no-pattern-matcher", "fx-passes", {"pattern_matcher=False"}},
        {"inductor-no-loop-ordering",
         "scheduling",
         {"loop_ordering_after_fusion=False"}},
        // The program's constants folded into the code (with their
        // layouts prepacked for oneDNN and MKL kernels).
        {"inductor-freezing", "freezing", {"freezing=True"}},
        // The autotuner's candidates, each compiled and judged (not only
        // the one its benchmark picks, which may differ run to run):
        // candidate 0 is ATen's kernel at every choice, 1 Inductor's first
        // C++ template (GEMMs).
        {"inductor-autotune-candidate-0",
         "autotuner",
         {"max_autotune=True", "max_autotune_gemm_backends='CPP,ATEN'",
          "defuse.autotune_candidate=0"}},
        {"inductor-autotune-candidate-1",
         "autotuner",
         {"max_autotune=True", "max_autotune_gemm_backends='CPP,ATEN'",
          "defuse.autotune_candidate=1"}},
    };
  }
  std::string cannotCompile(Operation *module,
                            llvm::StringRef entryName = {}) const override {
    if (holdsStablehlo(module))
      return "the inductor target reads TOSA and linalg workloads (written "
             "as PyTorch programs); this one holds StableHLO";
    func::FuncOp entry;
    module->walk([&](func::FuncOp fn) {
      if (!entryName.empty() ? fn.getSymName() == entryName
                             : !entry || (fn.isPublic() && !entry.isPublic()))
        entry = fn;
    });
    std::string error;
    if (entry && failed(emitTorchProgram(entry, error)))
      return error;
    return "";
  }
  std::vector<std::string> compileFlags() const override {
    // Inductor's default keeps the intermediates of fused f16 and bf16
    // pointwise ops in f32, on purpose (torch._inductor.config documents
    // emulate_precision_casts): it does not compute the program's
    // roundings, and every such program would read as drift. With
    // emulation the casts are computed as written; everything else
    // Inductor does is still judged. A --target-flag may turn it off again.
    std::vector<std::string> flags = {"emulate_precision_casts=True"};
    flags.insert(flags.end(), selection.flags.begin(), selection.flags.end());
    return flags;
  }
  std::string commandEnvironment() const override {
    const char *plugins = std::getenv("DEFUSE_INDUCTOR_PLUGINS");
    return plugins && *plugins
               ? "DEFUSE_INDUCTOR_PLUGINS=" + shellQuote(plugins)
               : std::string();
  }
  std::string cacheKey() const override {
    std::string key = "inductor " + torchVersion + " " + python;
    if (const char *plugins = std::getenv("DEFUSE_INDUCTOR_PLUGINS"))
      key += " plugins=" + std::string(plugins);
    for (const std::string &f : selection.flags)
      key += " " + f;
    return key;
  }

private:
  ProbeResult compileAndRun(const ProbeRequest &request,
                            const StageCallback &onStage) const override;
  bool servesFromResidentWorkers() const override { return true; }
  LogicalResult prepareProgram(const ProbeRequest &request,
                               TorchProgram &program,
                               std::vector<TensorSpec> &results,
                               std::string &error) const;

  std::string python, torchVersion;
};

LogicalResult InductorTarget::prepareProgram(const ProbeRequest &request,
                                             TorchProgram &torchProgram,
                                             std::vector<TensorSpec> &results,
                                             std::string &error) const {
  std::unique_lock<std::mutex> lock = compilerCodeLock();
  std::unique_ptr<MLIRContext> context = makeContext();
  OwningOpRef<ModuleOp> module =
      parseProbeModule(*context, request.moduleText, error);
  if (!module)
    return failure();
  if (std::string why = cannotCompile(*module, request.entry); !why.empty()) {
    error = why;
    return failure();
  }
  func::FuncOp entry;
  if (!request.entry.empty())
    entry = module->lookupSymbol<func::FuncOp>(request.entry);
  else
    for (auto fn : module->getOps<func::FuncOp>())
      entry = entry ? entry : fn;
  if (!entry) {
    error = "no function @" + request.entry;
    return failure();
  }
  for (Type t : entry.getResultTypes()) {
    std::optional<TensorSpec> spec = tensorSpecOf(t);
    if (!spec) {
      error = "a result that is not a statically shaped tensor";
      return failure();
    }
    results.push_back(*spec);
  }
  FailureOr<TorchProgram> program =
      emitTorchProgram(entry, error, request.options.separatedEdges);
  if (failed(program))
    return failure();
  torchProgram = std::move(*program);
  return success();
}

ProbeResult InductorTarget::compileAndRun(const ProbeRequest &request,
                                          const StageCallback &onStage) const {
  ProbeResult r;
  auto start = std::chrono::steady_clock::now();
  const CompileOptions &o = request.options;
  if (!o.pipeline.empty() || !o.steps.empty() || o.traceKernels ||
      !o.cutKernel.empty() || o.llvmBisectLimit >= 0) {
    r.status = ProbeStatus::InternalError;
    r.message = "the inductor target runs no pipeline of defuse's and does "
                "not trace kernels' values";
    return r;
  }
  if (o.tracePasses) {
    // Its passes are the switches; the graph between them is no module
    // the reference reads (an empty snapshot each).
    for (const InductorSwitch &s : kSwitches) {
      r.snapshotPasses.push_back(s.name);
      r.snapshots.emplace_back();
    }
    r.status = ProbeStatus::Ok;
    r.message = "Inductor's stages, each turned off by a switch of "
                "torch._inductor.config";
    return r;
  }
  // DEFUSE_KEEP_INDUCTOR_SCRATCH=1 keeps each probe's files for debugging.
  ScratchDirectory scratch("defuse-inductor", "DEFUSE_KEEP_INDUCTOR_SCRATCH");
  if (!scratch.made()) {
    r.status = ProbeStatus::InternalError;
    r.message = "cannot create a scratch directory";
    return r;
  }

  onStage(Stage::Parse);
  TorchProgram program;
  std::string error;
  std::vector<TensorSpec> resultSpecs;
  if (failed(prepareProgram(request, program, resultSpecs, error))) {
    r.status = ProbeStatus::InternalError;
    r.message = error;
    return r;
  }
  std::ofstream(scratch.path("program.py")) << program.source;

  nlohmann::json config = nlohmann::json::object();
  std::vector<std::string> flags = compileFlags();
  flags.insert(flags.end(), o.targetFlags.begin(), o.targetFlags.end());
  for (const std::string &pass : o.disabledPasses) {
    const InductorSwitch *s = llvm::find_if(
        kSwitches, [&](const InductorSwitch &s) { return pass == s.name; });
    if (s == std::end(kSwitches)) {
      r.status = ProbeStatus::InternalError;
      r.message = "Inductor has no stage " + pass + " to leave out";
      return r;
    }
    flags.push_back(s->setting);
  }
  for (const std::string &flag : flags) {
    std::string setting, value;
    if (!parseNameValueFlag(flag, setting, value)) {
      r.status = ProbeStatus::InternalError;
      r.message = "--target-flag=" + flag + kSettingUsage;
      return r;
    }
    config[setting] = value;
  }
  bool execute = !o.stopAfterPipeline && !o.mapKernels;
  nlohmann::json spec = {{"program", scratch.path("program.py")},
                         {"inputs", writeInputSpecs(request, scratch.str())},
                         {"config", config},
                         {"execute", execute},
                         {"map_kernels", o.mapKernels},
                         {"outdir", scratch.str()}};
  std::ofstream(scratch.path("request.json")) << spec.dump();

  static const ProbeScriptNames names = {"Inductor", "the compiled program",
                                         "inductor_tools",
                                         "torch.compile failed: "};
  std::optional<nlohmann::json> result = runProbeScript(
      {python, DEFUSE_INDUCTOR_TOOLS}, scratch.str(), names, start, onStage, r);
  if (!result || probeScriptFailed(*result, names, r))
    return r;
  for (const auto &kernel : result->value("kernels", nlohmann::json::array())) {
    KernelTrace trace;
    trace.name = kernel.value("name", std::string());
    for (const auto &line : kernel.value("lines", nlohmann::json::array())) {
      auto ops = program.lineOps.find(line.get<unsigned>());
      if (ops != program.lineOps.end())
        for (const std::string &id : ops->second)
          if (!llvm::is_contained(trace.sourceOps, id))
            trace.sourceOps.push_back(id);
    }
    r.kernelTraces.push_back(std::move(trace));
  }
  r.message =
      describeAutotuning(result->value("autotune", nlohmann::json::array()));
  std::vector<std::string> outputs;
  for (const auto &out : (*result)["outputs"])
    outputs.push_back(out.value("path", std::string()));
  if (!readRawOutputs(outputs, resultSpecs, execute, "the compiled program", r))
    return r;
  r.status = ProbeStatus::Ok;
  return r;
}

} // namespace

llvm::FailureOr<std::unique_ptr<Target>>
defuse::createInductorTarget(const TargetSelection &selection,
                             std::string &error) {
  for (const std::string &flag : selection.flags) {
    std::string setting, value;
    if (!parseNameValueFlag(flag, setting, value)) {
      error = "--target-flag=" + flag + kSettingUsage;
      return failure();
    }
  }
  std::string python =
      selection.python.empty() ? DEFUSE_TORCH_PYTHON : selection.python;
  if (!llvm::sys::fs::can_execute(python)) {
    error = "no torch installation at " + python +
            " (scripts/setup_frontends.sh installs the pinned torch; "
            "--target-python names another)";
    return failure();
  }
  FailureOr<nlohmann::json> j =
      queryInstallation(python, {DEFUSE_INDUCTOR_TOOLS, "version"}, error);
  if (failed(j))
    return failure();
  std::string version = j->value("torch", "");
  if (!selection.version.empty() && selection.version != version) {
    error = "torch " + selection.version + " is not the one at " + python +
            " (torch " + version + "); --target-python names another";
    return failure();
  }
  return std::unique_ptr<Target>(
      std::make_unique<InductorTarget>(python, version, selection));
}
