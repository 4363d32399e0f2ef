//===- PostgresConnection.cpp - A store on a PostgreSQL server ------------===//
//
// One libpq connection. Values travel as text with their types named
// (int8, float8, text), so that a parameter compared against a column needs
// no cast in the statement. The server's notices ("relation already exists,
// skipping") are dropped: a store's output is its own.
//
// The stamp of a defuse store is the one-row table defuse_stamp (SQLite's
// application_id and user_version have no PostgreSQL counterpart); a
// database with tables of its own and no stamp is another program's.
//
//===----------------------------------------------------------------------===//

#include "store/Connection.h"

#include <libpq-fe.h>

#include "llvm/ADT/StringSet.h"

#include <cctype>
#include <cstdlib>

#include <sys/select.h>

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::succeeded;
using llvm::success;

namespace {

constexpr const char *kApplication = "defuse";
/// The key of the advisory lock that serializes schema changes.
constexpr int64_t kSchemaLockKey = 0x64667573;

// Type OIDs of the parameters (catalog/pg_type.h, stable across releases).
constexpr Oid kInt8Oid = 20, kInt2Oid = 21, kInt4Oid = 23, kTextOid = 25,
              kFloat4Oid = 700, kFloat8Oid = 701;

/// `?N` to `$N`, outside quoted text.
std::string dollarParameters(llvm::StringRef sql) {
  std::string out;
  out.reserve(sql.size());
  bool quoted = false;
  for (size_t i = 0; i < sql.size(); ++i) {
    char c = sql[i];
    if (c == '\'')
      quoted = !quoted;
    if (!quoted && c == '?' && i + 1 < sql.size() &&
        std::isdigit(static_cast<unsigned char>(sql[i + 1])))
      c = '$';
    out += c;
  }
  return out;
}

/// The first line of libpq's message, without its severity prefix.
std::string oneLine(const char *message) {
  std::string text = message ? message : "";
  if (llvm::StringRef(text).starts_with("ERROR:  "))
    text = text.substr(8);
  size_t end = text.find('\n');
  if (end != std::string::npos)
    text.resize(end);
  return text;
}

void dropNotice(void *, const char *) {}

using ResultPtr = std::unique_ptr<PGresult, void (*)(PGresult *)>;

class PostgresConnection : public Connection {
public:
  PostgresConnection(PGconn *conn, std::string name)
      : Connection(std::move(name)), conn(conn) {
    PQsetNoticeProcessor(conn, dropNotice, nullptr);
  }
  ~PostgresConnection() override { PQfinish(conn); }

  using Connection::query;

  Dialect dialect() const override { return Dialect::Postgres; }
  std::string lastError() const override { return error; }

  FailureOr<SqlResult> query(llvm::StringRef sql,
                             llvm::ArrayRef<SqlValue> params) override {
    std::string text = dollarParameters(expandTokens(sql));
    std::vector<std::string> values(params.size());
    std::vector<const char *> pointers(params.size(), nullptr);
    std::vector<Oid> types(params.size(), 0);
    for (size_t i = 0; i < params.size(); ++i) {
      const SqlValue &p = params[i];
      if (const auto *n = std::get_if<int64_t>(&p)) {
        values[i] = std::to_string(*n);
        types[i] = kInt8Oid;
      } else if (const auto *d = std::get_if<double>(&p)) {
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%.17g", *d);
        values[i] = buffer;
        types[i] = kFloat8Oid;
      } else if (const auto *s = std::get_if<std::string>(&p)) {
        values[i] = *s;
        types[i] = kTextOid;
      } else {
        continue; // NULL: typed by where it goes
      }
      pointers[i] = values[i].c_str();
    }
    ResultPtr res(PQexecParams(conn, text.c_str(),
                               static_cast<int>(params.size()), types.data(),
                               pointers.data(), nullptr, nullptr, 0),
                  PQclear);
    return collect(res.get());
  }

  LogicalResult script(llvm::StringRef sql) override {
    ResultPtr res(PQexec(conn, sql.str().c_str()), PQclear);
    return success(succeeded(collect(res.get())));
  }

  LogicalResult begin() override { return script("BEGIN"); }
  LogicalResult commit() override { return script("COMMIT"); }
  void rollback() override {
    if (PQtransactionStatus(conn) != PQTRANS_IDLE)
      (void)script("ROLLBACK");
  }

  bool waitForNotice(llvm::StringRef channel, double seconds) override {
    if (!listening.contains(channel)) {
      // Channel names are ours (identifiers), never user text.
      if (failed(script("LISTEN " + channel.str())))
        return false;
      listening.insert(channel);
    }
    int fd = PQsocket(conn);
    if (fd < 0)
      return false;
    PQconsumeInput(conn);
    if (takeNotice())
      return true;
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    timeval timeout{
        static_cast<time_t>(seconds),
        static_cast<suseconds_t>((seconds - static_cast<long>(seconds)) * 1e6)};
    if (select(fd + 1, &readable, nullptr, nullptr, &timeout) <= 0)
      return false;
    PQconsumeInput(conn);
    return takeNotice();
  }

  void notify(llvm::StringRef channel) override {
    (void)query("SELECT pg_notify(?1, '')", {SqlValue(channel.str())});
  }

  FailureOr<Stamp> readStamp() override {
    auto tables = query("SELECT count(*) FROM information_schema.tables "
                        "WHERE table_schema = current_schema()");
    auto stamped = query("SELECT to_regclass('defuse_stamp') IS NOT NULL");
    if (failed(tables) || failed(stamped) || tables->empty() ||
        stamped->empty())
      return failure();
    Stamp stamp;
    stamp.tables = tables->integer(0, 0);
    if (stamped->text(0, 0) != "t")
      return stamp;
    auto row = query("SELECT application, version FROM defuse_stamp");
    if (failed(row))
      return failure();
    if (row->rows() != 1) {
      stamp.foreign =
          "defuse_stamp holds " + std::to_string(row->rows()) + " rows";
      return stamp;
    }
    stamp.version = row->integer(0, 1);
    stamp.ours = row->text(0, 0) == kApplication;
    if (!stamp.ours)
      stamp.foreign = "application " + row->text(0, 0);
    return stamp;
  }

  LogicalResult writeStamp(int64_t version) override {
    if (failed(script("CREATE TABLE IF NOT EXISTS defuse_stamp ("
                      "application TEXT NOT NULL, version BIGINT NOT NULL);"
                      "DELETE FROM defuse_stamp")))
      return failure();
    return success(succeeded(
        query("INSERT INTO defuse_stamp (application, version) VALUES (?1, "
              "?2)",
              {SqlValue(std::string(kApplication)), SqlValue(version)})));
  }

  LogicalResult lockSchema() override {
    return success(succeeded(
        query("SELECT pg_advisory_xact_lock(?1)", {SqlValue(kSchemaLockKey)})));
  }

  LogicalResult prepareForWriting() override { return success(); }

  LogicalResult checkIntegrity(std::vector<std::string> &) override {
    // The server enforces keys and checks its pages itself.
    return success();
  }

private:
  FailureOr<SqlResult> collect(PGresult *res) {
    ExecStatusType status = PQresultStatus(res);
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
      error = oneLine(res ? PQresultErrorMessage(res) : PQerrorMessage(conn));
      if (error.empty())
        error = oneLine(PQerrorMessage(conn));
      return failure();
    }
    SqlResult result;
    int columns = PQnfields(res);
    result.columns.reserve(columns);
    for (int c = 0; c < columns; ++c)
      result.columns.push_back(PQfname(res, c));
    for (int r = 0, rows = PQntuples(res); r < rows; ++r) {
      std::vector<SqlValue> row;
      row.reserve(columns);
      for (int c = 0; c < columns; ++c)
        row.push_back(value(res, r, c));
      result.addRow(std::move(row));
    }
    const char *changed = PQcmdTuples(res);
    result.changed = changed && *changed ? std::atoll(changed) : 0;
    return result;
  }

  /// Typed like SQLite's values, so that rows copy between the backends.
  static SqlValue value(PGresult *res, int r, int c) {
    if (PQgetisnull(res, r, c))
      return SqlValue();
    const char *text = PQgetvalue(res, r, c);
    switch (PQftype(res, c)) {
    case kInt2Oid:
    case kInt4Oid:
    case kInt8Oid:
      return SqlValue(static_cast<int64_t>(std::strtoll(text, nullptr, 10)));
    case kFloat4Oid:
    case kFloat8Oid:
      return SqlValue(std::strtod(text, nullptr));
    default:
      return SqlValue(std::string(text, PQgetlength(res, r, c)));
    }
  }

  bool takeNotice() {
    bool any = false;
    while (PGnotify *n = PQnotifies(conn)) {
      any = true;
      PQfreemem(n);
    }
    return any;
  }

  PGconn *conn;
  std::string error;
  llvm::StringSet<> listening;
};

} // namespace

std::unique_ptr<Connection>
defuse::openPostgresConnection(const std::string &uri, std::string &error) {
  std::string name = Connection::withoutPassword(uri);
  PGconn *conn = PQconnectdb(uri.c_str());
  if (!conn) {
    error = name + ": cannot connect: out of memory";
    return nullptr;
  }
  if (PQstatus(conn) != CONNECTION_OK) {
    error = name + ": cannot connect: " + oneLine(PQerrorMessage(conn));
    PQfinish(conn);
    return nullptr;
  }
  return std::make_unique<PostgresConnection>(conn, name);
}
