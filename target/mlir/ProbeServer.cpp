//===- ProbeServer.cpp ----------------------------------------------------===//

#include "target/mlir/ProbeServer.h"

#include "target/Deadline.h"
#include "target/ProbeReport.h"
#include "target/Sandbox.h"
#include "target/mlir/SandboxedTarget.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <random>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace defuse;

namespace {

/// How long past a request's own limit the judge waits for the server's
/// answer (the server kills the request's child at the limit itself).
constexpr double kAnswerGraceSeconds = 3;
/// A server lives as long as the judge keeps it.
constexpr double kServerLifetimeSeconds = 30 * 24 * 3600;

std::string randomName() {
  static std::mutex mutex;
  static std::mt19937_64 bits{std::random_device{}()};
  std::lock_guard<std::mutex> lock(mutex);
  return llvm::utohexstr(bits(), /*LowerCase=*/true) +
         llvm::utohexstr(bits(), /*LowerCase=*/true);
}

} // namespace

namespace defuse {

/// One `defuse-probe serve`, its sandbox and the thread that waits for it.
class ProbeServer {
public:
  ~ProbeServer() {
    stop = true;
    if (waiter.joinable())
      waiter.join();
    for (int fd : {requestsFd, answersFd})
      if (fd >= 0)
        close(fd);
  }

  static std::unique_ptr<ProbeServer>
  start(const std::string &worker,
        const std::vector<const PluginCopy *> &plugins, uint64_t memoryBytes,
        std::string &error) {
    std::unique_ptr<ProbeServer> s(new ProbeServer());
    s->sandbox = Sandbox::create(error);
    if (!s->sandbox)
      return nullptr;
    if (!s->sandbox->makeFifo("requests") || !s->sandbox->makeFifo("answers")) {
      error = "cannot make the server's pipes in its sandbox";
      return nullptr;
    }
    // Both ends open here first: neither side's open waits for the other,
    // and the server never reads an end of file while the judge keeps it.
    s->requestsFd =
        open(s->sandbox->hostPath("requests").c_str(), O_RDWR | O_CLOEXEC);
    s->answersFd = open(s->sandbox->hostPath("answers").c_str(),
                        O_RDWR | O_CLOEXEC | O_NONBLOCK);
    if (s->requestsFd < 0 || s->answersFd < 0) {
      error = "cannot open the server's pipes";
      return nullptr;
    }
    std::optional<SandboxCommand> command = sandboxedWorkerCommand(
        *s->sandbox, worker,
        {"serve", "--requests", "requests", "--answers", "answers"}, plugins,
        kServerLifetimeSeconds, memoryBytes);
    if (!command) {
      error = "cannot write the plugins into the server's sandbox";
      return nullptr;
    }
    command->stderrFile = "server.stderr";
    ProbeServer *server = s.get();
    s->waiter = std::thread([server, command = *command] {
      server->exit = server->sandbox->run(command, &server->stop);
      server->ended = true;
    });
    return s;
  }

  /// How the request ended; `usable` is false when this server must not
  /// serve again.
  ProbeChildEnd serve(const std::string &encodedRequest, double timeoutSeconds,
                      uint64_t memoryBytes, const std::atomic<bool> *cancel,
                      bool &usable, bool &cancelled) {
    ProbeChildEnd end;
    usable = false;
    cancelled = false;
    std::string id = randomName();
    if (!sandbox->put(id + "/request", encodedRequest) ||
        !sandbox->put(id + "/stage", "")) {
      end.status = W_EXITCODE(kInternalExit, 0);
      end.stderrTail = "cannot write the request into the server's sandbox";
      return end;
    }
    // Lines a child may have left on the answers pipe are not answers.
    char discard[512];
    while (read(answersFd, discard, sizeof(discard)) > 0) {
    }
    std::string line = id + " " + std::to_string(timeoutSeconds) + " " +
                       std::to_string(memoryBytes) + "\n";
    if (write(requestsFd, line.data(), line.size()) !=
        static_cast<ssize_t>(line.size())) {
      end.status = W_EXITCODE(kInternalExit, 0);
      end.stderrTail = "cannot write to the server";
      sandbox->remove(id);
      return end;
    }
    auto deadline = deadlineAfter(timeoutSeconds + kAnswerGraceSeconds);
    std::optional<std::pair<int, bool>> answer;
    std::string pending;
    while (!answer) {
      if (cancel && cancel->load()) {
        cancelled = true;
        break;
      }
      if (ended || std::chrono::steady_clock::now() > deadline)
        break;
      struct pollfd ready = {answersFd, POLLIN, 0};
      if (poll(&ready, 1, 5) <= 0)
        continue;
      char buffer[256];
      ssize_t n = read(answersFd, buffer, sizeof(buffer));
      if (n <= 0)
        continue;
      pending.append(buffer, static_cast<size_t>(n));
      size_t newline;
      while (!answer && (newline = pending.find('\n')) != std::string::npos) {
        answer = parseAnswer(llvm::StringRef(pending).take_front(newline), id);
        pending.erase(0, newline + 1);
      }
    }
    end.stage = sandbox->take(id + "/stage", 16).value_or("").substr(0, 1);
    end.stderrTail = sandbox->takeTail(id + "/stderr");
    if (answer) {
      end.status = answer->first;
      end.timedOut = answer->second;
      if (!end.timedOut && WIFEXITED(end.status) &&
          WEXITSTATUS(end.status) == 0)
        end.report = sandbox->take(id + "/report", kMaxProbeReportBytes);
      usable = !ended;
    } else if (!cancelled) {
      // The server died (a child may kill it where nothing stops signals)
      // or stopped answering: the request ends as a killed worker's.
      end.timedOut = !ended;
      end.status = SIGKILL;
      std::string said = sandbox->takeTail("server.stderr");
      if (end.stderrTail.empty() && !said.empty())
        end.stderrTail = "its server: " + said;
    }
    sandbox->remove(id);
    return end;
  }

private:
  ProbeServer() = default;

  /// Status 2 of a worker: it could not do the request at all.
  static constexpr int kInternalExit = 2;

  /// "ID STATUS TIMEDOUT" for request `id`; none for any other line.
  static std::optional<std::pair<int, bool>> parseAnswer(llvm::StringRef line,
                                                         llvm::StringRef id) {
    llvm::SmallVector<llvm::StringRef, 3> fields;
    line.split(fields, ' ');
    int status = 0, timedOut = 0;
    if (fields.size() != 3 || fields[0] != id ||
        fields[1].getAsInteger(10, status) ||
        fields[2].getAsInteger(10, timedOut))
      return std::nullopt;
    return std::make_pair(status, timedOut != 0);
  }

  std::unique_ptr<Sandbox> sandbox;
  int requestsFd = -1, answersFd = -1;
  std::thread waiter;
  std::atomic<bool> stop{false}, ended{false};
  SandboxExit exit;
};

} // namespace defuse

ProbeServerPool::ProbeServerPool(std::string worker)
    : workerPath(std::move(worker)) {}

ProbeServerPool::~ProbeServerPool() = default;

ProbeChildEnd ProbeServerPool::serve(
    const std::string &encodedRequest,
    const std::vector<const PluginCopy *> &plugins, const ProbeLimits &limits,
    const std::atomic<bool> *cancel, bool &cancelled, std::string &error) {
  std::string kind = std::to_string(limits.memoryBytes);
  for (const PluginCopy *c : plugins)
    kind += "|" + c->name;
  std::unique_ptr<ProbeServer> server;
  {
    std::lock_guard<std::mutex> lock(mutex);
    std::vector<std::unique_ptr<ProbeServer>> &servers = idle[kind];
    if (!servers.empty()) {
      server = std::move(servers.back());
      servers.pop_back();
      ++reusedCount;
    }
  }
  if (!server) {
    server = ProbeServer::start(workerPath, plugins, limits.memoryBytes, error);
    if (!server)
      return ProbeChildEnd();
    ++startedCount;
  }
  bool usable = false;
  ProbeChildEnd end =
      server->serve(encodedRequest, limits.timeoutSeconds, limits.memoryBytes,
                    cancel, usable, cancelled);
  if (usable) {
    std::lock_guard<std::mutex> lock(mutex);
    idle[kind].push_back(std::move(server));
  }
  return end;
}
