//===- Probe.cpp ----------------------------------------------------------===//

#include "target/Probe.h"
#include "target/Deadline.h"
#include "target/ProbeReport.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <fstream>
#include <malloc.h>
#include <mutex>
#include <new>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace defuse;

const char *defuse::probeStatusName(ProbeStatus s) {
  switch (s) {
  case ProbeStatus::Ok:
    return "ok";
  case ProbeStatus::PassFailure:
    return "pass-failure";
  case ProbeStatus::VerifierError:
    return "verifier-error";
  case ProbeStatus::PassNeverRan:
    return "pass-never-ran";
  case ProbeStatus::LoweringFailure:
    return "lowering-failure";
  case ProbeStatus::TranslationError:
    return "translation-error";
  case ProbeStatus::CompilerCrash:
    return "compiler-crash";
  case ProbeStatus::CompilerTimeout:
    return "compiler-timeout";
  case ProbeStatus::Crash:
    return "crash";
  case ProbeStatus::Timeout:
    return "timeout";
  case ProbeStatus::OutOfMemory:
    return "out-of-memory";
  case ProbeStatus::CompilerOutOfMemory:
    return "compiler-out-of-memory";
  case ProbeStatus::InternalError:
    return "internal-error";
  }
  return "?";
}

unsigned Buffer::elementBytes(ElementType t) { return t.storageBytes(); }

Buffer Buffer::fromTensor(const Tensor &t) {
  Buffer b{{t.elementType(), t.shape()}, {}};
  ElementType type = t.elementType();
  unsigned width = elementBytes(type);
  // A complex element is its real part's pattern, then its imaginary part's.
  unsigned part = type.isComplex() ? width / 2 : width;
  b.bytes.resize(t.numElements() * width);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar s = t.get(i);
    uint64_t bits = type.encode(s.f, s.i);
    std::memcpy(&b.bytes[i * width], &bits, part);
    if (type.isComplex()) {
      uint64_t imagBits = type.encode(s.im, 0);
      std::memcpy(&b.bytes[i * width + part], &imagBits, part);
    }
  }
  return b;
}

Tensor Buffer::toTensor() const {
  Tensor t(spec.type, spec.shape);
  unsigned width = elementBytes(spec.type);
  unsigned part = spec.type.isComplex() ? width / 2 : width;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, &bytes[i * width], part);
    Scalar s;
    spec.type.decode(bits, s.f, s.i);
    if (spec.type.isComplex()) {
      uint64_t imagBits = 0;
      int64_t unused;
      std::memcpy(&imagBits, &bytes[i * width + part], part);
      spec.type.decode(imagBits, s.im, unused);
    }
    t.set(i, s);
  }
  return t;
}

uint64_t defuse::defaultMemoryLimitBytes() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0)
    return 16ull << 30;
  return static_cast<uint64_t>(pages) / 4 * 3 * static_cast<uint64_t>(pageSize);
}

namespace {

void writeReport(const std::string &path, const ProbeResult &r) {
  std::ofstream os(path, std::ios::binary | std::ios::trunc);
  std::string bytes = encodeProbeResult(r);
  os.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string makeTempPath(const char *tag) {
  const char *dir = std::getenv("TMPDIR");
  std::string pattern =
      std::string(dir && *dir ? dir : "/tmp") + "/defuse-" + tag + "-XXXXXX";
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  int fd = mkstemp(buf.data());
  if (fd >= 0)
    close(fd);
  return buf.data();
}

std::string readTail(const std::string &path, size_t max) {
  std::ifstream is(path);
  std::string all((std::istreambuf_iterator<char>(is)),
                  std::istreambuf_iterator<char>());
  if (all.size() > max)
    all = all.substr(all.size() - max);
  std::replace(all.begin(), all.end(), '\n', ' ');
  while (!all.empty() && all.back() == ' ')
    all.pop_back();
  return all;
}

} // namespace

ProbeRequest defuse::makeProbeRequest(std::string moduleText, std::string entry,
                                      std::string pipeline,
                                      unsigned llvmOptLevel,
                                      const std::vector<Tensor> &inputs) {
  ProbeRequest r;
  r.moduleText = std::move(moduleText);
  r.entry = std::move(entry);
  r.options.pipeline = std::move(pipeline);
  r.options.llvmOptLevel = llvmOptLevel;
  for (const Tensor &t : inputs)
    r.inputs.push_back(Buffer::fromTensor(t));
  return r;
}

/// Held across fflush and fork, so that with probes running on several
/// threads no child inherits stdio buffers another probe's thread is midway
/// through flushing (the child's own final flush would write them again).
/// A child inherits it locked and never touches it. holdOffProbeForks
/// hands it to threads that run compiler code beside probes.
static std::mutex forkMutex;

/// Waits for child `pid` to end, or kills it (and its process group) at
/// `deadline` (timedOut) or once `*cancel` is true (cancelled). A pidfd wakes
/// the parent the moment the child exits: most probes of a reduction take tens
/// of milliseconds, and sleeping in growing naps would add about half as much
/// again to each. Kernels without pidfds fall back to such naps.
bool defuse::waitForChild(pid_t pid,
                          std::chrono::steady_clock::time_point deadline,
                          const std::atomic<bool> *cancel, int &status,
                          bool &timedOut, bool &cancelled, std::string &error) {
  auto killChild = [&] {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
  };
  auto timeOut = [&] {
    killChild();
    timedOut = true;
  };
  auto cancelledNow = [&] {
    if (!cancel || !cancel->load())
      return false;
    killChild();
    cancelled = true;
    return true;
  };
  // How long one wait may last before the cancel flag is looked at again.
  constexpr long long kCancelCheckMs = 5;
  int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
  if (pidfd >= 0) {
    while (true) {
      if (cancelledNow())
        break;
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        timeOut();
        break;
      }
      long long waitMs = std::min<long long>(left.count() + 1, 1000 * 1000);
      if (cancel)
        waitMs = std::min(waitMs, kCancelCheckMs);
      struct pollfd ready = {pidfd, POLLIN, 0};
      int n = poll(&ready, 1, static_cast<int>(waitMs));
      if (n < 0 && errno != EINTR) {
        error = std::string("poll failed: ") + std::strerror(errno);
        timeOut();
        close(pidfd);
        return false;
      }
      if (n > 0) {
        waitpid(pid, &status, 0);
        break;
      }
    }
    close(pidfd);
    return true;
  }
  std::chrono::microseconds nap(200);
  while (true) {
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid)
      return true;
    if (done < 0 && errno != EINTR) {
      error = std::string("waitpid failed: ") + std::strerror(errno);
      return false;
    }
    if (cancelledNow())
      return true;
    if (std::chrono::steady_clock::now() > deadline) {
      timeOut();
      return true;
    }
    std::this_thread::sleep_for(nap);
    nap = std::min(nap * 2, std::chrono::microseconds(20000));
  }
}

std::unique_lock<std::mutex> defuse::holdOffProbeForks() {
  return std::unique_lock<std::mutex>(forkMutex);
}

namespace {

/// The bytes of address space this process maps now (VmSize, the first
/// field of /proc/self/statm, in pages); 0 when it cannot be read. Plain
/// system calls only: it runs in a child forked from a threaded parent.
rlim_t inheritedAddressSpace() {
  int fd = open("/proc/self/statm", O_RDONLY);
  if (fd < 0)
    return 0;
  char buffer[64];
  ssize_t n = read(fd, buffer, sizeof(buffer) - 1);
  close(fd);
  if (n <= 0)
    return 0;
  rlim_t pages = 0;
  for (ssize_t i = 0; i < n && buffer[i] >= '0' && buffer[i] <= '9'; ++i)
    pages = pages * 10 + static_cast<rlim_t>(buffer[i] - '0');
  return pages * static_cast<rlim_t>(sysconf(_SC_PAGESIZE));
}

/// The bytes the inherited heap holds free: the child allocates from them
/// without growing its address space, so a limit on top of everything
/// mapped would let it use the parent's freed memory beyond --memory-limit
/// (how much depends on what the parent did before, and a 2 MiB limit
/// passed a compile that needs far more).
rlim_t inheritedFreeHeap() {
  struct mallinfo2 info = mallinfo2();
  return static_cast<rlim_t>(info.fordblks + info.fsmblks);
}

/// Ends this process by SIGALRM once `seconds` (> 0) of wall time have
/// passed; 0 disarms the alarm.
void armRunLimit(double seconds) {
  std::signal(SIGALRM, SIG_DFL);
  struct itimerval timer = {};
  auto whole = static_cast<time_t>(seconds);
  timer.it_value.tv_sec = whole;
  timer.it_value.tv_usec =
      static_cast<suseconds_t>((seconds - static_cast<double>(whole)) * 1e6);
  if (seconds > 0 && timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0)
    timer.it_value.tv_usec = 1;
  setitimer(ITIMER_REAL, &timer, nullptr);
}

} // namespace

void defuse::keepAllocationsInMainArena() { mallopt(M_ARENA_MAX, 1); }

void defuse::prepareProbeChild() {
  // Running out of memory must end the child with a recognizable status,
  // never unwind into the parent's code that the child inherited.
  std::set_new_handler([] {
    static const char msg[] = "defuse probe: out of memory\n";
    (void)!write(2, msg, sizeof(msg) - 1);
    _exit(kProbeOutOfMemoryExit);
  });
  std::set_terminate([] { std::abort(); });
  struct rlimit core = {0, 0};
  setrlimit(RLIMIT_CORE, &core);
}

StageCallback defuse::probeStageRecorder(int stageFd,
                                         double runTimeLimitSeconds) {
  return [stageFd, runTimeLimitSeconds](Stage s) {
    char c = static_cast<char>('0' + static_cast<int>(s));
    if (stageFd >= 0)
      (void)pwrite(stageFd, &c, 1, 0);
    // The run's own limit lasts from the run's start to its end (Done):
    // the child's alarm ends it, and the parent tells that death from a
    // crash by the signal.
    if (runTimeLimitSeconds > 0 && s == Stage::Run)
      armRunLimit(runTimeLimitSeconds);
    else if (runTimeLimitSeconds > 0 && s == Stage::Done)
      armRunLimit(0);
  };
}

ProbeResult defuse::probeResultOf(const ProbeRequest &request,
                                  const ProbeLimits &limits,
                                  const ProbeChildEnd &end) {
  ProbeResult r;
  int status = end.status;
  bool running = !end.stage.empty() &&
                 end.stage[0] >= '0' + static_cast<int>(Stage::Run) &&
                 end.stage[0] <= '0' + static_cast<int>(Stage::Done);
  if (!end.timedOut && WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
      end.report) {
    std::string error;
    llvm::FailureOr<ProbeResult> decoded =
        decodeProbeResult(*end.report, error);
    if (succeeded(decoded))
      return std::move(*decoded);
    r.status = ProbeStatus::InternalError;
    r.message = error;
    return r;
  }
  const std::string &stderrTail = end.stderrTail;
  bool memory =
      (WIFEXITED(status) && WEXITSTATUS(status) == kProbeOutOfMemoryExit) ||
      stderrTail.find("out of memory") != std::string::npos ||
      stderrTail.find("bad_alloc") != std::string::npos ||
      stderrTail.find("Cannot allocate memory") != std::string::npos ||
      stderrTail.find("Unable to allocate") != std::string::npos ||
      stderrTail.find("failed to map segment") != std::string::npos;
  if (running && !end.timedOut && WIFSIGNALED(status) &&
      WTERMSIG(status) == SIGALRM && request.options.runTimeLimitSeconds > 0) {
    r.status = ProbeStatus::Timeout;
    r.runLimitReached = true;
    r.runSeconds = request.options.runTimeLimitSeconds;
    r.message = "run stopped at its limit of " +
                std::to_string(request.options.runTimeLimitSeconds) + " s";
  } else if (end.timedOut) {
    r.status = running ? ProbeStatus::Timeout : ProbeStatus::CompilerTimeout;
    r.message = "killed after " + std::to_string(limits.timeoutSeconds) + " s";
  } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSYS) {
    // Only a sandbox's system call filter sends it (Seccomp.h).
    r.signal = SIGSYS;
    r.status = running ? ProbeStatus::Crash : ProbeStatus::CompilerCrash;
    r.message = std::string(kSandboxViolation) +
                (stderrTail.empty() ? "" : ": " + stderrTail);
  } else if (memory) {
    // Only the kernel's own memory is the kernel's fault: a compiler that
    // cannot work within --memory-limit is a compile failure.
    r.status =
        running ? ProbeStatus::OutOfMemory : ProbeStatus::CompilerOutOfMemory;
    r.message = stderrTail;
  } else if (WIFSIGNALED(status)) {
    r.signal = WTERMSIG(status);
    r.status = running ? ProbeStatus::Crash : ProbeStatus::CompilerCrash;
    r.message = std::string("killed by signal ") + std::to_string(r.signal) +
                " (" + strsignal(r.signal) + ")" +
                (stderrTail.empty() ? "" : ": " + stderrTail);
  } else {
    r.status = running ? ProbeStatus::Crash : ProbeStatus::CompilerCrash;
    r.message = "exited with status " +
                std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) +
                (stderrTail.empty() ? "" : ": " + stderrTail);
  }
  return r;
}

ProbeResult defuse::runIsolated(const ProbeRequest &request,
                                const ProbeLimits &limits,
                                const ProbeBody &body,
                                const std::atomic<bool> *cancel) {
  std::string reportPath = makeTempPath("report");
  std::string stagePath = makeTempPath("stage");
  std::string stderrPath = makeTempPath("stderr");
  auto start = std::chrono::steady_clock::now();
  forkMutex.lock();
  std::fflush(nullptr);
  pid_t pid = fork();
  int forkErrno = errno;
  if (pid != 0)
    forkMutex.unlock();
  if (pid < 0) {
    ProbeResult r;
    r.message = std::string("fork failed: ") + std::strerror(forkErrno);
    std::remove(reportPath.c_str());
    std::remove(stagePath.c_str());
    std::remove(stderrPath.c_str());
    return r;
  }
  if (pid == 0) {
    // Child: its own process group so a kill reaches helpers it spawns.
    setpgid(0, 0);
    prepareProbeChild();
    // The limit is what the compile-and-run may add to the address space
    // the child inherits: a parent that holds a large reference (a zoo
    // model's lanes in triage) would otherwise leave its children nothing,
    // and every probe would read as the compiler running out of memory.
    rlim_t inherited = inheritedAddressSpace();
    rlim_t freeHeap = inheritedFreeHeap();
    rlim_t inUse = inherited > freeHeap ? inherited - freeHeap : inherited;
    rlim_t allowed = limits.memoryBytes + inUse;
    if (allowed < limits.memoryBytes)
      allowed = RLIM_INFINITY;
    struct rlimit mem = {allowed, allowed};
    setrlimit(RLIMIT_AS, &mem);
    int errFd = open(stderrPath.c_str(), O_WRONLY | O_TRUNC);
    if (errFd >= 0) {
      dup2(errFd, 2);
      close(errFd);
    }
    int stageFd = open(stagePath.c_str(), O_WRONLY);
    ProbeResult r =
        body(request,
             probeStageRecorder(stageFd, request.options.runTimeLimitSeconds));
    writeReport(reportPath, r);
    std::fflush(nullptr);
    _exit(0);
  }

  ProbeChildEnd end;
  auto deadline = deadlineAfter(limits.timeoutSeconds, start);
  std::string waitError;
  bool cancelled = false;
  auto removeFiles = [&] {
    std::remove(reportPath.c_str());
    std::remove(stagePath.c_str());
    std::remove(stderrPath.c_str());
  };
  if (!waitForChild(pid, deadline, cancel, end.status, end.timedOut, cancelled,
                    waitError) ||
      cancelled) {
    ProbeResult r;
    r.message = cancelled ? "cancelled" : waitError;
    r.cancelled = cancelled;
    removeFiles();
    return r;
  }
  end.stage = readTail(stagePath, 1);
  end.stderrTail = readTail(stderrPath, 300);
  if (!end.timedOut && WIFEXITED(end.status) && WEXITSTATUS(end.status) == 0) {
    std::ifstream is(reportPath, std::ios::binary);
    end.report = std::string((std::istreambuf_iterator<char>(is)),
                             std::istreambuf_iterator<char>());
  }
  removeFiles();
  if (!end.timedOut && WIFSIGNALED(end.status) &&
      WTERMSIG(end.status) == SIGALRM)
    kill(-pid, SIGKILL); // helpers the run started
  ProbeResult r = probeResultOf(request, limits, end);
  r.wallSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return r;
}
