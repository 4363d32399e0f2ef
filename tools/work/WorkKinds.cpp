//===- WorkKinds.cpp - The registry of work kinds -------------------------===//

#include "tools/work/WorkKind.h"

using namespace defuse;

WorkKind::~WorkKind() = default;

std::unique_ptr<WorkKind> defuse::createWorkKind(llvm::StringRef name) {
#define DEFUSE_WORK_KIND(NAME, FACTORY)                                        \
  if (name == (NAME))                                                          \
    return FACTORY();
#include "tools/work/WorkKinds.def"
#undef DEFUSE_WORK_KIND
  return nullptr;
}

std::vector<std::string> defuse::workKindNames() {
  return {
#define DEFUSE_WORK_KIND(NAME, FACTORY) NAME,
#include "tools/work/WorkKinds.def"
#undef DEFUSE_WORK_KIND
  };
}
