//===- Landlock.cpp -------------------------------------------------------===//
//
// Debian's kernel headers may predate the ABI the running kernel offers:
// the structures and rights of later ABIs are spelled out here.
//
//===----------------------------------------------------------------------===//

#include "target/Landlock.h"

#include <cerrno>
#include <cstdint>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace defuse;

namespace {

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

constexpr uint32_t kCreateRulesetVersion = 1u << 0;
constexpr uint32_t kRulePathBeneath = 1;
constexpr uint32_t kRuleNetPort = 2;

// Filesystem rights, by the ABI that added them.
constexpr uint64_t kExecute = 1ull << 0;
constexpr uint64_t kWriteFile = 1ull << 1;
constexpr uint64_t kReadFile = 1ull << 2;
constexpr uint64_t kReadDir = 1ull << 3;
constexpr uint64_t kAbi1Rights = (1ull << 13) - 1; // execute .. make_sym
constexpr uint64_t kRefer = 1ull << 13;            // ABI 2
constexpr uint64_t kTruncate = 1ull << 14;         // ABI 3
constexpr uint64_t kIoctlDev = 1ull << 15;         // ABI 5
// Network rights (ABI 4) and scopes (ABI 6).
constexpr uint64_t kBindTcp = 1ull << 0;
constexpr uint64_t kConnectTcp = 1ull << 1;
constexpr uint64_t kScopeAbstractUnixSocket = 1ull << 0;
constexpr uint64_t kScopeSignal = 1ull << 1;

struct RulesetAttr {
  uint64_t handledAccessFs;
  uint64_t handledAccessNet;
  uint64_t scoped;
};

struct __attribute__((packed)) PathBeneathAttr {
  uint64_t allowedAccess;
  int32_t parentFd;
};

uint64_t fsRights(int abi) {
  uint64_t rights = kAbi1Rights;
  if (abi >= 2)
    rights |= kRefer;
  if (abi >= 3)
    rights |= kTruncate;
  if (abi >= 5)
    rights |= kIoctlDev;
  return rights;
}

/// Allows `rights` (within what the ruleset handles) beneath `path`.
bool allow(int ruleset, const std::string &path, uint64_t rights,
           uint64_t handled) {
  int fd = open(path.c_str(), O_PATH | O_CLOEXEC);
  if (fd < 0)
    return true; // nothing there to allow
  PathBeneathAttr rule = {rights & handled, fd};
  long rc = syscall(SYS_landlock_add_rule, ruleset, kRulePathBeneath, &rule, 0);
  // A file (not a directory) takes only the rights that apply to files.
  if (rc != 0 && errno == EINVAL) {
    rule.allowedAccess &=
        kExecute | kWriteFile | kReadFile | kTruncate | kIoctlDev;
    rc = syscall(SYS_landlock_add_rule, ruleset, kRulePathBeneath, &rule, 0);
  }
  close(fd);
  return rc == 0;
}

} // namespace

int defuse::landlockAbi() {
  long abi =
      syscall(SYS_landlock_create_ruleset, nullptr, 0, kCreateRulesetVersion);
  return abi < 0 ? 0 : static_cast<int>(abi);
}

bool defuse::restrictWithLandlock(const LandlockRules &rules,
                                  const char *&error) {
  int abi = landlockAbi();
  if (abi <= 0) {
    error = "Landlock is not available";
    return false;
  }
  RulesetAttr attr = {fsRights(abi), 0, 0};
  size_t size = sizeof(uint64_t);
  if (abi >= 4) {
    attr.handledAccessNet = kBindTcp | kConnectTcp;
    size = 2 * sizeof(uint64_t);
  }
  if (abi >= 6) {
    attr.scoped = kScopeAbstractUnixSocket | kScopeSignal;
    size = sizeof(RulesetAttr);
  }
  (void)kRuleNetPort; // no port is allowed
  int ruleset =
      static_cast<int>(syscall(SYS_landlock_create_ruleset, &attr, size, 0));
  if (ruleset < 0) {
    error = "landlock_create_ruleset failed";
    return false;
  }
  uint64_t read = kExecute | kReadFile | kReadDir;
  bool ok = true;
  for (const std::string &path : rules.readable)
    ok &= allow(ruleset, path, read, attr.handledAccessFs);
  for (const std::string &path : rules.devices)
    ok &= allow(ruleset, path, kReadFile | kWriteFile | kIoctlDev,
                attr.handledAccessFs);
  if (!rules.writable.empty())
    ok &= allow(ruleset, rules.writable, attr.handledAccessFs,
                attr.handledAccessFs);
  if (!ok) {
    close(ruleset);
    error = "landlock_add_rule failed";
    return false;
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
      syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) {
    close(ruleset);
    error = "landlock_restrict_self failed";
    return false;
  }
  close(ruleset);
  return true;
}
