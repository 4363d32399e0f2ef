//===- FindingsStore.h - The fuzzer's findings, campaigns and arms --------===//
//
// What fuzzing campaigns have found and how far they got, in a store that
// outlives the process: a SQLite file on one machine, a PostgreSQL server
// for a team (store/Connection.h). A campaign killed at any moment resumes
// where its last committed program left off, and a finding seen again is
// counted against the first one instead of being filed twice: findings are
// deduplicated by their failure signature (kind@pass:op, see
// reduce/Signature.h), and a hit is counted once per (campaign, program,
// variant), so that work redone after a lost lease counts nothing twice.
//
// Every mutating call is one transaction; many processes (on many machines,
// with PostgreSQL) read and write one store at once. One FindingsStore is one
// connection: use it from one thread at a time, and open a new one after
// fork() rather than sharing it with the child.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_FINDINGSSTORE_H
#define DEFUSE_FUZZ_FINDINGSSTORE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace defuse {

class Connection;

enum class FindingState { New, Triaged, Reduced, Reported, Fixed, NotABug };

/// "new", "triaged", "reduced", "reported", "fixed", "not-a-bug".
const char *findingStateName(FindingState state);
std::optional<FindingState> findingStateByName(llvm::StringRef name);

/// One distinct failure. Ranks put silent miscompiles first:
///   0 silent (wrong numbers), 1 loud wrong code (kernel crash, timeout),
///   2 compiler crash or verifier error, 3 compile error (pass or lowering
///   failure).
struct Finding {
  int64_t id = 0;
  std::string signature; // dedup key, e.g. "drift@math-expand-ops:tosa.ceil"
  std::string kind;      // verdict kind name, e.g. "drift", "compiler-crash"
  int rank = 0;
  FindingState state = FindingState::New;
  std::string pass, op;    // culprit pass and op kind when known
  std::string variant;     // pipeline variant that exposed it first
  std::string pipeline;    // that variant's full pipeline text
  std::string source;      // e.g. "gen:softmax", "mutate:workloads/mlp.mlir"
  std::string recipe;      // how the program was generated, one line
  std::string programText; // the failing program, self-contained MLIR
  uint64_t seed = 0;       // input seed
  std::string reproduce;   // one-line command that reproduces the verdict
  std::string reportDir;   // where the reproducer and report went, if any
  std::string summary;     // one line for humans
  std::string note;        // free text: why not a bug, upstream issue, ...
  int64_t hits = 1;        // programs that hit this signature
  int64_t firstCampaign = 0, firstProgram = 0;
  std::string created, updated; // ISO-8601 UTC, set by the store
};

/// Where a candidate fix stands: the filter rejected it, or it waits for a
/// reviewer, who accepts or rejects it.
enum class CandidateState {
  RejectedByFilter,
  PendingReview,
  Accepted,
  Rejected
};

/// "rejected-by-filter", "pending-review", "accepted", "rejected".
const char *candidateStateName(CandidateState state);
std::optional<CandidateState> candidateStateByName(llvm::StringRef name);

/// A candidate fix of a finding, as the filter judged it (the review queue).
struct FixCandidate {
  int64_t id = 0;
  int64_t finding = 0;       // the finding's id in this store; 0: a directory
  std::string findingOrigin; // the store's "#id" or the --emit directory
  std::string signature;
  std::string agent; // who proposed it ("cli", a fix agent's command)
  int64_t attempt = 1;
  std::string plugin, fixPass, replaces, patch;
  CandidateState state = CandidateState::PendingReview;
  std::string failedChecks; // comma-separated check names
  std::string evidence;     // the filter's JSON
  double filterSeconds = 0;
  std::string note;           // the reviewer's
  std::string findingCreated; // when the finding was filed, if known
  std::string created, decided;
};

/// Per-arm scheduler statistics of a campaign (an arm is a free string such
/// as "gen:softmax|variant:math-expansion").
struct ArmStats {
  std::string arm;
  int64_t tried = 0, silent = 0, silentNew = 0, loud = 0, compileErrors = 0;
  double seconds = 0;
};

struct CampaignRecord {
  int64_t id = 0;
  uint64_t seed = 0;
  std::string options;  // JSON text
  int64_t programs = 0; // programs finished
  double seconds = 0;   // their total time
  std::string started, updated;
};

class FindingsStore {
public:
  /// Opens the store at `location` (a SQLite file, created when missing, or a
  /// `postgresql://` URI). Fails with a one-line `error` naming it when it
  /// cannot be opened or is not a defuse store (a text file, another
  /// program's database, a newer schema).
  static std::unique_ptr<FindingsStore> open(const std::string &path,
                                             std::string &error);
  ~FindingsStore();
  FindingsStore(const FindingsStore &) = delete;
  FindingsStore &operator=(const FindingsStore &) = delete;

  /// The location as given (a URI without its password).
  const std::string &path() const;
  /// The connection under the store, for the other stores of the same
  /// database (store/WorkQueue.h).
  Connection &connection() { return *db; }
  /// Why the last failing call failed, one line. Calls that return values
  /// without a failure state (nextProgramIndex, the listings) return nothing
  /// on a database error and set it too.
  const std::string &lastError() const { return errorText; }

  /// The campaign of `seed`: the existing one (resume; its options stay
  /// those it began with) or a new one. `optionsJson` must be JSON ("" is
  /// stored as "{}").
  llvm::FailureOr<CampaignRecord> beginCampaign(uint64_t seed,
                                                const std::string &optionsJson);
  /// Records, in one transaction with the campaign's counters, that program
  /// `index` of `campaign` finished in `seconds` from `arm` with `outcome`
  /// ("pass", "drift", ...). Recording an index again changes nothing, so a
  /// resumed campaign never counts a program twice; `recorded` says whether
  /// this call recorded it.
  llvm::LogicalResult recordProgram(int64_t campaign, int64_t index,
                                    const std::string &arm,
                                    const std::string &outcome, double seconds,
                                    bool *recorded = nullptr);
  /// 1 + the highest recorded index of `campaign`, 0 when none (and on a
  /// database error, see lastError()).
  int64_t nextProgramIndex(int64_t campaign);
  /// Adds `delta` to the statistics of its arm in `campaign`.
  llvm::LogicalResult addArmStats(int64_t campaign, const ArmStats &delta);
  /// Ordered by arm.
  std::vector<ArmStats> armStats(int64_t campaign);

  /// Inserts `f` (its id, created and updated are ignored), or when its
  /// signature is known adds `f.hits` to the existing finding's hits. A hit
  /// of a campaign (f.firstCampaign set) is counted once per program and
  /// variant (`variant`): counting it again changes nothing and sets
  /// `alreadyCounted`, which tells work redone after a lost lease from a new
  /// hit. Returns the finding's id; `isNew` says whether it was inserted.
  llvm::FailureOr<int64_t> upsertFinding(const Finding &f, bool &isNew,
                                         bool *alreadyCounted = nullptr);
  /// Overwrites the fields of finding `f.id` except those the store owns
  /// (hits, firstCampaign, firstProgram, created). When triage refined the
  /// signature into one another finding already has, the two merge: the
  /// other gains this one's hits and keeps its own fields, this one is
  /// deleted. Returns the id of the finding that holds `f.signature`.
  llvm::FailureOr<int64_t> updateFinding(const Finding &f);
  /// Sets the state of finding `id`, and its note unless `note` is empty.
  llvm::LogicalResult setState(int64_t id, FindingState state,
                               const std::string &note = "");
  std::optional<Finding> finding(int64_t id);
  std::optional<Finding> findingBySignature(const std::string &signature);
  /// Ordered by rank, then id; only those in `state` and of rank at most
  /// `maxRank` when given.
  std::vector<Finding>
  findings(std::optional<FindingState> state = std::nullopt,
           std::optional<int> maxRank = std::nullopt);
  /// Ordered by id.
  std::vector<CampaignRecord> campaigns();

  /// Files a candidate the filter judged (its id, created and decided are
  /// ignored); returns its id.
  llvm::FailureOr<int64_t> addCandidate(const FixCandidate &candidate);
  /// A reviewer's decision on a candidate waiting for review (or a change
  /// of mind); a candidate the filter rejected cannot be decided.
  llvm::LogicalResult decideCandidate(int64_t id, CandidateState state,
                                      const std::string &note);
  std::optional<FixCandidate> candidate(int64_t id);
  /// Ordered by id; only those in `state` when given.
  std::vector<FixCandidate>
  candidates(std::optional<CandidateState> state = std::nullopt);

  /// Whether the backend's integrity and foreign key checks pass; `error`
  /// lists what they found.
  bool checkIntegrity(std::string &error);

private:
  explicit FindingsStore(std::unique_ptr<Connection> db);
  /// Fails with `what` and the backend's last message.
  llvm::LogicalResult fail(const std::string &what);
  /// Fails with `why` alone.
  llvm::LogicalResult reject(const std::string &why);

  std::unique_ptr<Connection> db;
  std::string errorText;
};

} // namespace defuse

#endif // DEFUSE_FUZZ_FINDINGSSTORE_H
