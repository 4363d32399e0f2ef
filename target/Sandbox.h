//===- Sandbox.h - A fresh, confined process for code defuse does not trust
//-===//
//
// The adversarial filter judges candidate fixes: pass plugins written by
// agents, which may be hostile. Their code never runs in a process that
// judges. It runs in a program started by exec (never a fork, which would
// carry the judge's memory into it), confined with what Linux offers an
// unprivileged user, in the strongest mode the machine allows:
//
//   namespaces  its own user, mount, PID, network, IPC and UTS namespaces.
//               A root of its own holds the system's directories (/usr,
//               /etc, /bin, /sbin, /lib*) and the files the command is
//               given, read-only; /dev with null, zero, full, random and
//               urandom; a /proc of its own PID namespace (the judge's
//               processes are not there); /tmp, a private directory and
//               the only writable place. Nothing else exists there: not the
//               findings store, the finding's directory or the judge's
//               files. The network namespace has a loopback that is down.
//               The command runs as an unprivileged user of its namespace
//               (no capabilities once it execs).
//   landlock    (no user namespaces) Landlock: read only the system's
//               directories and the files given, write only the private
//               directory, no TCP, and from Landlock ABI 6 no signals or
//               abstract sockets reaching outside. Started by root, it
//               runs as nobody.
//   minimal     (neither) only what every mode has: the filesystem is
//               reachable with the user's rights. The sandbox's
//               description says so wherever defuse reports it.
//
// Every mode: a system call filter (Seccomp.h: no network, ptrace,
// process_vm_*, mounts, namespaces, ...), no_new_privs, only the
// environment given, a session of its own, stdin from /dev/null, no
// descriptor of the judge's, limits on address space, file size and core
// dumps, and a wall-clock limit past which the whole process tree is
// killed. What comes back is files in the private directory, read as
// untrusted data (take()), and the exit status.
//
// DEFUSE_SANDBOX=landlock or minimal in the environment asks for a weaker
// mode (to test the fallbacks); a stronger one than the machine offers is
// never granted.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_SANDBOX_H
#define DEFUSE_TARGET_SANDBOX_H

#include "llvm/ADT/StringRef.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace defuse {

enum class SandboxMode { Namespaces, Landlock, Minimal };

const char *sandboxModeName(SandboxMode mode);

/// The sandbox this machine gives, found once by starting one.
struct SandboxDescription {
  SandboxMode mode = SandboxMode::Minimal;
  int landlockAbi = 0;
  bool syscallFilter = false;
  bool ownProc = false; // namespaces: a /proc of its own PID namespace
  /// Why a stronger mode is not used, "" when it is the strongest.
  std::string weakerBecause;
  /// One line: the mode and what it confines.
  std::string summary() const;
};

const SandboxDescription &sandboxDescription();

struct SandboxCommand {
  /// argv[0] is a path as the command sees it: a system program, or a file
  /// of `readable`.
  std::vector<std::string> argv;
  /// The whole environment ("NAME=VALUE").
  std::vector<std::string> env;
  /// Host files or directories the command may read besides the system's,
  /// visible (read-only) at the same paths.
  std::vector<std::string> readable;
  /// Its working directory and the files its stdout and stderr go to, in
  /// the private directory ("" for the directory itself, or /dev/null).
  std::string workDir, stdoutFile, stderrFile;
  /// Started by /bin/sh, as from a user's shell or build: its parent is a
  /// shell and it is not the first process of its PID namespace (whose
  /// signals the kernel treats apart: abort() there ends in SIGSEGV). The
  /// shell's exit 128 + N comes back as the death by signal N it says.
  bool underShell = false;
  double timeoutSeconds = 60;
  /// Address space the command may map, in bytes; 0 for no limit.
  uint64_t addressSpaceBytes = 0;
  /// The largest file it may write.
  uint64_t fileSizeBytes = uint64_t(4) << 30;
};

struct SandboxExit {
  bool started = false;
  std::string error; // why it did not start
  int status = 0;    // waitpid's
  bool timedOut = false, cancelled = false;
  double seconds = 0;
};

class Sandbox {
public:
  /// A sandbox with a fresh, empty private directory; null, with `error`,
  /// when none can be made. `weaker` asks for a weaker mode than the
  /// machine's (tests of the fallbacks); never a stronger one.
  static std::unique_ptr<Sandbox>
  create(std::string &error, std::optional<SandboxMode> weaker = {});
  ~Sandbox(); // removes the private directory and all in it
  Sandbox(const Sandbox &) = delete;
  Sandbox &operator=(const Sandbox &) = delete;

  SandboxMode mode() const { return sandboxMode; }
  /// Where `relative` (a path in the private directory) is, for the judge
  /// and for the command.
  std::string hostPath(llvm::StringRef relative) const;
  std::string insidePath(llvm::StringRef relative) const;
  /// Writes `bytes` to `relative` (its directories made), for the command
  /// to read.
  bool put(llvm::StringRef relative, llvm::StringRef bytes);
  /// Copies host file `from` to `relative`.
  bool copyIn(const std::string &from, llvm::StringRef relative);
  /// Makes a named pipe at `relative`, for a long-running command to take
  /// requests from and answer on (the only channel between the judge and
  /// the command besides files and the exit status).
  bool makeFifo(llvm::StringRef relative);
  /// Removes `relative` and all beneath it.
  void remove(llvm::StringRef relative);
  /// What the command left at `relative`: only a regular file reached
  /// without following a link, of at most `maxBytes`; none otherwise.
  std::optional<std::string> take(llvm::StringRef relative,
                                  size_t maxBytes) const;

  /// The end of what the command left at `relative` (take), at most `max`
  /// bytes on one line; "" for nothing.
  std::string takeTail(llvm::StringRef relative, size_t max = 300) const;

  /// Runs `command`, killing it (and all it started) at its time limit or
  /// once `*cancel` is true.
  SandboxExit run(const SandboxCommand &command,
                  const std::atomic<bool> *cancel = nullptr);

private:
  Sandbox(SandboxMode mode, std::string base)
      : sandboxMode(mode), base(std::move(base)) {}
  SandboxMode sandboxMode;
  std::string base; // holds root/ (a mount point) and tmp/ (private)
};

} // namespace defuse

#endif // DEFUSE_TARGET_SANDBOX_H
