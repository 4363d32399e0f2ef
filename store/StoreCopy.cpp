//===- StoreCopy.cpp - Moving a store to another backend ------------------===//

#include "store/StoreCopy.h"

#include "store/Schema.h"

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Tables whose id column hands out new ids; after rows arrive with their
/// own ids, the next one handed out must be past them.
bool hasIdentity(llvm::StringRef table) {
  return table == "campaigns" || table == "findings" || table == "candidates" ||
         table == "work_items";
}

} // namespace

LogicalResult
defuse::copyStore(Connection &from, Connection &to,
                  std::vector<std::pair<std::string, int64_t>> &copied,
                  std::string &error) {
  copied.clear();
  SqlTransaction t(to);
  if (!t.ok()) {
    error = to.name() + ": cannot begin the import: " + to.lastError();
    return failure();
  }
  for (const char *table : storeTables()) {
    auto present = to.query(std::string("SELECT count(*) FROM ") + table);
    if (failed(present) || present->empty()) {
      error = to.name() + ": cannot read " + table + ": " + to.lastError();
      return failure();
    }
    if (present->integer(0, 0) != 0) {
      error = to.name() + ": already holds " +
              std::to_string(present->integer(0, 0)) + " rows of " + table +
              ": import only into an empty store (ids are kept)";
      return failure();
    }
  }
  for (const char *table : storeTables()) {
    auto rows = from.query(std::string("SELECT * FROM ") + table);
    if (failed(rows)) {
      error = from.name() + ": cannot read " + table + ": " + from.lastError();
      return failure();
    }
    std::string insert = std::string("INSERT INTO ") + table + " (";
    std::string values;
    for (size_t c = 0; c < rows->columns.size(); ++c) {
      insert += (c ? ", " : "") + rows->columns[c];
      values += (c ? ", ?" : "?") + std::to_string(c + 1);
    }
    insert += ") VALUES (" + values + ")";
    for (size_t r = 0; r < rows->rows(); ++r) {
      std::vector<SqlValue> params;
      for (unsigned c = 0; c < rows->columns.size(); ++c)
        params.push_back(rows->value(r, c));
      if (failed(to.query(insert, params))) {
        error = to.name() + ": cannot copy row " + std::to_string(r + 1) +
                " of " + table + ": " + to.lastError();
        return failure();
      }
    }
    if (to.dialect() == Dialect::Postgres && hasIdentity(table) &&
        !rows->empty() &&
        failed(to.query(std::string("SELECT setval(pg_get_serial_sequence('") +
                        table + "', 'id'), (SELECT max(id) FROM " + table +
                        "))"))) {
      error = to.name() + ": cannot advance the ids of " + table + ": " +
              to.lastError();
      return failure();
    }
    copied.emplace_back(table, static_cast<int64_t>(rows->rows()));
  }
  if (!t.commit()) {
    error = to.name() + ": cannot commit the import: " + to.lastError();
    return failure();
  }
  return success();
}
