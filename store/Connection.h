//===- Connection.h - One connection to a store's SQL database ------------===//
//
// defuse keeps what outlives a process (findings, campaigns, the review
// queue, the work queue) in SQL: an embedded SQLite file for one machine, a
// PostgreSQL server for a team. The stores (fuzz/FindingsStore.h,
// store/WorkQueue.h) write their SQL once against this interface; each
// backend is one file (SqliteConnection.cpp, PostgresConnection.cpp) that
// knows its library and the few places where the two dialects differ.
//
// Statements are written in SQLite's spelling with numbered parameters
// (`?1`, `?2`, ...); the PostgreSQL backend renames them to `$1`, `$2`.
// Where the dialects disagree a statement names a token that the backend
// expands (see Dialect).
//
// A Connection is used from one thread at a time; a process that forks opens
// a new one in the child.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_STORE_CONNECTION_H
#define DEFUSE_STORE_CONNECTION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace defuse {

/// A parameter or a column value: NULL, an integer, a real or text.
using SqlValue = std::variant<std::monostate, int64_t, double, std::string>;

/// The rows a statement returned (all of them, read at once) and how many
/// rows it changed.
class SqlResult {
public:
  size_t rows() const { return cells.size(); }
  bool empty() const { return cells.empty(); }
  bool isNull(size_t row, unsigned column) const;
  int64_t integer(size_t row, unsigned column) const;
  double real(size_t row, unsigned column) const;
  std::string text(size_t row, unsigned column) const;
  const SqlValue &value(size_t row, unsigned column) const {
    return cells[row][column];
  }
  /// Rows inserted, updated or deleted.
  int64_t changed = 0;
  /// The names of the columns.
  std::vector<std::string> columns;

  void addRow(std::vector<SqlValue> row) { cells.push_back(std::move(row)); }

private:
  std::vector<std::vector<SqlValue>> cells;
};

enum class Dialect { Sqlite, Postgres };

class Connection {
public:
  /// Opens `location`: a `postgresql://` or `postgres://` URI (libpq's
  /// connection URI, with its parameters) or the path of a SQLite file,
  /// created when missing. Fails with a one-line `error` naming it.
  static std::unique_ptr<Connection> open(const std::string &location,
                                          std::string &error);
  /// Whether `location` names a PostgreSQL server rather than a file.
  static bool isServerUri(llvm::StringRef location);
  /// A server URI as it may be printed: postgresql://user@host/db.
  static std::string withoutPassword(const std::string &uri);

  virtual ~Connection();

  virtual Dialect dialect() const = 0;
  /// The location as the user gave it, without a password.
  const std::string &name() const { return displayName; }
  /// The backend's last error message, one line.
  virtual std::string lastError() const = 0;

  /// Runs one statement, `?N` parameter N bound to params[N-1]. Tokens:
  ///   {NOW}          seconds since the epoch on the database's clock (one
  ///                  clock for every machine of a campaign)
  ///   {SKIP_LOCKED}  after a SELECT of rows to lease: rows another
  ///                  transaction holds are passed over (PostgreSQL), no-op
  ///                  where a write transaction holds the whole file.
  virtual llvm::FailureOr<SqlResult> query(llvm::StringRef sql,
                                           llvm::ArrayRef<SqlValue> params) = 0;
  llvm::FailureOr<SqlResult> query(llvm::StringRef sql) {
    return query(sql, {});
  }
  /// Runs statements separated by ';', without parameters (a schema).
  virtual llvm::LogicalResult script(llvm::StringRef sql) = 0;

  /// A transaction that writes: SQLite takes the write lock at once (a
  /// read-then-write transaction begun deferred cannot wait for another
  /// writer), PostgreSQL begins READ COMMITTED.
  virtual llvm::LogicalResult begin() = 0;
  virtual llvm::LogicalResult commit() = 0;
  virtual void rollback() = 0;

  /// Blocks up to `seconds` or until another connection calls notify() on
  /// `channel` (PostgreSQL's LISTEN/NOTIFY; SQLite sleeps). True when woken.
  virtual bool waitForNotice(llvm::StringRef channel, double seconds) = 0;
  virtual void notify(llvm::StringRef channel) = 0;

  /// How the database identifies itself: whether it is a defuse store, at
  /// which schema version, and how many tables it holds (a database with
  /// tables but no stamp is another program's). `foreign` says whose it is
  /// when the stamp is someone else's.
  struct Stamp {
    bool ours = false;
    int64_t version = 0, tables = 0;
    std::string foreign;
  };
  virtual llvm::FailureOr<Stamp> readStamp() = 0;
  /// Marks the database as a defuse store at `version` (in the transaction).
  virtual llvm::LogicalResult writeStamp(int64_t version) = 0;
  /// Inside a transaction: waits for any other process changing the schema
  /// (SQLite's write lock already excludes them).
  virtual llvm::LogicalResult lockSchema() = 0;
  /// Settings a store needs before it writes (SQLite: WAL, foreign keys);
  /// applied only once the stamp says the database is ours or empty.
  virtual llvm::LogicalResult prepareForWriting() = 0;
  /// The backend's own consistency checks; `problems` lists what they found.
  virtual llvm::LogicalResult
  checkIntegrity(std::vector<std::string> &problems) = 0;

  /// The dialect's spelling of the types and keys of a schema written with
  /// the tokens {ID} (an auto-increment primary key whose values are never
  /// reused), {INT} (64-bit), {REAL} (double) and {WITHOUT_ROWID}.
  std::string schemaFor(llvm::StringRef schema) const;

protected:
  explicit Connection(std::string displayName)
      : displayName(std::move(displayName)) {}
  /// Expands {NOW} and {SKIP_LOCKED} for this dialect.
  std::string expandTokens(llvm::StringRef sql) const;

private:
  std::string displayName;
};

/// A write transaction, rolled back on scope exit unless committed.
class SqlTransaction {
public:
  explicit SqlTransaction(Connection &c) : connection(c) {
    begun = succeeded(c.begin());
  }
  ~SqlTransaction() {
    if (begun && !committed)
      connection.rollback();
  }
  SqlTransaction(const SqlTransaction &) = delete;
  SqlTransaction &operator=(const SqlTransaction &) = delete;

  bool ok() const { return begun; }
  bool commit() {
    committed = succeeded(connection.commit());
    return committed;
  }

private:
  Connection &connection;
  bool begun = false, committed = false;
};

std::unique_ptr<Connection> openSqliteConnection(const std::string &path,
                                                 std::string &error);
std::unique_ptr<Connection> openPostgresConnection(const std::string &uri,
                                                   std::string &error);

} // namespace defuse

#endif // DEFUSE_STORE_CONNECTION_H
