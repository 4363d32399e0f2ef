//===- Session.h - What every subcommand loads before it starts -----------===//
//
// Plugins, workload, pipeline and inputs, checked and loaded the same way for
// every subcommand, with one-line errors and the documented exit codes; plus
// the small formatting helpers their outputs share.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_SESSION_H
#define DEFUSE_TOOLS_SESSION_H

#include "tools/Commands.h"

#include "ir/InputSpec.h"
#include "ir/ModuleText.h"
#include "ir/Tensor.h"
#include "ir/Workload.h"
#include "oracle/Oracle.h"
#include "report/Reproducer.h"
#include "target/Target.h"
#include "tools/FrameworkReference.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {
class ProbeRunner;
class SourceProgram;
class SandboxedMlirTarget;
struct TriageState;
} // namespace defuse

namespace defuse::cli {

/// Everything a command needs once the workload, pipeline and inputs are
/// known to be good.
struct Session {
  std::unique_ptr<mlir::MLIRContext> context;
  std::optional<Workload> workload;
  std::string sourceText;
  std::string pipeline;
  InputPlan plan;
  std::vector<Tensor> inputs;
  bool diagnosticPrinted = false;
  uint64_t undefinedElements = 0;   // found by the reference
  uint64_t nanFromFiniteInputs = 0; // Reference::nanFromFiniteInputs
  /// With --framework-reference: what the framework computed on the inputs.
  std::optional<FrameworkReference> framework;
  /// The compiler under test every probe goes to.
  std::unique_ptr<Target> target;
};

/// The compiler under test `--target` and its options name, or null after
/// a one-line error (exit kExitBadTarget).
std::unique_ptr<Target> selectTarget(const std::string &name,
                                     const std::string &version,
                                     const std::string &python,
                                     const std::vector<std::string> &flags,
                                     const std::string &versionFlag = "");
/// Registers the compiler's passes and loads `plugins`; false (with one
/// line printed) when a plugin does not load.
bool loadPlugins(const std::vector<std::string> &plugins);
/// Whether the trusted plugins of `target` load in a sandboxed worker;
/// prints the error (as loadPlugins does) when one does not. For the
/// commands that judge or drive agents, which load none themselves.
bool pluginsLoadSandboxed(const SandboxedMlirTarget &target,
                          const ProbeLimits &limits);
/// Loads plugins, workload, pipeline (when `needPipeline`) and inputs; on
/// failure prints one line and returns the exit code through `exitCode`.
bool prepare(const CommonOptions &o, Session &s, int &exitCode,
             bool needPipeline);
/// Pipeline text in any spelling mlir-opt takes, or the contents of a
/// .pipeline file, as the bare list defuse runs (normalizePipeline,
/// pipelineFromFileText).
std::string resolvePipeline(const std::string &spec);
/// Runs `pipeline` alone on the module in a probe child and says whether
/// each of its passes ran on some op; when one never did (its anchors match
/// nothing), `error` says which. Failures of other kinds are left to the
/// probes that judge the workload.
bool everyPassRuns(const std::string &moduleText, const std::string &entry,
                   const std::string &pipeline, const ProbeLimits &limits,
                   std::string &error);
/// Interprets the workload on the session's inputs (counting undefined
/// behaviour into `s.undefinedElements`).
bool computeReference(Session &s, std::vector<Tensor> &out, double &seconds);

/// `jobs`, or every core of this machine when 0.
unsigned jobsOrEveryCore(unsigned jobs);

/// The limits of one compile-and-run, from --timeout and --memory-limit.
ProbeLimits probeLimits(const CommonOptions &o);

/// "defuse: error: WHERE: WHAT" on stderr.
void printError(const std::string &where, const std::string &what);

/// The exit code of a store that does not open: a server's
/// (kExitStoreUnavailable) or a file's (kExitBadWorkload).
int storeExitCode(const std::string &location);
/// The command line that repeats subcommand `sub` on this session's input.
std::string reproduceCommand(const char *sub, const CommonOptions &o,
                             const Session &s);
double secondsSince(std::chrono::steady_clock::time_point t);
std::string formatValue(ElementType t, double v);
/// One element exactly as its type holds it: integers in full (unsigned
/// ones unsigned), complex numbers as re+imi.
std::string formatScalar(ElementType t, const Scalar &s);
std::string formatIndex(const std::vector<int64_t> &idx);
nlohmann::ordered_json elementJson(const ElementReport &e);
/// How an output was judged: tier, test, score and p-value of a failure,
/// the statistical tier's scores, the elements each tier judged.
nlohmann::ordered_json judgementJson(const OutputVerdict &o);
/// With --framework-reference: judges the framework's outputs against the
/// reference, prints one line per output (or adds "framework" to `j`), and
/// says whether they agree. True when there is no framework reference.
bool frameworkAgrees(const Session &s, const std::vector<Tensor> &reference,
                     nlohmann::ordered_json *j);
/// The statistical tier's thresholds of a run (lanes, elements judged, the
/// element, median and 90th-percentile thresholds).
nlohmann::ordered_json thresholdsJson(const StatisticalThresholds &t);
/// "op7 tosa.sub at file:10:3" for a source op of `program`.
std::string describeSourceOp(const SourceProgram &program, unsigned position);

/// Appends the `.mlir` files of `paths` to `files`: a file as given, a
/// directory's own (not its subdirectories'), sorted. False, with a line
/// "no such WHAT" printed, when a path does not exist.
bool mlirFilesIn(const std::vector<std::string> &paths, const std::string &what,
                 std::vector<std::string> &files);
/// Every reproducer.mlir under `dirs`, at any depth, sorted.
std::vector<std::string> reproducersIn(const std::vector<std::string> &dirs);

/// What `--emit DIR` wrote.
struct EmittedFiles {
  std::string reproducer, report, json, kernelGraph, errorPicture;
  /// DIR/upstream (report/UpstreamEmitter.h) and its files, relative to
  /// it; or why it was not written.
  std::string upstream;
  std::vector<std::string> upstreamFiles;
  std::string upstreamNote;
};
/// Writes the reduced reproducer (lit test) and the bug report of a triage
/// that reduced its failure into `t.emitDir`. False, with `error` set, when
/// a file cannot be written.
bool emitReproducerAndReport(mlir::MLIRContext &context,
                             const TriageState &state, const CommonOptions &o,
                             const TriageOptions &t, ProbeRunner &probes,
                             double seconds, EmittedFiles &files,
                             std::string &error);

} // namespace defuse::cli

#endif // DEFUSE_TOOLS_SESSION_H
