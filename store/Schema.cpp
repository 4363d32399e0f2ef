//===- Schema.cpp - The tables of a defuse store --------------------------===//

#include "store/Schema.h"

using namespace defuse;
using llvm::failed;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

// Programs, arm statistics and hits have composite natural keys, so they go
// without rowid in SQLite. Times of the work queue are seconds since the
// epoch on the database's clock ({NOW}): the machines of a campaign compare
// leases against one clock, not against each other's.
constexpr const char *kSchema = R"sql(
CREATE TABLE IF NOT EXISTS campaigns (
  id {ID},
  seed {INT} NOT NULL UNIQUE,
  options TEXT NOT NULL,
  programs {INT} NOT NULL DEFAULT 0,
  seconds {REAL} NOT NULL DEFAULT 0,
  started TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS programs (
  campaign {INT} NOT NULL REFERENCES campaigns(id),
  idx {INT} NOT NULL CHECK (idx >= 0),
  arm TEXT NOT NULL,
  outcome TEXT NOT NULL,
  seconds {REAL} NOT NULL,
  finished TEXT NOT NULL,
  PRIMARY KEY (campaign, idx)
) {WITHOUT_ROWID};
CREATE TABLE IF NOT EXISTS arm_stats (
  campaign {INT} NOT NULL REFERENCES campaigns(id),
  arm TEXT NOT NULL,
  tried {INT} NOT NULL DEFAULT 0,
  silent {INT} NOT NULL DEFAULT 0,
  silent_new {INT} NOT NULL DEFAULT 0,
  loud {INT} NOT NULL DEFAULT 0,
  compile_errors {INT} NOT NULL DEFAULT 0,
  seconds {REAL} NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign, arm)
) {WITHOUT_ROWID};
CREATE TABLE IF NOT EXISTS findings (
  id {ID},
  signature TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  rank {INT} NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('new', 'triaged', 'reduced', 'reported', 'fixed', 'not-a-bug')),
  pass TEXT NOT NULL,
  op TEXT NOT NULL,
  variant TEXT NOT NULL,
  pipeline TEXT NOT NULL,
  source TEXT NOT NULL,
  recipe TEXT NOT NULL,
  program TEXT NOT NULL,
  seed {INT} NOT NULL,
  reproduce TEXT NOT NULL,
  report_dir TEXT NOT NULL,
  summary TEXT NOT NULL,
  note TEXT NOT NULL,
  hits {INT} NOT NULL,
  first_campaign {INT} NOT NULL,
  first_program {INT} NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS findings_by_rank ON findings (rank, id);
CREATE TABLE IF NOT EXISTS finding_hits (
  finding {INT} NOT NULL REFERENCES findings(id),
  campaign {INT} NOT NULL,
  program {INT} NOT NULL,
  variant TEXT NOT NULL,
  PRIMARY KEY (finding, campaign, program, variant)
) {WITHOUT_ROWID};
CREATE TABLE IF NOT EXISTS candidates (
  id {ID},
  finding {INT},
  finding_origin TEXT NOT NULL,
  signature TEXT NOT NULL,
  agent TEXT NOT NULL,
  attempt {INT} NOT NULL,
  plugin TEXT NOT NULL,
  fix_pass TEXT NOT NULL,
  replaces TEXT NOT NULL,
  patch TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('rejected-by-filter', 'pending-review', 'accepted', 'rejected')),
  failed_checks TEXT NOT NULL,
  evidence TEXT NOT NULL,
  filter_seconds {REAL} NOT NULL,
  note TEXT NOT NULL,
  finding_created TEXT NOT NULL,
  created TEXT NOT NULL,
  decided TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS work_items (
  id {ID},
  queue TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_key TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('pending', 'leased', 'done', 'poisoned')),
  attempts {INT} NOT NULL DEFAULT 0,
  max_attempts {INT} NOT NULL,
  lease_token TEXT NOT NULL DEFAULT '',
  lease_owner TEXT NOT NULL DEFAULT '',
  lease_expires {REAL} NOT NULL DEFAULT 0,
  result TEXT NOT NULL DEFAULT '',
  last_error TEXT NOT NULL DEFAULT '',
  created {REAL} NOT NULL,
  finished {REAL} NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS work_by_state ON work_items (queue, state, id);
CREATE TABLE IF NOT EXISTS workers (
  name TEXT PRIMARY KEY,
  host TEXT NOT NULL,
  pid {INT} NOT NULL,
  started {REAL} NOT NULL,
  heartbeat {REAL} NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'stopped')),
  items_done {INT} NOT NULL DEFAULT 0,
  items_failed {INT} NOT NULL DEFAULT 0
);
)sql";

constexpr const char *kTables[] = {"campaigns",  "programs",     "arm_stats",
                                   "findings",   "finding_hits", "candidates",
                                   "work_items", "workers"};

/// Empty, ours at this version or older, or refused (`why` says so).
enum class StampCheck { Create, Current, Refused };

StampCheck check(const Connection::Stamp &stamp, std::string &why) {
  if (stamp.ours && stamp.version == kStoreSchemaVersion)
    return StampCheck::Current;
  if (stamp.ours && stamp.version > kStoreSchemaVersion) {
    why = "schema version " + std::to_string(stamp.version) +
          " is newer than this defuse's (" +
          std::to_string(kStoreSchemaVersion) + ")";
    return StampCheck::Refused;
  }
  if (stamp.ours || (stamp.foreign.empty() && stamp.tables == 0))
    return StampCheck::Create;
  why =
      "not a defuse findings database (" +
      (stamp.foreign.empty() ? std::string("no defuse stamp") : stamp.foreign) +
      ", " + std::to_string(stamp.tables) + " tables)";
  return StampCheck::Refused;
}

} // namespace

llvm::ArrayRef<const char *> defuse::storeTables() { return kTables; }

LogicalResult defuse::openStoreSchema(Connection &c, std::string &error) {
  const std::string &name = c.name();
  auto cannot = [&](const std::string &what) {
    error = name + ": " + what + ": " + c.lastError();
    return failure();
  };
  // The stamp is checked before anything is written, settings included, so
  // that another program's database is left as it was.
  auto stamp = c.readStamp();
  if (failed(stamp)) {
    std::string why = c.lastError();
    error = name +
            (why.find("not a database") != std::string::npos
                 ? ": not a defuse findings database: "
                 : ": cannot read: ") +
            why;
    return failure();
  }
  std::string why;
  StampCheck state = check(*stamp, why);
  if (state == StampCheck::Refused) {
    error = name + ": " + why;
    return failure();
  }
  if (failed(c.prepareForWriting()))
    return cannot("cannot configure");
  if (state == StampCheck::Current)
    return success();

  // Another process may be creating the same schema: check again once this
  // one holds the lock.
  SqlTransaction t(c);
  if (!t.ok() || failed(c.lockSchema()))
    return cannot("cannot create the schema");
  stamp = c.readStamp();
  if (failed(stamp))
    return cannot("cannot read");
  state = check(*stamp, why);
  if (state == StampCheck::Refused) {
    error = name + ": " + why;
    return failure();
  }
  if (state == StampCheck::Create &&
      (failed(c.script(c.schemaFor(kSchema))) ||
       failed(c.writeStamp(kStoreSchemaVersion))))
    return cannot("cannot create the schema");
  if (!t.commit())
    return cannot("cannot create the schema");
  return success();
}
