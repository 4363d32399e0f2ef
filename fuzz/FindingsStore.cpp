//===- FindingsStore.cpp - The fuzzer's findings in a SQL store -----------===//
//
// Concurrency: every call that reads and then writes is one transaction, and
// rows that two processes may insert at once (a finding, a hit, a program)
// are inserted with ON CONFLICT DO NOTHING and then read, so that the loser
// of a race reads the winner's row instead of failing on the unique key.
//
//===----------------------------------------------------------------------===//

#include "fuzz/FindingsStore.h"

#include "store/Connection.h"
#include "store/Schema.h"

#include <nlohmann/json.hpp>

#include <ctime>

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

constexpr const char *kCandidateColumns =
    "id, finding, finding_origin, signature, agent, attempt, plugin, "
    "fix_pass, replaces, patch, state, failed_checks, evidence, "
    "filter_seconds, note, finding_created, created, decided";

constexpr const char *kFindingColumns =
    "id, signature, kind, rank, state, pass, op, variant, pipeline, source, "
    "recipe, program, seed, reproduce, report_dir, summary, note, hits, "
    "first_campaign, first_program, created, updated";
constexpr const char *kCampaignColumns =
    "id, seed, options, programs, seconds, started, updated";

std::string nowIso() {
  std::time_t now = std::time(nullptr);
  std::tm utc;
  gmtime_r(&now, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

SqlValue text(const std::string &s) { return SqlValue(s); }
SqlValue integer(int64_t i) { return SqlValue(i); }

Finding readFinding(const SqlResult &s, size_t r) {
  Finding f;
  f.id = s.integer(r, 0);
  f.signature = s.text(r, 1);
  f.kind = s.text(r, 2);
  f.rank = static_cast<int>(s.integer(r, 3));
  f.state = findingStateByName(s.text(r, 4)).value_or(FindingState::New);
  f.pass = s.text(r, 5);
  f.op = s.text(r, 6);
  f.variant = s.text(r, 7);
  f.pipeline = s.text(r, 8);
  f.source = s.text(r, 9);
  f.recipe = s.text(r, 10);
  f.programText = s.text(r, 11);
  f.seed = static_cast<uint64_t>(s.integer(r, 12));
  f.reproduce = s.text(r, 13);
  f.reportDir = s.text(r, 14);
  f.summary = s.text(r, 15);
  f.note = s.text(r, 16);
  f.hits = s.integer(r, 17);
  f.firstCampaign = s.integer(r, 18);
  f.firstProgram = s.integer(r, 19);
  f.created = s.text(r, 20);
  f.updated = s.text(r, 21);
  return f;
}

CampaignRecord readCampaign(const SqlResult &s, size_t r) {
  CampaignRecord c;
  c.id = s.integer(r, 0);
  c.seed = static_cast<uint64_t>(s.integer(r, 1));
  c.options = s.text(r, 2);
  c.programs = s.integer(r, 3);
  c.seconds = s.real(r, 4);
  c.started = s.text(r, 5);
  c.updated = s.text(r, 6);
  return c;
}

FixCandidate readCandidate(const SqlResult &s, size_t r) {
  FixCandidate c;
  c.id = s.integer(r, 0);
  c.finding = s.isNull(r, 1) ? 0 : s.integer(r, 1);
  c.findingOrigin = s.text(r, 2);
  c.signature = s.text(r, 3);
  c.agent = s.text(r, 4);
  c.attempt = s.integer(r, 5);
  c.plugin = s.text(r, 6);
  c.fixPass = s.text(r, 7);
  c.replaces = s.text(r, 8);
  c.patch = s.text(r, 9);
  c.state = candidateStateByName(s.text(r, 10))
                .value_or(CandidateState::PendingReview);
  c.failedChecks = s.text(r, 11);
  c.evidence = s.text(r, 12);
  c.filterSeconds = s.real(r, 13);
  c.note = s.text(r, 14);
  c.findingCreated = s.text(r, 15);
  c.created = s.text(r, 16);
  c.decided = s.text(r, 17);
  return c;
}

/// Neither backend has unsigned integers; seeds are stored bit for bit.
SqlValue seedColumn(uint64_t seed) {
  return SqlValue(static_cast<int64_t>(seed));
}

/// The finding's content columns, signature through note in kFindingColumns
/// order: the columns an insert writes and an update rewrites.
std::vector<SqlValue> contentOf(const Finding &f) {
  return {text(f.signature),   text(f.kind),
          integer(f.rank),     text(findingStateName(f.state)),
          text(f.pass),        text(f.op),
          text(f.variant),     text(f.pipeline),
          text(f.source),      text(f.recipe),
          text(f.programText), seedColumn(f.seed),
          text(f.reproduce),   text(f.reportDir),
          text(f.summary),     text(f.note)};
}

} // namespace

//===----------------------------------------------------------------------===//
// States
//===----------------------------------------------------------------------===//

const char *defuse::findingStateName(FindingState state) {
  switch (state) {
  case FindingState::New:
    return "new";
  case FindingState::Triaged:
    return "triaged";
  case FindingState::Reduced:
    return "reduced";
  case FindingState::Reported:
    return "reported";
  case FindingState::Fixed:
    return "fixed";
  case FindingState::NotABug:
    return "not-a-bug";
  }
  return "new";
}

const char *defuse::candidateStateName(CandidateState state) {
  switch (state) {
  case CandidateState::RejectedByFilter:
    return "rejected-by-filter";
  case CandidateState::PendingReview:
    return "pending-review";
  case CandidateState::Accepted:
    return "accepted";
  case CandidateState::Rejected:
    return "rejected";
  }
  return "pending-review";
}

std::optional<CandidateState>
defuse::candidateStateByName(llvm::StringRef name) {
  for (CandidateState s :
       {CandidateState::RejectedByFilter, CandidateState::PendingReview,
        CandidateState::Accepted, CandidateState::Rejected})
    if (name == candidateStateName(s))
      return s;
  return std::nullopt;
}

std::optional<FindingState> defuse::findingStateByName(llvm::StringRef name) {
  for (FindingState s :
       {FindingState::New, FindingState::Triaged, FindingState::Reduced,
        FindingState::Reported, FindingState::Fixed, FindingState::NotABug})
    if (name == findingStateName(s))
      return s;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Opening
//===----------------------------------------------------------------------===//

std::unique_ptr<FindingsStore> FindingsStore::open(const std::string &location,
                                                   std::string &error) {
  std::unique_ptr<Connection> connection = Connection::open(location, error);
  if (!connection || failed(openStoreSchema(*connection, error)))
    return nullptr;
  return std::unique_ptr<FindingsStore>(
      new FindingsStore(std::move(connection)));
}

FindingsStore::FindingsStore(std::unique_ptr<Connection> db)
    : db(std::move(db)) {}

FindingsStore::~FindingsStore() = default;

const std::string &FindingsStore::path() const { return db->name(); }

LogicalResult FindingsStore::fail(const std::string &what) {
  errorText = db->name() + ": " + what + ": " + db->lastError();
  return failure();
}

LogicalResult FindingsStore::reject(const std::string &why) {
  errorText = db->name() + ": " + why;
  return failure();
}

//===----------------------------------------------------------------------===//
// Campaigns
//===----------------------------------------------------------------------===//

FailureOr<CampaignRecord>
FindingsStore::beginCampaign(uint64_t seed, const std::string &optionsJson) {
  std::string options = optionsJson.empty() ? "{}" : optionsJson;
  if (nlohmann::json::parse(options, nullptr, /*allow_exceptions=*/false)
          .is_discarded())
    return reject("campaign options are not JSON: " + options);
  // A campaign row is never deleted, so insert-if-missing then read needs
  // no transaction around the pair.
  std::string now = nowIso();
  if (failed(db->query("INSERT INTO campaigns (seed, options, programs, "
                       "seconds, started, updated) VALUES (?1, ?2, 0, 0, "
                       "?3, ?3) ON CONFLICT (seed) DO NOTHING",
                       {seedColumn(seed), text(options), text(now)})))
    return fail("cannot begin the campaign of seed " + std::to_string(seed));
  auto row = db->query(std::string("SELECT ") + kCampaignColumns +
                           " FROM campaigns WHERE seed = ?1",
                       {seedColumn(seed)});
  if (failed(row) || row->empty())
    return fail("cannot read the campaign of seed " + std::to_string(seed));
  return readCampaign(*row, 0);
}

LogicalResult FindingsStore::recordProgram(int64_t campaign, int64_t index,
                                           const std::string &arm,
                                           const std::string &outcome,
                                           double seconds, bool *recorded) {
  if (recorded)
    *recorded = false;
  if (index < 0)
    return reject("program index " + std::to_string(index) + " is negative");
  std::string now = nowIso();
  SqlTransaction t(*db);
  if (!t.ok())
    return fail("cannot record program " + std::to_string(index));
  auto insert = db->query(
      "INSERT INTO programs (campaign, idx, arm, outcome, seconds, "
      "finished) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING",
      {integer(campaign), integer(index), text(arm), text(outcome),
       SqlValue(seconds), text(now)});
  if (failed(insert))
    return fail("cannot record program " + std::to_string(index) +
                " of campaign " + std::to_string(campaign));
  if (insert->changed == 1 &&
      failed(db->query("UPDATE campaigns SET programs = programs + 1, "
                       "seconds = seconds + ?2, updated = ?3 WHERE id = ?1",
                       {integer(campaign), SqlValue(seconds), text(now)})))
    return fail("cannot count program " + std::to_string(index));
  if (!t.commit())
    return fail("cannot commit program " + std::to_string(index));
  if (recorded)
    *recorded = insert->changed == 1;
  return success();
}

int64_t FindingsStore::nextProgramIndex(int64_t campaign) {
  auto row = db->query("SELECT coalesce(max(idx) + 1, 0) FROM programs "
                       "WHERE campaign = ?1",
                       {integer(campaign)});
  if (failed(row) || row->empty()) {
    (void)fail("cannot read the programs of campaign " +
               std::to_string(campaign));
    return 0;
  }
  return row->integer(0, 0);
}

LogicalResult FindingsStore::addArmStats(int64_t campaign,
                                         const ArmStats &delta) {
  if (failed(db->query(
          "INSERT INTO arm_stats (campaign, arm, tried, silent, silent_new, "
          "loud, compile_errors, seconds) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
          "?7, ?8) ON CONFLICT (campaign, arm) DO UPDATE SET "
          "tried = arm_stats.tried + excluded.tried, "
          "silent = arm_stats.silent + excluded.silent, "
          "silent_new = arm_stats.silent_new + excluded.silent_new, "
          "loud = arm_stats.loud + excluded.loud, "
          "compile_errors = arm_stats.compile_errors + "
          "excluded.compile_errors, "
          "seconds = arm_stats.seconds + excluded.seconds",
          {integer(campaign), text(delta.arm), integer(delta.tried),
           integer(delta.silent), integer(delta.silentNew), integer(delta.loud),
           integer(delta.compileErrors), SqlValue(delta.seconds)})))
    return fail("cannot add statistics of arm '" + delta.arm + "'");
  return success();
}

std::vector<ArmStats> FindingsStore::armStats(int64_t campaign) {
  auto rows = db->query("SELECT arm, tried, silent, silent_new, loud, "
                        "compile_errors, seconds FROM arm_stats "
                        "WHERE campaign = ?1 ORDER BY arm",
                        {integer(campaign)});
  std::vector<ArmStats> stats;
  if (failed(rows)) {
    (void)fail("cannot read arm statistics");
    return stats;
  }
  for (size_t r = 0; r < rows->rows(); ++r) {
    ArmStats a;
    a.arm = rows->text(r, 0);
    a.tried = rows->integer(r, 1);
    a.silent = rows->integer(r, 2);
    a.silentNew = rows->integer(r, 3);
    a.loud = rows->integer(r, 4);
    a.compileErrors = rows->integer(r, 5);
    a.seconds = rows->real(r, 6);
    stats.push_back(std::move(a));
  }
  return stats;
}

std::vector<CampaignRecord> FindingsStore::campaigns() {
  auto rows = db->query(std::string("SELECT ") + kCampaignColumns +
                        " FROM campaigns ORDER BY id");
  std::vector<CampaignRecord> records;
  if (failed(rows)) {
    (void)fail("cannot read campaigns");
    return records;
  }
  for (size_t r = 0; r < rows->rows(); ++r)
    records.push_back(readCampaign(*rows, r));
  return records;
}

//===----------------------------------------------------------------------===//
// Findings
//===----------------------------------------------------------------------===//

FailureOr<int64_t> FindingsStore::upsertFinding(const Finding &f, bool &isNew,
                                                bool *alreadyCounted) {
  isNew = false;
  if (alreadyCounted)
    *alreadyCounted = false;
  if (f.signature.empty())
    return reject("a finding needs a signature");
  std::string now = nowIso();
  SqlTransaction t(*db);
  if (!t.ok())
    return fail("cannot record finding " + f.signature);
  auto lookUp = [&]() -> FailureOr<std::optional<int64_t>> {
    auto known = db->query("SELECT id FROM findings WHERE signature = ?1",
                           {text(f.signature)});
    if (failed(known))
      return failure();
    if (known->empty())
      return std::optional<int64_t>();
    return std::optional<int64_t>(known->integer(0, 0));
  };
  // Looked up first: an insert that conflicts still uses up an id of
  // PostgreSQL's sequence, and F-numbers with holes read as lost findings.
  auto known = lookUp();
  if (failed(known))
    return fail("cannot look up finding " + f.signature);
  std::vector<SqlValue> insert = contentOf(f);
  insert.push_back(integer(f.hits));
  insert.push_back(integer(f.firstCampaign));
  insert.push_back(integer(f.firstProgram));
  insert.push_back(text(now));
  auto inserted =
      *known
          ? FailureOr<SqlResult>(SqlResult())
          : db->query(
                std::string(
                    "INSERT INTO findings (signature, kind, rank, state, pass, "
                    "op, variant, pipeline, source, recipe, program, seed, "
                    "reproduce, report_dir, summary, note, hits, "
                    "first_campaign, first_program, created, updated) VALUES "
                    "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, "
                    "?14, ?15, ?16, ?17, ?18, ?19, ?20, ?20) ON CONFLICT "
                    "(signature) DO NOTHING RETURNING id"),
                insert);
  if (failed(inserted))
    return fail("cannot insert finding " + f.signature);
  int64_t id;
  isNew = !inserted->empty();
  if (isNew) {
    id = inserted->integer(0, 0);
  } else {
    // Known, or inserted by another process since the lookup.
    if (!*known)
      known = lookUp();
    if (failed(known) || !*known)
      return fail("cannot look up finding " + f.signature);
    id = **known;
  }
  bool counted = true;
  if (f.firstCampaign > 0) {
    auto hit = db->query("INSERT INTO finding_hits (finding, campaign, "
                         "program, variant) VALUES (?1, ?2, ?3, ?4) ON "
                         "CONFLICT DO NOTHING",
                         {integer(id), integer(f.firstCampaign),
                          integer(f.firstProgram), text(f.variant)});
    if (failed(hit))
      return fail("cannot record a hit of finding " + f.signature);
    counted = hit->changed == 1;
  }
  if (!isNew && counted &&
      failed(db->query("UPDATE findings SET hits = hits + ?2, updated = ?3 "
                       "WHERE id = ?1",
                       {integer(id), integer(f.hits), text(now)})))
    return fail("cannot count a hit of finding " + f.signature);
  if (!t.commit())
    return fail("cannot commit finding " + f.signature);
  if (alreadyCounted)
    *alreadyCounted = !counted;
  return id;
}

FailureOr<int64_t> FindingsStore::updateFinding(const Finding &f) {
  if (f.signature.empty())
    return reject("a finding needs a signature");
  std::string now = nowIso();
  std::string name = "finding #" + std::to_string(f.id);
  SqlTransaction t(*db);
  if (!t.ok())
    return fail("cannot update " + name);

  auto self =
      db->query("SELECT hits FROM findings WHERE id = ?1", {integer(f.id)});
  if (failed(self))
    return fail("cannot read " + name);
  if (self->empty())
    return reject("no " + name);
  int64_t hits = self->integer(0, 0);

  auto other =
      db->query("SELECT id FROM findings WHERE signature = ?1 AND id != ?2",
                {text(f.signature), integer(f.id)});
  if (failed(other))
    return fail("cannot look up finding " + f.signature);

  int64_t survivor = f.id;
  if (!other->empty()) {
    survivor = other->integer(0, 0);
    // The hits move with the count; the row goes last, after what refers
    // to it.
    if (failed(db->query("UPDATE findings SET hits = hits + ?2, updated = "
                         "?3 WHERE id = ?1",
                         {integer(survivor), integer(hits), text(now)})) ||
        failed(db->query("INSERT INTO finding_hits (finding, campaign, "
                         "program, variant) SELECT ?1, campaign, program, "
                         "variant FROM finding_hits WHERE finding = ?2 ON "
                         "CONFLICT DO NOTHING",
                         {integer(survivor), integer(f.id)})) ||
        failed(db->query("DELETE FROM finding_hits WHERE finding = ?1",
                         {integer(f.id)})) ||
        failed(
            db->query("DELETE FROM findings WHERE id = ?1", {integer(f.id)})))
      return fail("cannot merge " + name + " into #" +
                  std::to_string(survivor));
  } else {
    std::vector<SqlValue> params = contentOf(f);
    params.insert(params.begin(), integer(f.id));
    params.push_back(text(now));
    if (failed(db->query(
            "UPDATE findings SET signature = ?2, kind = ?3, rank = ?4, "
            "state = ?5, pass = ?6, op = ?7, variant = ?8, pipeline = ?9, "
            "source = ?10, recipe = ?11, program = ?12, seed = ?13, "
            "reproduce = ?14, report_dir = ?15, summary = ?16, note = ?17, "
            "updated = ?18 WHERE id = ?1",
            params)))
      return fail("cannot update " + name);
  }
  if (!t.commit())
    return fail("cannot commit " + name);
  return survivor;
}

LogicalResult FindingsStore::setState(int64_t id, FindingState state,
                                      const std::string &note) {
  auto changed = db->query(
      "UPDATE findings SET state = ?2, note = CASE WHEN ?3 = '' THEN note "
      "ELSE ?3 END, updated = ?4 WHERE id = ?1",
      {integer(id), text(findingStateName(state)), text(note), text(nowIso())});
  if (failed(changed))
    return fail("cannot set the state of finding #" + std::to_string(id));
  if (changed->changed == 0)
    return reject("no finding #" + std::to_string(id));
  return success();
}

std::optional<Finding> FindingsStore::finding(int64_t id) {
  auto row = db->query(std::string("SELECT ") + kFindingColumns +
                           " FROM findings WHERE id = ?1",
                       {integer(id)});
  if (failed(row)) {
    (void)fail("cannot read finding #" + std::to_string(id));
    return std::nullopt;
  }
  if (row->empty())
    return std::nullopt;
  return readFinding(*row, 0);
}

std::optional<Finding>
FindingsStore::findingBySignature(const std::string &signature) {
  auto row = db->query(std::string("SELECT ") + kFindingColumns +
                           " FROM findings WHERE signature = ?1",
                       {text(signature)});
  if (failed(row)) {
    (void)fail("cannot read finding " + signature);
    return std::nullopt;
  }
  if (row->empty())
    return std::nullopt;
  return readFinding(*row, 0);
}

std::vector<Finding> FindingsStore::findings(std::optional<FindingState> state,
                                             std::optional<int> maxRank) {
  // Conditions are added rather than written as "?1 IS NULL OR ...": a NULL
  // parameter has no type PostgreSQL could compare with.
  std::string sql =
      std::string("SELECT ") + kFindingColumns + " FROM findings WHERE 1 = 1";
  std::vector<SqlValue> params;
  if (state) {
    params.push_back(text(findingStateName(*state)));
    sql += " AND state = ?" + std::to_string(params.size());
  }
  if (maxRank) {
    params.push_back(integer(*maxRank));
    sql += " AND rank <= ?" + std::to_string(params.size());
  }
  auto rows = db->query(sql + " ORDER BY rank, id", params);
  std::vector<Finding> result;
  if (failed(rows)) {
    (void)fail("cannot read findings");
    return result;
  }
  for (size_t r = 0; r < rows->rows(); ++r)
    result.push_back(readFinding(*rows, r));
  return result;
}

//===----------------------------------------------------------------------===//
// Review queue
//===----------------------------------------------------------------------===//

FailureOr<int64_t> FindingsStore::addCandidate(const FixCandidate &c) {
  auto row = db->query(
      "INSERT INTO candidates (finding, finding_origin, signature, agent, "
      "attempt, plugin, fix_pass, replaces, patch, state, failed_checks, "
      "evidence, filter_seconds, note, finding_created, created, decided) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
      "?15, ?16, '') RETURNING id",
      {c.finding ? integer(c.finding) : SqlValue(), text(c.findingOrigin),
       text(c.signature), text(c.agent), integer(c.attempt), text(c.plugin),
       text(c.fixPass), text(c.replaces), text(c.patch),
       text(candidateStateName(c.state)), text(c.failedChecks),
       text(c.evidence.empty() ? std::string("{}") : c.evidence),
       SqlValue(c.filterSeconds), text(c.note), text(c.findingCreated),
       text(nowIso())});
  if (failed(row) || row->empty())
    return fail("cannot add a fix candidate");
  return row->integer(0, 0);
}

LogicalResult FindingsStore::decideCandidate(int64_t id, CandidateState state,
                                             const std::string &note) {
  std::optional<FixCandidate> c = candidate(id);
  if (!c)
    return reject("no fix candidate #" + std::to_string(id));
  if (c->state == CandidateState::RejectedByFilter)
    return reject("fix candidate #" + std::to_string(id) +
                  " was rejected by the filter: it never reached review");
  if (failed(db->query("UPDATE candidates SET state = ?1, note = ?2, "
                       "decided = ?3 WHERE id = ?4",
                       {text(candidateStateName(state)), text(note),
                        text(nowIso()), integer(id)})))
    return fail("cannot decide fix candidate #" + std::to_string(id));
  return success();
}

std::optional<FixCandidate> FindingsStore::candidate(int64_t id) {
  auto row = db->query(std::string("SELECT ") + kCandidateColumns +
                           " FROM candidates WHERE id = ?1",
                       {integer(id)});
  if (failed(row)) {
    (void)fail("cannot read fix candidate #" + std::to_string(id));
    return std::nullopt;
  }
  if (row->empty())
    return std::nullopt;
  return readCandidate(*row, 0);
}

std::vector<FixCandidate>
FindingsStore::candidates(std::optional<CandidateState> state) {
  std::string sql =
      std::string("SELECT ") + kCandidateColumns + " FROM candidates";
  std::vector<SqlValue> params;
  if (state) {
    sql += " WHERE state = ?1";
    params.push_back(text(candidateStateName(*state)));
  }
  auto rows = db->query(sql + " ORDER BY id", params);
  std::vector<FixCandidate> result;
  if (failed(rows)) {
    (void)fail("cannot read fix candidates");
    return result;
  }
  for (size_t r = 0; r < rows->rows(); ++r)
    result.push_back(readCandidate(*rows, r));
  return result;
}

//===----------------------------------------------------------------------===//
// Integrity
//===----------------------------------------------------------------------===//

bool FindingsStore::checkIntegrity(std::string &error) {
  std::vector<std::string> problems;
  if (failed(db->checkIntegrity(problems))) {
    error = db->name() + ": cannot check integrity: " + db->lastError();
    return false;
  }
  if (problems.empty())
    return true;
  error = db->name() + ":";
  for (const std::string &p : problems)
    error += " " + p + ";";
  error.pop_back();
  return false;
}
