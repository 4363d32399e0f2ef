//===- IreeTarget.cpp -----------------------------------------------------===//

#include "target/iree/IreeTarget.h"
#include "target/ChildTool.h"
#include "target/EdgeBarriers.h"
#include "target/ExternalTarget.h"
#include "target/TargetReleases.h"
#include "target/iree/ExecutableCut.h"
#include "target/iree/IreeInstallation.h"
#include "target/iree/IreeSnapshot.h"
#include "target/mlir/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <limits>
#include <map>

#ifndef DEFUSE_IREE_TRACE_SCRIPT
#define DEFUSE_IREE_TRACE_SCRIPT "target/iree/trace_dispatches.py"
#endif

using namespace defuse;
using namespace mlir;

std::vector<std::string> defuse::ireeDeviceFlags() {
  return {"--iree-hal-target-device=local",
          "--iree-hal-local-target-device-backends=llvm-cpu",
          "--iree-llvmcpu-target-cpu=host"};
}

namespace {

/// What MLIR 22 runs before handing TOSA to a release that cannot read it.
/// Inner to builtin.module: the pass manager is the module's.
constexpr const char *kTosaToLinalg =
    "func.func(tosa-to-linalg-named,tosa-to-linalg,"
    "tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)";

/// A release reads MLIR 22's TOSA from 3.10 on (TARGETS.md).
bool readsMlir22Tosa(std::pair<int, int> version) {
  return version >= std::make_pair(3, 10) || version == std::make_pair(0, 0);
}

/// iree-run-module's spelling of a tensor type: "2x3xf32" ("f32" for a
/// scalar).
std::string ireeTypeSpec(llvm::ArrayRef<int64_t> shape, ElementType type) {
  std::string s;
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + type.str();
}

/// iree-compile's LLVM is asked through its own `--opt-bisect-limit`. One
/// compile thread: the gate numbers passes across every executable (and the
/// constant evaluator's JIT), so the numbering is the same in every probe
/// only when the executables are compiled one after another.
std::vector<std::string> llvmBisectFlags(int64_t limit) {
  // INT_MAX itself means "disabled" to LLVM, which then records nothing.
  int64_t most = std::numeric_limits<int>::max() - 1;
  return {"--opt-bisect-limit=" + std::to_string(std::min(limit, most)),
          "--mlir-disable-threading"};
}

/// The passes LLVM's gate was asked about, in order, from the lines it
/// prints ("BISECT: [NOT ]running pass (N) NAME on UNIT").
std::vector<LlvmPassRecord> parseLlvmBisectLog(llvm::StringRef log) {
  std::vector<LlvmPassRecord> passes;
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n', -1, false);
  for (llvm::StringRef line : lines) {
    if (!line.consume_front("BISECT: "))
      continue;
    line.consume_front("NOT ");
    if (!line.consume_front("running pass ("))
      continue;
    auto [name, unit] = line.split(") ").second.split(" on ");
    passes.push_back({name.str(), unit.trim().str()});
  }
  return passes;
}

/// Splits `--mlir-print-ir-after-all` output into (pass, module) pairs,
/// keeping only the passes that changed the module (IREE's pass managers
/// print nothing under `--mlir-print-ir-after-change`).
void splitPassDumps(llvm::StringRef text, std::vector<std::string> &passes,
                    std::vector<std::string> &modules) {
  constexpr llvm::StringLiteral marker = "// -----// IR Dump After ";
  size_t at = text.find(marker);
  while (at != llvm::StringRef::npos) {
    size_t lineEnd = text.find('\n', at);
    llvm::StringRef header = text.slice(at + marker.size(), lineEnd);
    size_t next = text.find(marker, lineEnd);
    llvm::StringRef body = text.slice(lineEnd + 1, next);
    // "FooPass: foo-arg{options} ('util.func' operation: @main) //----- //"
    // (3.13), "FooPass (foo-arg) ('util.func' operation: @main) //----- //"
    // (3.1); the anchor is missing for passes on the top-level module in
    // some releases.
    header = header.split(" //----- //").first;
    std::string anchor;
    if (size_t open = header.rfind(" ('"); open != llvm::StringRef::npos) {
      anchor = header.substr(open + 2).drop_back().str();
      header = header.take_front(open);
    }
    std::string pass;
    if (header.contains(": "))
      pass = header.split(": ").second.str();
    else if (header.contains(" ("))
      pass = header.split(" (").second.rsplit(')').first.str();
    else
      pass = header.str();
    if (!anchor.empty() &&
        !llvm::StringRef(anchor).starts_with("'builtin.module'"))
      pass += " on " + anchor;
    if (modules.empty() || body != llvm::StringRef(modules.back())) {
      passes.push_back(pass);
      modules.push_back(body.str());
    }
    at = next;
  }
}

class IreeTarget final : public ExternalTarget {
public:
  IreeTarget(IreeInstallation installation, TargetSelection selection)
      : ExternalTarget(std::move(selection), "--iree-version"),
        inst(std::move(installation)) {}

  llvm::StringRef name() const override { return "iree"; }
  std::string description() const override {
    return "IREE " + inst.compilerVersion + " (llvm-cpu, host) from " +
           inst.python;
  }
  std::string release() const override {
    return "IREE " + inst.compilerVersion + " (iree-base-compiler), " +
           inst.runtimeVersion + " (iree-base-runtime)";
  }
  TargetControls controls() const override {
    TargetControls c;
    c.passTrace = true;
    c.llvmBisect = true;
    c.flags = true;
    c.separatesEdges = true;
    c.kernelTrace = inst.dispatchTracing;
    c.kernelCut = inst.dispatchTracing;
    // The CPU runtime's workers run with FTZ/DAZ set (checked: x + 0 of a
    // subnormal x is 0 in 3.1.0 and 3.13.0).
    c.flushesSubnormals = true;
    return c;
  }
  std::string compilerInput(const std::string &moduleText) const override {
    ProbeRequest request;
    request.moduleText = moduleText;
    std::string text, error;
    std::vector<TensorSpec> results;
    if (failed(prepareModule(request, text, results, error,
                             /*withLocations=*/false)))
      return moduleText;
    return text;
  }
  std::vector<std::string>
  standaloneTestLines(const StandaloneTest &test) const override;
  std::vector<TargetVariant> configurationVariants() const override;
  std::string cacheKey() const override {
    std::string key = "iree " + inst.compilerVersion + " " + inst.compile;
    for (const std::string &f : selection.flags)
      key += " " + f;
    return key;
  }

private:
  ProbeResult compileAndRun(const ProbeRequest &request,
                            const StageCallback &onStage) const override;
  /// Its tools run fresh under the probe's limits; the tracing script,
  /// whose start is most of its cost (numpy, ml_dtypes and IREE's runtime
  /// import in 1.5 s), runs in a resident worker.
  bool servesFromResidentWorkers() const override { return true; }
  /// The module as this release takes it, and the entry's result specs.
  LogicalResult prepareModule(const ProbeRequest &request, std::string &text,
                              std::vector<TensorSpec> &results,
                              std::string &error,
                              bool withLocations = true) const;

  /// Runs the module compiled with dispatch tracing through
  /// trace_dispatches.py and fills `r` with the outputs and every
  /// dispatch's inputs, outputs and own program.
  void traceDispatches(const ProbeRequest &request,
                       const std::vector<TensorSpec> &resultSpecs,
                       const std::string &scratch, ProbeResult &r) const;

  /// For CompileOptions::cutKernel: lists the kernel's points in `r`, and
  /// unless the cut is past the last, writes the cut executable and turns
  /// `flags` (the compile's own) into flags substituting it. False when the
  /// probe ends here (`r` says how).
  bool prepareCut(const ProbeRequest &request, const std::string &workload,
                  const std::string &scratch, std::vector<std::string> &flags,
                  ProbeResult &r) const;

  IreeInstallation inst;
};

constexpr llvm::StringLiteral kSubstituteFlag =
    "--iree-hal-substitute-executable-source=";

/// A buffer trace_dispatches.py wrote: {"path", "shape", "type"}.
std::optional<Buffer> readTracedBuffer(const nlohmann::json &j) {
  std::optional<ElementType> type =
      ElementType::fromName(j.value("type", std::string()));
  if (!type || !j.contains("shape") || !j.contains("path"))
    return std::nullopt;
  Buffer b;
  b.spec.type = *type;
  for (const auto &d : j["shape"])
    b.spec.shape.push_back(d.get<int64_t>());
  std::string bytes = readFile(j["path"].get<std::string>());
  if (bytes.size() != static_cast<size_t>(b.spec.numElements()) *
                          Buffer::elementBytes(b.spec.type))
    return std::nullopt;
  b.bytes.assign(bytes.begin(), bytes.end());
  return b;
}

bool IreeTarget::prepareCut(const ProbeRequest &request,
                            const std::string &workload,
                            const std::string &scratch,
                            std::vector<std::string> &flags,
                            ProbeResult &r) const {
  auto path = [&](const std::string &name) { return scratch + "/" + name; };
  auto fail = [&](std::string message) {
    r.status = ProbeStatus::InternalError;
    r.message = std::move(message);
    return false;
  };
  const CompileOptions &o = request.options;
  std::string executable = llvm::StringRef(o.cutKernel).split("::").first.str();
  // IREE's own source of the executable, with the workload's op identities
  // in its locations: up to the executable-sources phase, no code generated.
  std::vector<std::string> dump = {inst.compile, workload};
  for (const std::string &f : ireeDeviceFlags())
    dump.push_back(f);
  for (const std::string &f : flags)
    dump.push_back(f);
  for (std::string f :
       {std::string("--compile-to=executable-sources"),
        "--iree-hal-dump-executable-sources-to=" + path("sources"),
        std::string("--mlir-print-op-generic"),
        std::string("--mlir-print-debuginfo"), std::string("-o"),
        path("sources.mlir")})
    dump.push_back(f);
  ToolRun d = runCompilerTool(dump, path("sources.out"), path("sources.err"));
  if (toolFailed("iree-compile", d, ProbeStatus::CompilerCrash,
                 ProbeStatus::CompilerOutOfMemory, ProbeStatus::PassFailure, r))
    return false;
  std::string own;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(path("sources"), ec), end;
       !ec && it != end && own.empty(); it.increment(ec)) {
    std::string text = readFile(it->path());
    if (text.find("sym_name = \"" + executable + "\"") != std::string::npos)
      own = std::move(text);
  }
  if (own.empty())
    return fail("IREE wrote no source of executable " + executable);
  std::string why;
  std::unique_lock<std::mutex> lock = compilerCodeLock();
  FailureOr<std::vector<KernelPoint>> points = executablePoints(own, why);
  if (failed(points))
    return fail(executable + ": " + why);

  // A source the flags substitute for it is what runs; IREE's own still
  // names its points when the substitute has the same ones (a substitute
  // written from the dumped source has locations of its own file).
  std::string source = own;
  bool substituted = false;
  std::vector<std::string> kept;
  for (const std::string &f : flags) {
    llvm::StringRef value(f);
    if (value.consume_front(kSubstituteFlag) &&
        value.split('=').first == executable) {
      std::string file = value.split('=').second.str();
      // Not held while a tool runs: other probes' forks would wait on it.
      if (lock)
        lock.unlock();
      ToolRun g = runCompilerTool(
          {inst.opt, file, "--mlir-print-op-generic", "--mlir-print-debuginfo",
           "-o", path("substitute.mlir")},
          path("substitute.out"), path("substitute.err"));
      if (g.rc != 0)
        return fail("iree-opt cannot read the substitute " + file + ": " +
                    firstErrorLine(g.errors));
      source = readFile(path("substitute.mlir"));
      if (lock.mutex())
        lock.lock();
      FailureOr<std::vector<KernelPoint>> theirs =
          executablePoints(source, why);
      if (failed(theirs))
        return fail(file + ": " + why);
      if (theirs->size() != points->size())
        return fail(file + " has " + std::to_string(theirs->size()) +
                    " points where IREE's own source of " + executable +
                    " has " + std::to_string(points->size()) +
                    ": its values cannot be told apart");
      for (size_t i = 0; i < theirs->size(); ++i)
        if ((*theirs)[i].sourceOps.empty())
          (*theirs)[i].sourceOps = (*points)[i].sourceOps;
      *points = std::move(*theirs);
      substituted = true;
      continue;
    }
    kept.push_back(f);
  }
  r.kernelPoints = *points;
  if (o.cutPoint >= points->size()) {
    r.status = ProbeStatus::Ok;
    return false;
  }
  // A user's substitute runs as it is; IREE's own source is handed back the
  // way IREE takes it (the stage checks that the uncut one computes what
  // ran).
  FailureOr<std::string> cut =
      cutExecutable(source, o.cutPoint, /*hostOffsets=*/!substituted, why);
  if (failed(cut))
    return fail(executable + ": " + why);
  std::ofstream(path("cut.mlir")) << *cut;
  kept.push_back(std::string(kSubstituteFlag) + executable + "=" +
                 path("cut.mlir"));
  flags = std::move(kept);
  return true;
}

void IreeTarget::traceDispatches(const ProbeRequest &request,
                                 const std::vector<TensorSpec> &resultSpecs,
                                 const std::string &scratch,
                                 ProbeResult &r) const {
  auto path = [&](const std::string &name) { return scratch + "/" + name; };
  nlohmann::json spec = {{"inputs", writeInputSpecs(request, scratch)}};
  std::ofstream(path("trace-request.json")) << spec.dump();
  llvm::sys::fs::create_directory(path("trace"));
  ToolRun t = runScript({inst.python, DEFUSE_IREE_TRACE_SCRIPT},
                        {"trace", path("module.vmfb"), request.entry,
                         path("trace-request.json"), path("trace")},
                        path("trace.out"), path("trace.err"), nullptr);
  // The script's own errors (exit 3, one line) are defuse's; anything
  // else is the module's.
  bool ownError = t.rc == 3 && t.errors.find("trace_dispatches:") == 0;
  if (toolFailed("tracing dispatches", t, ProbeStatus::Crash,
                 ProbeStatus::OutOfMemory,
                 ownError ? ProbeStatus::InternalError : ProbeStatus::Crash, r))
    return;
  nlohmann::json trace = nlohmann::json::parse(
      readFile(path("trace/trace.json")), nullptr, /*allow_exceptions=*/false);
  if (!trace.is_object() || !trace.contains("dispatches") ||
      !trace.contains("results")) {
    r.status = ProbeStatus::InternalError;
    r.message = "tracing dispatches wrote no trace";
    return;
  }
  for (const auto &result : trace["results"]) {
    std::optional<Buffer> b = readTracedBuffer(result);
    if (!b || r.outputs.size() >= resultSpecs.size() ||
        b->spec.shape != resultSpecs[r.outputs.size()].shape) {
      r.status = ProbeStatus::InternalError;
      r.message = "a traced result that does not match the entry's results";
      return;
    }
    r.outputs.push_back(std::move(*b));
  }
  // Each dispatch is traced twice: "NAME inputs" as it starts, "NAME
  // outputs" as it ends.
  for (const auto &d : trace["dispatches"]) {
    std::string keyText = d.value("key", std::string());
    llvm::StringRef key(keyText);
    bool inputs = key.ends_with(" inputs");
    llvm::StringRef name = key.rsplit(' ').first;
    std::vector<Buffer> buffers;
    bool readable = true;
    for (const auto &b : d["buffers"]) {
      std::optional<Buffer> buffer = readTracedBuffer(b);
      readable &= buffer.has_value();
      if (buffer)
        buffers.push_back(std::move(*buffer));
    }
    if (inputs || r.kernelTraces.empty() ||
        r.kernelTraces.back().name != name.str() ||
        !r.kernelTraces.back().outputs.empty()) {
      KernelTrace k;
      k.name = name.str();
      r.kernelTraces.push_back(std::move(k));
    }
    KernelTrace &k = r.kernelTraces.back();
    (inputs ? k.inputs : k.outputs) =
        readable ? std::move(buffers) : std::vector<Buffer>();
  }
  // What each dispatch is meant to compute: its function in the flow
  // phase's output.
  std::string flowText;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(path("phases"), ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".flow.mlir"))
      flowText = readFile(it->path());
  std::unique_lock<std::mutex> lock = compilerCodeLock();
  std::unique_ptr<MLIRContext> context = makeContext();
  ScopedDiagnosticHandler quiet(context.get(),
                                [](Diagnostic &) { return success(); });
  std::vector<IreeDispatch> sources =
      ireeDispatchesAsWorkloads(*context, flowText);
  for (KernelTrace &k : r.kernelTraces)
    for (IreeDispatch &d : sources)
      if (d.name == k.name) {
        k.moduleText = d.moduleText;
        k.sourceOps = d.sourceOps;
      }
  r.status = ProbeStatus::Ok;
}

LogicalResult IreeTarget::prepareModule(const ProbeRequest &request,
                                        std::string &text,
                                        std::vector<TensorSpec> &results,
                                        std::string &error,
                                        bool withLocations) const {
  std::unique_lock<std::mutex> lock = compilerCodeLock();
  std::unique_ptr<MLIRContext> context = makeContext();
  std::string diagnostic;
  ScopedDiagnosticHandler handler(context.get(), [&](Diagnostic &d) {
    if (diagnostic.empty())
      diagnostic = d.str();
    return success();
  });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(request.moduleText, context.get());
  if (!module) {
    error = "the workload does not parse: " + diagnostic;
    return failure();
  }
  auto entry = request.entry.empty()
                   ? func::FuncOp()
                   : module->lookupSymbol<func::FuncOp>(request.entry);
  if (!entry && !request.entry.empty()) {
    error = "no function @" + request.entry;
    return failure();
  }
  for (Type t : entry ? entry.getResultTypes() : ArrayRef<Type>()) {
    std::optional<TensorSpec> spec = tensorSpecOf(t);
    if (!spec) {
      error = "a result that is not a statically shaped tensor";
      return failure();
    }
    results.push_back(*spec);
  }
  // Barriers go in before TOSA is lowered for old releases: the lowering
  // turns one source op into several ops that carry its identity.
  context->allowUnregisteredDialects();
  if (failed(insertEdgeBarriers(*module, request.options.separatedEdges,
                                "util.optimization_barrier", error)))
    return failure();
  bool hasTosa = false;
  module->walk([&](Operation *op) {
    hasTosa |= op->getDialect() && op->getDialect()->getNamespace() == "tosa";
  });
  if (hasTosa && !readsMlir22Tosa(inst.versionNumbers())) {
    PassManager pm(context.get());
    bool left = false;
    auto isTosa = [](Operation *op) {
      return op->getDialect() && op->getDialect()->getNamespace() == "tosa";
    };
    if (succeeded(parsePassPipeline(kTosaToLinalg, pm)) &&
        succeeded(pm.run(*module))) {
      // The shapes reshapes and slices took (tosa.const_shape) are left
      // dead; nothing else may remain.
      SmallVector<Operation *> tosaOps;
      module->walk([&](Operation *op) {
        if (isTosa(op))
          tosaOps.push_back(op);
      });
      for (Operation *op : llvm::reverse(tosaOps))
        if (op->use_empty() && isMemoryEffectFree(op))
          op->erase();
      module->walk([&](Operation *op) { left |= isTosa(op); });
    }
    if (left || !diagnostic.empty()) {
      error = "MLIR 22 cannot lower the TOSA for IREE " + inst.compilerVersion +
              ": " + (diagnostic.empty() ? "TOSA ops remain" : diagnostic);
      return failure();
    }
  }
  // MLIR 22's elementwise named ops (linalg.add, linalg.exp, ...) are gone
  // from newer releases (linalg.elementwise replaced them), and their
  // generic form does not parse there: hand IREE the linalg.generic each
  // one stands for. Contractions, convolutions and the rest stay named.
  SmallVector<linalg::LinalgOp> elementwise;
  module->walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op) && linalg::isElementwise(op) &&
        op->getName().getStringRef() != "linalg.fill" &&
        op->getName().getStringRef() != "linalg.broadcast" &&
        op->getName().getStringRef() != "linalg.transpose" &&
        op->getName().getStringRef() != "linalg.copy")
      elementwise.push_back(op);
  });
  IRRewriter rewriter(context.get());
  for (linalg::LinalgOp op : elementwise) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op))) {
      error = "cannot generalize " + op->getName().getStringRef().str();
      return failure();
    }
  }

  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  flags.printGenericOpForm();
  if (withLocations)
    flags.enableDebugInfo();
  module->print(os, flags);
  return success();
}

/// `t` as iree-run-module's inline value syntax, "2x3xf32=1 2 3 4 5 6",
/// every value exact.
std::string inlineValues(const Tensor &t) {
  std::string s = ireeTypeSpec(t.shape(), t.elementType()) + "=";
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar v = t.get(i);
    char buffer[40];
    if (t.elementType().isFloat())
      std::snprintf(buffer, sizeof(buffer), "%.17g", v.f);
    else
      std::snprintf(buffer, sizeof(buffer), "%lld",
                    static_cast<long long>(v.i));
    s += (i ? " " : "") + std::string(buffer);
  }
  return s;
}

std::vector<TargetVariant> IreeTarget::configurationVariants() const {
  // Options of the default pipeline that change what it does, each alone
  // (every one exists from 3.1.0 to 3.13.0). Reassociating reductions is a
  // legal reordering: it must never be reported.
  return {
      {"iree-default", "default", {}},
      {"iree-no-transpose-propagation",
       "global-opt",
       {"--iree-global-opt-propagate-transposes=false"}},
      {"iree-aggressive-transposes",
       "global-opt",
       {"--iree-opt-aggressively-propagate-transposes=true"}},
      {"iree-no-const-eval", "global-opt", {"--iree-opt-const-eval=false"}},
      {"iree-aggressive-fusion",
       "dispatch-creation",
       {"--iree-dispatch-creation-enable-aggressive-fusion=true"}},
      {"iree-no-multi-use-fusion",
       "dispatch-creation",
       {"--iree-dispatch-creation-fuse-multi-use=false"}},
      {"iree-pad-fusion",
       "dispatch-creation",
       {"--iree-dispatch-creation-enable-fuse-padding-into-linalg-consumer-"
        "ops=true"}},
      {"iree-split-matmul-reduction",
       "dispatch-creation",
       {"--iree-dispatch-creation-split-matmul-reduction=4"}},
      {"iree-data-tiling", "codegen", {"--iree-opt-data-tiling=true"}},
      {"iree-ukernels", "codegen", {"--iree-llvmcpu-enable-ukernels=all"}},
      {"iree-reassociate-reductions",
       "codegen",
       {"--iree-llvmcpu-reassociate-fp-reductions=true"}},
  };
}

std::vector<std::string>
IreeTarget::standaloneTestLines(const StandaloneTest &test) const {
  std::string compile = "RUN: iree-compile %s";
  for (const std::string &f : ireeDeviceFlags())
    compile += " " + f;
  for (const std::string &f : selection.flags)
    compile += " " + f;
  for (const std::string &f : test.flags)
    compile += " " + f;
  compile += " -o %t.vmfb";
  std::string run = std::string("RUN: ") + (test.expectFailure ? "not " : "") +
                    "iree-run-module --module=%t.vmfb --device=local-task "
                    "--function=" +
                    test.entry;
  for (const Tensor &in : test.inputs)
    run += " --input=\"" + inlineValues(in) + "\"";
  // iree-run-module compares within one absolute threshold per element
  // type: the largest of the reference's own per-element bounds, so that
  // every legal execution passes.
  std::map<std::string, double> thresholds;
  for (const Tensor &out : test.expected) {
    run += " --expected_output=\"" + inlineValues(out) + "\"";
    if (!out.elementType().isFloat())
      continue;
    double &threshold = thresholds[out.elementType().str()];
    for (int64_t i = 0; i < out.numElements(); ++i)
      threshold = std::max(threshold, out.get(i).err);
  }
  for (const auto &[type, threshold] : thresholds) {
    char buffer[40];
    std::snprintf(buffer, sizeof(buffer), "%.3g",
                  std::max(threshold, 1e-30) * 1.0001);
    run += " --expected_" + type + "_threshold=" + buffer;
  }
  run += " | FileCheck %s --check-prefix=IREE";
  return {"With IREE " + inst.compilerVersion +
              "'s own tools alone (iree-compile and iree-run-module on "
              "PATH), no defuse:",
          compile, run,
          test.expectFailure ? "IREE: [FAILED] result[" : "IREE: [SUCCESS]"};
}

ProbeResult IreeTarget::compileAndRun(const ProbeRequest &request,
                                      const StageCallback &onStage) const {
  ProbeResult r;
  auto start = std::chrono::steady_clock::now();
  auto seconds = [](auto from) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         from)
        .count();
  };
  const CompileOptions &o = request.options;
  if (!o.pipeline.empty() || !o.steps.empty()) {
    r.status = ProbeStatus::InternalError;
    r.message = "the iree target runs no MLIR pass pipeline of defuse's "
                "(use --target-flag)";
    return r;
  }
  if (o.mapKernels || !o.disabledPasses.empty()) {
    r.status = ProbeStatus::InternalError;
    r.message = "the iree target records its dispatches by tracing a run "
                "and leaves no pass out";
    return r;
  }
  if (!o.cutKernel.empty() && !o.traceKernels) {
    r.status = ProbeStatus::InternalError;
    r.message = "a kernel is cut only in a traced run";
    return r;
  }
  if (o.llvmBisectLimit >= 0 && (o.tracePasses || o.traceKernels)) {
    r.status = ProbeStatus::InternalError;
    r.message = "an opt-bisect limit applies to a compile that runs";
    return r;
  }
  if (o.traceKernels && !inst.dispatchTracing) {
    r.status = ProbeStatus::InternalError;
    r.message = "IREE " + inst.compilerVersion +
                "'s runtime cannot record dispatches (no HalModuleDebugSink)";
    return r;
  }
  llvm::SmallString<128> dir;
  if (llvm::sys::fs::createUniqueDirectory("defuse-iree", dir)) {
    r.status = ProbeStatus::InternalError;
    r.message = "cannot create a scratch directory";
    return r;
  }
  std::string scratch = dir.str().str();
  auto path = [&](const std::string &name) { return scratch + "/" + name; };
  // DEFUSE_KEEP_IREE_SCRATCH=1 keeps each probe's files (the module as
  // IREE got it, inputs, outputs, logs) for debugging.
  auto cleanUp = [&] {
    if (!std::getenv("DEFUSE_KEEP_IREE_SCRATCH"))
      llvm::sys::fs::remove_directories(scratch);
  };

  onStage(Stage::Parse);
  std::string text, error;
  std::vector<TensorSpec> resultSpecs;
  if (failed(prepareModule(request, text, resultSpecs, error))) {
    r.status = ProbeStatus::InternalError;
    r.message = error;
    cleanUp();
    return r;
  }
  std::ofstream(path("workload.mlir")) << text;

  onStage(Stage::Pipeline);
  std::vector<std::string> compile = {inst.compile, path("workload.mlir")};
  for (const std::string &f : ireeDeviceFlags())
    compile.push_back(f);
  // The target's own flags (--target-flag), then the probe's.
  std::vector<std::string> flags = selection.flags;
  flags.insert(flags.end(), o.targetFlags.begin(), o.targetFlags.end());
  if (!o.cutKernel.empty() &&
      !prepareCut(request, path("workload.mlir"), scratch, flags, r)) {
    r.wallSeconds = seconds(start);
    cleanUp();
    return r;
  }
  compile.insert(compile.end(), flags.begin(), flags.end());
  if (o.tracePasses) {
    for (const char *f :
         {"--compile-to=flow", "--mlir-print-ir-after-all",
          "--mlir-print-ir-module-scope", "--mlir-disable-threading",
          "--mlir-print-op-generic", "--mlir-print-debuginfo"})
      compile.push_back(f);
    compile.push_back("-o");
    compile.push_back(path("flow.mlir"));
  } else {
    if (o.llvmBisectLimit >= 0)
      for (const std::string &f : llvmBisectFlags(o.llvmBisectLimit))
        compile.push_back(f);
    if (o.traceKernels)
      for (std::string f : {std::string("--iree-flow-trace-dispatch-tensors"),
                            "--dump-compilation-phases-to=" + path("phases"),
                            std::string("--mlir-print-op-generic"),
                            std::string("--mlir-print-debuginfo")})
        compile.push_back(f);
    compile.push_back("-o");
    compile.push_back(path("module.vmfb"));
  }
  ToolRun c =
      runCompilerTool(compile, path("compile.out"), path("compile.err"));
  r.compileSeconds = seconds(start);
  if (toolFailed("iree-compile", c, ProbeStatus::CompilerCrash,
                 ProbeStatus::CompilerOutOfMemory, ProbeStatus::PassFailure,
                 r)) {
    cleanUp();
    return r;
  }
  if (o.llvmBisectLimit >= 0)
    r.llvmPasses = parseLlvmBisectLog(c.errors);
  if (o.tracePasses) {
    std::vector<std::string> dumps;
    splitPassDumps(c.errors, r.snapshotPasses, dumps);
    std::unique_lock<std::mutex> lock = compilerCodeLock();
    std::unique_ptr<MLIRContext> context = makeContext();
    ScopedDiagnosticHandler quiet(context.get(),
                                  [](Diagnostic &) { return success(); });
    for (const std::string &dump : dumps) {
      std::string reason;
      FailureOr<std::string> workload =
          ireeSnapshotAsWorkload(*context, dump, request.entry, reason);
      if (failed(workload) && r.message.empty())
        r.message = "the module after pass #" +
                    std::to_string(r.snapshots.size() + 1) +
                    " is the first the reference cannot read: " + reason;
      r.snapshots.push_back(succeeded(workload) ? *workload : std::string());
    }
    r.status = ProbeStatus::Ok;
    r.wallSeconds = seconds(start);
    cleanUp();
    return r;
  }

  if (o.traceKernels) {
    onStage(Stage::Run);
    auto runStart = std::chrono::steady_clock::now();
    traceDispatches(request, resultSpecs, scratch, r);
    r.runSeconds = seconds(runStart);
    onStage(Stage::Done);
    r.wallSeconds = seconds(start);
    cleanUp();
    return r;
  }

  std::vector<std::string> runArgs = {
      inst.runModule, "--module=" + path("module.vmfb"), "--device=local-task",
      "--function=" + request.entry};
  std::vector<std::string> files = writeInputs(request, scratch);
  for (size_t i = 0; i < files.size(); ++i) {
    const Buffer &b = request.inputs[i];
    runArgs.push_back("--input=" + ireeTypeSpec(b.spec.shape, b.spec.type) +
                      "=@" + files[i]);
  }
  for (size_t i = 0; i < resultSpecs.size(); ++i)
    runArgs.push_back("--output=@" +
                      path("output" + std::to_string(i) + ".bin"));
  onStage(Stage::Run);
  auto runStart = std::chrono::steady_clock::now();
  ToolRun run = runCompilerTool(runArgs, path("run.out"), path("run.err"));
  r.runSeconds = seconds(runStart);
  onStage(Stage::Done);
  if (toolFailed("iree-run-module", run, ProbeStatus::Crash,
                 ProbeStatus::OutOfMemory, ProbeStatus::Crash, r)) {
    cleanUp();
    return r;
  }
  for (size_t i = 0; i < resultSpecs.size(); ++i) {
    Buffer b;
    b.spec = resultSpecs[i];
    std::string bytes = readFile(path("output" + std::to_string(i) + ".bin"));
    size_t expected = static_cast<size_t>(b.spec.numElements()) *
                      Buffer::elementBytes(b.spec.type);
    if (bytes.size() != expected) {
      r.status = ProbeStatus::InternalError;
      r.message = "iree-run-module wrote " + std::to_string(bytes.size()) +
                  " bytes for output " + std::to_string(i) + " (" +
                  b.spec.str() + ", " + std::to_string(expected) + " bytes)";
      cleanUp();
      return r;
    }
    b.bytes.assign(bytes.begin(), bytes.end());
    r.outputs.push_back(std::move(b));
  }
  r.status = ProbeStatus::Ok;
  r.wallSeconds = seconds(start);
  cleanUp();
  return r;
}

} // namespace

llvm::FailureOr<std::unique_ptr<Target>>
defuse::createIreeTarget(const TargetSelection &selection, std::string &error) {
  std::string python = selection.python.empty()
                           ? ireePythonForVersion(selection.version)
                           : selection.python;
  FailureOr<IreeInstallation> inst = probeIreeInstallation(python, error);
  if (failed(inst)) {
    if (selection.python.empty() && !selection.version.empty() &&
        releasePython(ReleaseKind::Iree, selection.version).empty())
      error = "IREE " + selection.version + " is not installed: " +
              installAdvice(ReleaseKind::Iree, selection.version) +
              " (--target-python names any other environment)";
    return failure();
  }
  return std::unique_ptr<Target>(
      std::make_unique<IreeTarget>(std::move(*inst), selection));
}
