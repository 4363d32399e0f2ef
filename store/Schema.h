//===- Schema.h - The tables of a defuse store and their migrations -------===//
//
// One schema for every backend and every store over it: the findings store
// (campaigns, programs, findings and their hits, the review queue) and the
// work queue (items and workers) live in one database, so that a finding, the
// campaign that met it and the work that found it can be read together.
//
// Versions: 1 campaigns, programs, arm statistics, findings; 2 the review
// queue's candidates; 3 the hits of findings by program, the work queue and
// its workers. Every table is created if missing, so opening an older store
// migrates it; a newer one is refused.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_STORE_SCHEMA_H
#define DEFUSE_STORE_SCHEMA_H

#include "store/Connection.h"

#include "llvm/Support/LogicalResult.h"

#include <string>

namespace defuse {

constexpr int64_t kStoreSchemaVersion = 3;

/// Checks that `connection`'s database is a defuse store (or empty) before
/// anything is written to it, then creates or migrates the schema. Fails
/// with a one-line `error` naming the database: another program's database,
/// a newer schema, a server that refuses.
llvm::LogicalResult openStoreSchema(Connection &connection, std::string &error);

/// Every table of the schema, parents before the tables that refer to them
/// (the order a copy between stores takes).
llvm::ArrayRef<const char *> storeTables();

} // namespace defuse

#endif // DEFUSE_STORE_SCHEMA_H
