//===- Landlock.h - The sandbox's confinement without user namespaces -----===//
//
// Where a kernel or its configuration refuses unprivileged user namespaces
// (a hardened distribution, a container without them), the sandbox
// (Sandbox.h) falls back on Landlock, which any process may apply to
// itself: the files it may read and the one directory it may write,
// refused TCP, and (from ABI 6) no signals to and no abstract sockets of
// processes outside its domain. A Landlock domain also cannot ptrace a
// process outside it.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_LANDLOCK_H
#define DEFUSE_TARGET_LANDLOCK_H

#include <string>
#include <vector>

namespace defuse {

/// The highest Landlock ABI the kernel offers, 0 when it has none (or
/// Landlock is disabled).
int landlockAbi();

/// What a domain allows: `readable` hierarchies (read and execute), one
/// `writable` hierarchy (everything), and the files among `devices` that
/// may be written too (/dev/null).
struct LandlockRules {
  std::vector<std::string> readable;
  std::string writable;
  std::vector<std::string> devices;
};

/// Confines the calling thread (and what it executes) to `rules`. Plain
/// system calls only: it runs between fork and exec. A path that does not
/// exist is left out. False, with a static message in `error`, when the
/// kernel refuses.
bool restrictWithLandlock(const LandlockRules &rules, const char *&error);

} // namespace defuse

#endif // DEFUSE_TARGET_LANDLOCK_H
