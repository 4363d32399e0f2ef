//===- Sandbox.cpp --------------------------------------------------------===//
//
// Between fork and exec the child runs only system calls on data prepared
// before the fork (a Plan): the judge is multithreaded, and its child must
// not take a lock another thread held.
//
// Namespaces: the judge forks C, which unshares its namespaces, maps its
// user and forks G, the first process of the new PID namespace. G builds
// the root, pivots into it, confines itself and execs the command. C sends
// G's pid to the judge (which opens a pidfd on it, so that a time limit
// kills G, and with it the whole namespace, whatever G did to its process
// group), then waits for G and ends as G ended.
//
//===----------------------------------------------------------------------===//

#include "target/Sandbox.h"
#include "target/Deadline.h"
#include "target/Landlock.h"
#include "target/Probe.h"
#include "target/Seccomp.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <grp.h>
#include <linux/filter.h>
#include <mutex>
#include <poll.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace defuse;

namespace {

/// Exit status of a child whose sandbox could not be built (its message
/// went to the error pipe).
constexpr int kSetupFailedExit = 125;
/// The user the command is inside its user namespace (not 0: no
/// capabilities survive its exec), and the user it runs as when root
/// starts a Landlock sandbox.
constexpr uid_t kInsideUser = 1000;
constexpr uid_t kNobody = 65534;

/// The system's directories every sandbox reads.
const char *const kSystemPaths[] = {"/usr", "/etc",   "/bin",   "/sbin",
                                    "/lib", "/lib32", "/lib64", "/libx32"};
const char *const kDevices[] = {"null", "zero", "full", "random", "urandom"};

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_pidfd_send_signal
#define SYS_pidfd_send_signal 424
#endif
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

struct MountAttr {
  uint64_t attrSet, attrClr, propagation, userNsFd;
};
constexpr uint64_t kMountAttrReadOnly = 0x1;
constexpr unsigned kAtRecursive = 0x8000;
constexpr unsigned kCloseRangeCloexec = 1u << 2;

/// Everything the child needs, built before the fork.
struct Plan {
  SandboxMode mode = SandboxMode::Minimal;
  std::vector<std::string> strings; // owns what the pointers below point to
  std::vector<char *> argv, envp;
  std::string root, privateDir, workDir, stdoutPath, stderrPath;
  // Namespaces: directories to make under the root, empty files to make
  // (mount points of files), read-only binds (source, target), symlinks
  // (target, path).
  std::vector<std::string> dirs, files;
  std::vector<std::pair<std::string, std::string>> binds, links, devLinks;
  std::vector<std::string> devices; // "/dev/null", ...
  std::string uidMap, gidMap;
  LandlockRules landlock;
  bool dropToNobody = false;
  std::vector<sock_filter> filter;
  rlim_t addressSpace = RLIM_INFINITY, fileSize = RLIM_INFINITY;
};

/// Writes `message` (and errno's name) to `fd` and ends the child.
[[noreturn]] void die(int fd, const char *message) {
  int saved = errno;
  (void)!write(fd, message, std::strlen(message));
  const char *why = strerrorname_np(saved);
  if (why) {
    (void)!write(fd, ": ", 2);
    (void)!write(fd, why, std::strlen(why));
  }
  _exit(kSetupFailedExit);
}

bool writeFile(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  size_t n = std::strlen(text);
  bool ok = write(fd, text, n) == static_cast<ssize_t>(n);
  close(fd);
  return ok;
}

/// Mount flags that a remount must keep (the kernel refuses to clear
/// those locked by the mount namespace's owner).
unsigned long keptFlags(const char *path) {
  struct statvfs sv;
  if (statvfs(path, &sv) != 0)
    return 0;
  unsigned long flags = 0;
  if (sv.f_flag & ST_NOSUID)
    flags |= MS_NOSUID;
  if (sv.f_flag & ST_NODEV)
    flags |= MS_NODEV;
  if (sv.f_flag & ST_NOEXEC)
    flags |= MS_NOEXEC;
  if (sv.f_flag & ST_NOATIME)
    flags |= MS_NOATIME;
  if (sv.f_flag & ST_NODIRATIME)
    flags |= MS_NODIRATIME;
  if (sv.f_flag & ST_RELATIME)
    flags |= MS_RELATIME;
  return flags;
}

/// Binds `source` at `target` read-only, with every mount beneath it.
bool bindReadOnly(const char *source, const char *target) {
  if (mount(source, target, nullptr, MS_BIND | MS_REC, nullptr) != 0)
    return false;
  MountAttr attr = {kMountAttrReadOnly, 0, 0, 0};
  if (syscall(SYS_mount_setattr, AT_FDCWD, target, kAtRecursive, &attr,
              sizeof(attr)) == 0)
    return true;
  return mount(nullptr, target, nullptr,
               MS_BIND | MS_REMOUNT | MS_RDONLY | keptFlags(target),
               nullptr) == 0;
}

void setLimit(int resource, rlim_t value) {
  struct rlimit limit = {value, value};
  setrlimit(resource, &limit);
}

/// What every mode does last: limits, stdio, working directory, no
/// inherited descriptors, the system call filter, exec.
[[noreturn]] void confineAndExec(const Plan &plan, int errFd) {
  setLimit(RLIMIT_CORE, 0);
  setLimit(RLIMIT_FSIZE, plan.fileSize);
  setLimit(RLIMIT_AS, plan.addressSpace);
  int in = open("/dev/null", O_RDONLY);
  int out = plan.stdoutPath.empty()
                ? open("/dev/null", O_WRONLY)
                : open(plan.stdoutPath.c_str(),
                       O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
  int err = plan.stderrPath.empty()
                ? open("/dev/null", O_WRONLY)
                : open(plan.stderrPath.c_str(),
                       O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
  if (in < 0 || out < 0 || err < 0)
    die(errFd, "defuse sandbox: cannot open stdin, stdout or stderr");
  if (plan.dropToNobody && (fchown(out, kNobody, kNobody) != 0 ||
                            fchown(err, kNobody, kNobody) != 0))
    die(errFd, "defuse sandbox: cannot hand its output files to nobody");
  if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
    die(errFd, "defuse sandbox: cannot set up stdio");
  if (chdir(plan.workDir.c_str()) != 0)
    die(errFd, "defuse sandbox: cannot enter its working directory");
  if (plan.dropToNobody) {
    if (setgroups(0, nullptr) != 0 || setresgid(kNobody, kNobody, kNobody) ||
        setresuid(kNobody, kNobody, kNobody))
      die(errFd, "defuse sandbox: cannot become nobody");
  }
  if (plan.mode == SandboxMode::Landlock) {
    const char *why = "";
    if (!restrictWithLandlock(plan.landlock, why))
      die(errFd, why);
  }
  // Every descriptor but stdio closes at exec (the error pipe too, which
  // tells the judge that exec happened).
  if (syscall(SYS_close_range, 3, ~0u, kCloseRangeCloexec) != 0)
    for (int fd = 3; fd < 1024; ++fd)
      if (fd != errFd)
        close(fd);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    die(errFd, "defuse sandbox: no_new_privs refused");
  if (!plan.filter.empty() && !installSyscallFilter(plan.filter))
    die(errFd, "defuse sandbox: the system call filter was refused");
  execve(plan.argv[0], plan.argv.data(), plan.envp.data());
  die(errFd, "defuse sandbox: cannot execute the command");
}

/// G: builds the root, pivots into it, then confines itself and execs.
[[noreturn]] void buildRootAndExec(const Plan &plan, int errFd) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  const char *root = plan.root.c_str();
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
    die(errFd, "defuse sandbox: cannot make the mounts private");
  if (mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755") != 0)
    die(errFd, "defuse sandbox: cannot mount its root");
  // /tmp: the private directory, the only writable place. Mounted before
  // the readable paths under /tmp (a checkout there) are made and bound in
  // it, or it would hide them.
  std::string tmp = plan.root + "/tmp";
  auto underTmp = [&](const std::string &dir) {
    return dir.size() > tmp.size() && dir.compare(0, tmp.size(), tmp) == 0 &&
           dir[tmp.size()] == '/';
  };
  for (const std::string &dir : plan.dirs)
    if (!underTmp(dir) && mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST)
      die(errFd, "defuse sandbox: cannot make a directory of its root");
  if (mount(plan.privateDir.c_str(), tmp.c_str(), nullptr, MS_BIND, nullptr) !=
          0 ||
      mount(nullptr, tmp.c_str(), nullptr,
            MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV |
                keptFlags(tmp.c_str()),
            nullptr) != 0)
    die(errFd, "defuse sandbox: cannot mount the private /tmp");
  for (const std::string &dir : plan.dirs)
    if (underTmp(dir) && mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST)
      die(errFd, "defuse sandbox: cannot make a directory of its root");
  for (const std::string &file : plan.files) {
    int fd = open(file.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
      die(errFd, "defuse sandbox: cannot make a mount point");
    close(fd);
  }
  for (const auto &[target, path] : plan.links)
    if (symlink(target.c_str(), path.c_str()) != 0)
      die(errFd, "defuse sandbox: cannot make a link of its root");
  for (const auto &[source, target] : plan.binds)
    if (!bindReadOnly(source.c_str(), target.c_str()))
      die(errFd, "defuse sandbox: cannot bind a system directory read-only");
  // /dev: a few devices on a tmpfs.
  std::string dev = plan.root + "/dev";
  if (mount("tmpfs", dev.c_str(), "tmpfs", MS_NOSUID | MS_NOEXEC,
            "mode=0755") != 0)
    die(errFd, "defuse sandbox: cannot mount /dev");
  // plan.devices holds "/dev/x" then root + "/dev/x", alternately.
  for (size_t i = 0; i + 1 < plan.devices.size(); i += 2) {
    int fd =
        open(plan.devices[i + 1].c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
      die(errFd, "defuse sandbox: cannot make a device's mount point");
    close(fd);
    if (mount(plan.devices[i].c_str(), plan.devices[i + 1].c_str(), nullptr,
              MS_BIND, nullptr) != 0)
      die(errFd, "defuse sandbox: cannot bind a device");
  }
  for (const auto &[target, path] : plan.devLinks)
    if (symlink(target.c_str(), path.c_str()) != 0)
      die(errFd, "defuse sandbox: cannot make a link in /dev");
  // /proc of the new PID namespace; without it, no /proc at all (never the
  // host's, which shows the judge).
  std::string proc = plan.root + "/proc";
  (void)mount("proc", proc.c_str(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC,
              nullptr);
  std::string old = plan.root + "/.old";
  if (syscall(SYS_pivot_root, root, old.c_str()) != 0 || chdir("/") != 0 ||
      umount2("/.old", MNT_DETACH) != 0)
    die(errFd, "defuse sandbox: cannot pivot into its root");
  (void)rmdir("/.old");
  if (mount(nullptr, "/dev", nullptr,
            MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC, nullptr) != 0 ||
      mount(nullptr, "/", nullptr,
            MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
    die(errFd, "defuse sandbox: cannot make its root read-only");
  static const char host[] = "localhost";
  (void)sethostname(host, sizeof(host) - 1);
  confineAndExec(plan, errFd);
}

/// C: the namespaces, the user map, G; then G's end is C's.
[[noreturn]] void enterNamespaces(const Plan &plan, int errFd, int pidFd,
                                  int ackFd) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  setLimit(RLIMIT_CORE, 0);
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET |
              CLONE_NEWIPC | CLONE_NEWUTS) != 0)
    die(errFd, "defuse sandbox: cannot make namespaces");
  if (!writeFile("/proc/self/setgroups", "deny") ||
      !writeFile("/proc/self/uid_map", plan.uidMap.c_str()) ||
      !writeFile("/proc/self/gid_map", plan.gidMap.c_str()))
    die(errFd, "defuse sandbox: cannot map its user");
  pid_t g = fork();
  if (g < 0)
    die(errFd, "defuse sandbox: cannot start the namespace's first process");
  if (g == 0) {
    close(pidFd);
    close(ackFd);
    buildRootAndExec(plan, errFd);
  }
  close(errFd);
  int32_t pid = g;
  char ack;
  if (write(pidFd, &pid, sizeof(pid)) != sizeof(pid) ||
      read(ackFd, &ack, 1) != 1) {
    kill(g, SIGKILL);
    _exit(kSetupFailedExit);
  }
  int status = 0;
  while (waitpid(g, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, nullptr);
    kill(getpid(), sig);
    _exit(128 + sig);
  }
  _exit(WIFEXITED(status) ? WEXITSTATUS(status) : kSetupFailedExit);
}

/// Adds `path`'s parents (below the root) to `plan.dirs`, in order.
void addParents(Plan &plan, const std::string &path) {
  std::string prefix;
  size_t at = 1;
  while ((at = path.find('/', at)) != std::string::npos) {
    prefix = path.substr(0, at);
    std::string dir = plan.root + prefix;
    if (std::find(plan.dirs.begin(), plan.dirs.end(), dir) == plan.dirs.end())
      plan.dirs.push_back(dir);
    ++at;
  }
}

bool isUnder(const std::string &path, const std::string &dir) {
  return path == dir ||
         (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 &&
          path[dir.size()] == '/');
}

std::string absolute(const std::string &path) {
  std::error_code ec;
  std::filesystem::path p = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : p.string();
}

/// The files and directories of the root (namespaces).
void planRoot(Plan &plan, const SandboxCommand &command) {
  plan.dirs.push_back(plan.root + "/dev");
  plan.dirs.push_back(plan.root + "/tmp");
  plan.dirs.push_back(plan.root + "/proc");
  plan.dirs.push_back(plan.root + "/.old");
  std::vector<std::string> bound;
  for (const char *system : kSystemPaths) {
    struct stat st;
    if (lstat(system, &st) != 0)
      continue;
    if (S_ISLNK(st.st_mode)) {
      std::error_code ec;
      std::filesystem::path target = std::filesystem::read_symlink(system, ec);
      if (!ec)
        plan.links.emplace_back(target.string(), plan.root + system);
    } else if (S_ISDIR(st.st_mode)) {
      plan.dirs.push_back(plan.root + system);
      plan.binds.emplace_back(system, plan.root + system);
      bound.push_back(system);
    }
  }
  for (const std::string &given : command.readable) {
    std::string path = absolute(given);
    if (llvm::any_of(bound,
                     [&](const std::string &b) { return isUnder(path, b); }))
      continue;
    struct stat st;
    if (stat(path.c_str(), &st) != 0)
      continue;
    addParents(plan, path);
    if (S_ISDIR(st.st_mode))
      plan.dirs.push_back(plan.root + path);
    else
      plan.files.push_back(plan.root + path);
    plan.binds.emplace_back(path, plan.root + path);
    bound.push_back(path);
  }
  for (const char *device : kDevices) {
    plan.devices.push_back(std::string("/dev/") + device);
    plan.devices.push_back(plan.root + "/dev/" + device);
  }
  plan.devLinks.emplace_back("/proc/self/fd", plan.root + "/dev/fd");
  plan.devLinks.emplace_back("/proc/self/fd/0", plan.root + "/dev/stdin");
  plan.devLinks.emplace_back("/proc/self/fd/1", plan.root + "/dev/stdout");
  plan.devLinks.emplace_back("/proc/self/fd/2", plan.root + "/dev/stderr");
  uid_t uid = geteuid();
  gid_t gid = getegid();
  uid_t inside = uid == 0 ? kInsideUser : uid;
  gid_t insideGroup = gid == 0 ? kInsideUser : gid;
  plan.uidMap = std::to_string(inside) + " " + std::to_string(uid) + " 1\n";
  plan.gidMap =
      std::to_string(insideGroup) + " " + std::to_string(gid) + " 1\n";
}

std::string joinPath(const std::string &dir, llvm::StringRef relative) {
  if (relative.empty())
    return dir;
  return dir + "/" + relative.str();
}

/// Reads `fd` to its end (non-blocking pipe already closed by the writer).
std::string drain(int fd) {
  std::string text;
  char buffer[512];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof(buffer))) > 0 && text.size() < 4096)
    text.append(buffer, static_cast<size_t>(n));
  return text;
}

/// Removes `path` and all beneath it, making directories searchable
/// first (the command may have taken the rights off its own).
void removeTree(const std::string &path) {
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(
           path, std::filesystem::directory_options::skip_permission_denied,
           ec);
       !ec && it != std::filesystem::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_directory(ec) && !it->is_symlink(ec))
      chmod(it->path().c_str(), 0700);
  }
  chmod(path.c_str(), 0700);
  std::filesystem::remove_all(path, ec);
  if (ec) {
    // A second pass, after the first made what it could searchable.
    std::filesystem::recursive_directory_iterator again(path, ec);
    for (; !ec && again != std::filesystem::recursive_directory_iterator();
         again.increment(ec))
      if (again->is_directory(ec) && !again->is_symlink(ec))
        chmod(again->path().c_str(), 0700);
    std::filesystem::remove_all(path, ec);
  }
}

/// Runs `command` in a sandbox of `mode` whose private directory is
/// `privateDir` (and root mount point `root`).
SandboxExit launch(SandboxMode mode, const std::string &root,
                   const std::string &privateDir, const std::string &inside,
                   const SandboxCommand &command,
                   const std::atomic<bool> *cancel) {
  SandboxExit result;
  auto start = std::chrono::steady_clock::now();
  Plan plan;
  plan.mode = mode;
  plan.root = root;
  plan.privateDir = privateDir;
  auto insidePath = [&](const std::string &relative) {
    return relative.empty() ? std::string() : joinPath(inside, relative);
  };
  plan.workDir = joinPath(inside, command.workDir);
  plan.stdoutPath = insidePath(command.stdoutFile);
  plan.stderrPath = insidePath(command.stderrFile);
  // sh -c '"$0" "$@"' PROGRAM ARGS...: the shell starts the program as a
  // child and ends as it ended.
  std::vector<std::string> argv = command.argv;
  // (A command after it keeps the shell from exec'ing the program in its
  // place.)
  if (command.underShell)
    argv.insert(argv.begin(), {"/bin/sh", "-c", "\"$0\" \"$@\"; exit $?"});
  plan.strings.reserve(argv.size() + command.env.size());
  for (const std::string &a : argv)
    plan.strings.push_back(a);
  size_t argCount = plan.strings.size();
  for (const std::string &e : command.env)
    plan.strings.push_back(e);
  for (size_t i = 0; i < plan.strings.size(); ++i)
    (i < argCount ? plan.argv : plan.envp).push_back(plan.strings[i].data());
  plan.argv.push_back(nullptr);
  plan.envp.push_back(nullptr);
  if (command.addressSpaceBytes)
    plan.addressSpace = command.addressSpaceBytes;
  plan.fileSize = command.fileSizeBytes;
  plan.filter = sandboxSyscallFilter();
  if (mode == SandboxMode::Namespaces) {
    planRoot(plan, command);
  } else {
    for (const char *system : kSystemPaths)
      plan.landlock.readable.push_back(system);
    for (const std::string &path : command.readable)
      plan.landlock.readable.push_back(absolute(path));
    // The dynamic loader and the C library read a few files of /proc.
    plan.landlock.readable.push_back("/proc/self");
    plan.landlock.writable = privateDir;
    for (const char *device : kDevices)
      plan.landlock.devices.push_back(std::string("/dev/") + device);
    plan.dropToNobody = geteuid() == 0;
  }

  int errPipe[2], pidPipe[2], ackPipe[2];
  if (pipe2(errPipe, O_CLOEXEC) != 0 || pipe2(pidPipe, O_CLOEXEC) != 0 ||
      pipe2(ackPipe, O_CLOEXEC) != 0) {
    result.error = std::string("pipe failed: ") + std::strerror(errno);
    return result;
  }
  std::fflush(nullptr);
  pid_t c = fork();
  if (c < 0) {
    result.error = std::string("fork failed: ") + std::strerror(errno);
    for (int fd : {errPipe[0], errPipe[1], pidPipe[0], pidPipe[1], ackPipe[0],
                   ackPipe[1]})
      close(fd);
    return result;
  }
  if (c == 0) {
    close(errPipe[0]);
    close(pidPipe[0]);
    close(ackPipe[1]);
    setsid();
    if (mode == SandboxMode::Namespaces)
      enterNamespaces(plan, errPipe[1], pidPipe[1], ackPipe[0]);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    close(pidPipe[1]);
    close(ackPipe[0]);
    confineAndExec(plan, errPipe[1]);
  }
  close(errPipe[1]);
  close(pidPipe[1]);
  close(ackPipe[0]);
  // G's pidfd (namespaces): killing G ends its whole PID namespace.
  int groupFd = -1;
  if (mode == SandboxMode::Namespaces) {
    int32_t g = 0;
    ssize_t n;
    while ((n = read(pidPipe[0], &g, sizeof(g))) < 0 && errno == EINTR) {
    }
    if (n == sizeof(g) && g > 0)
      groupFd = static_cast<int>(syscall(SYS_pidfd_open, g, 0));
    char ack = 1;
    (void)!write(ackPipe[1], &ack, 1);
  }
  close(pidPipe[0]);
  close(ackPipe[1]);
  auto deadline = deadlineAfter(command.timeoutSeconds, start);
  std::string waitError;
  bool waited = waitForChild(c, deadline, cancel, result.status,
                             result.timedOut, result.cancelled, waitError);
  if (groupFd >= 0) {
    if (result.timedOut || result.cancelled || !waited)
      syscall(SYS_pidfd_send_signal, groupFd, SIGKILL, nullptr, 0);
    close(groupFd);
  }
  // Whatever the command left running in its session.
  kill(-c, SIGKILL);
  fcntl(errPipe[0], F_SETFL, O_NONBLOCK);
  std::string setupError = drain(errPipe[0]);
  close(errPipe[0]);
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (!waited) {
    result.error = waitError;
    return result;
  }
  if (!setupError.empty() && WIFEXITED(result.status) &&
      WEXITSTATUS(result.status) == kSetupFailedExit) {
    result.error = setupError;
    return result;
  }
  // The shell says a death by signal N as exit 128 + N: say it as the
  // death again.
  if (command.underShell && WIFEXITED(result.status) &&
      WEXITSTATUS(result.status) > 128 && WEXITSTATUS(result.status) < 128 + 65)
    result.status = WEXITSTATUS(result.status) - 128;
  result.started = true;
  return result;
}

/// A fresh directory holding root/ and tmp/, named as mktemp names one (a
/// program that sees the path, in the fallbacks, sees no sign of defuse).
/// A sandbox that runs as nobody
/// (root without namespaces) must reach it: then under /tmp, whatever
/// TMPDIR says (a test runner's TMPDIR may be private to its user).
std::string makeBase(SandboxMode mode, std::string &error) {
  const char *tmp = std::getenv("TMPDIR");
  bool asNobody = geteuid() == 0 && mode != SandboxMode::Namespaces;
  std::string pattern =
      std::string(tmp && *tmp && !asNobody ? tmp : "/tmp") + "/tmp.XXXXXXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!mkdtemp(buffer.data())) {
    error = pattern + ": " + std::strerror(errno);
    return "";
  }
  std::string base = buffer.data();
  if (asNobody)
    chmod(base.c_str(), 0711);
  if (mkdir((base + "/root").c_str(), 0700) != 0 ||
      mkdir((base + "/tmp").c_str(), 0700) != 0) {
    error = base + ": " + std::strerror(errno);
    removeTree(base);
    return "";
  }
  return base;
}

/// Starts `mode`'s sandbox once with /bin/true; "" when it works, else why
/// not.
std::string tryMode(SandboxMode mode) {
  std::string error;
  std::string base = makeBase(mode, error);
  if (base.empty())
    return error;
  if (geteuid() == 0 && mode != SandboxMode::Namespaces)
    (void)chown((base + "/tmp").c_str(), kNobody, kNobody);
  SandboxCommand probe;
  probe.argv = {"/bin/sh", "-c", "test -d /proc/self && exit 3; exit 0"};
  probe.env = {"PATH=/usr/bin:/bin"};
  probe.timeoutSeconds = 30;
  SandboxExit e = launch(
      mode, base + "/root", base + "/tmp",
      mode == SandboxMode::Namespaces ? "/tmp" : base + "/tmp", probe, nullptr);
  removeTree(base);
  if (!e.started)
    return e.error;
  if (!WIFEXITED(e.status) ||
      (WEXITSTATUS(e.status) != 0 && WEXITSTATUS(e.status) != 3))
    return "a sandboxed /bin/sh did not run (status " +
           std::to_string(e.status) + ")";
  return WEXITSTATUS(e.status) == 3 ? "" : "no-proc";
}

SandboxDescription describeMachine() {
  SandboxDescription d;
  d.landlockAbi = landlockAbi();
  d.syscallFilter = !sandboxSyscallFilter().empty();
  const char *wanted = std::getenv("DEFUSE_SANDBOX");
  std::string asked = wanted ? wanted : "";
  std::string why;
  if (asked.empty() || asked == "namespaces") {
    std::string error = tryMode(SandboxMode::Namespaces);
    if (error.empty() || error == "no-proc") {
      d.mode = SandboxMode::Namespaces;
      d.ownProc = error.empty();
      return d;
    }
    why = "user namespaces unavailable (" + error + ")";
  } else {
    why = "DEFUSE_SANDBOX=" + asked;
  }
  if ((asked.empty() || asked == "namespaces" || asked == "landlock") &&
      d.landlockAbi > 0) {
    std::string error = tryMode(SandboxMode::Landlock);
    if (error.empty() || error == "no-proc") {
      d.mode = SandboxMode::Landlock;
      d.weakerBecause = why;
      return d;
    }
    why += "; Landlock refused (" + error + ")";
  } else if (d.landlockAbi == 0) {
    why += "; no Landlock";
  }
  d.mode = SandboxMode::Minimal;
  d.weakerBecause = why;
  return d;
}

} // namespace

const char *defuse::sandboxModeName(SandboxMode mode) {
  switch (mode) {
  case SandboxMode::Namespaces:
    return "namespaces";
  case SandboxMode::Landlock:
    return "landlock";
  case SandboxMode::Minimal:
    return "minimal";
  }
  return "?";
}

std::string SandboxDescription::summary() const {
  std::string s = sandboxModeName(mode);
  switch (mode) {
  case SandboxMode::Namespaces:
    s += ": exec'd in its own user, mount, PID, network, IPC and UTS "
         "namespaces; read-only system directories, private /tmp the only "
         "writable place, ";
    s += ownProc ? "its own /proc, " : "no /proc, ";
    s += "no network";
    break;
  case SandboxMode::Landlock:
    s += ": exec'd under Landlock ABI " + std::to_string(landlockAbi) +
         " (read-only system directories, the private directory the only "
         "writable place";
    s += landlockAbi >= 4 ? ", no TCP" : "";
    s += landlockAbi >= 6 ? ", no signals out" : "";
    s += ")";
    break;
  case SandboxMode::Minimal:
    s += ": exec'd with the user's file access (no namespaces, no "
         "Landlock)";
    break;
  }
  s += syscallFilter ? "; seccomp: " + std::string(forbiddenSyscallSummary())
                     : "; no system call filter";
  s += "; clean environment, time, address-space and file-size limits";
  if (!weakerBecause.empty())
    s += " [weaker: " + weakerBecause + "]";
  return s;
}

const SandboxDescription &defuse::sandboxDescription() {
  static const SandboxDescription description = describeMachine();
  return description;
}

std::unique_ptr<Sandbox> Sandbox::create(std::string &error,
                                         std::optional<SandboxMode> weaker) {
  SandboxMode mode = sandboxDescription().mode;
  // Namespaces > Landlock > Minimal, in the enumeration's order.
  if (weaker && static_cast<int>(*weaker) > static_cast<int>(mode))
    mode = *weaker;
  if (mode == SandboxMode::Landlock && sandboxDescription().landlockAbi == 0)
    mode = SandboxMode::Minimal;
  std::string base = makeBase(mode, error);
  if (base.empty())
    return nullptr;
  // Started by root, a Landlock or minimal sandbox runs as nobody.
  if (geteuid() == 0 && mode != SandboxMode::Namespaces &&
      chown((base + "/tmp").c_str(), kNobody, kNobody) != 0) {
    error = base + ": cannot hand the private directory to nobody";
    removeTree(base);
    return nullptr;
  }
  return std::unique_ptr<Sandbox>(new Sandbox(mode, std::move(base)));
}

Sandbox::~Sandbox() { removeTree(base); }

std::string Sandbox::hostPath(llvm::StringRef relative) const {
  return joinPath(base + "/tmp", relative);
}

std::string Sandbox::insidePath(llvm::StringRef relative) const {
  return joinPath(sandboxMode == SandboxMode::Namespaces ? "/tmp"
                                                         : base + "/tmp",
                  relative);
}

bool Sandbox::put(llvm::StringRef relative, llvm::StringRef bytes) {
  std::filesystem::path path = hostPath(relative);
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0644);
  if (fd < 0)
    return false;
  bool ok = true;
  for (size_t done = 0; ok && done < bytes.size();) {
    ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    ok = n > 0;
    done += ok ? static_cast<size_t>(n) : 0;
  }
  close(fd);
  if (geteuid() == 0 && sandboxMode != SandboxMode::Namespaces) {
    for (std::filesystem::path p = path; ok && p != hostPath("");
         p = p.parent_path())
      (void)chown(p.c_str(), kNobody, kNobody);
  }
  return ok;
}

bool Sandbox::makeFifo(llvm::StringRef relative) {
  std::string path = hostPath(relative);
  if (mkfifo(path.c_str(), 0600) != 0)
    return false;
  if (geteuid() == 0 && sandboxMode != SandboxMode::Namespaces)
    return chown(path.c_str(), kNobody, kNobody) == 0;
  return true;
}

void Sandbox::remove(llvm::StringRef relative) {
  if (!relative.empty() && !relative.contains(".."))
    removeTree(hostPath(relative));
}

bool Sandbox::copyIn(const std::string &from, llvm::StringRef relative) {
  int fd = open(from.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  std::string bytes;
  char buffer[1 << 16];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof(buffer))) > 0)
    bytes.append(buffer, static_cast<size_t>(n));
  close(fd);
  return n == 0 && put(relative, bytes);
}

std::optional<std::string> Sandbox::take(llvm::StringRef relative,
                                         size_t maxBytes) const {
  // Component by component, never following a link: the command may have
  // made any of them one.
  int dir = open(hostPath("").c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef> parts;
  relative.split(parts, '/', -1, false);
  int fd = -1;
  for (size_t i = 0; i < parts.size(); ++i) {
    std::string part = parts[i].str();
    bool last = i + 1 == parts.size();
    if (part == "..") {
      close(dir);
      return std::nullopt;
    }
    int next = openat(dir, part.c_str(),
                      (last ? O_RDONLY | O_NONBLOCK : O_RDONLY | O_DIRECTORY) |
                          O_NOFOLLOW | O_CLOEXEC);
    close(dir);
    if (next < 0)
      return std::nullopt;
    if (last)
      fd = next;
    else
      dir = next;
  }
  if (fd < 0)
    return std::nullopt;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
      static_cast<uint64_t>(st.st_size) > maxBytes) {
    close(fd);
    return std::nullopt;
  }
  std::string bytes;
  bytes.reserve(static_cast<size_t>(st.st_size));
  char buffer[1 << 16];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof(buffer))) > 0 && bytes.size() <= maxBytes)
    bytes.append(buffer, static_cast<size_t>(n));
  close(fd);
  if (n < 0 || bytes.size() > maxBytes)
    return std::nullopt;
  return bytes;
}

std::string Sandbox::takeTail(llvm::StringRef relative, size_t max) const {
  std::optional<std::string> text = take(relative, 1 << 20);
  if (!text)
    return "";
  std::string t = text->size() > max ? text->substr(text->size() - max) : *text;
  std::replace(t.begin(), t.end(), '\n', ' ');
  while (!t.empty() && t.back() == ' ')
    t.pop_back();
  return t;
}

SandboxExit Sandbox::run(const SandboxCommand &command,
                         const std::atomic<bool> *cancel) {
  return launch(sandboxMode, base + "/root", base + "/tmp", insidePath(""),
                command, cancel);
}
