//===- UserCache.cpp ------------------------------------------------------===//

#include "target/UserCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <unistd.h>

std::string defuse::userCacheDirectory(const std::string &subdirectory) {
  llvm::SmallString<128> dir;
  if (const char *set = std::getenv("DEFUSE_CACHE"); set && *set)
    dir = set;
  else if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    dir = std::string(xdg) + "/defuse";
  else if (const char *home = std::getenv("HOME"); home && *home)
    dir = std::string(home) + "/.cache/defuse";
  else
    dir = "/tmp/defuse-cache-" + std::to_string(::getuid());
  llvm::sys::path::append(dir, subdirectory);
  llvm::sys::fs::make_absolute(dir);
  return dir.str().str();
}
