//===- OptimizationKeptCheck.cpp - The candidate still does the pass's job
//-===//
//
// "Fixing" a pass by not running it passes every numeric check. Outside the
// failing pattern the candidate must still do what the original pass does,
// within stated margins, on the programs the original compiles correctly
// (the stress corpus's passing programs and the bundled models):
// and the workload the finding was reduced from, which holds what the pass
// rewrites around the failing pattern:
//   rewrites  of the models and the workload the original pass rewrites,
//             the candidate rewrites at least half; and of the ops the
//             original pass removes (by kind, against the
//             pipeline with the pass left out), the candidate removes at
//             least half: it may spare the failing pattern, not the pass;
//   kernels   it leaves no more linalg kernels than the original (fusion
//             decisions kept), 10% slack;
//   run time  the programs the candidate compiles to other IR than the
//             original does (the whole corpus, and the models, each group
//             summed, each program's best of three runs) take at most
//             timeFactor times the original's time plus slackSeconds; a
//             group that looks slower is measured again, both sides, up
//             to four rounds, so that a slowdown must persist to count.
//             The candidate's runs are stopped at that bound: how far past
//             it a slow candidate would go changes nothing.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include "bisect/ProbeRunner.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace defuse;

namespace {

using Histogram = std::map<std::string, int64_t>;

Histogram histogram(FilterContext &c, const std::string &module) {
  auto counts = opHistogram(c.context, module);
  return Histogram(counts.begin(), counts.end());
}

/// Each program's IR after a pipeline, compiled once: the check compares
/// the same programs under the same pipelines for the rewrites and the
/// kernels, then to find the programs whose run time may differ.
class CompiledOnce {
public:
  explicit CompiledOnce(ProbeRunner &probes) : probes(probes) {}

  std::vector<std::string>
  operator()(const std::vector<PreparedProgram> &programs,
             const std::string &pipeline) {
    std::vector<PreparedProgram> missing;
    for (const PreparedProgram &p : programs)
      if (!modules.count({pipeline, p.moduleText}))
        missing.push_back(p);
    std::vector<std::string> compiled =
        defuse::compileOnly(probes, missing, pipeline);
    for (size_t i = 0; i < missing.size(); ++i)
      modules[{pipeline, missing[i].moduleText}] = compiled[i];
    std::vector<std::string> out;
    for (const PreparedProgram &p : programs)
      out.push_back(modules[{pipeline, p.moduleText}]);
    return out;
  }

private:
  ProbeRunner &probes;
  std::map<std::pair<std::string, std::string>, std::string> modules;
};

class OptimizationKeptCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "optimization-kept"; }
  llvm::StringRef description() const override {
    return "the candidate still does the original pass's rewrites, kernels "
           "and speed outside the failing pattern";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    std::vector<PreparedProgram> passing = c.prepare(c.corpus.passing);
    std::vector<std::string> files = c.modelFiles;
    if (!c.finding.workloadPath.empty())
      files.push_back(c.finding.workloadPath);
    std::vector<PreparedProgram> models =
        c.prepare(programsFromFiles(files, c.seed, "model"));

    Histogram removedByOriginal, removedByCandidate;
    int64_t kernelsOriginal = 0, kernelsCandidate = 0, compared = 0;
    // Whole programs the original rewrites, and of those the candidate
    // rewrites too: a rewrite that keeps every op count (an operand moved,
    // an op swapped for another) shows only here.
    int64_t programsOriginalRewrites = 0, programsCandidateRewrites = 0;
    CompiledOnce irAfter(c.probes);
    auto compare = [&](const std::vector<PreparedProgram> &programs,
                       const std::string &unfixed, const std::string &fixed,
                       bool wholePrograms) {
      std::vector<std::string> without =
          irAfter(programs, withoutPass(unfixed, c.fix.replaces));
      std::vector<std::string> original = irAfter(programs, unfixed);
      std::vector<std::string> candidate = irAfter(programs, fixed);
      for (size_t i = 0; i < programs.size(); ++i) {
        if (without[i].empty() || original[i].empty() || candidate[i].empty())
          continue;
        ++compared;
        if (wholePrograms && original[i] != without[i]) {
          ++programsOriginalRewrites;
          programsCandidateRewrites += candidate[i] != without[i];
        }
        Histogram b = histogram(c, without[i]), o = histogram(c, original[i]),
                  f = histogram(c, candidate[i]);
        for (auto &[kind, count] : b) {
          removedByOriginal[kind] += std::max<int64_t>(0, count - o[kind]);
          removedByCandidate[kind] += std::max<int64_t>(0, count - f[kind]);
        }
        kernelsOriginal += countKernels(c.context, original[i]);
        kernelsCandidate += countKernels(c.context, candidate[i]);
      }
    };
    // The corpus is the reproducer varied: it may hold nothing but the
    // failing pattern, which a fix must leave. The models and the workload
    // hold the pass's other work.
    compare(passing, c.unfixed(), c.fixed(), false);
    compare(models, c.unfixedFull(), c.fixedFull(), true);

    int64_t wanted = 0, kept = 0;
    nlohmann::ordered_json rewrites = nlohmann::json::object();
    for (auto &[kind, count] : removedByOriginal) {
      if (count == 0)
        continue;
      wanted += count;
      kept += std::min(count, removedByCandidate[kind]);
      rewrites[kind] = {{"original_removes", count},
                        {"candidate_removes", removedByCandidate[kind]}};
    }
    double coverage = wanted ? double(kept) / wanted : 1.0;

    std::vector<std::string> broken;
    if (programsCandidateRewrites * 2 < programsOriginalRewrites)
      broken.push_back("rewrites " + std::to_string(programsCandidateRewrites) +
                       " of the " + std::to_string(programsOriginalRewrites) +
                       " models and workloads the original rewrites");
    if (coverage < 0.5)
      broken.push_back("does " + std::to_string(kept) + " of the original's " +
                       std::to_string(wanted) + " rewrites");
    if (kernelsCandidate > kernelsOriginal + kernelsOriginal / 10)
      broken.push_back("leaves " + std::to_string(kernelsCandidate) +
                       " kernels where the original leaves " +
                       std::to_string(kernelsOriginal));
    // Timing is most of this check's cost: where the rewrites already reject
    // the candidate and a rejection needs no more (--fail-fast), its speed
    // is not measured.
    bool timed = broken.empty() || !c.failFast;

    // Run time, where it can differ: on the programs the candidate compiles
    // to other IR than the original pass does.
    std::vector<PreparedProgram> corpus = c.prepare(c.corpus.triggering);
    corpus.insert(corpus.end(), passing.begin(), passing.end());
    auto changed = [&](const std::vector<PreparedProgram> &programs,
                       const std::string &unfixed, const std::string &fixed) {
      std::vector<std::string> original = irAfter(programs, unfixed);
      std::vector<std::string> candidate = irAfter(programs, fixed);
      std::vector<PreparedProgram> differing;
      for (size_t i = 0; i < programs.size(); ++i)
        if (original[i] != candidate[i])
          differing.push_back(programs[i]);
      return differing;
    };
    std::vector<PreparedProgram> timedCorpus, timedModels;
    if (timed) {
      timedCorpus = changed(corpus, c.unfixed(), c.fixed());
      timedModels = changed(models, c.unfixedFull(), c.fixedFull());
    }
    auto bound = [&](double original) {
      return c.timeFactor * original + c.slackSeconds;
    };
    // A run preempted on a loaded machine takes longer than the code needs:
    // a slowdown counts only when it persists. Each group is timed again,
    // both sides, while it looks too slow, up to kTimingRounds in all, and
    // each side keeps its fastest round. The candidate is timed only up to
    // the bound (INFINITY: past it in every round).
    constexpr int kTimingRounds = 4;
    struct TimedGroup {
      const std::vector<PreparedProgram> &programs;
      std::string unfixed, fixed;
      double original = INFINITY, candidate = INFINITY;
      int rounds = 0;
    };
    TimedGroup corpusTimes{timedCorpus, c.unfixed(), c.fixed()};
    TimedGroup modelTimes{timedModels, c.unfixedFull(), c.fixedFull()};
    auto tooSlow = [&](const TimedGroup &g) {
      return g.candidate > bound(g.original);
    };
    for (TimedGroup *g : {&corpusTimes, &modelTimes}) {
      do {
        ++g->rounds;
        g->original = std::min(
            g->original, bestRunSeconds(c.probes, g->programs, g->unfixed));
        std::optional<double> candidate = bestRunSecondsWithin(
            c.probes, g->programs, g->fixed, bound(g->original));
        g->candidate = std::min(g->candidate, candidate.value_or(INFINITY));
      } while (g->rounds < kTimingRounds && tooSlow(*g));
    }
    auto seconds = [](double s) -> nlohmann::ordered_json {
      if (std::isfinite(s))
        return s;
      return nullptr;
    };

    char times[160];
    for (const auto &[what, g] : {std::pair{"corpus", &corpusTimes},
                                  std::pair{"models", &modelTimes}}) {
      if (!tooSlow(*g))
        continue;
      if (std::isfinite(g->candidate))
        std::snprintf(times, sizeof times,
                      "runs the %s in %.4f s against %.4f s", what,
                      g->candidate, g->original);
      else
        std::snprintf(times, sizeof times,
                      "runs the %s in more than %.4f s against %.4f s", what,
                      bound(g->original), g->original);
      broken.push_back(times);
    }
    r.evidence = {
        {"programs_compared", compared},
        {"rewrites", rewrites},
        {"rewrite_coverage", coverage},
        {"programs_rewritten",
         {{"original", programsOriginalRewrites},
          {"candidate", programsCandidateRewrites}}},
        {"kernels",
         {{"original", kernelsOriginal}, {"candidate", kernelsCandidate}}},
        {"run_seconds",
         {{"corpus",
           {{"programs_timed", timedCorpus.size()},
            {"original", corpusTimes.original},
            {"candidate", seconds(corpusTimes.candidate)},
            {"candidate_at_most", bound(corpusTimes.original)},
            {"rounds", corpusTimes.rounds}}},
          {"models",
           {{"programs_timed", timedModels.size()},
            {"original", modelTimes.original},
            {"candidate", seconds(modelTimes.candidate)},
            {"candidate_at_most", bound(modelTimes.original)},
            {"rounds", modelTimes.rounds}}}}},
        {"margins",
         {{"rewrite_coverage_at_least", 0.5},
          {"kernels_at_most", "original + 10%"},
          {"time_at_most", std::to_string(c.timeFactor) + " x original + " +
                               std::to_string(c.slackSeconds) + " s"}}}};
    r.passed = broken.empty();
    if (r.passed) {
      char line[200];
      std::snprintf(line, sizeof line,
                    "%lld of %lld rewrites kept, %lld kernels (original "
                    "%lld), corpus %.4f s (original %.4f s)",
                    static_cast<long long>(kept),
                    static_cast<long long>(wanted),
                    static_cast<long long>(kernelsCandidate),
                    static_cast<long long>(kernelsOriginal),
                    corpusTimes.candidate, corpusTimes.original);
      r.summary = line;
    } else {
      for (const std::string &b : broken)
        r.summary += (r.summary.empty() ? "the candidate " : "; ") + b;
    }
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeOptimizationKeptCheck() {
  return std::make_unique<OptimizationKeptCheck>();
}
