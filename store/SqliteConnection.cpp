//===- SqliteConnection.cpp - A store in one SQLite file ------------------===//
//
// Durability: WAL with synchronous=NORMAL makes a committed transaction
// survive the death of the process at any moment (the OS holds its pages);
// only a power cut may take back the last few, and never half of one. WAL
// also lets a listing read while a campaign writes; writers of other
// processes wait for each other (busy timeout) instead of failing.
//
//===----------------------------------------------------------------------===//

#include "store/Connection.h"

#include <sqlite3.h>

#include <cinttypes>
#include <cstdio>
#include <thread>

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// "dfus": what tells our files from any other SQLite database.
constexpr int kApplicationId = 0x64667573;

class SqliteConnection : public Connection {
public:
  SqliteConnection(sqlite3 *db, std::string path)
      : Connection(std::move(path)), db(db) {}
  ~SqliteConnection() override { sqlite3_close_v2(db); }

  using Connection::query;

  Dialect dialect() const override { return Dialect::Sqlite; }
  std::string lastError() const override { return sqlite3_errmsg(db); }

  FailureOr<SqlResult> query(llvm::StringRef sql,
                             llvm::ArrayRef<SqlValue> params) override {
    std::string text = expandTokens(sql);
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, text.c_str(), -1, &stmt, nullptr) != SQLITE_OK)
      return failure();
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt *)> owner(
        stmt, sqlite3_finalize);
    for (size_t i = 0; i < params.size(); ++i)
      if (bind(stmt, static_cast<int>(i + 1), params[i]) != SQLITE_OK)
        return failure();
    SqlResult result;
    for (int c = 0, n = sqlite3_column_count(stmt); c < n; ++c)
      result.columns.push_back(sqlite3_column_name(stmt, c));
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
      std::vector<SqlValue> row;
      for (int c = 0, n = sqlite3_column_count(stmt); c < n; ++c)
        row.push_back(column(stmt, c));
      result.addRow(std::move(row));
    }
    if (rc != SQLITE_DONE)
      return failure();
    result.changed = sqlite3_changes(db);
    return result;
  }

  LogicalResult script(llvm::StringRef sql) override {
    return success(sqlite3_exec(db, sql.str().c_str(), nullptr, nullptr,
                                nullptr) == SQLITE_OK);
  }

  LogicalResult begin() override { return script("BEGIN IMMEDIATE"); }
  LogicalResult commit() override { return script("COMMIT"); }
  void rollback() override {
    if (!sqlite3_get_autocommit(db))
      (void)script("ROLLBACK");
  }

  bool waitForNotice(llvm::StringRef, double seconds) override {
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    return false;
  }
  void notify(llvm::StringRef) override {}

  FailureOr<Stamp> readStamp() override {
    auto id = query("PRAGMA application_id");
    auto version = query("PRAGMA user_version");
    auto tables = query("SELECT count(*) FROM sqlite_schema");
    if (failed(id) || failed(version) || failed(tables) || id->empty() ||
        version->empty() || tables->empty())
      return failure();
    Stamp stamp;
    int64_t app = id->integer(0, 0);
    stamp.ours = app == kApplicationId;
    stamp.version = version->integer(0, 0);
    stamp.tables = tables->integer(0, 0);
    if (!stamp.ours && (app != 0 || stamp.version != 0)) {
      char hex[32];
      std::snprintf(hex, sizeof hex, "0x%08" PRIx32,
                    static_cast<uint32_t>(app));
      stamp.foreign = "application_id " + std::string(hex) + ", user_version " +
                      std::to_string(stamp.version);
    }
    return stamp;
  }

  LogicalResult writeStamp(int64_t version) override {
    return script("PRAGMA application_id = " + std::to_string(kApplicationId) +
                  "; PRAGMA user_version = " + std::to_string(version));
  }

  LogicalResult lockSchema() override { return success(); }

  LogicalResult prepareForWriting() override {
    auto mode = query("PRAGMA journal_mode = WAL");
    if (failed(mode) || mode->empty() || mode->text(0, 0) != "wal")
      return failure();
    return script("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
  }

  LogicalResult checkIntegrity(std::vector<std::string> &problems) override {
    auto integrity = query("PRAGMA integrity_check");
    if (failed(integrity))
      return failure();
    for (size_t r = 0; r < integrity->rows(); ++r)
      if (integrity->text(r, 0) != "ok")
        problems.push_back(integrity->text(r, 0));
    // integrity_check does not look at foreign keys.
    auto keys = query("PRAGMA foreign_key_check");
    if (failed(keys))
      return failure();
    for (size_t r = 0; r < keys->rows(); ++r)
      problems.push_back("row " + keys->text(r, 1) + " of " + keys->text(r, 0) +
                         " refers to a missing row of " + keys->text(r, 2));
    return success();
  }

private:
  static int bind(sqlite3_stmt *stmt, int index, const SqlValue &value) {
    if (const auto *i = std::get_if<int64_t>(&value))
      return sqlite3_bind_int64(stmt, index, *i);
    if (const auto *d = std::get_if<double>(&value))
      return sqlite3_bind_double(stmt, index, *d);
    if (const auto *s = std::get_if<std::string>(&value))
      return sqlite3_bind_text(stmt, index, s->data(),
                               static_cast<int>(s->size()), SQLITE_TRANSIENT);
    return sqlite3_bind_null(stmt, index);
  }

  static SqlValue column(sqlite3_stmt *stmt, int c) {
    switch (sqlite3_column_type(stmt, c)) {
    case SQLITE_INTEGER:
      return static_cast<int64_t>(sqlite3_column_int64(stmt, c));
    case SQLITE_FLOAT:
      return sqlite3_column_double(stmt, c);
    case SQLITE_NULL:
      return std::monostate();
    default: {
      const unsigned char *s = sqlite3_column_text(stmt, c);
      return std::string(reinterpret_cast<const char *>(s),
                         sqlite3_column_bytes(stmt, c));
    }
    }
  }

  sqlite3 *db;
};

} // namespace

std::unique_ptr<Connection>
defuse::openSqliteConnection(const std::string &path, std::string &error) {
  sqlite3 *db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db,
                           SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (rc != SQLITE_OK) {
    error = path +
            ": cannot open: " + (db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    sqlite3_close_v2(db);
    return nullptr;
  }
  // Long enough that writers of one machine queue behind each other (eight
  // busy workers on two cores wait seconds at times) rather than fail.
  sqlite3_busy_timeout(db, 60000);
  return std::make_unique<SqliteConnection>(db, path);
}
