//===- FindingsStore.cpp - The fuzzer's findings in SQLite ----------------===//
//
// Durability: WAL with synchronous=NORMAL makes a committed transaction
// survive the death of the process at any moment (the OS holds its pages);
// only a power cut may take back the last few, and never half of one.
//
//===----------------------------------------------------------------------===//

#include "fuzz/FindingsStore.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <cinttypes>
#include <cstdio>
#include <ctime>

using namespace defuse;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

constexpr int kSchemaVersion = 2;
/// "dfus": what tells our files from any other SQLite database.
constexpr int kApplicationId = 0x64667573;

// Programs and arm statistics have composite natural keys, so they go
// without rowid. Findings use AUTOINCREMENT so that the id of a finding
// deleted by a merge is never handed to another one: ids end up in report
// directories and notes.
constexpr const char *kSchema = R"sql(
CREATE TABLE IF NOT EXISTS campaigns (
  id INTEGER PRIMARY KEY,
  seed INTEGER NOT NULL UNIQUE,
  options TEXT NOT NULL,
  programs INTEGER NOT NULL DEFAULT 0,
  seconds REAL NOT NULL DEFAULT 0,
  started TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS programs (
  campaign INTEGER NOT NULL REFERENCES campaigns(id),
  idx INTEGER NOT NULL CHECK (idx >= 0),
  arm TEXT NOT NULL,
  outcome TEXT NOT NULL,
  seconds REAL NOT NULL,
  finished TEXT NOT NULL,
  PRIMARY KEY (campaign, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS arm_stats (
  campaign INTEGER NOT NULL REFERENCES campaigns(id),
  arm TEXT NOT NULL,
  tried INTEGER NOT NULL DEFAULT 0,
  silent INTEGER NOT NULL DEFAULT 0,
  silent_new INTEGER NOT NULL DEFAULT 0,
  loud INTEGER NOT NULL DEFAULT 0,
  compile_errors INTEGER NOT NULL DEFAULT 0,
  seconds REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign, arm)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS findings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  signature TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  rank INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('new', 'triaged', 'reduced', 'reported', 'fixed', 'not-a-bug')),
  pass TEXT NOT NULL,
  op TEXT NOT NULL,
  variant TEXT NOT NULL,
  pipeline TEXT NOT NULL,
  source TEXT NOT NULL,
  recipe TEXT NOT NULL,
  program TEXT NOT NULL,
  seed INTEGER NOT NULL,
  reproduce TEXT NOT NULL,
  report_dir TEXT NOT NULL,
  summary TEXT NOT NULL,
  note TEXT NOT NULL,
  hits INTEGER NOT NULL,
  first_campaign INTEGER NOT NULL,
  first_program INTEGER NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS findings_by_rank ON findings (rank, id);
CREATE TABLE IF NOT EXISTS candidates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  finding INTEGER,
  finding_origin TEXT NOT NULL,
  signature TEXT NOT NULL,
  agent TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  plugin TEXT NOT NULL,
  fix_pass TEXT NOT NULL,
  replaces TEXT NOT NULL,
  patch TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('rejected-by-filter', 'pending-review', 'accepted', 'rejected')),
  failed_checks TEXT NOT NULL,
  evidence TEXT NOT NULL,
  filter_seconds REAL NOT NULL,
  note TEXT NOT NULL,
  finding_created TEXT NOT NULL,
  created TEXT NOT NULL,
  decided TEXT NOT NULL
);
)sql";

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

/// A prepared statement, finalized on scope exit. A failed prepare or bind
/// is reported by step(), so that call sites check one result.
class Statement {
public:
  Statement(sqlite3 *db, const std::string &sql) {
    rc = sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt); }
  Statement(const Statement &) = delete;
  Statement &operator=(const Statement &) = delete;

  Statement &bind(int index, int64_t value) {
    return check(sqlite3_bind_int64(stmt, index, value));
  }
  Statement &bind(int index, double value) {
    return check(sqlite3_bind_double(stmt, index, value));
  }
  Statement &bind(int index, const std::string &value) {
    return check(sqlite3_bind_text(stmt, index, value.data(),
                                   static_cast<int>(value.size()),
                                   SQLITE_TRANSIENT));
  }
  Statement &bindNull(int index) {
    return check(sqlite3_bind_null(stmt, index));
  }

  /// SQLITE_ROW, SQLITE_DONE or an error code.
  int step() {
    if (rc != SQLITE_OK)
      return rc;
    return sqlite3_step(stmt);
  }
  /// Steps a statement that returns no row; false on error.
  bool run() { return step() == SQLITE_DONE; }

  int64_t integer(int column) const {
    return sqlite3_column_int64(stmt, column);
  }
  double real(int column) const { return sqlite3_column_double(stmt, column); }
  std::string text(int column) const {
    const unsigned char *s = sqlite3_column_text(stmt, column);
    if (!s)
      return "";
    return std::string(reinterpret_cast<const char *>(s),
                       sqlite3_column_bytes(stmt, column));
  }

private:
  Statement &check(int result) {
    if (rc == SQLITE_OK)
      rc = result;
    return *this;
  }

  sqlite3_stmt *stmt = nullptr;
  int rc = SQLITE_OK;
};

/// BEGIN IMMEDIATE, rolled back on scope exit unless committed. IMMEDIATE
/// because a read-then-write transaction begun DEFERRED cannot wait for
/// another writer in WAL mode: it fails with SQLITE_BUSY at its first write.
class Transaction {
public:
  explicit Transaction(sqlite3 *db) : db(db) {
    begun = sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) ==
            SQLITE_OK;
  }
  ~Transaction() {
    if (begun && !committed && !sqlite3_get_autocommit(db))
      sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Transaction(const Transaction &) = delete;
  Transaction &operator=(const Transaction &) = delete;

  bool ok() const { return begun; }
  bool commit() {
    committed =
        sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    return committed;
  }

private:
  sqlite3 *db;
  bool begun = false, committed = false;
};

Finding readFinding(const Statement &s) {
  Finding f;
  f.id = s.integer(0);
  f.signature = s.text(1);
  f.kind = s.text(2);
  f.rank = static_cast<int>(s.integer(3));
  f.state = findingStateByName(s.text(4)).value_or(FindingState::New);
  f.pass = s.text(5);
  f.op = s.text(6);
  f.variant = s.text(7);
  f.pipeline = s.text(8);
  f.source = s.text(9);
  f.recipe = s.text(10);
  f.programText = s.text(11);
  f.seed = static_cast<uint64_t>(s.integer(12));
  f.reproduce = s.text(13);
  f.reportDir = s.text(14);
  f.summary = s.text(15);
  f.note = s.text(16);
  f.hits = s.integer(17);
  f.firstCampaign = s.integer(18);
  f.firstProgram = s.integer(19);
  f.created = s.text(20);
  f.updated = s.text(21);
  return f;
}

CampaignRecord readCampaign(const Statement &s) {
  CampaignRecord c;
  c.id = s.integer(0);
  c.seed = static_cast<uint64_t>(s.integer(1));
  c.options = s.text(2);
  c.programs = s.integer(3);
  c.seconds = s.real(4);
  c.started = s.text(5);
  c.updated = s.text(6);
  return c;
}

/// SQLite has no unsigned integers; seeds are stored bit for bit.
int64_t seedColumn(uint64_t seed) { return static_cast<int64_t>(seed); }

/// Binds the finding's content columns, signature through note in
/// kFindingColumns order, to parameters `first`, `first + 1`, ...: the
/// columns an insert writes and an update rewrites.
Statement &bindContent(Statement &s, int first, const Finding &f) {
  return s.bind(first, f.signature)
      .bind(first + 1, f.kind)
      .bind(first + 2, static_cast<int64_t>(f.rank))
      .bind(first + 3, std::string(findingStateName(f.state)))
      .bind(first + 4, f.pass)
      .bind(first + 5, f.op)
      .bind(first + 6, f.variant)
      .bind(first + 7, f.pipeline)
      .bind(first + 8, f.source)
      .bind(first + 9, f.recipe)
      .bind(first + 10, f.programText)
      .bind(first + 11, seedColumn(f.seed))
      .bind(first + 12, f.reproduce)
      .bind(first + 13, f.reportDir)
      .bind(first + 14, f.summary)
      .bind(first + 15, f.note);
}

enum class SchemaCheck { Fresh, Current, Foreign };

/// Whether the database is empty, ours at the current version, or something
/// else (`why` then says what).
FailureOr<SchemaCheck> checkSchema(sqlite3 *db, std::string &why) {
  Statement appId(db, "PRAGMA application_id");
  Statement version(db, "PRAGMA user_version");
  Statement objects(db, "SELECT count(*) FROM sqlite_schema");
  if (appId.step() != SQLITE_ROW || version.step() != SQLITE_ROW ||
      objects.step() != SQLITE_ROW)
    return failure();
  int64_t id = appId.integer(0), v = version.integer(0), n = objects.integer(0);
  if (id == kApplicationId && v == kSchemaVersion)
    return SchemaCheck::Current;
  if (id == kApplicationId && v > kSchemaVersion) {
    why = "schema version " + std::to_string(v) +
          " is newer than this defuse's (" + std::to_string(kSchemaVersion) +
          ")";
    return SchemaCheck::Foreign;
  }
  // Ours at an older version: every table is created if missing (version 2
  // added the review queue's candidates), and the version rewritten.
  if (id == kApplicationId || (id == 0 && v == 0 && n == 0))
    return SchemaCheck::Fresh;
  char hex[32];
  std::snprintf(hex, sizeof hex, "0x%08" PRIx32, static_cast<uint32_t>(id));
  why = "not a defuse findings database (application_id " + std::string(hex) +
        ", user_version " + std::to_string(v) + ", " + std::to_string(n) +
        " schema objects)";
  return SchemaCheck::Foreign;
}

/// Reads the single text row of a PRAGMA.
std::optional<std::string> pragmaText(sqlite3 *db, const char *sql) {
  Statement s(db, sql);
  if (s.step() != SQLITE_ROW)
    return std::nullopt;
  return s.text(0);
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

std::unique_ptr<FindingsStore> FindingsStore::open(const std::string &path,
                                                   std::string &error) {
  sqlite3 *db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db,
                           SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (rc != SQLITE_OK) {
    error = path +
            ": cannot open: " + (db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    sqlite3_close_v2(db);
    return nullptr;
  }
  std::unique_ptr<FindingsStore> store(new FindingsStore(db, path));
  sqlite3_busy_timeout(db, 5000);

  // The schema is checked before anything is written, journal mode
  // included, so that another program's database is left as it was.
  std::string why;
  FailureOr<SchemaCheck> check = checkSchema(db, why);
  if (failed(check)) {
    error = path +
            (sqlite3_errcode(db) == SQLITE_NOTADB
                 ? ": not a defuse findings database: "
                 : ": cannot read: ") +
            sqlite3_errmsg(db);
    return nullptr;
  }
  if (*check == SchemaCheck::Foreign) {
    error = path + ": " + why;
    return nullptr;
  }

  std::optional<std::string> mode = pragmaText(db, "PRAGMA journal_mode = WAL");
  if (!mode || *mode != "wal") {
    error = path + ": cannot use WAL mode: " +
            (mode ? "journal mode stays " + *mode : sqlite3_errmsg(db));
    return nullptr;
  }
  if (sqlite3_exec(db, "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON",
                   nullptr, nullptr, nullptr) != SQLITE_OK) {
    error = path + ": cannot configure: " + sqlite3_errmsg(db);
    return nullptr;
  }
  if (*check == SchemaCheck::Current)
    return store;

  // Another process may be creating the same file: check again once this
  // one holds the write lock.
  Transaction t(db);
  if (!t.ok()) {
    error = path + ": cannot create the schema: " + sqlite3_errmsg(db);
    return nullptr;
  }
  check = checkSchema(db, why);
  if (failed(check)) {
    error = path + ": cannot read: " + sqlite3_errmsg(db);
    return nullptr;
  }
  if (*check == SchemaCheck::Foreign) {
    error = path + ": " + why;
    return nullptr;
  }
  if (*check == SchemaCheck::Fresh) {
    std::string pragmas =
        "PRAGMA application_id = " + std::to_string(kApplicationId) +
        "; PRAGMA user_version = " + std::to_string(kSchemaVersion);
    if (sqlite3_exec(db, kSchema, nullptr, nullptr, nullptr) != SQLITE_OK ||
        sqlite3_exec(db, pragmas.c_str(), nullptr, nullptr, nullptr) !=
            SQLITE_OK) {
      error = path + ": cannot create the schema: " + sqlite3_errmsg(db);
      return nullptr;
    }
  }
  if (!t.commit()) {
    error = path + ": cannot create the schema: " + sqlite3_errmsg(db);
    return nullptr;
  }
  return store;
}

FindingsStore::~FindingsStore() { sqlite3_close_v2(database); }

LogicalResult FindingsStore::fail(const std::string &what) {
  errorText = databasePath + ": " + what + ": " + sqlite3_errmsg(database);
  return failure();
}

LogicalResult FindingsStore::reject(const std::string &why) {
  errorText = databasePath + ": " + why;
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
  Statement insert(database,
                   "INSERT INTO campaigns (seed, options, programs, "
                   "seconds, started, updated) VALUES (?1, ?2, 0, 0, ?3, "
                   "?3) ON CONFLICT (seed) DO NOTHING");
  insert.bind(1, seedColumn(seed)).bind(2, options).bind(3, now);
  if (!insert.run())
    return fail("cannot begin the campaign of seed " + std::to_string(seed));
  Statement select(database, std::string("SELECT ") + kCampaignColumns +
                                 " FROM campaigns WHERE seed = ?1");
  select.bind(1, seedColumn(seed));
  if (select.step() != SQLITE_ROW)
    return fail("cannot read the campaign of seed " + std::to_string(seed));
  return readCampaign(select);
}

LogicalResult FindingsStore::recordProgram(int64_t campaign, int64_t index,
                                           const std::string &arm,
                                           const std::string &outcome,
                                           double seconds) {
  if (index < 0)
    return reject("program index " + std::to_string(index) + " is negative");
  std::string now = nowIso();
  Transaction t(database);
  if (!t.ok())
    return fail("cannot record program " + std::to_string(index));
  Statement insert(database,
                   "INSERT INTO programs (campaign, idx, arm, outcome, "
                   "seconds, finished) VALUES (?1, ?2, ?3, ?4, ?5, ?6) "
                   "ON CONFLICT DO NOTHING");
  insert.bind(1, campaign)
      .bind(2, index)
      .bind(3, arm)
      .bind(4, outcome)
      .bind(5, seconds)
      .bind(6, now);
  if (!insert.run())
    return fail("cannot record program " + std::to_string(index) +
                " of campaign " + std::to_string(campaign));
  if (sqlite3_changes(database) == 1) {
    Statement count(database,
                    "UPDATE campaigns SET programs = programs + 1, "
                    "seconds = seconds + ?2, updated = ?3 WHERE id = ?1");
    count.bind(1, campaign).bind(2, seconds).bind(3, now);
    if (!count.run())
      return fail("cannot count program " + std::to_string(index));
  }
  if (!t.commit())
    return fail("cannot commit program " + std::to_string(index));
  return success();
}

int64_t FindingsStore::nextProgramIndex(int64_t campaign) {
  Statement s(database, "SELECT coalesce(max(idx) + 1, 0) FROM programs "
                        "WHERE campaign = ?1");
  s.bind(1, campaign);
  if (s.step() != SQLITE_ROW) {
    (void)fail("cannot read the programs of campaign " +
               std::to_string(campaign));
    return 0;
  }
  return s.integer(0);
}

LogicalResult FindingsStore::addArmStats(int64_t campaign,
                                         const ArmStats &delta) {
  Statement s(database,
              "INSERT INTO arm_stats (campaign, arm, tried, silent, "
              "silent_new, loud, compile_errors, seconds) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
              "ON CONFLICT (campaign, arm) DO UPDATE SET "
              "tried = tried + excluded.tried, "
              "silent = silent + excluded.silent, "
              "silent_new = silent_new + excluded.silent_new, "
              "loud = loud + excluded.loud, "
              "compile_errors = compile_errors + excluded.compile_errors, "
              "seconds = seconds + excluded.seconds");
  s.bind(1, campaign)
      .bind(2, delta.arm)
      .bind(3, delta.tried)
      .bind(4, delta.silent)
      .bind(5, delta.silentNew)
      .bind(6, delta.loud)
      .bind(7, delta.compileErrors)
      .bind(8, delta.seconds);
  if (!s.run())
    return fail("cannot add statistics of arm '" + delta.arm + "'");
  return success();
}

std::vector<ArmStats> FindingsStore::armStats(int64_t campaign) {
  Statement s(database, "SELECT arm, tried, silent, silent_new, loud, "
                        "compile_errors, seconds FROM arm_stats "
                        "WHERE campaign = ?1 ORDER BY arm");
  s.bind(1, campaign);
  std::vector<ArmStats> stats;
  int rc;
  while ((rc = s.step()) == SQLITE_ROW) {
    ArmStats a;
    a.arm = s.text(0);
    a.tried = s.integer(1);
    a.silent = s.integer(2);
    a.silentNew = s.integer(3);
    a.loud = s.integer(4);
    a.compileErrors = s.integer(5);
    a.seconds = s.real(6);
    stats.push_back(std::move(a));
  }
  if (rc != SQLITE_DONE)
    (void)fail("cannot read arm statistics");
  return stats;
}

std::vector<CampaignRecord> FindingsStore::campaigns() {
  Statement s(database, std::string("SELECT ") + kCampaignColumns +
                            " FROM campaigns ORDER BY id");
  std::vector<CampaignRecord> records;
  int rc;
  while ((rc = s.step()) == SQLITE_ROW)
    records.push_back(readCampaign(s));
  if (rc != SQLITE_DONE)
    (void)fail("cannot read campaigns");
  return records;
}

//===----------------------------------------------------------------------===//
// Findings
//===----------------------------------------------------------------------===//

FailureOr<int64_t> FindingsStore::upsertFinding(const Finding &f, bool &isNew) {
  isNew = false;
  if (f.signature.empty())
    return reject("a finding needs a signature");
  std::string now = nowIso();
  Transaction t(database);
  if (!t.ok())
    return fail("cannot record finding " + f.signature);
  Statement find(database, "SELECT id FROM findings WHERE signature = ?1");
  find.bind(1, f.signature);
  int rc = find.step();
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return fail("cannot look up finding " + f.signature);
  int64_t id;
  if (rc == SQLITE_ROW) {
    id = find.integer(0);
    Statement hit(database,
                  "UPDATE findings SET hits = hits + ?2, updated = ?3 "
                  "WHERE id = ?1");
    hit.bind(1, id).bind(2, f.hits).bind(3, now);
    if (!hit.run())
      return fail("cannot count a hit of finding " + f.signature);
  } else {
    Statement insert(
        database,
        std::string("INSERT INTO findings (") + kFindingColumns +
            ") VALUES (NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
            "?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?20)");
    bindContent(insert, 1, f)
        .bind(17, f.hits)
        .bind(18, f.firstCampaign)
        .bind(19, f.firstProgram)
        .bind(20, now);
    if (!insert.run())
      return fail("cannot insert finding " + f.signature);
    id = sqlite3_last_insert_rowid(database);
  }
  if (!t.commit())
    return fail("cannot commit finding " + f.signature);
  isNew = rc == SQLITE_DONE;
  return id;
}

FailureOr<int64_t> FindingsStore::updateFinding(const Finding &f) {
  if (f.signature.empty())
    return reject("a finding needs a signature");
  std::string now = nowIso();
  std::string name = "finding #" + std::to_string(f.id);
  Transaction t(database);
  if (!t.ok())
    return fail("cannot update " + name);

  Statement self(database, "SELECT hits FROM findings WHERE id = ?1");
  self.bind(1, f.id);
  int rc = self.step();
  if (rc == SQLITE_DONE)
    return reject("no " + name);
  if (rc != SQLITE_ROW)
    return fail("cannot read " + name);
  int64_t hits = self.integer(0);

  Statement other(database,
                  "SELECT id FROM findings WHERE signature = ?1 AND id != ?2");
  other.bind(1, f.signature).bind(2, f.id);
  rc = other.step();
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return fail("cannot look up finding " + f.signature);

  int64_t survivor = f.id;
  if (rc == SQLITE_ROW) {
    survivor = other.integer(0);
    Statement merge(database,
                    "UPDATE findings SET hits = hits + ?2, updated = ?3 "
                    "WHERE id = ?1");
    merge.bind(1, survivor).bind(2, hits).bind(3, now);
    Statement drop(database, "DELETE FROM findings WHERE id = ?1");
    drop.bind(1, f.id);
    if (!merge.run() || !drop.run())
      return fail("cannot merge " + name + " into #" +
                  std::to_string(survivor));
  } else {
    Statement update(
        database,
        "UPDATE findings SET signature = ?2, kind = ?3, rank = ?4, "
        "state = ?5, pass = ?6, op = ?7, variant = ?8, pipeline = ?9, "
        "source = ?10, recipe = ?11, program = ?12, seed = ?13, "
        "reproduce = ?14, report_dir = ?15, summary = ?16, note = ?17, "
        "updated = ?18 WHERE id = ?1");
    update.bind(1, f.id);
    bindContent(update, 2, f).bind(18, now);
    if (!update.run())
      return fail("cannot update " + name);
  }
  if (!t.commit())
    return fail("cannot commit " + name);
  return survivor;
}

LogicalResult FindingsStore::setState(int64_t id, FindingState state,
                                      const std::string &note) {
  Statement s(database,
              "UPDATE findings SET state = ?2, note = CASE WHEN ?3 = '' "
              "THEN note ELSE ?3 END, updated = ?4 WHERE id = ?1");
  s.bind(1, id)
      .bind(2, std::string(findingStateName(state)))
      .bind(3, note)
      .bind(4, nowIso());
  if (!s.run())
    return fail("cannot set the state of finding #" + std::to_string(id));
  if (sqlite3_changes(database) == 0)
    return reject("no finding #" + std::to_string(id));
  return success();
}

std::optional<Finding> FindingsStore::finding(int64_t id) {
  Statement s(database, std::string("SELECT ") + kFindingColumns +
                            " FROM findings WHERE id = ?1");
  s.bind(1, id);
  int rc = s.step();
  if (rc == SQLITE_ROW)
    return readFinding(s);
  if (rc != SQLITE_DONE)
    (void)fail("cannot read finding #" + std::to_string(id));
  return std::nullopt;
}

std::optional<Finding>
FindingsStore::findingBySignature(const std::string &signature) {
  Statement s(database, std::string("SELECT ") + kFindingColumns +
                            " FROM findings WHERE signature = ?1");
  s.bind(1, signature);
  int rc = s.step();
  if (rc == SQLITE_ROW)
    return readFinding(s);
  if (rc != SQLITE_DONE)
    (void)fail("cannot read finding " + signature);
  return std::nullopt;
}

std::vector<Finding> FindingsStore::findings(std::optional<FindingState> state,
                                             std::optional<int> maxRank) {
  Statement s(database, std::string("SELECT ") + kFindingColumns +
                            " FROM findings WHERE (?1 IS NULL OR state = ?1) "
                            "AND (?2 IS NULL OR rank <= ?2) ORDER BY rank, id");
  if (state)
    s.bind(1, std::string(findingStateName(*state)));
  else
    s.bindNull(1);
  if (maxRank)
    s.bind(2, static_cast<int64_t>(*maxRank));
  else
    s.bindNull(2);
  std::vector<Finding> result;
  int rc;
  while ((rc = s.step()) == SQLITE_ROW)
    result.push_back(readFinding(s));
  if (rc != SQLITE_DONE)
    (void)fail("cannot read findings");
  return result;
}

//===----------------------------------------------------------------------===//
// Review queue
//===----------------------------------------------------------------------===//

namespace {

FixCandidate readCandidate(const Statement &s) {
  FixCandidate c;
  c.id = s.integer(0);
  c.finding = s.integer(1);
  c.findingOrigin = s.text(2);
  c.signature = s.text(3);
  c.agent = s.text(4);
  c.attempt = s.integer(5);
  c.plugin = s.text(6);
  c.fixPass = s.text(7);
  c.replaces = s.text(8);
  c.patch = s.text(9);
  c.state =
      candidateStateByName(s.text(10)).value_or(CandidateState::PendingReview);
  c.failedChecks = s.text(11);
  c.evidence = s.text(12);
  c.filterSeconds = s.real(13);
  c.note = s.text(14);
  c.findingCreated = s.text(15);
  c.created = s.text(16);
  c.decided = s.text(17);
  return c;
}

} // namespace

FailureOr<int64_t> FindingsStore::addCandidate(const FixCandidate &c) {
  Statement s(database,
              "INSERT INTO candidates (finding, finding_origin, signature, "
              "agent, attempt, plugin, fix_pass, replaces, patch, state, "
              "failed_checks, evidence, filter_seconds, note, "
              "finding_created, created, decided) VALUES (?1, ?2, ?3, ?4, "
              "?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, '')");
  if (c.finding)
    s.bind(1, c.finding);
  else
    s.bindNull(1);
  s.bind(2, c.findingOrigin)
      .bind(3, c.signature)
      .bind(4, c.agent)
      .bind(5, c.attempt)
      .bind(6, c.plugin)
      .bind(7, c.fixPass)
      .bind(8, c.replaces)
      .bind(9, c.patch)
      .bind(10, std::string(candidateStateName(c.state)))
      .bind(11, c.failedChecks)
      .bind(12, c.evidence.empty() ? std::string("{}") : c.evidence)
      .bind(13, c.filterSeconds)
      .bind(14, c.note)
      .bind(15, c.findingCreated)
      .bind(16, nowIso());
  if (!s.run())
    return fail("cannot add a fix candidate");
  return sqlite3_last_insert_rowid(database);
}

LogicalResult FindingsStore::decideCandidate(int64_t id, CandidateState state,
                                             const std::string &note) {
  std::optional<FixCandidate> c = candidate(id);
  if (!c)
    return reject("no fix candidate #" + std::to_string(id));
  if (c->state == CandidateState::RejectedByFilter)
    return reject("fix candidate #" + std::to_string(id) +
                  " was rejected by the filter: it never reached review");
  Statement s(database, "UPDATE candidates SET state = ?1, note = ?2, "
                        "decided = ?3 WHERE id = ?4");
  s.bind(1, std::string(candidateStateName(state)))
      .bind(2, note)
      .bind(3, nowIso())
      .bind(4, id);
  if (!s.run())
    return fail("cannot decide fix candidate #" + std::to_string(id));
  return success();
}

std::optional<FixCandidate> FindingsStore::candidate(int64_t id) {
  Statement s(database, std::string("SELECT ") + kCandidateColumns +
                            " FROM candidates WHERE id = ?1");
  s.bind(1, id);
  int rc = s.step();
  if (rc == SQLITE_ROW)
    return readCandidate(s);
  if (rc != SQLITE_DONE)
    (void)fail("cannot read fix candidate #" + std::to_string(id));
  return std::nullopt;
}

std::vector<FixCandidate>
FindingsStore::candidates(std::optional<CandidateState> state) {
  Statement s(database, std::string("SELECT ") + kCandidateColumns +
                            " FROM candidates WHERE (?1 IS NULL OR state = "
                            "?1) ORDER BY id");
  if (state)
    s.bind(1, std::string(candidateStateName(*state)));
  else
    s.bindNull(1);
  std::vector<FixCandidate> result;
  int rc;
  while ((rc = s.step()) == SQLITE_ROW)
    result.push_back(readCandidate(s));
  if (rc != SQLITE_DONE)
    (void)fail("cannot read fix candidates");
  return result;
}

//===----------------------------------------------------------------------===//
// Integrity
//===----------------------------------------------------------------------===//

bool FindingsStore::checkIntegrity(std::string &error) {
  Statement integrity(database, "PRAGMA integrity_check");
  std::vector<std::string> problems;
  int rc;
  while ((rc = integrity.step()) == SQLITE_ROW)
    problems.push_back(integrity.text(0));
  if (rc != SQLITE_DONE) {
    error =
        databasePath + ": cannot check integrity: " + sqlite3_errmsg(database);
    return false;
  }
  if (problems.size() == 1 && problems.front() == "ok")
    problems.clear();
  // integrity_check does not look at foreign keys.
  Statement keys(database, "PRAGMA foreign_key_check");
  while ((rc = keys.step()) == SQLITE_ROW)
    problems.push_back("row " + keys.text(1) + " of " + keys.text(0) +
                       " refers to a missing row of " + keys.text(2));
  if (rc != SQLITE_DONE) {
    error = databasePath +
            ": cannot check foreign keys: " + sqlite3_errmsg(database);
    return false;
  }
  if (problems.empty())
    return true;
  error = databasePath + ":";
  for (const std::string &p : problems)
    error += " " + p + ";";
  error.pop_back();
  return false;
}
