//===- WorkKind.h - What a worker can do with a work item -----------------===//
//
// Every kind of work item (a fuzzing campaign's shard, ...) is one file
// behind this interface, named in WorkKinds.def; the worker leases items,
// keeps their leases alive and records their ends, and knows nothing of
// what the kinds do.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_WORK_WORKKIND_H
#define DEFUSE_TOOLS_WORK_WORKKIND_H

#include "store/WorkQueue.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace defuse {

/// What the worker lends the item it runs.
struct WorkContext {
  /// Turns false when the lease was lost: stop at the next point where
  /// stopping leaves the store consistent.
  std::function<bool()> keepGoing;
  /// Progress, one line at a time (the worker says whether it is shown).
  std::function<void(const std::string &)> log;
};

class WorkKind {
public:
  virtual ~WorkKind();
  virtual llvm::StringRef name() const = 0;
  /// Does `item` and returns its result (JSON), or fails with a one-line
  /// `error` (the item is retried until it is out of attempts).
  virtual llvm::FailureOr<std::string>
  run(const WorkItem &item, const WorkContext &context, std::string &error) = 0;
};

/// The kind named `name`; null when there is none.
std::unique_ptr<WorkKind> createWorkKind(llvm::StringRef name);
std::vector<std::string> workKindNames();

// One factory per kind, in WorkKinds.def.
#define DEFUSE_WORK_KIND(NAME, FACTORY) std::unique_ptr<WorkKind> FACTORY();
#include "tools/work/WorkKinds.def"
#undef DEFUSE_WORK_KIND

} // namespace defuse

#endif // DEFUSE_TOOLS_WORK_WORKKIND_H
