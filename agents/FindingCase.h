//===- FindingCase.h - A finding as the agents and the filter take it -----===//
//
// A finding of a findings store (`--db FILE` and its id) or a directory
// `--emit` wrote (reproducer.mlir and report.json): its reduced program with
// exact inputs, the pipeline that breaks it, the whole pipeline it was found
// under, and its signature kind@pass:op. Where the agents keep what they
// make for it (the stress corpus) is its directory.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_AGENTS_FINDINGCASE_H
#define DEFUSE_AGENTS_FINDINGCASE_H

#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>

namespace defuse {

class FindingsStore;

struct FindingCase {
  std::string origin;      // "findings.db#3" or the directory
  int64_t storeId = 0;     // 0: not from a store
  std::string directory;   // where its reproducer and corpora live
  std::string programText; // the reproducer, DEFUSE-INPUT lines included
  uint64_t seed = 1;       // of the inputs its DEFUSE-INPUT lines draw
  /// The program as it was reported, before any reduction (the reproducer
  /// itself when nothing else is at hand).
  std::string rawProgram;
  std::string pipeline;     // the reproducer's pipeline
  std::string fullPipeline; // the pipeline it was found under
  std::string signature;    // kind@pass:op
  /// The whole workload it was reduced from, when its file is at hand: the
  /// richest program of what the pass does outside the failing pattern.
  std::string workloadPath;
  std::string kind, pass, op;
  std::string created; // when the store filed it (ISO-8601), if known
};

/// Reads `dir`/reproducer.mlir and `dir`/report.json.
llvm::FailureOr<FindingCase> loadFindingFromDirectory(const std::string &dir,
                                                      std::string &error);
/// Finding `id` of `store`: its reduced reproducer when triage wrote one,
/// else the program it was found with.
llvm::FailureOr<FindingCase> loadFindingFromStore(FindingsStore &store,
                                                  int64_t id,
                                                  const std::string &dataDir,
                                                  std::string &error);

/// Finding `finding` of the store `db` when `db` is given and `finding` is
/// a number, else the directory `finding`. Errors name neither: the caller
/// does.
llvm::FailureOr<FindingCase> loadFinding(const std::string &db,
                                         const std::string &finding,
                                         std::string &error);

/// How loadFinding's arguments name the finding in a message: DB#N or the
/// directory.
std::string findingName(const std::string &db, const std::string &finding);

} // namespace defuse

#endif // DEFUSE_AGENTS_FINDINGCASE_H
