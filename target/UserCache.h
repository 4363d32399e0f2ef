//===- UserCache.h - Where defuse keeps what it may compute again ---------===//
//
// Shared by every checkout and every run of one user: release environments
// (`defuse targets install`), what an installation answered about itself.
// Nothing in it is needed: a missing or unreadable entry is computed again.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_USERCACHE_H
#define DEFUSE_TARGET_USERCACHE_H

#include <string>

namespace defuse {

/// $DEFUSE_CACHE, else $XDG_CACHE_HOME/defuse, else ~/.cache/defuse (else
/// /tmp/defuse-cache-UID), with `subdirectory` appended, absolute (a path
/// stays valid wherever the command that reads it runs); not created.
std::string userCacheDirectory(const std::string &subdirectory);

} // namespace defuse

#endif // DEFUSE_TARGET_USERCACHE_H
