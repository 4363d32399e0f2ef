//===- ForkServer.cpp -----------------------------------------------------===//

#include "target/ForkServer.h"
#include "target/ChildTool.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/xxhash.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

using namespace defuse;

namespace {

// Debian 12's <sys/pidfd.h> declares these without C linkage.
int openPidFd(pid_t pid) {
  return static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
}
int signalPidFd(int pidFd, int signal) {
  return static_cast<int>(
      syscall(SYS_pidfd_send_signal, pidFd, signal, nullptr, 0));
}

using Clock = std::chrono::steady_clock;

/// The servers' directory, created mode 0700; empty (with `error`) when it
/// is not a directory of this user's that no one else can enter.
std::string serverDirectory(std::string &error) {
  const char *set = std::getenv("DEFUSE_FORK_SERVER_DIR");
  std::string dir =
      set && *set ? set
                  : "/tmp/defuse-fork-servers-" + std::to_string(getuid());
  mkdir(dir.c_str(), 0700);
  struct stat st;
  if (lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) ||
      st.st_uid != getuid() || (st.st_mode & 077) != 0) {
    error = dir + " is not a directory of this user's alone";
    return "";
  }
  return dir;
}

/// What a file is now (its inode, size and modification time): a server
/// started from an older script or executable is not asked.
std::string fileIdentity(const std::string &path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0)
    return "";
  return std::to_string(st.st_ino) + ':' + std::to_string(st.st_size) + ':' +
         std::to_string(st.st_mtim.tv_sec) + '.' +
         std::to_string(st.st_mtim.tv_nsec);
}

/// This process's environment, sorted, without the server's own settings.
std::vector<std::string> environment() {
  std::vector<std::string> env;
  for (char **e = environ; *e; ++e)
    if (std::strncmp(*e, "DEFUSE_FORK_SERVER=", 19) != 0)
      env.emplace_back(*e);
  std::sort(env.begin(), env.end());
  return env;
}

/// Variables a shell or a test runner sets for each command, which no
/// library reads as it imports: a worker gets the client's own (the whole
/// environment goes with each fork), and servers are shared across them.
bool onlyTheClients(llvm::StringRef variable) {
  llvm::StringRef name = variable.split('=').first;
  return name == "PWD" || name == "OLDPWD" || name == "SHLVL" || name == "_" ||
         name.starts_with("LIT_");
}

/// The server's name: a hash of everything a worker's script may read as
/// it imports, and of the protocol (this executable).
std::string serverName(const std::vector<std::string> &serveArgv,
                       const std::vector<std::string> &env) {
  std::string key = "defuse-fork-server-1";
  key += '\0' + fileIdentity("/proc/self/exe");
  for (const std::string &a : serveArgv)
    key += '\0' + a + '\0' + fileIdentity(a);
  for (const std::string &e : env)
    if (!onlyTheClients(e))
      key += '\0' + e;
  char name[24];
  std::snprintf(name, sizeof name, "%016llx",
                static_cast<unsigned long long>(llvm::xxh3_64bits(key)));
  return name;
}

int connectTo(const std::string &socketPath) {
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0)
    return -1;
  struct sockaddr_un address = {};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, socketPath.c_str(),
               sizeof address.sun_path - 1);
  if (connect(fd, reinterpret_cast<struct sockaddr *>(&address),
              sizeof address) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/// The last line of the server's log, to say why it did not start.
std::string lastLine(const std::string &path) {
  std::string text = readFile(path);
  while (!text.empty() && text.back() == '\n')
    text.pop_back();
  size_t at = text.rfind('\n');
  return at == std::string::npos ? text : text.substr(at + 1);
}

/// Whether process `pid` runs: not gone, and not a zombie its new parent
/// (the init process, which may reap late) has yet to reap.
bool running(pid_t pid) {
  if (kill(pid, 0) != 0)
    return false;
  std::string stat = readFile("/proc/" + std::to_string(pid) + "/stat");
  size_t end = stat.rfind(')');
  return end != std::string::npos && end + 2 < stat.size() &&
         stat[end + 2] != 'Z' && stat[end + 2] != 'X';
}

/// Starts the server detached (a session of its own, reparented away from
/// this process) with `socketPath` to listen on; its process id.
pid_t startServer(const std::vector<std::string> &serveArgv,
                  const std::vector<std::string> &env,
                  const std::string &socketPath, const std::string &logPath,
                  std::string &error) {
  std::vector<std::string> envStrings = env;
  envStrings.push_back("DEFUSE_FORK_SERVER=" + socketPath);
  std::vector<char *> envp, args;
  for (std::string &e : envStrings)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  for (const std::string &a : serveArgv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    error = std::string("pipe failed: ") + std::strerror(errno);
    return -1;
  }
  // Only system calls between fork and exec: this process may have other
  // threads.
  pid_t first = fork();
  if (first == 0) {
    setsid();
    pid_t server = fork();
    if (server != 0) {
      (void)!write(report[1], &server, sizeof server);
      _exit(0);
    }
    int in = open("/dev/null", O_RDONLY);
    int log = open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || log < 0)
      _exit(127);
    dup2(in, 0);
    dup2(log, 1);
    dup2(log, 2);
    // Nothing of this process's: a worker's pipe held open here would
    // never reach end of file.
    close_range(3, ~0U, 0);
    execve(args[0], args.data(), envp.data());
    _exit(127);
  }
  close(report[1]);
  pid_t server = -1;
  if (first > 0) {
    int status = 0;
    waitpid(first, &status, 0);
    if (read(report[0], &server, sizeof server) != sizeof server)
      server = -1;
  }
  close(report[0]);
  if (server <= 0)
    error = std::string("cannot start a fork server: ") +
            (first < 0 ? std::strerror(errno) : "fork failed");
  return server;
}

/// A connection to the server of `name`, started when none answers (under
/// a lock, so that one client starts it).
int connectOrStart(const std::vector<std::string> &serveArgv,
                   const std::vector<std::string> &env, const std::string &dir,
                   const std::string &name, Clock::time_point deadline,
                   std::string &error) {
  std::string socketPath = dir + "/" + name + ".sock";
  if (int fd = connectTo(socketPath); fd >= 0)
    return fd;
  std::string lockPath = dir + "/" + name + ".lock";
  int lock = open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lock < 0) {
    error = "cannot open " + lockPath + ": " + std::strerror(errno);
    return -1;
  }
  auto pause = [] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  };
  while (flock(lock, LOCK_EX | LOCK_NB) != 0) {
    if (Clock::now() >= deadline) {
      close(lock);
      error = "the fork server's lock is held past the deadline";
      return -1;
    }
    pause();
  }
  int fd = connectTo(socketPath);
  if (fd < 0) {
    unlink(socketPath.c_str());
    std::string logPath = dir + "/" + name + ".log";
    pid_t server = startServer(serveArgv, env, socketPath, logPath, error);
    while (server > 0 && (fd = connectTo(socketPath)) < 0) {
      if (!running(server)) {
        error = "the fork server exited as it started: " + lastLine(logPath);
        break;
      }
      if (Clock::now() >= deadline) {
        error = "the fork server did not listen before the deadline";
        break;
      }
      pause();
    }
  }
  close(lock);
  return fd;
}

/// One line from `fd`, read a byte at a time (what follows it is the
/// server's next message), waiting until `deadline`.
std::optional<std::string> readLine(int fd, Clock::time_point deadline) {
  std::string line;
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - Clock::now())
                    .count();
    if (left <= 0)
      return std::nullopt;
    struct pollfd ready = {fd, POLLIN, 0};
    int n = poll(&ready, 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (n < 0 && errno != EINTR)
      return std::nullopt;
    if (n <= 0)
      continue;
    char c;
    ssize_t got = read(fd, &c, 1);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      return std::nullopt;
    if (c == '\n')
      return line;
    line += c;
  }
}

bool sendWithFiles(int fd, const std::string &message,
                   const ForkedWorkerFiles &files) {
  int fds[4] = {files.stdinFd, files.answerFd, files.stdoutFd, files.stderrFd};
  char control[CMSG_SPACE(sizeof fds)] = {};
  struct iovec data = {const_cast<char *>(message.data()), message.size()};
  struct msghdr header = {};
  header.msg_iov = &data;
  header.msg_iovlen = 1;
  header.msg_control = control;
  header.msg_controllen = sizeof control;
  struct cmsghdr *c = CMSG_FIRSTHDR(&header);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof fds);
  std::memcpy(CMSG_DATA(c), fds, sizeof fds);
  return sendmsg(fd, &header, MSG_NOSIGNAL) ==
         static_cast<ssize_t>(message.size());
}

} // namespace

bool defuse::forkServersEnabled() {
  const char *setting = std::getenv("DEFUSE_FORK_SERVERS");
  return !setting || std::string(setting) != "0";
}

mlir::FailureOr<ForkedWorker>
defuse::forkWorker(const std::vector<std::string> &serveArgv,
                   const ForkedWorkerFiles &files, Clock::time_point deadline,
                   std::string &error) {
  std::string dir = serverDirectory(error);
  if (dir.empty())
    return mlir::failure();
  std::vector<std::string> env = environment();
  std::string name = serverName(serveArgv, env);
  char cwd[4096];
  if (!getcwd(cwd, sizeof cwd)) {
    error = std::string("getcwd failed: ") + std::strerror(errno);
    return mlir::failure();
  }
  // A server that idles out between our connect and its accept closes the
  // connection unanswered: ask once more, starting another.
  for (int attempt = 0; attempt < 2; ++attempt) {
    int fd = connectOrStart(serveArgv, env, dir, name, deadline, error);
    if (fd < 0)
      return mlir::failure();
    nlohmann::json request = {{"cwd", std::string(cwd)}, {"env", env}};
    std::optional<std::string> line;
    if (sendWithFiles(fd, request.dump() + "\n", files))
      line = readLine(fd, deadline);
    nlohmann::json answer =
        line ? nlohmann::json::parse(*line, nullptr, false) : nlohmann::json();
    if (!answer.is_object() || !answer.contains("pid") ||
        !answer["pid"].is_number_integer()) {
      close(fd);
      error = "the fork server did not fork a worker";
      continue;
    }
    ForkedWorker w;
    w.pid = answer["pid"].get<pid_t>();
    w.controlFd = fd;
    // While the server has not said it ended, the pid is the worker's: the
    // server reaps it only once it has ended, and says so first here.
    w.pidFd = openPidFd(w.pid);
    return w;
  }
  return mlir::failure();
}

std::optional<int>
defuse::forkedWorkerStatus(const ForkedWorker &worker,
                           std::chrono::milliseconds timeout) {
  std::optional<std::string> line =
      readLine(worker.controlFd, Clock::now() + timeout);
  if (!line)
    return std::nullopt;
  nlohmann::json answer = nlohmann::json::parse(*line, nullptr, false);
  if (!answer.is_object() || !answer.contains("status") ||
      !answer["status"].is_number_integer())
    return std::nullopt;
  return answer["status"].get<int>();
}

void defuse::killForkedWorker(const ForkedWorker &worker) {
  if (worker.pid <= 0)
    return;
  kill(-worker.pid, SIGKILL);
  if (worker.pidFd >= 0)
    signalPidFd(worker.pidFd, SIGKILL);
}

void defuse::releaseForkedWorker(ForkedWorker &worker) {
  if (worker.pidFd >= 0)
    close(worker.pidFd);
  if (worker.controlFd >= 0)
    close(worker.controlFd);
  worker = ForkedWorker();
}
