//===- StoreCopy.h - Moving a store to another backend --------------------===//
//
// A campaign that outgrew one machine moves from its SQLite file to a team's
// PostgreSQL server (`defuse findings import`): every row of every table,
// ids kept, so that the F-numbers in report directories, notes and bug
// trackers still name the same findings. The destination must hold no rows
// yet: merging two stores would renumber findings.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_STORE_STORECOPY_H
#define DEFUSE_STORE_STORECOPY_H

#include "store/Connection.h"

#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace defuse {

/// Copies every table of `from` into `to` (both opened with their schema) in
/// one transaction of `to`. On success `copied` holds (table, rows) in copy
/// order; on failure nothing is written and `error` says why in one line.
llvm::LogicalResult
copyStore(Connection &from, Connection &to,
          std::vector<std::pair<std::string, int64_t>> &copied,
          std::string &error);

} // namespace defuse

#endif // DEFUSE_STORE_STORECOPY_H
