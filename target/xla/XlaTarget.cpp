//===- XlaTarget.cpp ------------------------------------------------------===//

#include "target/xla/XlaTarget.h"
#include "target/ChildTool.h"
#include "target/EdgeBarriers.h"
#include "target/ExternalTarget.h"
#include "target/TargetReleases.h"
#include "target/mlir/Context.h"
#include "target/xla/XlaInstallation.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>

using namespace defuse;
using namespace mlir;

namespace {

/// XLA compiles the module's public function "main".
constexpr llvm::StringLiteral kXlaEntry = "main";

/// Renames function @from (if there is one) and every use of it to @to.
LogicalResult renameFunction(ModuleOp module, llvm::StringRef from,
                             llvm::StringRef to) {
  auto fn = module.lookupSymbol<func::FuncOp>(from);
  if (!fn)
    return success();
  if (failed(SymbolTable::replaceAllSymbolUses(
          fn, StringAttr::get(module.getContext(), to), module)))
    return failure();
  fn.setSymName(to);
  return success();
}

/// A module XLA's pass dump converted back, with its entry (always @main)
/// renamed to the workload's own; empty when it does not parse.
std::string withEntry(const std::string &text, llvm::StringRef entry) {
  if (entry == kXlaEntry)
    return text;
  std::unique_ptr<MLIRContext> context = makeContext();
  ScopedDiagnosticHandler quiet(context.get(),
                                [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, context.get());
  if (!module || failed(renameFunction(*module, kXlaEntry, entry)))
    return "";
  std::string out;
  llvm::raw_string_ostream os(out);
  OpPrintingFlags flags;
  flags.printGenericOpForm();
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  module->print(os, flags);
  return out;
}

class XlaTarget final : public ExternalTarget {
public:
  XlaTarget(XlaInstallation installation, TargetSelection selection)
      : ExternalTarget(std::move(selection), "--jax-version"),
        inst(std::move(installation)) {}

  llvm::StringRef name() const override { return "xla"; }
  std::string description() const override {
    return "XLA:CPU (jax " + inst.jaxVersion + ") from " + inst.python;
  }
  std::string release() const override {
    return "jax " + inst.jaxVersion + ", jaxlib " + inst.jaxlibVersion;
  }
  TargetControls controls() const override {
    TargetControls c;
    c.passTrace = true;
    c.flags = true;
    c.separatesEdges = true;
    c.llvmOptLevels = true;
    c.kernelMap = true;
    c.passRemoval = true;
    // XLA:CPU runs its computations with FTZ and DAZ set (checked: -1e-45
    // comes out as -0 in jax 0.10.2 and 0.12.0.1).
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
  std::vector<std::string> programGenerator() const override {
    return {inst.python, inst.programs};
  }
  std::vector<TargetVariant> configurationVariants() const override;
  std::string cannotCompile(Operation *module,
                            llvm::StringRef = {}) const override {
    return holdsStablehlo(module)
               ? ""
               : "XLA reads StableHLO; this workload has none (TOSA and "
                 "linalg workloads run under --target mlir or iree)";
  }
  std::string cacheKey() const override {
    std::string key = "xla " + inst.jaxlibVersion + " " + inst.python;
    for (const std::string &f : selection.flags)
      key += " " + f;
    return key;
  }

private:
  ProbeResult compileAndRun(const ProbeRequest &request,
                            const StageCallback &onStage) const override;
  bool servesFromResidentWorkers() const override { return true; }
  /// The module as XLA takes it (generic StableHLO, the entry public and
  /// named main, every other function private, barriers on the separated
  /// edges), and the entry's result specs.
  LogicalResult prepareModule(const ProbeRequest &request, std::string &text,
                              std::vector<TensorSpec> &results,
                              std::string &error,
                              bool withLocations = true) const;

  XlaInstallation inst;
};

LogicalResult XlaTarget::prepareModule(const ProbeRequest &request,
                                       std::string &text,
                                       std::vector<TensorSpec> &results,
                                       std::string &error,
                                       bool withLocations) const {
  std::unique_lock<std::mutex> lock = compilerCodeLock();
  std::unique_ptr<MLIRContext> context = makeContext();
  OwningOpRef<ModuleOp> module =
      parseProbeModule(*context, request.moduleText, error);
  if (!module)
    return failure();
  if (std::string why = cannotCompile(*module); !why.empty()) {
    error = why;
    return failure();
  }
  auto entry = request.entry.empty()
                   ? func::FuncOp()
                   : module->lookupSymbol<func::FuncOp>(request.entry);
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
  if (failed(insertEdgeBarriers(*module, request.options.separatedEdges,
                                "stablehlo.optimization_barrier", error)))
    return failure();
  if (entry.getSymName() != kXlaEntry &&
      (failed(renameFunction(*module, kXlaEntry, "main_")) ||
       failed(renameFunction(*module, entry.getSymName(), kXlaEntry)))) {
    error = "cannot rename the entry to @main";
    return failure();
  }
  for (auto fn : module->getOps<func::FuncOp>())
    fn.setVisibility(fn == entry ? SymbolTable::Visibility::Public
                                 : SymbolTable::Visibility::Private);
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  flags.printGenericOpForm();
  if (withLocations)
    flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  module->print(os, flags);
  return success();
}

std::vector<TargetVariant> XlaTarget::configurationVariants() const {
  // XLA's DebugOptions that change what its pipeline does, each alone
  // (every one exists in jax 0.10.2 and 0.12.0.1). Fast math is left out:
  // it licenses approximations and assumes no NaN or infinity, which the
  // reference does not model.
  return {
      {"xla-default", "default", {}},
      {"xla-no-algsimp", "hlo-passes", {"xla_disable_hlo_passes=algsimp"}},
      {"xla-no-simplification",
       "hlo-passes",
       {"xla_disable_hlo_passes=simplification"}},
      {"xla-no-fusion", "fusion", {"xla_disable_hlo_passes=fusion"}},
      {"xla-no-ynn", "fusion", {"xla_cpu_experimental_ynn_fusion_type="}},
      {"xla-llvm-O0", "llvm", {"xla_backend_optimization_level=0"}},
      {"xla-llvm-O1", "llvm", {"xla_backend_optimization_level=1"}},
  };
}

/// `t` as a Python list literal of its values, exactly (and of its
/// bounds with `bounds`).
std::string pythonList(const Tensor &t, bool bounds) {
  std::string s = "[";
  for (int64_t i = 0; i < t.numElements(); ++i) {
    double v = bounds                      ? t.errAt(i)
               : t.elementType().isFloat() ? t.floatAt(i)
                                           : static_cast<double>(t.intAt(i));
    char buffer[40];
    if (std::isnan(v))
      std::snprintf(buffer, sizeof(buffer), "float(\"nan\")");
    else if (std::isinf(v))
      std::snprintf(buffer, sizeof(buffer), "float(\"%sinf\")",
                    v < 0 ? "-" : "");
    else
      std::snprintf(buffer, sizeof(buffer), "%.17g", v);
    s += (i ? "," : "") + std::string(buffer);
  }
  return s + "]";
}

std::string pythonShape(const Tensor &t) {
  std::string s = "(";
  for (int64_t d : t.shape())
    s += std::to_string(d) + ",";
  return s + ")";
}

/// numpy's name of an element type (ml_dtypes supplies bfloat16 and the
/// narrow types), as the standalone test spells it after `np.`, or
/// `ml_dtypes.`.
std::string numpyType(ElementType t) {
  switch (t.kind) {
  case ElementKind::F16:
    return "float16";
  case ElementKind::BF16:
    return "bfloat16";
  case ElementKind::F32:
    return "float32";
  case ElementKind::F64:
    return "float64";
  case ElementKind::C64:
    return "complex64";
  case ElementKind::C128:
    return "complex128";
  case ElementKind::I1:
    return "bool";
  case ElementKind::I8:
    return "int8";
  case ElementKind::I16:
    return "int16";
  case ElementKind::I32:
    return "int32";
  case ElementKind::U8:
    return "uint8";
  case ElementKind::U16:
    return "uint16";
  case ElementKind::U32:
    return "uint32";
  case ElementKind::U64:
    return "uint64";
  case ElementKind::I2:
    return "int2";
  case ElementKind::I4:
    return "int4";
  case ElementKind::U2:
    return "uint2";
  case ElementKind::U4:
    return "uint4";
  case ElementKind::F8E5M2:
    return "float8_e5m2";
  case ElementKind::F8E4M3:
    return "float8_e4m3";
  case ElementKind::F8E4M3FN:
    return "float8_e4m3fn";
  case ElementKind::F8E3M4:
    return "float8_e3m4";
  case ElementKind::F8E5M2FNUZ:
    return "float8_e5m2fnuz";
  case ElementKind::F8E4M3FNUZ:
    return "float8_e4m3fnuz";
  case ElementKind::F8E4M3B11FNUZ:
    return "float8_e4m3b11fnuz";
  case ElementKind::F8E8M0FNU:
    return "float8_e8m0fnu";
  case ElementKind::F6E2M3FN:
    return "float6_e2m3fn";
  case ElementKind::F6E3M2FN:
    return "float6_e3m2fn";
  case ElementKind::F4E2M1FN:
    return "float4_e2m1fn";
  default:
    return "int64";
  }
}

std::vector<std::string>
XlaTarget::standaloneTestLines(const StandaloneTest &test) const {
  // One line of Python that compiles the reproducer (the file itself) with
  // jaxlib, runs it on the exact inputs and holds each output to the
  // reference's value and bound: a NaN where the reference has one, an
  // infinity or a zero of the same sign where the bound is 0, within the
  // bound elsewhere; an unbounded element takes anything.
  std::string options = "{";
  for (const std::vector<std::string> *flags : {&selection.flags, &test.flags})
    for (const std::string &flag : *flags) {
      std::string optionName, value;
      if (parseNameValueFlag(flag, optionName, value))
        options += "\"" + optionName + "\":\"" + value + "\",";
    }
  options += "}";
  std::string inputs = "[";
  for (const Tensor &in : test.inputs)
    inputs += "(" + pythonList(in, false) + ",\"" +
              numpyType(in.elementType()) + "\"," + pythonShape(in) + "),";
  inputs += "]";
  std::string expected = "[";
  for (const Tensor &out : test.expected)
    expected +=
        "(" + pythonList(out, false) + "," + pythonList(out, true) + "),";
  expected += "]";
  std::string script =
      "import sys,numpy as n,ml_dtypes,jax,jax.extend.backend as b;"
      "n.seterr(all=\"ignore\");"
      "c=lambda v:(v==\"true\") if v in(\"true\",\"false\") else v;"
      "d=jax.devices(\"cpu\")[:1];"
      "e=b.get_backend(\"cpu\").compile_and_load(open(sys.argv[1]).read(),d,"
      "b.get_compile_options(1,1,env_options_overrides={k:c(v) for k,v in " +
      options +
      ".items()}));"
      "a=[n.array(v,dtype=t).reshape(s) for v,t,s in " +
      inputs +
      "];"
      "y=[n.asarray(r[0]).astype(n.float64).ravel() for r in "
      "e.execute_sharded([jax.device_put(x,d[0]) for x in a])"
      ".disassemble_into_single_device_arrays()];"
      "x=" +
      expected +
      ";"
      "ok=len(y)==len(x) and all(bool(n.all(~n.isfinite(eb)|"
      "(n.isnan(g)&n.isnan(v))|((g==v)&((eb>0)|(v!=0)|"
      "(n.signbit(g)==n.signbit(v))))|((n.abs(g-v)<=eb)&((eb>0)|(v!=0)))))"
      " for g,(v,eb) in zip(y,[(n.array(v),n.array(eb)) for v,eb in x]));"
      "print(\"XLA-REPRO:\",\"PASSED\" if ok else \"FAILED\")";
  return {
      "With jax " + inst.jaxVersion + " alone (python3 with jax and jaxlib " +
          inst.jaxlibVersion + " on PATH), no defuse:",
      "RUN: python3 -c '" + script + "' %s | FileCheck %s --check-prefix=JAX",
      std::string("JAX: XLA-REPRO: ") +
          (test.expectFailure ? "FAILED" : "PASSED")};
}

ProbeResult XlaTarget::compileAndRun(const ProbeRequest &request,
                                     const StageCallback &onStage) const {
  ProbeResult r;
  auto start = std::chrono::steady_clock::now();
  const CompileOptions &o = request.options;
  if (!o.pipeline.empty() || !o.steps.empty() || o.traceKernels ||
      !o.cutKernel.empty() || o.llvmBisectLimit >= 0) {
    r.status = ProbeStatus::InternalError;
    r.message = "the xla target runs no pipeline of defuse's, traces no "
                "kernel values and takes no LLVM bisection limit";
    return r;
  }
  // DEFUSE_KEEP_XLA_SCRATCH=1 keeps each probe's files for debugging.
  ScratchDirectory scratch("defuse-xla", "DEFUSE_KEEP_XLA_SCRATCH");
  if (!scratch.made()) {
    r.status = ProbeStatus::InternalError;
    r.message = "cannot create a scratch directory";
    return r;
  }

  onStage(Stage::Parse);
  std::string text, error;
  std::vector<TensorSpec> resultSpecs;
  if (failed(prepareModule(request, text, resultSpecs, error))) {
    r.status = ProbeStatus::InternalError;
    r.message = error;
    return r;
  }
  std::ofstream(scratch.path("workload.mlir")) << text;

  nlohmann::json options = nlohmann::json::object();
  std::vector<std::string> flags = selection.flags;
  flags.insert(flags.end(), o.targetFlags.begin(), o.targetFlags.end());
  for (const std::string &flag : flags) {
    std::string optionName, value;
    if (!parseNameValueFlag(flag, optionName, value)) {
      r.status = ProbeStatus::InternalError;
      r.message = "--target-flag=" + flag +
                  ": the xla target takes XLA options as NAME=VALUE "
                  "(xla_disable_hlo_passes=algsimp)";
      return r;
    }
    options[optionName] = value;
  }
  if (!o.disabledPasses.empty()) {
    std::string disabled = options.value("xla_disable_hlo_passes", "");
    for (const std::string &pass : o.disabledPasses)
      disabled += (disabled.empty() ? "" : ",") + pass;
    options["xla_disable_hlo_passes"] = disabled;
  }
  // -O0 is LLVM's; XLA's HLO passes run as at any level.
  if (o.llvmOptLevel == 0)
    options["xla_backend_optimization_level"] = "0";
  bool execute = !o.tracePasses && !o.stopAfterPipeline;
  nlohmann::json spec = {{"module", scratch.path("workload.mlir")},
                         {"inputs", writeInputSpecs(request, scratch.str())},
                         {"options", options},
                         {"execute", execute},
                         {"trace_passes", o.tracePasses},
                         {"map_kernels", o.mapKernels},
                         {"outdir", scratch.str()}};
  std::ofstream(scratch.path("request.json")) << spec.dump();

  static const ProbeScriptNames names = {"XLA", "the compiled module",
                                         "xla_tools", "XLA failed: "};
  std::optional<nlohmann::json> result = runProbeScript(
      {inst.python, inst.tools}, scratch.str(), names, start, onStage, r);
  if (!result)
    return r;
  for (const auto &p : (*result)["passes"]) {
    r.snapshotPasses.push_back(p.value("name", std::string()) + " (in " +
                               p.value("pipeline", std::string()) + ")");
    std::string snapshot;
    if (p.contains("module")) {
      std::unique_lock<std::mutex> lock = compilerCodeLock();
      snapshot =
          withEntry(readFile(p["module"].get<std::string>()), request.entry);
    } else if (r.message.empty()) {
      r.message = "the module after pass #" +
                  std::to_string(r.snapshotPasses.size()) +
                  " does not convert back to StableHLO: " +
                  p.value("error", std::string());
    }
    r.snapshots.push_back(std::move(snapshot));
  }
  for (const auto &k : (*result)["kernels"]) {
    KernelTrace trace;
    trace.name = k.value("name", std::string());
    for (const auto &id : k["source_ops"])
      trace.sourceOps.push_back(id.get<std::string>());
    r.kernelTraces.push_back(std::move(trace));
  }
  if (probeScriptFailed(*result, names, r))
    return r;
  std::vector<std::string> outputs;
  for (const auto &out : (*result)["outputs"])
    outputs.push_back(out.value("path", std::string()));
  if (!readRawOutputs(outputs, resultSpecs, execute, "XLA", r))
    return r;
  r.status = ProbeStatus::Ok;
  return r;
}

} // namespace

llvm::FailureOr<std::unique_ptr<Target>>
defuse::createXlaTarget(const TargetSelection &selection, std::string &error) {
  std::string python = selection.python.empty()
                           ? xlaPythonForVersion(selection.version)
                           : selection.python;
  for (const std::string &flag : selection.flags) {
    std::string optionName, value;
    if (!parseNameValueFlag(flag, optionName, value)) {
      error = "--target-flag=" + flag +
              ": the xla target takes XLA options as NAME=VALUE "
              "(xla_disable_hlo_passes=algsimp)";
      return failure();
    }
  }
  FailureOr<XlaInstallation> inst = probeXlaInstallation(python, error);
  if (failed(inst)) {
    if (selection.python.empty() && !selection.version.empty() &&
        releasePython(ReleaseKind::Jax, selection.version).empty())
      error = "jax " + selection.version + " is not installed: " +
              installAdvice(ReleaseKind::Jax, selection.version) +
              " (--target-python names any other environment)";
    return failure();
  }
  return std::unique_ptr<Target>(
      std::make_unique<XlaTarget>(std::move(*inst), selection));
}
