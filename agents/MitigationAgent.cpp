//===- MitigationAgent.cpp - The cheapest workaround a team can ship ------===//

#include "agents/MitigationAgent.h"

#include "agents/CaseProgram.h"
#include "agents/StressAgent.h"
#include "bisect/ProbeRunner.h"
#include "target/mlir/Context.h"
#include "target/mlir/PassPipeline.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <regex>
#include <set>

using namespace defuse;

namespace {

/// A change of a pipeline, applied alike to the reproducer's pipeline and
/// the whole one.
struct Workaround {
  std::string name;
  std::function<std::string(const std::string &)> change;
  unsigned optLevel = 2;
};

/// The boolean options of a pass with their defaults.
std::vector<std::pair<std::string, bool>>
booleanOptions(const PassDescription &pass) {
  std::vector<std::pair<std::string, bool>> options;
  const std::string &text = pass.printedWithDefaults;
  static const std::regex option("([A-Za-z0-9_-]+)=(true|false)");
  for (std::sregex_iterator it(text.begin(), text.end(), option), end;
       it != end; ++it)
    options.push_back({(*it)[1], (*it)[2] == "true"});
  return options;
}

/// The string options a pass declares, by name, as its help lists them
/// ("--ops=<string>"). MLIR prints a list option only once it is set, so
/// the help is the one place that names them all.
std::vector<std::string> stringOptions(const PassDescription &pass) {
  std::vector<std::string> options;
  static const std::regex option("--([A-Za-z0-9_-]+)=<string>");
  for (std::sregex_iterator it(pass.help.begin(), pass.help.end(), option), end;
       it != end; ++it)
    options.push_back((*it)[1]);
  return options;
}

/// The string options of pass `pass` left empty by default. In MLIR such an
/// option is commonly a list that restricts the pass to the ops it names,
/// empty meaning all of them (math-expand-ops' `ops`).
std::vector<std::string> emptyOptions(const PassDescription &pass) {
  std::vector<std::string> options;
  const std::string &defaults = pass.printedWithDefaults;
  for (const std::string &key : stringOptions(pass)) {
    std::regex set("[{ ]" + key + "=[^} ]");
    if (!std::regex_search(defaults, set))
      options.push_back(key);
  }
  return options;
}

/// `pipeline` with pass `pass` given option `key=value` at every step.
std::string withOption(const std::string &pipeline, const std::string &pass,
                       const std::string &key, const std::string &value) {
  std::vector<std::string> steps;
  if (!splitPipeline(pipeline, steps))
    return pipeline;
  for (size_t i : stepsRunning(steps, pass)) {
    std::vector<std::string> options;
    for (const std::string &o : passOptions(steps[i]))
      if (o.rfind(key + "=", 0) != 0)
        options.push_back(o);
    options.push_back(key + "=");
    options.back() += value;
    steps[i] = withPassOptions(steps[i], options);
  }
  return joinPipeline(steps, steps.size());
}

/// `pipeline` with the steps running `pass` moved to its end.
std::string movedLast(const std::string &pipeline, const std::string &pass) {
  std::vector<std::string> steps, kept, moved;
  if (!splitPipeline(pipeline, steps))
    return pipeline;
  for (const std::string &s : steps)
    (passName(s) == pass ? moved : kept).push_back(s);
  kept.insert(kept.end(), moved.begin(), moved.end());
  return joinPipeline(kept, kept.size());
}

/// A name no op has: the option set to it restricts the pass to nothing.
constexpr const char kNoOp[] = "defuse-no-such-op";

/// The op kinds option `key` of pass `pass` governs on `programs` under
/// `pipeline`: those the pass rewrites with the option at its default
/// (every op) and not with the option naming no op. The second run takes
/// out what the pass's rewrite driver folds and erases whatever the option
/// says (dead constants, index casts).
std::set<std::string> governedBy(AgentContext &c, const std::string &pass,
                                 const std::string &key,
                                 const std::vector<PreparedProgram> &programs,
                                 const std::string &pipeline) {
  std::set<std::string> governed =
      opsRewrittenBy(c.probes, c.context, programs, pipeline, pass);
  for (const std::string &kind :
       opsRewrittenBy(c.probes, c.context, programs,
                      withOption(pipeline, pass, key, kNoOp), pass))
    governed.erase(kind);
  return governed;
}

/// The culprit restricted, through its option `key`, to the ops the option
/// governs in the models (`wanted`) but not in the reproducer
/// (`failing`): it keeps the pass's work where the failing pattern is not.
/// Op kinds go by their bare names ("math.tanh" -> "tanh"), as such lists
/// spell them. None when the option governs nothing in the reproducer,
/// or nothing else in the models.
std::optional<Workaround> restrictionOf(const std::string &pass,
                                        const std::string &key,
                                        const std::set<std::string> &wanted,
                                        const std::set<std::string> &failing) {
  if (failing.empty())
    return std::nullopt;
  std::string names;
  for (const std::string &kind : wanted) {
    if (failing.count(kind))
      continue;
    size_t dot = kind.find('.');
    names += (names.empty() ? "" : ",") +
             (dot == std::string::npos ? kind : kind.substr(dot + 1));
  }
  if (names.empty())
    return std::nullopt;
  return Workaround{pass + "{" + key + "=" + names + "}",
                    [pass, key, names](const std::string &p) {
                      return withOption(p, pass, key, names);
                    }};
}

std::vector<Workaround> workaroundsFor(const FindingCase &f,
                                       const PassDescription &culprit,
                                       std::vector<Workaround> restrictions) {
  std::vector<Workaround> all;
  const std::string &pass = f.pass;
  if (!pass.empty()) {
    for (auto &[key, value] : booleanOptions(culprit)) {
      std::string flipped = value ? "false" : "true";
      std::string name = pass + "{";
      name.append(key).append("=").append(flipped).append("}");
      all.push_back({name, [pass, key = key, flipped](const std::string &p) {
                       return withOption(p, pass, key, flipped);
                     }});
    }
    for (Workaround &w : restrictions)
      all.push_back(std::move(w));
    all.push_back({"run " + pass + " last", [pass](const std::string &p) {
                     return movedLast(p, pass);
                   }});
    all.push_back({"leave " + pass + " out", [pass](const std::string &p) {
                     return withoutPass(p, pass);
                   }});
  }
  if (pass != "linalg-fuse-elementwise-ops")
    all.push_back({"no element-wise fusion", [](const std::string &p) {
                     return withoutPass(p, "linalg-fuse-elementwise-ops");
                   }});
  for (unsigned level : {1u, 0u})
    all.push_back({"LLVM -O" + std::to_string(level),
                   [](const std::string &p) { return p; }, level});
  return all;
}

} // namespace

AgentOutcome MitigationAgent::run(AgentContext &c) {
  AgentOutcome out;
  const FindingCase &f = c.finding;
  std::string error;
  llvm::FailureOr<StressCorpus> corpus =
      loadStressCorpus(f.directory + "/stress", error);
  if (failed(corpus))
    corpus = mapExtent(c);
  std::vector<CaseProgram> cases = {
      {f.programText, f.seed, "reproducer", "as reduced"}};
  cases.insert(cases.end(), corpus->triggering.begin(),
               corpus->triggering.end());
  cases.insert(cases.end(), corpus->passing.begin(), corpus->passing.end());
  std::vector<PreparedProgram> ready;
  bool reproducerReady = false;
  for (size_t i = 0; i < cases.size(); ++i) {
    std::string why;
    auto prepared = prepareProgram(c.context, cases[i], why);
    if (failed(prepared))
      continue;
    ready.push_back(std::move(*prepared));
    reproducerReady |= i == 0;
  }
  std::vector<std::string> costFiles = c.modelFiles;
  if (!f.workloadPath.empty())
    costFiles.push_back(f.workloadPath);
  std::vector<PreparedProgram> models;
  for (const CaseProgram &p : programsFromFiles(costFiles, c.seed, "model")) {
    std::string why;
    if (auto prepared = prepareProgram(c.context, p, why); succeeded(prepared))
      models.push_back(std::move(*prepared));
  }
  auto kernelsAfter = [&](const std::string &pipeline) {
    int64_t n = 0;
    for (const std::string &m : compileOnly(c.probes, models, pipeline))
      n += countKernels(c.context, m);
    return n;
  };
  int64_t baseKernels = kernelsAfter(f.fullPipeline);
  double baseSeconds = bestRunSeconds(c.probes, models, f.fullPipeline);

  // What the pass must leave alone is what it rewrites in the reproducer:
  // the reduced failing pattern. The corpus's triggering programs hold
  // other ops too (their neighbours are swapped in), which the models may
  // need rewritten; whether the restriction is enough, the corpus judges.
  // The culprit's options, as it describes itself (asked of a sandboxed
  // worker when it comes from a plugin: the driver loads none).
  PassDescription culprit;
  if (!f.pass.empty())
    if (std::optional<PassDescription> d = c.describePass(f.pass))
      culprit = std::move(*d);
  std::vector<Workaround> restrictions;
  if (reproducerReady)
    for (const std::string &key : emptyOptions(culprit))
      if (auto w = restrictionOf(
              f.pass, key, governedBy(c, f.pass, key, models, f.fullPipeline),
              governedBy(c, f.pass, key, {ready.front()}, f.pipeline)))
        restrictions.push_back(std::move(*w));

  nlohmann::ordered_json rows = nlohmann::json::array();
  for (const Workaround &w :
       workaroundsFor(f, culprit, std::move(restrictions))) {
    std::string reduced = w.change(f.pipeline),
                whole = w.change(f.fullPipeline);
    std::vector<JudgedRun> runs =
        judgeAll(c.probes, ready, reduced, w.optLevel);
    int64_t failing = 0;
    for (const JudgedRun &r : runs)
      failing += r.verdict.kind != VerdictKind::Pass &&
                 r.verdict.kind != VerdictKind::Inconclusive;
    nlohmann::ordered_json row = {
        {"workaround", w.name},         {"pipeline", whole},
        {"llvm_opt_level", w.optLevel}, {"corpus_programs", ready.size()},
        {"corpus_failing", failing},    {"works", failing == 0}};
    if (failing == 0) {
      int64_t kernels = kernelsAfter(whole);
      double seconds = bestRunSeconds(c.probes, models, whole, w.optLevel);
      row["kernels"] = kernels;
      row["kernels_added"] = kernels - baseKernels;
      row["run_seconds"] = seconds;
      row["run_time_ratio"] = baseSeconds > 0 ? seconds / baseSeconds : 1.0;
    }
    rows.push_back(row);
  }
  // Working ones first, cheapest first: run time, then kernels.
  std::stable_sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
    if (a["works"] != b["works"])
      return a["works"].template get<bool>();
    if (!a["works"].template get<bool>())
      return false;
    double ra = a["run_time_ratio"], rb = b["run_time_ratio"];
    if (std::abs(ra - rb) > 0.05)
      return ra < rb;
    return a["kernels_added"].template get<int64_t>() <
           b["kernels_added"].template get<int64_t>();
  });
  out.details = {
      {"finding", f.signature},
      {"cost_programs", models.size()},
      {"baseline", {{"kernels", baseKernels}, {"run_seconds", baseSeconds}}},
      {"workarounds", rows}};
  std::string file = f.directory + "/mitigations.json";
  writeTextFile(file, out.details.dump(2) + "\n");
  if (rows.empty() || !rows[0]["works"].get<bool>()) {
    out.summary = "no workaround makes the corpus pass";
    return out;
  }
  const auto &best = rows[0];
  char line[256];
  std::snprintf(line, sizeof line,
                "cheapest: %s (%+lld kernels, run time x%.2f on %zu "
                "programs); %s",
                best["workaround"].get<std::string>().c_str(),
                static_cast<long long>(best["kernels_added"].get<int64_t>()),
                best["run_time_ratio"].get<double>(), models.size(),
                file.c_str());
  out.succeeded = true;
  out.summary = line;
  return out;
}
