//===- FuzzCommand.cpp - defuse fuzz, defuse findings, defuse generate ----===//
//
// The command-line face of fuzz/: a campaign with live progress on stderr
// and a summary on stdout, the findings store's listing and state changes,
// and the generator on its own (to see or replay one program).
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/FuzzSetup.h"
#include "tools/Session.h"

#include "interp/Reference.h"

#include "bisect/Triage.h"
#include "fuzz/Campaign.h"
#include "fuzz/ExternalGenerator.h"
#include "fuzz/FindingsStore.h"
#include "fuzz/ProgramGenerator.h"
#include "report/BugReport.h"
#include "store/Connection.h"
#include "store/StoreCopy.h"
#include "target/Targets.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <thread>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

/// The variants a campaign sweeps: the built-in ones selected by name
/// ("none": none of them), then the user's NAME=PIPELINE or FILE.pipeline.
bool selectVariants(const FuzzOptions &o, const Target &target,
                    std::vector<PipelineVariant> &out) {
  if (!target.controls().passPipeline) {
    // The compiler's own configurations instead of pipelines.
    if (!o.extraPipelines.empty()) {
      cli::printError("--pipeline-variant",
                      "the " + target.name().str() +
                          " target runs no pipelines; its configurations "
                          "are built in (--list-variants)");
      return false;
    }
    for (const TargetVariant &tv : target.configurationVariants())
      if (o.variants.empty() || llvm::is_contained(o.variants, tv.name)) {
        PipelineVariant v;
        v.name = tv.name;
        v.group = tv.group;
        v.targetFlags = tv.flags;
        out.push_back(v);
      }
    for (const std::string &name : o.variants)
      if (llvm::none_of(
              out, [&](const PipelineVariant &v) { return v.name == name; })) {
        cli::printError("--variant", "no " + target.name().str() +
                                         " configuration '" + name +
                                         "' (defuse fuzz --list-variants)");
        return false;
      }
    if (out.empty()) {
      cli::printError("--variant", "no configuration selected");
      return false;
    }
    return true;
  }
  bool none = std::find(o.variants.begin(), o.variants.end(), "none") !=
              o.variants.end();
  for (const PipelineVariant &v : builtinPipelineVariants())
    if (!none &&
        (o.variants.empty() || std::find(o.variants.begin(), o.variants.end(),
                                         v.name) != o.variants.end()))
      out.push_back(v);
  for (const std::string &name : o.variants)
    if (name != "none" && !findPipelineVariant(name)) {
      cli::printError("--variant", "no built-in pipeline variant '" + name +
                                       "' (defuse fuzz --list-variants)");
      return false;
    }
  // A program every variant runs on: a user's variant whose passes never
  // run on it (an anchor matching nothing) would judge no program at all.
  auto context = makeContext();
  std::string error;
  auto probeProgram =
      generateProgram(*context, programFamilies().front(), 1, error);
  for (const std::string &spec : o.extraPipelines) {
    PipelineVariant v;
    v.group = "user";
    // NAME=PIPELINE, where NAME is a plain word: a pipeline's own options
    // hold '=' too.
    size_t eq = spec.find('=');
    bool named = eq != std::string::npos && eq > 0 &&
                 spec.find_first_of("(){},") > eq &&
                 !llvm::sys::fs::exists(spec);
    v.name = named ? spec.substr(0, eq) : llvm::sys::path::stem(spec).str();
    v.pipeline = cli::resolvePipeline(named ? spec.substr(eq + 1) : spec);
    if (!checkPipeline(v.pipeline, error)) {
      cli::printError(spec, "pipeline does not parse: " + error);
      return false;
    }
    ProbeLimits limits;
    limits.timeoutSeconds = o.timeoutSeconds;
    if (succeeded(probeProgram) &&
        !cli::everyPassRuns(probeProgram->text, "main", v.pipeline, limits,
                            error)) {
      cli::printError(spec, error);
      return false;
    }
    out.push_back(v);
  }
  if (out.empty()) {
    cli::printError("--variant", "no pipeline variant selected");
    return false;
  }
  return true;
}

std::string kindsLine(const std::map<std::string, int64_t> &counts) {
  std::string s;
  for (const auto &[kind, n] : counts)
    s += (s.empty() ? "" : ", ") + kind + " " + std::to_string(n);
  return s.empty() ? "none" : s;
}

json findingJson(const Finding &f, bool withProgram) {
  json j = {{"id", f.id},
            {"signature", f.signature},
            {"kind", f.kind},
            {"rank", f.rank},
            {"state", findingStateName(f.state)},
            {"pass", f.pass},
            {"op", f.op},
            {"variant", f.variant},
            {"pipeline", f.pipeline},
            {"source", f.source},
            {"recipe", f.recipe},
            {"seed", f.seed},
            {"hits", f.hits},
            {"reproduce", f.reproduce},
            {"report", f.reportDir},
            {"summary", f.summary},
            {"note", f.note},
            {"first_campaign", f.firstCampaign},
            {"first_program", f.firstProgram},
            {"created", f.created},
            {"updated", f.updated}};
  if (withProgram)
    j["program"] = f.programText;
  return j;
}

/// " (same bug as F2?)" when the campaign found the finding's reduction
/// to be another finding's (see Campaign.cpp), else "".
std::string sameBugMarker(const Finding &f) {
  static const std::string prefix =
      "reduces to the same program and passes as F";
  if (f.note.rfind(prefix, 0) != 0)
    return "";
  std::string id = f.note.substr(prefix.size());
  return " (same bug as F" + id.substr(0, id.find(':')) + "?)";
}

const char *rankName(int rank) {
  static const char *const names[] = {"silent", "loud", "compiler",
                                      "compile-error"};
  return names[std::clamp(rank, 0, 3)];
}

std::unique_ptr<FindingsStore> openStore(const std::string &path) {
  std::string error;
  auto store = FindingsStore::open(path, error);
  if (!store)
    cli::printError(path, error);
  return store;
}

} // namespace

int defuse::campaignOptionsFor(const FuzzOptions &o, const Target &target,
                               CampaignOptions &c) {
  if (!cli::loadPlugins(o.plugins))
    return kExitBadPlugin;
  setNoiseLanes(o.lanes);
  c.seed = o.seed;
  c.seconds = o.seconds;
  c.maxPrograms = o.maxPrograms;
  c.jobs = cli::jobsOrEveryCore(o.jobs);
  c.variantsPerProgram = o.variantsPerProgram;
  c.families = o.families;
  // A compiler that reads neither TOSA nor linalg brings its own generator.
  c.generator = target.programGenerator();
  if (!c.generator.empty()) {
    c.builtinFamilies = false;
    std::string error;
    auto families = externalFamilies(c.generator, error);
    if (failed(families)) {
      cli::printError("--target " + o.target, error);
      return kExitBadTarget;
    }
    c.generatorFamilies = *families;
  }
  for (const std::string &f : o.families)
    if (!llvm::is_contained(c.builtinFamilies
                                ? programFamilies()
                                : llvm::ArrayRef<llvm::StringRef>(),
                            f) &&
        !llvm::is_contained(c.generatorFamilies, f)) {
      cli::printError("--family",
                      "no program family '" + f + "' (defuse generate --list)");
      return kExitUsage;
    }
  if (!cli::mlirFilesIn(o.production, "production workload", c.productionFiles))
    return kExitBadWorkload;
  if (!selectVariants(o, target, c.variants))
    return kExitBadPipeline;
  c.target = &target;
  c.triage = o.triage;
  c.reduce = o.reduce;
  c.limits.timeoutSeconds = o.timeoutSeconds;
  c.limits.memoryBytes = o.memoryMiB << 20;
  c.findingsDir = !o.findingsDir.empty()          ? o.findingsDir
                  : Connection::isServerUri(o.db) ? "defuse-findings"
                                                  : o.db + ".findings";
  c.plugins = o.plugins;

  return kExitPass;
}

CampaignHooks defuse::campaignHooks(const FuzzOptions &o,
                                    const CampaignOptions &c) {
  CampaignHooks hooks;
  if (!o.quiet) {
    hooks.progress = [&o, &c](const CampaignStats &s) {
      double rate = s.seconds > 0 ? s.programs / s.seconds : 0;
      double busy = s.times.outside() + s.times.compile;
      std::fprintf(stderr,
                   "fuzz [%7.1f s] %lld programs (%.2f/s, %.2f/s/core), %lld "
                   "rejected, %lld probes | findings %lld new (%s), %lld "
                   "repeats | outside the compiler %.0f%%\n",
                   s.seconds, static_cast<long long>(s.programs), rate,
                   rate / c.jobs, static_cast<long long>(s.rejected),
                   static_cast<long long>(s.probes),
                   static_cast<long long>(s.newFindings),
                   kindsLine(s.findingsByKind).c_str(),
                   static_cast<long long>(s.repeatHits),
                   busy > 0 ? 100 * s.times.outside() / busy : 0.0);
    };
  }
  hooks.log = [&o](const std::string &line) {
    if (!o.quiet)
      std::fprintf(stderr, "fuzz: %s\n", line.c_str());
  };
  hooks.emit = [&o, &c](const TriageState &state, const Finding &f,
                        ProbeRunner &probes, const std::string &dir,
                        std::string &error) {
    CommonOptions common;
    common.workload =
        c.findingsDir + "/F" + std::to_string(f.id) + "/program.mlir";
    common.plugins = o.plugins;
    TriageOptions t;
    t.emitDir = dir;
    cli::EmittedFiles files;
    return cli::emitReproducerAndReport(*state.context, state, common, t,
                                        probes, 0, files, error);
  };

  return hooks;
}

namespace {

/// `defuse findings import`: every row of the store at `from` into the
/// empty store `to`, ids kept.
int importStore(const std::string &from, FindingsStore &to) {
  std::string error;
  auto source = FindingsStore::open(from, error);
  if (!source) {
    cli::printError(from, error);
    return cli::storeExitCode(from);
  }
  std::vector<std::pair<std::string, int64_t>> copied;
  if (failed(copyStore(source->connection(), to.connection(), copied, error))) {
    cli::printError("import", error);
    return kExitUsage;
  }
  std::string rows;
  for (const auto &[table, n] : copied)
    rows += (rows.empty() ? "" : ", ") + table + " " + std::to_string(n);
  std::printf("imported %s into %s: %s\n", source->path().c_str(),
              to.path().c_str(), rows.c_str());
  return kExitPass;
}

} // namespace

int defuse::generateCommand(const std::string &family, uint64_t seed,
                            bool list) {
  if (list) {
    for (llvm::StringRef f : programFamilies())
      std::printf("%s\n", f.str().c_str());
    return kExitPass;
  }
  initializeCompilerInfrastructure();
  auto context = makeContext();
  std::string error;
  auto program = generateProgram(*context, family, seed, error);
  if (failed(program)) {
    cli::printError("--family", error);
    return kExitUsage;
  }
  std::printf("// Recipe: %s\n%s", program->recipe.c_str(),
              program->text.c_str());
  return kExitPass;
}

int defuse::fuzzCommand(const FuzzOptions &o) {
  std::unique_ptr<Target> target = cli::selectTarget(
      o.target, o.targetVersion, o.targetPython, o.targetFlags, o.versionFlag);
  if (!target)
    return kExitBadTarget;
  setFlushSubnormals(target->controls().flushesSubnormals);
  setMinMaxZeroSignOpen(target->controls().minMaxZeroSignOpen);
  if (o.listVariants) {
    if (!target->controls().passPipeline) {
      for (const TargetVariant &v : target->configurationVariants()) {
        std::string flags;
        for (const std::string &f : v.flags)
          flags += (flags.empty() ? "" : " ") + f;
        std::printf("%-32s %-22s %s\n", v.name.c_str(), v.group.c_str(),
                    flags.empty() ? "(defaults)" : flags.c_str());
      }
      return kExitPass;
    }
    for (const PipelineVariant &v : builtinPipelineVariants())
      std::printf("%-32s %-22s -O%u  %s\n", v.name.c_str(), v.group.c_str(),
                  v.llvmOptLevel, v.pipeline.c_str());
    return kExitPass;
  }
  CampaignOptions c;
  if (int rc = campaignOptionsFor(o, *target, c))
    return rc;
  if (Connection::isServerUri(o.db))
    return fuzzOnServer(o, c);

  auto store = openStore(o.db);
  if (!store)
    return cli::storeExitCode(o.db);

  CampaignHooks hooks = campaignHooks(o, c);
  std::string error;
  auto stats = runCampaign(*store, c, hooks, error);
  if (failed(stats)) {
    cli::printError(o.db, error);
    return kExitInternal;
  }
  const CampaignStats &s = *stats;
  std::vector<Finding> found;
  for (const Finding &f : store->findings())
    if (f.firstCampaign == s.campaign)
      found.push_back(f);
  double rate = s.seconds > 0 ? s.programs / s.seconds : 0;
  double busy = s.times.outside() + s.times.compile;
  if (o.json) {
    json j;
    j["campaign"] = s.campaign;
    j["seed"] = o.seed;
    j["jobs"] = c.jobs;
    j["first_program"] = s.firstProgram;
    j["programs"] = s.programs;
    j["rejected"] = s.rejected;
    j["probes"] = s.probes;
    j["seconds"] = s.seconds;
    j["programs_per_second"] = rate;
    j["programs_per_second_per_core"] = rate / c.jobs;
    j["outcomes"] = s.outcomes;
    j["new_findings"] = s.newFindings;
    j["repeat_hits"] = s.repeatHits;
    j["times"] = {
        {"generate", s.times.generate},       {"reference", s.times.reference},
        {"compile", s.times.compile},         {"judge", s.times.judge},
        {"bookkeeping", s.times.bookkeeping}, {"triage", s.times.triage}};
    j["outside_share"] = busy > 0 ? s.times.outside() / busy : 0.0;
    json budget = json::object();
    for (const ArmStats &a : store->armStats(s.campaign))
      budget[a.arm] = {{"tried", a.tried},
                       {"silent", a.silent},
                       {"silent_new", a.silentNew},
                       {"loud", a.loud},
                       {"compile_errors", a.compileErrors}};
    j["budget"] = budget;
    json list = json::array();
    for (const Finding &f : found)
      list.push_back(findingJson(f, false));
    j["findings"] = list;
    std::cout << j.dump(2) << "\n";
    return kExitPass;
  }
  std::printf("campaign  %lld (seed %llu), programs %lld..%lld, %.1f s, %u "
              "jobs\n",
              static_cast<long long>(s.campaign),
              static_cast<unsigned long long>(o.seed),
              static_cast<long long>(s.firstProgram),
              static_cast<long long>(s.firstProgram + s.programs - 1),
              s.seconds, c.jobs);
  std::printf("programs  %lld checked (%.2f/s, %.2f/s per core), %lld "
              "rejected, %lld probes\n",
              static_cast<long long>(s.programs - s.rejected), rate,
              rate / c.jobs, static_cast<long long>(s.rejected),
              static_cast<long long>(s.probes));
  std::string outcomes;
  for (const auto &[k, n] : s.outcomes)
    outcomes += (outcomes.empty() ? "" : ", ") + k + " " + std::to_string(n);
  std::printf("outcomes  %s\n", outcomes.c_str());
  std::printf("time      compile+run %.1f s, generate %.1f s, reference "
              "%.1f s, judge %.1f s, bookkeeping %.1f s: %.1f%% outside the "
              "compiler; triage and reduction %.1f s\n",
              s.times.compile, s.times.generate, s.times.reference,
              s.times.judge, s.times.bookkeeping,
              busy > 0 ? 100 * s.times.outside() / busy : 0.0, s.times.triage);
  // Where the scheduler sent the budget: sources, then the variants that
  // got the most programs.
  std::vector<ArmStats> arms = store->armStats(s.campaign);
  std::sort(arms.begin(), arms.end(), [](const ArmStats &a, const ArmStats &b) {
    return a.tried > b.tried;
  });
  auto armLine = [](const ArmStats &a) {
    return a.arm + " " + std::to_string(a.tried) + " (" +
           std::to_string(a.silent) + " silent, " +
           std::to_string(a.silentNew) + " new)";
  };
  std::string sources, variants;
  unsigned shown = 0;
  for (const ArmStats &a : arms) {
    if (llvm::StringRef(a.arm).starts_with("variant:")) {
      if (shown++ < 6)
        variants += (variants.empty() ? "" : ", ") + armLine(a);
    } else {
      sources += (sources.empty() ? "" : ", ") + armLine(a);
    }
  }
  std::printf("budget    %s\n          top variants: %s\n", sources.c_str(),
              variants.c_str());
  std::printf("findings  %lld new, %lld repeats of known ones\n",
              static_cast<long long>(s.newFindings),
              static_cast<long long>(s.repeatHits));
  for (const Finding &f : found)
    std::printf("  F%-4lld %-8s %-9s %3lld hits  %s\n",
                static_cast<long long>(f.id), rankName(f.rank),
                findingStateName(f.state), static_cast<long long>(f.hits),
                f.signature.c_str());
  std::printf("store     %s (defuse findings --db %s list)\n", o.db.c_str(),
              o.db.c_str());
  return kExitPass;
}

int defuse::findingsCommand(const FindingsOptions &o) {
  auto store = openStore(o.db);
  if (!store)
    return cli::storeExitCode(o.db);
  if (o.action == "import")
    return importStore(o.importFrom, *store);
  if (o.action == "list") {
    std::optional<FindingState> state;
    if (!o.state.empty()) {
      state = findingStateByName(o.state);
      if (!state) {
        cli::printError("--state", "no finding state '" + o.state + "'");
        return kExitUsage;
      }
    }
    std::optional<int> maxRank;
    if (o.maxRank >= 0)
      maxRank = o.maxRank;
    std::vector<Finding> list = store->findings(state, maxRank);
    if (o.json) {
      json a = json::array();
      for (const Finding &f : list)
        a.push_back(findingJson(f, false));
      std::cout << a.dump(2) << "\n";
      return kExitPass;
    }
    std::printf("%-6s %-13s %-9s %5s  %-60s %s\n", "id", "rank", "state",
                "hits", "signature", "source");
    for (const Finding &f : list)
      std::printf("F%-5lld %-13s %-9s %5lld  %-60s %s%s\n",
                  static_cast<long long>(f.id), rankName(f.rank),
                  findingStateName(f.state), static_cast<long long>(f.hits),
                  f.signature.c_str(), f.source.c_str(),
                  sameBugMarker(f).c_str());
    return kExitPass;
  }
  if (o.action == "campaigns") {
    std::string error;
    bool intact = store->checkIntegrity(error);
    for (const CampaignRecord &c : store->campaigns())
      std::printf("campaign %lld seed %llu: %lld programs, started %s, last "
                  "%s\n",
                  static_cast<long long>(c.id),
                  static_cast<unsigned long long>(c.seed),
                  static_cast<long long>(c.programs), c.started.c_str(),
                  c.updated.c_str());
    std::printf("integrity %s\n", intact ? "ok" : error.c_str());
    return intact ? kExitPass : kExitInternal;
  }
  std::optional<Finding> f;
  if (o.action == "show" || o.action == "mark") {
    f = store->finding(o.id);
    if (!f) {
      cli::printError(o.db, "no finding F" + std::to_string(o.id));
      return kExitUsage;
    }
  }
  if (o.action == "show") {
    if (o.json) {
      std::cout << findingJson(*f, true).dump(2) << "\n";
      return kExitPass;
    }
    std::printf("finding   F%lld: %s\n", static_cast<long long>(f->id),
                f->summary.c_str());
    std::printf("signature %s (%s, %s)\n", f->signature.c_str(),
                rankName(f->rank), findingStateName(f->state));
    std::printf("hits      %lld, first in campaign %lld program %lld, %s\n",
                static_cast<long long>(f->hits),
                static_cast<long long>(f->firstCampaign),
                static_cast<long long>(f->firstProgram), f->created.c_str());
    std::printf("source    %s: %s\n", f->source.c_str(), f->recipe.c_str());
    std::printf("variant   %s: %s\n", f->variant.c_str(), f->pipeline.c_str());
    if (!f->reportDir.empty())
      std::printf("report    %s/report.md, reproducer %s/reproducer.mlir\n",
                  f->reportDir.c_str(), f->reportDir.c_str());
    if (!f->note.empty())
      std::printf("note      %s\n", f->note.c_str());
    std::printf("reproduce %s\n", f->reproduce.c_str());
    return kExitPass;
  }
  if (o.action == "mark") {
    std::optional<FindingState> state = findingStateByName(o.newState);
    if (!state) {
      cli::printError("mark", "no finding state '" + o.newState +
                                  "' (new, triaged, reduced, reported, "
                                  "fixed, not-a-bug)");
      return kExitUsage;
    }
    if (failed(store->setState(o.id, *state, o.note))) {
      cli::printError(o.db, store->lastError());
      return kExitInternal;
    }
    std::printf("F%lld is now %s\n", static_cast<long long>(o.id),
                findingStateName(*state));
    return kExitPass;
  }
  // export: one directory per finding (its program and its record), and
  // every record in findings.json.
  json all = json::array();
  for (const Finding &g : store->findings()) {
    std::string dir = o.exportDir + "/F" + std::to_string(g.id), error;
    json record = findingJson(g, false);
    if (llvm::sys::fs::create_directories(dir) ||
        failed(writeTextFile(dir + "/program.mlir", g.programText, error)) ||
        failed(writeTextFile(dir + "/finding.json", record.dump(2) + "\n",
                             error))) {
      cli::printError(dir, error.empty() ? "cannot create directory" : error);
      return kExitInternal;
    }
    all.push_back(record);
  }
  std::string error;
  if (failed(writeTextFile(o.exportDir + "/findings.json", all.dump(2) + "\n",
                           error))) {
    cli::printError(o.exportDir, error);
    return kExitInternal;
  }
  std::printf("exported  %zu findings to %s\n", all.size(),
              o.exportDir.c_str());
  return kExitPass;
}
