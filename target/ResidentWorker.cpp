//===- ResidentWorker.cpp -------------------------------------------------===//

#include "target/ResidentWorker.h"
#include "target/ForkServer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <utility>

using namespace defuse;

namespace {

struct Worker {
  pid_t pid = -1;
  int requestFd = -1, answerFd = -1;
  /// VmSize once ready.
  uint64_t readyBytes = 0;
  /// Set when a fork server forked it: it is not this process's child.
  ForkedWorker forked;
};

/// The bytes of address space process `pid` maps (/proc/PID/statm), 0 when
/// it cannot be read.
uint64_t mappedBytes(pid_t pid) {
  std::string statm = readFile("/proc/" + std::to_string(pid) + "/statm");
  return std::strtoull(statm.c_str(), nullptr, 10) *
         static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
}

/// How long a fork server may take to say that a worker it was asked to
/// kill has ended.
constexpr std::chrono::seconds kForkedEndTimeout(10);

void retire(Worker &w) {
  if (w.forked.pid > 0) {
    if (w.pid > 0) {
      killForkedWorker(w.forked);
      forkedWorkerStatus(w.forked, kForkedEndTimeout);
    }
    releaseForkedWorker(w.forked);
  } else if (w.pid > 0) {
    kill(-w.pid, SIGKILL);
    kill(w.pid, SIGKILL);
    int status = 0;
    waitpid(w.pid, &status, 0);
  }
  if (w.requestFd >= 0)
    close(w.requestFd);
  if (w.answerFd >= 0)
    close(w.answerFd);
  w = Worker();
}

/// The idle workers, by kind. Those still idle when this process exits are
/// killed; a busy one's stdin reaches end of file when its parent is gone,
/// and it exits after its request.
class Pool {
public:
  ~Pool() { retireIdle(); }
  void retireIdle() {
    std::lock_guard<std::mutex> lock(mutex);
    for (auto &[key, w] : idle)
      retire(w);
    idle.clear();
  }
  bool take(const std::string &key, Worker &w) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = idle.find(key);
    if (it == idle.end())
      return false;
    w = it->second;
    idle.erase(it);
    ++counts.reused;
    return true;
  }
  void giveBack(const std::string &key, const Worker &w) {
    std::lock_guard<std::mutex> lock(mutex);
    idle.emplace(key, w);
  }
  void countStart() {
    std::lock_guard<std::mutex> lock(mutex);
    ++counts.started;
  }
  ResidentWorkerCounts snapshot() {
    std::lock_guard<std::mutex> lock(mutex);
    return counts;
  }

private:
  std::mutex mutex;
  std::multimap<std::string, Worker> idle;
  ResidentWorkerCounts counts;
};

Pool &pool() {
  static Pool p;
  return p;
}

/// The first steps of a child between fork and exec (system calls only:
/// this process may have other threads): a process group of its own, no
/// core dumps, stdout and stderr on the given files. False when a file
/// cannot be opened.
bool enterChild(const std::string &stdoutPath, const std::string &stderrPath) {
  setpgid(0, 0);
  struct rlimit core = {0, 0};
  setrlimit(RLIMIT_CORE, &core);
  int out = open(stdoutPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  int err = open(stderrPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (out < 0 || err < 0)
    return false;
  for (auto [from, to] : {std::pair{out, 1}, std::pair{err, 2}})
    if (from != to) {
      dup2(from, to);
      close(from);
    }
  return true;
}

/// Asks the fork server of `argv` for a worker with the given pipe ends
/// and output files; false (the caller starts one itself) when none forks.
bool forkFromServer(const std::vector<std::string> &argv, int stdinFd,
                    int answerFd, const std::string &stdoutPath,
                    const std::string &stderrPath,
                    std::chrono::steady_clock::time_point deadline, Worker &w) {
  ForkedWorkerFiles files;
  files.stdinFd = stdinFd;
  files.answerFd = answerFd;
  files.stdoutFd =
      open(stdoutPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  files.stderrFd =
      open(stderrPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  mlir::FailureOr<ForkedWorker> forked = mlir::failure();
  std::string error;
  if (files.stdoutFd >= 0 && files.stderrFd >= 0)
    forked = forkWorker(argv, files, deadline, error);
  for (int fd : {files.stdoutFd, files.stderrFd})
    if (fd >= 0)
      close(fd);
  if (failed(forked))
    return false;
  w.forked = *forked;
  w.pid = forked->pid;
  return true;
}

/// Starts a worker with `stdoutPath` and `stderrPath` as its output until
/// its first request says otherwise: forked by its fork server where
/// `forkServer` asks for one and one forks it, else a child of this
/// process. Only system calls between fork and exec: this process may have
/// other threads.
bool spawn(const std::vector<std::string> &argv, const std::string &stdoutPath,
           const std::string &stderrPath, bool forkServer,
           std::chrono::steady_clock::time_point deadline, Worker &w,
           std::string &error) {
  // Requests go over a socket, so that writing to a worker that died
  // while idle fails with EPIPE (MSG_NOSIGNAL), not this process's death.
  int requests[2], answers[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, requests) != 0) {
    error = std::string("socketpair failed: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(answers, O_CLOEXEC) != 0) {
    error = std::string("pipe failed: ") + std::strerror(errno);
    close(requests[0]);
    close(requests[1]);
    return false;
  }
  if (forkServer && forkServersEnabled() &&
      forkFromServer(argv, requests[0], answers[1], stdoutPath, stderrPath,
                     deadline, w)) {
    close(requests[0]);
    close(answers[1]);
    w.requestFd = requests[1];
    w.answerFd = answers[0];
    pool().countStart();
    return true;
  }
  std::vector<char *> args;
  args.reserve(argv.size() + 1);
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    // Above every fd the dup2s below write, so none overwrites another.
    int in = fcntl(requests[0], F_DUPFD, 10);
    int out = fcntl(answers[1], F_DUPFD, 10);
    if (in < 0 || out < 0 || !enterChild(stdoutPath, stderrPath))
      _exit(127);
    dup2(in, 0);
    dup2(out, 3);
    close(in);
    close(out);
    execv(args[0], args.data());
    _exit(127);
  }
  int forkErrno = errno;
  close(requests[0]);
  close(answers[1]);
  if (pid < 0) {
    close(requests[1]);
    close(answers[0]);
    error = std::string("fork failed: ") + std::strerror(forkErrno);
    return false;
  }
  w.pid = pid;
  w.requestFd = requests[1];
  w.answerFd = answers[0];
  pool().countStart();
  return true;
}

enum class Wait { Answer, Died, TimedOut, Cancelled };

/// Waits for one line on the worker's answer pipe, calling `poll` every few
/// milliseconds; kills the worker at the deadline or on cancel.
Wait awaitLine(Worker &w, const ResidentRequest &request,
               const std::function<void()> &poll, std::string &line) {
  constexpr int kPollMs = 20;
  std::string buffer;
  while (true) {
    if (request.cancel && request.cancel->load())
      return Wait::Cancelled;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    request.deadline - std::chrono::steady_clock::now())
                    .count();
    if (left <= 0)
      return Wait::TimedOut;
    struct pollfd ready = {w.answerFd, POLLIN, 0};
    int n = ::poll(&ready, 1,
                   static_cast<int>(std::min<long long>(left + 1, kPollMs)));
    if (n < 0 && errno != EINTR)
      return Wait::Died;
    if (n > 0) {
      char chunk[256];
      ssize_t got = read(w.answerFd, chunk, sizeof chunk);
      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        return Wait::Died;
      buffer.append(chunk, static_cast<size_t>(got));
      size_t end = buffer.find('\n');
      if (end != std::string::npos) {
        line = buffer.substr(0, end);
        return Wait::Answer;
      }
    }
    if (poll)
      poll();
  }
}

/// How a process that ended with wait status `status` ended, as runTool
/// tells it: its exit status, or `crashed` with its signal's name.
void describeExit(int status, ToolRun &run) {
  if (WIFSIGNALED(status)) {
    run.rc = -2;
    run.crashed = true;
    run.message = strsignal(WTERMSIG(status));
  } else {
    run.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.notStarted = run.rc == 127;
  }
}

/// How a worker that closed its answer pipe ended, as runTool tells a
/// process's end.
void describeDeath(Worker &w, ToolRun &run) {
  // The pipe closes as the process exits; its status follows at once (from
  // its server, for a forked worker).
  std::optional<int> ended;
  if (int status = 0; w.forked.pid > 0)
    ended = forkedWorkerStatus(w.forked, kForkedEndTimeout);
  else if (waitpid(w.pid, &status, 0) == w.pid)
    ended = status;
  if (ended) {
    describeExit(*ended, run);
  } else {
    run.rc = -2;
    run.crashed = true;
    run.message = "lost";
  }
  w.pid = -1;
}

std::string poolKey(const ResidentRequest &request) {
  std::string key = std::to_string(request.memoryBytes);
  for (const std::string &a : request.serveArgv)
    key += '\0' + a;
  return key;
}

} // namespace

ResidentOutcome
defuse::runFreshWithinLimits(const ResidentRequest &request,
                             const std::function<void()> &poll) {
  ResidentOutcome outcome;
  ToolRun &run = outcome.run;
  std::vector<char *> args;
  args.reserve(request.args.size() + 1);
  for (const std::string &a : request.args)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    if (!enterChild(request.stdoutPath, request.stderrPath))
      _exit(127);
    int in = open("/dev/null", O_RDONLY);
    if (in < 0)
      _exit(127);
    if (in != 0) {
      dup2(in, 0);
      close(in);
    }
    if (request.memoryBytes) {
      struct rlimit memory = {request.memoryBytes, request.memoryBytes};
      setrlimit(RLIMIT_AS, &memory);
    }
    execv(args[0], args.data());
    _exit(127);
  }
  if (pid < 0) {
    run.rc = -1;
    run.notStarted = true;
    run.message = std::string("fork failed: ") + std::strerror(errno);
    return outcome;
  }
  // Set here as well: a kill before the child has run setpgid must still
  // reach the group.
  setpgid(pid, pid);
  int status = 0;
  while (true) {
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid)
      break;
    bool cancelled = request.cancel && request.cancel->load();
    bool late = std::chrono::steady_clock::now() >= request.deadline;
    if (done < 0 && errno != EINTR) {
      run.rc = -2;
      run.crashed = true;
      run.message = "lost";
      return outcome;
    }
    if (cancelled || late) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      run.rc = -2;
      run.crashed = true;
      run.message = late ? "timed out" : "cancelled";
      outcome.timedOut = late && !cancelled;
      outcome.cancelled = cancelled;
      run.errors = readFile(request.stderrPath);
      return outcome;
    }
    if (poll)
      poll();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  // Whatever the tool left running in its group goes with it.
  kill(-pid, SIGKILL);
  describeExit(status, run);
  run.errors = readFile(request.stderrPath);
  return outcome;
}

bool defuse::residentWorkersEnabled() {
  const char *setting = std::getenv("DEFUSE_RESIDENT_WORKERS");
  return !setting || std::string(setting) != "0";
}

void defuse::retireIdleResidentWorkers() { pool().retireIdle(); }

ResidentWorkerCounts defuse::residentWorkerCounts() {
  return pool().snapshot();
}

ResidentOutcome defuse::runInResidentWorker(const ResidentRequest &request,
                                            const std::function<void()> &poll) {
  ResidentOutcome outcome;
  ToolRun &run = outcome.run;
  std::string key = poolKey(request);
  Worker w;
  std::string line;
  auto endWith = [&](Wait wait) {
    if (wait == Wait::Died) {
      describeDeath(w, run);
    } else {
      // Killed here: for the probe, a process that did not finish.
      run.rc = -2;
      run.crashed = true;
      run.message = wait == Wait::TimedOut ? "timed out" : "cancelled";
      outcome.timedOut = wait == Wait::TimedOut;
      outcome.cancelled = wait == Wait::Cancelled;
    }
    retire(w);
    run.errors = readFile(request.stderrPath);
    return outcome;
  };

  bool reused = pool().take(key, w);
  if (!reused) {
    std::string error;
    if (!spawn(request.serveArgv, request.stdoutPath, request.stderrPath,
               request.forkServer, request.deadline, w, error)) {
      run.rc = -1;
      run.notStarted = true;
      run.message = error;
      return outcome;
    }
    Wait ready = awaitLine(w, request, poll, line);
    if (ready != Wait::Answer)
      return endWith(ready);
    w.readyBytes = mappedBytes(w.pid);
    rlim_t allowed = w.readyBytes + request.memoryBytes;
    if (allowed < request.memoryBytes)
      allowed = RLIM_INFINITY;
    struct rlimit limit = {allowed, allowed};
    prlimit(w.pid, RLIMIT_AS, &limit, nullptr);
  }

  nlohmann::json message = {{"args", request.args},
                            {"stdout", request.stdoutPath},
                            {"stderr", request.stderrPath}};
  std::string text = message.dump() + "\n";
  // A worker whose stdin is gone died while idle: as if it died now.
  bool sent = send(w.requestFd, text.data(), text.size(), MSG_NOSIGNAL) ==
              static_cast<ssize_t>(text.size());
  if (!sent)
    return endWith(Wait::Died);
  Wait answered = awaitLine(w, request, poll, line);
  if (answered != Wait::Answer)
    return endWith(answered);
  nlohmann::json answer =
      nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (!answer.is_object() || !answer.contains("rc") ||
      !answer["rc"].is_number_integer()) {
    run.rc = -1;
    run.notStarted = true;
    run.message = "a resident worker answered \"" + line.substr(0, 80) + "\"";
    retire(w);
    return outcome;
  }
  run.rc = answer["rc"].get<int>();
  run.errors = readFile(request.stderrPath);
  // A failed request may have left the worker in any state; one that has
  // grown by half its allowance would leave the next request less room
  // than a fresh process has.
  uint64_t now = mappedBytes(w.pid);
  bool spent = answer.value("retire", false);
  if (run.rc != 0 || now > w.readyBytes + request.memoryBytes / 2 || spent)
    retire(w);
  else
    pool().giveBack(key, w);
  // A worker that served before may have run out of memory by what earlier
  // requests left in it: the request runs again in a fresh one, so that
  // its result is a fresh process's.
  if (spent && reused)
    return runInResidentWorker(request, poll);
  return outcome;
}
