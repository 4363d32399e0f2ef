//===- FindingsStoreTest.cpp - The findings store on real databases -------===//
//
// Every test works on a real database of its own: a file in a fresh
// temporary directory, or (under scripts/with_postgres.sh) a fresh database
// on a real PostgreSQL server (StoreLocation.h). On both: refusal of
// another program's database, deduplication and merging of findings, hits
// counted once per program, states and ranks, campaign resumption, arm
// statistics, two connections on one store, a writer killed with SIGKILL in
// the middle of its transactions, the review queue, and a store copied from
// one backend to the other. On files alone (SqliteFileTest): creation and
// reopening, refusal of files that are not ours (left untouched), schema
// migration.
//
//===----------------------------------------------------------------------===//

#include "fuzz/FindingsStore.h"

#include "StoreLocation.h"
#include "store/Connection.h"
#include "store/StoreCopy.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

using namespace defuse;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

class FindingsStoreTest : public ::testing::Test {
protected:
  void SetUp() override {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "defuse-findings-XXXXXX")
            .string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir = pattern;
    path = (std::filesystem::path(dir) / "findings.db").string();
    location = storetest::freshStoreLocation(path);
  }
  void TearDown() override {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }

  std::unique_ptr<FindingsStore> open() {
    std::string error;
    std::unique_ptr<FindingsStore> store = FindingsStore::open(location, error);
    EXPECT_TRUE(store) << error;
    EXPECT_EQ(error, "");
    return store;
  }

  /// `location` is the store under test; `path` a file in `dir`.
  std::string dir, path, location;
};

/// What only a store in a file has: the file itself.
class SqliteFileTest : public FindingsStoreTest {
protected:
  void SetUp() override {
    FindingsStoreTest::SetUp();
    location = path;
  }
};

/// The first column of the first row of `sql`, read with SQLite directly
/// (not through the store under test); "" when there is no row.
std::string rawQuery(const std::string &path, const std::string &sql) {
  sqlite3 *db = nullptr;
  std::string result;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) ==
      SQLITE_OK) {
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) == SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_text(stmt, 0))
      result = reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0));
    else
      result = std::string("error: ") + sqlite3_errmsg(db);
    sqlite3_finalize(stmt);
  }
  sqlite3_close(db);
  return result;
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Finding makeFinding(const std::string &signature, int rank = 0) {
  Finding f;
  f.signature = signature;
  f.kind = signature.substr(0, signature.find('@'));
  f.rank = rank;
  f.summary = "first sighting of " + signature;
  return f;
}

int64_t upsert(FindingsStore &store, const Finding &f, bool expectNew) {
  bool isNew = !expectNew;
  llvm::FailureOr<int64_t> id = store.upsertFinding(f, isNew);
  EXPECT_TRUE(llvm::succeeded(id)) << store.lastError();
  EXPECT_EQ(isNew, expectNew) << f.signature;
  return llvm::succeeded(id) ? *id : -1;
}

std::vector<std::string> signaturesOf(const std::vector<Finding> &findings) {
  std::vector<std::string> s;
  s.reserve(findings.size());
  for (const Finding &f : findings)
    s.push_back(f.signature);
  return s;
}

//===----------------------------------------------------------------------===//
// Opening
//===----------------------------------------------------------------------===//

TEST_F(SqliteFileTest, CreatesAndReopens) {
  ASSERT_FALSE(std::filesystem::exists(path));
  int64_t id;
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    EXPECT_TRUE(std::filesystem::exists(path));
    EXPECT_TRUE(store->findings().empty());
    EXPECT_TRUE(store->campaigns().empty());
    id = upsert(*store, makeFinding("drift@canonicalize:tosa.add"), true);
    EXPECT_EQ(rawQuery(path, "PRAGMA journal_mode"), "wal");
  }
  EXPECT_EQ(rawQuery(path, "PRAGMA user_version"), "3");
  EXPECT_NE(rawQuery(path, "PRAGMA application_id"), "0");

  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  std::optional<Finding> f = store->finding(id);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->signature, "drift@canonicalize:tosa.add");
  std::string error;
  EXPECT_TRUE(store->checkIntegrity(error)) << error;
}

TEST_F(SqliteFileTest, RejectsATextFileAndLeavesItAlone) {
  std::string text = "name,value\nsoftmax,3\nthis is not a database\n";
  std::ofstream(path) << text;
  std::string error;
  EXPECT_FALSE(FindingsStore::open(path, error));
  EXPECT_NE(error.find(path), std::string::npos) << error;
  EXPECT_NE(error.find("not a database"), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  EXPECT_EQ(readFile(path), text);
}

TEST_F(SqliteFileTest, RejectsAnotherSchemaAndLeavesItAlone) {
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "CREATE TABLE findings (id INTEGER PRIMARY KEY, x); "
                         "INSERT INTO findings VALUES (1, 'theirs')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);

  std::string error;
  EXPECT_FALSE(FindingsStore::open(path, error));
  EXPECT_NE(error.find(path), std::string::npos) << error;
  EXPECT_NE(error.find("not a defuse findings database"), std::string::npos)
      << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  // Neither switched to WAL nor given our tables.
  EXPECT_EQ(rawQuery(path, "PRAGMA journal_mode"), "delete");
  EXPECT_EQ(rawQuery(path, "SELECT count(*) FROM sqlite_schema"), "1");
  EXPECT_EQ(rawQuery(path, "SELECT x FROM findings"), "theirs");
}

TEST_F(SqliteFileTest, RejectsANewerSchema) {
  { ASSERT_TRUE(open()); }
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(
      sqlite3_exec(db, "PRAGMA user_version = 99", nullptr, nullptr, nullptr),
      SQLITE_OK);
  sqlite3_close(db);
  std::string error;
  EXPECT_FALSE(FindingsStore::open(path, error));
  EXPECT_NE(error.find("schema version 99"), std::string::npos) << error;
}

TEST_F(SqliteFileTest, FailsOnAMissingDirectory) {
  std::string missing = dir + "/no/such/dir/findings.db";
  std::string error;
  EXPECT_FALSE(FindingsStore::open(missing, error));
  EXPECT_NE(error.find(missing), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
}

//===----------------------------------------------------------------------===//
// Findings
//===----------------------------------------------------------------------===//

TEST_F(FindingsStoreTest, UpsertDeduplicatesBySignature) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);

  // Quotes and SQL in values must be stored as they are.
  Finding f = makeFinding("signed-zero-mismatch@math-expand-ops:tosa.ceil");
  f.pass = "math-expand-ops";
  f.op = "tosa.ceil";
  f.variant = "math-expansion";
  f.pipeline = "builtin.module(func.func(tosa-to-linalg),math-expand-ops)";
  f.source = "gen:softmax";
  f.recipe = "softmax 4x8 f32, ceil'd; DROP TABLE findings; --";
  f.programText = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                  "  return %a : tensor<4xf32>\n}\n";
  f.seed = std::numeric_limits<uint64_t>::max();
  f.reproduce = "defuse run 'x.mlir' --pipeline \"...\"";
  f.firstCampaign = 7;
  f.firstProgram = 12;
  int64_t id = upsert(*store, f, true);

  std::optional<Finding> got = store->finding(id);
  ASSERT_TRUE(got);
  EXPECT_EQ(got->id, id);
  EXPECT_EQ(got->signature, f.signature);
  EXPECT_EQ(got->kind, "signed-zero-mismatch");
  EXPECT_EQ(got->pass, f.pass);
  EXPECT_EQ(got->op, f.op);
  EXPECT_EQ(got->variant, f.variant);
  EXPECT_EQ(got->pipeline, f.pipeline);
  EXPECT_EQ(got->source, f.source);
  EXPECT_EQ(got->recipe, f.recipe);
  EXPECT_EQ(got->programText, f.programText);
  EXPECT_EQ(got->seed, f.seed);
  EXPECT_EQ(got->reproduce, f.reproduce);
  EXPECT_EQ(got->hits, 1);
  EXPECT_EQ(got->firstCampaign, 7);
  EXPECT_EQ(got->firstProgram, 12);
  EXPECT_EQ(got->state, FindingState::New);
  EXPECT_EQ(got->created.size(), std::string("2025-01-01T00:00:00Z").size())
      << got->created;
  EXPECT_EQ(got->created.back(), 'Z');

  // The same signature again counts a hit and keeps the first sighting.
  Finding again = makeFinding(f.signature);
  again.summary = "second sighting";
  EXPECT_EQ(upsert(*store, again, false), id);
  EXPECT_EQ(upsert(*store, again, false), id);
  got = store->findingBySignature(f.signature);
  ASSERT_TRUE(got);
  EXPECT_EQ(got->id, id);
  EXPECT_EQ(got->hits, 3);
  EXPECT_EQ(got->summary, f.summary);
  EXPECT_EQ(got->programText, f.programText);

  int64_t other = upsert(*store, makeFinding("drift@:"), true);
  EXPECT_NE(other, id);
  EXPECT_EQ(store->findings().size(), 2u);
  EXPECT_FALSE(store->findingBySignature("drift@x:"));

  bool isNew = true;
  EXPECT_TRUE(llvm::failed(store->upsertFinding(Finding(), isNew)));
  EXPECT_FALSE(isNew);
}

TEST_F(FindingsStoreTest, UpdateRefinesThenMergesIntoAnExistingSignature) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  int64_t a = upsert(*store, makeFinding("drift@:"), true);
  int64_t b =
      upsert(*store, makeFinding("drift@math-expand-ops:tosa.ceil"), true);
  upsert(*store, makeFinding("drift@math-expand-ops:tosa.ceil"), false);

  // Triage names the pass: the signature changes, nothing to merge with.
  std::optional<Finding> fa = store->finding(a);
  ASSERT_TRUE(fa);
  fa->signature = "drift@canonicalize:";
  fa->pass = "canonicalize";
  fa->state = FindingState::Triaged;
  fa->reportDir = dir + "/report-a";
  fa->summary = "canonicalize drifts";
  fa->hits = 100; // owned by the store: ignored
  llvm::FailureOr<int64_t> kept = store->updateFinding(*fa);
  ASSERT_TRUE(llvm::succeeded(kept)) << store->lastError();
  EXPECT_EQ(*kept, a);
  EXPECT_FALSE(store->findingBySignature("drift@:"));
  std::optional<Finding> updated =
      store->findingBySignature("drift@canonicalize:");
  ASSERT_TRUE(updated);
  EXPECT_EQ(updated->id, a);
  EXPECT_EQ(updated->pass, "canonicalize");
  EXPECT_EQ(updated->state, FindingState::Triaged);
  EXPECT_EQ(updated->reportDir, dir + "/report-a");
  EXPECT_EQ(updated->summary, "canonicalize drifts");
  EXPECT_EQ(updated->hits, 1);

  // Further triage shows it is b's bug: a merges into b.
  updated->signature = "drift@math-expand-ops:tosa.ceil";
  updated->summary = "lost in the merge";
  kept = store->updateFinding(*updated);
  ASSERT_TRUE(llvm::succeeded(kept)) << store->lastError();
  EXPECT_EQ(*kept, b);
  EXPECT_FALSE(store->finding(a));
  std::optional<Finding> fb = store->finding(b);
  ASSERT_TRUE(fb);
  EXPECT_EQ(fb->hits, 3);
  EXPECT_EQ(fb->summary, "first sighting of drift@math-expand-ops:tosa.ceil");
  EXPECT_EQ(store->findings().size(), 1u);

  // The merged id is not handed out again.
  int64_t c = upsert(*store, makeFinding("nan-mismatch@:"), true);
  EXPECT_GT(c, b);
  EXPECT_GT(c, a);

  // Updating a finding that is gone fails.
  EXPECT_TRUE(llvm::failed(store->updateFinding(*updated)));
  EXPECT_NE(store->lastError().find("no finding #" + std::to_string(a)),
            std::string::npos)
      << store->lastError();
}

TEST_F(FindingsStoreTest, StatesRoundTripAndFilter) {
  for (FindingState s :
       {FindingState::New, FindingState::Triaged, FindingState::Reduced,
        FindingState::Reported, FindingState::Fixed, FindingState::NotABug}) {
    std::optional<FindingState> back = findingStateByName(findingStateName(s));
    ASSERT_TRUE(back) << findingStateName(s);
    EXPECT_EQ(*back, s);
  }
  EXPECT_STREQ(findingStateName(FindingState::NotABug), "not-a-bug");
  EXPECT_FALSE(findingStateByName("bogus"));
  EXPECT_FALSE(findingStateByName("New"));

  int64_t a, b, c;
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    a = upsert(*store, makeFinding("drift@a:"), true);
    b = upsert(*store, makeFinding("drift@b:"), true);
    c = upsert(*store, makeFinding("drift@c:"), true);
    ASSERT_TRUE(llvm::succeeded(store->setState(
        b, FindingState::NotABug, "reassociation within the bound")))
        << store->lastError();
    ASSERT_TRUE(llvm::succeeded(
        store->setState(c, FindingState::Reported, "llvm-project#218111")));
    // No note: the previous one stays.
    ASSERT_TRUE(llvm::succeeded(store->setState(c, FindingState::Fixed)));
    EXPECT_TRUE(llvm::failed(store->setState(9999, FindingState::Fixed)));
  }
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  EXPECT_EQ(store->finding(a)->state, FindingState::New);
  EXPECT_EQ(store->finding(b)->state, FindingState::NotABug);
  EXPECT_EQ(store->finding(b)->note, "reassociation within the bound");
  EXPECT_EQ(store->finding(c)->state, FindingState::Fixed);
  EXPECT_EQ(store->finding(c)->note, "llvm-project#218111");
  EXPECT_EQ(signaturesOf(store->findings(FindingState::NotABug)),
            std::vector<std::string>{"drift@b:"});
  EXPECT_EQ(signaturesOf(store->findings(FindingState::New)),
            std::vector<std::string>{"drift@a:"});
  EXPECT_TRUE(store->findings(FindingState::Reduced).empty());
}

TEST_F(FindingsStoreTest, SilentFindingsComeFirst) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  upsert(*store, makeFinding("compile-error@x:", 3), true);
  upsert(*store, makeFinding("crash@y:", 1), true);
  int64_t silent1 = upsert(*store, makeFinding("drift@z:", 0), true);
  upsert(*store, makeFinding("compiler-crash@w:", 2), true);
  upsert(*store, makeFinding("nan-mismatch@v:", 0), true);
  EXPECT_EQ(
      signaturesOf(store->findings()),
      (std::vector<std::string>{"drift@z:", "nan-mismatch@v:", "crash@y:",
                                "compiler-crash@w:", "compile-error@x:"}));
  EXPECT_EQ(
      signaturesOf(store->findings(std::nullopt, 1)),
      (std::vector<std::string>{"drift@z:", "nan-mismatch@v:", "crash@y:"}));
  EXPECT_TRUE(store->findings(std::nullopt, -1).empty());
  ASSERT_TRUE(llvm::succeeded(store->setState(silent1, FindingState::Triaged)));
  EXPECT_EQ(signaturesOf(store->findings(FindingState::New, 0)),
            std::vector<std::string>{"nan-mismatch@v:"});
}

//===----------------------------------------------------------------------===//
// Campaigns
//===----------------------------------------------------------------------===//

TEST_F(FindingsStoreTest, CampaignResumesWhereItStopped) {
  uint64_t seed = std::numeric_limits<uint64_t>::max() - 1;
  int64_t id;
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    llvm::FailureOr<CampaignRecord> c =
        store->beginCampaign(seed, R"({"budget":60})");
    ASSERT_TRUE(llvm::succeeded(c)) << store->lastError();
    id = c->id;
    EXPECT_EQ(c->seed, seed);
    EXPECT_EQ(c->programs, 0);
    EXPECT_EQ(store->nextProgramIndex(id), 0);
    for (int64_t i = 0; i < 5; ++i)
      ASSERT_TRUE(llvm::succeeded(
          store->recordProgram(id, i, "gen:softmax|variant:o2", "pass", 0.25)))
          << store->lastError();
  }
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  llvm::FailureOr<CampaignRecord> c =
      store->beginCampaign(seed, R"({"budget":999})");
  ASSERT_TRUE(llvm::succeeded(c)) << store->lastError();
  EXPECT_EQ(c->id, id);
  EXPECT_EQ(c->options, R"({"budget":60})");
  EXPECT_EQ(c->programs, 5);
  EXPECT_DOUBLE_EQ(c->seconds, 1.25);
  EXPECT_EQ(store->nextProgramIndex(id), 5);

  llvm::FailureOr<CampaignRecord> other = store->beginCampaign(7, "");
  ASSERT_TRUE(llvm::succeeded(other)) << store->lastError();
  EXPECT_NE(other->id, id);
  EXPECT_EQ(other->options, "{}");
  EXPECT_EQ(store->nextProgramIndex(other->id), 0);
  std::vector<CampaignRecord> all = store->campaigns();
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].id, id);
  EXPECT_EQ(all[1].id, other->id);

  EXPECT_TRUE(llvm::failed(store->beginCampaign(8, "{not json")));
  EXPECT_EQ(store->campaigns().size(), 2u);
}

TEST_F(FindingsStoreTest, RecordingAProgramTwiceCountsItOnce) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  llvm::FailureOr<CampaignRecord> c = store->beginCampaign(1, "{}");
  ASSERT_TRUE(llvm::succeeded(c));
  bool recorded = false;
  ASSERT_TRUE(llvm::succeeded(
      store->recordProgram(c->id, 0, "a", "pass", 1.5, &recorded)));
  EXPECT_TRUE(recorded);
  ASSERT_TRUE(llvm::succeeded(
      store->recordProgram(c->id, 0, "a", "pass", 1.5, &recorded)));
  EXPECT_FALSE(recorded);
  ASSERT_TRUE(llvm::succeeded(store->recordProgram(c->id, 0, "b", "drift", 9)));
  EXPECT_EQ(store->campaigns()[0].programs, 1);
  EXPECT_DOUBLE_EQ(store->campaigns()[0].seconds, 1.5);
  auto outcome =
      store->connection().query("SELECT outcome FROM programs WHERE idx = 0");
  ASSERT_TRUE(succeeded(outcome) && outcome->rows() == 1u);
  EXPECT_EQ(outcome->text(0, 0), "pass");

  // A gap (a program still running in another worker) is skipped over.
  ASSERT_TRUE(llvm::succeeded(store->recordProgram(c->id, 3, "a", "drift", 2)));
  EXPECT_EQ(store->nextProgramIndex(c->id), 4);
  EXPECT_EQ(store->campaigns()[0].programs, 2);

  EXPECT_TRUE(llvm::failed(store->recordProgram(c->id, -1, "a", "pass", 0)));
  EXPECT_TRUE(llvm::failed(store->recordProgram(c->id + 1, 0, "a", "pass", 0)));
  // SQLite says "FOREIGN KEY constraint failed", PostgreSQL "violates
  // foreign key constraint".
  EXPECT_NE(llvm::StringRef(store->lastError()).find_insensitive("foreign key"),
            llvm::StringRef::npos)
      << store->lastError();
  EXPECT_EQ(store->nextProgramIndex(c->id + 1), 0);
}

TEST_F(FindingsStoreTest, ArmStatsAccumulateAndPersist) {
  int64_t id, otherId;
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    id = store->beginCampaign(1, "{}")->id;
    otherId = store->beginCampaign(2, "{}")->id;
    ArmStats d{"gen:softmax|variant:o2", 3, 1, 1, 0, 1, 2.5};
    ASSERT_TRUE(llvm::succeeded(store->addArmStats(id, d)))
        << store->lastError();
    ASSERT_TRUE(llvm::succeeded(store->addArmStats(id, d)));
    ASSERT_TRUE(llvm::succeeded(store->addArmStats(
        id, {"gen:attention|variant:o0", 1, 0, 0, 1, 0, 1})));
    ASSERT_TRUE(llvm::succeeded(store->addArmStats(
        otherId, {"gen:softmax|variant:o2", 5, 0, 0, 0, 0, 0})));
    EXPECT_TRUE(llvm::failed(store->addArmStats(otherId + 1, d)));
  }
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  ASSERT_TRUE(llvm::succeeded(
      store->addArmStats(id, {"gen:softmax|variant:o2", 1, 0, 0, 0, 0, 0.5})));
  std::vector<ArmStats> stats = store->armStats(id);
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[0].arm, "gen:attention|variant:o0");
  EXPECT_EQ(stats[0].tried, 1);
  EXPECT_EQ(stats[0].loud, 1);
  EXPECT_EQ(stats[1].arm, "gen:softmax|variant:o2");
  EXPECT_EQ(stats[1].tried, 7);
  EXPECT_EQ(stats[1].silent, 2);
  EXPECT_EQ(stats[1].silentNew, 2);
  EXPECT_EQ(stats[1].loud, 0);
  EXPECT_EQ(stats[1].compileErrors, 2);
  EXPECT_DOUBLE_EQ(stats[1].seconds, 5.5);
  std::vector<ArmStats> other = store->armStats(otherId);
  ASSERT_EQ(other.size(), 1u);
  EXPECT_EQ(other[0].tried, 5);
}

//===----------------------------------------------------------------------===//
// Several connections, and a writer killed mid-flight
//===----------------------------------------------------------------------===//

TEST_F(FindingsStoreTest, TwoConnectionsSeeEachOthersCommits) {
  std::unique_ptr<FindingsStore> writer = open();
  std::unique_ptr<FindingsStore> reader = open();
  ASSERT_TRUE(writer && reader);
  int64_t id = upsert(*writer, makeFinding("drift@p:"), true);
  EXPECT_EQ(upsert(*reader, makeFinding("drift@p:"), false), id);
  ASSERT_TRUE(llvm::succeeded(reader->setState(id, FindingState::Reduced)));
  std::optional<Finding> f = writer->finding(id);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->hits, 2);
  EXPECT_EQ(f->state, FindingState::Reduced);
}

/// Forks a writer that records programs of `campaign` (and their arm
/// statistics) as fast as it can, from where the campaign stands, and kills
/// it with SIGKILL after it has recorded some and `runFor` has passed, while
/// this process reads and writes the same file as a listing or a second
/// worker would.
void runAndKillWriter(const std::string &location, int64_t campaign,
                      std::chrono::milliseconds runFor) {
  int64_t before;
  {
    std::string error;
    std::unique_ptr<FindingsStore> store = FindingsStore::open(location, error);
    ASSERT_TRUE(store) << error;
    before = store->nextProgramIndex(campaign);
  }
  // The child opens its own connection: one must not cross fork().
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::string error;
    std::unique_ptr<FindingsStore> store = FindingsStore::open(location, error);
    if (!store)
      _exit(2);
    for (int64_t i = store->nextProgramIndex(campaign);; ++i) {
      if (llvm::failed(
              store->recordProgram(campaign, i, "gen:mlp", "pass", 0.5)) ||
          llvm::failed(
              store->addArmStats(campaign, {"gen:mlp", 1, 0, 0, 0, 0, 0.5})))
        _exit(3);
    }
  }
  {
    std::string error;
    std::unique_ptr<FindingsStore> store = FindingsStore::open(location, error);
    EXPECT_TRUE(store) << error;
    auto start = std::chrono::steady_clock::now();
    int64_t seen = before;
    while (
        store &&
        (seen <= before || std::chrono::steady_clock::now() - start < runFor) &&
        std::chrono::steady_clock::now() - start < std::chrono::seconds(10)) {
      int64_t next = store->nextProgramIndex(campaign);
      EXPECT_GE(next, seen);
      seen = next;
      bool isNew;
      EXPECT_TRUE(llvm::succeeded(
          store->upsertFinding(makeFinding("drift@concurrent:"), isNew)))
          << store->lastError();
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  ASSERT_EQ(kill(child, SIGKILL), 0);
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  // Killed while still looping, not ended by a failure of its own.
  ASSERT_TRUE(WIFSIGNALED(status))
      << "writer exited with " << WEXITSTATUS(status);
  EXPECT_EQ(WTERMSIG(status), SIGKILL);
}

TEST_F(FindingsStoreTest, SigkilledWriterLeavesAConsistentDatabase) {
  int64_t campaign;
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    campaign = store->beginCampaign(99, "{}")->id;
  }
  // Several kills, each resumed from the last, so that some land between
  // the statements of a transaction.
  int64_t last = 0;
  for (int round = 0; round < 5; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    runAndKillWriter(location, campaign, std::chrono::milliseconds(40));
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    std::string error;
    EXPECT_TRUE(store->checkIntegrity(error)) << error;
    int64_t next = store->nextProgramIndex(campaign);
    EXPECT_GT(next, last);
    last = next;
    auto programs = store->connection().query(
        "SELECT count(*) FROM programs WHERE campaign = ?1",
        {SqlValue(campaign)});
    ASSERT_TRUE(succeeded(programs)) << store->connection().lastError();
    EXPECT_EQ(programs->integer(0, 0), next);
    std::vector<CampaignRecord> campaigns = store->campaigns();
    ASSERT_EQ(campaigns.size(), 1u);
    EXPECT_EQ(campaigns[0].programs, next);
    EXPECT_DOUBLE_EQ(campaigns[0].seconds, 0.5 * static_cast<double>(next));
    // Arm statistics are committed after each program, so they trail the
    // programs by at most the one each kill interrupted.
    std::vector<ArmStats> stats = store->armStats(campaign);
    ASSERT_EQ(stats.size(), 1u);
    EXPECT_LE(stats[0].tried, next);
    EXPECT_GE(stats[0].tried, next - round - 1);
    std::optional<Finding> concurrent =
        store->findingBySignature("drift@concurrent:");
    ASSERT_TRUE(concurrent);
    EXPECT_GT(concurrent->hits, 1);
  }

  // And the campaign goes on from there.
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  ASSERT_TRUE(llvm::succeeded(
      store->recordProgram(campaign, last, "gen:mlp", "pass", 0.5)));
  EXPECT_EQ(store->nextProgramIndex(campaign), last + 1);
}

FixCandidate makeCandidate(CandidateState state, const std::string &pass);

TEST_F(FindingsStoreTest, AHitIsCountedOncePerProgramAndVariant) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  int64_t campaign = store->beginCampaign(3, "{}")->id;
  auto hitAt = [&](int64_t program, const std::string &variant) {
    Finding f = makeFinding("drift@p:tosa.add");
    f.firstCampaign = campaign;
    f.firstProgram = program;
    f.variant = variant;
    return f;
  };
  bool isNew = false, again = true;
  auto id = store->upsertFinding(hitAt(4, "v"), isNew, &again);
  ASSERT_TRUE(succeeded(id)) << store->lastError();
  EXPECT_TRUE(isNew);
  EXPECT_FALSE(again);
  // The same program and variant again: a shard redone after its worker
  // died. Nothing is counted, and the caller is told why.
  ASSERT_TRUE(succeeded(store->upsertFinding(hitAt(4, "v"), isNew, &again)));
  EXPECT_FALSE(isNew);
  EXPECT_TRUE(again);
  EXPECT_EQ(store->finding(*id)->hits, 1);
  // Another variant or another program is another hit.
  ASSERT_TRUE(succeeded(store->upsertFinding(hitAt(4, "w"), isNew, &again)));
  EXPECT_FALSE(again);
  ASSERT_TRUE(succeeded(store->upsertFinding(hitAt(5, "v"), isNew, &again)));
  EXPECT_FALSE(again);
  EXPECT_EQ(store->finding(*id)->hits, 3);
  // A hit from outside a campaign (firstCampaign 0) always counts.
  ASSERT_TRUE(succeeded(
      store->upsertFinding(makeFinding("drift@p:tosa.add"), isNew, &again)));
  ASSERT_TRUE(succeeded(
      store->upsertFinding(makeFinding("drift@p:tosa.add"), isNew, &again)));
  EXPECT_FALSE(again);
  EXPECT_EQ(store->finding(*id)->hits, 5);
}

TEST_F(FindingsStoreTest, AMergeKeepsTheHitsOfBoth) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  int64_t campaign = store->beginCampaign(3, "{}")->id;
  Finding coarse = makeFinding("drift@p:");
  coarse.firstCampaign = campaign;
  coarse.firstProgram = 1;
  Finding fine = makeFinding("drift@p:tosa.add");
  fine.firstCampaign = campaign;
  fine.firstProgram = 2;
  int64_t coarseId = upsert(*store, coarse, true);
  int64_t fineId = upsert(*store, fine, true);
  // Triage refines the coarse one into the fine one's signature.
  coarse.id = coarseId;
  coarse.signature = fine.signature;
  auto survivor = store->updateFinding(coarse);
  ASSERT_TRUE(succeeded(survivor)) << store->lastError();
  EXPECT_EQ(*survivor, fineId);
  EXPECT_FALSE(store->finding(coarseId));
  EXPECT_EQ(store->finding(fineId)->hits, 2);
  // Program 1's hit moved with it: meeting it again counts nothing.
  bool isNew = false, again = false;
  Finding replay = fine;
  replay.firstProgram = 1;
  ASSERT_TRUE(succeeded(store->upsertFinding(replay, isNew, &again)));
  EXPECT_TRUE(again);
  EXPECT_EQ(store->finding(fineId)->hits, 2);
  std::string error;
  EXPECT_TRUE(store->checkIntegrity(error)) << error;
}

TEST_F(FindingsStoreTest, RefusesAnotherProgramsDatabase) {
  {
    std::string error;
    std::unique_ptr<Connection> raw = Connection::open(location, error);
    ASSERT_TRUE(raw) << error;
    ASSERT_TRUE(succeeded(
        raw->script("CREATE TABLE findings (id INTEGER PRIMARY KEY, x TEXT); "
                    "INSERT INTO findings VALUES (1, 'theirs')")))
        << raw->lastError();
  }
  std::string error;
  EXPECT_FALSE(FindingsStore::open(location, error));
  EXPECT_NE(error.find("not a defuse findings database"), std::string::npos)
      << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  std::unique_ptr<Connection> raw = Connection::open(location, error);
  ASSERT_TRUE(raw) << error;
  auto theirs = raw->query("SELECT x FROM findings");
  ASSERT_TRUE(succeeded(theirs)) << raw->lastError();
  ASSERT_EQ(theirs->rows(), 1u);
  EXPECT_EQ(theirs->text(0, 0), "theirs");
}

/// A campaign's file copied into the store under test (a server's under
/// with_postgres.sh): every row, ids kept, and the store goes on from there.
TEST_F(FindingsStoreTest, ImportCopiesAFileStoreWithItsIds) {
  std::string file = dir + "/campaign.db";
  int64_t survivor;
  {
    std::string error;
    std::unique_ptr<FindingsStore> source = FindingsStore::open(file, error);
    ASSERT_TRUE(source) << error;
    int64_t campaign = source->beginCampaign(5, "{\"seed\": 5}")->id;
    ASSERT_TRUE(succeeded(source->recordProgram(campaign, 0, "a", "pass", 2)));
    upsert(*source, makeFinding("drift@gone:"), true);
    Finding kept = makeFinding("drift@p:tosa.add");
    kept.firstCampaign = campaign;
    survivor = upsert(*source, kept, true);
    // Ids with a hole: the import must keep them, not renumber.
    ASSERT_TRUE(succeeded(source->updateFinding([&] {
      Finding f = *source->findingBySignature("drift@gone:");
      f.signature = "drift@p:tosa.add";
      return f;
    }())));
    ASSERT_TRUE(succeeded(source->addCandidate(
        makeCandidate(CandidateState::PendingReview, "fix"))));
  }
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  std::string error;
  std::unique_ptr<FindingsStore> source = FindingsStore::open(file, error);
  ASSERT_TRUE(source) << error;
  std::vector<std::pair<std::string, int64_t>> copied;
  ASSERT_TRUE(succeeded(
      copyStore(source->connection(), store->connection(), copied, error)))
      << error;
  std::vector<Finding> findings = store->findings();
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].id, survivor);
  EXPECT_EQ(findings[0].hits, 2);
  EXPECT_EQ(store->campaigns().size(), 1u);
  EXPECT_EQ(store->campaigns()[0].programs, 1);
  EXPECT_EQ(store->candidates().size(), 1u);
  // New ids continue past the copied ones.
  int64_t next = upsert(*store, makeFinding("drift@q:"), true);
  EXPECT_GT(next, survivor);
  // A second import would renumber: refused, nothing written.
  EXPECT_TRUE(failed(
      copyStore(source->connection(), store->connection(), copied, error)));
  EXPECT_NE(error.find("empty store"), std::string::npos) << error;
  EXPECT_EQ(store->findings().size(), 2u);
}

//===----------------------------------------------------------------------===//
// The review queue
//===----------------------------------------------------------------------===//

FixCandidate makeCandidate(CandidateState state, const std::string &pass) {
  FixCandidate c;
  c.findingOrigin = "findings/F1";
  c.signature = "nan-mismatch@p:tosa.pow";
  c.agent = "cli";
  c.plugin = "/x/libFix.so";
  c.fixPass = pass;
  c.replaces = "p";
  c.state = state;
  c.failedChecks = state == CandidateState::RejectedByFilter
                       ? "stress-corpus, adversarial"
                       : "";
  c.evidence = R"({"verdict": "x"})";
  c.filterSeconds = 12.5;
  c.findingCreated = "2026-12-01T10:00:00Z";
  return c;
}

TEST_F(FindingsStoreTest, CandidatesAreFiledListedAndDecided) {
  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  auto rejected =
      store->addCandidate(makeCandidate(CandidateState::RejectedByFilter, "a"));
  auto pending =
      store->addCandidate(makeCandidate(CandidateState::PendingReview, "b"));
  ASSERT_TRUE(succeeded(rejected) && succeeded(pending));
  EXPECT_EQ(store->candidates().size(), 2u);
  std::vector<FixCandidate> waiting =
      store->candidates(CandidateState::PendingReview);
  ASSERT_EQ(waiting.size(), 1u);
  EXPECT_EQ(waiting[0].fixPass, "b");
  EXPECT_EQ(waiting[0].evidence, R"({"verdict": "x"})");
  EXPECT_DOUBLE_EQ(waiting[0].filterSeconds, 12.5);
  EXPECT_EQ(waiting[0].decided, "");

  // A reviewer decides what the filter let through, never what it stopped.
  EXPECT_TRUE(succeeded(
      store->decideCandidate(*pending, CandidateState::Accepted, "good")));
  EXPECT_TRUE(
      failed(store->decideCandidate(*rejected, CandidateState::Accepted, "")));
  EXPECT_NE(store->lastError().find("rejected by the filter"),
            std::string::npos);
  EXPECT_TRUE(failed(store->decideCandidate(99, CandidateState::Accepted, "")));
  std::optional<FixCandidate> decided = store->candidate(*pending);
  ASSERT_TRUE(decided);
  EXPECT_EQ(decided->state, CandidateState::Accepted);
  EXPECT_EQ(decided->note, "good");
  EXPECT_NE(decided->decided, "");
  EXPECT_EQ(store->candidate(*rejected)->failedChecks,
            "stress-corpus, adversarial");
}

TEST_F(SqliteFileTest, AVersionOneStoreGainsTheReviewQueue) {
  {
    std::unique_ptr<FindingsStore> store = open();
    ASSERT_TRUE(store);
    upsert(*store, makeFinding("drift@canonicalize:tosa.add"), true);
  }
  // Make it a store of schema 1, as the release before the queue wrote it.
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "DROP TABLE candidates; DROP TABLE finding_hits; "
                         "DROP TABLE work_items; DROP TABLE workers; "
                         "PRAGMA user_version = 1",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  EXPECT_EQ(rawQuery(path, "PRAGMA user_version"), "1");

  std::unique_ptr<FindingsStore> store = open();
  ASSERT_TRUE(store);
  EXPECT_EQ(rawQuery(path, "PRAGMA user_version"), "3");
  EXPECT_EQ(store->findings().size(), 1u);
  // The work queue came with the migration too.
  EXPECT_EQ(rawQuery(path, "SELECT count(*) FROM work_items"), "0");
  EXPECT_TRUE(succeeded(
      store->addCandidate(makeCandidate(CandidateState::PendingReview, "b"))));
  EXPECT_EQ(store->candidates().size(), 1u);
}

} // namespace
