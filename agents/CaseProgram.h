//===- CaseProgram.h - Programs around a finding, judged ------------------===//
//
// What the agents and the filter work with: a program (self-contained text,
// its inputs given by `// DEFUSE-INPUT:` lines and a seed), made ready once
// (parsed, inputs drawn, the reference interpreted in this process, never by
// anything a candidate fix provides), then compiled and run under any number
// of pipelines as isolated probes, and judged by defuse's own oracle.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_CASEPROGRAM_H
#define DEFUSE_AGENTS_CASEPROGRAM_H

#include "interp/Reference.h"
#include "ir/Tensor.h"
#include "oracle/Oracle.h"
#include "target/Probe.h"

#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class ProbeRunner;

/// One program: its text and where it came from.
struct CaseProgram {
  std::string text; // with its DEFUSE-INPUT lines
  uint64_t seed = 1;
  std::string axis;        // "reproducer", "shape", "dtype", "values", ...
  std::string description; // "shape 4 -> 17", "all=edges seed 3", ...
};

/// A program ready to probe.
struct PreparedProgram {
  CaseProgram program;
  std::string moduleText, entry;
  std::vector<Tensor> inputs;
  Reference reference;
};

/// A file's text; none when it cannot be read.
std::optional<std::string> readTextFile(const std::string &path);
/// Writes `text` to `path`; false when it cannot.
bool writeTextFile(const std::string &path, const std::string &text);

/// The programs of `files` (those that can be read), axis `axis`, each
/// described by its path.
std::vector<CaseProgram>
programsFromFiles(const std::vector<std::string> &files, uint64_t seed,
                  const std::string &axis);

/// Parses `p`, draws its inputs and interprets its reference. Fails, with
/// `why`, for a program defuse cannot judge (does not parse or verify, an op
/// the reference does not know, undefined behaviour on these inputs).
llvm::FailureOr<PreparedProgram> prepareProgram(mlir::MLIRContext &context,
                                                const CaseProgram &p,
                                                std::string &why);

/// `p` compiled with `pipeline` (LLVM at `optLevel`) and judged.
struct JudgedRun {
  Verdict verdict;
  ProbeResult probe;
};
/// Every program under the same pipeline, probes in parallel.
std::vector<JudgedRun> judgeAll(ProbeRunner &probes,
                                const std::vector<PreparedProgram> &programs,
                                const std::string &pipeline,
                                unsigned optLevel = 2);
/// Each program's IR after `pipeline` alone (no lowering, no run), in
/// probes; empty where the pipeline fails.
std::vector<std::string>
compileOnly(ProbeRunner &probes, const std::vector<PreparedProgram> &programs,
            const std::string &pipeline);

/// `pipeline` with every step running pass `pass` running `replacement`
/// instead (its options dropped: the replacement has its own); `pipeline`
/// itself when no step runs `pass`.
std::string replacePass(const std::string &pipeline, const std::string &pass,
                        const std::string &replacement);

/// Linalg kernels (structured ops) of a module's text: what fusion decides.
int64_t countKernels(mlir::MLIRContext &context, const std::string &moduleText);

/// Sum over `programs` of each one's best of three fresh runs under
/// `pipeline`, in seconds (a run that fails counts nothing).
double bestRunSeconds(ProbeRunner &probes,
                      const std::vector<PreparedProgram> &programs,
                      const std::string &pipeline, unsigned optLevel = 2);

/// bestRunSeconds with a bound: each run may last only what the sum leaves
/// of `budgetSeconds`, and the timing stops once the sum is over it
/// (nullopt). Past the bound, how much slower a program is changes no
/// judgement, and a pathologically slow kernel would be timed for minutes.
std::optional<double> bestRunSecondsWithin(
    ProbeRunner &probes, const std::vector<PreparedProgram> &programs,
    const std::string &pipeline, double budgetSeconds, unsigned optLevel = 2);

/// `pipeline` without the steps that run pass `pass`.
std::string withoutPass(const std::string &pipeline, const std::string &pass);

/// The ops of a module's text by kind ("arith.mulf" -> 3); the module must
/// parse in `context`.
std::vector<std::pair<std::string, int64_t>>
opHistogram(mlir::MLIRContext &context, const std::string &moduleText);

/// The op kinds whose count drops across the first step of `pipeline` that
/// runs pass `pass`, on any of `programs`: what that pass rewrites there.
/// Empty when no step runs it.
std::set<std::string>
opsRewrittenBy(ProbeRunner &probes, mlir::MLIRContext &context,
               const std::vector<PreparedProgram> &programs,
               const std::string &pipeline, const std::string &pass);

} // namespace defuse

#endif // DEFUSE_AGENTS_CASEPROGRAM_H
