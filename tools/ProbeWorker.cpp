//===- ProbeWorker.cpp - defuse-probe: one probe in a process of its own --===//
//
// The program a sandboxed probe execs (target/mlir/SandboxedTarget.h). It
// loads the plugins it is given, then does one thing and ends:
//
//   defuse-probe run --request F --report F --stage F [--memory-limit B]
//                    [--load-pass-plugin SO]...
//       compiles and runs the request (ProbeReport.h) as a probe's child
//       does: the stage of each step to the stage file, the result to the
//       report file, exit 0 (87 out of memory; a death is a death).
//   defuse-probe serve --requests FIFO --answers FIFO [--load-pass-plugin
//   SO]...
//       a probe server (target/mlir/ProbeServer.h): for each line
//       "ID TIMEOUT MEMORY" of the requests pipe, forks a child that confines
//       itself to directory ID and runs ID/request as `run` would (stage,
//       report and stderr under ID/), kills it at TIMEOUT seconds, and
//       answers "ID STATUS TIMEDOUT" (waitpid's status) on the answers pipe.
//   defuse-probe loads [--pass NAME] [--load-pass-plugin SO]...
//       exit 0 when the plugins load (and NAME is registered); one line on
//       stderr and exit 3 (a plugin does not load) or 4 (no such pass).
//   defuse-probe describe --pass NAME [--load-pass-plugin SO]...
//       the pass's description (Context.h) as JSON on stdout; exit 4 when
//       no such pass is registered.
//
// Nothing here is trusted by the judge: a plugin runs in this process and
// may rewrite any of it. The judge reads what it leaves as data.
//
//===----------------------------------------------------------------------===//

#include "target/Deadline.h"
#include "target/Landlock.h"
#include "target/ProbeReport.h"
#include "target/mlir/Context.h"
#include "target/mlir/MlirTarget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <nlohmann/json.hpp>

#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <iostream>
#include <string>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace defuse;

namespace {

constexpr int kUsageExit = 2;
constexpr int kPluginExit = 3;
constexpr int kNoPassExit = 4;

struct Arguments {
  std::string mode, request, report, stage, pass, requests, answers;
  std::vector<std::string> plugins;
  uint64_t memoryLimit = 0;
};

bool parse(int argc, char **argv, Arguments &a) {
  if (argc < 2)
    return false;
  a.mode = argv[1];
  for (int i = 2; i + 1 < argc; i += 2) {
    llvm::StringRef flag = argv[i];
    std::string value = argv[i + 1];
    if (flag == "--request")
      a.request = value;
    else if (flag == "--report")
      a.report = value;
    else if (flag == "--stage")
      a.stage = value;
    else if (flag == "--requests")
      a.requests = value;
    else if (flag == "--answers")
      a.answers = value;
    else if (flag == "--pass")
      a.pass = value;
    else if (flag == "--load-pass-plugin")
      a.plugins.push_back(value);
    else if (flag == "--memory-limit")
      a.memoryLimit = std::strtoull(value.c_str(), nullptr, 10);
    else
      return false;
  }
  return argc % 2 == 0;
}

/// The bytes of address space this process maps now (VmSize).
uint64_t addressSpaceInUse() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f)
    return 0;
  unsigned long long pages = 0;
  if (std::fscanf(f, "%llu", &pages) != 1)
    pages = 0;
  std::fclose(f);
  return pages * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
}

bool writeAll(const std::string &path, const std::string &bytes) {
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0)
    return false;
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0)
      break;
    done += static_cast<size_t>(n);
  }
  close(fd);
  return done == bytes.size();
}

int runProbe(const Arguments &a, const std::string &loadError) {
  ProbeResult result;
  auto buffer = llvm::MemoryBuffer::getFile(a.request);
  if (!buffer) {
    std::fprintf(stderr, "defuse-probe: cannot read %s\n", a.request.c_str());
    return kUsageExit;
  }
  std::string error;
  llvm::FailureOr<ProbeRequest> request =
      decodeProbeRequest((*buffer)->getBuffer(), error);
  if (failed(request)) {
    std::fprintf(stderr, "defuse-probe: %s\n", error.c_str());
    return kUsageExit;
  }
  if (!loadError.empty()) {
    result.status = ProbeStatus::PassFailure;
    result.message = loadError;
  } else {
    // What the compile-and-run may map beyond what the process holds now.
    if (a.memoryLimit) {
      uint64_t allowed = a.memoryLimit + addressSpaceInUse();
      struct rlimit mem = {allowed, allowed};
      setrlimit(RLIMIT_AS, &mem);
    }
    int stageFd = open(a.stage.c_str(), O_WRONLY | O_CLOEXEC);
    result = runMlirProbe(
        *request,
        probeStageRecorder(stageFd, request->options.runTimeLimitSeconds),
        /*processEndsAfter=*/true);
  }
  if (!writeAll(a.report, encodeProbeResult(result)))
    return kUsageExit;
  std::fflush(nullptr);
  _exit(0);
}

/// One request of `serve`, in the child forked for it: confined to its
/// directory `id` (under the server's working directory), then `run`.
[[noreturn]] void serveOne(const std::string &id, uint64_t memoryLimit,
                           const std::string &loadError) {
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  int err = open((id + "/stderr").c_str(),
                 O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
  int null = open("/dev/null", O_RDWR);
  if (err < 0 || null < 0 || dup2(null, 0) < 0 || dup2(err, 1) < 0 ||
      dup2(err, 2) < 0)
    _exit(kUsageExit);
  // Nothing of the server's: its pipes, and whatever a plugin's initializer
  // opened there for requests to share.
  syscall(SYS_close_range, 3, ~0u, 0);
  char cwd[PATH_MAX];
  if (landlockAbi() > 0) {
    const char *error = nullptr;
    LandlockRules rules;
    rules.readable = {"/"};
    rules.writable =
        std::string(getcwd(cwd, sizeof(cwd)) ? cwd : ".") + "/" + id;
    rules.devices = {"/dev/null", "/dev/zero", "/dev/full"};
    if (!restrictWithLandlock(rules, error)) {
      std::fprintf(stderr, "defuse-probe serve: %s\n", error);
      _exit(kUsageExit);
    }
  }
  Arguments a;
  a.request = id + "/request";
  a.report = id + "/report";
  a.stage = id + "/stage";
  a.memoryLimit = memoryLimit;
  _exit(runProbe(a, loadError));
}

/// `serve`: requests one at a time, each in a child of its own, until the
/// requests pipe ends.
int serve(const Arguments &a, const std::string &loadError) {
  std::FILE *requests = std::fopen(a.requests.c_str(), "r");
  int answers = open(a.answers.c_str(), O_WRONLY | O_CLOEXEC);
  if (!requests || answers < 0) {
    std::fprintf(stderr, "defuse-probe serve: cannot open its pipes\n");
    return kUsageExit;
  }
  char line[512];
  while (std::fgets(line, sizeof(line), requests)) {
    char id[128];
    double timeout = 0;
    unsigned long long memory = 0;
    if (std::sscanf(line, "%127s %lf %llu", id, &timeout, &memory) != 3 ||
        llvm::StringRef(id).find_first_not_of("0123456789abcdef") !=
            llvm::StringRef::npos)
      continue;
    std::fflush(nullptr);
    pid_t child = fork();
    if (child == 0)
      serveOne(id, memory, loadError);
    int status = W_EXITCODE(kUsageExit, 0);
    bool timedOut = false, cancelled = false;
    std::string error;
    if (child > 0)
      waitForChild(child, deadlineAfter(timeout), nullptr, status, timedOut,
                   cancelled, error);
    std::string answer = std::string(id) + " " + std::to_string(status) + " " +
                         (timedOut ? "1" : "0") + "\n";
    if (write(answers, answer.data(), answer.size()) !=
        static_cast<ssize_t>(answer.size()))
      return kUsageExit;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  keepAllocationsInMainArena();
  prepareProbeChild();
  Arguments a;
  if (!parse(argc, argv, a) ||
      (a.mode == "run" &&
       (a.request.empty() || a.report.empty() || a.stage.empty())) ||
      (a.mode == "describe" && a.pass.empty()) ||
      (a.mode == "serve" && (a.requests.empty() || a.answers.empty())) ||
      (a.mode != "run" && a.mode != "loads" && a.mode != "describe" &&
       a.mode != "serve")) {
    std::fprintf(stderr,
                 "usage: defuse-probe run|serve|loads|describe [options] (see "
                 "tools/ProbeWorker.cpp)\n");
    return kUsageExit;
  }
  initializeCompilerInfrastructure();
  std::string loadError;
  for (const std::string &plugin : a.plugins) {
    std::string error;
    if (!loadPassPlugin(plugin, error)) {
      loadError = plugin + ": does not load: " + error;
      break;
    }
  }
  if (a.mode == "run")
    return runProbe(a, loadError);
  if (a.mode == "serve")
    return serve(a, loadError);
  if (!loadError.empty()) {
    std::fprintf(stderr, "%s\n", loadError.c_str());
    return kPluginExit;
  }
  if (a.pass.empty()) {
    std::fflush(nullptr);
    _exit(0);
  }
  std::optional<PassDescription> d = describeRegisteredPass(a.pass);
  if (!d) {
    std::fprintf(stderr, "registers no pass %s\n", a.pass.c_str());
    return kNoPassExit;
  }
  if (a.mode == "describe")
    std::cout << nlohmann::json{{"printed_with_defaults",
                                 d->printedWithDefaults},
                                {"help", d->help}}
                     .dump()
              << "\n";
  std::cout.flush();
  std::fflush(nullptr);
  _exit(0);
}
