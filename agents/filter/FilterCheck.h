//===- FilterCheck.h - One check of the adversarial filter ----------------===//
//
// The filter stands between an agent's candidate fix and a human reviewer. A
// candidate replaces the finding's culprit pass with a pass of its own (a
// pass plugin); it is accepted only when every check holds. Each check is
// one file behind this interface; the driver (Filter.h) knows nothing of
// their insides.
//
// Every program a check compiles is judged by defuse's own oracle, with the
// reference interpreted in the filter's process, which never loads a
// candidate: candidate passes run only in sandboxed workers started by exec
// (target/mlir/SandboxedTarget.h), whose results are read as data.
//
// Blame by origin. A program that fails with the candidate counts against
// it when the original pass passes it, or fails it otherwise (another kind,
// another output), or when the failure is the finding's: it needs the
// candidate's pass and originates at an op of the finding's kind (that op
// computes a wrong value from right operands, the reducer's op check
// `originates`, asked with the values around the op returned when the
// program computes its operands). A failure the original pass shows too
// that only passes through such an op (tanh(-0) = +0 upstream of a correct
// ceil) is another bug, reported apart.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_FILTER_FILTERCHECK_H
#define DEFUSE_AGENTS_FILTER_FILTERCHECK_H

#include "agents/CaseProgram.h"
#include "agents/FindingCase.h"
#include "agents/StressCorpus.h"
#include "target/Probe.h"

#include "llvm/ADT/StringRef.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace defuse {

class ProbeRunner;

/// What an agent hands the filter.
struct CandidateFix {
  std::string plugin;   // the pass plugin (.so) registering `pass`
  std::string pass;     // the fix's pass
  std::string replaces; // the finding's culprit pass it stands in for
  std::string patch;    // the source patch it was built from, if any
  std::string buildCommand;
};

/// How one program fared under the candidate.
struct FixJudgement {
  JudgedRun fixed;
  bool fails = false; // wrong numbers, a crash or a compile failure
  bool apart = false; // ... that is another bug, not the candidate's
  std::string why;    // one line, when it fails
};

struct FilterContext {
  mlir::MLIRContext &context;
  ProbeRunner &probes;
  const FindingCase &finding;
  const CandidateFix &fix;
  /// The finding's stress corpus (kept with it, or mapped for the filter).
  const StressCorpus &corpus;
  uint64_t seed = 1;
  unsigned budget = 6; // programs per axis of variation
  /// Reproducers of the regression suite (reproducer.mlir files) and the
  /// bundled models.
  std::vector<std::string> regressionFiles, modelFiles;
  /// The run-time margin: the candidate's corpus may take at most this
  /// factor of the original pass's time, plus `slackSeconds`.
  double timeFactor = 1.5, slackSeconds = 0.002;
  /// The plugins the finding's pipelines need (trusted: loaded in every
  /// probe), the probes' limits, and the tool the candidate ships in.
  std::vector<std::string> plugins;
  ProbeLimits limits;
  std::string mlirOpt;
  /// Stop at the first check that fails (a rejection needs no more).
  bool failFast = false;
  /// Run only these checks, by name, and the reproducer check (whether the
  /// finding reproduces, and whether the candidate fixes it); empty: every
  /// check. A candidate they do not reject is not judged
  /// (FilterVerdict::partial).
  std::vector<std::string> onlyChecks;

  /// The reproducer's pipeline and the finding's whole pipeline, without
  /// and with the candidate.
  std::string unfixed() const { return finding.pipeline; }
  std::string fixed() const;
  std::string unfixedFull() const { return finding.fullPipeline; }
  std::string fixedFull() const;

  /// Judges `programs` under `fixedPipeline` and, for those that fail,
  /// tells the candidate's failures from other bugs (with `unfixedPipeline`).
  std::vector<FixJudgement>
  judgeFix(const std::vector<PreparedProgram> &programs,
           const std::string &fixedPipeline,
           const std::string &unfixedPipeline);
  /// Prepares programs, skipping those the reference cannot judge.
  std::vector<PreparedProgram> prepare(const std::vector<CaseProgram> &ps);

  /// What prepare made of each program (text and seed) so far, nullopt for
  /// one the reference cannot judge: the checks judge the same corpus and
  /// models, and a model's reference costs more than its probes.
  std::map<std::pair<std::string, uint64_t>, std::optional<PreparedProgram>>
      preparedSoFar;
};

struct CheckResult {
  std::string check;
  bool passed = false;
  /// Nothing could be judged (the finding does not reproduce): neither an
  /// acceptance nor a rejection of the candidate.
  bool inconclusive = false;
  std::string summary; // one line: what held, or what broke
  nlohmann::ordered_json evidence = nlohmann::json::object();
  /// Failures of other bugs met on the way (not held against the fix).
  std::vector<std::string> apart;
  double seconds = 0;
};

class FilterCheck {
public:
  virtual ~FilterCheck() = default;
  virtual llvm::StringRef name() const = 0;
  virtual llvm::StringRef description() const = 0;
  virtual CheckResult run(FilterContext &context) = 0;
};

/// Every check, in the order the filter runs them.
std::vector<std::unique_ptr<FilterCheck>> allFilterChecks();

/// The failures among `judged` of `programs`, as evidence rows (at most
/// `limit`), and the other bugs into `apart`; the count of failures held
/// against the candidate.
int64_t countFailures(const std::vector<PreparedProgram> &programs,
                      const std::vector<FixJudgement> &judged,
                      nlohmann::ordered_json &rows,
                      std::vector<std::string> &apart, size_t limit = 8);

} // namespace defuse

#endif // DEFUSE_AGENTS_FILTER_FILTERCHECK_H
