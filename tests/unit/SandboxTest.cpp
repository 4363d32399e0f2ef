//===- SandboxTest.cpp - What a sandboxed program cannot do ---------------===//
//
// Real sandboxes, in every mode this machine gives (namespaces when user
// namespaces are there; the Landlock and minimal fallbacks always): the
// only writable place is the private directory, the judge's files and
// processes are out of reach, the network and ptrace end the program, a
// time limit ends everything it started, and what it leaves is read without
// following links.
//
//===----------------------------------------------------------------------===//

#include "target/Sandbox.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace defuse;

namespace {

struct Ran {
  SandboxExit exit;
  std::string out, err;
  int code() const {
    return WIFEXITED(exit.status) ? WEXITSTATUS(exit.status) : -1;
  }
};

Ran sh(Sandbox &sandbox, const std::string &script, double seconds = 30,
       bool underShell = false) {
  SandboxCommand c;
  c.argv = {"/bin/sh", "-c", script};
  c.env = {"PATH=/usr/bin:/bin", "HOME=" + sandbox.insidePath("")};
  c.stdoutFile = "out";
  c.stderrFile = "err";
  c.timeoutSeconds = seconds;
  c.underShell = underShell;
  Ran r;
  r.exit = sandbox.run(c);
  r.out = sandbox.take("out", 1 << 20).value_or("");
  r.err = sandbox.take("err", 1 << 20).value_or("");
  return r;
}

/// A file of the judge's, outside any sandbox.
std::string judgesFile() {
  const char *tmp = std::getenv("TMPDIR");
  std::string path = std::string(tmp && *tmp ? tmp : "/tmp") +
                     "/defuse-sandbox-test-" + std::to_string(getpid());
  std::ofstream(path) << "the judge's\n";
  return path;
}

class SandboxTest : public ::testing::TestWithParam<SandboxMode> {
protected:
  std::unique_ptr<Sandbox> make() {
    std::string error;
    std::unique_ptr<Sandbox> s = Sandbox::create(error, GetParam());
    EXPECT_TRUE(s) << error;
    return s;
  }
  bool confinesFiles() const {
    return GetParam() != SandboxMode::Minimal || geteuid() == 0;
  }
};

TEST_P(SandboxTest, RunsInTheModeAskedOrAWeakerOne) {
  auto s = make();
  ASSERT_TRUE(s);
  EXPECT_GE(static_cast<int>(s->mode()), static_cast<int>(GetParam()));
  Ran r = sh(*s, "echo hello; echo $FOO");
  ASSERT_TRUE(r.exit.started) << r.exit.error;
  EXPECT_EQ(r.code(), 0) << r.err;
  // Only the environment it was given.
  EXPECT_EQ(r.out, "hello\n\n");
}

TEST_P(SandboxTest, OnlyThePrivateDirectoryIsWritable) {
  auto s = make();
  ASSERT_TRUE(s);
  std::string judges = judgesFile();
  Ran r = sh(*s, "echo mine > " + s->insidePath("mine") + " && echo x >> " +
                     judges + "; echo x > /etc/defuse-sandbox-test; echo " +
                     "x > /usr/defuse-sandbox-test; true");
  ASSERT_TRUE(r.exit.started) << r.exit.error;
  EXPECT_EQ(s->take("mine", 100).value_or(""), "mine\n");
  std::ifstream in(judges);
  std::string text((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  if (confinesFiles())
    EXPECT_EQ(text, "the judge's\n");
  EXPECT_NE(access("/etc/defuse-sandbox-test", F_OK), 0);
  std::remove(judges.c_str());
}

TEST_P(SandboxTest, TheJudgesFilesCannotBeRead) {
  if (GetParam() == SandboxMode::Minimal)
    GTEST_SKIP() << "the minimal sandbox reads with the user's rights";
  auto s = make();
  ASSERT_TRUE(s);
  std::string judges = judgesFile();
  Ran r = sh(*s, "cat " + judges);
  EXPECT_NE(r.code(), 0);
  EXPECT_EQ(r.out, "");
  std::remove(judges.c_str());
}

TEST_P(SandboxTest, TheNetworkAndPtraceEndTheProgram) {
  auto s = make();
  ASSERT_TRUE(s);
  if (access("/usr/bin/python3", X_OK) != 0)
    GTEST_SKIP() << "no python3 to make the calls";
  for (const char *call :
       {"import socket; socket.socket(socket.AF_INET, socket.SOCK_STREAM)",
        "import socket; socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)",
        "import ctypes; ctypes.CDLL(None).ptrace(16, 1, 0, 0)",
        "import ctypes; ctypes.CDLL(None).process_vm_readv(1, 0, 0, 0, 0, "
        "0)"}) {
    Ran r = sh(*s, std::string("exec python3 -c '") + call + "'");
    ASSERT_TRUE(r.exit.started) << r.exit.error;
    EXPECT_TRUE(WIFSIGNALED(r.exit.status) && WTERMSIG(r.exit.status) == SIGSYS)
        << call << ": status " << r.exit.status << " " << r.err;
  }
  // A Unix socket is no network.
  Ran local = sh(*s, "exec python3 -c 'import socket; "
                     "socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)'");
  EXPECT_EQ(local.code(), 0) << local.err;
}

TEST_P(SandboxTest, ATimeLimitEndsEverythingItStarted) {
  auto s = make();
  ASSERT_TRUE(s);
  auto start = std::chrono::steady_clock::now();
  Ran r = sh(*s, "sleep 30 & sleep 30 & sleep 30", 1);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  EXPECT_TRUE(r.exit.timedOut);
  EXPECT_LT(seconds, 10);
}

TEST_P(SandboxTest, OutputsAreReadWithoutFollowingLinks) {
  auto s = make();
  ASSERT_TRUE(s);
  std::string judges = judgesFile();
  Ran r = sh(*s, "cd " + s->insidePath("") + " && ln -s " + judges +
                     " link && mkdir d && ln -s /etc dir && mkfifo fifo && "
                     "echo ok > d/file");
  ASSERT_TRUE(r.exit.started) << r.exit.error;
  EXPECT_FALSE(s->take("link", 1 << 20));
  EXPECT_FALSE(s->take("dir/passwd", 1 << 20));
  EXPECT_FALSE(s->take("fifo", 1 << 20));
  EXPECT_FALSE(s->take("d/../link", 1 << 20));
  EXPECT_EQ(s->take("d/file", 1 << 20).value_or(""), "ok\n");
  EXPECT_FALSE(s->take("d/file", 2));
  std::remove(judges.c_str());
}

TEST_P(SandboxTest, UnderAShellTheParentIsAShell) {
  auto s = make();
  ASSERT_TRUE(s);
  Ran r = sh(*s, "cat /proc/$PPID/comm 2>/dev/null || echo unreadable", 30,
             /*underShell=*/true);
  ASSERT_TRUE(r.exit.started) << r.exit.error;
  EXPECT_TRUE(r.out == "sh\n" || r.out == "unreadable\n") << r.out;
}

// A checkout or build under /tmp: the private /tmp must not hide the
// readable files (the probe worker) that live there.
TEST_P(SandboxTest, ReadableFilesUnderTmpStayVisible) {
  char dir[] = "/tmp/defuse-readable-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  chmod(dir, 0755); // as a checkout is: readable by the sandbox's user
  std::string script = std::string(dir) + "/build/bin/hello.sh";
  ASSERT_EQ(system(("mkdir -p " + std::string(dir) + "/build/bin").c_str()), 0);
  std::ofstream(script) << "#!/bin/sh\necho hello from $0\n";
  chmod(script.c_str(), 0755);
  auto s = make();
  ASSERT_TRUE(s);
  SandboxCommand c;
  c.argv = {script};
  c.env = {"PATH=/usr/bin:/bin"};
  c.readable = {script};
  c.stdoutFile = "out";
  c.stderrFile = "err";
  SandboxExit e = s->run(c);
  std::string out = s->take("out", 1 << 20).value_or("");
  std::string err = s->take("err", 1 << 20).value_or("");
  system(("rm -rf " + std::string(dir)).c_str());
  ASSERT_TRUE(e.started) << e.error;
  EXPECT_EQ(out, "hello from " + script + "\n") << err;
}

TEST(SandboxNamespacesTest, NoProcessOutlivesTheLimit) {
  std::string error;
  auto s = Sandbox::create(error);
  ASSERT_TRUE(s) << error;
  if (s->mode() != SandboxMode::Namespaces)
    GTEST_SKIP() << "no user namespaces here";
  // A process that leaves the session still dies with the PID namespace.
  Ran r = sh(*s,
             "(setsid sh -c 'sleep 2; echo escaped > " + s->insidePath("late") +
                 "' &); sleep 30",
             1);
  EXPECT_TRUE(r.exit.timedOut);
  sleep(3);
  EXPECT_FALSE(s->take("late", 100));
}

TEST(SandboxNamespacesTest, TheJudgesProcessesAreNotThere) {
  std::string error;
  auto s = Sandbox::create(error);
  ASSERT_TRUE(s) << error;
  if (s->mode() != SandboxMode::Namespaces)
    GTEST_SKIP() << "no user namespaces here: "
                 << sandboxDescription().weakerBecause;
  Ran r = sh(*s, "echo $$; ls /proc | grep -c '^[0-9]'; ls /; hostname");
  ASSERT_TRUE(r.exit.started) << r.exit.error;
  // The first process of its own PID namespace, alone there with `ls`.
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "1");
  EXPECT_EQ(r.out.find(std::to_string(getpid())), std::string::npos);
  EXPECT_EQ(r.out.find("\nhome\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\nwork\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("localhost"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(Modes, SandboxTest,
                         ::testing::Values(SandboxMode::Namespaces,
                                           SandboxMode::Landlock,
                                           SandboxMode::Minimal),
                         [](const auto &info) {
                           return std::string(sandboxModeName(info.param));
                         });

} // namespace
